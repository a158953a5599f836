package org.orrery.agent.engine;

import java.util.function.LongSupplier;

import org.agrona.MutableDirectBuffer;
import org.orrery.agent.transport.NameMap;
import org.orrery.agent.transport.NameTable;
import org.orrery.agent.transport.StreamFrame;
import org.orrery.agent.transport.StreamOut;

import io.aeron.Publication;
import io.aeron.logbuffer.BufferClaim;

/**
 * The names of a {@link SendingStream}'s events (types, sources, content types, attribute names) as numbers, and their
 * announcement: a stream sends what its numbers stand for in a message of their own before the first event that uses
 * them, again when its publication connects (again), and every tenth of a second, so that a receiver that joined late
 * learns them, at most {@link #ANNOUNCE_BYTES_PER_SECOND}.
 */
final class NameAnnouncer {

    /** How often a stream announces all its names again, so that a receiver that joined late learns them. */
    static final long ANNOUNCE_EVERY_NS = 100_000_000L;
    /**
     * The bytes a second that announcing the names again may take, at most: a stream of many or long names announces
     * them again less often than {@link #ANNOUNCE_EVERY_NS} (a table of 1 MiB every 16 s), never starving its events.
     */
    static final long ANNOUNCE_BYTES_PER_SECOND = 64 * 1024;

    private final NameTable names = new NameTable();
    /** Its numbers for the names of the frames passed on to the stream. */
    private final NameMap frameNames = new NameMap(names);
    private final LongSupplier clockNs;
    /** When the names were last announced in full; whether the publication was connected at the last check. */
    private long announcedNs;
    private boolean wasConnected;

    NameAnnouncer(LongSupplier clockNs) {
        this.clockNs = clockNs;
        this.announcedNs = clockNs.getAsLong();
    }

    NameTable names() {
        return names;
    }

    NameMap frameNames() {
        return frameNames;
    }

    /**
     * Has every name announced again when due: when the publication connects (again), and every tenth of a second, less
     * often for a table of many or long names (an IPC publication stays connected while one subscriber leaves and
     * another comes, so the period is what bounds what such a receiver cannot read).
     */
    void againWhenDue(boolean connected) {
        long now = clockNs.getAsLong();
        long every = Math.max(ANNOUNCE_EVERY_NS, names.bytes() * 1_000_000_000L / ANNOUNCE_BYTES_PER_SECOND);
        if (connected && !wasConnected || now - announcedNs >= every) {
            names.announceAgain();
            announcedNs = now;
        }
        wasConnected = connected;
    }

    boolean hasUnannounced() {
        return names.hasUnannounced();
    }

    /**
     * Sends the names waiting to be announced on {@code publication}, straight into its log ({@code claim}) when they
     * fit one fragment, else through {@code buffer}; returns what Aeron answered and, when it took them, the message's
     * length through {@code sent}.
     */
    long announce(StreamOut publication, BufferClaim claim, MutableDirectBuffer buffer, SentBytes sent) {
        int length = StreamFrame.EVENT_OFFSET
                + names.announcementLength(publication.maxMessageLength() - StreamFrame.EVENT_OFFSET);
        long result;
        if (length <= publication.maxPayloadLength()) {
            do {
                result = publication.tryClaim(length, claim);
            } while (result == Publication.ADMIN_ACTION);
            if (result > 0) {
                claim.buffer().putLong(claim.offset() + StreamFrame.LANES_OFFSET, 0L);
                names.writeAnnouncement(claim.buffer(), claim.offset() + StreamFrame.EVENT_OFFSET);
                claim.commit();
            }
        } else {
            buffer.putLong(StreamFrame.LANES_OFFSET, 0L);
            names.writeAnnouncement(buffer, StreamFrame.EVENT_OFFSET);
            result = publication.offer(buffer, 0, length, null);
        }
        if (result > 0) {
            names.announced();
            sent.count(length);
        }
        return result;
    }

    /** Counts the bytes of an announcement sent. */
    @FunctionalInterface
    interface SentBytes {

        void count(int bytes);
    }
}
