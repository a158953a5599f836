package org.orrery.agent.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.agent.engine.TwoDomains.assertSent;
import static org.orrery.agent.engine.TwoDomains.display;
import static org.orrery.agent.engine.TwoDomains.offer;
import static org.orrery.agent.engine.TwoDomains.received;
import static org.orrery.agent.engine.TwoDomains.side;
import static org.orrery.agent.engine.TwoDomains.source;

import java.util.List;

import org.agrona.ExpandableArrayBuffer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.orrery.agent.transport.EventFrames;
import org.orrery.agent.transport.NameTable;
import org.orrery.agent.transport.StreamFrame;
import org.orrery.agent.transport.Transport;
import org.orrery.control.api.Delivery;
import org.orrery.control.api.DomainApi.ConnectionStats;
import org.orrery.operator.api.Attributes;
import org.orrery.operator.api.Event;

import io.aeron.Aeron;
import io.aeron.Publication;

/**
 * Batches on the wire: the events a stream gathers within an operator call or duty cycle travel as one transport
 * message ({@link StreamFrame}), read as the messages one after another would be; and a sender whose receiver is a
 * window behind gives its core back at once.
 */
@Timeout(90)
class BatchesTest extends TwoDomainsTest {

    @Test
    void aBurstCrossesInFewerMessagesThanEventsEveryEventInOrder() throws Exception {
        RouteSpec crossing = new RouteSpec("sensor", "display", "", Delivery.RELIABLE, Transport.ipc(7001));
        planet2.deploy(List.of(display(0)), List.of(crossing));
        planet1.deploy(List.of(source(20_000)), List.of(crossing));

        await("20,000 events delivered", () -> received(planet2) == 20_000 && planet1.isQuiescent());
        assertSent(planet1, 20_000, 0);
        ConnectionStats receiver = side(planet2, "receiver");
        assertEquals(0, receiver.counts().outOfOrder(), receiver::toString);
        assertEquals(0, receiver.counts().dropped(), receiver::toString);
        assertEquals(List.of(20_000L), planet1.eventsSentByStream());
        long messages = planet1.messagesSentByStream().get(0);
        assertTrue(messages > 0 && messages < 20_000,
                "the source's events went in batches: " + messages + " messages for 20,000 events");
    }

    @Test
    void aSenderWhoseReceiverIsAWindowBehindYieldsAtOnceAndLosesNothing() throws Exception {
        RouteSpec crossing = new RouteSpec("sensor", "display", "", Delivery.RELIABLE, Transport.ipc(7002));
        planet2.deploy(List.of(display(20)), List.of(crossing));
        planet1.deploy(List.of(source(20_000)), List.of(crossing));

        await("20,000 events delivered", () -> received(planet2) == 20_000 && planet1.isQuiescent());
        assertSent(planet1, 20_000, 0);
        assertTrue(planet1.idleStrategy().blockedYields() > 0,
                "the sender's event thread yielded while its publication refused it");
        assertEquals(0, planet2.idleStrategy().blockedYields(), "the receiver was never refused");
    }

    /** A batch made by hand: the names, then two events that use them, each taken in order. */
    @Test
    void aBatchIsTakenAsItsMessagesInOrderTheNamesFirst() throws Exception {
        try (Aeron aeron = Aeron.connect(new Aeron.Context().aeronDirectoryName(mediaDriver()));
                Publication peer = peerOfDisplay(aeron, 7003)) {
            NameTable names = new NameTable();
            ExpandableArrayBuffer batch = new ExpandableArrayBuffer();
            int at = StreamFrame.BATCH_HEADER_LENGTH;
            ExpandableArrayBuffer first = eventMessage(1, names);
            ExpandableArrayBuffer second = eventMessage(2, names);
            at = append(batch, at, announcement(names));
            at = append(batch, at, first);
            at = append(batch, at, second);
            StreamFrame.batchHeader(batch, 0, 3);
            offer(peer, batch, at);

            await("both events delivered", () -> received(planet2) == 2);
            ConnectionStats receiver = side(planet2, "receiver");
            assertEquals(0, receiver.counts().outOfOrder(), receiver::toString);
            assertEquals(0, receiver.counts().dropped(), receiver::toString);
        }
    }

    /**
     * A batch whose second message claims more bytes than the batch has: the first is taken, the rest counted once as a
     * message that could not be read, and the stream goes on.
     */
    @Test
    void aBatchThatOverrunsItselfIsTakenUpToThereAndCountedOnce() throws Exception {
        try (Aeron aeron = Aeron.connect(new Aeron.Context().aeronDirectoryName(mediaDriver()));
                Publication peer = peerOfDisplay(aeron, 7004)) {
            NameTable names = new NameTable();
            ExpandableArrayBuffer first = eventMessage(1, names);
            ExpandableArrayBuffer announced = announcement(names);
            offerAlone(peer, announced);

            ExpandableArrayBuffer batch = new ExpandableArrayBuffer();
            int at = append(batch, StreamFrame.BATCH_HEADER_LENGTH, first);
            batch.putInt(at, 1_000_000); // a second message far longer than what follows
            batch.putLong(at + StreamFrame.BATCH_LENGTH_LENGTH, 1L);
            StreamFrame.batchHeader(batch, 0, 3);
            offer(peer, batch, at + StreamFrame.BATCH_LENGTH_LENGTH + Long.BYTES);
            await("the first taken, the rest counted once",
                    () -> received(planet2) == 1 && side(planet2, "receiver").counts().dropped() == 1);

            ExpandableArrayBuffer next = eventMessage(2, names);
            offerAlone(peer, next);
            await("the stream goes on", () -> received(planet2) == 2);
            assertEquals(1, side(planet2, "receiver").counts().dropped());
        }
    }

    /**
     * The message of an event on lane 0 numbered in {@code names}, at offset {@link Integer#BYTES} of the buffer, its
     * length before it (as in a batch).
     */
    private static ExpandableArrayBuffer eventMessage(long sequence, NameTable names) {
        ExpandableArrayBuffer message = new ExpandableArrayBuffer();
        int at = StreamFrame.BATCH_LENGTH_LENGTH;
        message.putLong(at + StreamFrame.LANES_OFFSET, 1L);
        Event event = Event.builder("t")
                .sequence(sequence)
                .attributes(Attributes.builder().put("n", sequence).build())
                .build();
        int length = StreamFrame.EVENT_OFFSET
                + EventFrames.encode(event, message, at + StreamFrame.EVENT_OFFSET, names);
        message.putInt(0, length);
        return message;
    }

    /** The announcement of every name of {@code names}, laid out as {@link #eventMessage} lays out an event. */
    private static ExpandableArrayBuffer announcement(NameTable names) {
        ExpandableArrayBuffer message = new ExpandableArrayBuffer();
        int at = StreamFrame.BATCH_LENGTH_LENGTH;
        message.putLong(at + StreamFrame.LANES_OFFSET, 0L);
        int length = StreamFrame.EVENT_OFFSET + names.announcementLength(1 << 16);
        names.writeAnnouncement(message, at + StreamFrame.EVENT_OFFSET);
        message.putInt(0, length);
        return message;
    }

    /** Offers the message {@link #eventMessage} or {@link #announcement} laid out, alone (not in a batch). */
    private static void offerAlone(Publication peer, ExpandableArrayBuffer message) throws InterruptedException {
        while (peer.offer(message, StreamFrame.BATCH_LENGTH_LENGTH, message.getInt(0)) < 0) {
            Thread.sleep(1);
        }
    }

    /** Appends {@code message} (its length, then its bytes) to {@code batch} at {@code at}; returns where it ends. */
    private static int append(ExpandableArrayBuffer batch, int at, ExpandableArrayBuffer message) {
        int length = StreamFrame.BATCH_LENGTH_LENGTH + message.getInt(0);
        batch.putBytes(at, message, 0, length);
        return at + length;
    }
}
