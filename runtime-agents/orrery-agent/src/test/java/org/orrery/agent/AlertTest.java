package org.orrery.agent;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.agent.TestLab.call;
import static org.orrery.agent.TestLab.domain;
import static org.orrery.agent.TestLab.json;
import static org.orrery.agent.TestLab.solar;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.orrery.control.api.ControlJson;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Alerts a system carries, watched by the Star of a real lab: a connection that falls silent fires its alert, whose
 * action changes a running operator in place so that events flow again, and the alert resolves, each step logged in
 * order with its time; the figures the alerts watch are in every domain's {@code /metrics}, the alerts are Prometheus
 * rules over them and the domains are listed for Prometheus to find; alerts that are malformed or name what the system
 * lacks are refused before anything changes.
 */
@Timeout(120)
class AlertTest extends RealLabTest {

    private static Map<String, Object> alert(String name, String subject, String measure, double limit, String action) {
        return Map.of("name", name, "subject", subject, "measure", measure, "limit", limit, "action", action);
    }

    private List<String> log(String alert) throws Exception {
        List<String> events = new ArrayList<>();
        for (JsonNode event : json(call("GET", lab.starUrl + "/v1/system/alerts", null)).get("log")) {
            if (event.get("alert").asText().equals(alert)) {
                events.add(event.get("event").asText() + ": " + event.get("detail").asText());
            }
        }
        return events;
    }

    @Test
    void aSilentLinkFiresItsAlertWhoseActionMakesItFlowAgain() throws Exception {
        Map<String, Object> system = solar(0, "n >= 0"); // the sensor emits 1,000 events a second until stopped
        system.put("alerts", List.of(alert("quiet", "even->display", "silent-seconds", 3, "set even predicate=n >= 0"),
                alert("busy", "planet2", "cpu-percent", 1_000, "")));
        JsonNode deployed = lab.deploy(system);
        TestLab.awaitStatus(lab.starUrl, s -> TestLab.operator(s, "display").get("eventsIn").asLong() > 200);
        JsonNode status = json(call("GET", lab.starUrl + "/v1/system/status", null));
        assertEquals(List.of("quiet", "busy"), names(status.get("alerts")));
        assertEquals("ok", status.get("alerts").get(1).get("state").asText(), "no domain above 1,000 % of a core");

        // the filter lets nothing through: the link falls silent, the alert fires and its action opens the filter
        int before = log("quiet").size();
        call("POST", lab.starUrl + "/v1/system/parameters",
                ControlJson.write(Map.of("operator", "even", "parameters", Map.of("predicate", "n < 0"))));
        List<String> events = await("the alert fired, acted and resolved").atMost(Duration.ofSeconds(60))
                .pollInterval(Duration.ofMillis(200))
                .until(() -> log("quiet"),
                        log -> log.size() >= before + 3 && log.get(log.size() - 1).startsWith("resolved"));
        List<String> after = events.subList(before, events.size());
        assertTrue(after.get(0).startsWith("firing: even->display: ")
                && after.get(0).endsWith(" s without traffic is above its limit of 3"), after.toString());
        assertEquals("action: set even predicate=n >= 0: taken by even on planet1", after.get(1));
        assertTrue(after.get(2).startsWith("resolved: even->display: "), after.toString());
        assertEquals("n >= 0",
                json(call("GET", lab.starUrl + "/v1/system/operators/even", null)).get("parameters")
                        .get("predicate")
                        .asText(),
                "the Star keeps the value the action set");
        JsonNode quiet = json(call("GET", lab.starUrl + "/v1/system/alerts", null)).get("alerts").get(0);
        assertTrue(quiet.get("firings").asInt() >= 1);
        assertEquals("set even predicate=n >= 0: taken by even on planet1", quiet.get("lastAction").asText());

        // what the alerts watch, for Prometheus: the gauges in a Planet's /metrics, the rules, the domains to scrape
        int planet2 = domain(status, "planet2").get("port").asInt();
        String metrics = call("GET", "http://127.0.0.1:" + planet2 + "/metrics", null);
        for (String figure : List.of("orrery_domain_cpu_ratio{domain=\"planet2\"} ",
                "orrery_connection_latency_seconds_bucket{domain=\"planet2\",source=\"even\",target=\"display\","
                        + "le=\"+Inf\"} ",
                "# TYPE orrery_connection_hop_latency_seconds histogram",
                "orrery_operator_busy_ratio{domain=\"planet2\"," + "operator=\"display\"} ")) {
            assertTrue(metrics.contains(figure), figure + " in " + metrics);
        }
        String rules = call("GET", lab.starUrl + "/v1/system/alerts/rules", null);
        assertTrue(rules.contains("expr: \"sum(changes(orrery_connection_delivered_total"
                + "{source=\\\"even\\\",target=\\\"display\\\"}[3s])) == 0\""), rules);
        JsonNode targets = json(call("GET", lab.starUrl + "/v1/system/alerts/targets", null));
        List<String> scraped = new ArrayList<>();
        targets.forEach(t -> scraped.add(t.get("labels").get("orrery_domain").asText()));
        assertEquals(List.of("planet1", "planet2", "star"), scraped.stream().sorted().toList());
        assertTrue(targets.toString().contains("\"127.0.0.1:" + planet2 + "\""), targets.toString());

        // an alert that lowers a connection's priority: the Star deploys the change, the link carries on
        system.put("alerts", List.of(alert("lower", "planet1", "memory-mb", 1, "priority even->display -1")));
        lab.deploy(system);
        List<String> lowered = await("the priority changed").atMost(Duration.ofSeconds(60))
                .pollInterval(Duration.ofMillis(200))
                .until(() -> log("lower"), log -> log.size() >= 2);
        assertTrue(lowered.get(0).startsWith("firing: planet1: "), lowered.toString());
        assertEquals("action: priority even->display -1: deployed", lowered.get(1));
        JsonNode lowerStatus = TestLab.awaitStatus(lab.starUrl,
                s -> TestLab.connection(s, "even", "display").get("priority").asInt() == -1);
        long delivered = TestLab.connection(lowerStatus, "even", "display").get("delivered").asLong();
        TestLab.awaitStatus(lab.starUrl,
                s -> TestLab.connection(s, "even", "display").get("delivered").asLong() > delivered + 100);
        assertEquals("firing",
                json(call("GET", lab.starUrl + "/v1/system/alerts", null)).get("alerts").get(0).get("state").asText(),
                "the redeployment keeps its alert's state: it does not fire and act again");
        assertEquals(2, log("lower").size());

        // refused before anything changes: the running system and its alerts stay as they are
        system.put("alerts", List.of(alert("ghost", "even->nowhere", "backlog", 1, "")));
        assertTrue(call("PUT", lab.starUrl + "/v1/system", ControlJson.write(system), 422)
                .contains("alert 'ghost' watches connection 'even->nowhere', which the system does not have"));
        system.put("alerts", List.of(alert("odd", "display", "queue-length", 1, "")));
        assertTrue(call("PUT", lab.starUrl + "/v1/system", ControlJson.write(system), 422)
                .contains("alert 'odd' watches 'queue-length', which is none of dropped-per-second, p99-us"));
        system.put("alerts", List.of(alert("far", "display", "busy-percent", 1, "set ghost n=1")));
        assertTrue(call("PUT", lab.starUrl + "/v1/system", ControlJson.write(system), 422)
                .contains("acts on operator 'ghost', which the system does not have"));
        assertEquals(List.of("lower"), names(json(call("GET", lab.starUrl + "/v1/system/alerts", null)).get("alerts")));
        passed = true;
    }

    /**
     * Alert actions cannot loop: two alerts that would set one link's priority each its own way are refused with the
     * deployment (the old Star deployed them and redeployed the system without end), and an action that would set what
     * is set already deploys nothing, so the user's deployment stays the newest in the lab's history.
     */
    @Test
    void alertActionsThatWouldUndoEachOtherAreRefusedAndOneThatChangesNothingDeploysNothing() throws Exception {
        Map<String, Object> system = solar(0, "n >= 0");
        Map<String, Object> link = new LinkedHashMap<>(TestLab.connections(system).get(1));
        link.put("priority", -1);
        TestLab.connections(system).set(1, link);
        system.put("alerts", List.of(alert("up", "planet1", "memory-mb", 1, "priority even->display 5"),
                alert("down", "planet2", "memory-mb", 1, "priority even -> display -5")));
        String refused = call("PUT", lab.starUrl + "/v1/system", ControlJson.write(system), 422);
        assertTrue(refused.contains("alerts 'up' and 'down' set the priority even->display to different values (5 and "
                + "-5): each would undo the other"), refused);

        system.put("alerts", List.of(alert("lower", "planet1", "memory-mb", 1, "priority even->display -1")));
        lab.deploy(system);
        List<String> acted = await("the alert fired and acted").atMost(Duration.ofSeconds(60))
                .pollInterval(Duration.ofMillis(200))
                .until(() -> log("lower"), log -> log.size() >= 2);
        assertEquals("action: priority even->display -1: already so; nothing deployed", acted.get(1));
        JsonNode history = json(call("GET", lab.starUrl + "/v1/system/history", null)).get("deployments");
        assertEquals("deployed", history.get(0).get("result").asText(), history.toString());
        assertTrue(history.get(0).get("returnable").asBoolean());
        assertEquals(2, history.size(), "the refusal and the user's deployment, and nothing of the Star's: " + history);
        passed = true;
    }

    private static List<String> names(JsonNode array) {
        List<String> names = new ArrayList<>();
        array.forEach(node -> {
            if (node.has("name")) {
                names.add(node.get("name").asText());
            }
        });
        return names;
    }
}
