package org.orrery.agent.engine;

/**
 * How an event was handed to a connection, as its receiving end learns it: when the call that emitted it began (on the
 * domain's clock: the source's poll, or the delivery of the event its operator reacted to), and, for a traced event,
 * its trace and when it was emitted and sent. An operator fills its own for each event it emits; a stream from another
 * domain fills one from each message (the hand-off from the frame's reserved value, the rest from a traced frame's
 * trailer). Written and read by the domain's event thread only.
 */
final class HandOff {

    /** A time nobody gave: a sender that does not give hand-offs, an emission outside any call. */
    static final long UNKNOWN = DeliveryStats.NO_HAND_OFF;
    /** The trace of an event that is not traced. */
    static final long UNTRACED = 0;

    /** When the emitting call began. */
    long startedNs = UNKNOWN;
    /** The event's trace, or {@link #UNTRACED}. */
    long traceId = UNTRACED;
    /** For a traced event: when its operator emitted it, and when it left its domain (inside one, when emitted). */
    long emittedNs;
    long sentNs;

    boolean traced() {
        return traceId != UNTRACED;
    }
}
