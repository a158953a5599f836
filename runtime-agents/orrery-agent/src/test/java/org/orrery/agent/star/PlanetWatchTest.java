package org.orrery.agent.star;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;
import org.orrery.agent.star.PlanetWatch.Beat;
import org.orrery.control.api.DomainApi.DomainStatus;
import org.orrery.control.api.NodeApi.DomainProcess;
import org.orrery.control.api.Role;

/** The heartbeat with a pretend clock and pretend Planets: no sleeping, no processes. */
class PlanetWatchTest {

    private static final Planet P1 = new Planet("p1", "alpha", "http://node", "127.0.0.1", 7001, 11);
    private static final Planet P2 = new Planet("p2", "alpha", "http://node", "127.0.0.1", 7002, 12);

    private final AtomicLong clock = new AtomicLong(1_000);
    private final Map<String, DomainStatus> answering = new HashMap<>();
    /** The Planets whose status calls time out (rather than find nothing listening). */
    private final Set<String> slow = new HashSet<>();
    /** What the node daemon says of each Planet's process; absent: it runs no such domain. Both run at first. */
    private final Map<String, DomainProcess> processes = new HashMap<>(
            Map.of("p1", process(P1, P1.pid(), true), "p2", process(P2, P2.pid(), true)));
    private final List<String> called = new ArrayList<>();
    /** Whether the node daemon does not answer (a partition). */
    private boolean nodeSilent;
    /** How long each status was waited for, in the order asked. */
    private final List<Duration> waits = new ArrayList<>();
    /** How long each Planet takes to answer its status, by the injected clock (none: at once). */
    private final Map<String, Long> answersTake = new HashMap<>();
    private final PlanetWatch watch = new PlanetWatch((planet, within) -> {
        called.add(planet.name());
        waits.add(within);
        clock.addAndGet(answersTake.getOrDefault(planet.name(), 0L));
        if (slow.contains(planet.name())) {
            throw new IOException("GET /v1/status: no answer within 0 s",
                    new HttpTimeoutException("request timed out"));
        }
        DomainStatus status = answering.get(planet.name());
        if (status == null) {
            throw new IOException("connection refused");
        }
        return status;
    }, planet -> {
        if (this.nodeSilent) {
            throw new IOException("connect timed out");
        }
        return processes.get(planet.name());
    }, clock::get);

    private static DomainProcess process(Planet planet, long pid, boolean alive) {
        return new DomainProcess(planet.name(), Role.PLANET, planet.address(), planet.port(), pid, alive, "", 0, 0, "");
    }

    private static DomainStatus status(String name) {
        return new DomainStatus(name, Role.PLANET, true, "", List.of(), List.of(), List.of(), null);
    }

    @Test
    void aPlanetThatStopsAnsweringIsDownWithTheReasonAndKeepsItsLastStatus() {
        assertTrue(watch.isUp("p1"), "a Planet never watched counts as up");
        watch.started(P1);
        assertTrue(watch.isUp("p1"));
        assertNull(watch.beat("p1").status());
        DomainStatus seen = status("p1");
        answering.put("p1", seen);
        answering.put("p2", status("p2"));
        watch.poll(List.of(P1, P2));
        assertSame(seen, watch.beat("p1").status());
        assertEquals(1_000, watch.beat("p1").atNanos());

        answering.remove("p1");
        clock.set(2_000);
        watch.poll(List.of(P1, P2));
        Beat down = watch.beat("p1");
        assertFalse(down.up());
        assertFalse(watch.isUp("p1"));
        assertEquals("no heartbeat: connection refused", down.error());
        assertSame(seen, down.status(), "the last status is kept");
        assertEquals(2_000, down.atNanos());
        assertTrue(watch.isUp("p2"));

        processes.put("p1", process(P1, P1.pid(), true));
        answering.put("p1", status("p1"));
        watch.poll(List.of(P1));
        assertTrue(watch.isUp("p1"), "back when it answers again");
        watch.forget("p1");
        assertNull(watch.beat("p1"));
    }

    @Test
    void aPlanetThatStopsAnsweringIsNotCalledAgainUntilItsNodeDaemonReportsTheSameProcessAlive() {
        watch.started(P1);
        watch.poll(List.of(P1));
        assertEquals(List.of("p1"), called, "the first heartbeat after it died");
        assertTrue(watch.beat("p1").silent());

        processes.put("p1", process(P1, P1.pid(), false));
        for (int i = 0; i < 5; i++) {
            watch.poll(List.of(P1));
        }
        assertEquals(List.of("p1"), called, "a Planet whose process ended is not called again");
        assertEquals("down: its process 11 has ended (node daemon of host alpha)", watch.beat("p1").error());

        processes.put("p1", process(P1, 99, true));
        List<PlanetWatch.Restarted> restarted = watch.poll(List.of(P1));
        assertEquals(List.of("p1"), called, "nor one whose name another process has now");
        assertEquals(1, restarted.size(), "it is reported started again, for the Star to deploy its part there");
        assertEquals(99, restarted.get(0).process().pid());
        assertTrue(watch.beat("p1").error().contains("another process"), watch.beat("p1").error());

        processes.remove("p1");
        watch.poll(List.of(P1));
        assertEquals(List.of("p1"), called, "nor one its node daemon does not know");

        processes.put("p1", process(P1, P1.pid(), true));
        answering.put("p1", status("p1"));
        watch.poll(List.of(P1));
        assertEquals(List.of("p1", "p1"), called, "the same process alive: it is called again");
        assertTrue(watch.isUp("p1"));
    }

    /**
     * The node daemon is asked at every beat, before the Planet: a Planet whose process ended between two beats (its
     * last beat up, its port free for anyone to bind) is not called at all, nor one the node daemon reports as another
     * process, nor any while the node daemon does not answer.
     */
    @Test
    void aPlanetIsCalledOnlyWhileItsNodeDaemonVouchesForItInTheSameBeat() {
        startedAndAnswered(P1);
        assertEquals(List.of("p1"), called);
        processes.remove("p1"); // stopped through its node daemon
        watch.poll(List.of(P1));
        assertEquals(List.of("p1"), called, "the Planet that ended since its last beat is not called");
        assertFalse(watch.isUp("p1"));
        assertEquals("down: its process 11 has ended (node daemon of host alpha)", watch.beat("p1").error());

        startedAndAnswered(P2);
        processes.put("p2", process(P2, P2.pid(), false));
        watch.poll(List.of(P2));
        assertEquals(List.of("p1", "p2"), called, "nor one whose process its node daemon reports ended");

        processes.put("p2", process(P2, P2.pid(), true));
        nodeSilent = true;
        watch.poll(List.of(P2));
        assertEquals(List.of("p1", "p2"), called, "nor any while its node daemon does not answer");
        assertTrue(watch.beat("p2").silent());
    }

    @Test
    void aPlanetWhoseStatusComesTooLateWhileItsProcessRunsIsLateForTenSecondsThenDown() {
        DomainStatus seen = startedAndAnswered(P1);
        processes.put("p1", process(P1, P1.pid(), true));

        slow.add("p1");
        clock.set(1_000 + 500_000_000L);
        watch.poll(List.of(P1));
        Beat late = watch.beat("p1");
        assertTrue(late.up(), late.error());
        assertFalse(late.silent(), "it is asked again at the next heartbeat");
        assertFalse(late.fresh());
        assertSame(seen, late.status(), "its last status is kept");
        assertTrue(late.error()
                .startsWith("late: GET /v1/status: no answer within 0 s (its node daemon reports its process 11"
                        + " running; the status shown is 500 ms old)"),
                late.error());

        clock.set(1_000 + PlanetWatch.LATE_FOR_NANOS - 1);
        watch.poll(List.of(P1));
        assertTrue(watch.isUp("p1"), "still late");
        clock.set(1_000 + PlanetWatch.LATE_FOR_NANOS);
        watch.poll(List.of(P1));
        assertFalse(watch.isUp("p1"), "a process that runs but does not answer for ten seconds is down");
        assertTrue(watch.beat("p1").error().startsWith("no heartbeat: GET /v1/status"), watch.beat("p1").error());

        slow.remove("p1");
        watch.poll(List.of(P1));
        assertTrue(watch.isUp("p1"), "back when it answers");
        assertTrue(watch.beat("p1").fresh());
    }

    /** Late for longer than ten seconds: up while it answers its health as itself, down once it no longer does. */
    @Test
    void aPlanetLateForLongerThatStillAnswersItsHealthIsBusyNotDown() {
        Set<String> healthy = new HashSet<>(Set.of("p1"));
        watch.whenLate(planet -> {
            if (!healthy.contains(planet.name())) {
                throw new IOException("GET /v1/health: no answer within 0 s");
            }
        });
        DomainStatus seen = startedAndAnswered(P1);
        slow.add("p1");
        clock.set(1_000 + 3 * PlanetWatch.LATE_FOR_NANOS);
        watch.poll(List.of(P1));
        Beat late = watch.beat("p1");
        assertTrue(late.up(), late.error());
        assertSame(seen, late.status(), "its last status is kept");
        assertTrue(late.error().contains("running and it answers its health; the status shown is 30000 ms old"),
                late.error());

        healthy.clear();
        clock.set(1_000 + 4 * PlanetWatch.LATE_FOR_NANOS);
        watch.poll(List.of(P1));
        assertFalse(watch.isUp("p1"), "neither its status nor its health: down");
        assertTrue(watch.beat("p1").error().startsWith("no heartbeat: GET /v1/status"), watch.beat("p1").error());
    }

    @Test
    void aPlanetWhoseStatusComesTooLateIsDownAtOnceWhenItsNodeDaemonDoesNotVouchForIt() {
        startedAndAnswered(P1);
        slow.add("p1");
        nodeSilent = true; // a partition: its node daemon does not answer either
        clock.addAndGet(500_000_000L);
        watch.poll(List.of(P1));
        assertFalse(watch.isUp("p1"));
        assertTrue(watch.beat("p1").silent());
        assertTrue(
                watch.beat("p1").error().startsWith("no heartbeat, and the node daemon of host alpha does not answer"),
                watch.beat("p1").error());

        nodeSilent = false;
        processes.put("p2", process(P2, P2.pid(), false));
        startedAndAnswered(P2);
        slow.add("p2");
        watch.poll(List.of(P2));
        assertEquals("down: its process 12 has ended (node daemon of host alpha)", watch.beat("p2").error());
        assertFalse(watch.isUp("p2"));
    }

    @Test
    void whileADeploymentIsUnderWayPlanetsAreOnlyAskedWhetherTheyLive() {
        DomainStatus seen = startedAndAnswered(P1);
        List<String> checked = new ArrayList<>();
        watch.lightly(planet -> checked.add(planet.name()));
        clock.addAndGet(500_000_000L);
        watch.poll(List.of(P1));
        assertEquals(List.of("p1"), called, "its status is not asked");
        assertEquals(List.of("p1"), checked);
        assertTrue(watch.isUp("p1"));
        assertSame(seen, watch.beat("p1").status());
        assertFalse(watch.beat("p1").fresh());

        watch.lightly(planet -> {
            throw new IOException("connection refused");
        });
        watch.poll(List.of(P1));
        assertFalse(watch.isUp("p1"), "a Planet that does not live is down as ever");

        watch.lightly(null);
        processes.put("p1", process(P1, P1.pid(), true));
        watch.poll(List.of(P1));
        assertEquals(List.of("p1", "p1"), called, "the status is asked again");
        assertTrue(watch.beat("p1").fresh());
    }

    /** Starts watching {@code planet} and has it answer one heartbeat; returns the status it answered. */
    private DomainStatus startedAndAnswered(Planet planet) {
        watch.started(planet);
        DomainStatus seen = status(planet.name());
        answering.put(planet.name(), seen);
        watch.poll(List.of(planet));
        return seen;
    }

    @Test
    void aPlanetThatAnswersNoStatusIsDown() {
        PlanetWatch silent = new PlanetWatch((planet, within) -> null, planet -> process(planet, planet.pid(), true),
                clock::get);
        silent.poll(List.of(P1));
        assertFalse(silent.isUp("p1"));
        assertEquals("no heartbeat: the Planet answered no status", silent.beat("p1").error());
    }

    @Test
    void anInterruptedPollStopsBeforeTheNextPlanet() {
        answering.put("p1", status("p1"));
        answering.put("p2", status("p2"));
        Thread.currentThread().interrupt();
        try {
            watch.poll(List.of(P1, P2));
        } finally {
            assertTrue(Thread.interrupted());
        }
        assertNull(watch.beat("p1"));
    }

    /**
     * With threads to ask them, a heartbeat asks the Planets together: here each answer waits until all twelve have
     * been asked, which one after the other would never happen (each would wait out its 5 s and count as down). A
     * Planet that does not answer is still down with its reason.
     */
    @Test
    void aHeartbeatAsksThePlanetsTogether() throws Exception {
        List<Planet> planets = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            planets.add(new Planet("q" + i, "alpha", "http://node", "127.0.0.1", 7100 + i, 100 + i));
        }
        CountDownLatch allAsked = new CountDownLatch(planets.size());
        try (PlanetWatch together = new PlanetWatch((planet, within) -> {
            allAsked.countDown();
            if (!allAsked.await(5, TimeUnit.SECONDS)) {
                throw new IOException("asked alone");
            }
            if (planet.name().equals("q3")) {
                throw new IOException("connection refused");
            }
            return status(planet.name());
        }, planet -> process(planet, planet.pid(), true), clock::get, 16)) {
            together.poll(planets);
            for (Planet planet : planets) {
                Beat beat = together.beat(planet.name());
                assertEquals(!planet.name().equals("q3"), beat.up(), planet.name() + ": " + beat.error());
            }
            assertEquals("no heartbeat: connection refused", together.beat("q3").error());
        }
    }

    /**
     * A Planet whose status took long is waited for four times as long the next time, up to the most; one that answers
     * at once is waited for the least again (all by the injected clock).
     */
    @Test
    void aPlanetWhoseStatusTookLongIsWaitedForLonger() {
        answering.put("p1", status("p1"));
        answersTake.put("p1", 1_000_000_000L);
        watch.poll(List.of(P1));
        watch.poll(List.of(P1));
        answersTake.put("p1", 5_000_000_000L);
        watch.poll(List.of(P1));
        answersTake.put("p1", 0L);
        watch.poll(List.of(P1));
        watch.poll(List.of(P1));
        assertEquals(List.of(PlanetWatch.STATUS_WAIT, Duration.ofSeconds(4), Duration.ofSeconds(4),
                PlanetWatch.MOST_STATUS_WAIT, PlanetWatch.STATUS_WAIT), waits);
        assertTrue(watch.isUp("p1"));
        watch.forget("p1");
        assertEquals(PlanetWatch.STATUS_WAIT, watch.statusWait("p1"));
    }

    /** A Planet waited for in vain is waited for longer the next time, late meanwhile while its process runs. */
    @Test
    void aPlanetWaitedForInVainIsWaitedForLonger() {
        answering.put("p1", status("p1"));
        watch.poll(List.of(P1));
        slow.add("p1");
        answersTake.put("p1", 2_000_000_000L);
        watch.poll(List.of(P1));
        assertTrue(watch.isUp("p1"), watch.beat("p1").error());
        assertEquals(Duration.ofSeconds(8), watch.statusWait("p1"));
    }
}
