package org.orrery.agent;

/**
 * A snapshot of an operator's counters since it was (re)started: its state (running, suspended while the bundle that
 * provides its type is stopped, quarantined, closed), when it started, and the bundle its factory came from.
 */
public record OperatorStats(String name, String type, String state, long eventsIn, long eventsOut, long errors,
        String lastError, long startedAtMillis, long restarts, String provider) {
}
