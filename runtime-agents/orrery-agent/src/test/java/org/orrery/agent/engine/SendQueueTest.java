package org.orrery.agent.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;
import org.orrery.operator.api.Attributes;
import org.orrery.operator.api.Event;

/** A stream's queue counts the bytes its events and frames hold, so that a queue of large events can be bounded. */
class SendQueueTest {

    @Test
    void theBytesOfQueuedEventsAndFramesAreCountedUntilTheyLeave() {
        SendQueue queue = new SendQueue();
        Event large = Event.builder("e")
                .attributes(Attributes.builder().put("s", "x".repeat(60_000)).put("n", 1L).build())
                .body(new byte[1_000], "application/octet-stream")
                .build();
        long weight = SendQueue.weight(large);
        assertTrue(weight > 61_000, "its attribute and body count: " + weight);
        for (int i = 0; i < 100; i++) { // past the ring's first size: the weights move with the entries when it grows
            queue.add(large, 1, 0, 0, 0);
        }
        queue.addFrame(new UnsafeBuffer(new byte[5_000]), 5_000, 1, 0, 0, 0);
        assertEquals(100 * weight + 5_000, queue.bytes());
        for (int i = 0; i < 100; i++) {
            queue.removeFirst();
        }
        assertEquals(5_000, queue.bytes(), "the frame is left");
        queue.removeFirst();
        assertEquals(0, queue.bytes());
    }
}
