package org.orrery.sample.operators;

import org.orrery.operator.api.Emitter;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.EventPredicate;
import org.orrery.operator.api.Operator;
import org.orrery.operator.api.OperatorContext;

/** Passes on the events for which its {@code predicate} holds. */
final class PredicateFilter implements Operator {

    private final EventPredicate predicate;

    PredicateFilter(OperatorContext context) {
        this.predicate = context.compilePredicate(context.parameters().required("predicate"));
    }

    @Override
    public void onEvent(Event event, Emitter emitter) {
        if (predicate.test(event)) {
            emitter.emit(event);
        }
    }
}
