package org.orrery.lab.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.orrery.control.api.LinkPath;
import org.orrery.control.api.SystemApi.Trace;
import org.orrery.control.api.SystemApi.TraceHop;
import org.orrery.lab.TraceText;

/** A trace as the command line prints it: where its latency went, and each hop's part, the path marked. */
class TraceTextTest {

    @Test
    void aTraceSaysWhereItsLatencyWentAndEachHopsPart() {
        Trace trace = new Trace(0x1fL, "temperature", "sensorA", 42, 5_000_000, 1_234.4, 70, 15, 1_149.4, 8,
                List.of(0, 1),
                List.of(new TraceHop("sensorA", "thresholdA", LinkPath.IN_PROCESS, "planet1", -1, 0, 3, 3, 4, 60, 0),
                        new TraceHop("thresholdA", "merge", LinkPath.UDP, "planet2", 0, 4, 10, 25, 1_175, 1_234.4, 8),
                        new TraceHop("thresholdA", "log", LinkPath.IN_PROCESS, "planet1", 0, 4, 30, 30, 31, 35, 0)));
        assertEquals(
                "trace 000000000000001f  temperature #42 from sensorA: 1,234 \u00b5s (operators 70 \u00b5s, "
                        + "queued 15 \u00b5s, transport 1,149 \u00b5s, \u00b1 8.0 \u00b5s between hosts' clocks)",
                TraceText.heading(trace));
        assertEquals(List.of(
                "*   +0.0 \u00b5s  sensorA \u2192 thresholdA (in-process, in planet1): operator 3.0 \u00b5s, queued 0.0 "
                        + "\u00b5s, transport 1.0 \u00b5s, target's call 56 \u00b5s",
                "*   +4.0 \u00b5s  thresholdA \u2192 merge (udp, in planet2): operator 6.0 \u00b5s, queued 15 \u00b5s, "
                        + "transport 1,150 \u00b5s, target's call 59 \u00b5s, \u00b1 8.0 \u00b5s between hosts' clocks",
                "    +4.0 \u00b5s  thresholdA \u2192 log (in-process, in planet1): operator 26 \u00b5s, queued 0.0 "
                        + "\u00b5s, transport 1.0 \u00b5s, target's call 4.0 \u00b5s"),
                TraceText.hops(trace));
    }
}
