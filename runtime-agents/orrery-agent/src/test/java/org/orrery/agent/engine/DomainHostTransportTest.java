package org.orrery.agent.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.agent.engine.TwoDomains.assertSent;
import static org.orrery.agent.engine.TwoDomains.display;
import static org.orrery.agent.engine.TwoDomains.received;
import static org.orrery.agent.engine.TwoDomains.side;
import static org.orrery.agent.engine.TwoDomains.source;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.orrery.agent.transport.ProcessLogs;
import org.orrery.agent.transport.Transport;
import org.orrery.control.api.Delivery;
import org.orrery.control.api.DomainApi.ConnectionStats;
import org.orrery.control.api.LinkPath;

/**
 * Two domains in one process, each with its own Equinox and the real sample bundle, joined as the domains of a shared
 * domain host are: through a log in the process's memory ({@link Transport#domainHost}), not the media driver. Counts
 * are exact.
 */
@Timeout(90)
class DomainHostTransportTest extends TwoDomainsTest {

    @Test
    void aFilteredStreamCrossesTheProcesssMemoryExactlyAndInOrderAndItsLogGoesWithIt() throws Exception {
        RouteSpec crossing = new RouteSpec("even", "display", "", Delivery.RELIABLE, Transport.domainHost(7001));
        planet2.deploy(List.of(display(0)), List.of(crossing));
        planet1.deploy(
                List.of(source(10_000),
                        new OperatorSpec("even", "org.orrery.sample.filter", "", Map.of("predicate", "n % 2 == 0"))),
                List.of(new RouteSpec("sensor", "even", "", Delivery.RELIABLE), crossing));

        await("5,000 events delivered", () -> received(planet2) == 5_000 && planet1.isQuiescent());
        ConnectionStats sender = side(planet1, "sender");
        ConnectionStats receiver = side(planet2, "receiver");
        assertEquals(LinkPath.DOMAIN_HOST, receiver.path());
        assertEquals(LinkPath.DOMAIN_HOST, sender.path());
        assertEquals(5_000, sender.counts().sent());
        assertEquals(0, sender.counts().dropped());
        assertEquals(5_000, receiver.counts().delivered());
        assertEquals(5_000L * 64, receiver.counts().bytes());
        assertEquals(0, receiver.counts().outOfOrder());
        assertTrue(receiver.latency().maxSinceDeploy() > 0, "latency measured across");
        assertEquals(1, ProcessLogs.open(), "one log for the stream");

        planet1.undeploy();
        planet2.undeploy();
        assertEquals(0, ProcessLogs.open(), "the log went with both its ends");
    }

    /** A consumer slower than the source fills the log (a few frames) many times over: nothing is lost. */
    @Test
    void reliableDeliveryLosesNothingToASlowConsumer() throws Exception {
        RouteSpec crossing = new RouteSpec("sensor", "display", "", Delivery.RELIABLE, Transport.domainHost(7002));
        planet2.deploy(List.of(display(20)), List.of(crossing));
        planet1.deploy(List.of(source(20_000)), List.of(crossing));

        await("20,000 events delivered", () -> received(planet2) == 20_000 && planet1.isQuiescent());
        assertSent(planet1, 20_000, 0);
        assertEquals(0, side(planet2, "receiver").counts().outOfOrder());
    }

    @Test
    void bestEffortAccountsForEveryEvent() throws Exception {
        RouteSpec crossing = new RouteSpec("sensor", "display", "", Delivery.BEST_EFFORT, Transport.domainHost(7003));
        planet2.deploy(List.of(display(50)), List.of(crossing));
        planet1.deploy(List.of(source(20_000)), List.of(crossing));

        await("the sender is done and the receiver caught up",
                () -> planet1.isQuiescent() && received(planet2) == side(planet1, "sender").counts().sent());
        ConnectionStats sender = side(planet1, "sender");
        assertEquals(20_000, sender.counts().sent() + sender.counts().dropped(), sender::toString);
        assertTrue(sender.counts().dropped() > 0, "a consumer this slow makes best effort drop: " + sender);
        assertEquals(sender.counts().sent(), side(planet2, "receiver").counts().delivered());
    }

    /** Events of 70,000 bytes, nine times the largest frame of the log, cross whole, one after another. */
    @Test
    void eventsLongerThanTheLogsFramesCrossWhole() throws Exception {
        RouteSpec crossing = new RouteSpec("sensor", "display", "", Delivery.RELIABLE, Transport.domainHost(7004));
        planet2.deploy(List.of(display(0)), List.of(crossing));
        planet1.deploy(
                List.of(new OperatorSpec("sensor", "org.orrery.sample.source", "", Map.of("count", "200",
                        "eventsPerSecond", "0", "attributes", "s=const(" + "x".repeat(70_000) + ");n=seq()"))),
                List.of(crossing));
        await("200 events delivered", () -> received(planet2) == 200 && planet1.isQuiescent());
        ConnectionStats receiver = side(planet2, "receiver");
        assertEquals(0, receiver.counts().dropped(), "the receiver read every message");
        assertEquals(0, receiver.counts().outOfOrder());
        ConnectionStats sender = side(planet1, "sender");
        assertTrue(sender.counts().wireBytes() > 200L * 70_000, sender::toString);
    }

    @Test
    void aReceiverThatComesBackLearnsTheNamesAgain() throws Exception {
        RouteSpec crossing = new RouteSpec("sensor", "display", "", Delivery.RELIABLE, Transport.domainHost(7005));
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
    }

    /** Two senders of one stream in one process are refused, with the connection named, before anything runs. */
    @Test
    void aSecondSenderOfOneStreamInTheProcessIsRefused() throws Exception {
        Transport stream = Transport.domainHost(7006);
        planet1.deploy(List.of(source(0)), List.of(new RouteSpec("sensor", "display", "", Delivery.RELIABLE, stream)));
        DeploymentException refused = assertThrows(DeploymentException.class, () -> planet2.deploy(List.of(source(0)),
                List.of(new RouteSpec("sensor", "elsewhere", "", Delivery.RELIABLE, stream))));
        assertTrue(refused.getMessage().contains("sensor \u2192 elsewhere")
                && refused.getMessage().contains("already has a sender in this process"), refused.getMessage());
    }
}
