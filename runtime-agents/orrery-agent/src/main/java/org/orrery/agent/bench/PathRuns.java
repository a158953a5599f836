package org.orrery.agent.bench;

import java.io.IOException;
import java.net.DatagramSocket;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.IntSupplier;

import org.HdrHistogram.Histogram;
import org.orrery.agent.engine.Comparisons;
import org.orrery.agent.engine.DomainEngine;
import org.orrery.agent.engine.OperatorSpec;
import org.orrery.agent.engine.RouteSpec;
import org.orrery.agent.transport.Transport;
import org.orrery.control.api.Delivery;
import org.orrery.control.api.DomainApi.OperatorStats;
import org.orrery.control.api.DomainApi.TapOpened;
import org.orrery.control.api.DomainApi.TapRequest;

/**
 * Throughput and round trips of one path (in-process on the first domain, or {@code ipc} or {@code udp} between the
 * two), each in a deployment of its own with the sample operators; what the runtime benchmark's cases compare with
 * their baselines. It runs on {@code planet1} (and {@code planet2}), with stream ids no other measurement used from
 * {@code streamIds}; the application takes batches ({@code onBatch}) when {@code sinkBatches}, else each event alone.
 */
record PathRuns(DomainEngine planet1, DomainEngine planet2, IntSupplier streamIds, int roundTrips, int windowMillis,
        boolean sinkBatches) {

    PathRuns(DomainEngine planet1, DomainEngine planet2, IntSupplier streamIds, int roundTrips, int windowMillis) {
        this(planet1, planet2, streamIds, roundTrips, windowMillis, true);
    }

    /** The same runs with an application that takes each event in a call of its own, as one written before SPI 1.5. */
    PathRuns sinkTakingEventsAlone() {
        return new PathRuns(planet1, planet2, streamIds, roundTrips, windowMillis, false);
    }

    /** How long a throughput run goes before its window opens. */
    static final int WARM_UP_MS = 500;

    /** {@code measurement} with every event in a transport message of its own ({@link Comparisons#BATCHES}). */
    <T> T eachAlone(Callable<T> measurement) throws Exception {
        return RuntimeBenchmark.with(domains(), Comparisons.BATCHES, "false", measurement);
    }

    /** The domains it runs on. */
    List<DomainEngine> domains() {
        return List.of(planet1, planet2);
    }

    static OperatorStats stats(DomainEngine engine, String operator) {
        return engine.operatorStats().stream().filter(s -> s.name().equals(operator)).findFirst().orElseThrow();
    }

    /**
     * Events per second from an unending source, as fast as its reliable connection takes them, to an application on
     * {@code path}: what the application received over {@link #windowMillis} after {@link #WARM_UP_MS} (the connection
     * wired, the code compiled).
     */
    double throughput(String path, int payload) throws Exception {
        return throughput(path, payload, false).eventsPerSecond();
    }

    /**
     * What one throughput run measured: events per second at the application, and the bytes the sending and the
     * receiving domain's event threads allocated per event over the window (-1 when the JVM cannot tell; in-process
     * both are the one thread's), and the bytes of log an event took (0 in-process: no log).
     */
    record Throughput(double eventsPerSecond, double sendingBytesPerEvent, double receivingBytesPerEvent,
            double logBytesPerEvent) {
    }

    /** Has both domains trace one in {@code oneIn} of their sources' events from now on (0: none). */
    void trace(int oneIn) {
        planet1.traces().trace(oneIn);
        planet2.traces().trace(oneIn);
    }

    /** A throughput run as above, the application reading every byte of each body when {@code readBody}. */
    Throughput throughput(String path, int payload, boolean readBody) throws Exception {
        return throughput(path, payload, readBody, false, true);
    }

    /**
     * A throughput run as above; with {@code filtered}, through a filter beside the source that passes every event (the
     * predicate {@code n >= 0} read on each); the sample operators taking and passing views, and the source claiming
     * its events, when {@code views}, else events, as operators written before views do.
     */
    Throughput throughput(String path, int payload, boolean readBody, boolean filtered, boolean views)
            throws Exception {
        return throughput(path, payload, readBody, filtered, views, 0);
    }

    /**
     * A throughput run as above; with {@code tapPerSecond} above 0, a tap open on the connection into the sink for the
     * window, taking that many events a second (as a user watching the link does).
     */
    Throughput throughput(String path, int payload, boolean readBody, boolean filtered, boolean views, int tapPerSecond)
            throws Exception {
        String api = String.valueOf(views);
        OperatorSpec source = new OperatorSpec("source", "org.orrery.sample.source", "",
                Map.of("count", "0", "eventsPerSecond", "0", "payloadBytes", String.valueOf(payload), "attributes",
                        "n=seq()", "views", api));
        OperatorSpec filter = new OperatorSpec("filter", "org.orrery.sample.filter", "",
                Map.of("predicate", "n >= 0", "views", api));
        OperatorSpec sink = new OperatorSpec("sink", "org.orrery.sample.application", "",
                Map.of("readBody", String.valueOf(readBody), "views", api, "batches", String.valueOf(sinkBatches)));
        DomainEngine receiver = path.equals("in-process") ? planet1 : planet2;
        List<OperatorSpec> senders = filtered ? List.of(source, filter) : List.of(source);
        String toSink = filtered ? "filter" : "source";
        List<RouteSpec> local = filtered ? List.of(new RouteSpec("source", "filter", "", Delivery.RELIABLE))
                : List.of();
        if (path.equals("in-process")) {
            List<OperatorSpec> all = new ArrayList<>(senders);
            all.add(sink);
            List<RouteSpec> routes = new ArrayList<>(local);
            routes.add(new RouteSpec(toSink, "sink", "", Delivery.RELIABLE));
            planet1.deploy(all, routes);
        } else {
            RouteSpec route = new RouteSpec(toSink, "sink", "", Delivery.RELIABLE, transport(path));
            planet2.deploy(List.of(sink), List.of(route));
            List<RouteSpec> routes = new ArrayList<>(local);
            routes.add(route);
            planet1.deploy(senders, routes);
        }
        TapOpened tap = tapPerSecond > 0 ? receiver.taps().open(new TapRequest(toSink, "sink", "", tapPerSecond))
                : null;
        Thread.sleep(WARM_UP_MS);
        ThreadAllocation sending = new ThreadAllocation(planet1.eventThreadId());
        ThreadAllocation receiving = new ThreadAllocation(receiver.eventThreadId());
        long sentBefore = stats(planet1, "source").eventsOut();
        long logBefore = planet1.logBytesWritten();
        long before = stats(receiver, "sink").eventsIn();
        long start = System.nanoTime();
        Thread.sleep(windowMillis);
        long received = stats(receiver, "sink").eventsIn() - before;
        double rate = received / ((System.nanoTime() - start) / 1e9);
        long sent = stats(planet1, "source").eventsOut() - sentBefore;
        double logPerEvent = (planet1.logBytesWritten() - logBefore) / (double) Math.max(1, sent);
        double sendingPerEvent = sending.perEvent(sent);
        double receivingPerEvent = receiving.perEvent(received);
        if (tap != null && receiver.taps().close(tap.tap()).shown() == 0) {
            throw new IllegalStateException("the tap on " + toSink + " -> sink took nothing");
        }
        planet1.undeploy();
        planet2.undeploy();
        if (received == 0) {
            throw new IllegalStateException("nothing arrived on " + path + " in " + windowMillis + " ms");
        }
        return new Throughput(rate, sendingPerEvent, receivingPerEvent, logPerEvent);
    }

    /**
     * Latency of source → bounce (other domain) → application (back on the first) measured at the application, over the
     * measured window: the round trips after the first tenth (the warm-up: the connections just wired, the code not yet
     * compiled), as the difference of the connection's histogram at the end and after the warm-up.
     */
    Histogram roundTrip(String path, int payload) throws Exception {
        OperatorSpec source = roundTripSource(payload);
        OperatorSpec bounce = new OperatorSpec("bounce", "org.orrery.sample.bounce", "", Map.of());
        OperatorSpec sink = new OperatorSpec("sink", "org.orrery.sample.application", "", Map.of());
        if (path.equals("in-process")) {
            planet1.deploy(List.of(source, bounce, sink),
                    List.of(new RouteSpec("source", "bounce", "", Delivery.RELIABLE),
                            new RouteSpec("bounce", "sink", "", Delivery.RELIABLE)));
        } else {
            RouteSpec out = new RouteSpec("source", "bounce", "", Delivery.RELIABLE, transport(path));
            RouteSpec back = new RouteSpec("bounce", "sink", "", Delivery.RELIABLE, transport(path));
            planet2.deploy(List.of(bounce), List.of(out, back));
            planet1.deploy(List.of(source, sink), List.of(out, back));
        }
        awaitReceived(planet1, "sink", roundTrips / 10);
        Histogram warmUp = planet1.latencySinceWired("bounce", "sink");
        awaitReceived(planet1, "sink", roundTrips);
        Histogram window = planet1.latencySinceWired("bounce", "sink");
        window.subtract(warmUp);
        planet1.undeploy();
        planet2.undeploy();
        return window;
    }

    /**
     * Latency from the source's schedule under load: an unending open-loop source at {@code eventsPerSecond} (each
     * event stamped with when it was due, so a wait to be sent counts) to an application reading every byte on
     * {@code path} ({@code ipc} or {@code udp}), measured at the application over {@link #windowMillis} after
     * {@link #WARM_UP_MS}.
     */
    Histogram latencyAtRate(String path, int payload, long eventsPerSecond) throws Exception {
        OperatorSpec source = new OperatorSpec("source", "org.orrery.sample.source", "",
                Map.of("count", "0", "eventsPerSecond", String.valueOf(eventsPerSecond), "payloadBytes",
                        String.valueOf(payload), "attributes", "n=seq()"));
        OperatorSpec sink = new OperatorSpec("sink", "org.orrery.sample.application", "",
                Map.of("readBody", "true", "batches", String.valueOf(sinkBatches)));
        RouteSpec route = new RouteSpec("source", "sink", "", Delivery.RELIABLE, transport(path));
        planet2.deploy(List.of(sink), List.of(route));
        planet1.deploy(List.of(source), List.of(route));
        Thread.sleep(WARM_UP_MS);
        Histogram warmUp = planet2.latencySinceWired("source", "sink");
        Thread.sleep(windowMillis);
        Histogram window = planet2.latencySinceWired("source", "sink");
        window.subtract(warmUp);
        planet1.undeploy();
        planet2.undeploy();
        if (window.getTotalCount() == 0) {
            throw new IllegalStateException("nothing arrived on " + path + " in " + windowMillis + " ms");
        }
        return window;
    }

    /** The source of a round trip: {@link #roundTrips} events of {@code payload} bytes at 1,000 a second. */
    private OperatorSpec roundTripSource(int payload) {
        return new OperatorSpec("source", "org.orrery.sample.source", "", Map.of("count", String.valueOf(roundTrips),
                "eventsPerSecond", "1000", "payloadBytes", String.valueOf(payload), "attributes", "n=seq()"));
    }

    /**
     * The UDP round trip as a deployment sees it, every round trip counted from the start: the two domains deployed
     * held and started together, as the Star does, after both waited for their streams to connect when
     * {@code awaitConnected} (else at once, each starting as it deploys, the order of {@link #roundTrip}).
     */
    Histogram udpRoundTripSinceDeploy(int payload, boolean awaitConnected) throws Exception {
        OperatorSpec source = roundTripSource(payload);
        OperatorSpec bounce = new OperatorSpec("bounce", "org.orrery.sample.bounce", "", Map.of());
        OperatorSpec sink = new OperatorSpec("sink", "org.orrery.sample.application", "", Map.of());
        RouteSpec out = new RouteSpec("source", "bounce", "", Delivery.RELIABLE, transport("udp"));
        RouteSpec back = new RouteSpec("bounce", "sink", "", Delivery.RELIABLE, transport("udp"));
        planet2.apply(List.of(bounce), List.of(out, back), awaitConnected, null);
        planet1.apply(List.of(source, sink), List.of(out, back), awaitConnected, null);
        if (awaitConnected) {
            planet2.awaitConnected(2_000);
            planet1.awaitConnected(2_000);
            planet2.startHeld();
            planet1.startHeld();
        }
        awaitReceived(planet1, "sink", roundTrips);
        Histogram whole = planet1.latencySinceWired("bounce", "sink");
        planet1.undeploy();
        planet2.undeploy();
        return whole;
    }

    private Transport transport(String path) throws IOException {
        return path.equals("ipc") ? Transport.ipc(streamIds.getAsInt())
                : Transport.udp("127.0.0.1", freeUdpPort(), streamIds.getAsInt());
    }

    static void awaitReceived(DomainEngine engine, String operator, long count) throws InterruptedException {
        long deadline = System.nanoTime() + 300_000_000_000L;
        while (true) {
            long received = engine.operatorStats()
                    .stream()
                    .filter(s -> s.name().equals(operator))
                    .mapToLong(OperatorStats::eventsIn)
                    .sum();
            if (received >= count) {
                return;
            }
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException(operator + " received " + received + " of " + count);
            }
            Thread.sleep(1);
        }
    }

    static int freeUdpPort() throws IOException {
        try (DatagramSocket socket = new DatagramSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
