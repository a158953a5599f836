package org.orrery.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.agent.TestLab.call;
import static org.orrery.agent.TestLab.domain;
import static org.orrery.agent.TestLab.json;
import static org.orrery.agent.TestLab.operator;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.orrery.agent.star.StarCoordinator;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * One Planet of a running system stopped, started, restarted and killed through the Star, in a real lab: stopped, its
 * process ends and stays ended (the heartbeat does not bring it back), the other Planet runs on without a restart, and
 * started again it gets its part and events flow to it again; killed, its node daemon starts it again and the Star
 * gives it its part back without being asked; what cannot be done is refused with the reason.
 */
@Timeout(150)
class DomainControlTest extends RealLabTest {

    @Test
    void aPlanetStopsStaysDownStartsWithItsPartAndTheOtherRunsOn() throws Exception {
        // sensor and filter on planet1, display on planet2, 1,000 events/s until stopped
        JsonNode running = TestLab.deploySolarFlowing(lab.starUrl, "true");
        long firstPid = domain(running, "planet2").get("pid").asLong();
        JsonNode sensor = operator(running, "sensor");

        JsonNode stopped = json(call("POST", lab.starUrl + "/v1/system/domains/planet2/stop", null));
        assertFalse(stopped.get("up").asBoolean(), stopped.toString());
        assertEquals(StarCoordinator.STOPPED, stopped.get("error").asText());
        TestLab.awaitStatus(lab.starUrl, s -> ProcessHandle.of(firstPid).map(p -> !p.isAlive()).orElse(true));
        Thread.sleep(3_000); // heartbeats go by: nobody starts it again
        JsonNode down = json(call("GET", lab.starUrl + "/v1/system/status", null));
        assertFalse(domain(down, "planet2").get("up").asBoolean());
        assertEquals(StarCoordinator.STOPPED, domain(down, "planet2").get("error").asText());
        assertTrue(ProcessHandle.of(firstPid).map(p -> !p.isAlive()).orElse(true), "its process stays ended");
        assertTrue(domain(down, "planet1").get("up").asBoolean());
        assertSameRun(sensor, operator(down, "sensor"));

        for (List<Object> refused : List.<List<Object>>of(List.of("planet2", "stop", 409, "already stopped"),
                List.of("star", "stop", 409, "is the Star"), List.of("ghost", "start", 404, "no domain 'ghost'"),
                List.of("planet1", "start", 409, "is running"))) {
            String answer = call("POST", lab.starUrl + "/v1/system/domains/" + refused.get(0) + "/" + refused.get(1),
                    null, (Integer) refused.get(2));
            assertTrue(answer.contains((String) refused.get(3)), refused + ": " + answer);
        }

        JsonNode started = json(call("POST", lab.starUrl + "/v1/system/domains/planet2/start", null));
        assertTrue(started.get("up").asBoolean(), started.toString());
        long secondPid = started.get("pid").asLong();
        assertNotEquals(firstPid, secondPid, "a new process");
        JsonNode flowing = TestLab.awaitStatus(lab.starUrl, s -> operator(s, "display").get("eventsIn").asLong() > 500
                && operator(s, "display").get("state").asText().equals("running"));
        assertSameRun(sensor, operator(flowing, "sensor"));

        JsonNode restarted = json(call("POST", lab.starUrl + "/v1/system/domains/planet2/restart", null));
        assertTrue(restarted.get("up").asBoolean(), restarted.toString());
        assertNotEquals(secondPid, restarted.get("pid").asLong(), "restarted: another process");
        TestLab.awaitStatus(lab.starUrl, s -> operator(s, "display").get("eventsIn").asLong() > 500);
        assertTrue(ProcessHandle.of(secondPid).map(p -> !p.isAlive()).orElse(true), "the one before ended");
        assertSameRun(sensor, operator(json(call("GET", lab.starUrl + "/v1/system/status", null)), "sensor"));

        // killed as a crash would: its node daemon starts it again and the Star gives it its part back, unasked
        long thirdPid = restarted.get("pid").asLong();
        JsonNode display = operator(json(call("GET", lab.starUrl + "/v1/system/status", null)), "display");
        json(call("POST", lab.starUrl + "/v1/system/domains/planet2/kill", null));
        TestLab.awaitStatus(lab.starUrl, s -> ProcessHandle.of(thirdPid).map(p -> !p.isAlive()).orElse(true));
        JsonNode recovered = TestLab.awaitStatus(lab.starUrl,
                s -> domain(s, "planet2").get("up").asBoolean() && domain(s, "planet2").get("pid").asLong() != thirdPid
                        && operator(s, "display").get("eventsIn").asLong() > 500);
        assertNotEquals(thirdPid, domain(recovered, "planet2").get("pid").asLong(), "another process");
        assertNotEquals(display.get("startedAtMillis").asLong(),
                operator(recovered, "display").get("startedAtMillis").asLong(), "the display runs anew");
        assertSameRun(sensor, operator(recovered, "sensor"));
        passed = true;
    }

    /** The same run of the operator: not restarted, its counters grown from where they were. */
    private static void assertSameRun(JsonNode earlier, JsonNode later) {
        assertEquals(earlier.get("startedAtMillis").asLong(), later.get("startedAtMillis").asLong(), "not restarted");
        assertTrue(later.get("eventsOut").asLong() >= earlier.get("eventsOut").asLong(), "its counters go on");
    }
}
