package org.orrery.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.control.api.ControlClient;
import org.orrery.control.api.ControlException;
import org.orrery.control.api.ControlJson;
import org.orrery.control.api.Sha256;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A real lab: a node daemon process with its media driver, a Star and Planets as separate processes, a system
 * deployed through the Star, events crossing domains over shared memory, a Planet killed. Each test has a hard
 * timeout; the agents' logs are printed when it fails.
 */
@Timeout(120)
class LabSystemTest {

    private static final String TOKEN = "lab-token-" + UUID.randomUUID();

    @TempDir
    Path lab;

    private Process node;
    private String nodeUrl;
    private String starUrl;
    private String aeronDir;
    private boolean passed;

    @BeforeEach
    void startLab() throws Exception {
        Path tokenFile = lab.resolve("token");
        Files.writeString(tokenFile, TOKEN);
        Files.setPosixFilePermissions(tokenFile, PosixFilePermissions.fromString("rw-------"));
        aeronDir = "/dev/shm/orrery-test-" + UUID.randomUUID();
        Path portFile = lab.resolve("node.port");
        node = new ProcessBuilder(javaCommand(NodeDaemon.class, "--host", "lab", "--lab-dir", lab.toString(), "--token-file",
                tokenFile.toString(), "--framework-bundles", TestBundles.frameworkBundles().toString(), "--aeron-dir", aeronDir,
                "--port-file", portFile.toString()))
                .redirectErrorStream(true).redirectOutput(lab.resolve("node.log").toFile()).start();
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (!Files.exists(portFile) || Files.readString(portFile).isBlank()) {
            assertTrue(node.isAlive(), "the node daemon exited: " + Files.readString(lab.resolve("node.log")));
            assertTrue(System.nanoTime() < deadline, "the node daemon did not start");
            Thread.sleep(20);
        }
        nodeUrl = "http://127.0.0.1:" + Files.readString(portFile).strip();
        JsonNode star = json(call("POST", nodeUrl + "/v1/domains", ControlJson.write(Map.of("name", "star", "role", "star"))));
        starUrl = "http://127.0.0.1:" + star.get("port").asInt();
    }

    @AfterEach
    void stopLab(TestInfo test) throws Exception {
        try {
            call("POST", nodeUrl + "/v1/shutdown", null);
        } catch (IOException e) {
            node.destroy();
        }
        if (!node.waitFor(30, TimeUnit.SECONDS)) {
            node.destroyForcibly();
        }
        if (!passed) {
            printLogs(test.getDisplayName());
        }
        assertFalse(Files.exists(Path.of(aeronDir)), "the node daemon removes its media driver directory");
    }

    private void printLogs(String testName) throws IOException {
        System.err.println("=== agent logs of " + testName + " ===");
        List<Path> logs = new ArrayList<>(List.of(lab.resolve("node.log")));
        if (Files.isDirectory(lab.resolve("logs"))) {
            try (Stream<Path> files = Files.list(lab.resolve("logs"))) {
                files.forEach(logs::add);
            }
        }
        for (Path log : logs) {
            System.err.println("--- " + log.getFileName());
            System.err.println(Files.readString(log));
        }
    }

    @Test
    void theSolarChainRunsAcrossTwoPlanetsWithExactCounts() throws Exception {
        JsonNode result = json(call("PUT", starUrl + "/v1/system", ControlJson.write(solar(10_000, "n % 2 == 0"))));
        assertTrue(result.get("deployed").asBoolean(), result.toString());

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
    void theStarStreamsTheStatusOverAWebSocketTwiceASecond() throws Exception {
        assertTrue(json(call("PUT", starUrl + "/v1/system", ControlJson.write(solar(0, "n % 2 == 0")))).get("deployed").asBoolean());
        java.util.concurrent.BlockingQueue<String> messages = new java.util.concurrent.LinkedBlockingQueue<>();
        java.net.http.WebSocket.Listener listener = new java.net.http.WebSocket.Listener() {
            private final StringBuilder text = new StringBuilder();

            @Override
            public java.util.concurrent.CompletionStage<?> onText(java.net.http.WebSocket socket, CharSequence data, boolean last) {
                text.append(data);
                if (last) {
                    messages.add(text.toString());
                    text.setLength(0);
                }
                socket.request(1);
                return null;
            }
        };
        java.net.http.HttpClient client = java.net.http.HttpClient.newHttpClient();
        java.net.http.WebSocket socket = client.newWebSocketBuilder().header("Authorization", "Bearer " + TOKEN)
                .buildAsync(java.net.URI.create(starUrl.replace("http:", "ws:") + "/v1/system/stream"), listener)
                .get(10, TimeUnit.SECONDS);
        long start = System.nanoTime();
        JsonNode first = json(messages.poll(5, TimeUnit.SECONDS));
        JsonNode third = json(messages.poll(5, TimeUnit.SECONDS));
        third = json(messages.poll(5, TimeUnit.SECONDS));
        assertTrue((System.nanoTime() - start) / 1_000_000 < 3_000, "three updates within 3 s");
        assertEquals("solar", first.get("system").asText());
        assertTrue(third.get("domains").size() == 3 && third.has("connections"), third.toString());
        socket.sendClose(java.net.http.WebSocket.NORMAL_CLOSURE, "done").get(5, TimeUnit.SECONDS);

        java.util.concurrent.ExecutionException refused = org.junit.jupiter.api.Assertions.assertThrows(
                java.util.concurrent.ExecutionException.class, () -> client.newWebSocketBuilder()
                        .buildAsync(java.net.URI.create(starUrl.replace("http:", "ws:") + "/v1/system/stream"), listener)
                        .get(10, TimeUnit.SECONDS));
        assertTrue(refused.getCause() instanceof java.net.http.WebSocketHandshakeException handshake
                && handshake.getResponse().statusCode() == 401, String.valueOf(refused.getCause()));
        passed = true;
    }

    @Test
    void twoHostsExchangeEventsOverUdpWithExactCounts() throws Exception {
        String secondAeronDir = "/dev/shm/orrery-test-" + UUID.randomUUID();
        Path secondPortFile = lab.resolve("remote.port");
        Process remote = new ProcessBuilder(javaCommand(NodeDaemon.class, "--host", "remote", "--lab-dir",
                lab.resolve("remote").toString(), "--token-file", lab.resolve("token").toString(), "--framework-bundles",
                TestBundles.frameworkBundles().toString(), "--aeron-dir", secondAeronDir, "--port-file", secondPortFile.toString()))
                .redirectErrorStream(true).redirectOutput(lab.resolve("node-remote.log").toFile()).start();
        try {
            long deadline = System.nanoTime() + 30_000_000_000L;
            while (!Files.exists(secondPortFile) || Files.readString(secondPortFile).isBlank()) {
                assertTrue(remote.isAlive() && System.nanoTime() < deadline, "the second node daemon did not start");
                Thread.sleep(20);
            }
            String remoteUrl = "http://127.0.0.1:" + Files.readString(secondPortFile).strip();
            JsonNode star = json(call("POST", nodeUrl + "/v1/domains", ControlJson.write(Map.of("name", "star2", "role", "star",
                    "nodes", "lab=" + nodeUrl + ",remote=" + remoteUrl))));
            String star2 = "http://127.0.0.1:" + star.get("port").asInt();

            Map<String, Object> system = solar(8_000, "n % 2 == 0");
            String sha = Sha256.of(TestBundles.sampleOperators());
            system.put("hosts", List.of(
                    Map.of("name", "lab", "address", "127.0.0.1", "domains", List.of(
                            Map.of("name", "star2", "role", "star", "controlPort", 0, "bundles", List.of()),
                            Map.of("name", "planet1", "role", "planet", "controlPort", 0, "bundles", List.of(sha)))),
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
            try {
                call("POST", "http://127.0.0.1:" + Files.readString(secondPortFile).strip() + "/v1/shutdown", null);
            } catch (IOException e) {
                remote.destroy();
            }
            if (!remote.waitFor(30, TimeUnit.SECONDS)) {
                remote.destroyForcibly();
            }
            if (!passed) {
                System.err.println("--- node-remote.log\n" + read(lab.resolve("node-remote.log")));
            }
        }
        assertFalse(Files.exists(Path.of(secondAeronDir)), "the second node daemon removes its media driver directory");
        passed = true;
    }

    @Test
    void aKilledPlanetIsReportedDownWithinTwoSeconds() throws Exception {
        assertTrue(json(call("PUT", starUrl + "/v1/system", ControlJson.write(solar(0, "n % 2 == 0")))).get("deployed").asBoolean());
        JsonNode status = awaitStatus(s -> domain(s, "planet2").get("up").asBoolean());
        long pid = domain(status, "planet2").get("pid").asLong();
        ProcessHandle.of(pid).orElseThrow().destroyForcibly();
        long killedAt = System.nanoTime();
        awaitStatus(s -> !domain(s, "planet2").get("up").asBoolean());
        long reportedAfterMs = (System.nanoTime() - killedAt) / 1_000_000;
        assertTrue(reportedAfterMs < 2_000, "reported down after " + reportedAfterMs + " ms");
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

        assertTrue(json(call("PUT", starUrl + "/v1/system", ControlJson.write(solar(100, "n % 2 == 0")))).get("deployed").asBoolean(),
                "after a rollback the lab takes a good system");
        passed = true;
    }

    @Test
    void aFailedRedeployLeavesTheRunningSystemAsItWas() throws Exception {
        assertTrue(json(call("PUT", starUrl + "/v1/system", ControlJson.write(solar(0, "n % 2 == 0")))).get("deployed").asBoolean());
        long before = operator(awaitStatus(s -> operator(s, "display").get("eventsIn").asLong() > 50), "display")
                .get("eventsIn").asLong();

        String missingType = call("PUT", starUrl + "/v1/system", ControlJson.write(solarWithGhost(0)), 422);
        assertTrue(missingType.contains("org.example.ghost"), missingType);
        assertFalse(missingType.contains("\"step\":\"operators\""), "the running system is not touched: " + missingType);

        byte[] broken = TestBundles.jarWithRawManifest("Manifest-Version: 1.0\nBundle-ManifestVersion: 2\n"
                + "Bundle-SymbolicName: broken.bundle\nBundle-Version: not.a.version\n\n");
        Map<String, Object> brokenBundle = solar(0, "n % 2 == 0");
        String brokenSha = Sha256.of(broken);
        List<Object> bundles = new ArrayList<>((List<?>) brokenBundle.get("bundles"));
        bundles.add(Map.of("symbolicName", "broken.bundle", "version", "1.0.0", "sha256", brokenSha, "expectedState", "active",
                "bytesBase64", Base64.getEncoder().encodeToString(broken)));
        brokenBundle.put("bundles", bundles);
        brokenBundle.put("hosts", List.of(Map.of("name", "lab", "address", "127.0.0.1", "domains", List.of(
                Map.of("name", "star", "role", "star", "controlPort", 0, "bundles", List.of()),
                Map.of("name", "planet1", "role", "planet", "controlPort", 0,
                        "bundles", List.of(Sha256.of(TestBundles.sampleOperators()), brokenSha)),
                Map.of("name", "planet2", "role", "planet", "controlPort", 0,
                        "bundles", List.of(Sha256.of(TestBundles.sampleOperators())))))));
        String badManifest = call("PUT", starUrl + "/v1/system", ControlJson.write(brokenBundle), 422);
        assertTrue(badManifest.contains("not.a.version"), badManifest);

        JsonNode status = awaitStatus(s -> operator(s, "display").get("eventsIn").asLong() > before + 50);
        assertEquals("solar", status.get("system").asText());
        assertEquals(3, status.get("operators").size(), "the same operators run: " + status.get("operators"));
        assertEquals("running", operator(status, "sensor").get("state").asText());

        Map<String, Object> changed = solar(0, "n % 3 == 0");
        JsonNode replaced = json(call("PUT", starUrl + "/v1/system", ControlJson.write(changed)));
        assertTrue(replaced.get("deployed").asBoolean(), replaced.toString());
        assertTrue(replaced.toString().contains("1 restarted (even)"), replaced.toString());
        passed = true;
    }

    @Test
    void aRedeployRestartsOnlyTheChangedOperatorAndKeepsTheOthersCounting() throws Exception {
        java.util.concurrent.CompletableFuture<String> first = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
            try {
                return call("PUT", starUrl + "/v1/system", ControlJson.write(solar(0, "n % 2 == 0")));
            } catch (Exception e) {
                throw new java.util.concurrent.CompletionException(e);
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
        JsonNode before = awaitStatus(s -> operator(s, "display").get("eventsIn").asLong() > 100
                && connection(s, "even", "display").get("eventsPerSecond").asDouble() > 0);
        JsonNode planet1 = domain(before, "planet1");
        assertTrue(planet1.get("process").get("residentBytes").asLong() > 10_000_000, planet1.toString());
        assertTrue(planet1.get("process").get("heapUsedBytes").asLong() > 0, planet1.toString());
        assertTrue(operator(before, "sensor").get("outPerSecond").asDouble() > 0, before.toString());

        JsonNode result = json(call("PUT", starUrl + "/v1/system", ControlJson.write(solar(0, "n % 5 == 0"))));
        assertTrue(result.get("deployed").asBoolean(), result.toString());
        assertTrue(result.toString().contains("1 kept, 1 restarted (even), 0 created, 0 removed"), result.toString());
        assertTrue(result.toString().contains("kept running"), result.toString());

        JsonNode after = awaitStatus(s -> operator(s, "even").get("restarts").asLong() == 1);
        for (String unchanged : List.of("sensor", "display")) {
            assertEquals(operator(before, unchanged).get("startedAtMillis").asLong(), operator(after, unchanged).get("startedAtMillis")
                    .asLong(), unchanged + " kept running");
            assertEquals(0, operator(after, unchanged).get("restarts").asLong());
            assertTrue(operator(after, unchanged).get("eventsIn").asLong() >= operator(before, unchanged).get("eventsIn").asLong(),
                    unchanged + " kept its counters");
        }
        assertTrue(operator(after, "even").get("startedAtMillis").asLong() > operator(before, "even").get("startedAtMillis").asLong());
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

    /** Sensor and a 50 % filter on planet1, the display on planet2 (count 0 publishes until stopped). */
    private static Map<String, Object> solar(long count, String predicate) throws IOException {
        byte[] bytes = TestBundles.sampleOperators();
        String sha = Sha256.of(bytes);
        Map<String, Object> system = new LinkedHashMap<>();
        system.put("system", "solar");
        system.put("hosts", List.of(Map.of("name", "lab", "address", "127.0.0.1", "domains", List.of(
                Map.of("name", "star", "role", "star", "controlPort", 0, "bundles", List.of()),
                Map.of("name", "planet1", "role", "planet", "controlPort", 0, "bundles", List.of(sha)),
                Map.of("name", "planet2", "role", "planet", "controlPort", 0, "bundles", List.of(sha))))));
        system.put("bundles", List.of(Map.of("symbolicName", "org.orrery.sample.operators", "version", "0.1.0", "sha256", sha,
                "expectedState", "active", "bytesBase64", Base64.getEncoder().encodeToString(bytes))));
        system.put("operators", new ArrayList<>(List.of(
                Map.of("name", "sensor", "type", "org.orrery.sample.source", "domain", "planet1", "symbolicName", "/sensors/a",
                        "parameters", Map.of("count", String.valueOf(count), "eventsPerSecond", count == 0 ? "1000" : "0",
                                "attributes", "n=seq()")),
                Map.of("name", "even", "type", "org.orrery.sample.filter", "domain", "planet1", "symbolicName", "",
                        "parameters", Map.of("predicate", predicate)),
                Map.of("name", "display", "type", "org.orrery.sample.application", "domain", "planet2", "symbolicName", "",
                        "parameters", Map.of()))));
        system.put("connections", List.of(Map.of("source", "sensor", "target", "even", "predicate", "", "delivery", "reliable"),
                Map.of("source", "even", "target", "display", "predicate", "", "delivery", "reliable")));
        system.put("specialize", true);
        return system;
    }

    private interface StatusCondition {
        boolean holds(JsonNode status);
    }

    private JsonNode awaitStatus(StatusCondition condition) throws Exception {
        long deadline = System.nanoTime() + 60_000_000_000L;
        JsonNode status = null;
        while (System.nanoTime() < deadline) {
            status = json(call("GET", starUrl + "/v1/system/status", null));
            try {
                if (condition.holds(status)) {
                    return status;
                }
            } catch (RuntimeException notYet) {
                // the element is not in the status yet
            }
            Thread.sleep(50);
        }
        fail("the status never satisfied the condition; last: " + status);
        return status;
    }

    private static JsonNode operator(JsonNode status, String name) {
        return find(status.get("operators"), "name", name);
    }

    private static JsonNode domain(JsonNode status, String name) {
        return find(status.get("domains"), "name", name);
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

    private static JsonNode connection(JsonNode status, String source, String target) {
        for (JsonNode connection : status.get("connections")) {
            if (connection.get("source").asText().equals(source) && connection.get("target").asText().equals(target)) {
                return connection;
            }
        }
        throw new IllegalStateException("no connection " + source + " -> " + target);
    }

    private static JsonNode find(JsonNode array, String field, String value) {
        for (JsonNode node : array) {
            if (node.get(field).asText().equals(value)) {
                return node;
            }
        }
        throw new IllegalStateException("no " + value + " in " + array);
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

    private static JsonNode json(String body) throws IOException {
        return ControlJson.mapper().readTree(body);
    }

    private static String call(String method, String url, byte[] body) throws ControlException {
        return new String(new ControlClient(TOKEN).exchange(method, url, body, Duration.ofSeconds(60)), StandardCharsets.UTF_8);
    }

    /** A call that must answer {@code expectedStatus}; returns its body. */
    private static String call(String method, String url, byte[] body, int expectedStatus) throws Exception {
        try {
            String answer = call(method, url, body);
            fail(method + " " + url + " succeeded, expected " + expectedStatus + ": " + answer);
            return answer;
        } catch (ControlException e) {
            assertEquals(expectedStatus, e.status(), e.getMessage());
            return new String(e.body(), StandardCharsets.UTF_8);
        }
    }

    private static List<String> javaCommand(Class<?> main, String... args) {
        List<String> command = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java"), "-Xmx256m",
                "--add-exports", "java.base/jdk.internal.misc=ALL-UNNAMED", "-cp", System.getProperty("java.class.path"),
                main.getName()));
        command.addAll(List.of(args));
        return command;
    }

    static String read(Path file) throws IOException {
        return Files.readString(file, StandardCharsets.UTF_8);
    }
}
