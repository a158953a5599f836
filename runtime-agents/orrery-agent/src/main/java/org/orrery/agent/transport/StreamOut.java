package org.orrery.agent.transport;

import org.agrona.DirectBuffer;

import io.aeron.Publication;
import io.aeron.ReservedValueSupplier;
import io.aeron.logbuffer.BufferClaim;

/**
 * Where a stream's sender writes its messages: an Aeron publication (shared memory through the host's media driver, or
 * UDP), or a {@link ProcessLog} between two domains of one domain host. It answers as a publication does: the new
 * position, or {@link Publication#BACK_PRESSURED}, {@link Publication#NOT_CONNECTED}, {@link Publication#ADMIN_ACTION},
 * {@link Publication#CLOSED} or {@link Publication#MAX_POSITION_EXCEEDED}.
 */
public interface StreamOut {

    /**
     * Claims room for a message of {@code length} bytes (at most {@link #maxPayloadLength()}), committed by the claim.
     */
    long tryClaim(int length, BufferClaim claim);

    /** Copies a message of at most {@link #maxMessageLength()} bytes in; {@code reservedValue} may be null. */
    long offer(DirectBuffer buffer, int offset, int length, ReservedValueSupplier reservedValue);

    /** The longest message that goes as one frame (and so can be claimed). */
    int maxPayloadLength();

    /** The longest message it takes. */
    int maxMessageLength();

    /** How many more messages of frames of {@code frameLength} bytes (header and alignment included) it takes now. */
    long roomFor(int frameLength);

    /** The bytes written so far, frame headers and alignment included. */
    long position();

    /** Whether a receiver reads it; from any thread. */
    boolean isConnected();

    String channel();

    int streamId();

    int sessionId();

    void close();

    /** The stream {@code publication} carries. */
    static StreamOut of(Publication publication) {
        return new StreamOut() {

            @Override
            public long tryClaim(int length, BufferClaim claim) {
                return publication.tryClaim(length, claim);
            }

            @Override
            public long offer(DirectBuffer buffer, int offset, int length, ReservedValueSupplier reservedValue) {
                return publication.offer(buffer, offset, length, reservedValue);
            }

            @Override
            public int maxPayloadLength() {
                return publication.maxPayloadLength();
            }

            @Override
            public int maxMessageLength() {
                return publication.maxMessageLength();
            }

            @Override
            public long roomFor(int frameLength) {
                long window = publication.availableWindow();
                return window <= 0 ? 0 : window / frameLength;
            }

            @Override
            public long position() {
                return publication.position();
            }

            @Override
            public boolean isConnected() {
                return publication.isConnected();
            }

            @Override
            public String channel() {
                return publication.channel();
            }

            @Override
            public int streamId() {
                return publication.streamId();
            }

            @Override
            public int sessionId() {
                return publication.sessionId();
            }

            @Override
            public void close() {
                publication.close();
            }
        };
    }
}
