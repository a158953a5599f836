package org.orrery.agent.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.orrery.agent.engine.DeploymentException;
import org.orrery.agent.engine.DomainEngine;
import org.orrery.agent.engine.OperatorSpec;
import org.orrery.agent.engine.RouteSpec;
import org.orrery.agent.transport.Transport;
import org.orrery.control.api.Delivery;
import org.orrery.control.api.DomainApi.OperatorStats;

/**
 * One source in one domain to ten applications in another over shared memory, every connection accepting every event:
 * the events delivered per second (all ten receivers together) with the ten connections on one stream, each on its own
 * lane (each event encoded, copied and decoded once), and with a stream per connection (each event ten times).
 */
final class FanOut {

    static final int RECEIVERS = 10;

    private final DomainEngine sender;
    private final DomainEngine receiver;

    FanOut(DomainEngine sender, DomainEngine receiver) {
        this.sender = sender;
        this.receiver = receiver;
    }

    /**
     * Events delivered per second by {@code count} events to {@link #RECEIVERS} receivers, on one stream
     * ({@code shared}) or one each, starting at stream {@code firstStream}.
     */
    double deliveredPerSecond(int payloadBytes, int count, boolean shared, int firstStream)
            throws InterruptedException, DeploymentException {
        OperatorSpec source = new OperatorSpec("source", "org.orrery.sample.source", "",
                Map.of("count", String.valueOf(count), "eventsPerSecond", "0", "payloadBytes",
                        String.valueOf(payloadBytes), "attributes", "n=seq()"));
        List<OperatorSpec> sinks = new ArrayList<>();
        List<RouteSpec> routes = new ArrayList<>();
        for (int i = 0; i < RECEIVERS; i++) {
            sinks.add(new OperatorSpec("sink" + i, "org.orrery.sample.application", "", Map.of()));
            Transport transport = shared ? Transport.ipc(firstStream).onLane(i) : Transport.ipc(firstStream + i);
            routes.add(new RouteSpec("source", "sink" + i, "", Delivery.RELIABLE, transport));
        }
        receiver.deploy(sinks, routes);
        long start = System.nanoTime();
        sender.deploy(List.of(source), routes);
        long deadline = start + 300_000_000_000L;
        long expected = (long) count * RECEIVERS;
        while (delivered() < expected) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException(
                        "fan-out: " + delivered() + " of " + expected + " delivered within 300 s");
            }
            Thread.sleep(1);
        }
        double rate = expected / ((System.nanoTime() - start) / 1e9);
        sender.undeploy();
        receiver.undeploy();
        return rate;
    }

    private long delivered() {
        return receiver.operatorStats().stream().mapToLong(OperatorStats::eventsIn).sum();
    }
}
