package org.orrery.agent.engine;

import java.util.HashMap;
import java.util.Map;

import org.HdrHistogram.Histogram;
import org.orrery.control.api.DomainApi.ConnectionStats;
import org.orrery.control.api.DomainApi.LinkCounts;
import org.orrery.control.api.DomainApi.LinkLatency;
import org.orrery.control.api.LinkPath;
import org.orrery.control.api.LinkSide;
import org.orrery.operator.api.EventView;

/**
 * What the receiving end of a connection measures: events delivered and their bytes, events out of order per publisher,
 * and latency from the source timestamp. Written by the domain thread, read by any. The event thread records latencies
 * into a histogram of its own, with no atomic operation per event; a reader has it handed over through the thread's
 * command queue ({@link #spare()}, {@link #handOver}) and folds it into the figures it reports.
 */
final class DeliveryStats {

    /**
     * What a receiving end (or a connection inside the domain, seen whole) reports, from these statistics: the
     * latencies are folded in and read under this object's lock, since a later fold reuses the window histograms.
     */
    synchronized ConnectionStats stats(RouteSpec spec, LinkPath path, LinkSide side, long sent, long dropped,
            long filtered, long predicateErrors) {
        fold();
        if (figuresStale) {
            Histogram recent = previousWindowComplete ? previousWindow : currentWindow;
            latency = new LinkLatency(totalLatencyUs.getValueAtPercentile(50), totalLatencyUs.getValueAtPercentile(99),
                    totalLatencyUs.getValueAtPercentile(99.9), totalLatencyUs.getMaxValue(),
                    recent.getValueAtPercentile(50), recent.getValueAtPercentile(99));
            figuresStale = false;
        }
        return new ConnectionStats(spec.source(), spec.target(), path, side,
                new LinkCounts(sent, delivered(), dropped, filtered, predicateErrors, bytes(), outOfOrder(), 0),
                latency, 0, path == LinkPath.IN_PROCESS ? "" : spec.wireFormat(), spec.priority());
    }

    private static final long HIGHEST_LATENCY_US = 3_600_000_000L;
    /**
     * Latencies to 1 % (two significant digits), as the status shows them. Finding a percentile walks a histogram's
     * counts from the lowest: at three digits, latencies reaching seconds take ~14,000 counts, and the five percentiles
     * of every receiving end took a loaded Planet more CPU than the rest of its status; two digits need a seventh.
     */
    static final int SIGNIFICANT_DIGITS = 2;

    /*
     * The histograms grow with the largest latency they hold (up to an hour) instead of covering an hour from the
     * start, and none is allocated after the first fold: every status (twice a second) took a new interval histogram
     * covering an hour and copied a whole window, megabytes a second per Planet for the collector.
     */
    /** The latencies recorded since the last hand-over; by the event thread only. */
    private Histogram recording = new Histogram(SIGNIFICANT_DIGITS);
    /** What the event thread handed over last, until a reader folds it (then it becomes the spare). */
    private volatile Histogram handedOver;
    /** A cleared histogram for the next hand-over to record into; null while one is under way. Under the lock. */
    private Histogram spare = new Histogram(SIGNIFICANT_DIGITS);
    private static final long WINDOW_NS = 1_000_000_000L;

    private final Histogram totalLatencyUs = new Histogram(SIGNIFICANT_DIGITS);
    private Histogram currentWindow = new Histogram(SIGNIFICANT_DIGITS);
    private Histogram previousWindow = new Histogram(SIGNIFICANT_DIGITS);
    private boolean previousWindowComplete;
    private long windowStartNs = System.nanoTime();
    /**
     * The percentiles and maximum last reported (p50, p99, p99.9 and max since the start; p50 and p99 of the last
     * second), read again from the histograms only when a window completes, or while the first is under way when new
     * latencies came: a status twice a second then reads them once.
     */
    private LinkLatency latency = LinkLatency.NONE;
    private boolean figuresStale;
    private final Map<String, long[]> lastSequenceBySource = new HashMap<>();
    // the last source seen and its last sequence: events mostly come from one source in a row, with one String
    private String lastSource;
    private long[] lastSequence;
    private final Counter delivered = new Counter();
    private final Counter bytes = new Counter();
    private final Counter outOfOrder = new Counter();

    void record(EventView event, long nowNs) {
        long[] last = lastSequence;
        if (event.source() != lastSource) {
            last = lastSequenceBySource.computeIfAbsent(event.source(), s -> new long[]{Long.MIN_VALUE});
            lastSource = event.source();
            lastSequence = last;
        }
        if (event.sequence() <= last[0]) {
            outOfOrder.increment();
        }
        last[0] = event.sequence();
        recording.recordValue(Math.max(0, Math.min(HIGHEST_LATENCY_US, (nowNs - event.timestampNs()) / 1_000)));
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

    /** A copy of the latencies recorded since the start, which the caller may change. */
    synchronized Histogram latencySinceStartCopy() {
        fold();
        return totalLatencyUs.copy();
    }

    /**
     * The cleared histogram the event thread is to record into from the next hand-over on, or null while the last
     * hand-over has not been folded (it is still queued on a busy thread): one is under way at a time.
     */
    synchronized Histogram spare() {
        Histogram fresh = spare;
        spare = null;
        return fresh;
    }

    /**
     * On the event thread: hands what it recorded since the last hand-over to readers, and records on in {@code fresh}.
     */
    void handOver(Histogram fresh) {
        Histogram full = recording;
        recording = fresh;
        handedOver = full;
    }

    /**
     * Folds the latencies recorded since the last fold into the running total and the current window of about a second;
     * a window that is over becomes the previous one (reported as the recent latency, so that live figures follow what
     * happens now rather than everything since the connection was wired) and the one before it is cleared for reuse.
     */
    private void fold() {
        Histogram interval = handedOver;
        if (interval != null) {
            handedOver = null;
            if (interval.getTotalCount() > 0) {
                totalLatencyUs.add(interval);
                currentWindow.add(interval);
                figuresStale |= !previousWindowComplete;
            }
            interval.reset();
            spare = interval;
        }
        long now = System.nanoTime();
        if (now - windowStartNs >= WINDOW_NS) {
            Histogram completed = currentWindow;
            currentWindow = previousWindow;
            currentWindow.reset();
            previousWindow = completed;
            previousWindowComplete = true;
            figuresStale = true;
            windowStartNs = now;
        }
    }
}
