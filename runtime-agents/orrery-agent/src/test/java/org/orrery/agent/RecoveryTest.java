package org.orrery.agent;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.agent.TestLab.call;
import static org.orrery.agent.TestLab.connection;
import static org.orrery.agent.TestLab.domain;
import static org.orrery.agent.TestLab.json;
import static org.orrery.agent.TestLab.operator;
import static org.orrery.agent.TestLab.solar;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.SocketTimeoutException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.orrery.agent.domain.DomainAgent;
import org.orrery.control.api.ControlJson;
import org.orrery.control.client.ControlException;
import org.orrery.control.util.ProcessCommandLine;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Domains that die are started again by their node daemon and the system goes on: a Planet gets its part deployed again
 * by the Star, and a Star takes up the system its predecessor deployed, with the Planets still running and their
 * counters. The processes killed here are the lab's own, started by the test.
 */
@Timeout(180)
class RecoveryTest extends RealLabTest {

    @Test
    void aPlanetThatDiesIsStartedAgainAndGetsItsPartBackWithoutTheSenderDroppingAnything() throws Exception {
        TestLab.deploySolarFlowing(lab.starUrl, "n >= 0");
        JsonNode before = nodeDomain("planet2");
        long pid = before.get("pid").asLong();

        kill(pid);

        TestLab.awaitStatus(lab.starUrl, s -> !domain(s, "planet2").get("up").asBoolean());
        JsonNode again = TestLab.awaitStatus(lab.starUrl,
                s -> domain(s, "planet2").get("up").asBoolean() && domain(s, "planet2").get("pid").asLong() != pid
                        && operator(s, "display").get("eventsIn").asLong() > 500);
        JsonNode restarted = nodeDomain("planet2");
        assertEquals(1, restarted.get("restarts").asInt(), restarted.toString());
        assertTrue(restarted.get("lastExit").asText().contains("killed by signal 9"), restarted.toString());
        assertEquals(restarted.get("pid").asLong(), domain(again, "planet2").get("pid").asLong());

        JsonNode planet1 = json(call("GET", planetUrl(again, "planet1") + "/v1/status", null));
        JsonNode sender = connection(planet1, "even", "display");
        assertEquals(0, sender.get("dropped").asLong(),
                "the reliable sender held its events while planet2 was away: " + sender);
        passed = true;
    }

    @Test
    void aKilledStarIsStartedAgainAndTakesUpTheRunningSystemWithItsCounters() throws Exception {
        JsonNode running = TestLab.deploySolarFlowing(lab.starUrl, "n >= 0");
        long planet1 = domain(running, "planet1").get("pid").asLong();
        long planet2 = domain(running, "planet2").get("pid").asLong();
        long starPid = json(call("GET", lab.starUrl + "/v1/health", null)).get("pid").asLong();
        long seen = operator(running, "display").get("eventsIn").asLong();

        kill(starPid);

        JsonNode taken = awaitStarAgain(
                s -> domain(s, "planet1").get("up").asBoolean() && domain(s, "planet2").get("up").asBoolean()
                        && operator(s, "display").get("eventsIn").asLong() > seen + 1_000);
        assertNotEquals(starPid, json(call("GET", lab.starUrl + "/v1/health", null)).get("pid").asLong(), "a new Star");
        assertEquals("solar", taken.get("system").asText(), taken.toString());
        assertEquals(planet1, domain(taken, "planet1").get("pid").asLong(), "the same planet1 process");
        assertEquals(planet2, domain(taken, "planet2").get("pid").asLong(), "the same planet2 process");
        assertEquals(1, nodeDomain("star").get("restarts").asInt());

        // the system it took up is the one it manages: undeploying stops the Planets it never started itself
        call("DELETE", lab.starUrl + "/v1/system", null);
        ProcessHandle.of(planet2).ifPresent(p -> p.onExit().orTimeout(20, TimeUnit.SECONDS).join());
        assertTrue(ProcessHandle.of(planet2).map(p -> !p.isAlive()).orElse(true), "planet2 was stopped");
        passed = true;
    }

    /**
     * A Star started again takes up its saved deployment only when every Planet in it belongs to the lab, as a
     * request's would: one whose node daemon is not one of the lab's (here a listener of the test's) is not taken up,
     * and nothing is sent there.
     */
    @Test
    void aSavedDeploymentNamingANodeDaemonOutsideTheLabIsNotTakenUp() throws Exception {
        lab.deploy(solar(0, "n >= 0"));
        TestLab.awaitStatus(lab.starUrl, s -> operator(s, "display").get("eventsIn").asLong() > 100);
        long starPid = json(call("GET", lab.starUrl + "/v1/health", null)).get("pid").asLong();
        Path saved = dir.resolve("domains").resolve("star").resolve("deployment.json");
        try (ServerSocket outsider = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            String text = Files.readString(saved);
            assertTrue(text.contains(lab.nodeUrl), text);
            Files.writeString(saved, text.replace(lab.nodeUrl, "http://127.0.0.1:" + outsider.getLocalPort()));

            kill(starPid);

            JsonNode empty = awaitStarAgain(s -> s.get("domains").size() == 1);
            assertEquals("star", empty.get("domains").get(0).get("name").asText(), empty.toString());
            String log = Files.readString(dir.resolve("logs").resolve("star.log"));
            assertTrue(log.contains("did not take up the deployment") && log.contains("not one of this lab's"), log);
            outsider.setSoTimeout(1_000);
            assertThrows(SocketTimeoutException.class, outsider::accept, "a call to the outsider");
        }
        passed = true;
    }

    /**
     * A Planet with a fixed control port that another process took while it was down waits for the port, spending no
     * restart on it (the node daemon would otherwise give it up after three), and comes back once the port is free.
     */
    @Test
    @SuppressWarnings("unchecked")
    void aPlanetWhoseFixedPortIsHeldByAnotherProcessWaitsForItAndComesBack() throws Exception {
        int fixed;
        try (ServerSocket free = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            fixed = free.getLocalPort();
        }
        Map<String, Object> system = solar(0, "n >= 0");
        Map<String, Object> host = new LinkedHashMap<>(((List<Map<String, Object>>) system.get("hosts")).get(0));
        List<Map<String, Object>> domains = new ArrayList<>((List<Map<String, Object>>) host.get("domains"));
        Map<String, Object> planet2 = new LinkedHashMap<>(domains.get(2));
        planet2.put("controlPort", fixed);
        domains.set(2, planet2);
        host.put("domains", domains);
        system.put("hosts", List.of(host));
        lab.deploy(system);
        JsonNode running = TestLab.awaitStatus(lab.starUrl, s -> operator(s, "display").get("eventsIn").asLong() > 100);
        assertEquals(fixed, domain(running, "planet2").get("port").asInt());

        ProcessHandle planet = domainAgent(domain(running, "planet2").get("pid").asLong());
        planet.destroyForcibly();
        // the port taken the moment the dead agent's socket is gone, before its first restart (0.1 s later)
        try (ServerSocket squatter = await("the dead Planet's port").atMost(Duration.ofSeconds(20))
                .pollInterval(Duration.ofMillis(2))
                .ignoreExceptions()
                .until(() -> bound(fixed), socket -> socket != null)) {
            assertTrue(squatter.isBound());
            // while the port is held, for longer than the three restarts the node daemon allows (0.1 s, 0.2 s, 0.4 s
            // apart here) would take, the Planet waits for it without spending one
            await("the Planet waiting for its port").atMost(Duration.ofSeconds(20))
                    .during(Duration.ofMillis(1_500))
                    .until(() -> {
                        JsonNode waiting = nodeDomain("planet2");
                        return waiting.get("restarts").asInt() == 0 && waiting.get("lastExit")
                                .asText()
                                .contains("waiting for port " + fixed + ", which another process holds");
                    });
        }
        JsonNode back = awaitNode("planet2", d -> d.get("alive").asBoolean());
        assertEquals(fixed, back.get("port").asInt());
        // the new process got its part back: its display counts events again (a new operator, counting from 0)
        long pid = back.get("pid").asLong();
        TestLab.awaitStatus(lab.starUrl, s -> domain(s, "planet2").get("pid").asLong() == pid
                && domain(s, "planet2").get("up").asBoolean() && operator(s, "display").get("eventsIn").asLong() > 100);
        passed = true;
    }

    @Test
    void aDomainThatKeepsDyingIsStartedAgainThreeTimesAndThenLeftDown() throws Exception {
        call("POST", lab.nodeUrl + "/v1/domains", ControlJson.write(Map.of("name", "loner", "role", "planet")));
        for (int restart = 1; restart <= 3; restart++) {
            long pid = nodeDomain("loner").get("pid").asLong();
            kill(pid);
            int expected = restart;
            JsonNode again = awaitNode("loner",
                    d -> d.get("alive").asBoolean() && d.get("restarts").asInt() == expected);
            assertNotEquals(pid, again.get("pid").asLong());
        }
        kill(nodeDomain("loner").get("pid").asLong());
        JsonNode given = awaitNode("loner", d -> d.get("lastExit").asText().contains("not started again"));
        assertEquals(3, given.get("restarts").asInt(), given.toString());
        assertTrue(given.get("lastExit").asText().contains("3 restarts within 10 minutes"), given.toString());
        assertTrue(!given.get("alive").asBoolean(), given.toString());
        call("DELETE", lab.nodeUrl + "/v1/domains/loner", null);
        passed = true;
    }

    private JsonNode awaitNode(String name, Predicate<JsonNode> condition) throws Exception {
        return await("the node daemon never reported " + name + " as expected").atMost(Duration.ofSeconds(60))
                .pollInterval(Duration.ofMillis(100))
                .until(() -> nodeDomain(name), condition);
    }

    /** The Star's status once it answers again and satisfies {@code condition}; fails after 60 s. */
    private JsonNode awaitStarAgain(TestLab.StatusCondition condition) throws Exception {
        // a Star that does not answer yet is waited for as one that answers otherwise
        return await("the Star never answered as expected").atMost(Duration.ofSeconds(60))
                .pollInterval(Duration.ofMillis(200))
                .ignoreExceptionsInstanceOf(ControlException.class)
                .until(() -> json(call("GET", lab.starUrl + "/v1/system/status", null)), condition::holds);
    }

    /** Ends a process of this test's lab at once, as a crash would, and waits until it has gone. */
    private static void kill(long pid) throws Exception {
        ProcessHandle process = domainAgent(pid);
        process.destroyForcibly();
        // not onExit: the JDK asks after a process that is not its child at intervals of 0.3 s and more
        await("the killed agent gone").atMost(Duration.ofSeconds(20))
                .pollInterval(Duration.ofMillis(10))
                .until(() -> !process.isAlive());
    }

    /** The domain agent of the lab running as {@code pid}. */
    private static ProcessHandle domainAgent(long pid) {
        ProcessHandle process = ProcessHandle.of(pid).orElseThrow();
        assertTrue(ProcessCommandLine.of(process).contains(DomainAgent.class.getName()), "a domain agent of the lab");
        return process;
    }

    /** A server socket on {@code port} of the loopback address; throws while another holds the port. */
    private static ServerSocket bound(int port) throws IOException {
        ServerSocket socket = new ServerSocket();
        try {
            socket.setReuseAddress(true);
            socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
            return socket;
        } catch (IOException held) {
            socket.close();
            throw held;
        }
    }

    private JsonNode nodeDomain(String name) throws Exception {
        return TestLab.find(json(call("GET", lab.nodeUrl + "/v1/host", null)).get("domains"), "name", name);
    }

    private static String planetUrl(JsonNode status, String name) {
        JsonNode planet = domain(status, name);
        return "http://127.0.0.1:" + planet.get("port").asInt();
    }
}
