package org.orrery.agent.engine;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * A count written by one thread (a domain's event thread) and read by any: opaque stores, so that counting costs no
 * fence on the hot path (a {@code volatile} increment does), while readers still see whole values that only grow.
 */
final class Counter {

    private static final VarHandle VALUE;

    static {
        try {
            VALUE = MethodHandles.lookup().findVarHandle(Counter.class, "value", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    @SuppressWarnings("unused") // through VALUE
    private long value;

    /** Adds one; by the writing thread only. */
    void increment() {
        VALUE.setOpaque(this, value + 1);
    }

    /** Adds {@code amount}; by the writing thread only. */
    void add(long amount) {
        VALUE.setOpaque(this, value + amount);
    }

    /** Starts again from zero; by the writing thread only. */
    void reset() {
        VALUE.setOpaque(this, 0L);
    }

    /** The count as it is now; from any thread. */
    long get() {
        return (long) VALUE.getOpaque(this);
    }
}
