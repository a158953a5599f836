package org.orrery.operator.api;

/**
 * One node of an operator graph. The domain calls an operator from a single thread, so an operator may keep
 * state without locks. An exception thrown from {@link #onEvent} is counted as an error of this operator; after
 * a number of consecutive errors the domain quarantines the operator and stops delivering to it.
 */
public interface Operator {

    /** Called once before the first event. */
    default void open() throws Exception {
    }

    /** Handles one event from an incoming connection; may emit any number of events. */
    void onEvent(Event event, Emitter emitter) throws Exception;

    /**
     * Gives the operator a chance to emit events of its own accord, such as a source publishing at its rate or an
     * aggregate closing a window. Called repeatedly by the domain's duty cycle.
     *
     * @param emitter where to emit
     * @param nowNs the domain clock, in nanoseconds
     * @return how many events were emitted, so the domain can idle when nothing happens
     */
    default int poll(Emitter emitter, long nowNs) throws Exception {
        return 0;
    }

    /**
     * Whether this operator will emit nothing more of its own accord: true for operators that only react to
     * events (the default), false for an unbounded source, true for a bounded source once it reached its count.
     */
    default boolean isExhausted() {
        return true;
    }

    /** Called once when the operator is removed or its domain stops. */
    default void close() throws Exception {
    }
}
