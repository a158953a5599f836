package org.orrery.agent.engine;

import java.util.concurrent.atomic.AtomicLong;

import org.orrery.control.api.DomainApi;

/**
 * Bytes that callers' requests make a process hold in its heap (recordings, the events taps keep for their readers,
 * what operators reserve), counted for the whole process: the domains of a shared domain host share one heap, so they
 * share each budget, and forty domains of one host each within its own bound can no longer hold forty times it
 * together. A request past a budget is refused (or, for a tap, the event is counted as lost) before the memory is
 * taken.
 */
final class ProcessBudget {

    /** The bounds the recordings of a process may hold together: what one domain could hold before. */
    static final ProcessBudget RECORDINGS = new ProcessBudget(DomainApi.MAX_RECORDING_BYTES);
    /** The events a process's taps keep for their readers, together. */
    static final ProcessBudget TAPS = new ProcessBudget(16L << 20);
    /**
     * What the operators of a process reserve for what they keep in memory (a replayed trace read whole), together: one
     * trace of the largest size replayed, with room for its events.
     */
    static final ProcessBudget OPERATORS = new ProcessBudget(128L << 20);

    private final long limit;
    private final AtomicLong held = new AtomicLong();

    ProcessBudget(long limit) {
        this.limit = limit;
    }

    /** Takes {@code bytes} if they fit; whether they did. */
    boolean take(long bytes) {
        while (true) {
            long now = held.get();
            if (now + bytes > limit) {
                return false;
            }
            if (held.compareAndSet(now, now + bytes)) {
                return true;
            }
        }
    }

    /** Gives back {@code bytes} taken before. */
    void give(long bytes) {
        held.addAndGet(-bytes);
    }

    long held() {
        return held.get();
    }

    long limit() {
        return limit;
    }
}
