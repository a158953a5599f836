package org.orrery.sample.operators;

import org.orrery.operator.api.Emitter;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.EventPredicate;
import org.orrery.operator.api.Operator;

/**
 * An application that consumes events. The domain measures what it receives (count, bytes, latency from the
 * source timestamp, order) on its incoming connections; the sink itself only keeps a running count.
 */
final class MeasuringSink implements Operator {

    private final long workNsPerEvent;
    private final EventPredicate interest;
    private long received;

    /**
     * A sink that spends {@code workMicrosPerEvent} of busy work on each event, to play a slow consumer, and keeps
     * only the events {@code interest} accepts (null: all), to filter in the application.
     */
    MeasuringSink(long workMicrosPerEvent, EventPredicate interest) {
        if (workMicrosPerEvent < 0) {
            throw new IllegalArgumentException("workMicrosPerEvent must not be negative, not " + workMicrosPerEvent);
        }
        this.workNsPerEvent = workMicrosPerEvent * 1_000;
        this.interest = interest;
    }

    @Override
    public void onEvent(Event event, Emitter emitter) {
        received++;
        if (interest != null && !interest.test(event)) {
            return;
        }
        if (workNsPerEvent > 0) {
            long until = System.nanoTime() + workNsPerEvent;
            while (System.nanoTime() < until) {
                Thread.onSpinWait();
            }
        }
    }

    long received() {
        return received;
    }
}
