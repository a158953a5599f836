package org.orrery.agent;

import java.util.HashMap;
import java.util.Map;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.SingleWriterRecorder;
import org.orrery.control.api.DomainApi.ConnectionStats;
import org.orrery.control.api.LinkPath;
import org.orrery.control.api.LinkSide;
import org.orrery.operator.api.Event;

/**
 * What the receiving end of a connection measures: events delivered and their bytes, events out of order per
 * publisher, and latency from the source timestamp. Written by the domain thread, read by any.
 */
final class DeliveryStats {

    /** What a receiving end (or a connection inside the domain, seen whole) reports, from these statistics. */
    ConnectionStats stats(RouteSpec spec, LinkPath path, LinkSide side, long sent, long dropped, long filtered,
            long predicateErrors) {
        Histogram total = latencySinceStart();
        Histogram recent = recentLatency();
        return new ConnectionStats(spec.source(), spec.target(), path, side, sent, delivered(), dropped, filtered, predicateErrors,
                bytes(),
                outOfOrder(), total.getValueAtPercentile(50), total.getValueAtPercentile(99), total.getValueAtPercentile(99.9),
                total.getMaxValue(), recent.getValueAtPercentile(50), recent.getValueAtPercentile(99), 0);
    }


    private static final long HIGHEST_LATENCY_US = 3_600_000_000L;

    /** Recorded by the event thread only: a single writer's recorder takes no atomic add per value. */
    private final SingleWriterRecorder latencyUs = new SingleWriterRecorder(HIGHEST_LATENCY_US, 3);
    private static final long WINDOW_NS = 1_000_000_000L;

    private final Histogram totalLatencyUs = new Histogram(HIGHEST_LATENCY_US, 3);
    private final Histogram currentWindow = new Histogram(HIGHEST_LATENCY_US, 3);
    private Histogram previousWindow;
    private long windowStartNs = System.nanoTime();
    private final Map<String, long[]> lastSequenceBySource = new HashMap<>();
    // the last source seen and its last sequence: events mostly come from one source in a row, with one String
    private String lastSource;
    private long[] lastSequence;
    private final Counter delivered = new Counter();
    private final Counter bytes = new Counter();
    private final Counter outOfOrder = new Counter();

    void record(Event event, long nowNs) {
        long[] last = lastSequence;
        if (event.source() != lastSource) {
            last = lastSequenceBySource.computeIfAbsent(event.source(), s -> new long[] {Long.MIN_VALUE});
            lastSource = event.source();
            lastSequence = last;
        }
        if (event.sequence() <= last[0]) {
            outOfOrder.increment();
        }
        last[0] = event.sequence();
        latencyUs.recordValue(Math.max(0, Math.min(HIGHEST_LATENCY_US, (nowNs - event.timestampNs()) / 1_000)));
        delivered.increment();
        bytes.add(event.bodyLength());
    }

    long delivered() {
        return delivered.get();
    }

    long bytes() {
        return bytes.get();
    }

    long outOfOrder() {
        return outOfOrder.get();
    }

    /** Folds the latencies recorded since the last call into the running total and returns it. */
    synchronized Histogram latencySinceStart() {
        fold();
        return totalLatencyUs;
    }

    /** A copy of the latencies recorded since the start, which the caller may change. */
    synchronized Histogram latencySinceStartCopy() {
        return latencySinceStart().copy();
    }

    /**
     * The latencies of the last whole window of about a second (the current window until one completes), so that
     * live figures follow what happens now rather than everything since the connection was wired.
     */
    synchronized Histogram recentLatency() {
        fold();
        return previousWindow != null ? previousWindow : currentWindow;
    }

    private void fold() {
        Histogram interval = latencyUs.getIntervalHistogram();
        totalLatencyUs.add(interval);
        currentWindow.add(interval);
        long now = System.nanoTime();
        if (now - windowStartNs >= WINDOW_NS) {
            previousWindow = currentWindow.copy();
            currentWindow.reset();
            windowStartNs = now;
        }
    }
}
