package org.orrery.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.agent.TestLab.call;
import static org.orrery.agent.TestLab.json;
import static org.orrery.agent.TestLab.operator;
import static org.orrery.agent.TestLab.solar;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.orrery.control.api.ControlJson;
import org.orrery.control.util.Sha256;
import org.orrery.operator.api.trace.TraceFile;
import org.orrery.operator.api.trace.TraceFile.Recorded;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Recorded traffic in a real lab, through the Star: a link between two domains recorded until its bound, fetched in
 * chunks whose SHA-256 is the domain's, read back as a trace of exactly what the link delivered, in order; an operator
 * alone recorded on its connection without a predicate; a recording stopped early and one whose link was redeployed
 * keep a whole trace; bad requests are refused. Then the trace is replayed by the replay source into a fresh system:
 * the application receives each recorded event once, in order, and a trace whose SHA-256 is not the one named is
 * refused at deployment while the lab runs on.
 */
@Timeout(180)
class RecordingTest extends RealLabTest {

    private JsonNode post(Map<String, Object> request) throws Exception {
        return json(call("POST", lab.starUrl + "/v1/system/recordings", ControlJson.write(request)));
    }

    private static Map<String, Object> recording(String source, String target, String where, Long maxEvents) {
        return TestLab.request("source", source, "target", target, "where", where, "maxEvents", maxEvents);
    }

    private String url(JsonNode state) {
        return lab.starUrl + "/v1/system/recordings/" + state.get("domain").asText() + "/"
                + state.get("recording").asLong();
    }

    private JsonNode awaitEnded(JsonNode state) throws Exception {
        JsonNode now = state;
        while (now.get("state").asText().equals("recording")) {
            Thread.sleep(100);
            now = json(call("GET", url(state), null));
        }
        return now;
    }

    /** The ended recording's trace, fetched chunk by chunk, checked against its SHA-256. */
    private byte[] fetch(JsonNode ended) throws Exception {
        ByteArrayOutputStream trace = new ByteArrayOutputStream();
        while (trace.size() < ended.get("bytes").asLong()) {
            JsonNode chunk = json(call("GET", url(ended) + "/bytes/" + trace.size(), null));
            assertEquals(trace.size(), chunk.get("offset").asLong());
            trace.writeBytes(Base64.getDecoder().decode(chunk.get("base64").asText()));
        }
        byte[] bytes = trace.toByteArray();
        assertEquals(ended.get("sha256").asText(), Sha256.of(bytes), "the trace is the one the domain hashed");
        return bytes;
    }

    @Test
    void aLinkIsRecordedFetchedAndReplayedEventForEvent() throws Exception {
        Map<String, Object> system = solar(0, "n % 2 == 0"); // the sensor publishes 1,000 events/s until stopped
        lab.deploy(system);
        TestLab.awaitStatus(lab.starUrl, s -> operator(s, "display").get("eventsIn").asLong() > 100);

        // between domains: even (planet1) -> display (planet2), every fourth n, until 60 are recorded
        JsonNode started = post(recording("even", "display", "n % 4 == 0", 60L));
        assertEquals("planet2", started.get("domain").asText(), "recorded where the link delivers");
        assertTrue(call("GET", url(started) + "/bytes/0", null, 409).contains("still recording"));
        JsonNode ended = awaitEnded(started);
        assertEquals("complete", ended.get("state").asText());
        assertEquals("it recorded its 60 events", ended.get("reason").asText());
        assertEquals(60, ended.get("events").asLong());
        byte[] bytes = fetch(ended);
        TraceFile.Trace trace = TraceFile.read(new ByteArrayInputStream(bytes));
        assertEquals("even->display", trace.header().get("connection"));
        assertEquals("n % 4 == 0", trace.header().get("where"));
        assertEquals(60, trace.records().size());
        assertEquals(0, trace.records().get(0).offsetNs(), "offsets count from the first arrival");
        long previousN = ((Number) trace.records().get(0).event().attributes().get("n")).longValue() - 4;
        assertEquals(0, (previousN + 4) % 4, "only what the predicate accepts");
        long previousOffset = 0;
        for (Recorded recorded : trace.records()) {
            long n = ((Number) recorded.event().attributes().get("n")).longValue();
            assertEquals(previousN + 4, n, "every fourth n, each once, in order: " + recorded);
            assertTrue(recorded.offsetNs() >= previousOffset);
            assertEquals("sensor", recorded.event().source());
            assertEquals(64, recorded.event().bodyLength());
            previousN = n;
            previousOffset = recorded.offsetNs();
        }
        assertTrue(call("GET", url(ended) + "/bytes/" + (bytes.length + 1), null, 422).contains("no offset"));
        assertEquals("complete", json(call("DELETE", url(ended), null)).get("state").asText());
        assertTrue(call("GET", url(ended), null, 404).contains("no recording"));

        // an operator alone: its output, on its connection without a predicate; stopped early, its trace whole
        JsonNode sensor = post(recording("sensor", null, null, 1_000_000L));
        assertEquals("even", sensor.get("target").asText());
        assertEquals("planet1", sensor.get("domain").asText());
        Thread.sleep(300);
        JsonNode stopped = json(call("POST", url(sensor) + "/stop", null));
        assertEquals("stopped", stopped.get("state").asText());
        assertTrue(stopped.get("events").asLong() > 0, stopped.toString());
        assertEquals(stopped.get("events").asLong(),
                TraceFile.read(new ByteArrayInputStream(fetch(stopped))).records().size());

        // refused, saying why
        assertTrue(call("POST", lab.starUrl + "/v1/system/recordings",
                ControlJson.write(recording("ghost", "display", null, null)), 404)
                .contains("no connection ghost -> display"));
        assertTrue(call("POST", lab.starUrl + "/v1/system/recordings",
                ControlJson.write(recording("even", "display", null, 0L)), 422).contains("maxEvents of at least 1"));
        assertTrue(call("POST", lab.starUrl + "/v1/system/recordings",
                ControlJson.write(recording("even", "display", "n %% 2", null)), 422).contains("planet2"));

        // a process holds at most 32 MiB of recordings: a second one past that is refused (503, to try again later)
        // until the first goes
        Map<String, Object> large = recording("even", "display", null, 1_000_000L);
        large.put("maxBytes", 32L << 20);
        JsonNode holding = post(large);
        Map<String, Object> more = recording("even", "display", null, 10L);
        more.put("maxBytes", 1L << 20);
        assertTrue(call("POST", lab.starUrl + "/v1/system/recordings", ControlJson.write(more), 503)
                .contains("a process keeps in memory"));
        call("DELETE", url(holding), null);
        call("DELETE", url(post(more)), null);

        // the link redeployed while it records: stopped, saying so, its trace whole
        JsonNode redeployed = post(recording("even", "display", null, 1_000_000L));
        TestLab.connections(system)
                .set(1, Map.of("source", "even", "target", "display", "predicate", "n >= 0", "delivery", "reliable"));
        lab.deploy(system);
        JsonNode gone = awaitEnded(redeployed);
        assertTrue(gone.get("reason").asText().contains("removed or redeployed"), gone.toString());
        TraceFile.read(new ByteArrayInputStream(fetch(gone)));

        // the first trace replayed: each of its 60 events reaches the application once, in its recorded order
        Path file = dir.resolve("even.orrtrace");
        Files.write(file, bytes);
        Map<String, Object> replay = replaying(file, Sha256.of(bytes));
        lab.deploy(replay);
        TestLab.awaitStatus(lab.starUrl, s -> eventsIn(s, "archive") >= 60);
        Thread.sleep(500);
        JsonNode status = json(call("GET", lab.starUrl + "/v1/system/status", null));
        assertEquals(60, eventsIn(status, "archive"), "each recorded event once");
        JsonNode tapped = TestLab.connection(status, "replay", "archive");
        assertEquals(0, tapped.get("outOfOrder").asLong(), "in the recorded order");

        // a trace whose SHA-256 is not the one named: refused at deployment, the lab runs on
        JsonNode refused = json(
                call("PUT", lab.starUrl + "/v1/system", ControlJson.write(replaying(file, "0".repeat(64))), 422));
        assertFalse(refused.path("deployed").asBoolean(false));
        assertTrue(refused.toString().contains("does not have the SHA-256 named"), refused.toString());
        assertFalse(refused.toString().contains(Sha256.of(bytes)), "a refusal names no hash of the file");

        // only a regular .orrtrace file, not through a link, with the SHA-256 the deployment names: nothing else is
        // read, and a refusal says nothing of the file
        Path link = dir.resolve("link.orrtrace");
        Files.createSymbolicLink(link, file);
        for (Map.Entry<Map<String, Object>, String> attempt : Map
                .of(replaying(Path.of("/etc/hostname"), "0"), "must be the absolute path of a .orrtrace trace",
                        replaying(link, Sha256.of(bytes)), "is not a regular file", replaying(file, ""),
                        "sha256 must name the trace's SHA-256")
                .entrySet()) {
            String answer = call("PUT", lab.starUrl + "/v1/system", ControlJson.write(attempt.getKey()), 422);
            assertTrue(answer.contains(attempt.getValue()), answer);
            assertFalse(answer.contains(Sha256.of(bytes)), answer);
        }
        assertTrue(json(call("GET", lab.starUrl + "/v1/system/status", null)).get("domains").size() > 0);
        passed = true;
    }

    /** The events {@code name} took in {@code status}; -1 while it has no such operator. */
    private static long eventsIn(JsonNode status, String name) {
        for (JsonNode operator : status.get("operators")) {
            if (operator.get("name").asText().equals(name)) {
                return operator.get("eventsIn").asLong();
            }
        }
        return -1;
    }

    /** A system whose replay source on planet1 plays {@code file} (of SHA-256 {@code sha256}) to archive on planet2. */
    private static Map<String, Object> replaying(Path file, String sha256) throws Exception {
        Map<String, Object> system = solar(0, "true");
        system.put("system", "replay");
        List<Map<String, Object>> operators = new ArrayList<>();
        operators.add(Map.of("name", "replay", "type", "org.orrery.sample.replay", "domain", "planet1", "symbolicName",
                "", "parameters", Map.of("file", file.toString(), "sha256", sha256, "speed", "0")));
        operators.add(Map.of("name", "archive", "type", "org.orrery.sample.application", "domain", "planet2",
                "symbolicName", "", "parameters", Map.of()));
        system.put("operators", operators);
        system.put("connections",
                List.of(Map.of("source", "replay", "target", "archive", "predicate", "", "delivery", "reliable")));
        return system;
    }
}
