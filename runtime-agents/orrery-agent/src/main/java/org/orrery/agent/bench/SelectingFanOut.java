package org.orrery.agent.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.orrery.agent.engine.DeploymentException;
import org.orrery.agent.engine.DomainEngine;
import org.orrery.agent.engine.OperatorSpec;
import org.orrery.agent.engine.RouteSpec;
import org.orrery.control.api.Delivery;
import org.orrery.control.api.DomainApi.OperatorStats;

/**
 * One source with {@value #CONNECTIONS} connections to applications in its own domain, each selecting one of as many
 * symbols ({@code symbol == 'S42'}): the source's events per second, timed from its first event (not from the
 * deployment of its thousand applications). Whether the connections are indexed is the caller's to set.
 */
final class SelectingFanOut {

    static final int CONNECTIONS = 1_000;

    private static final long TIMEOUT_NS = 300_000_000_000L;

    private final DomainEngine domain;

    SelectingFanOut(DomainEngine domain) {
        this.domain = domain;
    }

    double eventsPerSecond(int count) throws DeploymentException, InterruptedException {
        StringBuilder symbols = new StringBuilder();
        List<OperatorSpec> operators = new ArrayList<>();
        List<RouteSpec> routes = new ArrayList<>();
        for (int i = 0; i < CONNECTIONS; i++) {
            symbols.append(i == 0 ? "" : ",").append('S').append(i);
            operators.add(new OperatorSpec("a" + i, "org.orrery.sample.application", "", Map.of()));
            routes.add(new RouteSpec("source", "a" + i, "symbol == 'S" + i + "'", Delivery.RELIABLE));
        }
        operators.add(new OperatorSpec("source", "org.orrery.sample.source", "", Map.of("count", String.valueOf(count),
                "eventsPerSecond", "0", "payloadBytes", "64", "attributes", "n=seq();symbol=choice(" + symbols + ")")));
        domain.deploy(operators, routes);
        long deadline = System.nanoTime() + TIMEOUT_NS;
        long first;
        while ((first = emitted()) == 0) {
            awaitBefore(deadline);
            Thread.sleep(0, 100_000);
        }
        long start = System.nanoTime();
        while (emitted() < count) {
            awaitBefore(deadline);
            Thread.sleep(1);
        }
        double rate = (count - first) / ((System.nanoTime() - start) / 1e9);
        domain.undeploy();
        return rate;
    }

    private long emitted() {
        return domain.operatorStats()
                .stream()
                .filter(s -> s.name().equals("source"))
                .mapToLong(OperatorStats::eventsOut)
                .sum();
    }

    private static void awaitBefore(long deadlineNs) {
        if (System.nanoTime() > deadlineNs) {
            throw new IllegalStateException(
                    "the selecting fan-out did not finish within " + TIMEOUT_NS / 1_000_000_000 + " s");
        }
    }
}
