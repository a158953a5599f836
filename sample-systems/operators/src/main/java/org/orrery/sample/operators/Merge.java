package org.orrery.sample.operators;

import org.orrery.operator.api.Emitter;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.Operator;
import org.orrery.operator.api.OperatorContext;

/** Republishes the events of all its inputs as one stream, retyped to {@code outputType} when it is given. */
final class Merge implements Operator {

    private final String outputType;

    Merge(OperatorContext context) {
        this.outputType = context.parameters().string("outputType", "");
    }

    @Override
    public void onEvent(Event event, Emitter emitter) {
        emitter.emit(outputType.isEmpty() ? event : event.toBuilder().type(outputType).build());
    }
}
