package org.orrery.agent;

/**
 * A snapshot of a connection's counters since it was wired, as one domain sees it. A connection inside a domain
 * is seen whole ({@code side} "local"); one between domains is seen by its sender (events sent, dropped and
 * filtered at the source) and by its receiver (events delivered, their bytes, order and latency from the
 * source timestamp in microseconds, since wiring and over the last second). The sender also reports its backlog:
 * events accepted and waiting to leave.
 */
public record RouteStats(String source, String target, String path, String side, long sent, long delivered, long dropped,
        long filtered, long bytes, long outOfOrder, double latencyP50Us, double latencyP99Us, double latencyP999Us,
        double latencyMaxUs, double recentP50Us, double recentP99Us, long backlog) {

    /** What a receiving end measured, from its delivery statistics. */
    static RouteStats receiving(RouteSpec spec, String path, String side, long sent, long dropped, long filtered,
            DeliveryStats delivery) {
        org.HdrHistogram.Histogram total = delivery.latencySinceStart();
        org.HdrHistogram.Histogram recent = delivery.recentLatency();
        return new RouteStats(spec.source(), spec.target(), path, side, sent, delivery.delivered(), dropped, filtered,
                delivery.bytes(), delivery.outOfOrder(), total.getValueAtPercentile(50), total.getValueAtPercentile(99),
                total.getValueAtPercentile(99.9), total.getMaxValue(), recent.getValueAtPercentile(50),
                recent.getValueAtPercentile(99), 0);
    }
}
