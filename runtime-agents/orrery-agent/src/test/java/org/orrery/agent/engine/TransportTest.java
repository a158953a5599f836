package org.orrery.agent.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.agent.engine.TwoDomains.assertSent;
import static org.orrery.agent.engine.TwoDomains.connection;
import static org.orrery.agent.engine.TwoDomains.count;
import static org.orrery.agent.engine.TwoDomains.display;
import static org.orrery.agent.engine.TwoDomains.freeUdpPort;
import static org.orrery.agent.engine.TwoDomains.offer;
import static org.orrery.agent.engine.TwoDomains.received;
import static org.orrery.agent.engine.TwoDomains.side;
import static org.orrery.agent.engine.TwoDomains.source;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.agrona.ExpandableArrayBuffer;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.orrery.agent.transport.EventCodec;
import org.orrery.agent.transport.EventFrameDescriptor;
import org.orrery.agent.transport.EventFrames;
import org.orrery.agent.transport.NameTable;
import org.orrery.agent.transport.StreamFrame;
import org.orrery.agent.transport.Transport;
import org.orrery.control.api.Delivery;
import org.orrery.control.api.DomainApi.ConnectionStats;
import org.orrery.control.api.DomainApi.OperatorStats;
import org.orrery.control.api.DomainApi.TraceSpan;
import org.orrery.control.api.LinkPath;
import org.orrery.operator.api.Attributes;
import org.orrery.operator.api.Event;

import io.aeron.Aeron;
import io.aeron.Publication;
import io.aeron.protocol.DataHeaderFlyweight;

/**
 * Two domains on one host, each with its own Equinox and the real sample bundle, joined through a real Aeron media
 * driver: over shared memory (IPC) and over UDP on loopback. Counts are exact. (What both paths between domains of one
 * host carry, shared memory and a shared domain host's memory: {@link OneHostPathsTest}.)
 */
@Timeout(90)
class TransportTest extends TwoDomainsTest {

    /**
     * Each connection's own hop, beside the latency from the source: the sending domain's clock runs ten seconds behind
     * the receiving one's, so its events look ten seconds old when they arrive. The hop across (handed off on the
     * sender's clock, the time carried in the message's reserved value) shows those ten seconds, as the latency from
     * the source does; the hop inside the receiving domain, from the filter's call to the display's, does not, though
     * the latency from the source still does.
     */
    @Test
    void everyConnectionMeasuresItsOwnHopBesideTheLatencyFromTheSource() throws Exception {
        long behindNs = 10_000_000_000L;
        planet1 = domains.replacePlanet1(context -> context.withClock(() -> System.nanoTime() - behindNs));
        RouteSpec crossing = new RouteSpec("sensor", "even", "", Delivery.RELIABLE, Transport.ipc(1001));
        planet2.deploy(
                List.of(new OperatorSpec("even", "org.orrery.sample.filter", "", Map.of("predicate", "n % 2 == 0")),
                        display(0)),
                List.of(crossing, new RouteSpec("even", "display", "", Delivery.RELIABLE)));
        planet1.deploy(List.of(source(2_000)), List.of(crossing));

        await("1,000 events delivered", () -> received(planet2) == 1_000);
        ConnectionStats across = connection(planet2, "even", "receiver");
        ConnectionStats inside = connection(planet2, "display", "local");
        double behindUs = behindNs / 1_000.0;
        assertTrue(across.hopLatency().p50SinceDeploy() >= behindUs * 0.99, across::toString);
        assertTrue(across.latency().p50SinceDeploy() >= behindUs * 0.99, across::toString);
        assertTrue(inside.latency().p50SinceDeploy() >= behindUs * 0.99, inside::toString);
        assertTrue(inside.hopLatency().maxSinceDeploy() < behindUs / 2,
                "the hop inside the domain is measured from the filter's call, not the source's stamp: " + inside);
        assertTrue(inside.hopLatency().p50SinceDeploy() <= inside.hopLatency().maxSinceDeploy());
    }

    /**
     * One source event in ten starts a trace, which the filter's emission carries on across domains in the frame; each
     * receiving end records its hop once its target's call returns: the two hops of a trace meet where the filter's
     * call began (the in-process hop's reception is the crossing hop's hand-off), and every hop's times are in order on
     * the one clock of this host. Untraced events carry nothing: exactly a tenth of the events are traced at each hop.
     */
    @Test
    void oneSourceEventInNIsTracedHopByHopAcrossDomains() throws Exception {
        RouteSpec crossing = new RouteSpec("pass", "display", "", Delivery.RELIABLE, Transport.ipc(1001));
        planet2.deploy(List.of(display(0)), List.of(crossing));
        planet1.traces().trace(10);
        planet1.deploy(
                List.of(source(1_000),
                        new OperatorSpec("pass", "org.orrery.sample.filter", "", Map.of("predicate", "n >= 0"))),
                List.of(new RouteSpec("sensor", "pass", "", Delivery.RELIABLE), crossing));

        await("1,000 events delivered", () -> received(planet2) == 1_000);
        List<TraceSpan> inside = planet1.traces().spans().spans();
        List<TraceSpan> across = planet2.traces().spans().spans();
        assertEquals(100, inside.size(), "one source event in ten traced");
        assertEquals(100, across.size(), "and carried on by what the filter emitted");
        Map<Long, TraceSpan> insideByTrace = new java.util.HashMap<>();
        inside.forEach(span -> insideByTrace.put(span.traceId(), span));
        for (TraceSpan hop : across) {
            TraceSpan first = insideByTrace.get(hop.traceId());
            assertTrue(first != null, "the crossing hop's trace began at the source: " + hop);
            assertEquals("sensor", first.source());
            assertEquals(LinkPath.IN_PROCESS, first.path());
            assertEquals(LinkPath.IPC, hop.path());
            assertEquals("planet2", hop.domain());
            assertEquals(first.sequence(), hop.sequence(), "one event, passed on");
            assertEquals(first.receivedNs(), hop.handOffNs(), "handed off when the filter's call began");
            assertEquals(first.emittedNs(), first.sentNs(), "inside a domain, sent when emitted");
            for (TraceSpan span : List.of(first, hop)) {
                long[] times = {span.handOffNs(), span.emittedNs(), span.sentNs(), span.receivedNs(),
                        span.processedNs()};
                for (int i = 1; i < times.length; i++) {
                    assertTrue(times[i - 1] <= times[i], "times in order: " + span);
                }
            }
        }
        planet1.traces().trace(0);
        assertEquals(0, planet1.traces().spans().oneIn());
    }

    /** An operator of the sample bundle taking views (version 1.1 of the SPI) or, when not, events (1.0). */
    private static OperatorSpec sample(String name, String type, boolean views, String... parameters) {
        Map<String, String> values = new java.util.HashMap<>(Map.of("views", String.valueOf(views)));
        for (int i = 0; i < parameters.length; i += 2) {
            values.put(parameters[i], parameters[i + 1]);
        }
        return new OperatorSpec(name, "org.orrery.sample." + type, "", values);
    }

    @Test
    void operatorsTakingEventsAndOperatorsTakingViewsMixInOneSystemExactlyAndInOrder() throws Exception {
        // a claiming source → a filter taking events → planet2: a merge passing views on, to an application taking
        // events, one taking views and a filter taking views; and the merge's views straight back to planet1
        RouteSpec toRelay = new RouteSpec("even", "relay", "", Delivery.RELIABLE, Transport.ipc(1101));
        RouteSpec back = new RouteSpec("relay", "back", "", Delivery.RELIABLE, Transport.ipc(1102));
        RouteSpec direct = new RouteSpec("sensor", "all", "", Delivery.RELIABLE, Transport.ipc(1103));
        planet2.deploy(
                List.of(sample("relay", "merge", true), sample("old", "application", false),
                        sample("new", "application", true, "readBody", "true"),
                        sample("quarter", "filter", true, "predicate", "n % 4 == 0"), sample("q", "application", true),
                        sample("all", "application", true)),
                List.of(toRelay, back, direct, new RouteSpec("relay", "old", "", Delivery.RELIABLE),
                        new RouteSpec("relay", "new", "", Delivery.RELIABLE),
                        new RouteSpec("relay", "quarter", "", Delivery.RELIABLE),
                        new RouteSpec("quarter", "q", "", Delivery.RELIABLE)));
        planet1.deploy(
                List.of(source(10_000), sample("even", "filter", false, "predicate", "n % 2 == 0"),
                        sample("back", "application", false)),
                List.of(new RouteSpec("sensor", "even", "", Delivery.RELIABLE), toRelay, back, direct));

        await("every application has all its events",
                () -> received(planet2, "old") == 5_000 && received(planet2, "new") == 5_000
                        && received(planet2, "q") == 2_500 && received(planet2, "all") == 10_000
                        && received(planet1, "back") == 5_000);
        for (String target : List.of("old", "new", "q", "all")) {
            ConnectionStats into = connection(planet2, target, target.equals("all") ? "receiver" : "local");
            assertEquals(0, into.counts().outOfOrder(), into::toString);
            assertEquals(into.counts().delivered() * 64, into.counts().bytes(), into::toString);
        }
        ConnectionStats backInto = connection(planet1, "back", "receiver");
        assertEquals(5_000, backInto.counts().delivered(), backInto::toString);
        assertEquals(0, backInto.counts().outOfOrder(), backInto::toString);
        assertEquals(0, backInto.counts().dropped(), backInto::toString);
    }

    @Test
    void aForwarderHeldBackLeavesMessagesInItsInletsLogInsteadOfQueueingCopies() throws Exception {
        // planet1's source → planet2's bounce → back to a slow application on planet1: the bounce's stream back is
        // refused (its receiver is a window behind) over and over; passing events as objects, the bounce queues
        // thousands; passing views, it holds at most the batch that was refused and the copies of the rest of the
        // batch it was taking from its inlet then, and what comes after waits in its inlet's log
        long objectsBacklog = largestBacklogOfABounce(false, 1201);
        long viewsBacklog = largestBacklogOfABounce(true, 1301);
        assertTrue(objectsBacklog > 1, "objects queue up while the stream back is refused");
        // the most events a batch on shared memory holds: its largest payload over the smallest message
        int batchHolds = (8 * 1024 - DataHeaderFlyweight.HEADER_LENGTH - StreamFrame.BATCH_HEADER_LENGTH)
                / (StreamFrame.BATCH_LENGTH_LENGTH + StreamFrame.EVENT_OFFSET + EventFrameDescriptor.EVENT_HEADER_LENGTH
                        + EventFrameDescriptor.BODY_LENGTH_LENGTH);
        assertTrue(viewsBacklog <= 2 * batchHolds,
                "views wait in the log, not in the queue: " + viewsBacklog + " (objects: " + objectsBacklog + ")");
    }

    /** Runs 40,000 events through a bounce on planet2; returns the largest backlog its stream back showed. */
    private long largestBacklogOfABounce(boolean views, int stream) throws Exception {
        RouteSpec out = new RouteSpec("sensor", "bounce", "", Delivery.RELIABLE, Transport.ipc(stream));
        RouteSpec back = new RouteSpec("bounce", "display", "", Delivery.RELIABLE, Transport.ipc(stream + 1));
        planet2.deploy(List.of(sample("bounce", "bounce", views)), List.of(out, back));
        planet1.deploy(List.of(source(40_000), display(10)), List.of(out, back));
        long[] largest = {0};
        await("40,000 events back", () -> {
            largest[0] = Math.max(largest[0], connection(planet2, "display", "sender").backlog());
            return received(planet1) == 40_000;
        });
        ConnectionStats backInto = connection(planet1, "display", "receiver");
        assertEquals(0, backInto.counts().outOfOrder(), backInto::toString);
        assertEquals(0, connection(planet2, "display", "sender").counts().dropped());
        planet1.undeploy();
        planet2.undeploy();
        return largest[0];
    }

    private static OperatorSpec application(String name) {
        return new OperatorSpec(name, "org.orrery.sample.application", "", Map.of("workMicrosPerEvent", "0"));
    }

    /** sensor → d0..d3 on lanes 0..3 of one stream, with predicates passing half, a fifth, none and half. */
    private static List<RouteSpec> fanOut(Transport stream) {
        String[] predicates = {"n % 2 == 0", "n % 5 == 0", "n < 0", "n % 2 == 0"};
        List<RouteSpec> routes = new ArrayList<>();
        for (int lane = 0; lane < predicates.length; lane++) {
            routes.add(new RouteSpec("sensor", "d" + lane, predicates[lane], Delivery.RELIABLE, stream.onLane(lane)));
        }
        return routes;
    }

    @Test
    void connectionsSharingAStreamEachGetExactlyWhatTheirPredicateAcceptsWhileEachEventCrossesOnce() throws Exception {
        List<RouteSpec> routes = fanOut(Transport.ipc(1101));
        planet2.deploy(List.of(application("d0"), application("d1"), application("d2"), application("d3")), routes);
        planet1.deploy(List.of(source(10_000)), routes);

        await("every lane's events delivered", () -> received(planet2, "d0") == 5_000
                && received(planet2, "d1") == 2_000 && received(planet2, "d3") == 5_000 && planet1.isQuiescent());
        long[] expected = {5_000, 2_000, 0, 5_000};
        for (int lane = 0; lane < 4; lane++) {
            ConnectionStats sender = connection(planet1, "d" + lane, "sender");
            ConnectionStats receiver = connection(planet2, "d" + lane, "receiver");
            assertEquals(expected[lane], sender.counts().sent(), sender::toString);
            assertEquals(10_000 - expected[lane], sender.counts().filtered(), sender::toString);
            assertEquals(expected[lane], receiver.counts().delivered(), receiver::toString);
            assertEquals(0, receiver.counts().outOfOrder());
            assertEquals(0, receiver.counts().dropped());
        }
        assertEquals(0, received(planet2, "d2"));
        assertEquals(List.of(6_000L), planet1.sentByStream().stream().map(StreamSent::events).toList(),
                "one stream; an event crosses once for all its lanes (n even or a multiple of 5: 6,000 of 10,000)");
    }

    @Test
    void aLaneRemovedAndAnotherAddedLeaveTheStreamAndTheOtherConnectionsWired() throws Exception {
        Transport stream = Transport.ipc(1102);
        List<RouteSpec> routes = fanOut(stream);
        planet2.deploy(List.of(application("d0"), application("d1"), application("d2"), application("d3")), routes);
        planet1.deploy(List.of(source(10_000)), routes);
        await("the first run delivered",
                () -> received(planet2, "d0") == 5_000 && planet1.isQuiescent() && received(planet2, "d3") == 5_000);

        List<RouteSpec> changed = new ArrayList<>(routes);
        changed.remove(1);
        changed.add(new RouteSpec("sensor", "d1", "n % 10 == 0", Delivery.RELIABLE, stream.onLane(4)));
        List<OperatorSpec> receivers = List.of(application("d0"), application("d1"), application("d2"),
                application("d3"));
        var change = planet2.apply(receivers, changed);
        assertEquals(1, change.routesWired(), change::toString);
        assertEquals(1, change.routesRemoved(), change::toString);
        planet1.apply(List.of(source(10_000)), changed);
        assertEquals(5_000, connection(planet2, "d0", "receiver").counts().delivered(),
                "a kept connection keeps its counters");
        assertEquals(List.of(6_000L), planet1.sentByStream().stream().map(StreamSent::events).toList(),
                "still one stream, its count running on");
    }

    @Test
    void twoConnectionsOnOneLaneOrOneStreamFromTwoSourcesAreRefused() {
        Transport stream = Transport.ipc(1103);
        DeploymentException sameLane = Assertions.assertThrows(DeploymentException.class,
                () -> planet2.deploy(List.of(application("d0"), application("d1")),
                        List.of(new RouteSpec("sensor", "d0", "", Delivery.RELIABLE, stream),
                                new RouteSpec("sensor", "d1", "", Delivery.RELIABLE, stream))));
        assertTrue(sameLane.getMessage().contains("both take lane 0 of stream 1103"), sameLane.getMessage());
        DeploymentException mixed = Assertions.assertThrows(DeploymentException.class,
                () -> planet2.deploy(List.of(application("d0"), application("d1")),
                        List.of(new RouteSpec("sensor", "d0", "", Delivery.RELIABLE, stream),
                                new RouteSpec("sensor", "d1", "", Delivery.BEST_EFFORT, stream.onLane(1)))));
        assertTrue(mixed.getMessage().contains("share stream 1103 but not their source operator and delivery"),
                mixed.getMessage());
        assertTrue(planet2.operatorStats().isEmpty(), "nothing deployed");
    }

    @Test
    void aStreamCrossesUdpOnLoopbackExactly() throws Exception {
        Transport udp = Transport.udp("127.0.0.1", freeUdpPort(), 2001);
        RouteSpec crossing = new RouteSpec("sensor", "display", "celsius > 20.0", Delivery.RELIABLE, udp);
        planet2.deploy(List.of(display(0)), List.of(crossing));
        planet1.deploy(List.of(source(8_000)), List.of(crossing));

        await("the stream drains",
                () -> planet1.isQuiescent() && received(planet2) == side(planet1, "sender").counts().sent());
        ConnectionStats sender = side(planet1, "sender");
        assertEquals(LinkPath.UDP, sender.path());
        assertEquals(8_000, sender.counts().sent() + sender.counts().filtered());
        assertTrue(sender.counts().filtered() > 2_000 && sender.counts().filtered() < 6_000,
                "about half is filtered at the sender");
        assertEquals(sender.counts().sent(), side(planet2, "receiver").counts().delivered());
        assertEquals(0, side(planet2, "receiver").counts().outOfOrder());
    }

    @Test
    void aReliableSourceWaitsForItsReceiverAndBestEffortDoesNot() throws Exception {
        int port = freeUdpPort();
        RouteSpec crossing = new RouteSpec("sensor", "display", "", Delivery.RELIABLE,
                Transport.udp("127.0.0.1", port, 6001));
        planet1.deploy(List.of(source(2_000)), List.of(crossing));
        Thread.sleep(500);
        assertEquals(0, sourceOut(planet1), "nothing emitted before the receiving domain is there");
        planet2.deploy(List.of(display(0)), List.of(crossing));
        await("2,000 events delivered", () -> received(planet2) == 2_000 && planet1.isQuiescent());
        assertSent(planet1, 2_000, 0);
        assertEquals(0, side(planet2, "receiver").counts().outOfOrder());
        planet1.undeploy();
        planet2.undeploy();

        // a best-effort connection is not held: what finds no receiver waits while there is room, the rest is dropped
        RouteSpec lossy = new RouteSpec("sensor", "display", "", Delivery.BEST_EFFORT, Transport.ipc(6002));
        planet1.deploy(List.of(source(2_000)), List.of(lossy));
        await("the source emitted everything", () -> sourceOut(planet1) == 2_000);
        ConnectionStats sender = side(planet1, "sender");
        assertEquals(0, sender.counts().sent(), sender::toString);
        assertEquals(2_000, sender.counts().dropped() + sender.backlog(), sender::toString);
        assertTrue(sender.counts().dropped() > 0, sender::toString);
    }

    @Test
    void withoutConnectBeforeSendAReliableSourceStartsAtOnceAndItsEventsWait() throws Exception {
        planet1.compare(Comparisons.ALL_ON.with(Comparisons.CONNECT_BEFORE_SEND, "false"));
        RouteSpec crossing = new RouteSpec("sensor", "display", "", Delivery.RELIABLE, Transport.ipc(6003));
        planet1.deploy(List.of(source(2_000)), List.of(crossing));
        await("the source emitted everything into the queue", () -> sourceOut(planet1) == 2_000);
        planet2.deploy(List.of(display(0)), List.of(crossing));
        await("2,000 events delivered", () -> received(planet2) == 2_000 && planet1.isQuiescent());
        assertSent(planet1, 2_000, 0);
    }

    private static long sourceOut(DomainEngine engine) {
        return count(engine, "sensor", OperatorStats::eventsOut);
    }

    @Test
    void aDomainSendingToItselfThroughTheMediaDriverDrainsWhatItCongests() throws Exception {
        // unspecialized, a domain holds both halves: when the sender's queue runs high the domain must still take in
        // what it sent itself, or nobody would ever drain the publication
        RouteSpec looping = new RouteSpec("sensor", "display", "", Delivery.RELIABLE, Transport.ipc(5001));
        planet1.deploy(List.of(source(300_000), display(0)), List.of(looping));

        await("300,000 events delivered to itself", () -> received(planet1) == 300_000 && planet1.isQuiescent());
        assertSent(planet1, 300_000, 0);
    }

    /**
     * Messages that are not events (here from a publication of the test's own on the connection's stream) are counted.
     */
    @Test
    void malformedMessagesAreCountedAsTheReceiversDrops() throws Exception {
        try (Aeron aeron = Aeron.connect(new Aeron.Context().aeronDirectoryName(mediaDriver()));
                Publication intruder = peerOfDisplay(aeron, 4002)) {
            UnsafeBuffer garbage = new UnsafeBuffer(new byte[]{0, 0, 0, 2, 1, 2, 3});
            for (int i = 0; i < 3; i++) {
                offer(intruder, garbage, garbage.capacity());
            }
            await("three malformed messages counted", () -> side(planet2, "receiver").counts().dropped() == 3);
        }
        assertEquals(0, received(planet2));
    }

    /**
     * A domain tells which of its connections' streams have not yet connected to their receivers, and waits for them.
     */
    @Test
    void aDomainWaitsForItsStreamsToConnectAndNamesThoseThatDoNot() throws Exception {
        RouteSpec crossing = new RouteSpec("sensor", "display", "", Delivery.RELIABLE,
                Transport.udp("127.0.0.1", freeUdpPort(), 4005));
        planet1.apply(List.of(source(100)), List.of(crossing), true, null);
        assertEquals(List.of(crossing.label()), planet1.awaitConnected(20), "no receiver yet");

        planet2.deploy(List.of(display(0)), List.of(crossing));
        assertEquals(List.of(), planet1.awaitConnected(30_000), "the receiver is there");
        planet1.startHeld();
        await("100 events delivered", () -> received(planet2) == 100);
    }

    /**
     * A stream from a sender of the previous wire version (2) is still read; a version-3 event whose names were not
     * announced yet is held, in order, until they are (as for a receiver that joined late), then delivered, nothing
     * dropped; a version-3 message of an unknown kind is counted as the receiver's drop without harming the stream.
     */
    @Test
    void thePreviousVersionIsReadAnEventWaitsForItsNamesAndUnreadableMessagesAreCounted() throws Exception {
        try (Aeron aeron = Aeron.connect(new Aeron.Context().aeronDirectoryName(mediaDriver()));
                Publication peer = peerOfDisplay(aeron, 4004)) {
            ExpandableArrayBuffer message = new ExpandableArrayBuffer();
            message.putLong(StreamFrame.LANES_OFFSET, 1L); // lane 0
            Event event = Event.builder("t").sequence(1).attributes(Attributes.builder().put("n", 1L).build()).build();
            int versionTwo = EventCodec.encode(event, message, StreamFrame.EVENT_OFFSET);
            offer(peer, message, StreamFrame.EVENT_OFFSET + versionTwo);
            await("the version-2 event delivered", () -> received(planet2) == 1);

            NameTable names = new NameTable();
            Event second = Event.builder("t").sequence(2).attributes(Attributes.builder().put("n", 2L).build()).build();
            int versionThree = EventFrames.encode(second, message, StreamFrame.EVENT_OFFSET, names);
            offer(peer, message, StreamFrame.EVENT_OFFSET + versionThree); // its names not announced yet
            ExpandableArrayBuffer announcement = new ExpandableArrayBuffer();
            announcement.putLong(StreamFrame.LANES_OFFSET, 0L);
            int announced = names.announcementLength(1 << 16);
            names.writeAnnouncement(announcement, StreamFrame.EVENT_OFFSET);
            offer(peer, announcement, StreamFrame.EVENT_OFFSET + announced);
            await("the held event delivered once its names came", () -> received(planet2) == 2);
            assertEquals(0, side(planet2, "receiver").counts().dropped());

            message.putByte(StreamFrame.EVENT_OFFSET + 1, (byte) 9); // a kind no version-3 message has
            offer(peer, message, StreamFrame.EVENT_OFFSET + versionThree);
            await("counted as dropped", () -> side(planet2, "receiver").counts().dropped() == 1);

            event = Event.builder("t").sequence(3).attributes(Attributes.builder().put("n", 3L).build()).build();
            offer(peer, message,
                    StreamFrame.EVENT_OFFSET + EventCodec.encode(event, message, StreamFrame.EVENT_OFFSET));
            await("the stream goes on", () -> received(planet2) == 3);
            assertEquals(0, side(planet2, "receiver").counts().outOfOrder());
        }
    }

    /**
     * A peer's names messages that would make a Planet allocate for names the message cannot hold (65,535 claimed in a
     * few bytes), or keep more names than a sender ever announces (1 MiB), are counted as the receiver's drops before
     * anything is allocated for them, and the stream goes on.
     */
    @Test
    void namesMessagesPastTheirBoundsAreCountedAndTheStreamGoesOn() throws Exception {
        try (Aeron aeron = Aeron.connect(new Aeron.Context().aeronDirectoryName(mediaDriver()));
                Publication peer = peerOfDisplay(aeron, 4006)) {
            ExpandableArrayBuffer message = new ExpandableArrayBuffer();
            message.putLong(StreamFrame.LANES_OFFSET, 0L);
            int at = StreamFrame.EVENT_OFFSET;
            message.putByte(at, EventFrames.VERSION);
            message.putByte(at + 1, (byte) 1); // names
            message.putShort(at + 2, (short) 65_535);
            offer(peer, message, at + 4 + 6);
            await("the oversized claim counted", () -> side(planet2, "receiver").counts().dropped() == 1);

            int each = NameTable.MAX_NAME_BYTES;
            int perMessage = 4; // 64 KiB a message: 16 reach a sender's budget, the next 4 pass it
            for (int first = 1; first < 1 + 20 * perMessage; first += perMessage) {
                message.putShort(at + 2, (short) perMessage);
                int position = at + 4;
                for (int i = 0; i < perMessage; i++) {
                    message.putShort(position, (short) (first + i));
                    message.putInt(position + 2, each);
                    message.setMemory(position + 6, each, (byte) ('a' + i));
                    position += 6 + each;
                }
                offer(peer, message, position);
            }
            await("the names past a sender's budget counted", () -> side(planet2, "receiver").counts().dropped() == 5);

            message.putLong(StreamFrame.LANES_OFFSET, 1L); // lane 0
            Event event = Event.builder("t").sequence(1).attributes(Attributes.builder().put("n", 1L).build()).build();
            offer(peer, message, at + EventCodec.encode(event, message, at));
            await("the stream goes on", () -> received(planet2) == 1);
        }
    }

}
