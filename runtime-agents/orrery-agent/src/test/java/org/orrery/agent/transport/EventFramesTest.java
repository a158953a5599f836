package org.orrery.agent.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.agrona.ExpandableArrayBuffer;
import org.agrona.concurrent.UnsafeBuffer;
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

    /** A names message of {@code count} names numbered from {@code first}, each {@code bytes} long; its length. */
    private int names(int first, int count, int bytes) {
        buffer.putByte(0, EventFrames.VERSION);
        buffer.putByte(1, EventFrames.NAMES);
        buffer.putShort(2, (short) count);
        int position = EventFrameDescriptor.NAMES_HEADER_LENGTH;
        for (int i = 0; i < count; i++) {
            buffer.putShort(position, (short) (first + i));
            buffer.putInt(position + 2, bytes);
            for (int b = 0; b < bytes; b++) {
                buffer.putByte(position + 6 + b, (byte) ('a' + (first + i + b) % 26));
            }
            position += 6 + bytes;
        }
        return position;
    }

    /**
     * A peer's names messages are refused before anything is allocated for them when they claim more names than their
     * bytes hold, and once a session's names would pass the bytes a sender announces; a message that starts at number 0
     * starts the session's table afresh, so a receiver keeps what its sender keeps, no more.
     */
    @Test
    void namesMessagesAreBoundedByTheirBytesAndBySessionAndStartAfreshAtZero() {
        buffer.putByte(0, EventFrames.VERSION);
        buffer.putByte(1, EventFrames.NAMES);
        buffer.putShort(2, (short) 65_535);
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> receiver.read(buffer, 0, EventFrameDescriptor.NAMES_HEADER_LENGTH + 6, 3)).getMessage()
                .contains("claims 65535 names"));

        int perMessage = 8;
        int each = NameTable.MAX_NAME_BYTES;
        int number = 1;
        String refused = null;
        for (int message = 0; message < 20 && refused == null; message++) {
            int length = names(number, perMessage, each);
            try {
                receiver.read(buffer, 0, length, 3);
                number += perMessage;
            } catch (IllegalArgumentException e) {
                refused = e.getMessage();
            }
        }
        assertTrue(refused != null && refused.contains("more than the " + NameTable.MAX_TABLE_BYTES), refused);
        assertEquals(NameTable.MAX_TABLE_BYTES / each, number - 1, "names taken up to the budget, no more");

        receiver.read(buffer, 0, names(0, 2, 10), 3); // a sender announcing afresh
        assertThrows(IllegalArgumentException.class, () -> receiver.of(3).name(5), "what came before is forgotten");
        assertEquals(10, receiver.of(3).name(1).length());
        receiver.read(buffer, 0, names(2, perMessage, each), 3); // and there is room again
    }

    /**
     * A sender's table of long names starts afresh once they take half its bytes, and refuses an event whose own names
     * would take it past them: a high-cardinality attribute costs announcements, never an unbounded table.
     */
    @Test
    void aSendersTableOfLongNamesStartsAfreshAndNeverPassesItsBytes() {
        int generation = sender.generation();
        for (int i = 0; i < 200; i++) {
            Attributes attributes = Attributes.builder().put("k" + i + "-" + "x".repeat(8_000), 1L).build();
            EventFrames.length(Event.builder("t").source("s").attributes(attributes).build(), sender);
            assertTrue(sender.bytes() <= NameTable.MAX_TABLE_BYTES, sender.bytes() + " bytes");
        }
        assertTrue(sender.generation() > generation, "it started afresh");
        Attributes.Builder huge = Attributes.builder();
        for (int i = 0; i < 80; i++) {
            huge.put(i + "-" + "y".repeat(16_000), 1L);
        }
        Event tooMany = Event.builder("t").source("s").attributes(huge.build()).build();
        assertThrows(IllegalArgumentException.class, () -> EventFrames.length(tooMany, sender));
    }

    @Test
    void aNameLongerThanAStreamTakesIsRefusedBeforeAnythingIsSent() {
        Event event = Event.builder("x".repeat(NameTable.MAX_NAME_BYTES + 1)).build();
        assertThrows(IllegalArgumentException.class, () -> EventFrames.length(event, sender));
    }

    @Test
    void aClaimedEventShownAsAViewAndCopiedToAStreamIsTheEventItsClaimSaid() {
        Event expected = EventCodecTest.event(9, "ACME");
        FrameView[] committed = new FrameView[1];
        ClaimedFrame claim = new ClaimedFrame(view -> committed[0] = view);
        byte[] body = "xxbodyxx".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        claim.begin("quote")
                .attribute("symbol", "ACME")
                .body(body, 2, 4, "text/plain")
                .timestampNs(42)
                .attribute("price", 10.5)
                .attribute("n", 9L)
                .attribute("open", true)
                .sequence(9)
                .source("ticker")
                .commit();
        FrameView view = committed[0];
        assertEquals(expected.toString(), view.toEvent().toString());
        assertEquals(expected.attributes(), view.attributes());
        assertEquals(9L, view.attribute("n"));
        assertEquals("ACME", view.attribute("symbol"));
        assertEquals(null, view.attribute("absent"));
        assertEquals('o', view.bodyByte(1));
        assertThrows(IndexOutOfBoundsException.class, () -> view.bodyByte(4), "the body ends where it ends");
        assertThrows(IllegalStateException.class, claim::commit, "a claim is committed once");

        // a stream copies the frame with its own numbers: the receiver reads the very event
        NameMap map = new NameMap(sender);
        int length = EventFrames.length(view, map);
        int announcement = sender.announcementLength(1 << 20);
        sender.writeAnnouncement(buffer, 0);
        receiver.read(buffer, 0, announcement, 3);
        sender.announced();
        EventFrames.copy(view, buffer, 0, map);
        Event received = EventFrames.decode(buffer, 0, length, receiver.of(3), strings);
        assertEquals(expected.toString(), received.toString());
        assertEquals(expected.attributes(), received.attributes());
        assertEquals("text/plain", received.contentType());
        assertEquals(42, received.timestampNs());
        FrameView relayed = new FrameView().show(buffer, 0, length, receiver.of(3));
        assertEquals(4, relayed.bodyLength());
        assertEquals(expected.body()[3], relayed.bodyByte(3));
    }

    /**
     * A body written in place: reserved after the attributes, zeroed, written by index (longs little-endian, as views
     * read them), read by the receiver as written; an attribute after it and a write outside it are refused, and the
     * next claim's body from an array is copied as before.
     */
    @Test
    void aBodyWrittenInPlaceIsTheBodyTheReceiverReads() {
        FrameView[] committed = new FrameView[1];
        ClaimedFrame claim = new ClaimedFrame(view -> committed[0] = view);
        claim.begin("sample").attribute("n", 1L).body(300, "application/x-samples"); // past the buffer's first 256
        claim.putBodyLong(0, 0x0102030405060708L).putBodyByte(299, (byte) 7).putBodyBytes(8, new byte[]{9, 8, 7}, 1, 2);
        assertThrows(IllegalStateException.class, () -> claim.attribute("late", 1L), "attributes come first");
        assertThrows(IndexOutOfBoundsException.class, () -> claim.putBodyLong(296, 1L), "the body ends at 300");
        claim.commit();
        FrameView view = committed[0];
        assertEquals(300, view.bodyLength());
        assertEquals(0x0102030405060708L, view.bodyLong(0));
        assertEquals(8, view.bodyByte(8));
        assertEquals(7, view.bodyByte(9));
        assertEquals(0, view.bodyByte(10), "what the operator did not write is zero");
        assertEquals(7, view.bodyByte(299));

        int length = relay(view, new NameMap(sender));
        Event received = EventFrames.decode(buffer, 0, length, receiver.of(5), strings);
        assertEquals("application/x-samples", received.contentType());
        assertEquals(1L, received.attributes().get("n"));
        assertEquals(0x08, received.body()[0], "little-endian");
        assertEquals(7, received.body()[299]);
        assertThrows(IllegalStateException.class, () -> claim.putBodyByte(0, (byte) 1), "the claim is spent");

        claim.begin("sample").body(new byte[]{5, 6}, 0, 2, "application/octet-stream").attribute("n", 2L).commit();
        assertEquals(2, committed[0].bodyLength());
        assertEquals(6, committed[0].bodyByte(1));
        assertThrows(IllegalStateException.class, () -> claim.begin("sample").putBodyByte(0, (byte) 1),
                "no body reserved");
    }

    /**
     * A claim written in a space a stream lent it: in place there, the stream finds its frame where it would have
     * copied it; moved out when the stream needs the space (before or after the commit) or when it outgrows it, it goes
     * on in its own buffer with nothing lost; the space is given back once the event is taken.
     */
    @Test
    void aClaimWrittenInALentSpaceStaysThereOrMovesOutWhole() {
        FrameView[] committed = new FrameView[1];
        ClaimedFrame claim = new ClaimedFrame(view -> committed[0] = view);
        UnsafeBuffer space = new UnsafeBuffer(new byte[1_024]);
        List<ClaimedFrame> returned = new ArrayList<>();
        ClaimLender lender = returned::add;

        claim.begin("tick").writeIn(space, 100, 300, lender);
        claim.attribute("n", 1L).attribute("symbol", "ACME").source("clock").body(new byte[]{7, 8}, 0, 2, "b").commit();
        assertSame(space, committed[0].buffer(), "written in place");
        assertEquals(100, committed[0].offset());
        assertEquals("ACME", committed[0].attribute("symbol"));
        assertEquals(8, committed[0].bodyByte(1));
        assertEquals(List.of(claim), returned, "the space given back once the event was taken");
        assertFalse(claim.inLentSpace());

        claim.begin("tick").writeIn(space, 100, 300, lender);
        claim.attribute("n", 3L).attribute("ok", true);
        claim.moveOut(); // the stream needs the space, and writes there
        space.setMemory(100, 200, (byte) 0x55);
        claim.attribute("symbol", "ACME").commit();
        assertTrue(own(committed[0]), "moved to its own buffer");
        assertEquals(3L, committed[0].attribute("n"));
        assertEquals(true, committed[0].attribute("ok"));
        assertEquals("ACME", committed[0].attribute("symbol"));

        claim.begin("tick").writeIn(space, 100, 140, lender); // 40 bytes: the header and little more
        claim.attribute("n", 4L).attribute("symbol", "a longer name than the space holds").commit();
        assertTrue(own(committed[0]), "it outgrew the space");
        assertEquals("a longer name than the space holds", committed[0].attribute("symbol"));
        assertEquals(4L, committed[0].attribute("n"));

        // moved out after its commit, while its event is taken (the stream sent its batch first): the view follows it
        FrameView[] seen = new FrameView[1];
        ClaimedFrame[] self = new ClaimedFrame[1];
        self[0] = new ClaimedFrame(view -> {
            self[0].moveOut();
            space.setMemory(100, 200, (byte) 0x55);
            seen[0] = view;
        });
        self[0].begin("tick").writeIn(space, 100, 300, lender);
        self[0].attribute("n", 5L).body(4, "b").putBodyByte(3, (byte) 9).commit();
        assertTrue(own(seen[0]));
        assertEquals(5L, seen[0].attribute("n"));
        assertEquals(9, seen[0].bodyByte(3));
        assertEquals("tick", seen[0].toEvent().type());
    }

    private static boolean own(FrameView view) {
        return view.offset() == 0;
    }

    @Test
    void aStreamFedByOneOperatorsClaimsCopiesThemAsTheyAreUntilItsNumbersDiffer() {
        FrameView[] committed = new FrameView[1];
        ClaimedFrame claim = new ClaimedFrame(view -> committed[0] = view);
        NameMap map = new NameMap(sender);
        for (long n = 0; n < 3; n++) {
            claim.begin("tick").attribute("n", n).source("clock").commit();
            int length = relay(committed[0], map);
            assertTrue(map.keeps(committed[0]), "the stream gave each name the claim's number");
            assertEquals(n, EventFrames.decode(buffer, 0, length, receiver.of(5), strings).attributes().get("n"));
        }
        // a name the claim has not used yet, numbered by the stream first: the next claim's numbers are mapped
        EventFrames.length(Event.builder("other").source("elsewhere").build(), sender);
        claim.begin("tick").attribute("m", 7L).attribute("n", 3L).source("clock").commit();
        int length = relay(committed[0], map);
        assertFalse(map.keeps(committed[0]), "'m' has another number in the stream");
        Event received = EventFrames.decode(buffer, 0, length, receiver.of(5), strings);
        assertEquals("tick", received.type());
        assertEquals("clock", received.source());
        assertEquals(7L, received.attributes().get("m"));
        assertEquals(3L, received.attributes().get("n"));
    }

    /** What a stream sends for a claimed frame: its names first when it has new ones, then the frame; its length. */
    private int relay(FrameView view, NameMap map) {
        int length = EventFrames.length(view, map);
        if (sender.hasUnannounced()) {
            int announcement = sender.announcementLength(1 << 20);
            sender.writeAnnouncement(buffer, 0);
            receiver.read(buffer, 0, announcement, 5);
            sender.announced();
        }
        EventFrames.copy(view, buffer, 0, map);
        return length;
    }

    @Test
    void aClaimRefusesAnAttributeTwiceAndAViewRefusesAMalformedFrame() {
        ClaimedFrame claim = new ClaimedFrame(view -> {
        });
        IllegalArgumentException twice = assertThrows(IllegalArgumentException.class,
                () -> claim.begin("t").attribute("n", 1L).attribute("n", 2L));
        assertTrue(twice.getMessage().contains("appears twice"), twice.getMessage());

        int length = send(EventCodecTest.event(1, "ACME"), 7);
        FrameView view = new FrameView();
        assertThrows(IllegalArgumentException.class, () -> view.show(buffer, 0, length - 1, receiver.of(7)),
                "a frame cut short");
        assertThrows(IllegalArgumentException.class, () -> view.show(buffer, 0, length, receiver.of(8)),
                "numbers never announced");
        assertEquals("ACME", view.show(buffer, 0, length, receiver.of(7)).attribute("symbol"));
    }
}
