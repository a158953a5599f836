package org.orrery.agent.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** How an event thread waits on a saturated machine: a profile yields where it would spin, and counts it. */
@Timeout(30)
class DomainIdleTest {

    /** Two cores: the reading thread is one of the running tasks the kernel counts. */
    private final MachineLoad twoCores = new MachineLoad(2);

    @Test
    void theMachineIsSaturatedWhenMoreTasksRunThanItHasCoresTheReaderNotCounted() {
        assertFalse(twoCores.saturated("0.40 0.31 0.22 3/612 4242\n"), "the reader and two more: one per core");
        assertTrue(twoCores.saturated("4.39 2.53 2.81 4/1127 3739"), "three besides the reader on two cores");
        assertThrows(IllegalArgumentException.class, () -> twoCores.saturated("0.40 0.31"));
        assertThrows(NumberFormatException.class, () -> twoCores.saturated("0.4 0.3 0.2 x/612 1"));
    }

    /** A windowed strategy asks before each spin, and yields instead when told to; its spin window is an hour here. */
    @Test
    void aWindowedStrategyYieldsWhereItWouldSpinWhenCrowded() {
        boolean[] crowded = {false};
        int[] asked = {0};
        long hour = 3_600_000_000_000L;
        WindowedIdleStrategy strategy = new WindowedIdleStrategy(hour, hour, 1, 1, Long.MAX_VALUE, 1, () -> {
            asked[0]++;
            return crowded[0];
        });
        strategy.idle(1);
        strategy.idle(0);
        crowded[0] = true;
        strategy.idle(0);
        assertEquals(2, asked[0], "asked before each spin");
    }

    @Test
    void aDomainIsCrowdedOnlyWhileTheMachineIsSaturatedAndTheLoadHeeded() {
        DomainIdle idle = new DomainIdle("balanced", 1_000_000, twoCores);
        twoCores.observe("1.0 1.0 1.0 2/500 1");
        assertFalse(idle.crowded(), "a machine with a core to spare: it spins");
        twoCores.observe("4.0 4.0 4.0 5/500 1");
        assertTrue(idle.crowded());
        assertTrue(idle.crowded());
        assertEquals(2, idle.crowdedYields(), "each yield instead of a spin counted");
        twoCores.heed(false);
        assertFalse(idle.crowded(), "the load not heeded: it spins, as before");
        assertEquals(2, idle.crowdedYields());
    }
}
