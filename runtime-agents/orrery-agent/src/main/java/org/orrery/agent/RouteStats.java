package org.orrery.agent;

/**
 * A snapshot of a connection's counters since it was wired: events delivered, dropped (best effort under
 * pressure) and rejected by its predicate, body bytes delivered, events that arrived out of order, and the
 * latency from the source timestamp in microseconds.
 */
public record RouteStats(String source, String target, String path, long delivered, long dropped, long filtered,
        long bytes, long outOfOrder, double latencyP50Us, double latencyP99Us, double latencyMaxUs) {
}
