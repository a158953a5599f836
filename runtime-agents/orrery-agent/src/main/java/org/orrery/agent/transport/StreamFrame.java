package org.orrery.agent.transport;

import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;

/**
 * The layout of one message on a stream between domains: the lanes (connections) that accepted the event, then the
 * event in {@link EventCodec}'s form. A connection on a stream of its own uses lane 0. A names announcement goes to no
 * lane (0).
 *
 * <pre> int64 lanes (bit i: the connection on lane i takes the event) | event </pre>
 *
 * Many messages may travel as one transport message, a batch: a header that no single message can begin with (no lanes,
 * then the current frame version and the kind {@code BATCH}), the count, and each message after its length. Messages
 * keep their order within a batch, and a batch is read as its messages one after another would be.
 *
 * <pre> batch: int64 lanes (0) | byte version (3) | byte kind (2) | uint16 count | int32 reserved (0) | count × { int32
 * length | message } </pre>
 */
public final class StreamFrame {

    /** Lanes one stream can carry: the bits of the lane mask. */
    public static final int MAX_LANES = Long.SIZE;

    public static final int LANES_OFFSET = 0;
    public static final int EVENT_OFFSET = LANES_OFFSET + Long.BYTES;

    /** Where a batch's count is, and its first message's length. */
    public static final int BATCH_COUNT_OFFSET = EVENT_OFFSET + EventFrameDescriptor.COUNT_OFFSET;
    public static final int BATCH_HEADER_LENGTH = EVENT_OFFSET + 2 * Integer.BYTES;
    /** The length before each message of a batch. */
    public static final int BATCH_LENGTH_LENGTH = Integer.BYTES;
    /** The most messages one batch holds (its count is an unsigned 16-bit number). */
    public static final int BATCH_MAX_COUNT = 0xFFFF;

    private StreamFrame() {
    }

    public static long bit(int lane) {
        return 1L << lane;
    }

    /** Whether the message of {@code length} bytes at {@code offset} is a batch of messages. */
    public static boolean isBatch(DirectBuffer buffer, int offset, int length) {
        return length >= BATCH_HEADER_LENGTH && buffer.getLong(offset + LANES_OFFSET) == 0
                && buffer.getByte(offset + EVENT_OFFSET + EventFrameDescriptor.VERSION_OFFSET) == EventFrames.VERSION
                && buffer.getByte(offset + EVENT_OFFSET + EventFrameDescriptor.KIND_OFFSET) == EventFrames.BATCH;
    }

    /** Writes a batch's header for {@code count} messages at {@code offset}. */
    public static void batchHeader(MutableDirectBuffer buffer, int offset, int count) {
        buffer.putLong(offset + LANES_OFFSET, 0L);
        buffer.putByte(offset + EVENT_OFFSET + EventFrameDescriptor.VERSION_OFFSET, EventFrames.VERSION);
        buffer.putByte(offset + EVENT_OFFSET + EventFrameDescriptor.KIND_OFFSET, EventFrames.BATCH);
        buffer.putShort(offset + BATCH_COUNT_OFFSET, (short) count);
        buffer.putInt(offset + BATCH_COUNT_OFFSET + Short.BYTES, 0);
    }

    /** The count of messages of the batch at {@code offset}. */
    public static int batchCount(DirectBuffer buffer, int offset) {
        return buffer.getShort(offset + BATCH_COUNT_OFFSET) & 0xFFFF;
    }
}
