package org.orrery.sample.operators;

import org.orrery.operator.api.Emitter;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.EventPredicate;
import org.orrery.operator.api.EventView;
import org.orrery.operator.api.Operator;
import org.orrery.operator.api.OperatorContext;
import org.orrery.operator.api.Parameters;

/** Passes on the events for which its {@code predicate} holds; the predicate can be changed while it runs. */
final class PredicateFilter implements Operator {

    private final OperatorContext context;
    private EventPredicate predicate;
    private final boolean views;

    PredicateFilter(OperatorContext context) {
        this.context = context;
        this.predicate = context.compilePredicate(context.parameters().required("predicate"));
        this.views = Operators.views(context.parameters());
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

    /** Tests the attributes the predicate names where the event lies, and passes the view on. */
    @Override
    public void onView(EventView view, Emitter emitter) {
        if (!views) {
            onEvent(view.toEvent(), emitter);
        } else if (predicate.test(view)) {
            emitter.forward(view);
        }
    }
}
