package org.orrery.agent.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.agent.engine.TwoDomains.display;
import static org.orrery.agent.engine.TwoDomains.received;
import static org.orrery.agent.engine.TwoDomains.source;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.orrery.agent.transport.ProcessLogs;
import org.orrery.agent.transport.Transport;
import org.orrery.control.api.Delivery;

/**
 * What is particular to the streams between domains of one process ({@link Transport#domainHost}), two engines of one
 * JVM standing for two domains of a shared domain host: the process keeps a log while either end of its stream is
 * deployed, and one sender a stream. What they carry is tested beside shared memory ({@link OneHostPathsTest}).
 */
@Timeout(90)
class DomainHostTransportTest extends TwoDomainsTest {

    @Test
    void theProcessKeepsAStreamsLogWhileEitherEndIsDeployed() throws Exception {
        RouteSpec crossing = new RouteSpec("sensor", "display", "", Delivery.RELIABLE, Transport.domainHost(7001));
        planet2.deploy(List.of(display(0)), List.of(crossing));
        planet1.deploy(List.of(source(1_000)), List.of(crossing));
        await("1,000 events delivered", () -> received(planet2) == 1_000 && planet1.isQuiescent());
        assertEquals(1, ProcessLogs.open(), "one log for the stream");

        planet2.undeploy();
        assertEquals(1, ProcessLogs.open(), "its sender keeps it");
        planet1.undeploy();
        assertEquals(0, ProcessLogs.open(), "gone with both its ends");
    }

    /** Two senders of one stream in one process are refused, with the connection named, before anything runs. */
    @Test
    void aSecondSenderOfOneStreamInTheProcessIsRefused() throws Exception {
        Transport stream = Transport.domainHost(7002);
        planet1.deploy(List.of(source(0)), List.of(new RouteSpec("sensor", "display", "", Delivery.RELIABLE, stream)));
        DeploymentException refused = assertThrows(DeploymentException.class, () -> planet2.deploy(List.of(source(0)),
                List.of(new RouteSpec("sensor", "elsewhere", "", Delivery.RELIABLE, stream))));
        assertTrue(refused.getMessage().contains("sensor \u2192 elsewhere")
                && refused.getMessage().contains("already has a sender in this process"), refused.getMessage());
    }
}
