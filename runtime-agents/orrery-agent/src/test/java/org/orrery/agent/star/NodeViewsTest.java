package org.orrery.agent.star;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;
import org.orrery.agent.control.ApiException;
import org.orrery.control.api.NodeApi.DomainProcess;
import org.orrery.control.api.NodeApi.HostStatus;
import org.orrery.control.api.Role;

/** The node daemons' word on their Planets, on a clock the test moves: one call serves a host's Planets for a while. */
class NodeViewsTest {

    private final AtomicLong clock = new AtomicLong();
    private final AtomicInteger calls = new AtomicInteger();
    private final List<DomainProcess> running = new ArrayList<>();
    private boolean silent;

    private final NodeViews views = new NodeViews(nodeUrl -> {
        calls.incrementAndGet();
        clock.addAndGet(900_000_000L); // an answer, or a timeout, takes 0.9 s
        if (silent) {
            throw new IOException("no answer within 0 s");
        }
        return new HostStatus("alpha", "127.0.0.1", 2, 0, 0, 0, "", List.copyOf(running), null, "", "", "", "");
    }, clock::get);

    private static Planet planet(int i) {
        return new Planet("p" + i, "alpha", "http://node", "127.0.0.1", 7000 + i, 100 + i);
    }

    private static DomainProcess process(Planet planet, long pid, boolean alive) {
        return new DomainProcess(planet.name(), Role.PLANET, planet.address(), planet.port(), pid, alive, "", 0, 0, "");
    }

    @Test
    void oneAnswerServesAHostsPlanetsAndAFailureIsKeptAsLong() {
        for (int i = 0; i < 40; i++) {
            running.add(process(planet(i), planet(i).pid(), true));
        }
        for (int i = 0; i < 40; i++) {
            assertTrue(views.vouches(planet(i)));
        }
        assertEquals(1, calls.get(), "one call for forty Planets");

        running.set(3, process(planet(3), 999, true));
        clock.addAndGet(NodeViews.FRESH_FOR_NANOS);
        assertFalse(views.vouches(planet(3)), "another process for it: not called");
        assertEquals(503, assertThrows(ApiException.class, () -> views.vouch(planet(3))).status());

        silent = true;
        clock.addAndGet(NodeViews.FRESH_FOR_NANOS);
        for (int i = 0; i < 40; i++) {
            int n = i;
            assertEquals(502, assertThrows(ApiException.class, () -> views.vouch(planet(n))).status());
        }
        assertEquals(3, calls.get(), "a silent host costs one timeout, not forty");
    }
}
