package org.orrery.agent.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import io.aeron.ControlledFragmentAssembler;
import io.aeron.Publication;
import io.aeron.logbuffer.BufferClaim;
import io.aeron.logbuffer.ControlledFragmentHandler;
import io.aeron.logbuffer.ControlledFragmentHandler.Action;

/**
 * The log between two domains of one process: what is written is read once, whole and in order, with its reserved value
 * and session, by a reader on another thread, across the ring's end many times, messages longer than a frame included;
 * a full log refuses and takes again once read; the ends come and go.
 */
@Timeout(60)
class ProcessLogTest {

    private final List<AutoCloseable> ends = new ArrayList<>();

    @AfterEach
    void closeEnds() throws Exception {
        for (AutoCloseable end : ends) {
            end.close();
        }
        assertEquals(0, ProcessLogs.open(), "every log went with its ends");
    }

    private StreamOut writer(int stream) {
        StreamOut out = ProcessLogs.writer(Transport.domainHost(stream));
        ends.add(out::close);
        return out;
    }

    private StreamIn reader(int stream) {
        StreamIn in = ProcessLogs.reader(Transport.domainHost(stream));
        ends.add(in::close);
        return in;
    }

    /** The length of message {@code i}: mostly small, now and then a whole frame, every 97th longer than a frame. */
    private static int length(int i) {
        if (i % 97 == 0) {
            return ProcessLog.MAX_PAYLOAD + 1 + i % 60_000;
        }
        return i % 13 == 0 ? ProcessLog.MAX_PAYLOAD : 5 + i * 31 % 700;
    }

    @Test
    void everyMessageIsReadOnceWholeAndInOrderByAnotherThread() throws Exception {
        int count = 30_000;
        StreamIn in = reader(1);
        StreamOut out = writer(1);
        AtomicReference<Throwable> failed = new AtomicReference<>();
        int[] next = {0};
        ControlledFragmentHandler check = (buffer, offset, length, header) -> {
            int i = next[0];
            if (length != length(i) || buffer.getInt(offset) != i || buffer.getByte(offset + length - 1) != (byte) i
                    || header.reservedValue() != i * 7L || header.sessionId() != out.sessionId()) {
                failed.compareAndSet(null, new AssertionError("message " + i + " read as " + length + " bytes of "
                        + buffer.getInt(offset) + ", reserved " + header.reservedValue()));
            }
            next[0]++;
            return Action.CONTINUE;
        };
        Thread reading = new Thread(() -> {
            ControlledFragmentAssembler assembler = new ControlledFragmentAssembler(check);
            while (next[0] < count && failed.get() == null) {
                if (in.controlledPoll(assembler, 10) == 0) {
                    Thread.onSpinWait();
                }
            }
        });
        reading.start();
        UnsafeBuffer message = new UnsafeBuffer(new byte[ProcessLog.MAX_MESSAGE]);
        BufferClaim claim = new BufferClaim();
        long refused = 0;
        for (int i = 0; i < count && failed.get() == null;) {
            int length = length(i);
            long reserved = i * 7L;
            long result;
            if (i % 2 == 0 && length <= out.maxPayloadLength()) {
                result = out.tryClaim(length, claim);
                if (result > 0) {
                    claim.buffer().putInt(claim.offset(), i);
                    claim.buffer().putByte(claim.offset() + length - 1, (byte) i);
                    claim.reservedValue(reserved).commit();
                }
            } else {
                message.putInt(0, i);
                message.putByte(length - 1, (byte) i);
                result = out.offer(message, 0, length, (term, at, frameLength) -> reserved);
            }
            if (result > 0) {
                i++;
            } else {
                assertEquals(Publication.BACK_PRESSURED, result);
                refused++;
                Thread.onSpinWait();
            }
        }
        reading.join();
        if (failed.get() != null) {
            throw new AssertionError(failed.get());
        }
        assertEquals(count, next[0]);
        assertTrue(refused > 0, "the reader fell behind now and then: the ring was full and refused");
        assertTrue(out.position() > 20L * ProcessLog.CAPACITY, "the writer went round the ring many times");
    }

    @Test
    void aFullLogRefusesTakesAgainOnceReadAndAnAbortedMessageIsReadAgain() {
        StreamIn in = reader(2);
        StreamOut out = writer(2);
        UnsafeBuffer message = new UnsafeBuffer(new byte[ProcessLog.MAX_MESSAGE]);
        int written = 0;
        while (out.offer(message, 0, 992, null) > 0) {
            written++;
        }
        assertEquals(ProcessLog.CAPACITY / 1_024, written, "frames of 1,024 bytes (992 and a header) fill the ring");
        assertEquals(0, out.roomFor(1_024));
        for (int i = 0; i < ProcessLog.LARGE_IN_FLIGHT; i++) {
            assertEquals(Publication.BACK_PRESSURED, out.offer(message, 0, 70_000, null), "no room for its frame");
        }

        assertEquals(0, in.controlledPoll((b, o, l, h) -> Action.ABORT, 10), "left where it was");
        assertEquals(3, in.controlledPoll((b, o, l, h) -> Action.CONTINUE, 3));
        assertEquals(3, out.roomFor(1_024));
        for (int i = 0; i < ProcessLog.LARGE_IN_FLIGHT; i++) {
            assertTrue(out.offer(message, 0, 70_000, null) > 0, "out of line " + i);
        }
        assertEquals(Publication.BACK_PRESSURED, out.offer(message, 0, 70_000, null),
                ProcessLog.LARGE_IN_FLIGHT + " out of line wait at most");
        int[] lengths = new int[2];
        assertEquals(written - 3 + ProcessLog.LARGE_IN_FLIGHT, in.controlledPoll((b, o, l, h) -> {
            lengths[l == 70_000 ? 1 : 0]++;
            return Action.CONTINUE;
        }, 1_000));
        assertEquals(written - 3, lengths[0]);
        assertEquals(ProcessLog.LARGE_IN_FLIGHT, lengths[1]);
        assertThrows(IllegalArgumentException.class, () -> out.offer(message, 0, ProcessLog.MAX_MESSAGE + 1, null));
    }

    @Test
    void theEndsComeAndGoAndWhatWasNotReadWaitsForTheNextReader() throws Exception {
        StreamOut out = writer(3);
        UnsafeBuffer message = new UnsafeBuffer(new byte[64]);
        assertFalse(out.isConnected());
        assertEquals(Publication.NOT_CONNECTED, out.offer(message, 0, 64, null), "nobody reads it yet");

        StreamIn first = ProcessLogs.reader(Transport.domainHost(3));
        assertTrue(out.isConnected());
        assertThrows(IllegalStateException.class, () -> ProcessLogs.reader(Transport.domainHost(3)));
        assertThrows(IllegalStateException.class, () -> ProcessLogs.writer(Transport.domainHost(3)));
        message.putInt(0, 1);
        assertTrue(out.offer(message, 0, 64, null) > 0);
        first.close();
        assertFalse(out.isConnected());
        assertEquals(1, ProcessLogs.open(), "the writer keeps the log");

        StreamIn second = reader(3);
        message.putInt(0, 2);
        assertTrue(out.offer(message, 0, 64, null) > 0);
        int sessionBefore = out.sessionId();
        out.close();
        assertEquals(Publication.CLOSED, out.offer(message, 0, 64, null));
        StreamOut again = writer(3);
        assertNotEquals(sessionBefore, again.sessionId(), "a new writer, a new session");
        message.putInt(0, 3);
        assertTrue(again.offer(message, 0, 64, null) > 0);

        List<String> read = new ArrayList<>();
        second.controlledPoll((buffer, offset, length, header) -> {
            read.add(buffer.getInt(offset) + (header.sessionId() == sessionBefore ? " before" : " again"));
            return Action.CONTINUE;
        }, 10);
        assertEquals(List.of("1 before", "2 before", "3 again"), read);
    }
}
