package org.orrery.agent.transport;

import static io.aeron.protocol.DataHeaderFlyweight.BEGIN_AND_END_FLAGS;
import static io.aeron.protocol.DataHeaderFlyweight.CURRENT_VERSION;
import static io.aeron.protocol.DataHeaderFlyweight.FLAGS_FIELD_OFFSET;
import static io.aeron.protocol.DataHeaderFlyweight.HDR_TYPE_DATA;
import static io.aeron.protocol.DataHeaderFlyweight.HDR_TYPE_EXT;
import static io.aeron.protocol.DataHeaderFlyweight.HDR_TYPE_PAD;
import static io.aeron.protocol.DataHeaderFlyweight.HEADER_LENGTH;
import static io.aeron.protocol.DataHeaderFlyweight.RESERVED_VALUE_OFFSET;
import static io.aeron.protocol.DataHeaderFlyweight.SESSION_ID_FIELD_OFFSET;
import static io.aeron.protocol.DataHeaderFlyweight.STREAM_ID_FIELD_OFFSET;
import static io.aeron.protocol.DataHeaderFlyweight.TERM_OFFSET_FIELD_OFFSET;
import static io.aeron.protocol.DataHeaderFlyweight.TYPE_FIELD_OFFSET;
import static io.aeron.protocol.DataHeaderFlyweight.VERSION_FIELD_OFFSET;
import static java.nio.ByteOrder.LITTLE_ENDIAN;

import java.nio.ByteOrder;

import org.agrona.BitUtil;
import org.agrona.DirectBuffer;
import org.agrona.concurrent.OneToOneConcurrentArrayQueue;
import org.agrona.concurrent.UnsafeBuffer;

import io.aeron.Publication;
import io.aeron.ReservedValueSupplier;
import io.aeron.logbuffer.BufferClaim;
import io.aeron.logbuffer.ControlledFragmentHandler;
import io.aeron.logbuffer.ControlledFragmentHandler.Action;
import io.aeron.logbuffer.FrameDescriptor;
import io.aeron.logbuffer.Header;

/**
 * A stream between two domains of one process (a shared domain host): its messages as Aeron frames in a ring of
 * {@link #CAPACITY} bytes in the process's own memory, written by one sending stream and read by one receiving stream,
 * with no media driver between them. Through the media driver a stream between domains of one host takes three 1 MiB
 * terms of shared memory, which it touches as it goes round them (docs/benchmarks). A message of up to
 * {@link #MAX_PAYLOAD} bytes is a frame in the ring; a longer one, up to {@link #MAX_MESSAGE} (what a stream through
 * the media driver takes), is copied out of line behind a frame of its own, at most {@link #LARGE_IN_FLIGHT} at a time,
 * so that the ring need not hold the longest message. A frame's header says its session (a new one for each writer) and
 * carries its reserved value, as Aeron's do. The writer and the reader come and go ({@link ProcessLogs}); what was
 * written and not read waits for the next reader.
 */
public final class ProcessLog {

    /** The ring's bytes: eight of its largest frames. */
    static final int CAPACITY = 64 * 1024;
    /** The largest frame: an {@code aeron:ipc} stream's MTU ({@link Transport#ipc}). */
    static final int MTU = 8 * 1024;
    /** The longest message that is a frame in the ring. */
    public static final int MAX_PAYLOAD = MTU - HEADER_LENGTH;
    /** The longest message: what a stream through the media driver takes (an eighth of its 1 MiB term). */
    public static final int MAX_MESSAGE = 128 * 1024;
    /** The messages longer than a frame that wait at once. */
    static final int LARGE_IN_FLIGHT = 4;
    /** The type of the frame that stands for a message out of line. */
    private static final int OUT_OF_LINE = HDR_TYPE_EXT;
    private static final int MASK = CAPACITY - 1;
    /** Whether a frame's length, little-endian in Aeron's header, is written as it stands. */
    private static final boolean LITTLE_ENDIAN_MACHINE = ByteOrder.nativeOrder() == LITTLE_ENDIAN;

    private final String channel;
    private final int streamId;
    private final UnsafeBuffer ring = new UnsafeBuffer(new byte[CAPACITY]);
    private final OneToOneConcurrentArrayQueue<byte[]> large = new OneToOneConcurrentArrayQueue<>(LARGE_IN_FLIGHT);
    /** Bytes of the ring read so far: only the reader moves it. */
    private volatile long head;
    /** Bytes of the ring written so far: only the writer moves it and reads it. */
    private long tail;
    /** Bytes written so far, messages out of line counted as the frames they would be. */
    private volatile long position;
    /** Who writes and reads it now, as {@link ProcessLogs} attaches them. */
    private volatile Writer writer;
    private volatile Reader reader;

    ProcessLog(String channel, int streamId) {
        this.channel = channel;
        this.streamId = streamId;
    }

    Writer attachWriter(int sessionId) {
        if (writer != null) {
            throw new IllegalStateException("stream " + streamId + " already has a sender in this process");
        }
        writer = new Writer(sessionId);
        return writer;
    }

    Reader attachReader() {
        if (reader != null) {
            throw new IllegalStateException("stream " + streamId + " already has a receiver in this process");
        }
        reader = new Reader();
        return reader;
    }

    /** Whether neither end is attached (then {@link ProcessLogs} lets it go). */
    boolean unused() {
        return writer == null && reader == null;
    }

    /** Takes {@code end} (its writer or reader) away. */
    void detach(Object end) {
        if (writer == end) {
            writer = null;
        }
        if (reader == end) {
            reader = null;
        }
    }

    private static int aligned(int frameLength) {
        return BitUtil.align(frameLength, FrameDescriptor.FRAME_ALIGNMENT);
    }

    private void putFrameLength(int index, int frameLength) {
        ring.putIntRelease(index, LITTLE_ENDIAN_MACHINE ? frameLength : Integer.reverseBytes(frameLength));
    }

    private int frameLength(int index) {
        int value = ring.getIntVolatile(index);
        return LITTLE_ENDIAN_MACHINE ? value : Integer.reverseBytes(value);
    }

    /** The sending end: one at a time, used by its domain's duty thread. */
    final class Writer implements StreamOut {

        private final int sessionId;
        private volatile boolean closed;

        private Writer(int sessionId) {
            this.sessionId = sessionId;
        }

        @Override
        public long tryClaim(int length, BufferClaim claim) {
            if (length > MAX_PAYLOAD) {
                throw new IllegalArgumentException(
                        "claim exceeds the largest frame of " + MAX_PAYLOAD + " bytes: " + length);
            }
            long refused = refusal();
            if (refused != 0) {
                return refused;
            }
            int frameLength = HEADER_LENGTH + length;
            int index = reserve(aligned(frameLength));
            if (index < 0) {
                return Publication.BACK_PRESSURED;
            }
            header(index, HDR_TYPE_DATA);
            claim.wrap(ring, index, frameLength);
            return advance(aligned(frameLength), aligned(frameLength));
        }

        @Override
        public long offer(DirectBuffer buffer, int offset, int length, ReservedValueSupplier reservedValue) {
            if (length > MAX_MESSAGE) {
                throw new IllegalArgumentException(
                        "message exceeds the longest of " + MAX_MESSAGE + " bytes: " + length);
            }
            long refused = refusal();
            if (refused != 0) {
                return refused;
            }
            if (length <= MAX_PAYLOAD) {
                int frameLength = HEADER_LENGTH + length;
                int index = reserve(aligned(frameLength));
                if (index < 0) {
                    return Publication.BACK_PRESSURED;
                }
                header(index, HDR_TYPE_DATA);
                ring.putBytes(index + HEADER_LENGTH, buffer, offset, length);
                commit(index, frameLength, reservedValue);
                return advance(aligned(frameLength), aligned(frameLength));
            }
            if (large.size() >= LARGE_IN_FLIGHT) {
                return Publication.BACK_PRESSURED;
            }
            int index = reserve(HEADER_LENGTH);
            if (index < 0) {
                return Publication.BACK_PRESSURED;
            }
            byte[] message = new byte[length];
            buffer.getBytes(offset, message);
            large.offer(message); // it has room: only this writer adds
            header(index, OUT_OF_LINE);
            commit(index, HEADER_LENGTH, reservedValue);
            return advance(HEADER_LENGTH, aligned(HEADER_LENGTH + length));
        }

        /** What a message is refused for before room is looked for: the writer closed, or no reader; else 0. */
        private long refusal() {
            if (closed) {
                return Publication.CLOSED;
            }
            return reader == null ? Publication.NOT_CONNECTED : 0;
        }

        /**
         * Where a frame of {@code alignedLength} bytes goes, after padding the rest of the ring when it does not fit
         * before the ring's end; -1 when the reader has not yet made room for it.
         */
        private int reserve(int alignedLength) {
            int index = (int) (tail & MASK);
            int toEnd = CAPACITY - index;
            long free = CAPACITY - (tail - head);
            if (alignedLength <= toEnd) {
                return free < alignedLength ? -1 : index;
            }
            if (free < toEnd + alignedLength) {
                return -1;
            }
            ring.putShort(index + TYPE_FIELD_OFFSET, (short) HDR_TYPE_PAD, LITTLE_ENDIAN);
            putFrameLength(index, toEnd);
            advance(toEnd, toEnd);
            return 0;
        }

        private void header(int index, int type) {
            ring.putByte(index + VERSION_FIELD_OFFSET, CURRENT_VERSION);
            ring.putByte(index + FLAGS_FIELD_OFFSET, (byte) BEGIN_AND_END_FLAGS);
            ring.putShort(index + TYPE_FIELD_OFFSET, (short) type, LITTLE_ENDIAN);
            ring.putInt(index + TERM_OFFSET_FIELD_OFFSET, index, LITTLE_ENDIAN);
            ring.putInt(index + SESSION_ID_FIELD_OFFSET, sessionId, LITTLE_ENDIAN);
            ring.putInt(index + STREAM_ID_FIELD_OFFSET, streamId, LITTLE_ENDIAN);
        }

        private void commit(int index, int frameLength, ReservedValueSupplier reservedValue) {
            ring.putLong(index + RESERVED_VALUE_OFFSET,
                    reservedValue == null ? 0 : reservedValue.get(ring, index, frameLength), LITTLE_ENDIAN);
            putFrameLength(index, frameLength);
        }

        /** Moves the ring's tail by {@code ringBytes} and the position by {@code bytes}; returns the position. */
        private long advance(int ringBytes, int bytes) {
            tail += ringBytes;
            long now = position + bytes;
            position = now;
            return now;
        }

        @Override
        public int maxPayloadLength() {
            return MAX_PAYLOAD;
        }

        @Override
        public int maxMessageLength() {
            return MAX_MESSAGE;
        }

        @Override
        public long roomFor(int frameLength) {
            if (closed || reader == null) {
                return 0;
            }
            long free = CAPACITY - (tail - head);
            return frameLength > MTU ? Math.min(LARGE_IN_FLIGHT - large.size(), free / HEADER_LENGTH)
                    : free / Math.max(1, frameLength);
        }

        @Override
        public long position() {
            return position;
        }

        @Override
        public boolean isConnected() {
            return !closed && reader != null;
        }

        @Override
        public String channel() {
            return channel;
        }

        @Override
        public int streamId() {
            return streamId;
        }

        @Override
        public int sessionId() {
            return sessionId;
        }

        @Override
        public void close() {
            if (!closed) {
                closed = true;
                ProcessLogs.detach(ProcessLog.this, this);
            }
        }
    }

    /** The receiving end: one at a time, used by its domain's duty thread. */
    final class Reader implements StreamIn {

        private final Header header = new Header(0, 0);
        private final UnsafeBuffer outOfLine = new UnsafeBuffer(0, 0);
        private boolean closed;

        private Reader() {
            header.buffer(ring);
        }

        @Override
        public int controlledPoll(ControlledFragmentHandler handler, int fragmentLimit) {
            int taken = 0;
            while (taken < fragmentLimit && !closed) {
                long at = head;
                int index = (int) (at & MASK);
                int frameLength = frameLength(index);
                if (frameLength <= 0) {
                    break;
                }
                int alignedLength = aligned(frameLength);
                int type = ring.getShort(index + TYPE_FIELD_OFFSET, LITTLE_ENDIAN) & 0xFFFF;
                if (type == HDR_TYPE_PAD) {
                    consume(at, index, alignedLength);
                    continue;
                }
                header.offset(index);
                Action action;
                if (type == OUT_OF_LINE) {
                    byte[] message = large.peek();
                    outOfLine.wrap(message);
                    action = handler.onFragment(outOfLine, 0, message.length, header);
                    if (action != Action.ABORT) {
                        large.poll();
                    }
                } else {
                    action = handler.onFragment(ring, index + HEADER_LENGTH, frameLength - HEADER_LENGTH, header);
                }
                if (action == Action.ABORT) {
                    break;
                }
                consume(at, index, alignedLength);
                taken++;
                if (action == Action.BREAK) {
                    break;
                }
            }
            return taken;
        }

        /** Clears a frame read (a frame is written where its length is 0) and gives its room back to the writer. */
        private void consume(long at, int index, int alignedLength) {
            ring.setMemory(index, alignedLength, (byte) 0);
            head = at + alignedLength;
        }

        @Override
        public int streamId() {
            return streamId;
        }

        @Override
        public void close() {
            if (!closed) {
                closed = true;
                ProcessLogs.detach(ProcessLog.this, this);
            }
        }
    }

    /** What identifies it, as {@link Transport#streamKey()}. */
    String key() {
        return streamId + "@" + channel;
    }
}
