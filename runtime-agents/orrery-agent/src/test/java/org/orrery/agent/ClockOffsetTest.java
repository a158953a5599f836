package org.orrery.agent;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.agent.star.NodeDaemons;
import org.orrery.control.api.ControlJson;
import org.orrery.control.util.Sha256;

import com.fasterxml.jackson.databind.JsonNode;

import io.opentelemetry.proto.trace.v1.Span;

/**
 * Latency across hosts compares one clock with itself: a lab of three node daemons (alpha with the Star, beta, and
 * gamma whose clock a test-only option sets 250 ms ahead, as another machine's might be), each a real process, one
 * source on alpha sending over UDP to a sink on beta and one on gamma. The Star measures each host's offset; gamma's is
 * found within its uncertainty of 250 ms, and the latency into gamma, corrected by it, is that into beta within the two
 * uncertainties and the jitter of a busy machine, not 250 ms more; and the traces exported over OTLP to a real receiver
 * come in hop order on one clock.
 */
@Timeout(240)
class ClockOffsetTest {

    private static final long SKEW_MS = 250;

    @TempDir
    Path dir;

    private final List<Process> nodes = new ArrayList<>();
    private final List<String> nodeUrls = new ArrayList<>();
    private boolean passed;

    @AfterEach
    void stop(TestInfo test) throws Exception {
        for (int i = 0; i < nodes.size(); i++) {
            TestLab.stopNode(nodes.get(i), nodeUrls.get(i));
        }
        if (!passed) {
            System.err.println("=== agent logs of " + test.getDisplayName() + " ===");
            try (var logs = Files.walk(dir)) {
                for (Path log : logs.filter(f -> f.toString().endsWith(".log")).toList()) {
                    System.err.println("--- " + log);
                    System.err.println(Files.readString(log));
                }
            }
        }
    }

    @Test
    void aSkewedHostsLatencyIsCorrectedByItsMeasuredOffset() throws Exception {
        Path tokenFile = dir.resolve("token");
        Files.writeString(tokenFile, TestLab.TOKEN);
        Files.setPosixFilePermissions(tokenFile, PosixFilePermissions.fromString("rw-------"));
        StringBuilder nodeList = new StringBuilder();
        for (String host : List.of("alpha", "beta", "gamma")) {
            Path hostDir = dir.resolve(host);
            Files.createDirectories(hostDir);
            Process node = host.equals("gamma")
                    ? TestLab.startNode(dir, host, hostDir, "--test-clock-skew-ms", String.valueOf(SKEW_MS))
                    : TestLab.startNode(dir, host, hostDir);
            nodes.add(node);
            String url = TestLab.nodeUrl(node, dir, host);
            nodeUrls.add(url);
            nodeList.append(nodeList.length() == 0 ? "" : ",").append(NodeDaemons.entry(host, url, node.toHandle()));
        }
        // the raw clocks differ by the skew: a latency taken across them without correction would be 250 ms off
        // (gamma's reading taken between two of alpha's)
        long alphaBefore = TestLab.json(TestLab.call("GET", nodeUrls.get(0) + "/v1/clock", null)).get("nanos").asLong();
        long gammaClock = TestLab.json(TestLab.call("GET", nodeUrls.get(2) + "/v1/clock", null)).get("nanos").asLong();
        long alphaAfter = TestLab.json(TestLab.call("GET", nodeUrls.get(0) + "/v1/clock", null)).get("nanos").asLong();
        long rawDifference = gammaClock - (alphaBefore + alphaAfter) / 2;
        assertTrue(Math.abs(rawDifference - SKEW_MS * 1_000_000) <= (alphaAfter - alphaBefore) / 2 + 5_000_000,
                "gamma's clock is " + rawDifference + " ns ahead of alpha's, ± " + (alphaAfter - alphaBefore) / 2);

        JsonNode star = TestLab.json(TestLab.call("POST", nodeUrls.get(0) + "/v1/domains",
                ControlJson.write(Map.of("name", "star", "role", "star", "nodes", nodeList.toString()))));
        String starUrl = "http://127.0.0.1:" + star.get("port").asInt();
        JsonNode beta = awaitClock(nodeUrls.get(1));
        JsonNode gamma = awaitClock(nodeUrls.get(2));
        long gammaOffset = gamma.get("offsetNs").asLong();
        long gammaUncertainty = gamma.get("uncertaintyNs").asLong();
        long betaUncertainty = beta.get("uncertaintyNs").asLong();
        assertTrue(Math.abs(gammaOffset - SKEW_MS * 1_000_000) <= gammaUncertainty + 1_000_000, "gamma's offset "
                + gammaOffset + " ns ± " + gammaUncertainty + " is not the skew of " + SKEW_MS + " ms");
        assertTrue(Math.abs(beta.get("offsetNs").asLong()) <= betaUncertainty + 1_000_000, "beta's offset " + beta);

        TestLab.call("PUT", starUrl + "/v1/system", ControlJson.write(fanOut()));
        // the domains read their host's offset within a second of starting; let the last-second windows fill
        Thread.sleep(4_000);
        JsonNode status = TestLab.awaitStatus(starUrl,
                s -> TestLab.connection(s, "source", "toGamma").get("delivered").asLong() > 3_000
                        && TestLab.connection(s, "source", "toBeta").get("delivered").asLong() > 3_000);
        double intoBetaUs = TestLab.connection(status, "source", "toBeta").get("latencyP50UsSinceDeploy").asDouble();
        double intoGammaUs = TestLab.connection(status, "source", "toGamma").get("latencyP50UsSinceDeploy").asDouble();
        double allowedUs = (betaUncertainty + gammaUncertainty) / 1_000.0 + 2_000;
        System.out.printf(
                "latency p50 into beta %.0f µs, into gamma (clock +%d ms, offset measured %.3f ms ± %.3f ms) %.0f µs%n",
                intoBetaUs, SKEW_MS, gammaOffset / 1e6, gammaUncertainty / 1e6, intoGammaUs);
        assertTrue(Math.abs(intoGammaUs - intoBetaUs) <= allowedUs, "into gamma " + intoGammaUs + " µs, into beta "
                + intoBetaUs + " µs: more apart than " + allowedUs + " µs");
        // each hop's own latency, handed off on alpha's clock and taken on gamma's, is corrected the same way, and
        // says how far the two clocks may disagree
        JsonNode toGamma = TestLab.connection(status, "source", "toGamma");
        double hopIntoBetaUs = TestLab.connection(status, "source", "toBeta")
                .get("hopLatency")
                .get("latencyP50UsSinceDeploy")
                .asDouble();
        double hopIntoGammaUs = toGamma.get("hopLatency").get("latencyP50UsSinceDeploy").asDouble();
        assertTrue(toGamma.get("hopLatency").get("latencyMaxUsSinceDeploy").asDouble() > 0, "measured: " + toGamma);
        assertTrue(Math.abs(hopIntoGammaUs - hopIntoBetaUs) <= allowedUs, "hop into gamma " + hopIntoGammaUs
                + " µs, into beta " + hopIntoBetaUs + " µs: more apart than " + allowedUs + " µs");
        assertTrue(toGamma.get("hopClockUncertaintyUs").asDouble() >= gammaUncertainty / 1_000.0,
                "the hop from alpha to gamma carries both hosts' uncertainties: " + toGamma);

        // the traces, exported over OTLP to a real receiver: a span for the event, one a hop under its parent's, in
        // the order the event went (alpha, then gamma, then beta), on one wall clock although gamma's is 250 ms ahead
        try (OtlpReceiver receiver = new OtlpReceiver()) {
            long askedNs = wallClockNs();
            JsonNode tracing = TestLab.json(TestLab.call("PUT", starUrl + "/v1/system/tracing",
                    ControlJson.write(Map.of("oneIn", 20, "otlp", receiver.url()))));
            assertEquals(receiver.url(), tracing.get("otlp").asText(), tracing.toString());
            long slackNs = betaUncertainty + gammaUncertainty + 2_000_000;
            List<Span> chain = await("no trace through alpha, gamma and beta came over OTLP")
                    .atMost(Duration.ofSeconds(60))
                    .pollInterval(Duration.ofMillis(200))
                    .until(() -> chain(receiver.spans()), found -> found != null);
            long receivedNs = wallClockNs();
            Span event = chain.get(0);
            Span intoGamma = chain.get(1);
            Span intoBeta = chain.get(2);
            assertEquals("clocks", attribute(event, "orrery.system"), event.toString());
            assertEquals(List.of("g", "b"),
                    List.of(attribute(intoGamma, "orrery.domain"), attribute(intoBeta, "orrery.domain")));
            // on the wall clock: traced after tracing was asked for, and ended before it came in
            assertTrue(event.getStartTimeUnixNano() + slackNs >= askedNs, "the event's span starts at "
                    + event.getStartTimeUnixNano() + " ns, before tracing was asked for at " + askedNs);
            assertTrue(event.getEndTimeUnixNano() <= receivedNs + slackNs, "the event's span ends at "
                    + event.getEndTimeUnixNano() + " ns, after it was received at " + receivedNs);
            assertTrue(event.getStartTimeUnixNano() <= intoGamma.getStartTimeUnixNano(), chain.toString());
            // the hop into beta begins when the relay on gamma took the event, inside the hop into gamma
            assertTrue(intoBeta.getStartTimeUnixNano() + slackNs >= intoGamma.getStartTimeUnixNano(), chain.toString());
            assertTrue(intoBeta.getStartTimeUnixNano() <= intoGamma.getEndTimeUnixNano() + slackNs, chain.toString());
            for (Span hop : List.of(intoGamma, intoBeta)) {
                // emitted, sent, received: in order to within the clocks' uncertainty (uncorrected, gamma's sending
                // into beta would be 250 ms after beta received it)
                List<Long> times = new ArrayList<>(List.of(hop.getStartTimeUnixNano()));
                hop.getEventsList().forEach(e -> times.add(e.getTimeUnixNano()));
                times.add(hop.getEndTimeUnixNano());
                assertEquals(List.of("emitted", "sent", "received"),
                        hop.getEventsList().stream().map(Span.Event::getName).toList());
                for (int i = 1; i < times.size(); i++) {
                    assertTrue(times.get(i) + slackNs >= times.get(i - 1), "out of order: " + hop);
                }
            }
            assertEquals(0, receiver.undecodable());
            assertEquals("orrery", receiver.services().get(0));
        }
        passed = true;
    }

    /**
     * A trace through traced → relay (alpha to gamma) → afterRelay (gamma to beta) among {@code spans}: its event's
     * span, the hop into gamma under it and the hop into beta under that; null while none has come whole.
     */
    private static List<Span> chain(List<Span> spans) {
        for (Span intoBeta : spans) {
            if (!intoBeta.getName().equals("relay → afterRelay")) {
                continue;
            }
            Span intoGamma = parent(spans, intoBeta);
            Span event = intoGamma == null ? null : parent(spans, intoGamma);
            if (event != null && intoGamma.getName().equals("traced → relay") && event.getParentSpanId().isEmpty()
                    && event.getTraceId().equals(intoBeta.getTraceId())) {
                return List.of(event, intoGamma, intoBeta);
            }
        }
        return null;
    }

    private static long wallClockNs() {
        Instant now = Instant.now();
        return now.getEpochSecond() * 1_000_000_000L + now.getNano();
    }

    private static Span parent(List<Span> spans, Span child) {
        return spans.stream()
                .filter(s -> s.getTraceId().equals(child.getTraceId()) && s.getSpanId().equals(child.getParentSpanId()))
                .findFirst()
                .orElse(null);
    }

    private static String attribute(Span span, String key) {
        return span.getAttributesList()
                .stream()
                .filter(a -> a.getKey().equals(key))
                .map(a -> a.getValue().getStringValue())
                .findFirst()
                .orElse(null);
    }

    /** The host's clock offset once the Star has measured it (30 s at most). */
    private static JsonNode awaitClock(String nodeUrl) throws Exception {
        return await("the Star never measured the clock of " + nodeUrl).atMost(Duration.ofSeconds(30))
                .pollInterval(Duration.ofMillis(100))
                .until(() -> TestLab.json(TestLab.call("GET", nodeUrl + "/v1/host", null)).get("clock"),
                        clock -> clock != null && !clock.isNull());
    }

    /**
     * A source on alpha at 2,000 events a second, a sink on beta and one on gamma: two links over UDP; and a relay on
     * gamma passing the events of a second source on alpha (100 a second) on to a sink on beta, for traces that cross
     * all three clocks.
     */
    private static Map<String, Object> fanOut() throws Exception {
        byte[] bytes = TestBundles.sampleOperators();
        String sha = Sha256.of(bytes);
        Map<String, Object> system = new LinkedHashMap<>();
        system.put("system", "clocks");
        system.put(
                "hosts", List.of(
                        Map.of("name", "alpha", "address", "127.0.0.1", "domains",
                                List.of(Map.of("name", "star", "role", "star", "controlPort", 0, "bundles", List.of()),
                                        Map.of("name", "sender", "role", "planet", "controlPort", 0, "bundles",
                                                List.of(sha)))),
                        Map.of("name", "beta", "address", "127.0.0.1", "domains",
                                List.of(Map.of("name", "b", "role", "planet", "controlPort", 0, "bundles",
                                        List.of(sha)))),
                        Map.of("name", "gamma", "address", "127.0.0.1", "domains", List.of(
                                Map.of("name", "g", "role", "planet", "controlPort", 0, "bundles", List.of(sha))))));
        system.put("bundles", List.of(TestLab.bundle("org.orrery.sample.operators", "0.1.0", bytes)));
        system.put("operators", List.of(
                Map.of("name", "source", "type", "org.orrery.sample.source", "domain", "sender", "symbolicName", "",
                        "parameters", Map.of("count", "0", "eventsPerSecond", "2000", "attributes", "n=seq()")),
                Map.of("name", "toBeta", "type", "org.orrery.sample.application", "domain", "b", "symbolicName", "",
                        "parameters", Map.of()),
                Map.of("name", "toGamma", "type", "org.orrery.sample.application", "domain", "g", "symbolicName", "",
                        "parameters", Map.of()),
                Map.of("name", "traced", "type", "org.orrery.sample.source", "domain", "sender", "symbolicName", "",
                        "parameters", Map.of("count", "0", "eventsPerSecond", "100", "attributes", "n=seq()")),
                Map.of("name", "relay", "type", "org.orrery.sample.filter", "domain", "g", "symbolicName", "",
                        "parameters", Map.of("predicate", "n >= 0")),
                Map.of("name", "afterRelay", "type", "org.orrery.sample.application", "domain", "b", "symbolicName", "",
                        "parameters", Map.of())));
        system.put("connections",
                List.of(Map.of("source", "source", "target", "toBeta", "predicate", "", "delivery", "reliable"),
                        Map.of("source", "source", "target", "toGamma", "predicate", "", "delivery", "reliable"),
                        Map.of("source", "traced", "target", "relay", "predicate", "", "delivery", "reliable"),
                        Map.of("source", "relay", "target", "afterRelay", "predicate", "", "delivery", "reliable")));
        system.put("specialize", true);
        return system;
    }
}
