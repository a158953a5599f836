package org.orrery.sample.operators;

import java.util.function.Function;

import org.orrery.operator.api.Emitter;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.EventPredicate;
import org.orrery.operator.api.Operator;
import org.orrery.operator.api.Parameters;

/**
 * An application that consumes events. The domain measures what it receives (count, bytes, latency from the source
 * timestamp, order) on its incoming connections; the sink itself only keeps a running count.
 */
final class MeasuringSink implements Operator {

    private long workNsPerEvent;
    private EventPredicate interest;
    private final Function<String, EventPredicate> compiler;
    private long received;

    /**
     * A sink that spends {@code workMicrosPerEvent} of busy work on each event, to play a slow consumer, and keeps only
     * the events {@code interest} accepts (null: all), to filter in the application; {@code compiler} compiles a
     * predicate given while it runs.
     */
    MeasuringSink(long workMicrosPerEvent, EventPredicate interest, Function<String, EventPredicate> compiler) {
        this.workNsPerEvent = workNs(workMicrosPerEvent);
        this.interest = interest;
        this.compiler = compiler;
    }

    private static long workNs(long workMicrosPerEvent) {
        if (workMicrosPerEvent < 0 || workMicrosPerEvent > 1_000_000) {
            throw new IllegalArgumentException(
                    "workMicrosPerEvent must be within 0..1,000,000, not " + workMicrosPerEvent);
        }
        return workMicrosPerEvent * 1_000;
    }

    /**
     * Takes a new {@code workMicrosPerEvent} (a consumer that becomes slower or faster) or {@code predicate} (blank:
     * all) in place, both checked before either changes; refuses every other parameter.
     */
    @Override
    public boolean reconfigure(Parameters changed) {
        Operators.onlyThese(changed, "workMicrosPerEvent", "predicate");
        long newWork = changed.has("workMicrosPerEvent") ? workNs(changed.longValue("workMicrosPerEvent", 0))
                : workNsPerEvent;
        String predicate = changed.string("predicate", null);
        EventPredicate newInterest = predicate == null ? interest
                : predicate.isBlank() ? null : compiler.apply(predicate);
        workNsPerEvent = newWork;
        interest = newInterest;
        return true;
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
