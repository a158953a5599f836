package org.orrery.agent;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.agent.TestLab.call;
import static org.orrery.agent.TestLab.connection;
import static org.orrery.agent.TestLab.json;
import static org.orrery.agent.TestLab.solar;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.orrery.control.api.ControlJson;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Link profiles applied by the sending domain, on a real lab: two Planets on one host, so that the events cross shared
 * memory where no {@code netem} reaches. A reliable connection through 20 ms of delay and 5 % loss still delivers every
 * event, each at least the delay after its hand-off; a best-effort one through a lossy Wi-Fi counts what the link lost
 * and delivers the rest; a connection inside one domain with a delay takes a stream to itself and is delayed too. The
 * status names each profile and that the sender applies it.
 */
@Timeout(240)
class LinkProfileTest extends RealLabTest {

    private static final long COUNT = 2_000;

    @Test
    void theSenderDelaysAndLosesAsTheProfileSaysAndAReliableConnectionStillDeliversEverything() throws Exception {
        Map<String, Object> system = solar(0, "");
        system.put("operators",
                List.of(source("steady", "planet1"), source("lossy", "planet1"), source("inside", "planet2"),
                        sink("reliableSink", "planet2"), sink("bestEffortSink", "planet2"),
                        sink("insideSink", "planet2")));
        system.put("connections", List.of(
                Map.of("source", "steady", "target", "reliableSink", "delivery", "reliable", "link",
                        "delay=20ms jitter=2ms loss=5%"),
                Map.of("source", "lossy", "target", "bestEffortSink", "delivery", "best-effort", "link",
                        "lossy-wifi loss=5%"),
                Map.of("source", "inside", "target", "insideSink", "delivery", "reliable", "link", "delay=20ms")));
        lab.deploy(system);

        JsonNode status = await("every event sent was delivered or counted as lost").atMost(Duration.ofSeconds(150))
                .pollInterval(Duration.ofMillis(500))
                .until(() -> json(call("GET", lab.starUrl + "/v1/system/status", null)),
                        s -> accounted(s, "steady", "reliableSink") && accounted(s, "lossy", "bestEffortSink")
                                && accounted(s, "inside", "insideSink"));

        JsonNode reliable = connection(status, "steady", "reliableSink");
        assertEquals(COUNT, reliable.get("delivered").asLong(), "nothing lost on a reliable link: " + reliable);
        assertEquals(0, reliable.get("dropped").asLong(), reliable::toString);
        assertTrue(reliable.get("hopLatency").get("latencyP50UsSinceDeploy").asDouble() >= 20_000,
                "each event at least the delay after its hand-off: " + reliable);
        assertEquals("delay=20ms jitter=2ms loss=5%, in the sender", reliable.get("link").asText());

        JsonNode bestEffort = connection(status, "lossy", "bestEffortSink");
        long lost = bestEffort.get("dropped").asLong();
        assertTrue(lost > 0 && lost < COUNT / 5, "about 5 % lost and counted: " + bestEffort);
        assertEquals(COUNT, bestEffort.get("delivered").asLong() + lost, bestEffort::toString);
        assertEquals("delay=3ms jitter=4ms distribution=pareto loss=5% loss-correlation=25% rate=20mbit, in the sender",
                bestEffort.get("link").asText(), "a library profile with a setting of its own is written out");

        JsonNode inside = connection(status, "inside", "insideSink");
        assertEquals(COUNT, inside.get("delivered").asLong(), inside::toString);
        assertTrue(inside.get("hopLatency").get("latencyP50UsSinceDeploy").asDouble() >= 20_000,
                "inside one domain too: " + inside);
        assertEquals("delay=20ms, in the sender", inside.get("link").asText());
        System.out.println("link profiles in the sender: " + reliable + "\n" + bestEffort + "\n" + inside);
        call("DELETE", lab.starUrl + "/v1/system", null);
        passed = true;
    }

    @Test
    void aProfileThatDoesNotReadIsRefusedWithWhy() throws Exception {
        Map<String, Object> system = solar(10, "");
        system.put("connections", List.of(
                Map.of("source", "sensor", "target", "display", "delivery", "reliable", "link", "delay=20 parsecs")));
        String refused = call("PUT", lab.starUrl + "/v1/system", ControlJson.write(system), 400);
        assertTrue(refused.contains("link profile 'delay=20 parsecs': a link profile's setting is written name=value"),
                refused);
        lab.deploy(solar(100, "n > 1"));
        passed = true;
    }

    /** Whether the source sent all it had and the connection's events are all delivered or dropped. */
    private static boolean accounted(JsonNode status, String source, String target) {
        JsonNode link = connection(status, source, target);
        return link.get("sent").asLong() + link.get("dropped").asLong() >= COUNT
                && link.get("delivered").asLong() + link.get("dropped").asLong() >= COUNT;
    }

    private static Map<String, Object> source(String name, String domain) {
        return Map.of("name", name, "type", "org.orrery.sample.source", "domain", domain, "symbolicName", "",
                "parameters", Map.of("eventsPerSecond", "500", "count", String.valueOf(COUNT), "payloadBytes", "64"));
    }

    private static Map<String, Object> sink(String name, String domain) {
        return Map.of("name", name, "type", "org.orrery.sample.application", "domain", domain, "symbolicName", "");
    }
}
