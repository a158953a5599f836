package org.orrery.agent;

/** A snapshot of an operator's counters since it was deployed. */
public record OperatorStats(String name, String type, String state, long eventsIn, long eventsOut, long errors,
        String lastError) {
}
