package org.orrery.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.agent.TestLab.call;
import static org.orrery.agent.TestLab.connection;
import static org.orrery.agent.TestLab.json;
import static org.orrery.agent.TestLab.operator;
import static org.orrery.agent.TestLab.solar;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.orrery.control.api.ControlJson;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Each wire format carries the Solar chain between two Planets of a real lab with exact counts: the three every domain
 * knows and one found on the class path, side by side in one deployment; the status names each connection's format with
 * its body and wire bytes; a format no agent knows is refused by the Star before anything starts.
 */
@Timeout(120)
class WireFormatTest extends RealLabTest {

    private static final List<String> FORMATS = List.of("binary", "json", "java", ScrambledJsonTestCodec.NAME);
    private static final int EVENTS = 4_000;
    private static final int PAYLOAD = 200;

    @Test
    void everyFormatCarriesTheSolarChainWithExactCountsAndTheStatusReportsItsBytes() throws Exception {
        lab.deploy(chains());
        TestLab.awaitStatus(lab.starUrl, s -> FORMATS.stream()
                .allMatch(f -> connection(s, "even-" + f, "check-" + f).get("delivered").asLong() == EVENTS / 2));
        JsonNode status = TestLab.awaitStatus(lab.starUrl,
                s -> FORMATS.stream()
                        .allMatch(f -> operator(s, "check-" + f).get("eventsIn").asLong() == EVENTS / 2
                                && operator(s, "display-" + f).get("eventsIn")
                                        .asLong() == operator(s, "check-" + f).get("eventsOut").asLong()));
        Map<String, Double> wirePerEvent = new LinkedHashMap<>();
        for (String format : FORMATS) {
            JsonNode crossing = connection(status, "even-" + format, "check-" + format);
            assertEquals(format, crossing.get("wireFormat").asText());
            assertEquals("ipc", crossing.get("path").asText());
            assertEquals(EVENTS / 2, crossing.get("delivered").asLong(), format);
            assertEquals(0, crossing.get("dropped").asLong(), format + ": nothing unreadable");
            assertEquals((long) EVENTS / 2 * PAYLOAD, crossing.get("bytes").asLong(), format + ": every body whole");
            assertEquals(EVENTS / 2, operator(status, "display-" + format).get("eventsIn").asLong(),
                    format + ": every attribute read back with its type and value, as the check's predicate requires");
            assertEquals("", connection(status, "sensor-" + format, "even-" + format).get("wireFormat").asText(),
                    "inside one domain nothing is written");
            wirePerEvent.put(format, crossing.get("wireBytes").asDouble() / (EVENTS / 2));
        }
        assertTrue(
                wirePerEvent.get("binary") > PAYLOAD && wirePerEvent.get("binary") < wirePerEvent.get("json")
                        && wirePerEvent.get("json") < wirePerEvent.get("java"),
                "bytes on the wire per event: " + wirePerEvent);
        assertEquals(wirePerEvent.get("json") + ScrambledJsonTestCodec.NAME.length() - "json".length(),
                wirePerEvent.get(ScrambledJsonTestCodec.NAME), 1e-9,
                "the same bytes scrambled (the source's name is longer)");
        passed = true;
    }

    @Test
    void aFormatNoAgentKnowsIsRefusedBeforeAnythingStarts() throws Exception {
        Map<String, Object> system = solar(100, "n % 2 == 0");
        TestLab.connections(system)
                .set(1, Map.of("source", "even", "target", "display", "predicate", "", "delivery", "reliable",
                        "wireFormat", "yaml"));
        String refused = call("PUT", lab.starUrl + "/v1/system", ControlJson.write(system), 400);
        assertTrue(refused.contains("connection even \u2192 display: wire format 'yaml' is not known"), refused);
        JsonNode status = json(call("GET", lab.starUrl + "/v1/system/status", null));
        assertEquals(1, status.get("domains").size(), "no Planet was started: " + status);
        lab.deploy(solar(100, "n > 1"));
        passed = true;
    }

    /**
     * Per format: a source of events with attributes of every type and a body on planet1, a filter of every second one
     * beside it, then across to planet2 a check whose predicate holds only for attributes read back exactly, and a
     * display.
     */
    private static Map<String, Object> chains() throws Exception {
        Map<String, Object> system = solar(0, "");
        List<Map<String, Object>> operators = new ArrayList<>();
        List<Map<String, Object>> connections = new ArrayList<>();
        for (String format : FORMATS) {
            operators.add(Map.of("name", "sensor-" + format, "type", "org.orrery.sample.source", "domain", "planet1",
                    "symbolicName", "/sensors/" + format, "parameters",
                    Map.of("count", String.valueOf(EVENTS), "eventsPerSecond", "0", "payloadBytes",
                            String.valueOf(PAYLOAD), "attributes",
                            "n=seq();x=uniform(0,1);half=const(0.5);ok=const(true);s=choice(a,b)")));
            operators.add(Map.of("name", "even-" + format, "type", "org.orrery.sample.filter", "domain", "planet1",
                    "symbolicName", "", "parameters", Map.of("predicate", "n % 2 == 0")));
            operators.add(Map.of("name", "check-" + format, "type", "org.orrery.sample.filter", "domain", "planet2",
                    "symbolicName", "", "parameters", Map.of("predicate",
                            "n >= 0 && x >= 0.0 && x < 1.0 && half == 0.5 && ok == true && (s == 'a' || s == 'b')")));
            operators.add(Map.of("name", "display-" + format, "type", "org.orrery.sample.application", "domain",
                    "planet2", "symbolicName", "", "parameters", Map.of()));
            connections.add(Map.of("source", "sensor-" + format, "target", "even-" + format, "predicate", "",
                    "delivery", "reliable", "wireFormat", format));
            connections.add(Map.of("source", "even-" + format, "target", "check-" + format, "predicate", "", "delivery",
                    "reliable", "wireFormat", format));
            connections.add(Map.of("source", "check-" + format, "target", "display-" + format, "predicate", "",
                    "delivery", "reliable"));
        }
        system.put("operators", operators);
        system.put("connections", connections);
        return system;
    }
}
