package org.orrery.operator.api;

/**
 * Events that came to an operator together over one connection, read one after another where they lie (a batch of
 * events from another domain is one transport message): {@link #next()} moves to the next event, {@link #event()} shows
 * it. The batch and each event it shows are valid only until {@link Operator#onBatch} returns, each event only until
 * the next call of {@link #next()}; keep {@link EventView#toEvent()}, a copy, to use one later. Added in version 1.5 of
 * the SPI.
 */
public interface EventBatch {

    /** Moves to the next event of the batch; false when it has no more (then the batch is spent). */
    boolean next();

    /**
     * The event the batch is at, after {@link #next()} returned true; throws {@link IllegalStateException} before the
     * first call of {@link #next()} and after it returned false.
     */
    EventView event();
}
