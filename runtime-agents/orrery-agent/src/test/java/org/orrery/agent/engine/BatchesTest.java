package org.orrery.agent.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.agent.engine.TwoDomains.assertSent;
import static org.orrery.agent.engine.TwoDomains.count;
import static org.orrery.agent.engine.TwoDomains.display;
import static org.orrery.agent.engine.TwoDomains.offer;
import static org.orrery.agent.engine.TwoDomains.received;
import static org.orrery.agent.engine.TwoDomains.side;
import static org.orrery.agent.engine.TwoDomains.source;

import java.util.List;
import java.util.Map;

import org.agrona.ExpandableArrayBuffer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.orrery.agent.TestBundles;
import org.orrery.agent.transport.EventFrames;
import org.orrery.agent.transport.NameTable;
import org.orrery.agent.transport.StreamFrame;
import org.orrery.agent.transport.Transport;
import org.orrery.control.api.Delivery;
import org.orrery.control.api.DomainApi.ConnectionStats;
import org.orrery.control.api.DomainApi.OperatorStats;
import org.orrery.control.api.OperatorState;
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
        StreamSent sent = planet1.sentByStream().get(0);
        assertEquals(1, planet1.sentByStream().size());
        assertEquals(20_000, sent.events());
        long messages = sent.messages();
        assertTrue(sent.inPlace() > 0, "the source's claims were written in the batch: " + sent);
        assertTrue(messages > 0 && messages < 20_000,
                "the source's events went in batches: " + messages + " messages for 20,000 events");
        long shown = planet2.batchesShown();
        assertTrue(shown > 0 && shown < 20_000,
                "the application, which takes batches, was shown them: " + shown + " calls for 20,000 events");
        assertEquals(20_000, count(planet2, "display", OperatorStats::eventsIn));
        assertEquals(20_000, planet2.latencySinceWired("sensor", "display").getTotalCount(),
                "every event's latency recorded");
    }

    /** An operator written before batches is given each event of a batch in a call of its own, every one in order. */
    @Test
    void anOperatorThatDoesNotTakeBatchesIsGivenEachEventAlone() throws Exception {
        RouteSpec crossing = new RouteSpec("sensor", "display", "", Delivery.RELIABLE, Transport.ipc(7005));
        planet2.deploy(List.of(display(0, false)), List.of(crossing));
        planet1.deploy(List.of(source(20_000)), List.of(crossing));

        await("20,000 events delivered", () -> received(planet2) == 20_000 && planet1.isQuiescent());
        assertTrue(planet1.sentByStream().get(0).messages() < 20_000, "the events crossed in batches");
        assertEquals(0, planet2.batchesShown());
        assertEquals(0, side(planet2, "receiver").counts().outOfOrder());
        assertEquals(20_000, count(planet2, "display", OperatorStats::eventsIn));
    }

    /**
     * An operator whose {@code onBatch} fails on some events: each failure is counted once, against the event the batch
     * was at, and the events after it come to {@code onView} one by one; nothing else is lost and the operator runs on.
     */
    @Test
    void aBatchThatFailsCountsOneErrorAndTheRestComeOneByOne() throws Exception {
        domains.installOnPlanet2("test:batches", failingBatchesBundle());
        RouteSpec crossing = new RouteSpec("sensor", "display", "", Delivery.RELIABLE, Transport.ipc(7006));
        planet2.deploy(List.of(new OperatorSpec("display", "test.batches", "", Map.of())), List.of(crossing));
        planet1.deploy(List.of(source(20_000)), List.of(crossing));

        await("20,000 events delivered", () -> received(planet2) == 20_000 && planet1.isQuiescent());
        long errors = count(planet2, "display", OperatorStats::errors);
        long shown = planet2.batchesShown();
        assertTrue(shown > 0, "the operator was shown batches");
        assertTrue(errors > 0 && errors <= 200, errors + " failures, at most one per event it fails on");
        assertEquals(20_000, count(planet2, "display", OperatorStats::eventsIn),
                "every event came to the operator, the failed ones once");
        assertEquals(0, side(planet2, "receiver").counts().dropped());
        OperatorStats display = planet2.operatorStats()
                .stream()
                .filter(o -> o.name().equals("display"))
                .findFirst()
                .orElseThrow();
        assertEquals(OperatorState.RUNNING, display.state(), display::toString);
        assertTrue(display.lastError().contains("fails on"), display::toString);
    }

    /**
     * A source that emits an event object while it builds a claim in the batch's space, then commits the claim: the
     * object waits in the stream's queue and the claim behind it (copied out of the space); both arrive whole and in
     * order, every time.
     */
    @Test
    void aClaimWrittenInPlaceWaitsBehindAnEventEmittedBeforeItsCommit() throws Exception {
        domains.installOnPlanet1("test:interleaving", interleavingSourceBundle());
        RouteSpec crossing = new RouteSpec("sensor", "display", "", Delivery.RELIABLE, Transport.ipc(7007));
        planet2.deploy(List.of(display(0)), List.of(crossing));
        planet1.deploy(List.of(new OperatorSpec("sensor", "test.interleaving", "", Map.of())), List.of(crossing));

        await("20,000 events delivered", () -> received(planet2) == 20_000 && planet1.isQuiescent());
        ConnectionStats receiver = side(planet2, "receiver");
        assertEquals(0, receiver.counts().outOfOrder(), receiver::toString);
        assertEquals(0, receiver.counts().dropped(), receiver::toString);
        assertEquals(0, count(planet1, "sensor", OperatorStats::errors));
    }

    /**
     * A bundle whose source type {@code test.interleaving} sends 10,000 pairs: for each it claims an event, emits
     * another (sequence 2i) before committing the claim (sequence 2i + 1, its body its sequence).
     */
    private byte[] interleavingSourceBundle() throws Exception {
        return operatorBundle("interleaving", """
                private long pairs;
                public int poll(Emitter emitter, long nowNs) {
                    int emitted = 0;
                    while (pairs < 10_000 && emitted < 64) {
                        EventClaim claim = emitter.claim("second").source("s").sequence(2 * pairs + 1)
                                .attribute("n", 2 * pairs + 1).body(8, "b").putBodyLong(0, 2 * pairs + 1);
                        emitter.emit(Event.builder("first").source("s").sequence(2 * pairs).build());
                        claim.commit();
                        pairs++;
                        emitted += 2;
                    }
                    return emitted;
                }
                public boolean isExhausted() {
                    return pairs == 10_000;
                }
                """);
    }

    /**
     * A bundle whose operator type {@code test.batches} takes batches and throws when it reaches an event whose
     * sequence ends in 07 (within a batch only: given alone, it takes every event).
     */
    private byte[] failingBatchesBundle() throws Exception {
        return operatorBundle("batches", """
                public void onBatch(EventBatch batch, Emitter emitter) {
                    while (batch.next()) {
                        if (batch.event().sequence() % 100 == 7) {
                            throw new IllegalStateException("fails on " + batch.event().sequence());
                        }
                    }
                }
                """);
    }

    /**
     * A bundle, compiled here, registering operator type {@code test.NAME}: one class that is its activator, its
     * factory and the operator, taking events and doing nothing with them but what {@code members} add or override.
     */
    private byte[] operatorBundle(String name, String members) throws Exception {
        return TestBundles.activatorBundle(temp.resolve(name), name + ".TestOperator", """
                package %s;
                import java.util.Hashtable;
                import java.util.Map;
                import org.orrery.operator.api.*;
                public class TestOperator implements org.osgi.framework.BundleActivator, OperatorFactory, Operator {
                    public void start(org.osgi.framework.BundleContext context) {
                        context.registerService(OperatorFactory.class, this,
                                new Hashtable<>(Map.of(OperatorFactory.TYPE_PROPERTY, "test.%s")));
                    }
                    public void stop(org.osgi.framework.BundleContext context) {
                    }
                    public Operator create(OperatorContext context) {
                        return new TestOperator();
                    }
                    public void onEvent(Event event, Emitter emitter) {
                    }
                %s}
                """.formatted(name, name, members.indent(4)), "test." + name,
                "org.osgi.framework,org.orrery.operator.api;version=\"[1.5,2)\"");
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
