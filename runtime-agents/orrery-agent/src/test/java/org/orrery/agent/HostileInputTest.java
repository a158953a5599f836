package org.orrery.agent;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.agent.TestLab.call;
import static org.orrery.agent.TestLab.connection;
import static org.orrery.agent.TestLab.domain;
import static org.orrery.agent.TestLab.json;
import static org.orrery.agent.TestLab.solar;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.orrery.control.api.ControlJson;
import org.orrery.control.client.ControlException;
import org.orrery.control.lab.LabDescription;
import org.orrery.control.lab.LabDirectory;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Attacks and faults against a real lab (a node daemon, a Star and Planets, each a process of its own): each is
 * refused, bounded or survived, and the lab goes on serving. Each test has a hard timeout; the agents' logs are printed
 * when one fails.
 */
@Timeout(120)
class HostileInputTest extends RealLabTest {

    /** How long a call may wait for its answer before the agent counts as starved: a bound, not a measure of speed. */
    private static final Duration ANSWER_TIMEOUT = Duration.ofSeconds(15);

    /**
     * Regular expressions that make a backtracking engine run on (nested quantifiers; repeated empty groups, whose work
     * reads nothing, so that a budget of characters read never stopped them) are matched in one pass: every event is
     * answered, none is an error, and the domain keeps answering.
     */
    @Test
    void aBacktrackingRegularExpressionIsAnsweredInOnePassAndTheDomainKeepsAnswering() throws Exception {
        Map<String, Object> system = solar(2_000, "n >= 0");
        setSensorParameters(system, Map.of("attributes", "n=seq();s=const(aaaaaaaaaaaaaaaaaaaaaaaaaaaa)"));
        setConnectionPredicate(system, 0, "s =~ '((a+)+)+b' || s =~ '(?:a*(?:){0,10}){0,10}b'");
        lab.deploy(system);

        JsonNode link = awaitDecided("planet1", 2_000);
        assertEquals(2_000, link.get("filtered").asLong(), link.toString());
        assertEquals(0, link.get("predicateErrors").asLong(), link.toString());
        JsonNode seen = TestLab.awaitStatus(lab.starUrl,
                s -> connection(s, "sensor", "even").get("filtered").asLong() == 2_000);
        assertTrue(domain(seen, "planet1").get("up").asBoolean());
        passed = true;
    }

    /**
     * An XPath predicate whose cost multiplies per step (absolute paths nested in predicates, each reading the body
     * again for every node: some 8^8 node visits on a 600-byte ATO object) is stopped at the bound of steps: every
     * event is decided, most of them as predicate errors, and the domain keeps answering.
     */
    @Test
    void anXPathWhoseCostMultipliesIsStoppedOnEveryEventAndTheDomainKeepsAnswering() throws Exception {
        Map<String, Object> system = solar(40, "true");
        setSensorParameters(system, Map.of("objects", "ato", "objectFormat", "xml", "payloadBytes", "600"));
        setConnectionPredicate(system, 0, "xpath://*" + "[/*/*".repeat(8) + " = 'never'" + "]".repeat(8));
        lab.deploy(system);

        JsonNode link = awaitDecided("planet1", 40);
        // an object with few fields is decided within the bound (false), the others are stopped at it
        assertTrue(link.get("predicateErrors").asLong() > 20, link.toString());
        assertEquals(0, link.get("sent").asLong(), link.toString());
        passed = true;
    }

    /**
     * The sensor → even connection of {@code domain} once its predicate has decided {@code events} events (filtered or
     * stopped as errors), asked of the domain itself: every status call is answered meanwhile (a domain whose event
     * thread were held would still answer, but its counts would stand still), and the domain stays up.
     */
    private JsonNode awaitDecided(String domain, long events) throws Exception {
        String url = planetUrl(domain);
        JsonNode status = await().atMost(Duration.ofSeconds(90))
                .pollInterval(Duration.ofMillis(100))
                .until(() -> json(call("GET", url + "/v1/status", null, ANSWER_TIMEOUT)), decided -> {
                    JsonNode link = connection(decided, "sensor", "even");
                    return link.get("filtered").asLong() + link.get("predicateErrors").asLong() == events;
                });
        assertTrue(status.get("up").asBoolean());
        return connection(status, "sensor", "even");
    }

    @Test
    void aRegularExpressionThatExpandsPastTheBoundIsRefusedAndTheLabTakesTheNextSystem() throws Exception {
        TestLab.assertRefusedAndTheLabTakesTheNext(lab.starUrl, solar(100, "s =~ '(?:a*(?:){0,1000}){0,1000}b'"),
                "instructions, more than the 1000 allowed");
    }

    @Test
    void aPredicateNestedDeeperThanTheBoundIsRefusedAndTheLabTakesTheNextSystem() throws Exception {
        String deep = "(".repeat(600) + "n > 1" + ")".repeat(600);
        TestLab.assertRefusedAndTheLabTakesTheNext(lab.starUrl, solar(100, deep), "nested 600 deep");
        passed = true;
    }

    @Test
    void operatorsConnectedInALoopWithinADomainAreRefused() throws Exception {
        Map<String, Object> system = solar(100, "n > 1");
        List<Map<String, Object>> connections = TestLab.connections(system);
        connections.add(Map.of("source", "even", "target", "even2", "predicate", "", "delivery", "reliable"));
        connections.add(Map.of("source", "even2", "target", "even", "predicate", "", "delivery", "reliable"));
        TestLab.operators(system)
                .add(Map.of("name", "even2", "type", "org.orrery.sample.filter", "domain", "planet1", "symbolicName",
                        "", "parameters", Map.of("predicate", "n > 0")));

        String refused = call("PUT", lab.starUrl + "/v1/system", ControlJson.write(system), 422);
        assertTrue(refused.contains("form a loop: even -> even2 -> even")
                || refused.contains("form a loop: even2 -> even -> even2"), refused);
        lab.deploy(solar(100, "n > 1"));
        passed = true;
    }

    @Test
    void incompleteRequestsAreRefusedByNameAndTheHeartbeatGoesOn() throws Exception {
        String missing = call("PUT", lab.starUrl + "/v1/system",
                "{\"hosts\":[{\"name\":\"h\"}]}".getBytes(StandardCharsets.UTF_8), 400);
        assertTrue(missing.contains("missing value at system"), missing);
        String role = call("PUT", lab.starUrl + "/v1/system",
                ("{\"system\":\"s\",\"hosts\":[{\"name\":\"h\",\"domains\":" + "[{\"name\":\"d\"}]}]}")
                        .getBytes(StandardCharsets.UTF_8),
                400);
        assertTrue(role.contains("missing value at hosts[0].domains[0].role"), role);
        String nullElement = call("PUT", lab.starUrl + "/v1/system",
                "{\"system\":\"s\",\"hosts\":[null]}".getBytes(StandardCharsets.UTF_8), 400);
        assertTrue(nullElement.contains("null at hosts[0]"), nullElement);
        // a host without domains is an empty host: accepted or refused, it must not stop the heartbeat
        try {
            call("PUT", lab.starUrl + "/v1/system",
                    "{\"system\":\"s\",\"hosts\":[{\"name\":\"h\"}]}".getBytes(StandardCharsets.UTF_8));
        } catch (ControlException e) {
            assertTrue(e.status() < 500, e.getMessage());
        }

        lab.deploy(solar(0, "n > 1"));
        long first = json(call("GET", lab.starUrl + "/v1/system/status", null)).get("sampledAtMillis").asLong();
        JsonNode later = TestLab.awaitStatus(lab.starUrl, s -> s.get("sampledAtMillis").asLong() > first + 1_000
                && TestLab.operator(s, "display").get("eventsIn").asLong() > 0);
        assertTrue(domain(later, "planet2").get("up").asBoolean(), later.toString());
        passed = true;
    }

    /**
     * A thousand connections that dribble header bytes and never finish their headers (every byte restarted the idle
     * timeout, and the token is read only from complete headers): the Star closes each within its header deadline, or
     * sooner when its address opens more, and answers every call with the token meanwhile. Once, such connections held
     * every slot for as long as they dribbled and every authenticated call timed out.
     */
    @Test
    void connectionsThatNeverFinishTheirHeadersAreClosedWhileCallsWithTheTokenAreAnswered() throws Exception {
        URI star = URI.create(lab.starUrl);
        List<Socket> dribbling = new ArrayList<>();
        try {
            for (int i = 0; i < 1_000; i++) {
                Socket socket = new Socket(star.getHost(), star.getPort());
                socket.setSoTimeout(1);
                socket.getOutputStream()
                        .write(("GET /v1/health HTTP/1.1\r\nHost: " + star.getHost() + "\r\nX-Slow: ")
                                .getBytes(StandardCharsets.US_ASCII));
                dribbling.add(socket);
            }
            List<Socket> open = new ArrayList<>(dribbling);
            await("connections still open that never finished their headers").atMost(Duration.ofSeconds(60))
                    .pollInterval(Duration.ofMillis(200))
                    .until(() -> {
                        // one more header byte on each connection still open, then whether the Star has closed it
                        open.removeIf(HostileInputTest::closedAfterOneMoreByte);
                        assertTrue(json(call("GET", lab.starUrl + "/v1/health", null, ANSWER_TIMEOUT)).has("role"),
                                "a call with the token is answered while " + open.size() + " connections dribble");
                        return open.isEmpty();
                    });
        } finally {
            for (Socket socket : dribbling) {
                socket.close();
            }
        }
        // the Star says so in its log, once for many (the rest counted in its next line, a minute on)
        Path log = lab.dir.resolve("logs").resolve("star.log");
        String said = "its first request's headers were not in within 5 s";
        await("the Star's log saying it closed a connection").atMost(Duration.ofSeconds(10))
                .until(() -> Files.readString(log).contains(said));
        assertEquals(1, Files.readString(log).split(Pattern.quote(said), -1).length - 1, "said once in its log");
        passed = true;
    }

    /** Sends one more byte of a header on {@code socket}; whether the other end has closed the connection. */
    private static boolean closedAfterOneMoreByte(Socket socket) {
        try {
            socket.getOutputStream().write('x');
            return socket.getInputStream().read() == -1;
        } catch (SocketTimeoutException stillOpen) {
            return false;
        } catch (IOException reset) {
            return true;
        }
    }

    @Test
    void slowConnectionsWithoutTheTokenCostNoThreadAndCallsWithItAreAnswered() throws Exception {
        URI star = URI.create(lab.starUrl);
        List<Socket> slow = new ArrayList<>();
        try {
            for (int i = 0; i < 200; i++) {
                Socket socket = new Socket(star.getHost(), star.getPort());
                socket.setSoTimeout(5_000);
                OutputStream out = socket.getOutputStream();
                out.write(
                        ("PUT /v1/system HTTP/1.1\r\nHost: " + star.getHost() + "\r\nContent-Type: application/json\r\n"
                                + "Content-Length: 1000000\r\n\r\n{\"system\":").getBytes(StandardCharsets.US_ASCII));
                out.flush();
                slow.add(socket);
            }
            // a starved server would answer none of them
            for (int i = 0; i < 10; i++) {
                assertTrue(json(call("GET", lab.starUrl + "/v1/health", null, ANSWER_TIMEOUT)).has("role"),
                        "an authorized call beside 200 slow ones is answered");
            }
            for (Socket socket : slow.subList(0, 5)) {
                InputStream in = socket.getInputStream();
                String answer = new String(in.readNBytes(12), StandardCharsets.US_ASCII);
                assertEquals("HTTP/1.1 401", answer, "a request without the token is refused on its headers");
            }
        } finally {
            for (Socket socket : slow) {
                socket.close();
            }
        }
        passed = true;
    }

    @Test
    void bundleUrlsOtherThanHttpsToTheLabsHostsAreRefusedWithoutAConnection() throws Exception {
        try (ServerSocket listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            listener.setSoTimeout(500);
            for (String url : List.of("file:///etc/passwd", "http://127.0.0.1:" + listener.getLocalPort() + "/x.jar",
                    "https://127.0.0.1:" + listener.getLocalPort() + "/x.jar", "jar:file:///etc/passwd!/")) {
                String refused = call("POST", lab.starUrl + "/v1/bundles",
                        ControlJson.write(Map.of("location", "probe", "url", url, "sha256", "0".repeat(64))), 403);
                assertTrue(refused.contains("https URLs only") || refused.contains("not among this lab's bundle hosts"),
                        refused);
            }
            assertThrows(SocketTimeoutException.class, listener::accept, "the agent connected to a URL it refused");
        }
        call("GET", lab.starUrl + "/v1/health", null);
        passed = true;
    }

    @Test
    void theNodeDaemonRefusesPathLikeNamesAndStartsOneDomainOfTwoConcurrentStartsOfTheSameName() throws Exception {
        for (String name : List.of("..", ".hidden", "a/b", "x".repeat(65))) {
            String refused = call("POST", lab.nodeUrl + "/v1/domains",
                    ControlJson.write(Map.of("name", name, "role", "planet")), 400);
            assertTrue(refused.contains("a domain name is"), refused);
        }
        ExecutorService two = Executors.newFixedThreadPool(2);
        try {
            List<Future<Integer>> starts = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                starts.add(two.submit(() -> {
                    try {
                        call("POST", lab.nodeUrl + "/v1/domains",
                                ControlJson.write(Map.of("name", "twin", "role", "planet")));
                        return 201;
                    } catch (ControlException e) {
                        return e.status();
                    }
                }));
            }
            List<Integer> statuses = new ArrayList<>();
            for (Future<Integer> start : starts) {
                statuses.add(start.get());
            }
            statuses.sort(null);
            assertEquals(List.of(201, 409), statuses);
        } finally {
            two.shutdownNow();
        }
        long twins = 0;
        for (JsonNode domain : json(call("GET", lab.nodeUrl + "/v1/host", null)).get("domains")) {
            twins += domain.get("name").asText().equals("twin") && domain.get("alive").asBoolean() ? 1 : 0;
        }
        assertEquals(1, twins, "one process for the name");
        passed = true;
    }

    /**
     * Once a Planet is known dead, the Star does not call its port again: a squatter that binds the port sees no
     * connection in 3 s (six heartbeats), and a bundle call relayed to the dead domain is refused without one.
     */
    @Test
    void theStarSendsNoTokenToWhoeverBindsADeadPlanetsPort() throws Exception {
        lab.deploy(solar(0, "n > 1"));
        JsonNode planet2 = domain(json(call("GET", lab.starUrl + "/v1/system/status", null)), "planet2");
        int port = planet2.get("port").asInt();
        ProcessHandle process = ProcessHandle.of(planet2.get("pid").asLong()).orElseThrow();
        process.destroyForcibly();
        process.onExit().get();
        TestLab.awaitStatus(lab.starUrl, s -> !domain(s, "planet2").get("up").asBoolean());
        try (ServerSocket squatter = new ServerSocket(port, 50, InetAddress.getLoopbackAddress())) {
            // the node daemon starts planet2 again on a port of its own, and the Star deploys its part there once the
            // node daemon vouches for the new process; the squatter on the old port hears nothing meanwhile
            JsonNode back = TestLab.awaitStatus(lab.starUrl,
                    s -> domain(s, "planet2").get("up").asBoolean() && domain(s, "planet2").get("port").asInt() != port
                            && TestLab.operator(s, "display").get("eventsIn").asLong() > 100);
            squatter.setSoTimeout(1_000);
            assertThrows(SocketTimeoutException.class, () -> squatter.accept().close(),
                    "the Star called the dead Planet's port");
            assertTrue(domain(back, "planet1").get("up").asBoolean(), "planet1 lives on");
        }
        passed = true;
    }

    /** The control URL of a domain the node daemon started. */
    private String planetUrl(String name) throws Exception {
        for (JsonNode domain : json(call("GET", lab.nodeUrl + "/v1/host", null)).get("domains")) {
            if (domain.get("name").asText().equals(name)) {
                return "http://127.0.0.1:" + domain.get("port").asInt();
            }
        }
        throw new AssertionError("no domain " + name + " on the node");
    }

    /**
     * Once a node daemon has died, nothing of the lab sends the token to its port: its domains (the Star, the Planets)
     * notice and end, the Star calls no node daemon it no longer finds running, {@code lab status} and {@code lab stop}
     * call none either, and {@code lab stop} leaves no process of the lab and no media driver directory behind. A
     * squatter that binds the dead node daemon's port is never connected to.
     */
    @Test
    void aDeadNodeDaemonsPortGetsNoTokenAndItsDomainsEndWithIt() throws Exception {
        lab.deploy(solar(0, "n > 1"));
        JsonNode host = json(call("GET", lab.nodeUrl + "/v1/host", null));
        List<ProcessHandle> domains = new ArrayList<>();
        for (JsonNode domain : host.get("domains")) {
            domains.add(ProcessHandle.of(domain.get("pid").asLong()).orElseThrow());
        }
        assertEquals(3, domains.size(), host.toString());
        ProcessHandle node = lab.node.toHandle();
        long nodeStarted = node.info().startInstant().orElseThrow().toEpochMilli();
        LabDirectory files = new LabDirectory(dir);
        files.write(new LabDescription(List.of(new LabDescription.Node("lab", lab.nodeUrl, node.pid(), nodeStarted,
                host.get("aeronDirectory").asText())), "star", lab.starUrl));

        node.destroyForcibly();
        node.onExit().get();
        int nodePort = URI.create(lab.nodeUrl).getPort();
        ServerSocket squatter = new ServerSocket(nodePort, 50, InetAddress.getLoopbackAddress());
        squatter.setSoTimeout(200);
        List<String> connected = new CopyOnWriteArrayList<>();
        Thread listening = new Thread(() -> {
            while (!squatter.isClosed()) {
                try (Socket socket = squatter.accept()) {
                    connected.add(socket.getRemoteSocketAddress().toString());
                } catch (@SuppressWarnings("unused") SocketTimeoutException e) {
                    // listen on
                } catch (@SuppressWarnings("unused") IOException e) {
                    return;
                }
            }
        });
        listening.start();
        try {
            for (ProcessHandle domain : domains) {
                domain.onExit().get(30, TimeUnit.SECONDS);
            }
            String status = TestLab.labTool(dir, "lab", "status");
            assertTrue(status.contains("(pid " + node.pid() + ") has ended; its port is not called"), status);
            String stopped = TestLab.labTool(dir, "lab", "stop");
            assertTrue(stopped.contains("lab stopped"), stopped);
        } finally {
            squatter.close();
            listening.join();
        }
        assertEquals(List.of(), connected, "connections to the dead node daemon's port");
        assertTrue(domains.stream().noneMatch(ProcessHandle::isAlive));
        assertTrue(!Files.exists(lab.aeronDir), "the killed node daemon's media driver directory is removed");
        passed = true;
    }

    @SuppressWarnings("unchecked")
    private static void setSensorParameters(Map<String, Object> system, Map<String, String> changed) {
        List<Map<String, Object>> operators = (List<Map<String, Object>>) system.get("operators");
        Map<String, Object> sensor = new LinkedHashMap<>(operators.get(0));
        Map<String, String> parameters = new LinkedHashMap<>((Map<String, String>) sensor.get("parameters"));
        parameters.putAll(changed);
        sensor.put("parameters", parameters);
        operators.set(0, sensor);
    }

    @SuppressWarnings("unchecked")
    private static void setConnectionPredicate(Map<String, Object> system, int index, String predicate) {
        List<Map<String, Object>> connections = (List<Map<String, Object>>) system.get("connections");
        Map<String, Object> connection = new LinkedHashMap<>(connections.get(index));
        connection.put("predicate", predicate);
        connections.set(index, connection);
    }
}
