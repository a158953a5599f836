package org.orrery.agent.star;

import java.net.SocketTimeoutException;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.LongSupplier;

import org.orrery.control.api.DomainApi.DomainStatus;
import org.orrery.control.api.NodeApi.DomainProcess;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The heartbeat of the deployed Planets: each poll asks every Planet for its status and keeps what it saw. A Planet
 * that does not answer is down with the reason, and keeps its last status (its bundles and counters as they were). A
 * Planet is called (with the lab token) only after its node daemon has reported, in the same beat, the same process
 * alive at its port: whoever binds a dead Planet's port next would get the token. A Planet whose answer only comes too
 * late while its node daemon reports its process running is <em>late</em>, not down: it keeps its last status and its
 * state for up to {@link #LATE_FOR_NANOS} (on two cores, Planets busy starting the operators just deployed missed their
 * heartbeats for seconds and their operators showed as not running), and past that while it answers its health as
 * itself ({@link #whenLate}); a partition (the node daemon silent too) or a process gone is down at once. While a
 * deployment is under way the watch may ask only whether each Planet is alive ({@link #lightly}). The clock is
 * injected, so that the logic is tested without sleeping.
 */
public final class PlanetWatch implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(PlanetWatch.class);

    /**
     * What the last heartbeat of a Planet saw, and when (the clock's nanoseconds); {@code silent} when the Planet did
     * not answer at all, so that the next heartbeat asks its node daemon first. {@code statusAtNanos}: when the status
     * kept was read; {@code fresh} when this heartbeat read it (not when it was kept from an earlier one because the
     * Planet was late, down, or asked only whether it lives).
     */
    public record Beat(boolean up, String error, DomainStatus status, long atNanos, boolean silent, long statusAtNanos,
            boolean fresh) {
    }

    /** How long a Planet whose process its node daemon reports running may be late before it counts as down. */
    public static final long LATE_FOR_NANOS = 10_000_000_000L;

    /** Whether a Planet is alive, without its status: throws with the reason when it does not answer as itself. */
    @FunctionalInterface
    public interface LivenessSource {

        void check(Planet planet) throws Exception;
    }

    /** The domain process of a Planet as its node daemon sees it; null when the node daemon runs no such domain. */
    @FunctionalInterface
    public interface ProcessSource {

        DomainProcess process(Planet planet) throws Exception;
    }

    /**
     * Reads one Planet's status, waiting for it up to {@code within}; throws with the reason when it does not answer.
     */
    @FunctionalInterface
    public interface StatusSource {

        DomainStatus status(Planet planet, Duration within) throws Exception;
    }

    /** How long a heartbeat waits for a Planet's status at least: all of it for a Planet that answers at once. */
    public static final Duration STATUS_WAIT = Duration.ofMillis(900);
    /**
     * How long a heartbeat waits for a Planet's status at most: a Planet whose status took long the last time is given
     * four times as long, up to this (below {@link #LATE_FOR_NANOS}, so that a Planet that answers within it is never
     * down for being late). A Planet of 250 operators and 740 connection ends in a shared domain host, with the 39
     * others of the 10,000-operator sample on two cores, took 2 to 10 s to answer its 700 KB; asked with 900 ms each
     * time it never answered in time and counted as down for good.
     */
    public static final Duration MOST_STATUS_WAIT = Duration.ofSeconds(8);

    /**
     * A Planet whose node daemon started it again: the process it runs as now, for the Star to deploy its part there.
     */
    public record Restarted(Planet planet, DomainProcess process) {
    }

    private final StatusSource source;
    private final ProcessSource processes;
    private final LongSupplier clockNanos;
    private final Map<String, Beat> beats = new ConcurrentHashMap<>();
    /**
     * How long each Planet's last status took to come, or was waited for in vain (the clock's nanoseconds): its next
     * wait is made from it.
     */
    private final Map<String, Long> answeredIn = new ConcurrentHashMap<>();
    /** Asked instead of the status while set (a deployment is under way); null: the status is asked. */
    private volatile LivenessSource lightly;
    /** Asked of a Planet late for longer than {@link #LATE_FOR_NANOS}: one that answers is busy, not down; or null. */
    private volatile LivenessSource stillAlive;
    /** The threads that ask the Planets, or null: one after the other on the polling thread. */
    private final ExecutorService callers;

    /** A watch that asks one Planet after the other, on the thread that polls. */
    public PlanetWatch(StatusSource source, ProcessSource processes, LongSupplier clockNanos) {
        this(source, processes, clockNanos, 1);
    }

    /**
     * A watch that asks up to {@code atOnce} Planets at a time. One after the other, a heartbeat of forty busy Planets
     * on two cores took over ten seconds (each answer waits for a core), so the Star's status of the last ones lagged
     * that much behind; asked together, a heartbeat takes about as long as the slowest answer.
     */
    public PlanetWatch(StatusSource source, ProcessSource processes, LongSupplier clockNanos, int atOnce) {
        this.source = source;
        this.processes = processes;
        this.clockNanos = clockNanos;
        if (atOnce > 1) {
            ThreadPoolExecutor pool = new ThreadPoolExecutor(atOnce, atOnce, 30, TimeUnit.SECONDS,
                    new LinkedBlockingQueue<>(), runnable -> {
                        Thread thread = new Thread(runnable, "orrery-star-heartbeat-call");
                        thread.setDaemon(true);
                        return thread;
                    });
            pool.allowCoreThreadTimeOut(true);
            this.callers = pool;
        } else {
            this.callers = null;
        }
    }

    /** A Planet just started: up until a heartbeat says otherwise. */
    public void started(Planet planet) {
        long now = clockNanos.getAsLong();
        beats.put(planet.name(), new Beat(true, "", null, now, false, now, false));
    }

    /**
     * Has the heartbeats ask {@code liveness} instead of the Planets' status until called with null: during a
     * deployment each status (twice a second, from every Planet, while the Planets start, install and wire) took a
     * large share of the CPU the deployment itself needed; a Planet that answers keeps its last status meanwhile.
     */
    public void lightly(LivenessSource liveness) {
        this.lightly = liveness;
    }

    /**
     * Has a Planet whose status has been late for longer than {@link #LATE_FOR_NANOS} asked {@code liveness} (its
     * health: a few bytes, answered off its event thread), and counted late rather than down while it answers as
     * itself. The 10,000-operator sample's Planets, 40 in one shared domain host on two cores, answered their health in
     * 50 to 150 ms while their statuses of 700 KB took 1.5 to 8 s; counted down after ten seconds late, they went up
     * and down for minutes, their operators shown as not running though they ran.
     */
    public void whenLate(LivenessSource liveness) {
        this.stillAlive = liveness;
    }

    /**
     * A Planet not to be called until its node daemon vouches for its process (a Star started again takes it up, or its
     * part could not be deployed into its new process): down with {@code why} meanwhile.
     */
    public void unconfirmed(Planet planet, String why) {
        down(planet, why, beats.get(planet.name()), clockNanos.getAsLong(), null);
    }

    public void forget(String name) {
        beats.remove(name);
        answeredIn.remove(name);
    }

    public void clear() {
        beats.clear();
        answeredIn.clear();
    }

    /** How long the next heartbeat waits for the status of the Planet named {@code name}. */
    public Duration statusWait(String name) {
        long last = answeredIn.getOrDefault(name, 0L);
        long wait = Math.min(MOST_STATUS_WAIT.toNanos(), Math.max(STATUS_WAIT.toNanos(), 4 * last));
        return Duration.ofNanos(wait);
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
        if (callers == null) {
            for (Planet planet : planets) {
                if (Thread.currentThread().isInterrupted()) {
                    return restarted;
                }
                Restarted again = beat(planet);
                if (again != null) {
                    restarted.add(again);
                }
            }
            return restarted;
        }
        List<Future<Restarted>> asked = new ArrayList<>();
        planets.forEach(planet -> asked.add(callers.submit(() -> beat(planet))));
        for (Future<Restarted> answer : asked) {
            try {
                Restarted again = answer.get();
                if (again != null) {
                    restarted.add(again);
                }
            } catch (InterruptedException e) {
                asked.forEach(left -> left.cancel(true));
                Thread.currentThread().interrupt();
                return restarted;
            } catch (ExecutionException e) {
                // beat() reports a Planet that fails as down itself; nothing else is thrown
            }
        }
        return restarted;
    }

    /**
     * One heartbeat of one Planet; the Planet as its node daemon runs it again when it was restarted, else null. The
     * node daemon is asked first, at every beat: the Planet is called (with the lab token) only while its node daemon
     * reports the same process alive at the same port, so that whoever binds the port of a Planet that ended between
     * two beats (stopped through its node daemon, say) is never called.
     */
    private Restarted beat(Planet planet) {
        long now = clockNanos.getAsLong();
        Beat last = beats.get(planet.name());
        DomainStatus lastStatus = last == null ? null : last.status();
        long lastStatusAt = last == null ? 0 : last.statusAtNanos();
        boolean mayBeLate = last != null && !last.silent();
        boolean lateLong = now - lastStatusAt >= LATE_FOR_NANOS;
        DomainProcess process;
        try {
            process = processes.process(planet);
        } catch (Exception e) {
            // a partition, or a node daemon gone: the Planet is not called unvouched
            return down(planet, "no heartbeat, and the node daemon of host " + planet.host() + " does not answer: "
                    + e.getMessage(), last, now, null);
        }
        String gone = gone(planet, process);
        if (gone != null) {
            boolean again = process != null && process.alive();
            return down(planet, gone, last, now, again ? process : null);
        }
        LivenessSource liveness = lightly;
        try {
            if (liveness != null) {
                liveness.check(planet);
                boolean up = lastStatus == null || lastStatus.up();
                String error = up || last == null ? "" : last.error();
                beats.put(planet.name(), new Beat(up, error, lastStatus, now, false, lastStatusAt, false));
                return null;
            }
            long asked = clockNanos.getAsLong();
            DomainStatus status = source.status(planet, statusWait(planet.name()));
            answeredIn.put(planet.name(), clockNanos.getAsLong() - asked);
            if (status == null || !planet.name().equals(status.name())) {
                throw new IllegalStateException(
                        "the Planet answered " + (status == null ? "no status" : "a status that is not its own"));
            }
            beats.put(planet.name(),
                    new Beat(status.up(), status.up() ? "" : status.error(), status, now, false, now, true));
        } catch (Exception e) {
            boolean late = timedOut(e);
            if (late) { // waited for in vain: the next heartbeat waits longer
                answeredIn.merge(planet.name(), clockNanos.getAsLong() - now, Math::max);
            }
            // late only for so long after its last status (or its start: a Planet just started has none yet), unless it
            // still answers as itself
            if (late && mayBeLate && (!lateLong || answers(stillAlive, planet))) {
                beats.put(planet.name(),
                        new Beat(last.up(),
                                "late: " + e.getMessage() + " (its node daemon reports its process " + planet.pid()
                                        + " running" + (lateLong ? " and it answers its health" : "")
                                        + "; the status shown is " + (now - lastStatusAt) / 1_000_000 + " ms old)",
                                lastStatus, now, false, lastStatusAt, false));
                return null;
            }
            return down(planet, "no heartbeat: " + e.getMessage(), last, now, null);
        }
        return null;
    }

    /**
     * Records the Planet down for {@code why} and not to be called until its node daemon vouches for it, keeping the
     * status it gave last; returns it as its node daemon runs it again ({@code again}), or null.
     */
    private Restarted down(Planet planet, String why, Beat last, long now, DomainProcess again) {
        if (last == null || last.up()) { // said once, when it goes down
            LOG.warn("{} is down: {}", planet.name(), why.startsWith("down: ") ? why.substring(6) : why);
        }
        beats.put(planet.name(), new Beat(false, why, last == null ? null : last.status(), now, true,
                last == null ? 0 : last.statusAtNanos(), false));
        return again == null ? null : new Restarted(planet, again);
    }

    /** Whether {@code planet} answers {@code liveness} as itself (never when there is none to ask). */
    private static boolean answers(LivenessSource liveness, Planet planet) {
        if (liveness == null) {
            return false;
        }
        try {
            liveness.check(planet);
            return true;
        } catch (@SuppressWarnings("unused") Exception e) {
            return false;
        }
    }

    /** Whether {@code e} says that the answer did not come in time (rather than that nothing listens, say). */
    private static boolean timedOut(Throwable e) {
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (cause instanceof HttpTimeoutException || cause instanceof SocketTimeoutException
                    || cause instanceof TimeoutException) {
                return true;
            }
        }
        return false;
    }

    /** Ends the threads that ask the Planets. */
    @Override
    public void close() {
        if (callers != null) {
            callers.shutdownNow();
        }
    }

    /**
     * Why a Planet is not to be called, from what its node daemon says of {@code process}: it runs no such domain, its
     * process has ended, or it runs another process for it (started again); null when it reports the same process alive
     * at the same port.
     */
    static String gone(Planet planet, DomainProcess process) {
        if (process == null || !process.alive()) {
            String how = process == null || process.lastExit() == null || process.lastExit().isEmpty() ? ""
                    : ": " + process.lastExit();
            return "down: its process " + planet.pid() + " has ended (node daemon of host " + planet.host() + how + ")";
        }
        if (process.pid() != planet.pid() || process.port() != planet.port()) {
            return "down: host " + planet.host() + " runs another process for it now (pid " + process.pid()
                    + ", started again by its node daemon); its part is deployed there again";
        }
        return null;
    }
}
