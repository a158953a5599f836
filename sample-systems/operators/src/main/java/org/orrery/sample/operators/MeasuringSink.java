package org.orrery.sample.operators;

import org.orrery.operator.api.Emitter;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.Operator;

/**
 * An application that consumes events. The domain measures what it receives (count, bytes, latency from the
 * source timestamp, order) on its incoming connections; the sink itself only keeps a running count.
 */
final class MeasuringSink implements Operator {

    private long received;

    @Override
    public void onEvent(Event event, Emitter emitter) {
        received++;
    }

    long received() {
        return received;
    }
}
