package org.orrery.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.agent.TestLab.call;
import static org.orrery.agent.TestLab.json;
import static org.orrery.agent.TestLab.operator;
import static org.orrery.agent.TestLab.operators;
import static org.orrery.agent.TestLab.solar;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.orrery.control.api.ControlJson;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Parameters of running operators changed in place through the Star, in a real lab: a filter's predicate and a source's
 * rate take effect while both keep their start time and counters; what an operator refuses leaves it as it was, with
 * the reason; the Star keeps the new values, so a redeploy that names them restarts nothing.
 */
@Tag(RealLabTest.ALONE)
@Timeout(120)
class LiveChangeTest extends RealLabTest {

    /** The events the sensor published while the test waited {@code millis}. */
    private long sensorOutIn(long millis) throws Exception {
        long before = operator(json(call("GET", lab.starUrl + "/v1/system/status", null)), "sensor").get("eventsOut")
                .asLong();
        Thread.sleep(millis);
        return operator(json(call("GET", lab.starUrl + "/v1/system/status", null)), "sensor").get("eventsOut").asLong()
                - before;
    }

    @Test
    void aFiltersPredicateAndASourcesRateChangeInPlaceAndTheCountersGoOn() throws Exception {
        Map<String, Object> system = solar(0, "n % 2 == 0"); // the sensor publishes 1,000 events/s until stopped
        lab.deploy(system);
        JsonNode before = TestLab.awaitStatus(lab.starUrl, s -> operator(s, "even").get("eventsIn").asLong() > 500);
        JsonNode even = operator(before, "even");

        JsonNode changed = json(call("POST", lab.starUrl + "/v1/system/parameters",
                ControlJson.write(Map.of("operator", "even", "parameters", Map.of("predicate", "n % 4 == 0")))));
        assertEquals("planet1", changed.get("domain").asText());
        assertEquals("n % 4 == 0", changed.get("parameters").get("predicate").asText());
        JsonNode kept = json(call("GET", lab.starUrl + "/v1/system/operators/even", null));
        assertEquals("n % 4 == 0", kept.get("parameters").get("predicate").asText(),
                "the Star answers with what it runs now");
        assertEquals("planet1", kept.get("domain").asText());
        assertTrue(call("GET", lab.starUrl + "/v1/system/operators/ghost", null, 404).contains("no operator 'ghost'"));
        double passedBefore = share(before);
        JsonNode after = TestLab.awaitStatus(lab.starUrl, s -> operator(s, "even").get("eventsIn")
                .asLong() > operator(before, "even").get("eventsIn").asLong() + 1_000);
        double passedAfter = (operator(after, "even").get("eventsOut").asDouble() - even.get("eventsOut").asDouble())
                / (operator(after, "even").get("eventsIn").asDouble() - even.get("eventsIn").asDouble());
        assertEquals(0.5, passedBefore, 0.05, "every second event passed before");
        assertTrue(passedAfter > 0.2 && passedAfter < 0.3,
                "about every fourth one since (a little of the old): " + passedAfter);
        assertSameRun(even, operator(after, "even"));

        JsonNode sensor = operator(after, "sensor");
        long slowly = sensorOutIn(2_000);
        JsonNode changedRate = json(call("POST", lab.starUrl + "/v1/system/parameters",
                ControlJson.write(Map.of("operator", "sensor", "parameters", Map.of("eventsPerSecond", "4000")))));
        assertEquals("4000", changedRate.get("parameters").get("eventsPerSecond").asText());
        long faster = sensorOutIn(2_000);
        // four times as many in a window as long; counted, not timed, so a loaded machine slows both alike
        assertTrue(faster > 2 * slowly,
                "the sensor published " + faster + " events after the change, " + slowly + " before");
        JsonNode fasterStatus = json(call("GET", lab.starUrl + "/v1/system/status", null));
        assertSameRun(sensor, operator(fasterStatus, "sensor"));

        // the Star kept the new values: the model with them redeployed restarts nothing
        operators(system).set(1, Map.of("name", "even", "type", "org.orrery.sample.filter", "domain", "planet1",
                "symbolicName", "", "parameters", Map.of("predicate", "n % 4 == 0")));
        Map<String, Object> sensorNow = new HashMap<>(operators(system).get(0));
        @SuppressWarnings("unchecked")
        Map<String, String> sensorParameters = new HashMap<>((Map<String, String>) sensorNow.get("parameters"));
        sensorParameters.put("eventsPerSecond", "4000");
        sensorNow.put("parameters", sensorParameters);
        operators(system).set(0, sensorNow);
        lab.deploy(system);
        JsonNode redeployed = json(call("GET", lab.starUrl + "/v1/system/status", null));
        assertSameRun(even, operator(redeployed, "even"));
        assertSameRun(sensor, operator(redeployed, "sensor"));
        passed = true;
    }

    @Test
    void whatAnOperatorRefusesLeavesItAsItWasAndSaysWhy() throws Exception {
        lab.deploy(solar(0, "n % 2 == 0"));
        JsonNode running = operator(
                TestLab.awaitStatus(lab.starUrl, s -> operator(s, "even").get("eventsIn").asLong() > 200), "even");
        for (List<Object> refused : List.of(
                List.of("even", Map.of("predicate", "n %% 2"), 422, "operator 'even' refused the change"),
                List.of("even", Map.of("window", "5"), 422, "'window' is not changed while running"),
                List.of("sensor", Map.of("payloadBytes", "100"), 422, "'payloadBytes' is not changed while running"),
                List.of("sensor", Map.of("eventsPerSecond", "-5"), 422, "eventsPerSecond must be >= 0"),
                List.of("ghost", Map.of("predicate", "true"), 404, "the system has no operator 'ghost'"),
                List.of("even", Map.of(), 400, "parameters must name at least one parameter"))) {
            String answer = call("POST", lab.starUrl + "/v1/system/parameters",
                    ControlJson.write(Map.of("operator", refused.get(0), "parameters", refused.get(1))),
                    (Integer) refused.get(2));
            assertTrue(answer.contains((String) refused.get(3)), refused + ": " + answer);
        }
        JsonNode after = TestLab.awaitStatus(lab.starUrl,
                s -> operator(s, "even").get("eventsIn").asLong() > running.get("eventsIn").asLong() + 500);
        assertSameRun(running, operator(after, "even"));
        assertEquals(0.5, share(after), 0.05, "still every second event");
        passed = true;
    }

    @Test
    void aFilterInsertedIntoARunningConnectionStartsAloneAndTheOthersRunOn() throws Exception {
        Map<String, Object> system = solar(0, "true");
        lab.deploy(system);
        // a status of every operator (one may lack a Planet's operators while its heartbeat is late)
        JsonNode before = TestLab.awaitStatus(lab.starUrl, s -> operator(s, "sensor") != null
                && operator(s, "even") != null && operator(s, "display").get("eventsIn").asLong() > 500);

        // sensor -> even becomes sensor -> third -> even, as the workbench's insertion writes it (third on planet1)
        operators(system).add(Map.of("name", "third", "type", "org.orrery.sample.filter", "domain", "planet1",
                "symbolicName", "", "parameters", Map.of("predicate", "n % 3 == 0")));
        TestLab.connections(system)
                .set(0, Map.of("source", "sensor", "target", "third", "predicate", "", "delivery", "reliable"));
        TestLab.connections(system)
                .add(1, Map.of("source", "third", "target", "even", "predicate", "", "delivery", "reliable"));
        lab.deploy(system);
        JsonNode after = TestLab.awaitStatus(lab.starUrl,
                s -> operator(s, "sensor") != null && operator(s, "even") != null
                        && operator(s, "third").get("eventsIn").asLong() > 300 && operator(s, "display").get("eventsIn")
                                .asLong() > operator(before, "display").get("eventsIn").asLong() + 300);
        for (String name : List.of("sensor", "even", "display")) {
            assertSameRun(operator(before, name), operator(after, name));
        }
        JsonNode third = operator(after, "third");
        double share = third.get("eventsOut").asDouble() / third.get("eventsIn").asDouble();
        assertEquals(1 / 3.0, share, 0.05, "the inserted filter passes every third event: " + third);
        assertTrue(TestLab.connection(after, "sensor", "third") != null
                && TestLab.connection(after, "third", "even") != null);
        for (JsonNode link : after.get("connections")) {
            assertTrue(!(link.get("source").asText().equals("sensor") && link.get("target").asText().equals("even")),
                    "the connection it was inserted into is gone: " + link);
        }
        passed = true;
    }

    /** The share of the events the filter took that it passed on, since it started. */
    private static double share(JsonNode status) {
        return operator(status, "even").get("eventsOut").asDouble()
                / operator(status, "even").get("eventsIn").asDouble();
    }

    /** The same run of the operator: not restarted, its counters grown from where they were. */
    private static void assertSameRun(JsonNode earlier, JsonNode later) {
        String name = earlier.get("name").asText();
        assertEquals(earlier.get("startedAtMillis").asLong(), later.get("startedAtMillis").asLong(),
                name + " was not restarted");
        assertEquals(0, later.get("restarts").asLong(), name);
        assertEquals("running", later.get("state").asText(), name);
        assertTrue(later.get("eventsOut").asLong() >= earlier.get("eventsOut").asLong(), name + "'s counters go on");
    }
}
