package org.orrery.agent.star;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import java.util.function.ToLongFunction;

import org.orrery.control.api.NodeApi.ClockOffset;
import org.orrery.control.api.NodeApi.ClockReading;
import org.orrery.control.client.ControlClient;
import org.orrery.control.client.ControlException;
import org.orrery.control.client.NodeDaemonProxy;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Measures each host's clock against the Star's, NTP-style, and tells each node daemon its offset, which its domains
 * then subtract from their clocks, so that a latency measured across hosts compares one clock with itself. A
 * measurement is {@value #SAMPLES} readings of the node's clock ({@code GET /v1/clock}), each between two readings of
 * the Star's: the node read its clock somewhere within that round trip, so its offset is its reading minus the round
 * trip's middle, give or take half the round trip. The sample of the shortest round trip is kept (the one least delayed
 * by the network or a busy machine), with half its round trip as the uncertainty. Every host is measured when the Star
 * starts and every {@value #PERIOD_S} seconds after, on a thread of its own.
 */
final class ClockSync implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(ClockSync.class);

    static final int SAMPLES = 8;
    static final long PERIOD_S = 30;
    private static final Duration CALL_TIMEOUT = Duration.ofSeconds(5);

    private final Map<String, String> nodes;
    private final ControlClient client;
    private final LongSupplier starClock;
    private final LongSupplier wallClockMillis;
    private final Map<String, ClockOffset> offsets = new ConcurrentHashMap<>();
    private final ScheduledExecutorService thread = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "orrery-star-clocks");
        t.setDaemon(true);
        return t;
    });

    /**
     * @param starClock the Star host's own clock, the lab's reference
     * @param wallClockMillis the wall clock a measurement's time is read from
     */
    ClockSync(Map<String, String> nodes, ControlClient client, LongSupplier starClock, LongSupplier wallClockMillis) {
        this.nodes = Map.copyOf(nodes);
        this.client = client;
        this.starClock = starClock;
        this.wallClockMillis = wallClockMillis;
    }

    void start() {
        thread.scheduleWithFixedDelay(this::measureAll, 200, PERIOD_S * 1000, TimeUnit.MILLISECONDS);
    }

    /** Lab time now: the Star host's own clock, in nanoseconds. */
    long labNow() {
        return starClock.getAsLong();
    }

    /** The offsets measured so far, by host. */
    Map<String, ClockOffset> offsets() {
        return Map.copyOf(offsets);
    }

    /**
     * How far {@code host}'s lab clock may be from the Star's, in nanoseconds: the uncertainty of its last measured
     * offset; 0 for a host this does not measure (the Star's clock is the reference), -1 for one not yet measured.
     */
    long uncertaintyNs(String host) {
        ClockOffset offset = offsets.get(host);
        if (offset != null) {
            return offset.uncertaintyNs();
        }
        return nodes.containsKey(host) ? -1 : 0;
    }

    /**
     * How far the clocks of a hop's two hosts may disagree, in microseconds: 0 on one host (or when either is not
     * known), their offsets' uncertainties added across hosts, -1 while either is unmeasured.
     */
    static double uncertaintyUs(String senderHost, String receiverHost, ToLongFunction<String> uncertaintyNs) {
        if (senderHost == null || receiverHost == null || senderHost.isEmpty() || receiverHost.isEmpty()
                || senderHost.equals(receiverHost)) {
            return 0;
        }
        long sender = uncertaintyNs.applyAsLong(senderHost);
        long receiver = uncertaintyNs.applyAsLong(receiverHost);
        return sender < 0 || receiver < 0 ? -1 : (sender + receiver) / 1_000.0;
    }

    void measureAll() {
        for (Map.Entry<String, String> node : nodes.entrySet()) {
            try {
                ClockOffset offset = measure(node.getValue());
                node(node.getValue()).clockOffset(offset);
                offsets.put(node.getKey(), offset);
            } catch (ControlException | RuntimeException e) {
                // a host that does not answer now keeps its last offset; the next round tries again
                LOG.warn("the clock of host {} could not be measured: {}", node.getKey(), e.getMessage());
            }
        }
    }

    /** One measurement of the node daemon at {@code nodeUrl}. */
    ClockOffset measure(String nodeUrl) throws ControlException {
        long bestRoundTrip = Long.MAX_VALUE;
        long bestOffset = 0;
        NodeDaemonProxy node = node(nodeUrl);
        for (int i = 0; i < SAMPLES; i++) {
            long sent = starClock.getAsLong();
            ClockReading reading = node.clock();
            long received = starClock.getAsLong();
            long roundTrip = received - sent;
            if (roundTrip < bestRoundTrip) {
                bestRoundTrip = roundTrip;
                bestOffset = reading.nanos() - (sent + roundTrip / 2);
            }
        }
        return new ClockOffset(bestOffset, bestRoundTrip / 2, SAMPLES, wallClockMillis.getAsLong());
    }

    private NodeDaemonProxy node(String nodeUrl) {
        return new NodeDaemonProxy(client, nodeUrl, CALL_TIMEOUT);
    }

    @Override
    public void close() {
        thread.shutdownNow();
    }
}
