package org.orrery.agent.star;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Turns cumulative counters read at successive heartbeats into rates per second, each counter named by a key. A counter
 * that went down (its connection or operator restarted) starts a fresh sample; a counter no longer read is forgotten.
 */
public final class RateSampler {

    /** A counter's value and when it was read. */
    private record Reading(long value, long atNanos) {
    }

    private final Map<String, Reading> last = new ConcurrentHashMap<>();
    private final Map<String, Double> perSecond = new ConcurrentHashMap<>();

    /** Takes the counters read at {@code nowNanos}. */
    public void sample(Map<String, Long> counters, long nowNanos) {
        last.keySet().retainAll(counters.keySet());
        perSecond.keySet().retainAll(counters.keySet());
        counters.forEach((key, value) -> {
            Reading before = last.put(key, new Reading(value, nowNanos));
            if (before == null || nowNanos <= before.atNanos() || value < before.value()) {
                perSecond.remove(key);
            } else {
                perSecond.put(key, (value - before.value()) / ((nowNanos - before.atNanos()) / 1e9));
            }
        });
    }

    /** The counter's rate per second between its last two readings; 0 until it has two. */
    public double perSecond(String key) {
        return perSecond.getOrDefault(key, 0.0);
    }

    public void clear() {
        last.clear();
        perSecond.clear();
    }
}
