package org.orrery.agent.domain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

import io.prometheus.metrics.model.snapshots.ClassicHistogramBuckets;
import io.prometheus.metrics.model.snapshots.HistogramSnapshot.HistogramDataPointSnapshot;
import io.prometheus.metrics.model.snapshots.Labels;
import io.prometheus.metrics.model.snapshots.NativeHistogramBuckets;

/**
 * A connection's latencies in microseconds become a histogram in seconds with both kinds of buckets, counting alike.
 */
class LatencyHistogramTest {

    @Test
    void latenciesFallInTheBucketsOfTheirSecondsBothClassicAndNative() {
        Histogram micros = new Histogram(2);
        micros.recordValueWithCount(0, 2); // under a microsecond: the native zero bucket
        micros.recordValueWithCount(8, 3); // 8 µs: at most 10 µs
        micros.recordValueWithCount(900, 5); // 0.9 ms
        micros.recordValue(3_000_000); // 3 s

        HistogramDataPointSnapshot point = LatencyHistogram.of(micros, Labels.of("source", "a", "target", "b"));

        ClassicHistogramBuckets classic = point.getClassicBuckets();
        assertEquals(11, count(classic, Double.POSITIVE_INFINITY));
        assertEquals(5, count(classic, 0.00001)); // 0 and 8 µs
        assertEquals(5, count(classic, 0.0005));
        assertEquals(10, count(classic, 0.001));
        assertEquals(10, count(classic, 2.5));
        assertEquals(11, count(classic, 5));
        assertEquals(2 * 0 + 3 * 8e-6 + 5 * 0.9e-3 + 3, point.getSum(), 3 * 0.01);

        assertEquals(LatencyHistogram.SCHEMA, point.getNativeSchema());
        assertEquals(2, point.getNativeZeroCount());
        NativeHistogramBuckets positive = point.getNativeBucketsForPositiveValues();
        long nativeCount = 0;
        for (int i = 0; i < positive.size(); i++) {
            nativeCount += positive.getCount(i);
            double upper = Math.pow(2, positive.getBucketIndex(i) / 8.0);
            double lower = Math.pow(2, (positive.getBucketIndex(i) - 1) / 8.0);
            assertTrue(
                    positive.getCount(i) == 3 && lower < 8e-6 * 1.01 && 8e-6 * 0.99 <= upper
                            || positive.getCount(i) == 5 && lower < 0.9e-3 * 1.01 && 0.9e-3 * 0.99 <= upper
                            || positive.getCount(i) == 1 && lower < 3 * 1.01 && 3 * 0.99 <= upper,
                    "bucket " + positive.getBucketIndex(i) + " (" + lower + ", " + upper + "]: "
                            + positive.getCount(i));
        }
        assertEquals(9, nativeCount);
    }

    @Test
    void aNativeBucketHoldsWhatLiesAboveItsLowerAndUpToItsUpperBound() {
        assertEquals(0, LatencyHistogram.nativeIndex(1));
        assertEquals(8, LatencyHistogram.nativeIndex(2));
        assertEquals(9, LatencyHistogram.nativeIndex(2.01));
        assertEquals(-79, LatencyHistogram.nativeIndex(0.001));
    }

    /** The classic histogram's count up to {@code bound} (the exposition's cumulative {@code le} bucket). */
    private static long count(ClassicHistogramBuckets buckets, double bound) {
        long count = 0;
        for (int i = 0; i < buckets.size() && buckets.getUpperBound(i) <= bound; i++) {
            count += buckets.getCount(i);
        }
        return count;
    }
}
