package org.orrery.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.agent.TestLab.call;
import static org.orrery.agent.TestLab.json;
import static org.orrery.agent.TestLab.operator;
import static org.orrery.agent.TestLab.solar;

import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.orrery.control.api.ControlJson;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Taps on the connections of a system running in a real lab, through the Star: the events a link delivers, filtered by
 * a predicate and held to a rate, each shown once and in order, with their attributes and bodies; on a link inside a
 * domain and between two; closed on request, and closed (saying so once) when their link is redeployed; requests that
 * name no link, a predicate that does not parse or a rate out of bounds are refused.
 */
@Tag(RealLabTest.ALONE)
@Timeout(120)
class TapTest extends RealLabTest {

    private JsonNode open(Map<String, Object> request) throws Exception {
        return json(call("POST", lab.starUrl + "/v1/system/taps", ControlJson.write(request)));
    }

    private static Map<String, Object> tap(String source, String target, String where, Integer perSecond) {
        return TestLab.request("source", source, "target", target, "where", where, "perSecond", perSecond);
    }

    @Test
    void aTapShowsWhatALinkCarriesAndClosesWhenAskedOrWhenItsLinkIsRedeployed() throws Exception {
        Map<String, Object> system = solar(0, "n % 2 == 0"); // the sensor publishes 1,000 events/s until stopped
        lab.deploy(system);
        TestLab.awaitStatus(lab.starUrl, s -> operator(s, "display").get("eventsIn").asLong() > 200);

        // between domains: even (planet1) -> display (planet2), every fourth n, at most 50 a second
        JsonNode opened = open(tap("even", "display", "n % 4 == 0", 50));
        assertEquals("planet2", opened.get("domain").asText(), "kept where the link delivers");
        String remote = lab.starUrl + "/v1/system/taps/planet2/" + opened.get("tap").asLong();
        List<JsonNode> shown = new ArrayList<>();
        JsonNode counts = null;
        while (shown.size() < 30 || counts.get("overRate").asLong() == 0) {
            Thread.sleep(100);
            counts = json(call("GET", remote, null));
            counts.get("events").forEach(shown::add);
        }
        long previous = -1;
        for (JsonNode event : shown) {
            long n = event.get("attributes").get("n").asLong();
            assertEquals(0, n % 4, "only what the predicate accepts: " + event);
            assertTrue(event.get("sequence").asLong() > previous, "in order, each once: " + event);
            previous = event.get("sequence").asLong();
            assertEquals("sensor", event.get("source").asText());
            byte[] body = Base64.getDecoder().decode(event.get("bodyBase64").asText());
            assertEquals(event.get("bodyLength").asInt(), body.length);
        }
        assertTrue(counts.get("refused").asLong() > 0, "the odd halves refused: " + counts);
        assertTrue(counts.get("shown").asLong() + counts.get("overRate").asLong() <= counts.get("matched").asLong(),
                counts.toString());
        assertEquals("", counts.get("closed").asText());

        // inside a domain: sensor -> even on planet1, every event; closed on request, then gone
        JsonNode local = open(tap("sensor", "even", null, null));
        assertEquals("planet1", local.get("domain").asText());
        assertEquals(10, local.get("perSecond").asInt(), "ten a second unless asked");
        String inside = lab.starUrl + "/v1/system/taps/planet1/" + local.get("tap").asLong();
        JsonNode read = json(call("GET", inside, null));
        while (read.get("events").isEmpty()) {
            Thread.sleep(100);
            read = json(call("GET", inside, null));
        }
        assertEquals("event", read.get("events").get(0).get("type").asText());
        JsonNode closed = json(call("DELETE", inside, null));
        assertEquals("closed by its reader", closed.get("closed").asText());
        assertTrue(call("GET", inside, null, 404).contains("no tap"));

        // refused, saying why
        assertTrue(call("POST", lab.starUrl + "/v1/system/taps", ControlJson.write(tap("ghost", "display", null, null)),
                404).contains("no connection ghost -> display"));
        assertTrue(call("POST", lab.starUrl + "/v1/system/taps", ControlJson.write(tap("even", "display", "n %% 2", 5)),
                422).contains("planet2"));
        assertTrue(
                call("POST", lab.starUrl + "/v1/system/taps", ControlJson.write(tap("even", "display", null, 0)), 422)
                        .contains("perSecond must be 1 to 1000"));
        assertTrue(call("POST", lab.starUrl + "/v1/system/taps", ControlJson.write(Map.of("source", "even")), 400)
                .contains("target"));

        // the link redeployed (its predicate changed): the tap says so once, then is gone
        TestLab.connections(system)
                .set(1, Map.of("source", "even", "target", "display", "predicate", "n >= 0", "delivery", "reliable"));
        lab.deploy(system);
        JsonNode last = json(call("GET", remote, null));
        assertTrue(last.get("closed").asText().contains("removed or redeployed"), last.toString());
        assertTrue(call("GET", remote, null, 404).contains("no tap"));
        passed = true;
    }

    /**
     * Sixteen taps (the most a domain keeps) on a link whose events carry a text attribute of 60,000 characters: each
     * tap cuts the attribute, the domain's taps keep within their budget, every read is a small answer, and the Planet
     * lives on. The old taps kept whole attributes: 16 taps of 256 such events are about 500 MB, more than a Planet's
     * heap, and its event thread died of it.
     */
    @Test
    void sixteenTapsOfLargeAttributesStayWithinTheirBudget() throws Exception {
        Map<String, Object> system = solar(0, "n >= 0");
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> operators = (List<Map<String, Object>>) system.get("operators");
        Map<String, Object> sensor = new LinkedHashMap<>(operators.get(0));
        sensor.put("parameters", Map.of("count", "0", "eventsPerSecond", "1000", "attributes",
                "n=seq();s=const(" + "x".repeat(60_000) + ")"));
        operators.set(0, sensor);
        lab.deploy(system);
        TestLab.awaitStatus(lab.starUrl, s -> operator(s, "even").get("eventsIn").asLong() > 200);

        List<String> taps = new ArrayList<>();
        for (int i = 0; i < 16; i++) {
            taps.add(lab.starUrl + "/v1/system/taps/planet1/"
                    + open(tap("sensor", "even", null, 1_000)).get("tap").asLong());
        }
        long before = operator(json(call("GET", lab.starUrl + "/v1/system/status", null)), "even").get("eventsIn")
                .asLong();
        // enough events pass for every tap to fill: 16 × 256 whole copies would be about 500 MB
        TestLab.awaitStatus(lab.starUrl, s -> operator(s, "even").get("eventsIn").asLong() > before + 3_000);
        long lost = 0;
        for (String tap : taps) {
            String answer = call("GET", tap, null);
            assertTrue(answer.length() < 16 << 20, answer.length() + " characters in one read");
            JsonNode read = json(answer);
            lost += read.get("lost").asLong();
            for (JsonNode event : read.get("events")) {
                assertTrue(event.get("attributes").get("s").asText().endsWith(" more characters)"),
                        "the attribute is cut, saying so");
            }
        }
        assertTrue(lost > 0, "past the budget events are counted lost");
        JsonNode status = TestLab.awaitStatus(lab.starUrl,
                s -> operator(s, "even").get("eventsIn").asLong() > before + 4_000);
        assertTrue(TestLab.domain(status, "planet1").get("up").asBoolean(), status.toString());
        passed = true;
    }
}
