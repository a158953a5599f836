package org.orrery.agent.engine;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

import org.HdrHistogram.AbstractHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;
import org.HdrHistogram.IntCountsHistogram;
import org.HdrHistogram.PackedHistogram;
import org.orrery.control.api.DomainApi.ConnectionStats;
import org.orrery.control.api.DomainApi.LinkCounts;
import org.orrery.control.api.DomainApi.LinkLatency;
import org.orrery.control.api.LinkPath;
import org.orrery.control.api.LinkSide;
import org.orrery.operator.api.EventView;

/**
 * What the receiving end of a connection measures: events delivered and their bytes, events out of order per publisher,
 * and two latencies: from the source's timestamp, which sums every hop the event took, and this hop's own, from the
 * sender's hand-off (the start of the call that emitted the event, carried across domains in the Aeron frame's reserved
 * value; {@link #NO_HAND_OFF} when a sender did not give it) to the target's call. Written by the domain thread, read
 * by any. The event thread records into histograms of its own, with no atomic operation per event; a reader has them
 * handed over through the thread's command queue ({@link #spare()}, {@link #handOver}) and folds them into the figures
 * it reports.
 */
final class DeliveryStats {

    /** The hand-off time of an event whose sender did not give one (a frame's reserved value that nobody set). */
    static final long NO_HAND_OFF = 0;

    /**
     * What a receiving end (or a connection inside the domain, seen whole) reports, from these statistics: the
     * latencies are folded in and read under this object's lock, since a later fold reuses the window histograms.
     */
    synchronized ConnectionStats stats(RouteSpec spec, LinkPath path, LinkSide side, long sent, long dropped,
            long filtered, long predicateErrors) {
        fold();
        return new ConnectionStats(spec.source(), spec.target(), path, side,
                new LinkCounts(sent, delivered(), dropped, filtered, predicateErrors, bytes(), outOfOrder(), 0),
                fromSource.figures(), 0, path == LinkPath.IN_PROCESS ? "" : spec.wireFormat(), spec.priority(),
                hop.figures());
    }

    private static final long HIGHEST_LATENCY_US = 3_600_000_000L;
    private static final long HIGHEST_LATENCY_NS = HIGHEST_LATENCY_US * 1_000;
    /**
     * Latencies to 1 % (two significant digits), as the status shows them. Finding a percentile walks a histogram's
     * counts from the lowest: at three digits, latencies reaching seconds take ~14,000 counts, and the five percentiles
     * of every receiving end took a loaded Planet more CPU than the rest of its status; two digits need a seventh.
     */
    static final int SIGNIFICANT_DIGITS = 2;
    private static final long WINDOW_NS = 1_000_000_000L;

    /**
     * What the event thread records into between two hand-overs: both latencies, counted in 32 bits (half a second
     * holds far fewer than 2^31 events in one bucket), half the memory of 64: the 15,000 receiving ends of the
     * 10,000-operator sample held 952 MB of histograms' {@code long[]} in one shared domain host.
     */
    static final class Recording {

        final AbstractHistogram fromSource = new IntCountsHistogram(SIGNIFICANT_DIGITS);
        final AbstractHistogram hop = new IntCountsHistogram(SIGNIFICANT_DIGITS);
        /** Latencies from the source longer than the histograms hold (an hour), recorded as an hour. */
        long aboveCeiling;

        void reset() {
            fromSource.reset();
            hop.reset();
            aboveCeiling = 0;
        }
    }

    /*
     * The histograms grow with the largest latency they hold (up to an hour) instead of covering an hour from the
     * start, and none is allocated after the first fold: every status (twice a second) took a new interval histogram
     * covering an hour and copied a whole window, megabytes a second per Planet for the collector.
     */
    /** The latencies recorded since the last hand-over; by the event thread only. */
    private Recording recording = new Recording();
    /**
     * Hop latencies since the last hand-over (about half a second): the first {@link #HOPS_IN_FULL} are recorded each,
     * the rest one in four, counted four times, so that a busy link pays a quarter of a record per event for its hop (a
     * record per event cost the 64-byte shared memory path 6 to 9 % of its rate); the latency from the source is
     * recorded for every event.
     */
    private long hopsSinceHandOver;
    static final int HOPS_IN_FULL = 4_096;
    /** What the event thread handed over last, until a reader folds it (then it becomes the spare). */
    private volatile Recording handedOver;
    /** A cleared recording for the next hand-over to record into; null while one is under way. Under the lock. */
    private Recording spare = new Recording();
    private final Latencies fromSource = new Latencies();
    private final Latencies hop = new Latencies();
    /** The clock the windows of latencies are timed by (the host's monotonic clock, unless a test gives one). */
    private final LongSupplier clockNs;
    private long windowStartNs;
    private final Map<String, long[]> lastSequenceBySource = new HashMap<>();
    // the last source seen and its last sequence: events mostly come from one source in a row, with one String
    private String lastSource;
    private long[] lastSequence;
    private final Counter delivered = new Counter();
    private final Counter bytes = new Counter();
    private final Counter outOfOrder = new Counter();

    DeliveryStats() {
        this(System::nanoTime);
    }

    DeliveryStats(LongSupplier clockNs) {
        this.clockNs = clockNs;
        this.windowStartNs = clockNs.getAsLong();
    }

    /** Records {@code event}, handed off at {@code handOffNs} (or {@link #NO_HAND_OFF}), taken at {@code nowNs}. */
    void record(EventView event, long nowNs, long handOffNs) {
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
        long fromSourceNs = nowNs - event.timestampNs();
        if (fromSourceNs > HIGHEST_LATENCY_NS) {
            recording.aboveCeiling++;
        }
        recording.fromSource.recordValue(micros(fromSourceNs));
        if (handOffNs != NO_HAND_OFF && (++hopsSinceHandOver <= HOPS_IN_FULL || (hopsSinceHandOver & 3) == 0)) {
            recording.hop.recordValueWithCount(micros(nowNs - handOffNs), hopsSinceHandOver <= HOPS_IN_FULL ? 1 : 4);
        }
        delivered.increment();
        bytes.add(event.bodyLength());
    }

    private static long micros(long ns) {
        return Math.max(0, Math.min(HIGHEST_LATENCY_US, ns / 1_000));
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

    /** A copy of the latencies from the source recorded since the start, which the caller may change. */
    Histogram latencySinceStartCopy() {
        return latenciesSinceStartCopy()[0];
    }

    /** Copies of both latencies (from the source, and of the hop alone) recorded since the start. */
    synchronized Histogram[] latenciesSinceStartCopy() {
        fold();
        return new Histogram[]{fromSource.total.copy(), hop.total.copy()};
    }

    /**
     * The cleared recording the event thread is to record into from the next hand-over on, or null while the last
     * hand-over has not been folded (it is still queued on a busy thread): one is under way at a time.
     */
    synchronized Recording spare() {
        Recording fresh = spare;
        spare = null;
        return fresh;
    }

    /**
     * On the event thread: hands what it recorded since the last hand-over to readers, and records on in {@code fresh}.
     */
    void handOver(Recording fresh) {
        hopsSinceHandOver = 0;
        Recording full = recording;
        recording = fresh;
        handedOver = full;
    }

    /**
     * Folds the latencies recorded since the last fold into the running totals and the current windows of about a
     * second; windows that are over become the previous ones (reported as the recent latency, so that live figures
     * follow what happens now rather than everything since the connection was wired) and the ones before them are
     * cleared for reuse.
     */
    private void fold() {
        Recording interval = handedOver;
        if (interval != null) {
            handedOver = null;
            fromSource.add(interval.fromSource);
            fromSource.aboveCeiling += interval.aboveCeiling;
            hop.add(interval.hop);
            interval.reset();
            spare = interval;
        }
        long now = clockNs.getAsLong();
        if (now - windowStartNs >= WINDOW_NS) {
            fromSource.nextWindow();
            hop.nextWindow();
            windowStartNs = now;
        }
    }

    /** The percentiles read from the histogram since the start: the plot's, among them those reported by name. */
    private static final double[] PERCENTILES = LinkLatency.PLOT_PERCENTILES.stream()
            .mapToDouble(Double::doubleValue)
            .toArray();
    private static final int P50 = LinkLatency.PLOT_PERCENTILES.indexOf(50.0);
    private static final int P99 = LinkLatency.PLOT_PERCENTILES.indexOf(99.0);
    private static final int P999 = LinkLatency.PLOT_PERCENTILES.indexOf(99.9);
    private static final int P9999 = LinkLatency.PLOT_PERCENTILES.indexOf(99.99);

    /** What one walk of a histogram's counts gives: its values at the percentiles asked, and its standard deviation. */
    record Walked(double[] values, double stdDeviation) {
    }

    /**
     * The values of {@code histogram} at {@code percentiles} (ascending), as {@link Histogram#getValueAtPercentile}
     * gives them (0 the least, 100 the largest), and its standard deviation, as {@link Histogram#getStdDeviation} gives
     * it, in one walk of its counts. A percentile, the mean and the deviation each walked the counts again, seven walks
     * a latency: in the 10,000-operator sample, where a Planet reports 740 connection ends, the walks of packed
     * histograms were nearly all of the time its status took.
     */
    static Walked walk(Histogram histogram, double[] percentiles) {
        double[] values = new double[percentiles.length];
        long total = histogram.getTotalCount();
        int next = 0;
        long seen = 0;
        // the sums are of each value less the first, so that a deviation far below the values keeps its digits
        double first = Double.NaN;
        double sum = 0;
        double squares = 0;
        for (HistogramIterationValue value : histogram.recordedValues()) {
            long count = value.getCountAtValueIteratedTo();
            seen += count;
            double median = histogram.medianEquivalentValue(value.getValueIteratedTo());
            if (Double.isNaN(first)) {
                first = median;
            }
            double offset = median - first;
            sum += offset * count;
            squares += offset * offset * count;
            while (next < percentiles.length && seen >= countAt(percentiles[next], total)) {
                values[next] = percentiles[next] == 0 ? histogram.getMinValue()
                        : histogram.highestEquivalentValue(value.getValueIteratedTo());
                next++;
            }
        }
        for (; next < percentiles.length; next++) {
            values[next] = histogram.getMaxValue();
        }
        if (percentiles.length > 0 && percentiles[percentiles.length - 1] == 100) {
            values[percentiles.length - 1] = histogram.getMaxValue();
        }
        double mean = total == 0 ? 0 : sum / total;
        double deviation = total == 0 ? 0 : Math.sqrt(Math.max(0, squares / total - mean * mean));
        return new Walked(values, deviation);
    }

    private static long countAt(double percentile, long total) {
        return Math.max(1, (long) (percentile / 100 * total + 0.5));
    }

    /**
     * One latency's histograms: since the start, and the window under way; of the window before it only its figures are
     * kept. Both are packed (their memory grows with the counts that are not zero, not with the largest latency): they
     * take a fold twice a second, not an event at a time, and a receiving end's histograms were most of a large shared
     * host's heap (some 60 KB each under load, 1.7 GB for the 10,000-operator sample's 15,000). Under the lock.
     */
    private static final class Latencies {

        final Histogram total = new PackedHistogram(SIGNIFICANT_DIGITS);
        /** How many latencies since the start were longer than an hour. */
        long aboveCeiling;
        private final Histogram currentWindow = new PackedHistogram(SIGNIFICANT_DIGITS);
        /** The last complete window's median, 99th percentile and standard deviation; null before one completes. */
        private double[] previousWindow;
        /**
         * The figures last reported, read again from the histograms only when a window completes, or while the first is
         * under way when new latencies came: a status twice a second then reads them once.
         */
        private LinkLatency figures = LinkLatency.NONE;
        private boolean figuresStale;

        void add(AbstractHistogram interval) {
            if (interval.getTotalCount() > 0) {
                total.add(interval);
                currentWindow.add(interval);
                figuresStale |= previousWindow == null;
            }
        }

        void nextWindow() {
            previousWindow = recent(currentWindow);
            currentWindow.reset();
            figuresStale = true;
        }

        private static final double[] RECENT_PERCENTILES = {50, 99};

        private static double[] recent(Histogram window) {
            Walked walked = walk(window, RECENT_PERCENTILES);
            return new double[]{walked.values()[0], walked.values()[1], walked.stdDeviation()};
        }

        LinkLatency figures() {
            if (figuresStale) {
                if (total.getTotalCount() == 0) {
                    figures = LinkLatency.NONE;
                } else {
                    double[] recent = previousWindow != null ? previousWindow : recent(currentWindow);
                    Walked walked = walk(total, PERCENTILES);
                    double[] at = walked.values();
                    List<Double> plot = Arrays.stream(at).boxed().toList();
                    figures = new LinkLatency(at[P50], at[P99], at[P999], total.getMaxValue(), recent[0], recent[1],
                            walked.stdDeviation(), recent[2], at[P9999], aboveCeiling, plot);
                }
                figuresStale = false;
            }
            return figures;
        }
    }
}
