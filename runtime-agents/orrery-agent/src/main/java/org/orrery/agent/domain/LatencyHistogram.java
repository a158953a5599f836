package org.orrery.agent.domain;

import java.util.Map;
import java.util.TreeMap;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

import io.prometheus.metrics.model.snapshots.ClassicHistogramBuckets;
import io.prometheus.metrics.model.snapshots.Exemplars;
import io.prometheus.metrics.model.snapshots.HistogramSnapshot.HistogramDataPointSnapshot;
import io.prometheus.metrics.model.snapshots.Labels;
import io.prometheus.metrics.model.snapshots.NativeHistogramBuckets;

/**
 * A connection's latencies (an HdrHistogram of microseconds since it was wired) as one Prometheus histogram in seconds,
 * with both kinds of buckets: the classic ones at {@link #BOUNDS} (which every Prometheus reads, and which
 * {@code histogram_quantile} sums across domains by {@code le}) and the native ones of schema {@link #SCHEMA}, which a
 * Prometheus that scrapes the protobuf format with native histograms enabled takes instead. Each of the HdrHistogram's
 * buckets (1 % wide) is counted at its middle value, so a latency falls in a Prometheus bucket to within 1 %.
 */
final class LatencyHistogram {

    /** The classic buckets' upper bounds, in seconds: 10 µs to a minute, three to a decade. */
    static final double[] BOUNDS = {0.00001, 0.000025, 0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01,
            0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, Double.POSITIVE_INFINITY};

    /** The native buckets' schema: each bucket 2^(1/8) (9 %) wider than the one below. */
    static final int SCHEMA = 3;

    /** Below this, a latency counts in the native histogram's zero bucket: only a latency under a microsecond does. */
    static final double ZERO_THRESHOLD = 0.5e-6;

    private static final double BUCKETS_PER_DOUBLING = 1 << SCHEMA;

    private LatencyHistogram() {
    }

    static HistogramDataPointSnapshot of(Histogram micros, Labels labels) {
        long[] classic = new long[BOUNDS.length];
        Map<Integer, Long> positive = new TreeMap<>();
        long zero = 0;
        double sum = 0;
        for (HistogramIterationValue value : micros.recordedValues()) {
            long count = value.getCountAtValueIteratedTo();
            double seconds = micros.medianEquivalentValue(value.getValueIteratedTo()) / 1e6;
            sum += seconds * count;
            int bound = 0;
            while (seconds > BOUNDS[bound]) {
                bound++;
            }
            classic[bound] += count; // per bucket: the exposition sums them up to each bound
            if (seconds <= ZERO_THRESHOLD) {
                zero += count;
            } else {
                positive.merge(nativeIndex(seconds), count, Long::sum);
            }
        }
        return new HistogramDataPointSnapshot(ClassicHistogramBuckets.of(BOUNDS, classic), SCHEMA, zero, ZERO_THRESHOLD,
                NativeHistogramBuckets.of(positive.keySet().stream().mapToInt(i -> i).toArray(),
                        positive.values().stream().mapToLong(c -> c).toArray()),
                NativeHistogramBuckets.EMPTY, sum, labels, Exemplars.EMPTY, 0L);
    }

    /** The native bucket {@code seconds} falls in: bucket i holds (2^((i-1)/8), 2^(i/8)]. */
    static int nativeIndex(double seconds) {
        return (int) Math.ceil(Math.log(seconds) / Math.log(2) * BUCKETS_PER_DOUBLING - 1e-9);
    }
}
