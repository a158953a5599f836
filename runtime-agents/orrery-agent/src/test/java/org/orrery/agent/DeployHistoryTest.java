package org.orrery.agent;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.agent.TestLab.call;
import static org.orrery.agent.TestLab.json;
import static org.orrery.agent.TestLab.solar;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.orrery.control.api.ControlJson;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The deploy preview and the lab's history, through a real Star: a preview says what a deployment would change (every
 * domain started and operator added on an empty lab; on a running one, the operator whose parameter changed restarted,
 * the connection whose delivery changed rewired, the one removed removed) and deploys nothing; every deployment, the
 * refused and the failed too, is recorded with who asked, its outcome and its changes; the lab returns to an earlier
 * deployment, which runs again as it was.
 */
@Timeout(180)
class DeployHistoryTest extends RealLabTest {

    private JsonNode preview(Map<String, Object> system) throws Exception {
        return json(call("POST", lab.starUrl + "/v1/system/preview", ControlJson.write(system)));
    }

    private static List<String> changes(JsonNode preview) {
        List<String> lines = new ArrayList<>();
        preview.get("changes")
                .forEach(c -> lines
                        .add(c.get("action").asText() + " " + c.get("element").asText() + " " + c.get("name").asText()
                                + (c.get("detail").asText().isEmpty() ? "" : ": " + c.get("detail").asText())));
        return lines;
    }

    /** Deploys {@code system}; a refusal is expected to answer {@code refusedWith}, success 0. */
    private JsonNode deploy(Map<String, Object> system, int refusedWith) throws Exception {
        byte[] body = ControlJson.write(system);
        return json(refusedWith == 0 ? call("PUT", lab.starUrl + "/v1/system", body)
                : call("PUT", lab.starUrl + "/v1/system", body, refusedWith));
    }

    private static Map<String, Object> by(Map<String, Object> system, String who) {
        Map<String, Object> copy = new LinkedHashMap<>(system);
        copy.put("by", who);
        return copy;
    }

    @Test
    void aPreviewSaysWhatChangesAndTheHistoryKeepsEveryDeploymentToReturnTo() throws Exception {
        Map<String, Object> first = by(solar(0, "n % 2 == 0"), "ada@lab-pc");
        List<String> everything = changes(preview(first));
        assertEquals(List.of("start domain planet1: on lab", "start domain planet2: on lab"), everything.subList(0, 2));
        assertTrue(everything.containsAll(List.of("add operator sensor: org.orrery.sample.source in planet1",
                "add operator display: org.orrery.sample.application in planet2",
                "add connection even->display: reliable")), everything.toString());
        assertFalse(json(call("GET", lab.starUrl + "/v1/system/status", null)).hasNonNull("system"),
                "a preview deploys nothing");
        assertTrue(deploy(first, 0).get("deployed").asBoolean());

        Map<String, Object> second = by(solar(0, "n % 2 == 0"), "grace@lab-pc");
        List<Map<String, Object>> operators = operators(second);
        operators.set(0,
                Map.of("name", "sensor", "type", "org.orrery.sample.source", "domain", "planet1", "symbolicName",
                        "/sensors/a", "parameters",
                        Map.of("count", "0", "eventsPerSecond", "2000", "attributes", "n=seq()")));
        operators.add(Map.of("name", "spare", "type", "org.orrery.sample.application", "domain", "planet2",
                "symbolicName", "", "parameters", Map.of()));
        TestLab.connections(second)
                .set(1, Map.of("source", "even", "target", "display", "predicate", "", "delivery", "best-effort"));
        JsonNode preview = preview(second);
        assertEquals(List.of("restart operator sensor: parameter eventsPerSecond 1000 -> 2000",
                "add operator spare: org.orrery.sample.application in planet2",
                "rewire connection even->display: delivery reliable -> best-effort"), changes(preview));
        assertEquals("solar", preview.get("running").asText());
        assertEquals(3, preview.get("unchanged").asInt(), "even, display and sensor->even run on untouched");
        assertEquals("1000",
                json(call("GET", lab.starUrl + "/v1/system/operators/sensor", null)).get("parameters")
                        .get("eventsPerSecond")
                        .asText(),
                "the preview changed nothing");
        assertTrue(deploy(second, 0).get("deployed").asBoolean());

        Map<String, Object> ghost = by(solar(0, "n % 2 == 0"), "eve@elsewhere");
        operators(ghost).add(Map.of("name", "ghost", "type", "org.example.ghost", "domain", "planet2", "symbolicName",
                "", "parameters", Map.of()));
        assertFalse(deploy(ghost, 422).get("deployed").asBoolean());

        JsonNode history = json(call("GET", lab.starUrl + "/v1/system/history", null)).get("deployments");
        assertEquals(3, history.size());
        JsonNode failed = history.get(0);
        assertEquals(3, failed.get("number").asInt());
        assertEquals("eve@elsewhere", failed.get("by").asText());
        assertFalse(failed.get("deployed").asBoolean());
        assertTrue(failed.get("result").asText().startsWith("failed: ")
                && failed.get("result").asText().contains("org.example.ghost"), failed.toString());
        assertFalse(failed.get("returnable").asBoolean(), "a deployment that failed is nothing to return to");
        JsonNode changed = history.get(1);
        assertEquals("grace@lab-pc", changed.get("by").asText());
        assertEquals("deployed", changed.get("result").asText());
        assertEquals(changes(preview).size(), changed.get("changes").size(), "the changes its preview listed");
        assertTrue(history.get(2).get("returnable").asBoolean());
        assertEquals("ada@lab-pc", history.get(2).get("by").asText());

        // back to the first deployment: it runs as it was, and is recorded as a deployment of its own
        JsonNode returned = json(call("POST", lab.starUrl + "/v1/system/history/1/deploy",
                ControlJson.write(Map.of("by", "ada@lab-pc"))));
        assertTrue(returned.get("deployed").asBoolean(), returned.toString());
        JsonNode sensor = json(call("GET", lab.starUrl + "/v1/system/operators/sensor", null));
        assertEquals("1000", sensor.get("parameters").get("eventsPerSecond").asText());
        // the status folds the Planets' at their next heartbeat: the operator added later leaves it then
        TestLab.awaitStatus(lab.starUrl, status -> !status.get("operators").toString().contains("\"spare\""));
        JsonNode latest = json(call("GET", lab.starUrl + "/v1/system/history", null)).get("deployments").get(0);
        assertEquals("ada@lab-pc (return to deployment 1)", latest.get("by").asText());
        assertTrue(latest.get("changes").toString().contains("remove operator spare"), latest.toString());
        assertTrue(call("POST", lab.starUrl + "/v1/system/history/3/deploy", null, 409).contains("not deployed"));
        assertTrue(call("POST", lab.starUrl + "/v1/system/history/99/deploy", null, 404).contains("no deployment 99"));

        call("DELETE", lab.starUrl + "/v1/system", null);
        assertEquals("undeployed solar",
                json(call("GET", lab.starUrl + "/v1/system/history", null)).get("deployments")
                        .get(0)
                        .get("result")
                        .asText());
        passed = true;
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> operators(Map<String, Object> system) {
        return (List<Map<String, Object>>) system.get("operators");
    }

    /**
     * While a deployment is under way (its domains starting), a preview and a return to an earlier deployment are
     * refused at once (409) instead of holding a request thread and their body until it ends; the deployment goes on.
     * (The old Star held both until the deployment was done.)
     */
    @Test
    void previewAndReturnAreRefusedAtOnceWhileADeploymentIsUnderWay() throws Exception {
        Map<String, Object> system = solar(0, "n > 1");
        CompletableFuture<String> deploying = CompletableFuture.supplyAsync(() -> {
            try {
                return call("PUT", lab.starUrl + "/v1/system", ControlJson.write(system));
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        await("the deployment under way").atMost(Duration.ofSeconds(30))
                .pollInterval(Duration.ofMillis(10))
                .until(() -> json(call("GET", lab.starUrl + "/v1/system/progress", null)).get("deploying").asBoolean());
        String preview = call("POST", lab.starUrl + "/v1/system/preview", ControlJson.write(system), 409);
        assertTrue(preview.contains("a deployment is under way"), preview);
        String back = call("POST", lab.starUrl + "/v1/system/history/1/deploy", new byte[0], 409);
        assertTrue(back.contains("a deployment is under way"), back);
        assertTrue(json(deploying.get(60, TimeUnit.SECONDS)).get("deployed").asBoolean(), "the deployment went on");
        passed = true;
    }
}
