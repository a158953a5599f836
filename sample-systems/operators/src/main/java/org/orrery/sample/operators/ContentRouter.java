package org.orrery.sample.operators;

import java.util.List;

import org.orrery.operator.api.Emitter;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.Operator;
import org.orrery.operator.api.OperatorContext;
import org.orrery.operator.api.Parameters;

/**
 * A content-based router in the manner of the JBI report: it holds {@code subscriptions} predicate subscriptions
 * generated from {@code seed} over the {@code schema}'s fields, matches every object it receives against all of them,
 * and sends one copy per match on (with the attribute {@code subscription} naming it), so that what leaves it is the
 * report's "objects delivered".
 */
final class ContentRouter implements Operator {

    private final List<JbiWorkload.Subscription> subscriptions;

    ContentRouter(OperatorContext context) {
        Parameters parameters = context.parameters();
        long count = parameters.longValue("subscriptions", 250);
        if (count < 0 || count > 1_000_000) {
            throw new IllegalArgumentException("subscriptions must be within 0..1,000,000, not " + count);
        }
        this.subscriptions = JbiWorkload.subscriptions((int) count, JbiWorkload.schema(parameters.string("schema", "mixed")),
                parameters.longValue("seed", 2));
    }

    @Override
    public void onEvent(Event event, Emitter emitter) {
        for (JbiWorkload.Subscription subscription : subscriptions) {
            if (subscription.matches(event.attributes())) {
                emitter.emit(event.toBuilder()
                        .attributes(event.attributes().toBuilder().put("subscription", subscription.id()).build())
                        .build());
            }
        }
    }
}
