package org.orrery.operator.testkit;

import java.time.Duration;

/**
 * The domain clock of an {@link OperatorHarness}: it stands still until a test moves it, so that what an operator does
 * with time (a source's rate, an aggregate's window) happens when the test says. It starts at one second, as a clock
 * that is not at zero.
 */
public final class TestClock {

    private long nowNs = 1_000_000_000L;

    /** The time in nanoseconds, what {@code OperatorContext.nanoTime()} and {@code Operator.poll} are given. */
    public long nanoTime() {
        return nowNs;
    }

    /** Moves the clock on by {@code duration}; throws {@link IllegalArgumentException} for a negative one. */
    public void advance(Duration duration) {
        advanceNanos(duration.toNanos());
    }

    /** Moves the clock on by {@code nanos}; throws {@link IllegalArgumentException} for a negative count. */
    public void advanceNanos(long nanos) {
        if (nanos < 0) {
            throw new IllegalArgumentException("the clock goes forward only, not by " + nanos + " ns");
        }
        nowNs = Math.addExact(nowNs, nanos);
    }
}
