package org.orrery.agent.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Properties;

import org.junit.jupiter.api.Test;

class ComparisonsTest {

    @Test
    void eachPropertyTurnsOffItsOwnOptimizationAndNothingTurnsOffNone() {
        assertEquals(Comparisons.ALL_ON, Comparisons.of(new Properties()));
        assertEquals(new Comparisons(false, true, true, true, true, true, true),
                Comparisons.ALL_ON.with(Comparisons.PREDICATES, "interpreted"));
        assertEquals(new Comparisons(true, false, true, true, true, true, true),
                Comparisons.ALL_ON.with(Comparisons.CONNECT_BEFORE_SEND, "false"));
        assertEquals(new Comparisons(true, true, false, true, true, true, true),
                Comparisons.ALL_ON.with(Comparisons.CONNECTION_INDEX, "false"));
        assertEquals(new Comparisons(true, true, true, false, true, true, true),
                Comparisons.ALL_ON.with(Comparisons.CLOCK_PER_BATCH, "false"));
        assertEquals(new Comparisons(true, true, true, true, false, true, true),
                Comparisons.ALL_ON.with(Comparisons.HOP_LATENCY, "false"));
        assertEquals(new Comparisons(true, true, true, true, true, false, true),
                Comparisons.ALL_ON.with(Comparisons.SHARED_STREAMS, "false"));
        assertEquals(new Comparisons(true, true, true, true, true, true, false),
                Comparisons.ALL_ON.with(Comparisons.BATCHES, "false"));
        assertEquals(Comparisons.ALL_ON,
                Comparisons.ALL_ON.with(Comparisons.HOP_LATENCY, "false").with(Comparisons.HOP_LATENCY, "true"),
                "turned on again");
    }
}
