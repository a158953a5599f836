package org.orrery.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.agent.TestLab.call;
import static org.orrery.agent.TestLab.connection;
import static org.orrery.agent.TestLab.json;
import static org.orrery.agent.TestLab.operator;
import static org.orrery.agent.TestLab.solar;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Priorities in a real lab: three connections of priorities 1, 2 and 3 into one domain that cannot take what they bring
 * (its applications spend 100 µs on each event, about 9,000 events/s in all, offered 26,000, the highest 6,000 of them:
 * more than an equal share of the domain's time). The highest keeps what it sends; best effort below it is shed at the
 * senders, reliable below it is slowed and loses nothing; the status reports each connection's priority.
 */
@Tag(RealLabTest.ALONE)
@Timeout(120)
class PriorityTest extends RealLabTest {

    private static final int HIGH_RATE = 6_000;
    private static final int LOW_RATE = 10_000;

    @Test
    void theHighestPriorityKeepsItsEventsWhileBestEffortBelowItIsShed() throws Exception {
        JsonNode status = overloadFor("best-effort", 5_000);
        JsonNode high = connection(status, "source3", "sink3");
        assertEquals(0, high.get("dropped").asLong(), "nothing of priority 3 shed: " + high);
        // what priority 3 had sent by then arrives: awaited, since a slower machine has more of it on the way
        double sentThen = high.get("sent").asDouble();
        JsonNode arrived = connection(
                TestLab.awaitStatus(lab.starUrl,
                        s -> connection(s, "source3", "sink3").get("delivered").asDouble() >= 0.99 * sentThen),
                "source3", "sink3");
        assertEquals(0, arrived.get("dropped").asLong(), "nothing of priority 3 shed since: " + arrived);
        double lowShare = delivered(connection(status, "source1", "sink1"));
        double middleShare = delivered(connection(status, "source2", "sink2"));
        assertTrue(connection(status, "source1", "sink1").get("dropped").asLong() > 0, "priority 1 is shed");
        assertTrue(lowShare < 0.5 && lowShare <= middleShare + 0.05, "priority 1 " + lowShare + ", 2 " + middleShare);
        assertEquals(3, high.get("priority").asInt(), "the status reports the priority");
        passed = true;
    }

    @Test
    void reliableConnectionsBelowTheHighestAreSlowedAndLoseNothing() throws Exception {
        JsonNode status = overloadFor("reliable", 5_000);
        for (int p = 1; p <= 3; p++) {
            assertEquals(0, connection(status, "source" + p, "sink" + p).get("dropped").asLong(), "reliable " + p);
        }
        // what each published as a share of what it was set to publish, in the same run: counted, not timed
        double highShare = operator(status, "source3").get("eventsOut").asDouble() / HIGH_RATE;
        double lowShare = operator(status, "source1").get("eventsOut").asDouble() / LOW_RATE;
        assertTrue(lowShare < 0.6 * highShare, "priority 1 is held back well below priority 3: " + lowShare
                + " of its rate's " + "events against " + highShare);
        passed = true;
    }

    /** Delivered events as a share of those its sender took (sent or shed). */
    private static double delivered(JsonNode link) {
        return link.get("delivered").asDouble() / (link.get("sent").asDouble() + link.get("dropped").asDouble());
    }

    /** Deploys the three connections of {@code delivery} and returns the status after {@code millis}. */
    private JsonNode overloadFor(String delivery, long millis) throws Exception {
        Map<String, Object> system = solar(0, "");
        List<Map<String, Object>> operators = new ArrayList<>();
        List<Map<String, Object>> connections = new ArrayList<>();
        for (int p = 1; p <= 3; p++) {
            operators.add(Map.of("name", "source" + p, "type", "org.orrery.sample.source", "domain", "planet1",
                    "symbolicName", "", "parameters",
                    Map.of("eventsPerSecond", String.valueOf(p == 3 ? HIGH_RATE : LOW_RATE), "payloadBytes", "32")));
            operators.add(Map.of("name", "sink" + p, "type", "org.orrery.sample.application", "domain", "planet2",
                    "symbolicName", "", "parameters", Map.of("workMicrosPerEvent", "100")));
            connections.add(Map.of("source", "source" + p, "target", "sink" + p, "predicate", "", "delivery", delivery,
                    "priority", p));
        }
        system.put("operators", operators);
        system.put("connections", connections);
        lab.deploy(system);
        Thread.sleep(millis);
        return json(call("GET", lab.starUrl + "/v1/system/status", null));
    }
}
