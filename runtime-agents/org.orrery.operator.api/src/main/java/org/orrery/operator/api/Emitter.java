package org.orrery.operator.api;

/** Where an operator emits events: to every outgoing connection whose predicate accepts them. */
@FunctionalInterface
public interface Emitter {

    void emit(Event event);

    /**
     * Emits {@code view} unchanged, as {@link #emit} would emit it as an event: the domain writes a view of an event
     * from another domain, or of a claimed one, straight on to the connections that take it, without decoding or
     * copying it into an object. The default copies it ({@link EventView#toEvent()}). Added in version 1.1 of the SPI.
     */
    default void forward(EventView view) {
        emit(view.toEvent());
    }

    /**
     * A new event of {@code type} to build in place and emit with {@link EventClaim#commit()} (valid until then, or
     * until the next claim): the domain builds it in a buffer it reuses, so nothing is allocated per event. The default
     * builds an {@link Event} and emits it. Added in version 1.1 of the SPI.
     */
    default EventClaim claim(String type) {
        return new HeapClaim(this, type);
    }

    /**
     * How many more events the operator's outputs take now without a best-effort connection dropping one or a reliable
     * one holding the operator back: the least room left in the queues of its connections to other domains, which fill
     * when their receivers fall behind ({@link Integer#MAX_VALUE} when nothing limits it; connections inside the domain
     * take every event). An operator that paces itself emits at most this many, then asks again on its next poll. Added
     * to the SPI for pacing: an emitter that does not know answers {@link Integer#MAX_VALUE}.
     */
    default int credits() {
        return Integer.MAX_VALUE;
    }
}
