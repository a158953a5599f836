package org.orrery.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.agent.TestLab.call;
import static org.orrery.agent.TestLab.json;

import java.time.Duration;
import java.util.List;

import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A load on a Planet's CPU through the Star, in a real lab (a scenario's cpu-hog): its threads spin in the Planet's
 * process until their time is up and then end by themselves; a load is ended on request before its time; a load that
 * cannot be had is refused with why.
 */
@Timeout(120)
class CpuLoadTest extends RealLabTest {

    @Test
    void aPlanetsCpuIsLoadedUntilItsTimeOrUntilEnded() throws Exception {
        TestLab.deploySolarFlowing(lab.starUrl, "true");
        String load = lab.starUrl + "/v1/system/domains/planet1/load";

        JsonNode started = json(call("PUT", load, "{\"cores\":2,\"seconds\":2}".getBytes()));
        assertEquals(2, started.get("cores").asInt(), started.toString());
        assertTrue(started.get("untilMillis").asLong() > 0, started.toString());
        assertEquals(2, json(call("GET", load, null)).get("cores").asInt(), "spinning in planet1's process");
        Awaitility.await("the load ends by itself at its time")
                .atMost(Duration.ofSeconds(30))
                .pollInterval(Duration.ofMillis(200))
                .until(() -> json(call("GET", load, null)).get("cores").asInt() == 0);

        assertEquals(1, json(call("PUT", load, "{\"cores\":1,\"seconds\":600}".getBytes())).get("cores").asInt());
        JsonNode ended = json(call("DELETE", load, null));
        assertEquals(0, ended.get("cores").asInt(), "ended on request: " + ended);

        for (List<Object> refused : List.<List<Object>>of(
                List.of("planet1", "{\"cores\":0,\"seconds\":5}", 400, "a CPU load spins 1 to 64 cores, not 0"),
                List.of("planet1", "{\"cores\":1,\"seconds\":7200}", 400, "lasts 1 to 3600 seconds, not 7200"),
                List.of("planet1", "{\"cores\":1}", 400, "seconds"),
                List.of("ghost", "{\"cores\":1,\"seconds\":5}", 404, "ghost"))) {
            String answer = call("PUT", lab.starUrl + "/v1/system/domains/" + refused.get(0) + "/load",
                    ((String) refused.get(1)).getBytes(), (Integer) refused.get(2));
            assertTrue(answer.contains((String) refused.get(3)), refused + ": " + answer);
        }
        assertEquals(0, json(call("GET", load, null)).get("cores").asInt(), "a refused load starts nothing");
        passed = true;
    }
}
