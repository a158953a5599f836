package org.orrery.agent.engine;

import java.util.ArrayDeque;

import org.agrona.DirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * The frames of a stream that name numbers its sender has not announced to this receiver yet (it joined late, or the
 * sender started its names afresh), held in their order, copied, until the names come with the sender's next
 * announcement; every frame after the first held is held behind it, so that a reliable connection's order holds. At
 * most {@link #MAX_FRAMES} frames, {@link #MAX_BYTES} bytes and {@link #MAX_WAIT_NS} long: past a bound the oldest are
 * given up, to be counted as the receiver's drops.
 */
final class HeldFrames {

    static final int MAX_FRAMES = 1_024;
    static final int MAX_BYTES = 1 << 20;
    static final long MAX_WAIT_NS = 20_000_000_000L;

    /** A held message, whole (its lanes and frame), with what its header said and when it was held. */
    record Held(UnsafeBuffer message, int session, long reservedValue, long heldAtNs) {
    }

    private final ArrayDeque<Held> held = new ArrayDeque<>();
    private int bytes;

    boolean isEmpty() {
        return held.isEmpty();
    }

    /** Holds a copy of the message; false when it does not fit even alone (it is then given up). */
    boolean hold(DirectBuffer buffer, int offset, int length, int session, long reservedValue, long nowNs) {
        if (length > MAX_BYTES) {
            return false;
        }
        byte[] copy = new byte[length];
        buffer.getBytes(offset, copy);
        held.addLast(new Held(new UnsafeBuffer(copy), session, reservedValue, nowNs));
        bytes += length;
        return true;
    }

    /** The oldest held message, if one is, or null. */
    Held oldest() {
        return held.peekFirst();
    }

    /** Forgets the oldest held message (taken, or given up). */
    void dropOldest() {
        Held gone = held.pollFirst();
        if (gone != null) {
            bytes -= gone.message().capacity();
        }
    }

    /** Whether the oldest must be given up: too many or too many bytes held, or held too long at {@code nowNs}. */
    boolean overdue(long nowNs) {
        Held first = held.peekFirst();
        return first != null
                && (held.size() > MAX_FRAMES || bytes > MAX_BYTES || nowNs - first.heldAtNs() > MAX_WAIT_NS);
    }
}
