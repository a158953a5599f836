package org.orrery.agent;

import java.util.HashMap;
import java.util.Map;
import java.util.function.LongSupplier;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.EventPredicate;

/**
 * A connection inside one domain: a direct hand-off from the source operator's emitter to the target
 * operator, through the connection's predicate. Counts what it delivers, filters and drops, checks order per
 * publisher and records latency from the source timestamp.
 */
final class Route {

    private static final long HIGHEST_LATENCY_US = 3_600_000_000L;

    private final RouteSpec spec;
    private final OperatorInstance target;
    private final EventPredicate predicate;
    private final LongSupplier clockNs;
    private final Recorder latencyUs = new Recorder(HIGHEST_LATENCY_US, 3);
    private final Histogram totalLatencyUs = new Histogram(HIGHEST_LATENCY_US, 3);
    private final Map<String, long[]> lastSequenceBySource = new HashMap<>();
    private volatile long delivered;
    private volatile long dropped;
    private volatile long filtered;
    private volatile long bytes;
    private volatile long outOfOrder;

    Route(RouteSpec spec, OperatorInstance target, EventPredicate predicate, LongSupplier clockNs) {
        this.spec = spec;
        this.target = target;
        this.predicate = predicate;
        this.clockNs = clockNs;
    }

    RouteSpec spec() {
        return spec;
    }

    void offer(Event event) {
        if (predicate != null && !accepts(event)) {
            filtered++;
            return;
        }
        if (target.state() != OperatorInstance.State.RUNNING) {
            dropped++;
            return;
        }
        checkOrder(event);
        long latencyNs = clockNs.getAsLong() - event.timestampNs();
        latencyUs.recordValue(Math.max(0, Math.min(HIGHEST_LATENCY_US, latencyNs / 1_000)));
        delivered++;
        bytes += event.bodyLength();
        target.deliver(event);
    }

    private boolean accepts(Event event) {
        try {
            return predicate.test(event);
        } catch (RuntimeException e) {
            return false;
        }
    }

    private void checkOrder(Event event) {
        long[] last = lastSequenceBySource.computeIfAbsent(event.source(), s -> new long[] {Long.MIN_VALUE});
        if (event.sequence() <= last[0]) {
            outOfOrder++;
        }
        last[0] = event.sequence();
    }

    /** A snapshot; folds the latencies recorded since the last snapshot into the running total. */
    synchronized RouteStats stats() {
        totalLatencyUs.add(latencyUs.getIntervalHistogram());
        return new RouteStats(spec.source(), spec.target(), "in-process", delivered, dropped, filtered, bytes, outOfOrder,
                totalLatencyUs.getValueAtPercentile(50), totalLatencyUs.getValueAtPercentile(99),
                totalLatencyUs.getMaxValue());
    }
}
