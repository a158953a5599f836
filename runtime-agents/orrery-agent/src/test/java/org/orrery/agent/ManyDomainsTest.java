package org.orrery.agent;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.agent.TestLab.call;
import static org.orrery.agent.TestLab.json;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.orrery.agent.domain.DomainAgent;
import org.orrery.control.api.ControlJson;
import org.orrery.control.client.ControlException;
import org.orrery.control.util.ProcessCommandLine;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Systems of many domains on one host: they start a few at a time, a failure in the last phase rolls every one of them
 * back with no process left behind, and a start that its caller gave up on is cancelled by a stop.
 */
@Timeout(180)
class ManyDomainsTest extends RealLabTest {

    private static final int PLANETS = 12;

    @Test
    void twelvePlanetsStartAndAFailureInTheLastPhaseLeavesNoProcessBehind() throws Exception {
        assertEquals(1, domainProcesses(), "the Star before the deployment");
        Map<String, Object> system = TestLab.solar(0, "n > 1");
        @SuppressWarnings("unchecked")
        Map<String, Object> host = new LinkedHashMap<>(((List<Map<String, Object>>) system.get("hosts")).get(0));
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> domains = new ArrayList<>((List<Map<String, Object>>) host.get("domains"));
        Object bundles = domains.get(1).get("bundles");
        List<Object> operators = new ArrayList<>();
        for (int i = 3; i <= PLANETS; i++) {
            domains.add(Map.of("name", "planet" + i, "role", "planet", "controlPort", 0, "bundles", bundles));
            operators.add(Map.of("name", "sink" + i, "type", "org.orrery.sample.application", "domain", "planet" + i,
                    "symbolicName", "", "parameters", Map.of()));
        }
        operators.add(Map.of("name", "ghost", "type", "org.example.ghost", "domain", "planet" + PLANETS, "symbolicName",
                "", "parameters", Map.of()));
        host.put("domains", domains);
        system.put("hosts", List.of(host));
        @SuppressWarnings("unchecked")
        List<Object> all = (List<Object>) system.get("operators");
        all.addAll(operators);

        // twelve JVMs started two at a time (this machine's cores), each installing its bundles, and all stopped again:
        // over 60 s in one run of the whole suite here, so the answer is awaited longer than a call's usual minute (the
        // class's limit is 180 s)
        JsonNode result = json(
                call("PUT", lab.starUrl + "/v1/system", ControlJson.write(system), 422, Duration.ofSeconds(150)));
        assertFalse(result.get("deployed").asBoolean());
        assertTrue(result.get("error").asText().contains("org.example.ghost"), result.toString());
        long up = 0;
        long stopped = 0;
        for (JsonNode step : result.get("steps")) {
            up += step.get("step").asText().equals("domain") && step.get("ok").asBoolean() ? 1 : 0;
            stopped += step.get("step").asText().equals("rollback domain") && step.get("ok").asBoolean() ? 1 : 0;
        }
        assertEquals(PLANETS, up, result.toString());
        assertEquals(PLANETS, stopped, result.toString());
        assertEquals(1, domainProcesses(), "domain processes left after the rollback");
        assertEquals(0, json(call("GET", lab.nodeUrl + "/v1/host", null)).get("domains").size() - 1);
        passed = true;
    }

    @Test
    void aStopCancelsAStartInFlightAndLeavesNoProcess() throws Exception {
        CompletableFuture<String> start = CompletableFuture.supplyAsync(() -> {
            try {
                return call("POST", lab.nodeUrl + "/v1/domains",
                        ControlJson.write(Map.of("name", "late", "role", "planet")));
            } catch (ControlException e) {
                return "status " + e.status();
            }
        });
        await("the domain process never started").atMost(Duration.ofSeconds(20))
                .pollInterval(Duration.ofMillis(10))
                .until(() -> domainProcesses() >= 2);
        JsonNode stopped = json(call("DELETE", lab.nodeUrl + "/v1/domains/late", null));
        assertEquals(-1, stopped.get("exitValue").asInt(), stopped.toString());
        assertEquals("status 409", start.get(60, TimeUnit.SECONDS));
        assertEquals(1, domainProcesses(), "the cancelled domain's process is left");
        call("DELETE", lab.nodeUrl + "/v1/domains/late", null, 404);
        passed = true;
    }

    /** The node daemon's domain processes alive now, the Star's included. */
    private long domainProcesses() {
        return lab.node.descendants()
                .filter(ProcessHandle::isAlive)
                .filter(p -> ProcessCommandLine.of(p).contains(DomainAgent.class.getName()))
                .count();
    }
}
