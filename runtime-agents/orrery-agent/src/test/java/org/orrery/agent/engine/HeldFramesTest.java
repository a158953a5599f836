package org.orrery.agent.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

/** Frames waiting for their names: in order, and given up past their bounds of count, bytes and time. */
class HeldFramesTest {

    private final UnsafeBuffer frame = new UnsafeBuffer(new byte[100]);

    @Test
    void framesAreHeldInOrderAndGivenUpPastTheirBounds() {
        HeldFrames held = new HeldFrames();
        frame.putByte(0, (byte) 1);
        assertTrue(held.hold(frame, 0, 100, 7, 11, 0));
        frame.putByte(0, (byte) 2);
        assertTrue(held.hold(frame, 0, 100, 7, 12, 5));
        assertEquals(1, held.oldest().message().getByte(0), "the oldest first");
        assertFalse(held.overdue(HeldFrames.MAX_WAIT_NS), "not past its time");
        assertTrue(held.overdue(HeldFrames.MAX_WAIT_NS + 1), "past its time");
        held.dropOldest();
        assertEquals(12, held.oldest().reservedValue());
        held.dropOldest();
        assertTrue(held.isEmpty());

        for (int i = 0; i <= HeldFrames.MAX_FRAMES; i++) {
            held.hold(frame, 0, 100, 7, i, 0);
        }
        assertTrue(held.overdue(0), "more frames than it holds");
        held.dropOldest();
        assertFalse(held.overdue(0));

        HeldFrames bytes = new HeldFrames();
        UnsafeBuffer large = new UnsafeBuffer(new byte[HeldFrames.MAX_BYTES / 2 + 1]);
        bytes.hold(large, 0, large.capacity(), 7, 0, 0);
        bytes.hold(large, 0, large.capacity(), 7, 0, 0);
        assertTrue(bytes.overdue(0), "more bytes than it holds");
        assertFalse(
                bytes.hold(new UnsafeBuffer(new byte[HeldFrames.MAX_BYTES + 1]), 0, HeldFrames.MAX_BYTES + 1, 7, 0, 0),
                "a frame larger than all it holds is not held");
    }
}
