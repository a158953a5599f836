package org.orrery.agent.engine;

import java.util.Map;
import java.util.NoSuchElementException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * What a domain watches the links it receives with, by number ({@link Taps}, {@link Recordings}): the watches kept, the
 * process's budget for what they hold, the receiving ends they watch, and the domain's clocks.
 */
abstract class LinkWatches<W> {

    final AtomicLong numbers = new AtomicLong();
    final Map<Long, W> kept = new ConcurrentHashMap<>();
    /** What the watches may hold, for the whole process (every domain of a shared domain host). */
    final ProcessBudget budget;
    /** The domain's receiving ends, which the watches watch; null for watches on receivers given (tests). */
    final ReceivingEnds ends;
    /** The domain's clock, which reads and ends are timed by. */
    final LongSupplier clockNs;
    /** The domain's wall clock, which the events' times are read from. */
    final LongSupplier wallClockMillis;
    /** What {@link #find} says of a number it does not know, its {@code %d} the number. */
    private final String unknown;

    LinkWatches(ProcessBudget budget, ReceivingEnds ends, LongSupplier clockNs, LongSupplier wallClockMillis,
            String unknown) {
        this.budget = budget;
        this.ends = ends;
        this.clockNs = clockNs;
        this.wallClockMillis = wallClockMillis;
        this.unknown = unknown;
    }

    /** Watch {@code number}; {@link NoSuchElementException} when none of that number is kept. */
    final W find(long number) {
        W watch = kept.get(number);
        if (watch == null) {
            throw new NoSuchElementException(String.format(unknown, number));
        }
        return watch;
    }
}
