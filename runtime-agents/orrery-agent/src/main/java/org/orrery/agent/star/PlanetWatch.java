package org.orrery.agent.star;

import java.util.Collection;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

import org.orrery.control.api.DomainApi.DomainStatus;

/**
 * The heartbeat of the deployed Planets: each poll asks every Planet for its status and keeps what it saw. A Planet that
 * does not answer is down with the reason, and keeps its last status (its bundles and counters as they were). The
 * clock is injected, so that the logic is tested without sleeping.
 */
public final class PlanetWatch {

    /** What the last heartbeat of a Planet saw, and when (the clock's nanoseconds). */
    public record Beat(boolean up, String error, DomainStatus status, long atNanos) {
    }

    /** Reads one Planet's status; throws with the reason when it does not answer. */
    @FunctionalInterface
    public interface StatusSource {
        DomainStatus status(Planet planet) throws Exception;
    }

    private final StatusSource source;
    private final LongSupplier clockNanos;
    private final Map<String, Beat> beats = new ConcurrentHashMap<>();

    public PlanetWatch(StatusSource source, LongSupplier clockNanos) {
        this.source = source;
        this.clockNanos = clockNanos;
    }

    /** A Planet just started: up until a heartbeat says otherwise. */
    public void started(Planet planet) {
        beats.put(planet.name(), new Beat(true, "", null, clockNanos.getAsLong()));
    }

    public void forget(String name) {
        beats.remove(name);
    }

    public void clear() {
        beats.clear();
    }

    /** The last heartbeat of the Planet named {@code name}, or null when it has none. */
    public Beat beat(String name) {
        return beats.get(name);
    }

    /** Whether the Planet named {@code name} answered its last heartbeat (a Planet never watched counts as up). */
    public boolean isUp(String name) {
        Beat beat = beats.get(name);
        return beat == null || beat.up();
    }

    /** One heartbeat of every Planet; stops early when the thread is interrupted. */
    public void poll(Collection<Planet> planets) {
        for (Planet planet : planets) {
            if (Thread.currentThread().isInterrupted()) {
                return;
            }
            long now = clockNanos.getAsLong();
            try {
                DomainStatus status = source.status(planet);
                if (status == null || !planet.name().equals(status.name())) {
                    throw new IllegalStateException("the Planet answered " + (status == null ? "no status" : "a status that is not its own"));
                }
                beats.put(planet.name(), new Beat(status.up(), status.up() ? "" : status.error(), status, now));
            } catch (Exception e) {
                Beat last = beats.get(planet.name());
                beats.put(planet.name(), new Beat(false, "no heartbeat: " + e.getMessage(), last == null ? null : last.status(),
                        now));
            }
        }
    }
}
