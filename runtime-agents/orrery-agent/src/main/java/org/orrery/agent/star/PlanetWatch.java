package org.orrery.agent.star;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

import org.orrery.control.api.DomainApi.DomainStatus;
import org.orrery.control.api.NodeApi.DomainProcess;

/**
 * The heartbeat of the deployed Planets: each poll asks every Planet for its status and keeps what it saw. A Planet that
 * does not answer is down with the reason, and keeps its last status (its bundles and counters as they were). It is
 * not called again (with the lab token) until its node daemon reports the same process alive: whoever binds a dead
 * Planet's port next would get the token. The clock is injected, so that the logic is tested without sleeping.
 */
public final class PlanetWatch {

    /**
     * What the last heartbeat of a Planet saw, and when (the clock's nanoseconds); {@code silent} when the Planet did not
     * answer at all, so that the next heartbeat asks its node daemon first.
     */
    public record Beat(boolean up, String error, DomainStatus status, long atNanos, boolean silent) {
    }

    /** The domain process of a Planet as its node daemon sees it; null when the node daemon runs no such domain. */
    @FunctionalInterface
    public interface ProcessSource {
        DomainProcess process(Planet planet) throws Exception;
    }

    /** Reads one Planet's status; throws with the reason when it does not answer. */
    @FunctionalInterface
    public interface StatusSource {
        DomainStatus status(Planet planet) throws Exception;
    }

    /** A Planet whose node daemon started it again: the process it runs as now, for the Star to deploy its part there. */
    public record Restarted(Planet planet, DomainProcess process) {
    }

    private final StatusSource source;
    private final ProcessSource processes;
    private final LongSupplier clockNanos;
    private final Map<String, Beat> beats = new ConcurrentHashMap<>();

    public PlanetWatch(StatusSource source, ProcessSource processes, LongSupplier clockNanos) {
        this.source = source;
        this.processes = processes;
        this.clockNanos = clockNanos;
    }

    /** A Planet just started: up until a heartbeat says otherwise. */
    public void started(Planet planet) {
        beats.put(planet.name(), new Beat(true, "", null, clockNanos.getAsLong(), false));
    }

    /**
     * A Planet not to be called until its node daemon vouches for its process (a Star started again takes it up, or
     * its part could not be deployed into its new process): down with {@code why} meanwhile.
     */
    public void unconfirmed(Planet planet, String why) {
        Beat last = beats.get(planet.name());
        beats.put(planet.name(), new Beat(false, why, last == null ? null : last.status(), clockNanos.getAsLong(), true));
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

    /**
     * One heartbeat of every Planet; stops early when the thread is interrupted. Returns the silent Planets that their
     * node daemons report started again as another process (not called: the Star deploys their part there first).
     */
    public List<Restarted> poll(Collection<Planet> planets) {
        List<Restarted> restarted = new ArrayList<>();
        for (Planet planet : planets) {
            if (Thread.currentThread().isInterrupted()) {
                return restarted;
            }
            long now = clockNanos.getAsLong();
            Beat last = beats.get(planet.name());
            DomainStatus lastStatus = last == null ? null : last.status();
            if (last != null && last.silent()) {
                DomainProcess[] again = new DomainProcess[1];
                String gone = processGone(planet, again);
                if (gone != null) {
                    beats.put(planet.name(), new Beat(false, gone, lastStatus, now, true));
                    if (again[0] != null) {
                        restarted.add(new Restarted(planet, again[0]));
                    }
                    continue;
                }
            }
            try {
                DomainStatus status = source.status(planet);
                if (status == null || !planet.name().equals(status.name())) {
                    throw new IllegalStateException("the Planet answered " + (status == null ? "no status" : "a status that is not its own"));
                }
                beats.put(planet.name(), new Beat(status.up(), status.up() ? "" : status.error(), status, now, false));
            } catch (Exception e) {
                beats.put(planet.name(), new Beat(false, "no heartbeat: " + e.getMessage(), lastStatus, now, true));
            }
        }
        return restarted;
    }

    /**
     * Why a Planet that stopped answering is not to be called: its node daemon does not answer, runs no such domain, or
     * runs another process for it; null when the node daemon reports the same process alive (it may answer again).
     */
    private String processGone(Planet planet, DomainProcess[] restarted) {
        DomainProcess process;
        try {
            process = processes.process(planet);
        } catch (Exception e) {
            return "no heartbeat, and the node daemon of host " + planet.host() + " does not answer: " + e.getMessage();
        }
        if (process == null || !process.alive()) {
            String how = process == null || process.lastExit() == null || process.lastExit().isEmpty() ? ""
                    : ": " + process.lastExit();
            return "down: its process " + planet.pid() + " has ended (node daemon of host " + planet.host() + how + ")";
        }
        if (process.pid() != planet.pid() || process.port() != planet.port()) {
            restarted[0] = process;
            return "down: host " + planet.host() + " runs another process for it now (pid " + process.pid()
                    + ", started again by its node daemon); its part is deployed there again";
        }
        return null;
    }
}
