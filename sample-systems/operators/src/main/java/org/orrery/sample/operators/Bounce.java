package org.orrery.sample.operators;

import org.orrery.operator.api.Emitter;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.EventView;
import org.orrery.operator.api.Operator;

/**
 * Sends every event straight on unchanged, timestamp included: the far end of a round-trip measurement. It passes the
 * view on ({@link Emitter#forward}) without decoding or copying it; with {@code views=false}, it takes and emits events
 * as an operator written before views does, for comparison.
 */
final class Bounce implements Operator {

    private final boolean views;

    Bounce(boolean views) {
        this.views = views;
    }

    @Override
    public void onEvent(Event event, Emitter emitter) {
        emitter.emit(event);
    }

    @Override
    public void onView(EventView view, Emitter emitter) {
        if (views) {
            emitter.forward(view);
        } else {
            onEvent(view.toEvent(), emitter);
        }
    }
}
