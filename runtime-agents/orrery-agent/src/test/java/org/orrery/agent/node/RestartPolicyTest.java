package org.orrery.agent.node;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;

/** The node daemon's restart policy on a clock the test moves. */
class RestartPolicyTest {

    private final AtomicLong now = new AtomicLong(1_000_000_000L);

    private void advance(Duration by) {
        now.addAndGet(by.toNanos());
    }

    @Test
    void theBackOffDoublesFromOneSecondUpToThirty() {
        RestartPolicy policy = new RestartPolicy(10, now::get);
        long[] seconds = new long[8];
        for (int i = 0; i < seconds.length; i++) {
            RestartPolicy.Decision decision = policy.ended("p1", "exited with code 1");
            assertTrue(decision.restart());
            seconds[i] = decision.delay().toSeconds();
            advance(decision.delay());
            policy.restarting("p1");
        }
        assertEquals("[1, 2, 4, 8, 16, 30, 30, 30]", Arrays.toString(seconds));
        assertEquals(8, policy.restarts("p1"));
    }

    @Test
    void aShorterFirstBackOffDoublesAsWell() {
        RestartPolicy policy = new RestartPolicy(10, Duration.ofMillis(100), now::get);
        long[] millis = new long[3];
        for (int i = 0; i < millis.length; i++) {
            millis[i] = policy.ended("p1", "killed by signal 9").delay().toMillis();
            advance(Duration.ofMillis(millis[i]));
        }
        assertEquals("[100, 200, 400]", Arrays.toString(millis));
    }

    @Test
    void afterItsLimitWithinTheWindowADomainIsLeftEndedAndSaysWhy() {
        RestartPolicy policy = new RestartPolicy(3, now::get);
        for (int i = 0; i < 3; i++) {
            RestartPolicy.Decision decision = policy.ended("p1", "killed");
            assertTrue(decision.restart());
            advance(decision.delay().plusSeconds(5));
        }
        RestartPolicy.Decision fourth = policy.ended("p1", "exited with code 3");
        assertFalse(fourth.restart());
        assertEquals("exited with code 3; not started again: 3 restarts within 10 minutes", fourth.lastExit());
        assertEquals(fourth.lastExit(), policy.lastExit("p1"));
    }

    @Test
    void restartsOlderThanTheWindowNoLongerCount() {
        RestartPolicy policy = new RestartPolicy(2, now::get);
        policy.ended("p1", "one");
        advance(Duration.ofSeconds(3));
        policy.ended("p1", "two");
        advance(RestartPolicy.WINDOW.plusSeconds(5));
        RestartPolicy.Decision decision = policy.ended("p1", "three");
        assertTrue(decision.restart());
        assertEquals(Duration.ofSeconds(1), decision.delay(), "the back-off starts over with the window");
    }

    @Test
    void zeroRestartsMeansNever() {
        RestartPolicy policy = new RestartPolicy(0, now::get);
        assertFalse(policy.ended("p1", "exited with code 1").restart());
    }

    @Test
    void domainsAreCountedApartAndForgottenWhenStopped() {
        RestartPolicy policy = new RestartPolicy(1, now::get);
        assertTrue(policy.ended("p1", "a").restart());
        assertTrue(policy.ended("p2", "b").restart());
        assertFalse(policy.ended("p1", "c").restart());
        policy.forget("p1");
        assertEquals("", policy.lastExit("p1"));
        assertEquals(0, policy.restarts("p1"));
        assertTrue(policy.ended("p1", "d").restart());
    }

    @Test
    void waitingForAPortIsNotedOnce() {
        RestartPolicy policy = new RestartPolicy(3, now::get);
        policy.ended("star", "killed");
        policy.waitingForPort("star", 7001);
        policy.waitingForPort("star", 7001);
        assertEquals("killed; waiting for port 7001, which another process holds", policy.lastExit("star"));
    }
}
