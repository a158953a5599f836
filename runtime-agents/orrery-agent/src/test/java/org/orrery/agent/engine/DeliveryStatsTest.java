package org.orrery.agent.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;
import org.orrery.control.api.Delivery;
import org.orrery.control.api.DomainApi.ConnectionStats;
import org.orrery.control.api.DomainApi.LinkLatency;
import org.orrery.control.api.LinkPath;
import org.orrery.control.api.LinkSide;
import org.orrery.operator.api.Event;

/**
 * The latency figures a receiving end reports (to 1 %): since the start, and of the last whole second, whose histograms
 * are reused from window to window (a window that was not cleared for reuse would mix an old second into the new one),
 * read again when a window completes.
 */
class DeliveryStatsTest {

    private static final RouteSpec SPEC = new RouteSpec("a", "b", "", Delivery.RELIABLE, null);

    @Test
    void theLastSecondHoldsOnlyItsOwnLatenciesWhileTheTotalKeepsEverything() {
        AtomicLong clock = new AtomicLong();
        DeliveryStats stats = new DeliveryStats(clock::get);
        long sequence = 0;
        for (int i = 0; i < 300; i++) {
            record(stats, ++sequence, 20_000);
        }
        ConnectionStats first = stats(stats);
        assertEquals(300, first.counts().delivered());
        assertEquals(20_000, first.latency().p50SinceDeploy(), 200);
        assertEquals(20_000, first.latency().p50LastSecond(), 200,
                "before a window is over, the current one is reported");

        clock.addAndGet(1_050_000_000L);
        stats(stats); // the window of the 20 ms latencies is over: it becomes the last second
        for (int i = 0; i < 100; i++) {
            record(stats, ++sequence, 50);
        }
        clock.addAndGet(1_050_000_000L);
        ConnectionStats later = stats(stats); // the 50 µs window is over; the 20 ms one was cleared for the next
        assertEquals(400, later.counts().delivered());
        assertEquals(50, later.latency().p50LastSecond(), 0.5);
        assertEquals(50, later.latency().p99LastSecond(), 0.5, "the window before it was cleared when it was reused");
        assertEquals(20_000, later.latency().p50SinceDeploy(), 200);
        assertEquals(20_000, later.latency().maxSinceDeploy(), 200);
        assertEquals(50, stats.latencySinceStartCopy().getMinValue(), 0.5);
        assertEquals(400, stats.latencySinceStartCopy().getTotalCount());
    }

    @Test
    void aLatencyBeyondAnHourCountsAsAnHourAndIsCountedAboveTheCeiling() {
        DeliveryStats stats = new DeliveryStats();
        record(stats, 1, 7_200_000_000L);
        record(stats, 2, 1_000);
        LinkLatency latency = stats(stats).latency();
        assertEquals(3_600_000_000L, latency.maxSinceDeploy(), 3_600_000_000L / 100);
        assertEquals(1, latency.aboveCeiling());
    }

    @Test
    void thePercentilePlotFollowsTheTailToTheLargestLatency() {
        DeliveryStats stats = new DeliveryStats();
        long sequence = 0;
        // 100,000 latencies: 1 ms each but 100 of 40 ms (0.1 %), 10 of 2 s (0.01 %) and one of 90 s, a stall
        for (int i = 0; i < 100_000 - 111; i++) {
            record(stats, ++sequence, 1_000);
        }
        for (int i = 0; i < 100; i++) {
            record(stats, ++sequence, 40_000);
        }
        for (int i = 0; i < 10; i++) {
            record(stats, ++sequence, 2_000_000);
        }
        record(stats, ++sequence, 90_000_000);
        LinkLatency latency = stats(stats).latency();
        assertEquals(LinkLatency.PLOT_PERCENTILES.size(), latency.plot().size());
        assertEquals(1_000, latency.p50SinceDeploy(), 10);
        assertEquals(1_000, latency.p99SinceDeploy(), 10);
        assertEquals(40_000, latency.p999SinceDeploy(), 400, "the 40 ms tail reaches p99.9");
        assertEquals(2_000_000, latency.p9999SinceDeploy(), 20_000, "the 2 s one p99.99");
        assertEquals(90_000_000, latency.maxSinceDeploy(), 900_000, "and the stall is the largest");
        assertEquals(90_000_000, latency.plot().get(latency.plot().size() - 1), 900_000);
        assertEquals(1_000, latency.plot().get(0), 10, "the plot starts at the least");
        for (int i = 1; i < latency.plot().size(); i++) {
            assertTrue(latency.plot().get(i) >= latency.plot().get(i - 1), "a plot never falls: " + latency.plot());
        }
        assertEquals(0, latency.aboveCeiling());
    }

    private static void record(DeliveryStats stats, long sequence, long latencyUs) {
        record(stats, sequence, latencyUs, DeliveryStats.NO_HAND_OFF);
    }

    /** Records an event stamped {@code latencyUs} ago and handed off {@code hopUs} ago (or with no hand-off time). */
    private static void record(DeliveryStats stats, long sequence, long latencyUs, long hopUs) {
        long now = System.nanoTime();
        Event event = Event.builder("t").source("a").sequence(sequence).timestampNs(now - latencyUs * 1_000).build();
        stats.record(event, now, hopUs == DeliveryStats.NO_HAND_OFF ? DeliveryStats.NO_HAND_OFF : now - hopUs * 1_000);
    }

    /** The figures after the event thread (this one, here) handed its latencies over. */
    private static ConnectionStats stats(DeliveryStats stats) {
        handOver(stats);
        return stats.stats(SPEC, LinkPath.IN_PROCESS, LinkSide.LOCAL, 0, 0, 0, 0);
    }

    private static void handOver(DeliveryStats stats) {
        DeliveryStats.Recording fresh = stats.spare();
        assertNotNull(fresh, "no hand-over is under way");
        stats.handOver(fresh);
    }

    @Test
    void latenciesReachReadersOnlyThroughAHandOverOneAtATimeAndNoneIsLost() {
        DeliveryStats stats = new DeliveryStats();
        for (int i = 1; i <= 3; i++) {
            record(stats, i, 100);
        }
        assertEquals(0, stats.latencySinceStartCopy().getTotalCount(), "nothing handed over yet");
        DeliveryStats.Recording fresh = stats.spare();
        assertNull(stats.spare(), "one hand-over at a time");
        record(stats, 4, 100); // recorded while the hand-over waits in the event thread's queue
        stats.handOver(fresh);
        record(stats, 5, 100);
        assertEquals(4, stats.latencySinceStartCopy().getTotalCount(), "what was recorded before the hand-over");
        handOver(stats);
        assertEquals(5, stats.latencySinceStartCopy().getTotalCount(), "and the rest at the next");
    }

    @Test
    void theHopsOwnLatencyIsMeasuredFromTheHandOffBesideTheLatencyFromTheSource() {
        DeliveryStats stats = new DeliveryStats();
        for (int i = 1; i <= 100; i++) {
            record(stats, i, 5_000, i % 2 == 0 ? 10 : 30); // stamped 5 ms ago by the source, handed off 10 or 30 µs ago
        }
        record(stats, 101, 5_000); // from a sender that gives no hand-off time: no hop latency
        ConnectionStats figures = stats(stats);
        assertEquals(5_000, figures.latency().p50SinceDeploy(), 50);
        assertEquals(0, figures.latency().jitterSinceDeploy(), 50, "every event was stamped 5 ms ago");
        assertEquals(10, figures.hopLatency().p50SinceDeploy(), 0.5);
        assertEquals(30, figures.hopLatency().maxSinceDeploy(), 0.5);
        assertEquals(10, figures.hopLatency().jitterSinceDeploy(), 0.5, "half at 10 µs, half at 30: a deviation of 10");
        assertEquals(10, figures.hopLatency().jitterLastSecond(), 0.5);
    }

    @Test
    void aConnectionWhoseSenderGivesNoHandOffReportsNoHopLatency() {
        DeliveryStats stats = new DeliveryStats();
        record(stats, 1, 200);
        ConnectionStats figures = stats(stats);
        assertEquals(200, figures.latency().p50SinceDeploy(), 2);
        assertEquals(LinkLatency.NONE, figures.hopLatency());
    }

    /**
     * One walk of a histogram gives what HdrHistogram gives a percentile and the deviation at a time, plain or packed,
     * for latencies spread over six orders of magnitude, for one latency alone, and for none.
     */
    @Test
    void oneWalkGivesThePercentilesAndTheDeviationAsHdrHistogramDoes() {
        double[] percentiles = {0, 50, 75, 90, 99, 99.9, 99.99, 100};
        java.util.Random random = new java.util.Random(7);
        for (org.HdrHistogram.Histogram histogram : List.of(new org.HdrHistogram.Histogram(2),
                new org.HdrHistogram.PackedHistogram(2))) {
            DeliveryStats.Walked none = DeliveryStats.walk(histogram, percentiles);
            assertEquals(0, none.stdDeviation());
            histogram.recordValue(1_234);
            assertEquals(0, DeliveryStats.walk(histogram, percentiles).stdDeviation());
            for (int i = 0; i < 50_000; i++) {
                histogram.recordValue((long) Math.pow(10, 1 + 5 * random.nextDouble()));
            }
            DeliveryStats.Walked walked = DeliveryStats.walk(histogram, percentiles);
            for (int i = 0; i < percentiles.length; i++) {
                assertEquals(histogram.getValueAtPercentile(percentiles[i]), walked.values()[i], "p" + percentiles[i]);
            }
            assertEquals(histogram.getStdDeviation(), walked.stdDeviation(), histogram.getStdDeviation() * 1e-9);
        }
    }
}
