package org.orrery.agent.star;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;

import org.junit.jupiter.api.Test;
import org.orrery.control.api.ControlJson;
import org.orrery.control.api.DomainApi.ConnectionStats;
import org.orrery.control.api.DomainApi.DomainStatus;
import org.orrery.control.api.DomainApi.LinkCounts;
import org.orrery.control.api.DomainApi.LinkLatency;
import org.orrery.control.api.DomainApi.OperatorStats;
import org.orrery.control.api.LinkPath;
import org.orrery.control.api.LinkSide;
import org.orrery.control.api.NodeApi.DomainProcess;
import org.orrery.control.api.OperatorState;
import org.orrery.control.api.Role;
import org.orrery.control.api.SystemApi.ConnectionView;
import org.orrery.control.api.SystemApi.DomainSpec;
import org.orrery.control.api.SystemApi.DomainView;
import org.orrery.control.api.SystemApi.HostSpec;
import org.orrery.control.api.SystemApi.OperatorView;
import org.orrery.control.api.SystemApi.SystemDeployment;
import org.orrery.control.api.SystemApi.SystemStatus;

import com.fasterxml.jackson.databind.JsonNode;

/** Both ends of a connection folded into one view, and rates from two heartbeats, with a pretend clock. */
class StatusAggregatorTest {

    private static final Planet P1 = new Planet("p1", "alpha", "http://node", "127.0.0.1", 7001, 11);
    private static final Planet P2 = new Planet("p2", "alpha", "http://node", "127.0.0.1", 7002, 12);
    private static final SystemDeployment SYSTEM = new SystemDeployment("demo",
            List.of(new HostSpec("alpha", "", List.of(new DomainSpec("star", Role.STAR, 0, List.of()),
                    new DomainSpec("p2", Role.PLANET, 0, List.of()), new DomainSpec("p1", Role.PLANET, 0, List.of())))),
            List.of(), List.of(), List.of(), null);
    private static final DomainView STAR = new DomainView("star", "alpha", Role.STAR, true, 7000, 10, "", List.of(),
            null);

    private final Map<String, DomainStatus> statuses = new HashMap<>();
    private final PlanetWatch watch = new PlanetWatch((planet, within) -> statuses.get(planet.name()),
            planet -> new DomainProcess(planet.name(), Role.PLANET, planet.address(), planet.port(), planet.pid(), true,
                    "", 0, 0, ""),
            () -> 0);
    private final StatusAggregator aggregator = new StatusAggregator();
    /** The hosts' clock uncertainties: none (a lab of one machine). */
    private static final ToLongFunction<String> ONE_CLOCK = host -> 0;

    private void beat(long sent, long delivered, long bytes, long eventsOut) {
        statuses.put("p1", new DomainStatus("p1", Role.PLANET, true, "", List.of(),
                List.of(new OperatorStats("sensor", "t", OperatorState.RUNNING, 0, eventsOut, 0, "", 5, 0, "b")),
                List.of(new ConnectionStats("sensor", "display", LinkPath.IPC, LinkSide.SENDER,
                        new LinkCounts(sent, 0, 2, 3, 0, 0, 0, sent * 150), LinkLatency.NONE, 7, "json", 2)),
                null));
        statuses.put("p2", new DomainStatus("p2", Role.PLANET, true, "", List.of(), List.of(),
                List.of(new ConnectionStats("sensor", "display", LinkPath.IPC, LinkSide.RECEIVER,
                        new LinkCounts(0, delivered, 1, 0, 0, bytes, 4, 0), new LinkLatency(10, 20, 30, 40, 50, 60), 0,
                        "json", 2, new LinkLatency(1, 2, 3, 4, 5, 6, 7, 8))),
                null));
        watch.poll(List.of(P1, P2));
    }

    /**
     * A first heartbeat at 1 s (100 sent, 90 delivered), a second one at {@code atNanos}, and the status after both.
     */
    private SystemStatus afterTwoHeartbeats(long sent, long delivered, long bytes, long eventsOut, long atNanos) {
        beat(100, 90, 9_000, 100);
        aggregator.sample(List.of(P1, P2), watch, 1_000_000_000L);
        beat(sent, delivered, bytes, eventsOut);
        aggregator.sample(List.of(P1, P2), watch, atNanos);
        return aggregator.status(SYSTEM, STAR, List.of(P1, P2), watch, 42, ONE_CLOCK);
    }

    @Test
    void theTwoEndsOfAConnectionAreFoldedAndRatesComeFromTwoHeartbeats() {
        SystemStatus status = afterTwoHeartbeats(600, 590, 59_000, 600, 1_500_000_000L);
        assertEquals(List.of("star", "p2", "p1"), status.domains().stream().map(DomainView::name).toList(),
                "the Star, then the Planets in the system's order");
        ConnectionView link = status.connections().get(0);
        assertEquals(600, link.counts().sent(), "sent as the sender saw it");
        assertEquals(590, link.counts().delivered(), "delivered as the receiver saw it");
        assertEquals(3, link.counts().dropped(), "drops at both ends");
        assertEquals(3, link.counts().filtered());
        assertEquals(7, link.backlog());
        assertEquals(4, link.counts().outOfOrder());
        assertEquals(new LinkLatency(10, 20, 30, 40, 50, 60), link.latency(),
                "the receiver's latency, p99.9 and largest included");
        assertEquals(new LinkLatency(1, 2, 3, 4, 5, 6, 7, 8), link.hopLatency(), "and its hop's, jitter included");
        assertEquals(0, link.hopClockUncertaintyUs(), "both ends on one host read one clock");
        assertEquals(1_000, link.rates().eventsPerSecond(), 1e-9, "500 more delivered in half a second");
        assertEquals(100_000, link.rates().bytesPerSecond(), 1e-9);
        assertEquals("json", link.wireFormat());
        assertEquals(2, link.priority());
        assertEquals(600 * 150, link.counts().wireBytes(), "the messages as the sender wrote them");
        assertEquals(150_000, link.rates().wireBytesPerSecond(), 1e-9,
                "500 more messages of 150 bytes in half a second");
        OperatorView sensor = status.operators().get(0);
        assertEquals(1_000, sensor.outPerSecond(), 1e-9);
        assertEquals("p1", sensor.domain());
    }

    @Test
    void countersKeptFromAnEarlierHeartbeatKeepTheirRatesInsteadOfDroppingToZero() {
        afterTwoHeartbeats(600, 590, 59_000, 600, 1_500_000_000L);
        watch.lightly(planet -> {
        }); // a deployment: the Planets are only asked whether they live
        watch.poll(List.of(P1, P2));
        aggregator.sample(List.of(P1, P2), watch, 2_000_000_000L);
        SystemStatus status = aggregator.status(SYSTEM, STAR, List.of(P1, P2), watch, 43, ONE_CLOCK);
        assertEquals(1_000, status.connections().get(0).rates().eventsPerSecond(), 1e-9);
        assertEquals(1_000, status.operators().get(0).outPerSecond(), 1e-9);

        watch.lightly(null);
        beat(1_600, 1_590, 159_000, 1_600);
        aggregator.sample(List.of(P1, P2), watch, 2_500_000_000L);
        status = aggregator.status(SYSTEM, STAR, List.of(P1, P2), watch, 44, ONE_CLOCK);
        assertEquals(1_000, status.connections().get(0).rates().eventsPerSecond(), 1e-9,
                "1,000 more delivered over the second since the last fresh reading");
        assertEquals(1_000, status.operators().get(0).outPerSecond(), 1e-9);
    }

    @Test
    void aCounterThatWentDownStartsAFreshSampleAndADownPlanetsOperatorsAreUnknown() {
        SystemStatus status = afterTwoHeartbeats(10, 5, 500, 10, 2_000_000_000L);
        assertEquals(0, status.connections().get(0).rates().eventsPerSecond(),
                "restarted: no rate until the next sample");
        statuses.remove("p1");
        watch.poll(List.of(P1));
        status = aggregator.status(SYSTEM, STAR, List.of(P1, P2), watch, 43, ONE_CLOCK);
        assertEquals(OperatorState.UNKNOWN, status.operators().get(0).state());
        assertEquals(false, status.domains().get(2).up());
    }

    @Test
    void aConnectionIsWrittenFlatAndReadBackWhole() throws IOException {
        ConnectionView link = afterTwoHeartbeats(600, 590, 59_000, 600, 1_500_000_000L).connections().get(0);
        JsonNode written = ControlJson.mapper().valueToTree(link);
        assertEquals(590, written.path("delivered").asLong(), "the counters beside the source, not nested");
        assertEquals(30, written.path("latencyP999UsSinceDeploy").asDouble());
        assertEquals(1_000, written.path("eventsPerSecond").asDouble());
        assertTrue(written.path("counts").isMissingNode() && written.path("latency").isMissingNode());
        List<String> names = new ArrayList<>();
        written.fieldNames().forEachRemaining(names::add);
        assertEquals(
                List.of("source", "target", "path", "sent", "delivered", "dropped", "filtered", "predicateErrors",
                        "bytes", "outOfOrder"),
                names.subList(0, 10), "the counters first, in the order scripts match them");
        assertEquals(link, ControlJson.readAnswer(ControlJson.mapper().writeValueAsBytes(link), ConnectionView.class));

        ConnectionView older = ControlJson
                .readAnswer("{\"source\":\"a\",\"target\":\"b\",\"delivered\":3,\"latencyP50UsSinceDeploy\":9.5}"
                        .getBytes(StandardCharsets.UTF_8), ConnectionView.class);
        assertEquals(3, older.counts().delivered());
        assertEquals(9.5, older.latency().p50SinceDeploy());
        assertEquals(0, older.latency().p999SinceDeploy(), "what an answer lacks reads as 0");
    }

    @Test
    void aHopBetweenHostsCarriesTheUncertaintyOfBothHostsClocks() {
        Planet onBeta = new Planet("p2", "beta", "http://node2", "127.0.0.2", 7002, 12);
        beat(100, 90, 9_000, 100);
        Map<String, Long> uncertaintyNs = new HashMap<>(Map.of("alpha", 30_000L, "beta", 12_000L));
        SystemStatus status = aggregator.status(SYSTEM, STAR, List.of(P1, onBeta), watch, 45,
                host -> uncertaintyNs.getOrDefault(host, -1L));
        assertEquals(42, status.connections().get(0).hopClockUncertaintyUs(), 1e-9, "30 µs and 12 µs");
        uncertaintyNs.remove("beta");
        status = aggregator.status(SYSTEM, STAR, List.of(P1, onBeta), watch, 46,
                host -> uncertaintyNs.getOrDefault(host, -1L));
        assertEquals(-1, status.connections().get(0).hopClockUncertaintyUs(), "a host not yet measured: unknown");
    }
}
