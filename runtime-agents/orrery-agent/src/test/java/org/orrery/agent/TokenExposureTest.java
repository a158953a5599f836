package org.orrery.agent;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.agent.TestLab.call;
import static org.orrery.agent.TestLab.domain;
import static org.orrery.agent.TestLab.json;
import static org.orrery.agent.TestLab.solar;

import java.io.IOException;
import java.io.InputStream;
import java.net.BindException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.orrery.control.api.ControlJson;
import org.orrery.control.client.ControlClient;
import org.orrery.control.client.ControlException;
import org.orrery.control.lab.ScrapeCredential;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Where the lab token goes when a Planet is gone, and what the credential Prometheus is given can do, against a real
 * lab (security campaign 3, finding 1).
 */
@Timeout(120)
class TokenExposureTest extends RealLabTest {

    /**
     * A Planet stopped through its node daemon (not through the Star), its port bound at once by another process: the
     * Star's heartbeats, its tracing, traces and relays call nothing there (the squatter hears no connection over six
     * heartbeats and more), and the Star lists it as no scrape target. The old Star called the port at its next beat
     * and kept listing it for Prometheus, which scraped it with the lab token.
     */
    @Test
    void aPlanetStoppedThroughItsNodeDaemonGetsNoTokenAndIsNoScrapeTarget() throws Exception {
        lab.deploy(solar(0, "n > 1"));
        int port = domain(json(call("GET", lab.starUrl + "/v1/system/status", null)), "planet2").get("port").asInt();
        assertTrue(scrapePorts().contains(port), "a living Planet is a scrape target");

        call("DELETE", lab.nodeUrl + "/v1/domains/planet2", null); // answers once the process has ended
        List<String> heard = new CopyOnWriteArrayList<>();
        ServerSocket squatter = bindAsSoonAsFree(port);
        Thread listening = listen(squatter, heard);
        try {
            TestLab.awaitStatus(lab.starUrl, s -> !domain(s, "planet2").get("up").asBoolean());
            assertFalse(scrapePorts().contains(port), "a dead Planet's port is no scrape target");

            JsonNode tracing = json(
                    call("PUT", lab.starUrl + "/v1/system/tracing", ControlJson.write(Map.of("oneIn", 10))));
            assertTrue(tracing.get("unreached").has("planet2"), tracing.toString());
            JsonNode traces = json(call("GET", lab.starUrl + "/v1/system/traces", null));
            assertTrue(traces.get("unreached").has("planet2"), traces.toString());
            String tap = call("POST", lab.starUrl + "/v1/system/taps",
                    ControlJson.write(Map.of("source", "even", "target", "display")), 503);
            assertTrue(tap.contains("planet2"), tap);

            // six more heartbeats: the figures of planet1's process that the Star shows change at each (its counters
            // need not: with planet2 gone, what planet1 sends there may hold its operators back)
            Set<String> seen = new HashSet<>();
            await("six heartbeats").atMost(Duration.ofSeconds(30)).pollInterval(Duration.ofMillis(50)).until(() -> {
                seen.add(domain(json(call("GET", lab.starUrl + "/v1/system/status", null)), "planet1").get("process")
                        .toString());
                return seen.size() > 6;
            });
        } finally {
            squatter.close();
            listening.join();
        }
        assertEquals(List.of(), heard, "what the squatter on the dead Planet's port heard");
        passed = true;
    }

    /**
     * The credential a Prometheus is given reads a domain's metrics and the Star's scrape targets, and nothing else:
     * every other call with it, on the Star, a Planet or the node daemon, is refused with 403, and the lab runs on.
     */
    @Test
    void theScrapeCredentialReadsMetricsOnly() throws Exception {
        lab.deploy(solar(0, "n > 1"));
        JsonNode planet1 = domain(json(call("GET", lab.starUrl + "/v1/system/status", null)), "planet1");
        String planetUrl = "http://127.0.0.1:" + planet1.get("port").asInt();
        ControlClient scraper = new ControlClient(ScrapeCredential.of(TestLab.TOKEN));
        Duration timeout = Duration.ofSeconds(30);

        String metrics = new String(scraper.exchange("GET", planetUrl + "/metrics", null, timeout),
                StandardCharsets.UTF_8);
        assertTrue(metrics.contains("orrery_"), metrics);
        assertTrue(new String(scraper.exchange("GET", lab.starUrl + "/metrics", null, timeout), StandardCharsets.UTF_8)
                .contains("orrery_"));
        assertTrue(new String(scraper.exchange("GET", lab.starUrl + "/v1/system/alerts/targets", null, timeout),
                StandardCharsets.UTF_8).contains("planet1"));

        String[][] refused = {{"GET", lab.starUrl + "/v1/system/status"}, {"DELETE", lab.starUrl + "/v1/system"},
                {"PUT", lab.starUrl + "/v1/system"}, {"POST", lab.starUrl + "/v1/system/domains/planet1/stop"},
                {"GET", lab.starUrl + "/v1/system/alerts/rules"}, {"GET", planetUrl + "/v1/status"},
                {"POST", planetUrl + "/v1/taps"}, {"POST", planetUrl + "/v1/shutdown"},
                {"DELETE", lab.nodeUrl + "/v1/domains/planet1"}, {"GET", lab.nodeUrl + "/v1/host"}};
        for (String[] call : refused) {
            try {
                scraper.exchange(call[0], call[1], "{}".getBytes(StandardCharsets.UTF_8), timeout);
                throw new AssertionError(call[0] + " " + call[1] + " was answered to the scrape credential");
            } catch (ControlException e) {
                assertEquals(403, e.status(), call[0] + " " + call[1] + ": " + e.getMessage());
            }
        }
        JsonNode after = json(call("GET", lab.starUrl + "/v1/system/status", null));
        assertTrue(domain(after, "planet1").get("up").asBoolean(), after.toString());
        assertEquals("solar", after.get("system").asText());
        passed = true;
    }

    /** The ports of the Planets the Star lists as scrape targets. */
    private Set<Integer> scrapePorts() throws Exception {
        Set<Integer> ports = new HashSet<>();
        for (JsonNode target : json(call("GET", lab.starUrl + "/v1/system/alerts/targets", null))) {
            if (!target.get("labels").get("orrery_domain").asText().equals("star")) {
                String address = target.get("targets").get(0).asText();
                ports.add(Integer.parseInt(address.substring(address.lastIndexOf(':') + 1)));
            }
        }
        return ports;
    }

    /** A listener on {@code port} of the loopback address, bound as soon as the port is free (10 s at most). */
    private static ServerSocket bindAsSoonAsFree(int port) throws Exception {
        ServerSocket[] bound = new ServerSocket[1];
        await("port " + port + " free").atMost(Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(1)).until(() -> {
            ServerSocket socket = new ServerSocket();
            try {
                socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 50);
                bound[0] = socket;
                return true;
            } catch (@SuppressWarnings("unused") BindException e) {
                socket.close();
                return false;
            }
        });
        return bound[0];
    }

    /** Accepts every connection to {@code squatter} until it closes, keeping the start of what each sent. */
    private static Thread listen(ServerSocket squatter, List<String> heard) throws IOException {
        squatter.setSoTimeout(100);
        Thread thread = new Thread(() -> {
            while (!squatter.isClosed()) {
                try (Socket socket = squatter.accept()) {
                    socket.setSoTimeout(2_000);
                    InputStream in = socket.getInputStream();
                    byte[] start = new byte[4_096];
                    int n = in.read(start);
                    heard.add(
                            n <= 0 ? "(a connection, nothing sent)" : new String(start, 0, n, StandardCharsets.UTF_8));
                } catch (@SuppressWarnings("unused") SocketTimeoutException e) {
                    // listen on
                } catch (@SuppressWarnings("unused") IOException e) {
                    return;
                }
            }
        }, "squatter");
        thread.start();
        return thread;
    }
}
