package org.orrery.sample.operators;

import org.orrery.operator.api.Emitter;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.Operator;

/** Sends every event straight on unchanged, timestamp included: the far end of a round-trip measurement. */
final class Bounce implements Operator {

    @Override
    public void onEvent(Event event, Emitter emitter) {
        emitter.emit(event);
    }
}
