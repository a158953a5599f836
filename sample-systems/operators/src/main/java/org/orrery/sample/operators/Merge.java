package org.orrery.sample.operators;

import org.orrery.operator.api.Emitter;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.EventView;
import org.orrery.operator.api.Operator;
import org.orrery.operator.api.OperatorContext;

/**
 * Republishes the events of all its inputs as one stream, retyped to {@code outputType} when it is given: unretyped, it
 * passes each view on as it is ({@code views=false}: as an event).
 */
final class Merge implements Operator {

    private final String outputType;
    private final boolean views;

    Merge(OperatorContext context) {
        this.outputType = context.parameters().string("outputType", "");
        this.views = Operators.views(context.parameters());
    }

    @Override
    public void onView(EventView view, Emitter emitter) {
        if (views && outputType.isEmpty()) {
            emitter.forward(view);
        } else {
            onEvent(view.toEvent(), emitter);
        }
    }

    @Override
    public void onEvent(Event event, Emitter emitter) {
        emitter.emit(outputType.isEmpty() ? event : event.toBuilder().type(outputType).build());
    }
}
