package org.orrery.agent;

/**
 * A snapshot of a connection's counters since it was wired, as one domain sees it. A connection inside a domain
 * is seen whole ({@code side} "local"); one between domains is seen by its sender (events sent, dropped and
 * filtered at the source) and by its receiver (events delivered, their bytes, order and latency from the
 * source timestamp in microseconds).
 */
public record RouteStats(String source, String target, String path, String side, long sent, long delivered, long dropped,
        long filtered, long bytes, long outOfOrder, double latencyP50Us, double latencyP99Us, double latencyP999Us,
        double latencyMaxUs) {
}
