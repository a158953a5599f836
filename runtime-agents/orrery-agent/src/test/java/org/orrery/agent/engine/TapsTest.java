package org.orrery.agent.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.NoSuchElementException;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.orrery.control.api.Delivery;
import org.orrery.control.api.DomainApi;
import org.orrery.control.api.DomainApi.TapEvents;
import org.orrery.control.api.LinkPath;
import org.orrery.operator.api.Attributes;
import org.orrery.operator.api.Event;

/**
 * A domain's taps on their own: what passes a tap's predicate and rate is kept (the last 256, the rest counted lost),
 * each event handed over once; a tap nobody reads is closed and forgotten; one whose connection went away says so once.
 */
class TapsTest {

    private final Receiver receiver = new Receiver(null, System::nanoTime,
            new RouteSpec("clock", "display", "", Delivery.RELIABLE, null), LinkPath.IN_PROCESS);

    private static Event event(long n) {
        return Event.builder("tick")
                .source("clock")
                .sequence(n)
                .attributes(Attributes.builder().put("n", n).build())
                .body(new byte[]{1, 2, 3}, "application/octet-stream")
                .build();
    }

    @Test
    void aTapKeepsWhatPassesItsPredicateAndRateAndHandsEachOverOnce() {
        Taps taps = new Taps(new ProcessBudget(16L << 20));
        Tap tap = taps.open(receiver, OperatorOpener.predicate("n % 2 == 0"), 300);
        long second = 1_000_000_000L;
        for (long n = 0; n < 1_000; n++) {
            tap.offer(event(n), 5 * second + n); // all within one second: 500 pass, 300 are shown
        }
        TapEvents first = taps.read(tap.id(), r -> true);
        assertEquals(500, first.matched());
        assertEquals(500, first.refused());
        assertEquals(300, first.shown());
        assertEquals(200, first.overRate());
        assertEquals(Tap.CAPACITY, first.events().size(), "the last 256 kept");
        assertEquals(300 - Tap.CAPACITY, first.lost());
        assertEquals(2 * (300 - Tap.CAPACITY), first.events().get(0).sequence(), "the oldest dropped first");
        assertEquals(598, first.events().get(Tap.CAPACITY - 1).sequence());
        assertEquals(598L, ((Number) first.events().get(Tap.CAPACITY - 1).attributes().get("n")).longValue());
        assertEquals("AQID", first.events().get(0).bodyBase64());
        assertEquals("", first.closed());

        tap.offer(event(1_000), 6 * second + 1); // the next second: shown again
        TapEvents second2 = taps.read(tap.id(), r -> true);
        assertEquals(1, second2.events().size(), "each event handed over once");
        assertEquals(1_000, second2.events().get(0).sequence());
    }

    @Test
    void aTappedEventIsTimedByTheDomainsWallClock() {
        Taps taps = new Taps(new ProcessBudget(16L << 20), null, () -> 0L, () -> 1_234_567L);
        Tap tap = taps.open(receiver, null, 10);
        tap.offer(event(1), 1);
        assertEquals(1_234_567L, taps.read(tap.id(), r -> true).events().get(0).takenAtMillis());
    }

    @Test
    void aTapNobodyReadsIsClosedAndOneWhoseConnectionWentSaysSoOnce() {
        Taps taps = new Taps(new ProcessBudget(16L << 20));
        Tap unread = taps.open(receiver, null, 10);
        Tap orphan = taps.open(receiver, null, 10);
        long now = System.nanoTime();
        taps.sweep(r -> true, now);
        assertEquals(2, taps.openCount());
        taps.read(orphan.id(), r -> true);
        taps.sweep(r -> true, now + TimeUnit.SECONDS.toNanos(DomainApi.TAP_IDLE_SECONDS) + 1);
        assertEquals(1, taps.openCount(), "the one read since is kept, the other forgotten");
        assertThrows(NoSuchElementException.class, () -> taps.read(unread.id(), r -> true));

        TapEvents last = taps.read(orphan.id(), r -> false);
        assertTrue(last.closed().contains("removed or redeployed"), last.closed());
        assertThrows(NoSuchElementException.class, () -> taps.read(orphan.id(), r -> true));
        assertEquals(0, taps.openCount());

        for (int i = 0; i < Taps.MAX_OPEN; i++) {
            taps.open(receiver, null, 10);
        }
        IllegalStateException full = assertThrows(IllegalStateException.class, () -> taps.open(receiver, null, 10));
        assertTrue(full.getMessage().contains("close one first"), full.getMessage());
    }

    /**
     * A tap cuts what it keeps of each event (its attributes as well as its body), and the taps of a process keep
     * together at most their budget: past it an event is counted lost, not kept, and a read gives its room back, as
     * does a tap forgotten unread.
     */
    @Test
    void aTapCutsAttributesAndTheTapsOfAProcessKeepWithinTheirBudget() {
        Attributes.Builder large = Attributes.builder();
        for (int i = 0; i < 100; i++) {
            large.put("a" + i, "x".repeat(100_000));
        }
        Event wide = Event.builder("tick").source("clock").sequence(1).attributes(large.build()).build();
        ProcessBudget budget = new ProcessBudget(1L << 20);
        Taps taps = new Taps(budget);
        Tap one = taps.open(receiver, null, 1_000);
        Tap two = taps.open(receiver, null, 1_000);
        long second = 1_000_000_000L;
        for (int n = 0; n < 200; n++) {
            one.offer(wide, second + n);
            two.offer(wide, second + n);
        }
        assertTrue(budget.held() <= budget.limit(), budget.held() + " bytes held");
        TapEvents read = taps.read(one.id(), r -> true);
        int kept = read.events().size();
        assertTrue(kept > 0 && kept < 200, kept + " kept");
        assertEquals(200 - kept, read.lost(), "the others counted lost");
        var attributes = read.events().get(0).attributes();
        assertEquals(Tap.MAX_ATTRIBUTES + 1, attributes.size(), "64 attributes and a count of the others");
        assertEquals("36 more attributes not shown", attributes.get("…"));
        long chars = attributes.values().stream().mapToLong(v -> v.toString().length()).sum();
        assertTrue(chars < Tap.MAX_ATTRIBUTE_CHARS + 64 * 40, chars + " characters shown");
        assertTrue(attributes.get("a0").toString().endsWith("… (91808 more characters)"), "a cut says so");

        long heldByTwo = budget.held();
        assertTrue(heldByTwo > 0);
        taps.close(two.id());
        assertEquals(0, budget.held(), "a read and a close give the room back");
    }
}
