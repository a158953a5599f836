package org.orrery.agent;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.agent.TestLab.call;
import static org.orrery.agent.TestLab.connections;
import static org.orrery.agent.TestLab.json;
import static org.orrery.agent.TestLab.operator;
import static org.orrery.agent.TestLab.operators;
import static org.orrery.agent.TestLab.solar;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.orrery.control.api.ControlJson;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * XPath routing on XML bodies in a real lab, and a content router's subscriptions changed while it runs: the JBI
 * objects as XML routed by XPath subscriptions give exactly the copies the attribute router gives for the same objects;
 * an XPath connection predicate passes exactly what its attribute twin passes; a malformed XPath is refused before
 * anything starts; named subscriptions are added, changed and removed at run time, the router running on.
 */
@Timeout(150)
class XmlRoutingTest extends RealLabTest {

    private static final long OBJECTS = 1_000;

    /**
     * Two publishers of the same objects (attributes, XML), each to its own router and subscribers, planet1 to planet2.
     */
    private static Map<String, Object> twins(String subscriptions) throws Exception {
        Map<String, Object> system = solar(0, "true");
        List<Map<String, Object>> operators = operators(system);
        operators.clear();
        connections(system).clear();
        for (String format : List.of("attributes", "xml")) {
            operators.add(Map.of("name", format + "-publisher", "type", "org.orrery.sample.source", "domain", "planet1",
                    "symbolicName", "", "parameters", Map.of("count", String.valueOf(OBJECTS), "eventsPerSecond", "0",
                            "objects", "mixed", "seed", "1", "objectFormat", format, "payloadBytes", "600")));
            operators.add(Map.of("name", format + "-router", "type", "org.orrery.sample.router", "domain", "planet1",
                    "symbolicName", "", "parameters", Map.of("subscriptions", subscriptions, "seed", "2", "matching",
                            format.equals("xml") ? "xpath" : "scan")));
            operators.add(Map.of("name", format + "-subscribers", "type", "org.orrery.sample.application", "domain",
                    "planet2", "symbolicName", "", "parameters", Map.of()));
            connections(system).add(link(format + "-publisher", format + "-router", ""));
            connections(system).add(link(format + "-router", format + "-subscribers", ""));
        }
        return system;
    }

    private static Map<String, Object> link(String source, String target, String predicate) {
        return Map.of("source", source, "target", target, "predicate", predicate, "delivery", "reliable");
    }

    @Test
    void xpathSubscriptionsOnXmlBodiesDeliverExactlyTheAttributeRoutersCopies() throws Exception {
        Map<String, Object> system = twins("120");
        // and XPath on a connection: ato objects from AFRL, against the same test on attributes
        operators(system).add(Map.of("name", "afrl-attributes", "type", "org.orrery.sample.application", "domain",
                "planet2", "symbolicName", "", "parameters", Map.of()));
        operators(system).add(Map.of("name", "afrl-xml", "type", "org.orrery.sample.application", "domain", "planet2",
                "symbolicName", "", "parameters", Map.of()));
        connections(system)
                .add(link("attributes-publisher", "afrl-attributes", "schema == 'ato' && originator == 'AFRL'"));
        connections(system).add(link("xml-publisher", "afrl-xml", "xpath:/ato[originator = 'AFRL']"));
        lab.deploy(system);

        JsonNode done = TestLab.awaitStatus(lab.starUrl,
                s -> operator(s, "xml-router").get("eventsIn").asLong() == OBJECTS
                        && operator(s, "attributes-router").get("eventsIn").asLong() == OBJECTS
                        && operator(s, "xml-subscribers").get("eventsIn")
                                .asLong() == operator(s, "xml-router").get("eventsOut").asLong()
                        && operator(s, "attributes-subscribers").get("eventsIn")
                                .asLong() == operator(s, "attributes-router").get("eventsOut").asLong()
                        && operator(s, "afrl-xml").get("eventsIn").asLong() > 0
                        && operator(s, "afrl-attributes").get("eventsIn").asLong() > 0);
        Thread.sleep(500);
        done = json(call("GET", lab.starUrl + "/v1/system/status", null));
        long copies = operator(done, "attributes-subscribers").get("eventsIn").asLong();
        assertTrue(copies > 20, "the subscriptions match some of the objects: " + copies);
        assertEquals(copies, operator(done, "xml-subscribers").get("eventsIn").asLong(),
                "XPath on XML gives the same copies");
        assertEquals(0, operator(done, "xml-router").get("errors").asLong(),
                "every body is XML and every XPath evaluates");
        long afrl = operator(done, "afrl-attributes").get("eventsIn").asLong();
        assertEquals(afrl, operator(done, "afrl-xml").get("eventsIn").asLong(),
                "the XPath connection predicate passes the same");
        JsonNode xmlLink = TestLab.connection(done, "xml-publisher", "afrl-xml");
        assertEquals(OBJECTS - afrl, xmlLink.get("filtered").asLong(), "the rest are filtered: " + xmlLink);
        assertEquals(0, xmlLink.get("predicateErrors").asLong(), xmlLink.toString());
        passed = true;
    }

    @Test
    void aMalformedXPathIsRefusedNamingTheConnectionAndNothingStarts() throws Exception {
        Map<String, Object> system = twins("10");
        connections(system).set(1, link("attributes-router", "attributes-subscribers", "xpath:/ato[day >= ]"));
        String answer = call("PUT", lab.starUrl + "/v1/system", ControlJson.write(system), 422);
        assertTrue(answer.contains("attributes-router") && answer.contains("XPath"), answer);
        Map<String, Object> outside = twins("10");
        connections(outside).set(1,
                link("attributes-router", "attributes-subscribers", "xpath:document('/etc/passwd')"));
        answer = call("PUT", lab.starUrl + "/v1/system", ControlJson.write(outside), 422);
        assertTrue(answer.contains("document() is not in XPath 1.0's core library"), answer);
        assertTrue(json(call("GET", lab.starUrl + "/v1/system/status", null)).get("operators").isEmpty(),
                "nothing started");
        passed = true;
    }

    @Test
    void namedSubscriptionsAreAddedChangedAndRemovedWhileTheRouterRuns() throws Exception {
        Map<String, Object> system = solar(0, "true");
        operators(system).clear();
        connections(system).clear();
        operators(system).add(Map.of("name", "publisher", "type", "org.orrery.sample.source", "domain", "planet1",
                "symbolicName", "", "parameters", Map.of("eventsPerSecond", "2000", "objects", "ato", "seed", "1",
                        "objectFormat", "xml", "payloadBytes", "300")));
        operators(system).add(Map.of("name", "router", "type", "org.orrery.sample.router", "domain", "planet1",
                "symbolicName", "", "parameters", Map.of("subscriptions", "0")));
        for (String sink : List.of("vip", "nsa")) {
            operators(system).add(Map.of("name", sink, "type", "org.orrery.sample.application", "domain", "planet2",
                    "symbolicName", "", "parameters", Map.of()));
            connections(system).add(link("router", sink, "subscription == '" + sink + "'"));
        }
        connections(system).add(0, link("publisher", "router", ""));
        lab.deploy(system);
        JsonNode before = TestLab.awaitStatus(lab.starUrl, s -> operator(s, "router").get("eventsIn").asLong() > 1_000);
        assertEquals(0, operator(before, "router").get("eventsOut").asLong(), "no subscriptions, no copies");

        JsonNode added = change(Map.of("subscription.vip", "xpath:/ato[originator = 'NSA' or originator = 'CIA']",
                "subscription.nsa", "xpath:/ato/originator = 'NSA'"));
        assertEquals("xpath:/ato/originator = 'NSA'", added.get("parameters").get("subscription.nsa").asText());
        JsonNode flowing = TestLab.awaitStatus(lab.starUrl, s -> operator(s, "vip").get("eventsIn").asLong() > 100
                && operator(s, "nsa").get("eventsIn").asLong() > 50);
        long vip = operator(flowing, "vip").get("eventsIn").asLong();
        long nsa = operator(flowing, "nsa").get("eventsIn").asLong();
        assertTrue(nsa < vip, "NSA alone is a part of NSA or CIA: " + nsa + " < " + vip);

        // a change with one bad predicate is refused whole, and the router goes on as it was
        String refused = call("POST", lab.starUrl + "/v1/system/parameters", ControlJson.write(Map.of("operator",
                "router", "parameters", Map.of("subscription.nsa", "", "subscription.bad", "xpath:/ato[..]"))), 422);
        assertTrue(refused.contains("subscription 'bad'") && refused.contains("'..' inside a predicate"), refused);
        refused = call("POST", lab.starUrl + "/v1/system/parameters",
                ControlJson.write(Map.of("operator", "router", "parameters", Map.of("subscriptions", "10"))), 422);
        assertTrue(refused.contains("only named subscriptions"), refused);
        JsonNode still = TestLab.awaitStatus(lab.starUrl, s -> operator(s, "nsa").get("eventsIn").asLong() > nsa + 50);

        // removed: no more copies for nsa, vip goes on; the router was never restarted
        change(Map.of("subscription.nsa", ""));
        // copies already on their way arrive, and the Star's status (a heartbeat behind) catches up: nsa's count is
        // the same a second apart
        AtomicLong settled = new AtomicLong(-1);
        await("nsa's count to settle after its subscription was removed").atMost(Duration.ofSeconds(30))
                .pollInterval(Duration.ofSeconds(1))
                .until(() -> {
                    long now = operator(json(call("GET", lab.starUrl + "/v1/system/status", null)), "nsa")
                            .get("eventsIn")
                            .asLong();
                    return now == settled.getAndSet(now);
                });
        long nsaAtRemoval = settled.get();
        long vipAtRemoval = operator(json(call("GET", lab.starUrl + "/v1/system/status", null)), "vip").get("eventsIn")
                .asLong();
        JsonNode after = TestLab.awaitStatus(lab.starUrl,
                s -> operator(s, "vip").get("eventsIn").asLong() > vipAtRemoval + 100);
        assertEquals(nsaAtRemoval, operator(after, "nsa").get("eventsIn").asLong(),
                "a removed subscription gets no copies");
        JsonNode router = operator(after, "router");
        assertEquals(operator(before, "router").get("startedAtMillis").asLong(), router.get("startedAtMillis").asLong(),
                "the router ran on through every change");
        assertTrue(router.get("eventsIn").asLong() > operator(still, "router").get("eventsIn").asLong());
        assertEquals(0, router.get("errors").asLong(), router.toString());
        passed = true;
    }

    private JsonNode change(Map<String, String> parameters) throws Exception {
        Map<String, Object> change = new LinkedHashMap<>();
        change.put("operator", "router");
        change.put("parameters", new LinkedHashMap<>(parameters));
        return json(call("POST", lab.starUrl + "/v1/system/parameters", ControlJson.write(change)));
    }
}
