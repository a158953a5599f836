package org.orrery.agent.transport;

import java.util.concurrent.locks.LockSupport;

import org.agrona.concurrent.IdleStrategy;

/**
 * Waits by time rather than by count: after the last work it spins for {@code spinNs}, then yields until
 * {@code yieldNs} have passed, then parks, from {@code minParkNs} doubling up to {@code maxParkNs}; once
 * {@code drowsyAfterNs} have passed without work it parks up to {@code drowsyParkNs} instead, so that a domain that
 * sees traffic every few milliseconds keeps noticing it within {@code maxParkNs} while an idle one costs almost
 * nothing. Not thread safe: one thread idles on it.
 */
final class WindowedIdleStrategy implements IdleStrategy {

    private final long spinNs;
    private final long yieldNs;
    private final long minParkNs;
    private final long maxParkNs;
    private final long drowsyAfterNs;
    private final long drowsyParkNs;
    /** When the current idle spell began, or 0 when there was work since. */
    private long idleSince;
    private long parkNs;

    WindowedIdleStrategy(long spinNs, long yieldNs, long minParkNs, long maxParkNs, long drowsyAfterNs,
            long drowsyParkNs) {
        if (spinNs < 0 || yieldNs < spinNs || minParkNs < 1 || maxParkNs < minParkNs || drowsyParkNs < maxParkNs) {
            throw new IllegalArgumentException("windows must grow: spin " + spinNs + " ≤ yield " + yieldNs + ", park "
                    + minParkNs + " ≤ " + maxParkNs + " ≤ " + drowsyParkNs);
        }
        this.spinNs = spinNs;
        this.yieldNs = yieldNs;
        this.minParkNs = minParkNs;
        this.maxParkNs = maxParkNs;
        this.drowsyAfterNs = drowsyAfterNs;
        this.drowsyParkNs = drowsyParkNs;
    }

    @Override
    public void idle(int workCount) {
        if (workCount > 0) {
            reset();
        } else {
            idle();
        }
    }

    @Override
    public void idle() {
        long now = System.nanoTime();
        if (idleSince == 0) {
            idleSince = now;
            parkNs = minParkNs;
        }
        long idleFor = now - idleSince;
        if (idleFor < spinNs) {
            Thread.onSpinWait();
        } else if (idleFor < yieldNs) {
            Thread.yield();
        } else {
            LockSupport.parkNanos(parkNs);
            long ceiling = idleFor < drowsyAfterNs ? maxParkNs : drowsyParkNs;
            parkNs = Math.min(parkNs << 1, ceiling);
        }
    }

    @Override
    public void reset() {
        idleSince = 0;
    }

    @Override
    public String alias() {
        return "windowed";
    }
}
