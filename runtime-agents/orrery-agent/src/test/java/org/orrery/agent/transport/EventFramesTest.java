package org.orrery.agent.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.agrona.ExpandableArrayBuffer;
import org.junit.jupiter.api.Test;
import org.orrery.operator.api.Attributes;
import org.orrery.operator.api.Event;

/**
 * Version 3 of the binary wire form: names announced once and then sent as numbers; exact round trips, the same name
 * objects back, and refusals (never anything else) for what is malformed or was not announced.
 */
class EventFramesTest {

    private final NameTable sender = new NameTable();
    private final NameIndex receiver = new NameIndex();
    private final Utf8Strings strings = new Utf8Strings();
    private final ExpandableArrayBuffer buffer = new ExpandableArrayBuffer();

    /** What the stream sends for {@code event}: the names waiting first, then the event; the event's length. */
    private int send(Event event, int session) {
        int length = EventFrames.length(event, sender);
        if (sender.hasUnannounced()) {
            int announcement = sender.announcementLength(1 << 20);
            sender.writeAnnouncement(buffer, 0);
            assertTrue(EventFrames.isCurrent(buffer, 0, announcement) && EventFrames.isNames(buffer, 0));
            receiver.read(buffer, 0, announcement, session);
            sender.announced();
        }
        assertEquals(length, EventFrames.encode(event, buffer, 0, sender), "the length computed first is exact");
        assertFalse(EventFrames.isNames(buffer, 0));
        return length;
    }

    @Test
    void anEventCrossesWholeWithItsNamesAnnouncedOnceAndTheSameNameObjectsBack() {
        Event[] decoded = new Event[3];
        for (int i = 0; i < 3; i++) {
            Event original = EventCodecTest.event(i, "ACME");
            int length = send(original, 7);
            assertFalse(sender.hasUnannounced(), "nothing new to announce");
            decoded[i] = EventFrames.decode(buffer, 0, length, receiver.of(7), strings);
            assertEquals(original.toString(), decoded[i].toString());
            assertEquals(original.attributes(), decoded[i].attributes());
            assertEquals("text/plain", decoded[i].contentType());
            assertEquals(42, decoded[i].timestampNs());
        }
        assertSame(decoded[0].type(), decoded[2].type());
        assertSame(decoded[0].source(), decoded[2].source());
        assertSame(decoded[0].attributes().name(0), decoded[2].attributes().name(0));

        sender.announceAgain();
        int length = send(EventCodecTest.event(3, "ACME"), 7);
        assertSame(decoded[0].type(), EventFrames.decode(buffer, 0, length, receiver.of(7), strings).type(),
                "a name announced again keeps its object");
    }

    @Test
    void aSixtyFourByteEventWithOneNumberTakesFewerBytesThanVersionTwo() {
        Event event = Event.builder("event")
                .source("source")
                .attributes(Attributes.builder().put("n", 1L).build())
                .body(new byte[64], "application/octet-stream")
                .build();
        assertEquals(107, EventFrames.length(event, sender));
        assertEquals(153, EventCodec.length(event, new Utf8Strings()));
    }

    @Test
    void anEventWhoseNamesWereNotAnnouncedIsRefusedAndAnotherSessionHasItsOwn() {
        int length = send(EventCodecTest.event(1, "ACME"), 7);
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> EventFrames.decode(buffer, 0, length, receiver.of(8), strings));
        assertTrue(refused.getMessage().contains("was not announced"), refused.getMessage());
        assertEquals("quote", EventFrames.decode(buffer, 0, length, receiver.of(7), strings).type());
    }

    @Test
    void everyTruncationAndAnUnknownKindOrVersionIsRefused() {
        int length = send(EventCodecTest.event(1, "ACME"), 7);
        for (int cut = 0; cut < length; cut++) {
            int shorter = cut;
            assertThrows(IllegalArgumentException.class,
                    () -> EventFrames.decode(buffer, 0, shorter, receiver.of(7), strings), "cut at " + cut);
        }
        sender.announceAgain();
        int announcement = sender.announcementLength(1 << 20);
        sender.writeAnnouncement(buffer, 0);
        for (int cut = 0; cut < announcement; cut++) {
            int shorter = cut;
            assertThrows(IllegalArgumentException.class, () -> receiver.read(buffer, 0, shorter, 9), "cut at " + cut);
        }
        assertThrows(IllegalArgumentException.class, () -> receiver.of(9).name(0),
                "a names message refused gives no name");

        length = send(EventCodecTest.event(2, "ACME"), 7);
        buffer.putByte(1, (byte) 7);
        int wrongKind = length;
        assertThrows(IllegalArgumentException.class,
                () -> EventFrames.decode(buffer, 0, wrongKind, receiver.of(7), strings));
        buffer.putInt(0, 2); // version 2's first bytes
        assertFalse(EventFrames.isCurrent(buffer, 0, length), "version 2 is told apart by its first byte");
    }

    @Test
    void aFullTableStartsAfreshAndAnnouncesEverythingAgain() {
        for (int i = 0; i < NameTable.CAPACITY - 2; i++) {
            sender.number("name" + i);
        }
        sender.announcementLength(Integer.MAX_VALUE);
        sender.announced();
        int length = send(EventCodecTest.event(1, "ACME"), 7);
        Event decoded = EventFrames.decode(buffer, 0, length, receiver.of(7), strings);
        assertEquals("quote", decoded.type());
        assertEquals("ticker", decoded.source());
        assertEquals(1L, decoded.attributes().get("n"));
    }

    @Test
    void aNameLongerThanAStreamTakesIsRefusedBeforeAnythingIsSent() {
        Event event = Event.builder("x".repeat(NameTable.MAX_NAME_BYTES + 1)).build();
        assertThrows(IllegalArgumentException.class, () -> EventFrames.length(event, sender));
    }
}
