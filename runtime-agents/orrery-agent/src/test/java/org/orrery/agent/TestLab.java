package org.orrery.agent;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
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

import org.orrery.agent.cli.LabCli;
import org.orrery.agent.node.ChildJvm;
import org.orrery.agent.node.NodeDaemon;
import org.orrery.control.api.ControlJson;
import org.orrery.control.client.ControlClient;
import org.orrery.control.client.ControlException;
import org.orrery.control.util.Sha256;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A lab of real processes for the system tests: a node daemon in a JVM of its own and the Star it started, talked to
 * over HTTP with the lab token; the helpers read the answers as JSON trees.
 */
final class TestLab implements AutoCloseable {

    static final String TOKEN = "lab-token-" + UUID.randomUUID();

    final Path dir;
    final Process node;
    final String nodeUrl;
    final String starUrl;
    /** The node daemon's private media driver directory. */
    final Path aeronDir;

    private TestLab(Path dir, Process node, String nodeUrl, String starUrl, Path aeronDir) {
        this.dir = dir;
        this.node = node;
        this.nodeUrl = nodeUrl;
        this.starUrl = starUrl;
        this.aeronDir = aeronDir;
    }

    /** Starts a node daemon for host {@code lab} in {@code dir}, and a Star through it. */
    static TestLab start(Path dir) throws Exception {
        Path tokenFile = dir.resolve("token");
        Files.writeString(tokenFile, TOKEN);
        Files.setPosixFilePermissions(tokenFile, PosixFilePermissions.fromString("rw-------"));
        Process node = startNode(dir, "lab", dir);
        String nodeUrl = nodeUrl(node, dir, "lab");
        Path aeronDir = Path.of(json(call("GET", nodeUrl + "/v1/host", null)).get("aeronDirectory").asText())
                .getParent();
        JsonNode star = json(
                call("POST", nodeUrl + "/v1/domains", ControlJson.write(Map.of("name", "star", "role", "star"))));
        return new TestLab(dir, node, nodeUrl, "http://127.0.0.1:" + star.get("port").asInt(), aeronDir);
    }

    /**
     * Starts a node daemon for {@code host} with its files in {@code hostDir}, logging to {@code dir}/node-host.log.
     */
    static Process startNode(Path dir, String host, Path hostDir, String... options) throws IOException {
        List<String> arguments = new ArrayList<>(List.of("--host", host, "--lab-dir", hostDir.toString(),
                "--token-file", dir.resolve("token").toString(), "--framework-bundles",
                TestBundles.frameworkBundles().toString(), "--port-file", dir.resolve(host + ".port").toString(),
                // a domain that ended is started again after 0.1 s, 0.2 s, 0.4 s… rather than 1, 2, 4 s: the tests
                // wait for restarts, not for time to pass
                "--first-restart-ms", "100"));
        arguments.addAll(List.of(options));
        return new ProcessBuilder(javaCommand(NodeDaemon.class, arguments.toArray(String[]::new)))
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve("node-" + host + ".log").toFile())
                .start();
    }

    /** The URL of the node daemon of {@code host} started in {@code dir}, once it listens (30 s at most). */
    static String nodeUrl(Process node, Path dir, String host) throws Exception {
        Path portFile = dir.resolve(host + ".port");
        await("the node daemon " + host + " did not start").atMost(Duration.ofSeconds(30))
                .pollInterval(Duration.ofMillis(20))
                .until(() -> {
                    assertTrue(node.isAlive(), "the node daemon " + host + " exited: "
                            + Files.readString(dir.resolve("node-" + host + ".log")));
                    return Files.exists(portFile) && !Files.readString(portFile).isBlank();
                });
        return "http://127.0.0.1:" + Files.readString(portFile).strip();
    }

    /** Asks a node daemon to shut down (everything it started with it) and waits for its process to end. */
    static void stopNode(Process node, String nodeUrl) throws InterruptedException {
        try {
            call("POST", nodeUrl + "/v1/shutdown", null);
        } catch (IOException e) {
            node.destroy();
        }
        if (!node.waitFor(30, TimeUnit.SECONDS)) {
            node.destroyForcibly();
        }
    }

    @Override
    public void close() {
        try {
            stopNode(node, nodeUrl);
        } catch (InterruptedException e) {
            node.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    /** Prints every log of the lab, for a test that failed. */
    void printLogs(String testName) throws IOException {
        System.err.println("=== agent logs of " + testName + " ===");
        List<Path> logs = new ArrayList<>();
        for (Path folder : List.of(dir, dir.resolve("logs"), dir.resolve("logs").resolve("groups"))) {
            if (Files.isDirectory(folder)) {
                try (Stream<Path> files = Files.list(folder)) {
                    files.filter(f -> f.toString().endsWith(".log")).forEach(logs::add);
                }
            }
        }
        for (Path log : logs) {
            System.err.println("--- " + log.getFileName());
            System.err.println(Files.readString(log));
        }
    }

    /** A condition on the Star's status; may throw while what it looks for is not there yet. */
    interface StatusCondition {

        boolean holds(JsonNode status);
    }

    /** The Star's status once it satisfies {@code condition} (60 s at most). */
    static JsonNode awaitStatus(String starUrl, StatusCondition condition) throws Exception {
        // a condition that throws looks for what is not in the status yet: it does not hold
        return await("the status never satisfied the condition").atMost(Duration.ofSeconds(60))
                .pollInterval(Duration.ofMillis(50))
                .until(() -> json(call("GET", starUrl + "/v1/system/status", null)), status -> {
                    try {
                        return condition.holds(status);
                    } catch (@SuppressWarnings("unused") RuntimeException notYet) {
                        return false;
                    }
                });
    }

    /**
     * Deploys the Solar sample with {@code predicate} on its filter, publishing until stopped, and returns the Star's
     * status once the display has received more than 500 events.
     */
    static JsonNode deploySolarFlowing(String starUrl, String predicate) throws Exception {
        deploy(starUrl, solar(0, predicate));
        return awaitStatus(starUrl, s -> operator(s, "display").get("eventsIn").asLong() > 500);
    }

    /** Sensor and a 50 % filter on planet1, the display on planet2 (count 0 publishes until stopped). */
    static Map<String, Object> solar(long count, String predicate) throws IOException {
        byte[] bytes = TestBundles.sampleOperators();
        String sha = Sha256.of(bytes);
        Map<String, Object> system = new LinkedHashMap<>();
        system.put("system", "solar");
        system.put("hosts", List.of(Map.of("name", "lab", "address", "127.0.0.1", "domains",
                List.of(Map.of("name", "star", "role", "star", "controlPort", 0, "bundles", List.of()),
                        Map.of("name", "planet1", "role", "planet", "controlPort", 0, "bundles", List.of(sha)),
                        Map.of("name", "planet2", "role", "planet", "controlPort", 0, "bundles", List.of(sha))))));
        system.put("bundles", List.of(TestLab.bundle("org.orrery.sample.operators", "0.1.0", bytes)));
        system.put("operators",
                new ArrayList<>(List.of(
                        Map.of("name", "sensor", "type", "org.orrery.sample.source", "domain", "planet1",
                                "symbolicName", "/sensors/a", "parameters",
                                Map.of("count", String.valueOf(count), "eventsPerSecond", count == 0 ? "1000" : "0",
                                        "attributes", "n=seq()")),
                        Map.of("name", "even", "type", "org.orrery.sample.filter", "domain", "planet1", "symbolicName",
                                "", "parameters", Map.of("predicate", predicate)),
                        Map.of("name", "display", "type", "org.orrery.sample.application", "domain", "planet2",
                                "symbolicName", "", "parameters", Map.of()))));
        system.put("connections",
                new ArrayList<>(List.of(
                        Map.of("source", "sensor", "target", "even", "predicate", "", "delivery", "reliable"),
                        Map.of("source", "even", "target", "display", "predicate", "", "delivery", "reliable"))));
        system.put("specialize", true);
        return system;
    }

    /** A bundle of a system, carried in it as {@code bytes}, to be active. */
    static Map<String, Object> bundle(String symbolicName, String version, byte[] bytes) {
        return Map.of("symbolicName", symbolicName, "version", version, "sha256", Sha256.of(bytes), "expectedState",
                "active", "bytesBase64", Base64.getEncoder().encodeToString(bytes));
    }

    /** The connections of a system made by {@link #solar}, to change. */
    @SuppressWarnings("unchecked")
    static List<Map<String, Object>> connections(Map<String, Object> system) {
        return (List<Map<String, Object>>) system.get("connections");
    }

    /** The operators of a system made by {@link #solar}, to change. */
    @SuppressWarnings("unchecked")
    static List<Map<String, Object>> operators(Map<String, Object> system) {
        return (List<Map<String, Object>>) system.get("operators");
    }

    /** A request's JSON object from names and values in turn, leaving out the names whose value is null. */
    static Map<String, Object> request(Object... namesAndValues) {
        Map<String, Object> request = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            if (namesAndValues[i + 1] != null) {
                request.put((String) namesAndValues[i], namesAndValues[i + 1]);
            }
        }
        return request;
    }

    /**
     * Deploys {@code system} through the Star at {@code starUrl}; fails with the Star's answer unless it deployed it.
     */
    static JsonNode deploy(String starUrl, Object system) throws Exception {
        JsonNode answer = json(call("PUT", starUrl + "/v1/system", ControlJson.write(system)));
        assertTrue(answer.path("deployed").asBoolean(), answer.toString());
        return answer;
    }

    /** {@link #deploy(String, Object)} through this lab's Star. */
    JsonNode deploy(Object system) throws Exception {
        return deploy(starUrl, system);
    }

    /**
     * Sends {@code system}, which the Star must refuse (422) with {@code because} in its answer, then the Solar sample,
     * which the lab must take: a refusal leaves the lab as able as before.
     */
    static void assertRefusedAndTheLabTakesTheNext(String starUrl, Map<String, Object> system, String because)
            throws Exception {
        String refused = call("PUT", starUrl + "/v1/system", ControlJson.write(system), 422);
        assertTrue(refused.contains(because), refused);
        deploy(starUrl, solar(100, "n > 1"));
    }

    static JsonNode operator(JsonNode status, String name) {
        return find(status.get("operators"), "name", name);
    }

    static JsonNode domain(JsonNode status, String name) {
        return find(status.get("domains"), "name", name);
    }

    /** A connection of a status (the Star's or a domain's); throws when there is none. */
    static JsonNode connection(JsonNode status, String source, String target) {
        for (JsonNode connection : status.get("connections")) {
            if (connection.get("source").asText().equals(source) && connection.get("target").asText().equals(target)) {
                return connection;
            }
        }
        throw new IllegalStateException("no connection " + source + " -> " + target);
    }

    static JsonNode find(JsonNode array, String field, String value) {
        for (JsonNode node : array) {
            if (node.get(field).asText().equals(value)) {
                return node;
            }
        }
        throw new IllegalStateException("no " + value + " in " + array);
    }

    static JsonNode json(String body) throws IOException {
        return ControlJson.mapper().readTree(body);
    }

    static String call(String method, String url, byte[] body) throws ControlException {
        return call(method, url, body, Duration.ofSeconds(60));
    }

    static String call(String method, String url, byte[] body, Duration timeout) throws ControlException {
        return new String(new ControlClient(TOKEN).exchange(method, url, body, timeout), StandardCharsets.UTF_8);
    }

    /** A call that must answer {@code expectedStatus}; returns its body. */
    static String call(String method, String url, byte[] body, int expectedStatus) throws Exception {
        return call(method, url, body, expectedStatus, Duration.ofSeconds(60));
    }

    /** A call that must answer {@code expectedStatus} within {@code timeout}; returns its body. */
    static String call(String method, String url, byte[] body, int expectedStatus, Duration timeout) throws Exception {
        try {
            String answer = call(method, url, body, timeout);
            fail(method + " " + url + " succeeded, expected " + expectedStatus + ": " + answer);
            return answer;
        } catch (ControlException e) {
            assertEquals(expectedStatus, e.status(), e.getMessage());
            return new String(e.body(), StandardCharsets.UTF_8);
        }
    }

    /**
     * Runs the lab tool ({@code ./orrery lab ...}) as a process of its own on the lab directory {@code labDir}; returns
     * its output (standard error too) once it has ended.
     */
    static String labTool(Path labDir, String... args) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(javaCommand(LabCli.class, args)).redirectErrorStream(true);
        builder.environment().put("ORRERY_LAB", labDir.toString());
        Process tool = builder.start();
        String output = new String(tool.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(tool.waitFor(60, TimeUnit.SECONDS), "the lab tool did not end: " + output);
        return output;
    }

    /** A lab JVM that the test ends itself; the JDK makes its class data sharing archive at its exit. */
    private static List<String> javaCommand(Class<?> main, String... args) {
        return ChildJvm.commandOutlivingUs(labClassPath(), main, 256, List.of(), List.of(args));
    }

    /**
     * The class path of the lab's JVMs: the tests' class path with this module's classes and test classes as the jars
     * the build made of them before the tests ({@code orrery.test.agent.jar}, {@code orrery.test.agent.tests.jar}), so
     * that it holds jars only and the node daemon and the domains it starts get a class data sharing archive, as the
     * product's do (the JDK archives no directory; without the archive each test's four or more JVMs started on about
     * half as much CPU again). The tests' class path itself when the jars are not there (a run from an IDE).
     */
    static String labClassPath() {
        String classPath = System.getProperty("java.class.path");
        String classesJar = System.getProperty("orrery.test.agent.jar");
        String testsJar = System.getProperty("orrery.test.agent.tests.jar");
        if (classesJar == null || testsJar == null || !Files.isRegularFile(Path.of(classesJar))
                || !Files.isRegularFile(Path.of(testsJar))) {
            return classPath;
        }
        Path target = Path.of(classesJar).getParent().getParent();
        List<String> entries = new ArrayList<>();
        for (String entry : classPath.split(File.pathSeparator)) {
            Path path = Path.of(entry);
            entries.add(path.equals(target.resolve("classes")) ? classesJar
                    : path.equals(target.resolve("test-classes")) ? testsJar : entry);
        }
        return String.join(File.pathSeparator, entries);
    }
}
