package org.orrery.operator.api;

/** Where an operator emits events: to every outgoing connection whose predicate accepts them. */
@FunctionalInterface
public interface Emitter {

    void emit(Event event);

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
