package org.orrery.agent.star;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * Turns cumulative counters read at successive heartbeats into rates per second, each counter named by a key of type
 * {@code K} (a record that says which counter of what, compared by value). A counter that went down (its connection or
 * operator restarted) starts a fresh sample; a counter no longer read is forgotten. One thread samples; any thread
 * reads. The rates of a sample are published together, so that a reader never sees some counters of the new sample
 * beside others of the old one.
 */
public final class RateSampler<K> {

    /** A counter's value and when it was read. */
    private record Reading(long value, long atNanos) {
    }

    /** The last reading of each counter; touched by the sampling thread only. */
    private Map<K, Reading> last = new HashMap<>();
    private volatile Map<K, Double> perSecond = Map.of();

    /** Takes the counters read at {@code nowNanos}. */
    public void sample(Map<K, Long> counters, long nowNanos) {
        sample(counters, Set.of(), nowNanos);
    }

    /**
     * Takes the counters read at {@code nowNanos}, except those named in {@code carried}: these were not read again
     * (their Planet was late, or asked only whether it lives), so their last reading and rate are kept rather than a
     * rate of zero followed by one of twice the truth.
     */
    public synchronized void sample(Map<K, Long> counters, Set<K> carried, long nowNanos) {
        Map<K, Reading> readings = new HashMap<>();
        Map<K, Double> rates = new HashMap<>();
        counters.forEach((key, value) -> {
            Reading before = last.get(key);
            if (before != null && carried.contains(key)) {
                readings.put(key, before);
                Double rate = perSecond.get(key);
                if (rate != null) {
                    rates.put(key, rate);
                }
                return;
            }
            readings.put(key, new Reading(value, nowNanos));
            if (before != null && nowNanos > before.atNanos() && value >= before.value()) {
                rates.put(key, (value - before.value()) / ((nowNanos - before.atNanos()) / 1e9));
            }
        });
        last = readings;
        perSecond = Map.copyOf(rates);
    }

    /** The counter's rate per second between its last two readings; 0 until it has two. */
    public double perSecond(K key) {
        return perSecond.getOrDefault(key, 0.0);
    }

    public synchronized void clear() {
        last = new HashMap<>();
        perSecond = Map.of();
    }
}
