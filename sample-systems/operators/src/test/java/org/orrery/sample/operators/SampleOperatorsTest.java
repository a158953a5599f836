package org.orrery.sample.operators;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.control.api.DomainApi.NameBinding;
import org.orrery.operator.api.Attributes;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.Scheduled;
import org.orrery.operator.api.trace.TraceFile;
import org.orrery.operator.testkit.OperatorHarness;

/**
 * Every sample operator type, made by the factory its bundle registers and driven through the operator test kit: what
 * it emits for what it is given, what it refuses, and how it takes a live change.
 */
class SampleOperatorsTest {

    private static OperatorHarness harness(String type) {
        return OperatorHarness.of(SampleOperators.TYPES.get("org.orrery.sample." + type));
    }

    private static Event reading(long sequence, long timestampNs, double celsius) {
        return Event.builder("reading")
                .sequence(sequence)
                .timestampNs(timestampNs)
                .attributes(Attributes.builder().put("celsius", celsius).build())
                .build();
    }

    private static List<Long> timestamps(List<Event> events) {
        return events.stream().map(Event::timestampNs).toList();
    }

    private static List<Long> sequences(List<Event> events) {
        return events.stream().map(Event::sequence).toList();
    }

    @Test
    void theSourceEmitsAtItsRateOnTheClockStopsAtItsCountAndChangesItsRateLive() throws Exception {
        try (OperatorHarness source = harness("source").name("sensor")
                .parameter("eventsPerSecond", 1_000)
                .parameter("count", 2_500)
                .parameter("attributes", "celsius=uniform(10, 30)")
                .open()) {
            source.poll(); // the first poll starts its schedule: one event due
            source.clock().advance(Duration.ofMillis(100));
            source.pollUntilIdle();
            List<Event> first = source.takeEmitted();
            assertEquals(101, first.size(), "100 ms at 1,000 a second, and the first");
            assertEquals("sensor", first.get(0).source());
            assertTrue(first.stream().allMatch(e -> e.attribute("celsius") instanceof Double d && d >= 10 && d < 30));
            assertTrue(source.reconfigure(Map.of("eventsPerSecond", 10_000)));
            source.poll();
            source.clock().advance(Duration.ofMillis(100));
            source.pollUntilIdle();
            assertEquals(1_001, source.takeEmitted().size(), "counted from the change at the new rate");
            source.clock().advance(Duration.ofSeconds(10));
            source.pollUntilIdle();
            assertTrue(source.operator().isExhausted());
            assertEquals(2_500 - 1_102, source.takeEmitted().size(), "and no more than its count");
            assertThrows(IllegalArgumentException.class, () -> source.reconfigure(Map.of("count", 5)));
        }
        assertThrows(IllegalArgumentException.class, () -> harness("source").parameter("eventsPerSecond", -1).open());
    }

    @Test
    void aSourceHeldBackStampsItsLateEventsWithWhenTheyWereDueAndSaysWhatItOwes() throws Exception {
        try (OperatorHarness source = harness("source").parameter("eventsPerSecond", 1_000).open()) {
            Scheduled schedule = (Scheduled) source.operator();
            assertEquals(Scheduled.Loop.OPEN, schedule.loop());
            long start = source.clock().nanoTime();
            source.poll();
            assertEquals(List.of(start), timestamps(source.takeEmitted()));
            // its connections hold it back for two seconds: the domain does not poll it
            source.clock().advance(Duration.ofSeconds(2));
            long now = source.clock().nanoTime();
            assertEquals(2_000_000_000L - 1_000_000, schedule.behindNs(now), "the earliest event owed was due at 1 ms");
            assertEquals(2_000, schedule.owed(now));
            source.poll();
            List<Long> late = timestamps(source.takeEmitted());
            assertEquals(256, late.size(), "a poll sends a batch of what it owes");
            for (int i = 0; i < late.size(); i++) {
                assertEquals(start + (i + 1) * 1_000_000L, late.get(i), "stamped with when it was due, not sent");
            }
            assertEquals(2_000 - 256, schedule.owed(now));
            source.pollUntilIdle();
            assertEquals(2_000 - 256, source.takeEmitted().size());
            assertEquals(0, schedule.behindNs(source.clock().nanoTime()));
            assertEquals(0, schedule.owed(source.clock().nanoTime()));
            // a new rate keeps the debt: it starts with the earliest event owed
            source.clock().advance(Duration.ofMillis(100));
            assertTrue(source.reconfigure(Map.of("eventsPerSecond", 10)));
            assertEquals(Duration.ofMillis(100).toNanos() - 1_000_000, schedule.behindNs(source.clock().nanoTime()));
            source.pollUntilIdle();
            assertEquals(1, source.takeEmitted().size(), "at 10 a second, one owed now");
        }
        try (OperatorHarness adaptive = harness("source").parameter("pacing", "adaptive").open()) {
            assertEquals(Scheduled.Loop.CLOSED, ((Scheduled) adaptive.operator()).loop());
        }
    }

    @Test
    void aSourceArrivesEvenlyInPoissonArrivalsOrInBurstsAtTheSameMeanRate() throws Exception {
        try (OperatorHarness poisson = harness("source").parameter("eventsPerSecond", 10_000)
                .parameter("arrivals", "poisson")
                .parameter("count", 20_000)
                .open()) {
            poisson.poll();
            poisson.clock().advance(Duration.ofSeconds(10));
            poisson.pollUntilIdle();
            List<Long> times = timestamps(poisson.takeEmitted());
            assertEquals(20_000, times.size());
            double meanGapNs = (times.get(times.size() - 1) - times.get(0)) / (double) (times.size() - 1);
            assertEquals(100_000, meanGapNs, 5_000, "10,000 a second on average");
            long shortGaps = 0;
            for (int i = 1; i < times.size(); i++) {
                shortGaps += times.get(i) - times.get(i - 1) < 100_000 * Math.log(2) ? 1 : 0;
            }
            // exponential gaps: half are shorter than the mean times ln 2 (evenly spaced ones: none)
            assertEquals(0.5, shortGaps / (double) (times.size() - 1), 0.02);
        }
        try (OperatorHarness bursts = harness("source").parameter("eventsPerSecond", 1_000)
                .parameter("arrivals", "bursts")
                .parameter("burstEvents", 50)
                .open()) {
            long start = bursts.clock().nanoTime();
            bursts.poll();
            bursts.clock().advance(Duration.ofMillis(120));
            bursts.pollUntilIdle();
            List<Long> times = timestamps(bursts.takeEmitted());
            assertEquals(150, times.size(), "three bursts of 50, 50 ms apart, by 120 ms");
            assertEquals(List.of(start, start + 50_000_000, start + 100_000_000), times.stream().distinct().toList());
        }
        assertThrows(IllegalArgumentException.class, () -> harness("source").parameter("arrivals", "sometimes").open());
    }

    @Test
    void anAdaptiveSourceEmitsOnlyWhatItsOutputsTakeAndOwesNothingForTheRest() throws Exception {
        try (OperatorHarness source = harness("source").parameter("eventsPerSecond", 1_000)
                .parameter("pacing", "adaptive")
                .open()) {
            source.outputRoom(10);
            source.poll();
            source.clock().advance(Duration.ofMillis(200));
            source.poll();
            assertEquals(10, source.takeEmitted().size());
            assertEquals(0, source.overflowed(), "it never emits past its credits");
            source.outputRoom(1_000);
            source.clock().advance(Duration.ofMillis(50));
            source.poll();
            assertEquals(51, source.takeEmitted().size(), "no burst of what it could not send");
        }
    }

    @Test
    void theFilterPassesWhatItsPredicateAcceptsAsEventsAndAsViewsAndTakesANewOneLive() throws Exception {
        try (OperatorHarness filter = harness("filter").parameter("predicate", "celsius > 25.0").open()) {
            filter.send(reading(1, 0, 20));
            filter.sendAsView(reading(2, 0, 26));
            filter.send(reading(3, 0, 30));
            assertEquals(List.of(2L, 3L), sequences(filter.takeEmitted()));
            assertThrows(IllegalArgumentException.class, () -> filter.reconfigure(Map.of("predicate", "celsius >")));
            filter.sendAsView(reading(4, 0, 26));
            assertEquals(List.of(4L), sequences(filter.takeEmitted()), "a refused predicate changes nothing");
            assertTrue(filter.reconfigure(Map.of("predicate", "celsius < 0")));
            filter.sendAsView(reading(5, 0, 26));
            assertTrue(filter.takeEmitted().isEmpty());
        }
        assertThrows(IllegalArgumentException.class, () -> harness("filter").open(), "the predicate is required");
    }

    @Test
    void theTransformComputesItsOutputAttributeAndTypeAndFailsAnEventWithoutItsInput() throws Exception {
        try (OperatorHarness transform = harness("transform").parameter("attribute", "celsius")
                .parameter("outputAttribute", "fahrenheit")
                .parameter("outputType", "fahrenheit")
                .parameter("scale", 1.8)
                .parameter("offset", 32)
                .open()) {
            transform.sendAsView(reading(1, 7, 100));
            Event out = transform.takeEmitted().get(0);
            assertEquals("fahrenheit", out.type());
            assertEquals(212.0, (Double) out.attribute("fahrenheit"), 1e-9);
            assertEquals(100.0, out.attribute("celsius"));
            assertEquals(7, out.timestampNs(), "the timestamp travels on");
            assertThrows(RuntimeException.class, () -> transform.send(Event.builder("other").build()));
            assertFalse(transform.reconfigure(Map.of("scale", 2)), "it does not change while running");
        }
    }

    @Test
    void theMergeAndTheBouncePassEveryEventOnTheMergeRetypingWhenAsked() throws Exception {
        try (OperatorHarness merge = harness("merge").parameter("outputType", "merged").open();
                OperatorHarness plain = harness("merge").open();
                OperatorHarness bounce = harness("bounce").open()) {
            for (long i = 0; i < 3; i++) {
                merge.sendAsView(reading(i, i, i));
                plain.sendAsView(reading(i, i, i));
                bounce.sendAsView(reading(i, i, i));
            }
            assertEquals(List.of("merged", "merged", "merged"), merge.emitted().stream().map(Event::type).toList());
            assertEquals(List.of(0L, 1L, 2L), sequences(plain.emitted()));
            assertEquals(List.of("reading", "reading", "reading"), plain.emitted().stream().map(Event::type).toList());
            assertEquals(List.of(0L, 1L, 2L), bounce.emitted().stream().map(Event::timestampNs).toList(),
                    "the bounce keeps each timestamp");
        }
    }

    @Test
    void theAggregatePublishesNewHighsAndLowsPerWindowOrCountsAtEachWindowsEnd() throws Exception {
        long ms = 1_000_000L;
        try (OperatorHarness highLow = harness("aggregate").parameter("attribute", "celsius")
                .parameter("windowMillis", 100)
                .open()) {
            double[] values = {20, 25, 22, 18, 19, 30};
            for (int i = 0; i < values.length; i++) {
                highLow.send(reading(i, i * ms, values[i]));
            }
            highLow.send(reading(6, 150 * ms, 21)); // a new window: its first is a new high
            assertEquals(List.of("high", "high", "low", "high", "high"),
                    highLow.emitted().stream().map(e -> e.attribute("extreme")).toList());
            assertEquals(List.of(0L, 1L, 3L, 5L, 6L), sequences(highLow.emitted()));
        }
        try (OperatorHarness count = harness("aggregate").name("counter")
                .parameter("attribute", "celsius")
                .parameter("mode", "count")
                .parameter("windowMillis", 100)
                .open()) {
            long start = count.clock().nanoTime();
            for (int i = 0; i < 4; i++) {
                count.send(reading(i, start, i));
            }
            assertEquals(0, count.poll(), "the window is not over");
            count.clock().advance(Duration.ofMillis(100));
            assertEquals(1, count.poll());
            Event counted = count.takeEmitted().get(0);
            assertEquals(4L, counted.attribute("count"));
            assertEquals("counter", counted.source());
        }
        assertThrows(IllegalArgumentException.class,
                () -> harness("aggregate").parameter("attribute", "x").parameter("mode", "median").open());
    }

    @Test
    void theApplicationCountsWhatItIsGivenAndTakesANewInterestLive() throws Exception {
        try (OperatorHarness sink = harness("application").parameter("predicate", "celsius > 25.0").open()) {
            sink.sendAsView(reading(1, 0, 30));
            sink.send(reading(2, 0, 10));
            MeasuringSink measuring = (MeasuringSink) sink.operator();
            assertEquals(2, measuring.received());
            assertTrue(sink.emitted().isEmpty(), "a sink emits nothing");
            assertTrue(sink.reconfigure(Map.of("predicate", "", "workMicrosPerEvent", 0)));
            assertThrows(IllegalArgumentException.class, () -> sink.reconfigure(Map.of("workMicrosPerEvent", -1)));
            assertThrows(IllegalArgumentException.class, () -> sink.reconfigure(Map.of("readBody", true)));
        }
    }

    @Test
    void theRouterSendsACopyPerMatchingSubscriptionTheSameWhetherIndexedOrScanned() throws Exception {
        try (OperatorHarness objects = harness("source").parameter("eventsPerSecond", 0)
                .parameter("count", 200)
                .parameter("objects", "mixed")
                .open();
                OperatorHarness indexed = harness("router").parameter("subscriptions", 300).open();
                OperatorHarness scan = harness("router").parameter("subscriptions", 300)
                        .parameter("matching", "scan")
                        .open()) {
            objects.pollUntilIdle();
            for (Event object : objects.takeEmitted()) {
                indexed.sendAsView(object);
                scan.send(object);
            }
            assertFalse(indexed.emitted().isEmpty(), "some objects match some subscriptions");
            assertEquals(copies(scan.emitted()), copies(indexed.emitted()));

            assertTrue(indexed.reconfigure(Map.of("subscription.hot", "n < 3")));
            indexed.takeEmitted();
            indexed.send(Event.builder("o").attributes(Attributes.builder().put("n", 1L).build()).build());
            assertTrue(indexed.emitted().stream().anyMatch(e -> "hot".equals(e.attribute("subscription"))));
            assertThrows(IllegalArgumentException.class, () -> indexed.reconfigure(Map.of("subscriptions", 5)));
        }
    }

    private static List<String> copies(List<Event> events) {
        return events.stream().map(e -> e.sequence() + ":" + e.attribute("subscription")).toList();
    }

    @Test
    void theReplaySourcePlaysItsTraceAtTheRecordedPaceOnlyWhenItIsTheOneNamed(@TempDir Path temp) throws Exception {
        Path trace = temp.resolve("readings" + TraceFile.EXTENSION);
        List<TraceFile.Recorded> records = List.of(new TraceFile.Recorded(0, reading(10, 0, 20)),
                new TraceFile.Recorded(50_000_000L, reading(11, 0, 21)),
                new TraceFile.Recorded(100_000_000L, reading(12, 0, 22)));
        try (OutputStream out = Files.newOutputStream(trace)) {
            TraceFile.write(out, Map.of("link", "sensor->merge"), records);
        }
        String sha256 = HexFormat.of()
                .formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(trace)));
        try (OperatorHarness replay = harness("replay").parameter("file", trace)
                .parameter("sha256", sha256)
                .memoryBudget(64L << 20)
                .open()) {
            assertTrue(replay.reservedBytes() > 0, "it reserves what the trace takes once read");
            Scheduled schedule = (Scheduled) replay.operator();
            long start = replay.clock().nanoTime();
            replay.poll();
            assertEquals(List.of(10L), sequences(replay.takeEmitted()));
            replay.clock().advance(Duration.ofMillis(60));
            replay.poll();
            List<Event> second = replay.takeEmitted();
            assertEquals(List.of(11L), sequences(second), "the second 50 ms after the first");
            assertEquals(List.of(start + 50_000_000L), timestamps(second), "stamped when it was due, not played");
            // held back 80 ms past the third's time: it owes it, and plays it stamped with when it was due
            replay.clock().advance(Duration.ofMillis(120));
            assertEquals(Scheduled.Loop.OPEN, schedule.loop());
            assertEquals(80_000_000L, schedule.behindNs(replay.clock().nanoTime()));
            assertEquals(1, schedule.owed(replay.clock().nanoTime()));
            replay.poll();
            List<Event> third = replay.takeEmitted();
            assertEquals(List.of(12L), sequences(third));
            assertEquals(List.of(start + 100_000_000L), timestamps(third));
            assertTrue(replay.operator().isExhausted());
        }
        assertThrows(IllegalArgumentException.class,
                () -> harness("replay").parameter("file", trace).parameter("sha256", "00".repeat(32)).open());
        assertThrows(IllegalArgumentException.class,
                () -> harness("replay").parameter("file", trace).parameter("sha256", sha256).memoryBudget(1_000).open(),
                "a trace that does not fit in what the process has left is refused");
    }

    @Test
    void everyTypeTheBundleRegistersIsTestedHere() throws IOException {
        String source = Files.readString(Path.of("src/test/java/org/orrery/sample/operators/SampleOperatorsTest.java"));
        for (String type : SampleOperators.TYPES.keySet()) {
            assertTrue(source.contains("harness(\"" + type.substring("org.orrery.sample.".length()) + "\")"), type);
        }
    }

    private static Event whereabouts(String member, String place) {
        return Event.builder("whereabouts")
                .attributes(Attributes.builder().put("member", member).put("place", place).build())
                .build();
    }

    @Test
    void theLocatorBindsEachMemberToTheNameOfItsPlaceAndEndsItsBindingToThePlaceBefore() throws Exception {
        try (OperatorHarness locator = harness("locator").name("locator")
                .parameter("name", "/labs/{place}/devices")
                .open()) {
            locator.send(whereabouts("/devices/printers/23", "005"));
            locator.send(whereabouts("/devices/displays/*", "005"));
            locator.send(whereabouts("/devices/printers/23", "005")); // there already: nothing changes
            assertEquals(
                    List.of(new NameBinding("/labs/005/devices", "/devices/printers/23", "locator"),
                            new NameBinding("/labs/005/devices", "/devices/displays/*", "locator")),
                    locator.bindings());
            locator.send(whereabouts("/devices/printers/23", "006"));
            assertEquals(
                    List.of(new NameBinding("/labs/005/devices", "/devices/displays/*", "locator"),
                            new NameBinding("/labs/006/devices", "/devices/printers/23", "locator")),
                    locator.bindings());
            assertEquals(List.of(), locator.takeEmitted());

            // an event that lacks an attribute, or names no member a name can have, binds nothing
            assertThrows(IllegalArgumentException.class, () -> locator.send(
                    Event.builder("whereabouts").attributes(Attributes.builder().put("member", "/x").build()).build()));
            assertThrows(IllegalArgumentException.class, () -> locator.send(whereabouts("printer 23", "005")));
            assertEquals(2, locator.bindings().size());
        }
        try (OperatorHarness unnamed = harness("locator").parameter("name", "labs/{place}")) {
            assertThrows(IllegalArgumentException.class, unnamed::open);
        }
    }
}
