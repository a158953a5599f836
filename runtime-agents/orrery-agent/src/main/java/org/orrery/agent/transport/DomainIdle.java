package org.orrery.agent.transport;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

import org.agrona.concurrent.BackoffIdleStrategy;
import org.agrona.concurrent.BusySpinIdleStrategy;
import org.agrona.concurrent.IdleStrategy;
import org.agrona.concurrent.SleepingIdleStrategy;
import org.agrona.concurrent.YieldingIdleStrategy;
import org.orrery.control.api.LatencyProfile;

/**
 * How an event thread waits when a cycle found nothing to do: by a latency profile, or by one of Agrona's fixed
 * strategies (for comparisons and tests). Another thread may {@link #select} a different one at any time; the idling
 * thread takes it up at its next idle, and sets its own timer slack to match, since Linux keeps that per thread. <ul>
 * <li>{@code throughput}: parks at once, from 100 µs doubling to 1 ms, with the kernel's default 50 µs timer slack;
 * <li>{@code balanced}: spins 10 µs after work, yields until 50 µs, then parks from 1 µs doubling to 50 µs with a 1 µs
 * timer slack; after 100 ms without work it parks up to 1 ms, as {@code throughput} does; <li>{@code low-latency}:
 * never stops polling (a core per thread): spins 50 µs after work, then yields, so that on a machine with fewer cores
 * than busy threads the others still get to run between polls. </ul> The fixed strategies: {@code backoff} (10 spins,
 * 10 yields, then parks from 1 µs doubling to the tuning's maximum; what every domain did before profiles),
 * {@code sleeping}, {@code yielding}, {@code busy-spin}.
 *
 * <p>Whatever was selected, a domain engine with nothing to do of its own accord parks longer, as it says
 * ({@link #quiet}): {@value #VACANT_PARK_MS} ms at a time with nothing deployed, {@value #HELD_PARK_MS} ms while every
 * operator it has waits for its deployment's start (events from domains started before it still arrive). A command for
 * the duty thread unparks it at once. Waking every millisecond instead cost an idle Planet about 2 % of a core, a held
 * one about 3 %, which forty Planets waiting for their deployment or its start on two cores felt. An idle strategy is
 * never quiet until its owner says so: the host's media driver waits on one of these too, with no engine to tell it,
 * and a driver parking 100 ms put that into every UDP latency.
 */
public final class DomainIdle implements IdleStrategy {

    /** The fixed strategies, beside the profiles' names. */
    public static final List<String> FIXED = List.of("backoff", "sleeping", "yielding", "busy-spin");

    private static final long KERNEL_DEFAULT_SLACK = 0;
    /** How long a domain with nothing deployed parks at a time. */
    static final long VACANT_PARK_MS = 100;
    /** How long a domain whose every operator is held parks at a time. */
    static final long HELD_PARK_MS = 10;

    /** What the domain has to do of its own accord: how long it parks when a cycle found nothing. */
    public enum Quiet {

        /** Operators that emit, or streams: the selected strategy alone. */
        NO(0),
        /** Operators that all wait for their deployment's start. */
        HELD(TimeUnit.MILLISECONDS.toNanos(HELD_PARK_MS)),
        /** Nothing deployed. */
        VACANT(TimeUnit.MILLISECONDS.toNanos(VACANT_PARK_MS));

        private final long parkNs;

        Quiet(long parkNs) {
            this.parkNs = parkNs;
        }
    }

    private static final VarHandle QUIET_PARKS;
    private static final VarHandle SHORT_IDLES;
    private static final VarHandle BLOCKED_YIELDS;

    static {
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup();
            QUIET_PARKS = lookup.findVarHandle(DomainIdle.class, "quietParks", long.class);
            SHORT_IDLES = lookup.findVarHandle(DomainIdle.class, "shortIdles", long.class);
            BLOCKED_YIELDS = lookup.findVarHandle(DomainIdle.class, "blockedYields", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private volatile Quiet quiet = Quiet.NO;
    // written by the idling thread alone, read by others (opaque: no fence on the idle path)
    private long quietParks;
    private long shortIdles;
    private long blockedYields;
    /** Whether the idling thread's last cycle found a publication refusing its messages; its own, set before idle. */
    private boolean blocked;

    private final long sleepMaxNs;
    private volatile String requested;
    private volatile long timerSlackNs = -1;
    // owned by the idling thread
    private String current;
    private IdleStrategy strategy;

    /** Starts with {@code name} (a profile or a fixed strategy); fixed ones park at most {@code sleepMaxNs}. */
    public DomainIdle(String name, long sleepMaxNs) {
        this.sleepMaxNs = sleepMaxNs;
        select(name);
    }

    /** Whether {@code name} is a profile's or a fixed strategy's. */
    public static boolean known(String name) {
        return FIXED.contains(name) || isProfile(name);
    }

    private static boolean isProfile(String name) {
        try {
            LatencyProfile.named(name);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** Waits by {@code name} from the idling thread's next idle on. */
    public void select(String name) {
        if (!known(name)) {
            throw new IllegalArgumentException("idle strategy must be one of throughput, balanced, low-latency, "
                    + String.join(", ", FIXED) + ", not '" + name + "'");
        }
        requested = name;
    }

    /** The profile or strategy selected last. */
    public String name() {
        return requested;
    }

    /** The idling thread's timer slack as the kernel reported it after the last switch; -1 when unknown. */
    public long timerSlackNs() {
        return timerSlackNs;
    }

    /** How much the domain has to do of its own accord: when it has nothing, it parks long (see above). */
    public void quiet(Quiet level) {
        quiet = level;
    }

    public Quiet quiet() {
        return quiet;
    }

    /**
     * Said by the idling thread before it idles: whether what held its last cycle back was a publication refusing its
     * messages (the receiver a window behind). A cycle that found nothing to do then yields at once instead of spinning
     * first: the core it would spin on is what the receiver, and the media driver that moves the window on, need.
     */
    public void blocked(boolean refused) {
        blocked = refused;
    }

    /** How often the idling thread yielded at once because a publication refused its messages ({@link #blocked}). */
    public long blockedYields() {
        return (long) BLOCKED_YIELDS.getOpaque(this);
    }

    /** How often the idling thread parked the long way, as {@link #quiet} said. */
    public long quietParks() {
        return (long) QUIET_PARKS.getOpaque(this);
    }

    /** How often the idling thread found nothing to do and waited as the selected strategy says (the short way). */
    public long shortIdles() {
        return (long) SHORT_IDLES.getOpaque(this);
    }

    @Override
    public void idle(int workCount) {
        IdleStrategy waiting = take();
        Quiet level = quiet;
        if (workCount > 0) {
            waiting.idle(workCount);
        } else if (blocked) {
            BLOCKED_YIELDS.setOpaque(this, blockedYields + 1);
            Thread.yield();
        } else if (level != Quiet.NO) {
            QUIET_PARKS.setOpaque(this, quietParks + 1);
            LockSupport.parkNanos(level.parkNs);
        } else {
            SHORT_IDLES.setOpaque(this, shortIdles + 1);
            waiting.idle(workCount);
        }
    }

    @Override
    public void idle() {
        idle(0);
    }

    @Override
    public void reset() {
        take().reset();
    }

    @Override
    public String alias() {
        return "orrery-" + requested;
    }

    private IdleStrategy take() {
        String wanted = requested;
        if (!wanted.equals(current)) {
            current = wanted;
            strategy = strategy(wanted);
            timerSlackNs = TimerSlack.available() ? TimerSlack.set(timerSlack(wanted)) : -1;
        }
        return strategy;
    }

    private IdleStrategy strategy(String name) {
        return switch (name) {
            case "throughput" -> new WindowedIdleStrategy(0, 0, 100_000, 1_000_000, Long.MAX_VALUE, 1_000_000);
            case "balanced" -> new WindowedIdleStrategy(10_000, 50_000, 1_000, 50_000, 100_000_000, 1_000_000);
            case "low-latency" -> new WindowedIdleStrategy(50_000, Long.MAX_VALUE, 1, 1, Long.MAX_VALUE, 1);
            case "busy-spin" -> new BusySpinIdleStrategy();
            case "sleeping" -> new SleepingIdleStrategy(sleepMaxNs);
            case "yielding" -> new YieldingIdleStrategy();
            default -> new BackoffIdleStrategy(10, 10, 1_000, sleepMaxNs);
        };
    }

    private static long timerSlack(String name) {
        return switch (name) {
            case "balanced" -> 1_000;
            case "low-latency" -> 1;
            default -> KERNEL_DEFAULT_SLACK;
        };
    }
}
