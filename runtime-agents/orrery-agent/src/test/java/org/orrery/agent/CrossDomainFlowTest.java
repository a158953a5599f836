package org.orrery.agent;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.agent.TestLab.call;
import static org.orrery.agent.TestLab.connection;
import static org.orrery.agent.TestLab.json;
import static org.orrery.agent.TestLab.operator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.orrery.agent.engine.SendingStream;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Flow control between domains that send to each other: in the latency graph (pinger on planet1 to bounce on planet2
 * and back to the receiver on planet1) a congested pinger must not stop planet1 from taking bounce's events, or the two
 * domains wait for each other for good.
 */
@Tag(RealLabTest.ALONE)
@Timeout(120)
class CrossDomainFlowTest extends RealLabTest {

    /**
     * How long both directions run at full speed: the stall this guards against came within 5 s (hours: ./orrery soak).
     */
    private static final int SECONDS = 15;
    private static final int WINDOW_SECONDS = 5;

    @Test
    void twoDomainsSendingToEachOtherAtFullSpeedKeepEveryCountMovingInEveryWindow() throws Exception {
        Map<String, Object> system = TestLab.solar(0, "");
        system.put("system", "latency");
        system.put("operators", new ArrayList<>(List.of(
                Map.of("name", "pinger", "type", "org.orrery.sample.source", "domain", "planet1", "symbolicName", "",
                        "parameters", Map.of("count", "0", "eventsPerSecond", "0", "payloadBytes", "1000")),
                Map.of("name", "bounce", "type", "org.orrery.sample.bounce", "domain", "planet2", "symbolicName", "",
                        "parameters", Map.of()),
                Map.of("name", "receiver", "type", "org.orrery.sample.application", "domain", "planet1", "symbolicName",
                        "", "parameters", Map.of()))));
        system.put("connections",
                new ArrayList<>(List.of(
                        Map.of("source", "pinger", "target", "bounce", "predicate", "", "delivery", "reliable"),
                        Map.of("source", "bounce", "target", "receiver", "predicate", "", "delivery", "reliable"))));
        lab.deploy(system);

        long[] before = counts(TestLab.awaitStatus(lab.starUrl, status -> counts(status).length > 0));
        boolean congested = false;
        for (int window = 0; window < SECONDS / WINDOW_SECONDS; window++) {
            Thread.sleep(WINDOW_SECONDS * 1000L);
            JsonNode status = json(call("GET", lab.starUrl + "/v1/system/status", null));
            long[] now = counts(status);
            for (int i = 0; i < now.length; i++) {
                assertTrue(now[i] > before[i],
                        "count " + COUNTS.get(i) + " stood still at " + now[i] + " in seconds "
                                + window * WINDOW_SECONDS + " to " + (window + 1) * WINDOW_SECONDS + ": "
                                + status.get("operators") + " " + status.get("connections"));
            }
            congested |= connection(status, "pinger", "bounce").get("backlog")
                    .asLong() >= SendingStream.HIGH_WATER_EVENTS
                    || connection(status, "bounce", "receiver").get("backlog")
                            .asLong() >= SendingStream.HIGH_WATER_EVENTS;
            before = now;
        }
        System.out.println("latency graph at full speed: " + String.join(", ", counted(before))
                + (congested ? " (a connection was congested)" : ""));
        passed = true;
    }

    private static final List<String> COUNTS = List.of("pinger out", "bounce in", "bounce out", "receiver in",
            "pinger->bounce sent", "bounce->receiver sent");

    private static long[] counts(JsonNode status) {
        return new long[]{operator(status, "pinger").get("eventsOut").asLong(),
                operator(status, "bounce").get("eventsIn").asLong(),
                operator(status, "bounce").get("eventsOut").asLong(),
                operator(status, "receiver").get("eventsIn").asLong(),
                connection(status, "pinger", "bounce").get("sent").asLong(),
                connection(status, "bounce", "receiver").get("sent").asLong(),};
    }

    private static List<String> counted(long[] counts) {
        List<String> named = new ArrayList<>();
        for (int i = 0; i < counts.length; i++) {
            named.add(COUNTS.get(i) + " " + counts[i]);
        }
        return named;
    }
}
