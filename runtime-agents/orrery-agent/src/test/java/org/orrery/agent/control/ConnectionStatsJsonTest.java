package org.orrery.agent.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;
import org.orrery.control.api.ControlJson;
import org.orrery.control.api.DomainApi.ConnectionStats;
import org.orrery.control.api.DomainApi.LinkCounts;
import org.orrery.control.api.DomainApi.LinkLatency;
import org.orrery.control.api.LinkPath;
import org.orrery.control.api.LinkSide;

/** A connection end's figures on the wire: a hop latency of which nothing was measured is left out, and read back. */
class ConnectionStatsJsonTest {

    private static final LinkCounts COUNTS = new LinkCounts(10, 9, 1, 0, 0, 90, 0, 1_500);

    @Test
    void aSendersUnmeasuredHopIsLeftOutAndReadBack() throws Exception {
        ConnectionStats sender = new ConnectionStats("a", "b", LinkPath.IPC, LinkSide.SENDER, COUNTS, LinkLatency.NONE,
                3, "binary", 0, LinkLatency.NONE, "wan");
        byte[] json = ControlJson.write(sender);
        assertFalse(new String(json, StandardCharsets.UTF_8).contains("hopLatency"));
        assertEquals(sender, ControlJson.readAnswer(json, ConnectionStats.class));
    }

    @Test
    void aMeasuredHopIsWritten() throws Exception {
        ConnectionStats receiver = new ConnectionStats("a", "b", LinkPath.IPC, LinkSide.RECEIVER, COUNTS,
                new LinkLatency(10, 20, 30, 40, 50, 60), 0, "binary", 0, new LinkLatency(1, 2, 3, 4, 5, 6, 7, 8), "");
        byte[] json = ControlJson.write(receiver);
        assertTrue(
                new String(json, StandardCharsets.UTF_8).contains("\"hopLatency\":{\"latencyP50UsSinceDeploy\":1.0"));
        assertEquals(receiver, ControlJson.readAnswer(json, ConnectionStats.class));
    }
}
