package org.orrery.agent.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.agrona.ExpandableArrayBuffer;
import org.junit.jupiter.api.Test;
import org.orrery.operator.api.Attributes;
import org.orrery.operator.api.Event;

/** The wire form of events with the strings an end of a stream keeps: exact round trips, the same strings back. */
class EventCodecTest {

    /** An event with attributes of every kind and a body. */
    static Event event(long sequence, String symbol) {
        return Event.builder("quote")
                .sequence(sequence)
                .timestampNs(42)
                .source("ticker")
                .attributes(Attributes.builder()
                        .put("symbol", symbol)
                        .put("price", 1.5 + sequence)
                        .put("n", sequence)
                        .put("open", true)
                        .build())
                .body("body".getBytes(StandardCharsets.UTF_8), "text/plain")
                .build();
    }

    @Test
    void anEventCrossesWholeAndItsUsualStringsComeBackAsTheSameObjects() {
        Utf8Strings sender = new Utf8Strings();
        Utf8Strings receiver = new Utf8Strings();
        ExpandableArrayBuffer buffer = new ExpandableArrayBuffer();
        Event[] decoded = new Event[2];
        for (int i = 0; i < 2; i++) {
            Event original = event(i, "ACME");
            int length = EventCodec.encode(original, buffer, 16, sender);
            assertEquals(EventCodec.length(original, sender), length, "the length computed before encoding is exact");
            decoded[i] = EventCodec.decode(buffer, 16, length, receiver);
            assertEquals(original.toString(), decoded[i].toString());
            assertEquals(original.attributes(), decoded[i].attributes());
            assertEquals("text/plain", decoded[i].contentType());
        }
        assertSame(decoded[0].type(), decoded[1].type());
        assertSame(decoded[0].source(), decoded[1].source());
        assertSame(decoded[0].attributes().name(0), decoded[1].attributes().name(0));
        assertSame(decoded[0].attributes().getString("symbol"), decoded[1].attributes().getString("symbol"));
    }

    @Test
    void keptStringsOfOneLengthThatDifferInAnyByteAreToldApart() {
        Utf8Strings receiver = new Utf8Strings();
        ExpandableArrayBuffer buffer = new ExpandableArrayBuffer();
        // 17 bytes each: two whole longs and one byte, differing in the first long, the second, and the last byte
        List<String> texts = List.of("sensorA-in-hall-1", "sensorA-in-hall-2", "sensorB-in-hall-1", "sensorA-in-hell-1",
                "sensorA-in-hall-1");
        for (int round = 0; round < 2; round++) {
            for (String text : texts) {
                byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
                buffer.putBytes(3, bytes);
                assertEquals(text, receiver.decode(buffer, 3, bytes.length));
            }
        }
    }

    @Test
    void theLengthOfAStringIsThatOfItsUtf8Bytes() {
        for (String text : new String[]{"", "ACME", "caf\u00e9", "\u4e2d\u6587", "\ud83d\ude00 smile",
                "lone \ud83d high", "lone \ude00 low", "end \ud83d"}) {
            assertEquals(text.getBytes(StandardCharsets.UTF_8).length, EventCodec.utf8Length(text), text);
        }
    }

    @Test
    void aMessageNamingAnAttributeTwiceIsRefused() {
        ExpandableArrayBuffer buffer = new ExpandableArrayBuffer();
        Event original = Event.builder("t").attributes(Attributes.builder().put("a", 1L).put("b", 2L).build()).build();
        int length = EventCodec.encode(original, buffer, 0);
        byte[] wire = new byte[length];
        buffer.getBytes(0, wire);
        String text = new String(wire, StandardCharsets.ISO_8859_1).replace("\u0001\u0000\u0000\u0000b",
                "\u0001\u0000\u0000\u0000a");
        buffer.putBytes(0, text.getBytes(StandardCharsets.ISO_8859_1));
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> EventCodec.decode(buffer, 0, length, new Utf8Strings()));
        assertTrue(refused.getMessage().contains("'a' appears twice"), refused.getMessage());
    }
}
