package org.orrery.control.api;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * How a domain's event thread (and its host's media driver) waits when there is nothing to do, traded against CPU:
 * {@code throughput} parks at once (almost no CPU when idle, up to a millisecond before an event is noticed),
 * {@code balanced} spins and yields briefly after work and then parks for short, tightly timed intervals (a few percent
 * of a core when idle), {@code low-latency} never stops polling (a whole core per domain).
 */
public enum LatencyProfile {

    @JsonProperty("throughput") THROUGHPUT,
    @JsonProperty("balanced") BALANCED,
    @JsonProperty("low-latency") LOW_LATENCY;

    /** The name on the wire and in the model. */
    public String wireName() {
        return switch (this) {
            case THROUGHPUT -> "throughput";
            case BALANCED -> "balanced";
            case LOW_LATENCY -> "low-latency";
        };
    }

    /** The profile named {@code name}; refuses any other name, listing the three. */
    public static LatencyProfile named(String name) {
        for (LatencyProfile profile : values()) {
            if (profile.wireName().equals(name)) {
                return profile;
            }
        }
        throw new IllegalArgumentException(
                "latency profile must be throughput, balanced or low-latency, not '" + name + "'");
    }
}
