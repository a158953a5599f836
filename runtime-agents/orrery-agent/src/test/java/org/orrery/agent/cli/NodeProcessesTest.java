package org.orrery.agent.cli;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;

import org.junit.jupiter.api.Test;

/**
 * A process that is not this JVM's child counts as ended once it is a zombie nobody has reaped yet, as a node daemon
 * whose adopter reaps it late is: {@code lab stop} does not wait for the reaping.
 */
class NodeProcessesTest {

    @Test
    void aZombieNotReapedYetHasEndedThoughTheJdkCallsItAlive() throws Exception {
        // the inner shell exits at once; its parent becomes 'sleep', which never reaps it
        Process parent = new ProcessBuilder("sh", "-c", "sh -c 'exit 0' & exec sleep 30").start();
        try {
            ProcessHandle child = await("the inner shell").atMost(Duration.ofSeconds(10))
                    .until(() -> parent.toHandle().children().findFirst().orElse(null), c -> c != null);
            await("the inner shell a zombie").atMost(Duration.ofSeconds(10)).until(() -> NodeProcesses.ended(child));
            assertTrue(child.isAlive(), "the JDK takes the zombie for alive");
            assertTrue(NodeProcesses.awaitEnd(child, Duration.ofSeconds(1)));
            assertFalse(NodeProcesses.ended(parent.toHandle()), "a running process has not ended");
            assertFalse(NodeProcesses.awaitEnd(parent.toHandle(), Duration.ofMillis(100)));
        } finally {
            parent.destroyForcibly().waitFor();
        }
    }
}
