package org.orrery.agent;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.agent.TestLab.call;
import static org.orrery.agent.TestLab.connection;
import static org.orrery.agent.TestLab.json;
import static org.orrery.agent.TestLab.operator;
import static org.orrery.agent.TestLab.solar;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * An open-loop source in a real lab, offering about twice what its receiver takes over a reliable connection: a source
 * of 1,000 events a second on one Planet, an application spending 2 ms on each event on the other. The connection's
 * queue fills and holds the source back; the source owes what it could not send and sends it late, stamped with when it
 * was due. So the latency from the source must follow the wait the schedule implies: the event taken now was due at its
 * sequence over the rate, so it waited the time since the start less the events taken over the rate. It grows past a
 * minute (no ceiling: a source stamping events when sent showed at most the ~16 s its queue held). The hop's own
 * latency, from when the source sent each event (what a closed-loop source would report), stays at what the queue
 * holds.
 */
@Tag(RealLabTest.ALONE)
@Timeout(300)
class OpenLoopTest extends RealLabTest {

    private static final double RATE = 1_000;

    @Test
    void aHeldBackSourcesLatencyFollowsTheWaitItsScheduleImpliesPastAMinute() throws Exception {
        Map<String, Object> system = solar(0, "");
        system.put("operators", List.of(
                Map.of("name", "sensor", "type", "org.orrery.sample.source", "domain", "planet1", "symbolicName", "",
                        "parameters", Map.of("eventsPerSecond", String.valueOf((long) RATE), "payloadBytes", "64")),
                Map.of("name", "display", "type", "org.orrery.sample.application", "domain", "planet2", "symbolicName",
                        "", "parameters", Map.of("workMicrosPerEvent", "2000"))));
        system.put("connections",
                List.of(Map.of("source", "sensor", "target", "display", "predicate", "", "delivery", "reliable")));
        lab.deploy(system);

        List<Checkpoint> checkpoints = new ArrayList<>();
        for (double waitS : new double[]{20, 40, 62}) {
            checkpoints.add(await("the implied wait never reached " + waitS + " s").atMost(Duration.ofSeconds(200))
                    .pollInterval(Duration.ofMillis(250))
                    .until(this::checkpoint, c -> c != null && c.impliedS() >= waitS));
        }
        for (Checkpoint c : checkpoints) {
            assertEquals(c.impliedS(), c.reportedS(), Math.max(2, 0.1 * c.impliedS()),
                    "the latency from the intended send follows the wait the schedule implies: " + checkpoints);
        }
        Checkpoint last = checkpoints.get(checkpoints.size() - 1);
        assertTrue(last.reportedS() > 60, "past a minute, with no ceiling: " + last);
        assertTrue(last.closedLoopS() < 0.75 * last.reportedS(),
                "the hop's latency from the send, what a closed-loop source reports, understates it: " + last);
        assertEquals("open", last.loop());
        // the source is behind by the wait less what its events spend queued once sent
        assertTrue(
                last.behindS() > last.impliedS() - 1.5 * last.closedLoopS() - 2 && last.behindS() < last.impliedS() + 2,
                "the source says how far behind its schedule it is: " + last);
        assertEquals(last.behindS() * RATE, last.owed(), 0.05 * last.behindS() * RATE + 1_000,
                "and how much it owes: " + last);
        System.out.println("open loop, held back: " + checkpoints);
        call("DELETE", lab.starUrl + "/v1/system", null);
        passed = true;
    }

    /**
     * What the status says now: the wait the schedule implies for the event the display takes (the time since the
     * source started, counted in the events its schedule asked for by now — those it sent and those it owes — less the
     * events the display took, over the rate), the connection's latency from the source over the last second and its
     * hop's, and what the source says of its schedule; null before the display took anything.
     */
    private Checkpoint checkpoint() throws Exception {
        JsonNode status = json(call("GET", lab.starUrl + "/v1/system/status", null));
        JsonNode sensor = operator(status, "sensor");
        JsonNode link = connection(status, "sensor", "display");
        long delivered = link.get("delivered").asLong();
        if (delivered == 0 || link.get("latencyP50UsLastSecond").asDouble() == 0) {
            return null;
        }
        JsonNode schedule = sensor.get("schedule");
        double sinceStartS = (sensor.get("eventsOut").asLong() + schedule.get("owed").asLong()) / RATE;
        return new Checkpoint(sinceStartS - delivered / RATE, link.get("latencyP50UsLastSecond").asDouble() / 1e6,
                link.get("hopLatency").get("latencyP50UsLastSecond").asDouble() / 1e6, schedule.get("loop").asText(),
                schedule.get("behindNs").asLong() / 1e9, schedule.get("owed").asLong());
    }

    private record Checkpoint(double impliedS, double reportedS, double closedLoopS, String loop, double behindS,
            long owed) {
    }
}
