package org.orrery.agent.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.agent.engine.TwoDomains.assertSent;
import static org.orrery.agent.engine.TwoDomains.display;
import static org.orrery.agent.engine.TwoDomains.received;
import static org.orrery.agent.engine.TwoDomains.side;
import static org.orrery.agent.engine.TwoDomains.source;

import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import org.agrona.ExpandableArrayBuffer;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.orrery.agent.transport.EventCodec;
import org.orrery.agent.transport.Transport;
import org.orrery.control.api.Delivery;
import org.orrery.control.api.DomainApi.ConnectionStats;
import org.orrery.operator.api.Attributes;
import org.orrery.operator.api.Event;

/**
 * Two domains on one host, each with its own Equinox and the real sample bundle, on both paths between domains of one
 * host: through a real media driver's shared memory, and through a log in the process's memory as the domains of a
 * shared domain host are. Counts are exact. (The other paths and the stream's mechanics: {@link TransportTest}.)
 */
@Timeout(90)
class OneHostPathsTest extends TwoDomainsTest {

    /**
     * The streams between domains of one host: through the media driver's shared memory, and through a log in the
     * process's memory, as between the domains of a shared domain host (both engines of these tests run in one).
     */
    static List<Transport> oneHost() {
        int stream = NEXT_STREAM.getAndAdd(2);
        return List.of(Transport.ipc(stream), Transport.domainHost(stream + 1));
    }

    private static final AtomicInteger NEXT_STREAM = new AtomicInteger(8001);

    @ParameterizedTest
    @MethodSource("oneHost")
    void aFilteredStreamCrossesExactlyAndInOrder(Transport stream) throws Exception {
        RouteSpec crossing = new RouteSpec("even", "display", "", Delivery.RELIABLE, stream);
        planet2.deploy(List.of(display(0)), List.of(crossing));
        planet1.deploy(
                List.of(source(10_000),
                        new OperatorSpec("even", "org.orrery.sample.filter", "", Map.of("predicate", "n % 2 == 0"))),
                List.of(new RouteSpec("sensor", "even", "", Delivery.RELIABLE), crossing));

        await("5,000 events delivered", () -> received(planet2) == 5_000 && planet1.isQuiescent());
        ConnectionStats sender = side(planet1, "sender");
        ConnectionStats receiver = side(planet2, "receiver");
        assertEquals(stream.path(), receiver.path());
        assertEquals(stream.path(), sender.path());
        assertEquals(5_000, sender.counts().sent());
        assertEquals(0, sender.counts().dropped());
        assertEquals(5_000, receiver.counts().delivered());
        assertEquals(5_000L * 64, receiver.counts().bytes());
        assertEquals(0, receiver.counts().outOfOrder());
        assertTrue(receiver.latency().p99SinceDeploy() >= receiver.latency().p50SinceDeploy());
        assertTrue(receiver.latency().maxSinceDeploy() > 0, "latency measured from the time each poll began");
    }

    @ParameterizedTest
    @MethodSource("oneHost")
    void reliableDeliveryLosesNothingToASlowConsumer(Transport stream) throws Exception {
        RouteSpec crossing = new RouteSpec("sensor", "display", "", Delivery.RELIABLE, stream);
        planet2.deploy(List.of(display(20)), List.of(crossing));
        planet1.deploy(List.of(source(20_000)), List.of(crossing));

        await("20,000 events delivered", () -> received(planet2) == 20_000 && planet1.isQuiescent());
        assertSent(planet1, 20_000, 0);
    }

    @ParameterizedTest
    @MethodSource("oneHost")
    void bestEffortAccountsForEveryEvent(Transport stream) throws Exception {
        RouteSpec crossing = new RouteSpec("sensor", "display", "", Delivery.BEST_EFFORT, stream);
        planet2.deploy(List.of(display(50)), List.of(crossing));
        planet1.deploy(List.of(source(20_000)), List.of(crossing));

        await("the sender is done and the receiver caught up",
                () -> planet1.isQuiescent() && received(planet2) == side(planet1, "sender").counts().sent());
        ConnectionStats sender = side(planet1, "sender");
        assertEquals(20_000, sender.counts().sent() + sender.counts().dropped(), sender::toString);
        assertTrue(sender.counts().dropped() > 0, "a consumer this slow makes best effort drop: " + sender);
        assertEquals(sender.counts().sent(), side(planet2, "receiver").counts().delivered());
    }

    /**
     * A string attribute of 70,000 bytes crosses whole (16-bit lengths made it and the rest unreadable), in events of
     * nine times the largest frame of either path.
     */
    @ParameterizedTest
    @MethodSource("oneHost")
    void aStringAttributeLongerThan65535BytesCrossesWhole(Transport stream) throws Exception {
        String text = "\u00e9".repeat(35_000) + "end";
        Event event = Event.builder("t").attributes(Attributes.builder().put("s", text).put("n", 7L).build()).build();
        ExpandableArrayBuffer buffer = new ExpandableArrayBuffer();
        Event decoded = EventCodec.decode(buffer, 0, EventCodec.encode(event, buffer, 0));
        assertEquals(text, decoded.attributes().get("s"));
        assertEquals(7L, decoded.attributes().get("n"));

        RouteSpec crossing = new RouteSpec("sensor", "display", "", Delivery.RELIABLE, stream);
        planet2.deploy(List.of(display(0)), List.of(crossing));
        planet1.deploy(
                List.of(new OperatorSpec("sensor", "org.orrery.sample.source", "", Map.of("count", "50",
                        "eventsPerSecond", "0", "attributes", "s=const(" + "x".repeat(70_000) + ");n=seq()"))),
                List.of(crossing));
        await("50 events delivered", () -> received(planet2) == 50 && planet1.isQuiescent());
        assertEquals(0, side(planet2, "receiver").counts().dropped(), "the receiver read every message");
        assertEquals(0, side(planet2, "receiver").counts().outOfOrder());
        assertTrue(side(planet1, "sender").counts().wireBytes() > 50L * 70_000, "whole, as sent");
    }

    /**
     * A receiver deployed again (a new subscription on the same stream) while its sender keeps sending learns the names
     * of the events again and takes them in order: the sender announces them again when its publication connects anew,
     * and every second.
     */
    @ParameterizedTest
    @MethodSource("oneHost")
    void aReceiverThatComesBackLearnsTheNamesAgain(Transport stream) throws Exception {
        RouteSpec crossing = new RouteSpec("sensor", "display", "", Delivery.RELIABLE, stream);
        planet2.deploy(List.of(display(0)), List.of(crossing));
        planet1.deploy(List.of(new OperatorSpec("sensor", "org.orrery.sample.source", "",
                Map.of("count", "0", "eventsPerSecond", "2000", "payloadBytes", "64", "attributes", "n=seq()"))),
                List.of(crossing));
        await("events flow", () -> received(planet2) > 200);

        planet2.undeploy();
        planet2.deploy(List.of(display(0)), List.of(crossing));
        await("events flow to the new receiver", () -> received(planet2) > 200);
        ConnectionStats receiver = side(planet2, "receiver");
        assertEquals(0, receiver.counts().outOfOrder(), receiver::toString);
        assertEquals(0, receiver.counts().dropped(), receiver::toString);
        assertTrue(receiver.counts().delivered() > 200, receiver::toString);
    }

}
