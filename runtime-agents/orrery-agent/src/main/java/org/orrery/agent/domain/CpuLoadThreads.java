package org.orrery.agent.domain;

import java.util.ArrayList;
import java.util.List;

import org.orrery.agent.control.ApiException;
import org.orrery.agent.control.ControlServer;
import org.orrery.agent.control.Requests;
import org.orrery.control.api.DomainApi.CpuLoad;
import org.orrery.control.api.DomainApi.CpuLoadState;
import org.orrery.control.api.Limits;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A load on a domain's CPU, as a scenario's {@code cpu-hog} asks for ({@code PUT /v1/load}): threads of the domain's
 * process, one per core, that do nothing but compute until the load's time is up, at the priority every thread of the
 * process has, so that they take the host's cores as another busy program would. A new load replaces the one running;
 * {@code DELETE /v1/load} and the domain's end stop them.
 */
final class CpuLoadThreads implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(CpuLoadThreads.class);

    private final String domain;
    private final List<Thread> threads = new ArrayList<>();
    private long untilMillis;
    /** Read by the spinning threads: the load they belong to, so that a replaced load's threads stop. */
    private volatile long generation;

    CpuLoadThreads(String domain) {
        this.domain = domain;
    }

    void routes(ControlServer server) {
        server.route("GET", "/v1/load", 0, (path, body) -> state())
                .route("PUT", "/v1/load", Limits.MAX_JSON_BODY_BYTES,
                        (path, body) -> start(Requests.read(body, CpuLoad.class)))
                .route("DELETE", "/v1/load", 0, (path, body) -> stop());
    }

    synchronized CpuLoadState start(CpuLoad load) {
        String problem = load.problem();
        if (problem != null) {
            throw new ApiException(400, problem);
        }
        int cores = Runtime.getRuntime().availableProcessors();
        if (load.cores() > cores) {
            throw new ApiException(400,
                    "the host of " + domain + " has " + cores + " cores for this process, not " + load.cores());
        }
        stop();
        long mine = generation;
        long untilNs = System.nanoTime() + load.seconds() * 1_000_000_000L;
        untilMillis = System.currentTimeMillis() + load.seconds() * 1_000L;
        for (int i = 0; i < load.cores(); i++) {
            Thread thread = new Thread(() -> spin(mine, untilNs), "orrery-cpu-load-" + domain + "-" + i);
            thread.setDaemon(true);
            threads.add(thread);
            thread.start();
        }
        LOG.info("{} spins {} core(s) for {} s on request", domain, load.cores(), load.seconds());
        return state();
    }

    synchronized CpuLoadState stop() {
        generation++;
        for (Thread thread : threads) {
            try {
                thread.join(1_000);
            } catch (@SuppressWarnings("unused") InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        threads.clear();
        untilMillis = 0;
        return state();
    }

    synchronized CpuLoadState state() {
        threads.removeIf(thread -> !thread.isAlive());
        return threads.isEmpty() ? new CpuLoadState(0, 0) : new CpuLoadState(threads.size(), untilMillis);
    }

    @Override
    public void close() {
        stop();
    }

    /** Computes until {@code untilNs} or until its load is replaced or stopped. */
    private void spin(long mine, long untilNs) {
        long x = 1;
        while (generation == mine && System.nanoTime() < untilNs) {
            for (int i = 0; i < 10_000; i++) {
                x = x * 6364136223846793005L + 1442695040888963407L;
            }
        }
        if (x == 42) {
            System.err.print(""); // keeps the computation from being taken away as unused
        }
    }
}
