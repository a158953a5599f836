package org.orrery.sample.operators;

import org.orrery.operator.api.Emitter;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.EventPredicate;
import org.orrery.operator.api.Operator;
import org.orrery.operator.api.OperatorContext;
import org.orrery.operator.api.Parameters;

/** Passes on the events for which its {@code predicate} holds; the predicate can be changed while it runs. */
final class PredicateFilter implements Operator {

    private final OperatorContext context;
    private EventPredicate predicate;

    PredicateFilter(OperatorContext context) {
        this.context = context;
        this.predicate = context.compilePredicate(context.parameters().required("predicate"));
    }

    /** Takes a new {@code predicate} in place, once it compiles; refuses every other parameter. */
    @Override
    public boolean reconfigure(Parameters changed) {
        Operators.onlyThese(changed, "predicate");
        predicate = context.compilePredicate(changed.required("predicate"));
        return true;
    }

    @Override
    public void onEvent(Event event, Emitter emitter) {
        if (predicate.test(event)) {
            emitter.emit(event);
        }
    }
}
