package org.orrery.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.agent.TestLab.call;
import static org.orrery.agent.TestLab.connection;
import static org.orrery.agent.TestLab.domain;
import static org.orrery.agent.TestLab.find;
import static org.orrery.agent.TestLab.json;
import static org.orrery.agent.TestLab.operator;
import static org.orrery.agent.TestLab.solar;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.net.http.WebSocketHandshakeException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.agent.star.NodeDaemons;
import org.orrery.control.api.ControlJson;
import org.orrery.control.util.Sha256;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A real lab: a node daemon process with its media driver, a Star and Planets as separate processes, a system deployed
 * through the Star, events crossing domains over shared memory, a Planet killed. Each test has a hard timeout; the
 * agents' logs are printed when it fails.
 */
@Timeout(120)
class LabSystemTest {

    @TempDir
    Path dir;

    private TestLab lab;
    private String nodeUrl;
    private String starUrl;
    private boolean passed;

    @BeforeEach
    void startLab() throws Exception {
        lab = TestLab.start(dir);
        nodeUrl = lab.nodeUrl;
        starUrl = lab.starUrl;
        assertEquals(Path.of("/dev/shm"), lab.aeronDir.getParent());
        assertEquals(PosixFilePermissions.fromString("rwx------"), Files.getPosixFilePermissions(lab.aeronDir),
                "the media driver's directory is its owner's alone");
    }

    @AfterEach
    void stopLab(TestInfo test) throws Exception {
        lab.close();
        if (!passed) {
            lab.printLogs(test.getDisplayName());
        }
        assertFalse(Files.exists(lab.aeronDir), "the node daemon removes its media driver directory");
    }

    @Test
    void theSolarChainRunsAcrossTwoPlanetsWithExactCounts() throws Exception {
        JsonNode result = lab.deploy(solar(10_000, "n % 2 == 0"));
        List<String> steps = new ArrayList<>();
        result.get("steps").forEach(step -> steps.add(step.get("step").asText() + " " + step.get("target").asText()));
        int lastPart = Math.max(steps.indexOf("operators planet1"), steps.indexOf("operators planet2"));
        int firstStart = Math.min(steps.indexOf("start planet1"), steps.indexOf("start planet2"));
        assertTrue(lastPart >= 0 && firstStart > lastPart, "every Planet has its part before any starts: " + steps);
        int lastConnect = Math.max(steps.indexOf("connect planet1"), steps.indexOf("connect planet2"));
        assertTrue(lastConnect > lastPart && lastConnect < firstStart,
                "every Planet's streams connect after all have their parts and before any starts: " + steps);
        result.get("steps").forEach(step -> {
            if (step.get("step").asText().equals("connect")) {
                assertEquals("every stream to other domains connected", step.get("detail").asText(), step.toString());
            }
        });

        JsonNode status = awaitStatus(s -> operator(s, "display").get("eventsIn").asLong() == 5_000
                && connection(s, "sensor", "even").get("delivered").asLong() == 10_000);
        assertEquals(0, assertCrossing(status, "ipc", 5_000).get("dropped").asLong());
        assertEquals("in-process", connection(status, "sensor", "even").get("path").asText());
        assertEquals(10_000, connection(status, "sensor", "even").get("delivered").asLong());
        assertEquals(List.of("star", "planet1", "planet2"), domainNames(status));
        assertTrue(domain(status, "planet1").get("up").asBoolean());
        assertTrue(bundleNames(domain(status, "planet1")).contains("org.orrery.sample.operators"));
        passed = true;
    }

    @Test
    void eachPlanetWaitsAsItsLatencyProfileSaysAndTheMediaDriverAsTheMostDemandingOne() throws Exception {
        Map<String, Object> system = solar(10_000, "n % 2 == 0");
        String sha = Sha256.of(TestBundles.sampleOperators());
        system.put("hosts",
                List.of(Map.of("name", "lab", "address", "127.0.0.1", "domains",
                        List.of(Map.of("name", "star", "role", "star", "controlPort", 0, "bundles", List.of()),
                                Map.of("name", "planet1", "role", "planet", "controlPort", 0, "bundles", List.of(sha)),
                                Map.of("name", "planet2", "role", "planet", "controlPort", 0, "bundles", List.of(sha),
                                        "latencyProfile", "throughput")))));
        JsonNode result = lab.deploy(system);
        assertTrue(result.get("steps")
                .toString()
                .contains("\"step\":\"media driver\",\"target\":\"lab\",\"ok\":true,"
                        + "\"detail\":\"waits as balanced\""),
                result.get("steps").toString());

        // a status in which both Planets' heartbeats came after their deployments (planet2, deployed first, can count
        // every event before planet1's next heartbeat) and each carries its process's figures (a heartbeat taken while
        // the deployment was under way asks a Planet only whether it lives, and carries none)
        JsonNode status = awaitStatus(s -> operator(s, "display").get("eventsIn").asLong() == 5_000
                && operator(s, "sensor").get("eventsOut").asLong() == 10_000
                && domain(s, "planet1").get("process").hasNonNull("idle")
                && domain(s, "planet2").get("process").hasNonNull("idle"));
        JsonNode planet1 = domain(status, "planet1").get("process");
        JsonNode planet2 = domain(status, "planet2").get("process");
        assertEquals("balanced", planet1.get("idle").asText(),
                "no profile in the model: balanced; " + domain(status, "planet1") + " " + result);
        assertEquals("throughput", planet2.get("idle").asText());
        if (Runtime.version().feature() >= 22) {
            // the kernel's own reading of each event thread's timer slack (prctl), taken on that thread
            assertEquals(1_000, planet1.get("timerSlackNs").asLong());
            assertEquals(50_000, planet2.get("timerSlackNs").asLong());
        }
        assertEquals(0, assertCrossing(status, "ipc", 5_000).get("dropped").asLong());

        // a profile the runtime does not know is refused before anything is deployed
        system.put("hosts", List.of(Map.of("name", "lab", "address", "127.0.0.1", "domains",
                List.of(Map.of("name", "star", "role", "star", "controlPort", 0, "bundles", List.of()),
                        Map.of("name", "planet1", "role", "planet", "controlPort", 0, "bundles", List.of(sha),
                                "latencyProfile", "turbo"),
                        Map.of("name", "planet2", "role", "planet", "controlPort", 0, "bundles", List.of(sha))))));
        String refused = call("PUT", starUrl + "/v1/system", ControlJson.write(system), 400);
        assertTrue(refused.contains("turbo") && refused.contains("latencyProfile"), refused);
        passed = true;
    }

    @Test
    void theStarStreamsTheStatusOverAWebSocketTwiceASecond() throws Exception {
        lab.deploy(solar(0, "n % 2 == 0"));
        BlockingQueue<String> messages = new LinkedBlockingQueue<>();
        WebSocket.Listener listener = new WebSocket.Listener() {

            private final StringBuilder text = new StringBuilder();

            @Override
            public CompletionStage<?> onText(WebSocket socket, CharSequence data, boolean last) {
                text.append(data);
                if (last) {
                    messages.add(text.toString());
                    text.setLength(0);
                }
                socket.request(1);
                return null;
            }
        };
        HttpClient client = HttpClient.newHttpClient();
        WebSocket socket = client.newWebSocketBuilder()
                .header("Authorization", "Bearer " + TestLab.TOKEN)
                .buildAsync(URI.create(starUrl.replace("http:", "ws:") + "/v1/system/stream"), listener)
                .get(10, TimeUnit.SECONDS);
        JsonNode first = json(update(messages));
        update(messages);
        JsonNode third = json(update(messages));
        assertEquals("solar", first.get("system").asText());
        assertTrue(third.get("domains").size() == 3 && third.has("connections"), third.toString());
        socket.sendClose(WebSocket.NORMAL_CLOSURE, "done").get(5, TimeUnit.SECONDS);

        ExecutionException refused = Assertions.assertThrows(ExecutionException.class,
                () -> client.newWebSocketBuilder()
                        .buildAsync(URI.create(starUrl.replace("http:", "ws:") + "/v1/system/stream"), listener)
                        .get(10, TimeUnit.SECONDS));
        assertTrue(refused.getCause() instanceof WebSocketHandshakeException handshake
                && handshake.getResponse().statusCode() == 401, String.valueOf(refused.getCause()));
        passed = true;
    }

    @Test
    void twoHostsExchangeEventsOverUdpWithExactCounts() throws Exception {
        Path secondAeronDir = null;
        Process remote = TestLab.startNode(dir, "remote", Files.createDirectories(dir.resolve("remote")));
        String remoteUrl = null;
        try {
            remoteUrl = TestLab.nodeUrl(remote, dir, "remote");
            secondAeronDir = Path.of(json(call("GET", remoteUrl + "/v1/host", null)).get("aeronDirectory").asText())
                    .getParent();
            assertNotEquals(lab.aeronDir, secondAeronDir);
            JsonNode star = json(call("POST", nodeUrl + "/v1/domains",
                    ControlJson.write(Map.of("name", "star2", "role", "star", "nodes",
                            NodeDaemons.entry("lab", nodeUrl, lab.node.toHandle()) + ","
                                    + NodeDaemons.entry("remote", remoteUrl, remote.toHandle())))));
            String star2 = "http://127.0.0.1:" + star.get("port").asInt();

            Map<String, Object> system = solar(8_000, "n % 2 == 0");
            String sha = Sha256.of(TestBundles.sampleOperators());
            system.put("hosts", List.of(
                    Map.of("name", "lab", "address", "127.0.0.1", "domains",
                            List.of(Map.of("name", "star2", "role", "star", "controlPort", 0, "bundles", List.of()),
                                    Map.of("name", "planet1", "role", "planet", "controlPort", 0, "bundles",
                                            List.of(sha)))),
                    Map.of("name", "remote", "address", "127.0.0.1", "domains", List.of(
                            Map.of("name", "planet2", "role", "planet", "controlPort", 0, "bundles", List.of(sha))))));
            JsonNode result = json(call("PUT", star2 + "/v1/system", ControlJson.write(system)));
            assertTrue(result.get("deployed").asBoolean(), result.toString());

            String previousStar = starUrl;
            starUrl = star2;
            try {
                JsonNode status = awaitStatus(s -> operator(s, "display").get("eventsIn").asLong() == 4_000
                        && connection(s, "sensor", "even").get("delivered").asLong() == 8_000);
                assertCrossing(status, "udp", 4_000);
                assertEquals("remote", domain(status, "planet2").get("host").asText());
            } finally {
                starUrl = previousStar;
            }
        } finally {
            TestLab.stopNode(remote, remoteUrl);
        }
        assertFalse(Files.exists(secondAeronDir), "the second node daemon removes its media driver directory");
        passed = true;
    }

    /** The next message of the status stream (5 s at most). */
    private static String update(BlockingQueue<String> messages) throws InterruptedException {
        String message = messages.poll(5, TimeUnit.SECONDS);
        assertNotNull(message, "no status update within 5 s");
        return message;
    }

    /**
     * A Planet whose process ended is down at the first heartbeat that finds it gone (its port refuses or closes the
     * connection, or its node daemon reports the process ended), with that cause: not late for up to ten seconds, and
     * then down for want of an answer in time, as one whose heartbeats only time out while its process runs
     * (PlanetWatch).
     */
    @Test
    void aKilledPlanetIsReportedDownAtOnceAsAProcessThatEnded() throws Exception {
        lab.deploy(solar(0, "n % 2 == 0"));
        JsonNode status = awaitStatus(s -> domain(s, "planet2").get("up").asBoolean());
        long pid = domain(status, "planet2").get("pid").asLong();
        ProcessHandle.of(pid).orElseThrow().destroyForcibly();
        JsonNode down = domain(awaitStatus(s -> !domain(s, "planet2").get("up").asBoolean()), "planet2");
        String why = down.get("error").asText();
        assertTrue(why.contains("its process " + pid + " has ended")
                || why.startsWith("no heartbeat: ") && !why.contains("no answer within"), down.toString());
        assertTrue(domain(json(call("GET", starUrl + "/v1/system/status", null)), "planet1").get("up").asBoolean());
        passed = true;
    }

    @Test
    void aFailedDeployRollsBackAndNamesTheCause() throws Exception {
        String answer = call("PUT", starUrl + "/v1/system", ControlJson.write(solarWithGhost(100)), 422);
        JsonNode result = json(answer);
        assertFalse(result.get("deployed").asBoolean());
        assertTrue(result.get("error").asText().contains("org.example.ghost"), answer);
        assertTrue(answer.contains("rollback operators") && answer.contains("rollback domain"), answer);
        JsonNode status = json(call("GET", starUrl + "/v1/system/status", null));
        assertEquals(List.of("star"), domainNames(status), "the rollback stopped the Planets it started");

        assertTrue(
                json(call("PUT", starUrl + "/v1/system", ControlJson.write(solar(100, "n % 2 == 0")))).get("deployed")
                        .asBoolean(),
                "after a rollback the lab takes a good system");
        passed = true;
    }

    @Test
    void aFailedRedeployLeavesTheRunningSystemAsItWas() throws Exception {
        lab.deploy(solar(0, "n % 2 == 0"));
        long before = operator(awaitStatus(s -> operator(s, "display").get("eventsIn").asLong() > 50), "display")
                .get("eventsIn")
                .asLong();

        String missingType = call("PUT", starUrl + "/v1/system", ControlJson.write(solarWithGhost(0)), 422);
        assertTrue(missingType.contains("org.example.ghost"), missingType);
        assertFalse(missingType.contains("\"step\":\"operators\""),
                "the running system is not touched: " + missingType);

        byte[] broken = TestBundles.jarWithRawManifest("Manifest-Version: 1.0\nBundle-ManifestVersion: 2\n"
                + "Bundle-SymbolicName: broken.bundle\nBundle-Version: not.a.version\n\n");
        Map<String, Object> brokenBundle = solar(0, "n % 2 == 0");
        String brokenSha = Sha256.of(broken);
        List<Object> bundles = new ArrayList<>((List<?>) brokenBundle.get("bundles"));
        bundles.add(TestLab.bundle("broken.bundle", "1.0.0", broken));
        brokenBundle.put("bundles", bundles);
        brokenBundle.put("hosts",
                List.of(Map.of("name", "lab", "address", "127.0.0.1", "domains",
                        List.of(Map.of("name", "star", "role", "star", "controlPort", 0, "bundles", List.of()),
                                Map.of("name", "planet1", "role", "planet", "controlPort", 0, "bundles",
                                        List.of(Sha256.of(TestBundles.sampleOperators()), brokenSha)),
                                Map.of("name", "planet2", "role", "planet", "controlPort", 0, "bundles",
                                        List.of(Sha256.of(TestBundles.sampleOperators())))))));
        String badManifest = call("PUT", starUrl + "/v1/system", ControlJson.write(brokenBundle), 422);
        assertTrue(badManifest.contains("not.a.version"), badManifest);

        JsonNode status = awaitStatus(s -> operator(s, "display").get("eventsIn").asLong() > before + 50);
        assertEquals("solar", status.get("system").asText());
        assertEquals(3, status.get("operators").size(), "the same operators run: " + status.get("operators"));
        assertEquals("running", operator(status, "sensor").get("state").asText());

        Map<String, Object> changed = solar(0, "n % 3 == 0");
        JsonNode replaced = lab.deploy(changed);
        assertTrue(replaced.toString().contains("1 restarted (even)"), replaced.toString());
        passed = true;
    }

    @Test
    void aRedeployRestartsOnlyTheChangedOperatorAndKeepsTheOthersCounting() throws Exception {
        CompletableFuture<String> first = CompletableFuture.supplyAsync(() -> {
            try {
                return call("PUT", starUrl + "/v1/system", ControlJson.write(solar(0, "n % 2 == 0")));
            } catch (Exception e) {
                throw new CompletionException(e);
            }
        });
        List<String> seen = new ArrayList<>();
        while (!first.isDone()) {
            JsonNode progress = json(call("GET", starUrl + "/v1/system/progress", null));
            progress.get("steps").forEach(step -> {
                if (!seen.contains(step.get("step").asText())) {
                    seen.add(step.get("step").asText());
                }
            });
            Thread.sleep(20);
        }
        assertTrue(json(first.get()).get("deployed").asBoolean());
        assertTrue(seen.contains("domain"), "the steps are visible while the Star deploys: " + seen);
        assertFalse(json(call("GET", starUrl + "/v1/system/progress", null)).get("deploying").asBoolean());
        // the Planets are deployed at once and sampled by separate heartbeats: each rate appears after its own two
        JsonNode before = awaitStatus(s -> operator(s, "display").get("eventsIn").asLong() > 100
                && connection(s, "even", "display").get("eventsPerSecond").asDouble() > 0
                && operator(s, "sensor").get("outPerSecond").asDouble() > 0);
        JsonNode planet1 = domain(before, "planet1");
        assertTrue(planet1.get("process").get("residentBytes").asLong() > 10_000_000, planet1.toString());
        assertTrue(planet1.get("process").get("heapUsedBytes").asLong() > 0, planet1.toString());

        JsonNode result = lab.deploy(solar(0, "n % 5 == 0"));
        assertTrue(result.toString().contains("1 kept, 1 restarted (even), 0 created, 0 removed"), result.toString());
        assertTrue(result.toString().contains("kept running"), result.toString());

        JsonNode after = awaitStatus(s -> operator(s, "even").get("restarts").asLong() == 1);
        for (String unchanged : List.of("sensor", "display")) {
            assertEquals(operator(before, unchanged).get("startedAtMillis").asLong(),
                    operator(after, unchanged).get("startedAtMillis").asLong(), unchanged + " kept running");
            assertEquals(0, operator(after, unchanged).get("restarts").asLong());
            assertTrue(operator(after, unchanged).get("eventsIn")
                    .asLong() >= operator(before, unchanged).get("eventsIn").asLong(),
                    unchanged + " kept its counters");
        }
        assertTrue(operator(after, "even").get("startedAtMillis")
                .asLong() > operator(before, "even").get("startedAtMillis").asLong());
        long shown = operator(after, "display").get("eventsIn").asLong();
        awaitStatus(s -> operator(s, "display").get("eventsIn").asLong() > shown + 50);

        long id = find(json(call("GET", starUrl + "/v1/system/domains/planet1/bundles", null)), "symbolicName",
                "org.orrery.sample.operators").get("id").asLong();
        String bundle = starUrl + "/v1/system/domains/planet1/bundles/" + id;
        assertEquals("resolved", json(call("POST", bundle + "/stop", null)).get("state").asText());
        JsonNode stopped = awaitStatus(s -> operator(s, "sensor").get("state").asText().equals("suspended"));
        assertEquals("suspended", operator(stopped, "even").get("state").asText());
        assertEquals("running", operator(stopped, "display").get("state").asText(), "planet2 has its own bundle");
        assertEquals("active", json(call("POST", bundle + "/start", null)).get("state").asText());
        awaitStatus(s -> operator(s, "sensor").get("state").asText().equals("running"));
        String unknown = call("POST", starUrl + "/v1/system/domains/nowhere/bundles/1/stop", null, 404);
        assertTrue(unknown.contains("nowhere"), unknown);
        String refused = call("DELETE", starUrl + "/v1/system/domains/planet1/bundles/9999", null, 422);
        assertTrue(refused.contains("planet1"), refused);
        passed = true;
    }

    private JsonNode awaitStatus(TestLab.StatusCondition condition) throws Exception {
        return TestLab.awaitStatus(starUrl, condition);
    }

    /** The solar chain with one more operator, on planet2, of a type no bundle provides. */
    private static Map<String, Object> solarWithGhost(long events) throws IOException {
        Map<String, Object> system = solar(events, "n % 2 == 0");
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> operators = (List<Map<String, Object>>) system.get("operators");
        operators.add(Map.of("name", "ghost", "type", "org.example.ghost", "domain", "planet2", "symbolicName", "",
                "parameters", Map.of()));
        return system;
    }

    /** Checks the solar chain's connection from 'even' to 'display': its path, what it delivered, and in order. */
    private static JsonNode assertCrossing(JsonNode status, String path, long delivered) {
        JsonNode crossing = connection(status, "even", "display");
        assertEquals(path, crossing.get("path").asText());
        assertEquals(delivered, crossing.get("delivered").asLong());
        assertEquals(0, crossing.get("outOfOrder").asLong());
        return crossing;
    }

    private static List<String> domainNames(JsonNode status) {
        List<String> names = new ArrayList<>();
        status.get("domains").forEach(d -> names.add(d.get("name").asText()));
        return names;
    }

    private static List<String> bundleNames(JsonNode domain) {
        List<String> names = new ArrayList<>();
        domain.get("bundles").forEach(b -> names.add(b.get("symbolicName").asText()));
        return names;
    }
}
