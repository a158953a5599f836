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
 * report's "objects delivered". With {@code matching=indexed} (the default) an object is tested only against the
 * subscriptions a {@link SubscriptionIndex} finds for it; {@code matching=scan} tests it against every subscription, as
 * the report's router did, for comparison. Both deliver the same copies in the same order.
 */
final class ContentRouter implements Operator {

    /** About 20 MB of subscriptions, within a domain's 256 MB heap beside the rest of a system (a million took all of it). */
    static final long MAX_SUBSCRIPTIONS = 100_000;

    private final List<JbiWorkload.Subscription> subscriptions;
    private final SubscriptionIndex index;

    ContentRouter(OperatorContext context) {
        Parameters parameters = context.parameters();
        long count = parameters.longValue("subscriptions", 250);
        if (count < 0 || count > MAX_SUBSCRIPTIONS) {
            throw new IllegalArgumentException("subscriptions must be within 0..100,000, not " + count);
        }
        this.subscriptions = JbiWorkload.subscriptions((int) count, JbiWorkload.schema(parameters.string("schema", "mixed")),
                parameters.longValue("seed", 2));
        String matching = parameters.string("matching", "indexed").strip();
        this.index = switch (matching) {
            case "indexed" -> new SubscriptionIndex(subscriptions);
            case "scan" -> null;
            default -> throw new IllegalArgumentException("matching must be indexed or scan, not '" + matching + "'");
        };
    }

    @Override
    public void onEvent(Event event, Emitter emitter) {
        if (index != null) {
            for (JbiWorkload.Subscription subscription : index.matches(event.attributes())) {
                emit(event, subscription, emitter);
            }
            return;
        }
        for (JbiWorkload.Subscription subscription : subscriptions) {
            if (subscription.matches(event.attributes())) {
                emit(event, subscription, emitter);
            }
        }
    }

    private static void emit(Event event, JbiWorkload.Subscription subscription, Emitter emitter) {
        emitter.emit(event.toBuilder().attributes(event.attributes().toBuilder().put("subscription", subscription.id()).build())
                .build());
    }
}
