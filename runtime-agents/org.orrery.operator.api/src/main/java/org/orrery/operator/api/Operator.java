package org.orrery.operator.api;

/**
 * One node of an operator graph. The domain calls an operator from a single thread, so an operator may keep state
 * without locks. An exception thrown from {@link #onEvent} is counted as an error of this operator; after a number of
 * consecutive errors the domain quarantines the operator and stops delivering to it.
 */
public interface Operator {

    /** Called once before the first event. */
    default void open() throws Exception {
    }

    /** Handles one event from an incoming connection; may emit any number of events. */
    void onEvent(Event event, Emitter emitter) throws Exception;

    /**
     * Handles one event as a view (valid until this call returns): the domain calls this, never {@link #onEvent}
     * directly. The default copies the view into an {@link Event} (free when it is one already) and calls
     * {@link #onEvent}, so an operator written before views works unchanged; one that overrides it reads what it needs
     * where the event lies, and passes it on with {@link Emitter#forward}, without a copy (its {@link #onEvent} can
     * then call this one). Added in version 1.1 of the SPI.
     */
    default void onView(EventView view, Emitter emitter) throws Exception {
        onEvent(view.toEvent(), emitter);
    }

    /**
     * Handles the events that came together over one connection, in their order: a domain calls this, instead of
     * {@link #onView} for each, only when the operator overrides it. The default hands each event to {@link #onView}.
     * An operator that overrides it pays once per batch what the domain pays per call (entering the operator, timing
     * it, counting), and may do its own work once per batch.
     *
     * <p>An exception thrown from it is counted as one error, of the event the batch was at; the events it had not
     * reached yet, or that it left when it returned, are handed to {@link #onView} one by one, so nothing is lost that
     * the operator did not fail on. Added in version 1.5 of the SPI.
     */
    default void onBatch(EventBatch batch, Emitter emitter) throws Exception {
        while (batch.next()) {
            onView(batch.event(), emitter);
        }
    }

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
     * Whether this operator will emit nothing more of its own accord: true for operators that only react to events (the
     * default), false for an unbounded source, true for a bounded source once it reached its count.
     */
    default boolean isExhausted() {
        return true;
    }

    /**
     * Takes new values for some of its parameters while it runs, keeping its state and its counters: the domain calls
     * it on the operator's thread, between two events, when a user changes a parameter of the running operator (a
     * filter's predicate, a source's rate, a threshold). {@code changed} holds only the parameters that change.
     *
     * <p>Return true once the operator works with the new values. Return false when it does not change parameters while
     * it runs (the default): the change is refused and the operator runs on as it was (a redeploy with the new values
     * restarts it). Throw {@link IllegalArgumentException} saying why to refuse a value, or a parameter it does not
     * take while running; it must then keep all its old values, as if it had not been called.
     *
     * <p>Added in version 0.1.0 of the SPI after its first release: an operator written before it simply refuses.
     */
    default boolean reconfigure(Parameters changed) throws Exception {
        return false;
    }

    /** Called once when the operator is removed or its domain stops. */
    default void close() throws Exception {
    }
}
