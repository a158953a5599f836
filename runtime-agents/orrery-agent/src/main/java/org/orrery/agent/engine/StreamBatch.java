package org.orrery.agent.engine;

import org.agrona.BitUtil;
import org.agrona.BufferUtil;
import org.agrona.MutableDirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;
import org.orrery.agent.transport.ClaimLender;
import org.orrery.agent.transport.ClaimedFrame;
import org.orrery.agent.transport.FrameView;
import org.orrery.agent.transport.StreamFrame;
import org.orrery.agent.transport.StreamOut;

import io.aeron.Publication;
import io.aeron.ReservedValueSupplier;
import io.aeron.logbuffer.FrameDescriptor;
import io.aeron.protocol.DataHeaderFlyweight;

/**
 * The messages a {@link SendingStream} gathers until the operator call or duty cycle that made them ends, sent as one
 * transport message ({@link StreamFrame}'s batch): one offer, one frame header and one poll for all of them, where each
 * message alone took a claim, a commit and a fragment of its own. A batch of one goes as that message alone, so that a
 * stream at a low rate sends what it did before batches. A batch holds what one unfragmented message holds (the
 * publication's largest payload). The message's reserved value is when its first event was handed off: a batch's hop is
 * timed once, from the event that waited longest. Used by the stream's domain's duty thread only.
 */
final class StreamBatch implements ClaimLender {

    private final StreamOut publication;
    private final UnsafeBuffer buffer;
    private final int largestMessage;
    /** The bytes a batch holds: what one unfragmented message of the publication holds. */
    private final int capacity;
    private int count;
    /** The bytes written, the batch's header included. */
    private int length = StreamFrame.BATCH_HEADER_LENGTH;
    private long firstHandOffNs = HandOff.UNKNOWN;
    private final ReservedValueSupplier handOff = (termBuffer, termOffset, frameLength) -> firstHandOffNs;
    /** The lanes of every message so far when they are the same, else -1 (each message's lanes are read). */
    private long lanes;
    /** The claim writing its frame where the next message goes ({@link #lend}), or null. */
    private ClaimedFrame tenant;
    /** The least room a claim is lent: a batch with less left is sent before the next event instead. */
    static final int LEAST_LENT = 64;

    /**
     * Gathers messages for {@code publication}; with {@code batches} off ({@link Comparisons#batches}), none: each goes
     * alone.
     */
    StreamBatch(StreamOut publication, boolean batches) {
        this.publication = publication;
        this.capacity = publication.maxPayloadLength();
        this.largestMessage = batches
                ? Math.min(LONGEST_BATCHED,
                        capacity - StreamFrame.BATCH_HEADER_LENGTH - StreamFrame.BATCH_LENGTH_LENGTH)
                : 0;
        this.buffer = new UnsafeBuffer(BufferUtil.allocateDirectAligned(
                BitUtil.align(capacity, FrameDescriptor.FRAME_ALIGNMENT), FrameDescriptor.FRAME_ALIGNMENT));
    }

    /**
     * The longest message a batch takes; a longer one goes alone. Copying a long message into the batch before the
     * batch is copied into the log costs about what the batch saves it: 1 KiB events over shared memory went no faster
     * batched ({@code docs/benchmarks}).
     */
    static final int LONGEST_BATCHED = 512;

    /** The largest message a batch takes: one that fills an empty batch, at most {@link #LONGEST_BATCHED}. */
    int largestMessage() {
        return largestMessage;
    }

    /** Whether a message of {@code messageLength} bytes fits after those gathered. */
    boolean fits(int messageLength) {
        return count < StreamFrame.BATCH_MAX_COUNT
                && length + StreamFrame.BATCH_LENGTH_LENGTH + messageLength <= capacity;
    }

    /** Where the next message is written ({@link #added} then counts it). */
    MutableDirectBuffer buffer() {
        return buffer;
    }

    /**
     * Where the next message goes, for a message whose frame {@code view} shows (or null): a claim writing there moves
     * out first, unless {@code view} is its frame, written in place.
     */
    int nextOffset(FrameView view) {
        int next = length + StreamFrame.BATCH_LENGTH_LENGTH;
        if (view == null || !view.isAt(buffer, next + StreamFrame.EVENT_OFFSET)) {
            vacate();
        }
        return next;
    }

    /**
     * Lends {@code claim} the space where the next message's frame goes, as far as the longest message a batch takes:
     * false when the batch takes no message there (batches are off, or it is full or nearly).
     */
    boolean lend(ClaimedFrame claim) {
        int next = length + StreamFrame.BATCH_LENGTH_LENGTH;
        int start = next + StreamFrame.EVENT_OFFSET;
        int end = Math.min(capacity, next + largestMessage);
        if (count >= StreamFrame.BATCH_MAX_COUNT || end - start < LEAST_LENT) {
            return false;
        }
        vacate();
        tenant = claim;
        claim.writeIn(buffer, start, end, this);
        return true;
    }

    @Override
    public void returned(ClaimedFrame claim) {
        if (tenant == claim) {
            tenant = null;
        }
    }

    /** The message of {@code messageLength} bytes for the lanes of {@code mask}, handed off then, is written. */
    void added(int messageLength, long mask, long handOffNs) {
        buffer.putInt(length, messageLength);
        if (count == 0) {
            firstHandOffNs = handOffNs;
            lanes = mask;
        } else if (lanes != mask) {
            lanes = -1;
        }
        length += StreamFrame.BATCH_LENGTH_LENGTH + messageLength;
        count++;
    }

    boolean isEmpty() {
        return count == 0;
    }

    int count() {
        return count;
    }

    /** The lanes every message of the batch goes to, or -1 when they differ (see {@link #forEach}). */
    long lanes() {
        return lanes;
    }

    /**
     * The bytes the batch sends: a lone message's own, else the whole batch's; what each lane counts as its wire bytes.
     */
    int messageBytes() {
        return count == 1 ? length - StreamFrame.BATCH_HEADER_LENGTH - StreamFrame.BATCH_LENGTH_LENGTH : length;
    }

    /** The log space the batch takes once sent, its frame header and alignment included. */
    int logBytes() {
        return BitUtil.align(messageBytes() + DataHeaderFlyweight.HEADER_LENGTH, FrameDescriptor.FRAME_ALIGNMENT);
    }

    /**
     * Offers the batch (a lone message as itself), trying again at once when Aeron answers that the log moved on to its
     * next term; returns what Aeron answered. The batch stays as it is whatever the answer: {@link #clear} it once
     * done.
     */
    long offer() {
        int offset;
        if (count == 1) {
            offset = StreamFrame.BATCH_HEADER_LENGTH + StreamFrame.BATCH_LENGTH_LENGTH;
        } else {
            StreamFrame.batchHeader(buffer, 0, count);
            offset = 0;
        }
        long result;
        do {
            result = publication.offer(buffer, offset, messageBytes(), handOff);
        } while (result == Publication.ADMIN_ACTION);
        return result;
    }

    /** Hands each message's lanes and length to {@code message}, in order. */
    void forEach(MessageVisitor message) {
        int at = StreamFrame.BATCH_HEADER_LENGTH;
        for (int i = 0; i < count; i++) {
            int messageLength = buffer.getInt(at);
            message.visit(buffer.getLong(at + StreamFrame.BATCH_LENGTH_LENGTH + StreamFrame.LANES_OFFSET),
                    messageLength);
            at += StreamFrame.BATCH_LENGTH_LENGTH + messageLength;
        }
    }

    /** Empties the batch; a claim writing after its messages moves out first. */
    void clear() {
        count = 0;
        length = StreamFrame.BATCH_HEADER_LENGTH;
        firstHandOffNs = HandOff.UNKNOWN;
        vacate();
    }

    /** Moves a claim writing where the next message goes, if any, out of the batch's way. */
    private void vacate() {
        if (tenant != null) {
            tenant.moveOut(); // which gives the space back: tenant is null after
        }
    }

    /** A message of a batch: its lanes and length. */
    @FunctionalInterface
    interface MessageVisitor {

        void visit(long mask, int messageLength);
    }
}
