package org.orrery.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.agent.TestLab.call;
import static org.orrery.agent.TestLab.connection;
import static org.orrery.agent.TestLab.json;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.orrery.control.api.ControlJson;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Context-sensitive names on a real lab, as Solar's naming tree has them: a locator operator binds a printer to the
 * name of the lab room it is in, from location events; the Star connects the printer to the subscribers of that name
 * while it is bound there, and when a second location event moves it, takes that connection away and connects it to the
 * other room's subscriber, the rest of the system running on. A display bound nowhere reaches no room.
 */
@Timeout(120)
class ContextNamesTest extends RealLabTest {

    private static final String PRINTER = "/devices/printers/23";

    @Test
    void aBindingConnectsTheBoundPublisherToTheNamesSubscribersAndMovingItMovesTheConnection() throws Exception {
        Map<String, Object> system = TestLab.solar(0, "n >= 0");
        List<Object> operators = new ArrayList<>(List.of(
                operator("printer", "org.orrery.sample.source", "planet1", PRINTER,
                        Map.of("eventsPerSecond", "200", "attributes", "n=seq()")),
                operator("display", "org.orrery.sample.source", "planet1", "/devices/displays/7",
                        Map.of("eventsPerSecond", "200", "attributes", "n=seq()")),
                whereabouts("toEast", "east"),
                operator("locator", "org.orrery.sample.locator", "planet2", "",
                        Map.of("name", "/labs/{place}/devices")),
                operator("eastRoom", "org.orrery.sample.application", "planet2", "", Map.of()),
                operator("westRoom", "org.orrery.sample.application", "planet2", "", Map.of())));
        system.put("operators", operators);
        List<Object> connections = new ArrayList<>(List.of(link("toEast", "locator")));
        system.put("connections", connections);
        system.put("contextSubscriptions",
                List.of(subscription("eastRoom", "/labs/east/devices"), subscription("westRoom", "/labs/west/**")));
        lab.deploy(system);

        // the locator bound the printer to the east room: the Star connected it to the east room's subscriber
        JsonNode bound = TestLab.awaitStatus(lab.starUrl,
                s -> connection(s, "printer", "eastRoom").get("delivered").asLong() > 100);
        assertFalse(has(bound, "display", "eastRoom"), "the display is bound to no name");
        assertFalse(has(bound, "printer", "westRoom"));
        assertEquals("/labs/east/devices", connection(bound, "printer", "eastRoom").get("boundTo").asText(),
                "the status names what the Star made the connection for");
        assertEquals("", connection(bound, "toEast", "locator").get("boundTo").asText());
        JsonNode names = json(call("GET", lab.starUrl + "/v1/system/names", null));
        assertEquals("[{\"name\":\"/labs/east/devices\",\"member\":\"" + PRINTER + "\",\"operator\":\"locator\"}]",
                names.get("bindings").toString());
        assertEquals(1, names.get("connections").size(), names.toString());
        assertEquals("/labs/east/devices", names.get("connections").get(0).get("boundTo").asText());
        assertEquals("", names.get("refused").asText());

        // the user deploys the system with a second location event, which moves the printer to the west room: the
        // locator, kept running, rebinds it, and the Star moves the connection
        operators.add(whereabouts("toWest", "west"));
        connections.add(link("toWest", "locator"));
        lab.deploy(system);
        JsonNode moved = TestLab.awaitStatus(lab.starUrl,
                s -> connection(s, "printer", "westRoom").get("delivered").asLong() > 100
                        && !has(s, "printer", "eastRoom"));
        assertFalse(has(moved, "display", "westRoom"));
        assertEquals("[{\"name\":\"/labs/west/devices\",\"member\":\"" + PRINTER + "\",\"operator\":\"locator\"}]",
                json(call("GET", lab.starUrl + "/v1/system/names", null)).get("bindings").toString());
        List<String> by = new ArrayList<>();
        json(call("GET", lab.starUrl + "/v1/system/history", null)).get("deployments")
                .forEach(e -> by.add(e.get("by").asText()));
        assertTrue(by.stream().filter(b -> b.equals("the Star, rebinding context-sensitive names")).count() >= 2,
                "the Star's rebindings are in the lab's deploy history: " + by);

        // a subscription by an operator the system does not have is refused before anything changes
        system.put("contextSubscriptions", List.of(subscription("ghost", "/labs/east/devices")));
        assertTrue(call("PUT", lab.starUrl + "/v1/system", ControlJson.write(system), 400).contains(
                "a subscription to context-sensitive names is by operator 'ghost', which the system does not have"));
        passed = true;
    }

    /** One location event: {@code member} the printer, {@code place} the room. */
    private static Map<String, Object> whereabouts(String name, String place) {
        return operator(name, "org.orrery.sample.source", "planet1", "", Map.of("count", "1", "eventsPerSecond", "0",
                "attributes", "member=const(" + PRINTER + ");place=const(" + place + ")"));
    }

    private static Map<String, Object> operator(String name, String type, String domain, String symbolicName,
            Map<String, String> parameters) {
        Map<String, Object> operator = new LinkedHashMap<>();
        operator.put("name", name);
        operator.put("type", type);
        operator.put("domain", domain);
        operator.put("symbolicName", symbolicName);
        operator.put("parameters", parameters);
        return operator;
    }

    private static Map<String, Object> link(String source, String target) {
        return Map.of("source", source, "target", target, "predicate", "", "delivery", "reliable");
    }

    private static Map<String, Object> subscription(String subscriber, String pattern) {
        return Map.of("subscriber", subscriber, "pattern", pattern, "predicate", "", "delivery", "reliable");
    }

    private static boolean has(JsonNode status, String source, String target) {
        try {
            connection(status, source, target);
            return true;
        } catch (@SuppressWarnings("unused") IllegalStateException none) {
            return false;
        }
    }
}
