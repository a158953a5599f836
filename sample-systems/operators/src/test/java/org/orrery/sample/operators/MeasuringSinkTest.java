package org.orrery.sample.operators;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.orrery.operator.api.Event;

/** The sink reads every byte of a body when asked to, eight at a time and the rest one by one, and none otherwise. */
class MeasuringSinkTest {

    private static Event event(byte[] body) {
        return Event.builder("e").body(body, "application/octet-stream").build();
    }

    @Test
    void everyByteOfTheBodyIsReadWhenAskedTo() {
        byte[] body = new byte[19]; // two whole longs and three bytes
        for (int i = 0; i < body.length; i++) {
            body[i] = 1;
        }
        body[18] = 5;
        body[0] = 3;
        long expected = MeasuringSink.sum(body);
        byte[] changed = body.clone();
        changed[17] = 2;
        assertEquals(expected + 1, MeasuringSink.sum(changed), "a change in the tail counts");
        changed[7] = 2;
        assertEquals(expected + 1 + (1L << 56), MeasuringSink.sum(changed), "and one in a whole long");

        MeasuringSink reading = new MeasuringSink(0, null, null, true, true);
        MeasuringSink counting = new MeasuringSink(0, null, null, false, true);
        for (int i = 0; i < 3; i++) {
            reading.onEvent(event(body), null);
            counting.onEvent(event(body), null);
        }
        assertEquals(3 * expected, reading.checksum());
        assertEquals(0, counting.checksum());
        assertEquals(3, counting.received());
    }
}
