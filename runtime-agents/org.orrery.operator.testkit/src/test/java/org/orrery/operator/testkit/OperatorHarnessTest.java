package org.orrery.operator.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import org.orrery.operator.api.Attributes;
import org.orrery.operator.api.Emitter;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.EventBatch;
import org.orrery.operator.api.EventClaim;
import org.orrery.operator.api.EventPredicate;
import org.orrery.operator.api.EventView;
import org.orrery.operator.api.Operator;

/** The harness drives an operator as a domain would, and holds it to the SPI's rules where a domain would. */
class OperatorHarnessTest {

    private static Event reading(long sequence, double celsius) {
        return Event.builder("reading")
                .sequence(sequence)
                .attributes(Attributes.builder().put("celsius", celsius).build())
                .build();
    }

    /** Passes on what its predicate accepts, reading views in place. */
    private static Operator filter(EventPredicate predicate) {
        return new Operator() {

            @Override
            public void onEvent(Event event, Emitter emitter) {
                onView(event, emitter);
            }

            @Override
            public void onView(EventView view, Emitter emitter) {
                if (predicate.test(view)) {
                    emitter.forward(view);
                }
            }
        };
    }

    @Test
    void anOperatorIsMadeWithItsNameAndParametersAndItsPredicateDecidesAsInADomain() throws Exception {
        List<String> life = new ArrayList<>();
        try (OperatorHarness harness = OperatorHarness.of(context -> {
            life.add("create " + context.name() + " " + context.parameters().longValue("limit", 0));
            Operator inner = filter(context.compilePredicate(context.parameters().required("predicate")));
            return new Operator() {

                @Override
                public void open() {
                    life.add("open");
                }

                @Override
                public void onEvent(Event event, Emitter emitter) throws Exception {
                    inner.onView(event, emitter);
                }

                @Override
                public void onView(EventView view, Emitter emitter) throws Exception {
                    inner.onView(view, emitter);
                }

                @Override
                public void close() {
                    life.add("close");
                }
            };
        }).name("hot").parameter("predicate", "celsius > 25.0 && celsius <= 30.0").parameter("limit", 7).open()) {
            harness.send(reading(1, 24.0));
            harness.send(reading(2, 26.0));
            harness.sendAsView(reading(3, 30.0));
            harness.sendAsView(reading(4, 31.5));
            assertEquals(List.of(2L, 3L), harness.takeEmitted().stream().map(Event::sequence).toList());
            assertEquals(List.of(), harness.emitted(), "taken");
        }
        assertEquals(List.of("create hot 7", "open", "close"), life);
    }

    @Test
    void aPredicateThatDoesNotParseAndABadParameterAreRefusedByTheFactoryWithTheirReasons() {
        IllegalArgumentException predicate = assertThrows(IllegalArgumentException.class,
                () -> OperatorHarness.of(c -> filter(c.compilePredicate("celsius >"))).open());
        assertFalse(predicate.getMessage().isBlank());
        IllegalArgumentException number = assertThrows(IllegalArgumentException.class,
                () -> OperatorHarness.of(c -> filter(e -> c.parameters().longValue("limit", 0) > 0))
                        .parameter("limit", "seven")
                        .open()
                        .send(reading(1, 1)));
        assertEquals("parameter 'limit' = 'seven' is not a whole number", number.getMessage());
    }

    @Test
    void aViewKeptPastItsCallThrowsWhenReadAndAnEventDoesNot() throws Exception {
        AtomicReference<EventView> kept = new AtomicReference<>();
        try (OperatorHarness harness = OperatorHarness.of(c -> (Operator) (event, emitter) -> {
        }).open()) {
            harness.operator();
            OperatorHarness keeping = OperatorHarness.of(c -> new Operator() {

                @Override
                public void onEvent(Event event, Emitter emitter) {
                }

                @Override
                public void onView(EventView view, Emitter emitter) {
                    kept.set(view);
                }
            }).open();
            keeping.send(reading(1, 20));
            assertEquals(20.0, kept.get().attribute("celsius"), "an Event given as itself stays readable");
            keeping.sendAsView(reading(2, 21));
            IllegalStateException late = assertThrows(IllegalStateException.class, () -> kept.get().attribute("x"));
            assertTrue(late.getMessage().contains("after the call it was given to returned"), late.getMessage());
            keeping.close();
        }
    }

    @Test
    void claimsAreValidUntilCommittedOrClaimedAgainAndRefuseANameTwice() throws Exception {
        AtomicReference<EventClaim> stale = new AtomicReference<>();
        try (OperatorHarness harness = OperatorHarness.of(c -> new Operator() {

            @Override
            public void onEvent(Event event, Emitter emitter) {
            }

            @Override
            public int poll(Emitter emitter, long nowNs) {
                EventClaim abandoned = emitter.claim("draft").attribute("n", 1L);
                stale.set(abandoned);
                byte[] body = {1, 2, 3, 4};
                emitter.claim("tick")
                        .timestampNs(nowNs)
                        .sequence(9)
                        .source(c.name())
                        .attribute("n", 2L)
                        .attribute("ok", true)
                        .body(body, 1, 2, "application/octet-stream")
                        .commit();
                body[1] = 99; // read at commit, not later
                return 1;
            }
        }).name("ticker").open()) {
            harness.clock().advance(Duration.ofMillis(5));
            assertEquals(1, harness.poll());
            Event tick = harness.emitted().get(0);
            assertEquals(1, harness.emitted().size(), "the abandoned claim emits nothing");
            assertEquals(1_005_000_000L, tick.timestampNs());
            assertEquals("ticker", tick.source());
            assertEquals(Map.of("n", 2L, "ok", true), tick.attributes().asMap());
            assertEquals(List.of((byte) 2, (byte) 3), List.of(tick.body()[0], tick.body()[1]));
            assertThrows(IllegalStateException.class, () -> stale.get().attribute("m", 1L));
        }
        try (OperatorHarness twice = OperatorHarness.of(c -> new Operator() {

            @Override
            public void onEvent(Event event, Emitter emitter) {
                emitter.claim("e").attribute("a", 1L).attribute("a", "again");
            }
        }).open()) {
            assertThrows(IllegalArgumentException.class, () -> twice.send(reading(1, 1)));
        }
    }

    /**
     * A batch shows each event until it moves on; the events an operator leaves, or does not reach because it threw,
     * come to {@code onView} one by one, and the failure is thrown after them.
     */
    @Test
    void aBatchShowsEachEventUntilItMovesOnAndWhatTheOperatorLeavesComesOneByOne() throws Exception {
        List<String> calls = new ArrayList<>();
        AtomicReference<EventView> kept = new AtomicReference<>();
        try (OperatorHarness harness = OperatorHarness.of(c -> new Operator() {

            @Override
            public void onEvent(Event event, Emitter emitter) {
                calls.add("event " + event.sequence());
            }

            @Override
            public void onBatch(EventBatch batch, Emitter emitter) {
                while (batch.next()) {
                    long sequence = batch.event().sequence();
                    calls.add("batch " + sequence);
                    kept.set(batch.event());
                    if (sequence == 2) {
                        return; // leaves the rest
                    }
                    if (sequence == 5) {
                        throw new IllegalStateException("fails on 5");
                    }
                }
            }
        }).open()) {
            harness.sendBatch(List.of(reading(1, 1), reading(2, 2), reading(3, 3)));
            assertEquals(List.of("batch 1", "batch 2", "event 3"), calls);
            assertThrows(IllegalStateException.class, () -> kept.get().sequence(), "a view lives until the batch ends");
            calls.clear();
            IllegalStateException failure = assertThrows(IllegalStateException.class,
                    () -> harness.sendBatch(List.of(reading(4, 4), reading(5, 5), reading(6, 6))));
            assertEquals("fails on 5", failure.getMessage());
            assertEquals(List.of("batch 4", "batch 5", "event 6"), calls, "the failed event is not given again");
        }
        List<Long> byDefault = new ArrayList<>();
        try (OperatorHarness harness = OperatorHarness
                .of(c -> (Operator) (event, emitter) -> byDefault.add(event.sequence()))
                .open()) {
            harness.sendBatch(List.of(reading(7, 7), reading(8, 8)));
            assertEquals(List.of(7L, 8L), byDefault, "an operator written before batches takes each event");
        }
    }

    /** A body reserved in a claim and written in place is the emitted event's body. */
    @Test
    void aClaimsBodyWrittenInPlaceIsTheEmittedBody() throws Exception {
        try (OperatorHarness harness = OperatorHarness.of(c -> new Operator() {

            @Override
            public void onEvent(Event event, Emitter emitter) {
                emitter.claim("samples")
                        .attribute("n", event.sequence())
                        .body(10, "application/x-samples")
                        .putBodyLong(0, event.sequence())
                        .putBodyByte(9, (byte) 1)
                        .commit();
            }
        }).open()) {
            harness.send(reading(258, 1));
            Event emitted = harness.emitted().get(0);
            assertEquals(List.of((byte) 2, (byte) 1, (byte) 0, (byte) 0, (byte) 0, (byte) 0, (byte) 0, (byte) 0,
                    (byte) 0, (byte) 1), asList(emitted.body()), "258 little-endian, then the last byte");
            assertEquals("application/x-samples", emitted.contentType());
        }
    }

    private static List<Byte> asList(byte[] bytes) {
        List<Byte> list = new ArrayList<>();
        for (byte b : bytes) {
            list.add(b);
        }
        return list;
    }

    @Test
    void creditsAreTheRoomTheTestGivesAndWhatIsEmittedPastItIsCounted() throws Exception {
        // a source that paces itself by its credits, and one that does not
        try (OperatorHarness paced = OperatorHarness.of(c -> source(true)).open();
                OperatorHarness eager = OperatorHarness.of(c -> source(false)).open()) {
            paced.outputRoom(3);
            eager.outputRoom(3);
            paced.poll();
            eager.poll();
            assertEquals(3, paced.emitted().size());
            assertEquals(0, paced.overflowed());
            assertEquals(10, eager.emitted().size());
            assertEquals(7, eager.overflowed());
            paced.outputRoom(5);
            paced.poll();
            assertEquals(8, paced.emitted().size());
            paced.outputRoom(25);
            assertEquals(25, paced.pollUntilIdle(), "polled until its credits are spent");
            assertEquals(0, paced.overflowed());
            assertThrows(IllegalStateException.class, eager::pollUntilIdle,
                    "one that never rests is not polled for ever");
        }
    }

    private static Operator source(boolean paced) {
        return new Operator() {

            @Override
            public void onEvent(Event event, Emitter emitter) {
            }

            @Override
            public int poll(Emitter emitter, long nowNs) {
                int n = paced ? Math.min(10, emitter.credits()) : 10;
                for (int i = 0; i < n; i++) {
                    emitter.emit(Event.builder("e").build());
                }
                return n;
            }
        };
    }

    @Test
    void aLiveChangeIsTakenRefusedOrRejectedAndTheClockMovesOnlyWhenTold() throws Exception {
        try (OperatorHarness harness = OperatorHarness.of(c -> new Operator() {

            private long limit = c.parameters().longValue("limit", 0);

            @Override
            public void onEvent(Event event, Emitter emitter) {
                if (event.sequence() < limit) {
                    emitter.emit(event);
                }
            }

            @Override
            public boolean reconfigure(org.orrery.operator.api.Parameters changed) {
                if (changed.has("other")) {
                    return false;
                }
                long next = changed.longValue("limit", limit);
                if (next < 0) {
                    throw new IllegalArgumentException("limit must not be negative");
                }
                limit = next;
                return true;
            }
        }).parameter("limit", 2).open()) {
            long before = harness.clock().nanoTime();
            harness.send(reading(3, 0));
            assertTrue(harness.takeEmitted().isEmpty());
            assertTrue(harness.reconfigure(Map.of("limit", 5)));
            harness.send(reading(3, 0));
            assertEquals(1, harness.takeEmitted().size());
            assertFalse(harness.reconfigure(Map.of("other", "x")), "refused while running");
            assertEquals("limit must not be negative",
                    assertThrows(IllegalArgumentException.class, () -> harness.reconfigure(Map.of("limit", -1)))
                            .getMessage());
            assertEquals(before, harness.clock().nanoTime());
            assertThrows(IllegalArgumentException.class, () -> harness.clock().advanceNanos(-1));
        }
    }

    @Test
    void memoryIsReservedWhileTheOperatorIsMadeAndOpenedWithinItsBudgetOnly() throws Exception {
        List<Boolean> answers = new ArrayList<>();
        OperatorHarness harness = OperatorHarness.of(c -> {
            answers.add(c.reserveMemory(600));
            answers.add(c.reserveMemory(600));
            return new Operator() {

                @Override
                public void onEvent(Event event, Emitter emitter) {
                    answers.add(c.reserveMemory(1));
                }
            };
        }).memoryBudget(1_000).open();
        assertEquals(600, harness.reservedBytes());
        harness.send(reading(1, 1));
        assertEquals(List.of(true, false, false), answers, "the second past the budget, the last after open");
        harness.close();
        assertEquals(0, harness.reservedBytes());
    }

    @Test
    void callsOutOfTheOperatorsLifeAndFromAnotherThreadAreRefused() throws Exception {
        OperatorHarness harness = OperatorHarness.of(c -> (Operator) (event, emitter) -> emitter.emit(event));
        assertThrows(IllegalStateException.class, () -> harness.send(reading(1, 1)), "not opened");
        harness.open();
        AtomicReference<Throwable> fromThere = new AtomicReference<>();
        Thread other = new Thread(() -> {
            try {
                harness.send(reading(1, 1));
            } catch (Exception | Error e) {
                fromThere.set(e);
            }
        }, "not-the-event-thread");
        other.start();
        other.join();
        assertTrue(
                fromThere.get() instanceof IllegalStateException
                        && fromThere.get().getMessage().contains("not-the-event-thread"),
                String.valueOf(fromThere.get()));
        harness.close();
        assertThrows(IllegalStateException.class, () -> harness.send(reading(1, 1)), "closed");
        harness.close(); // once is enough; a second does nothing
    }
}
