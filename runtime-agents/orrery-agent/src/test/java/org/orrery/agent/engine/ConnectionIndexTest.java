package org.orrery.agent.engine;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.agent.TestBundles;
import org.orrery.control.api.Delivery;
import org.orrery.control.api.DomainApi.ConnectionStats;
import org.orrery.control.api.DomainApi.OperatorStats;
import org.orrery.predicate.AccessClause;

/**
 * A source's connections indexed by the equality their predicates start with: every connection delivers, filters and
 * fails exactly what it does with every predicate evaluated, in a real domain with the real sample operators.
 */
@Timeout(120)
class ConnectionIndexTest {

    private static final int EVENTS = 3_000;

    @TempDir
    Path temp;

    /** The predicates of the source's connections, to a0, a1, … in order. */
    private static final List<String> PREDICATES = predicates();

    private static List<String> predicates() {
        List<String> predicates = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            predicates.add("symbol == 'S" + i + "'");
        }
        for (int i = 0; i < 5; i++) {
            predicates.add("symbol == 'S" + i + "' && n % 2 == 0");
        }
        predicates.add("n == 7");                       // a whole-number clause on another attribute
        predicates.add("(('S3' == symbol)) && n > 100"); // literal first, in parentheses
        predicates.add("symbol != 'S1'");               // no access clause: evaluated for every event
        predicates.add("");                             // no predicate
        predicates.add("missing == 'x'");               // an attribute the events lack: evaluated, never decided
        predicates.add("level == 3");                   // a string compared with a number: evaluated (JEXL coerces)
        // the rest of the conjunction fails where the clause holds: a match of more steps than allowed (929
        // instructions
        // over 3,000 characters)
        predicates.add("symbol == 'S2' && text =~ '(a{100}){9}b'");
        return predicates;
    }

    @Test
    void theAccessClauseIsTheLeadingEqualityOfAStringOrWholeNumber() {
        assertEquals(new AccessClause("symbol", "S3"), AccessClause.of("(('S3' == symbol)) && n > 100").orElseThrow());
        assertEquals(new AccessClause("n", 7L), AccessClause.of("n == 7").orElseThrow());
        assertTrue(AccessClause.of("symbol != 'S1'").isEmpty());
        assertTrue(AccessClause.of("n > 1 && symbol == 'S1'").isEmpty(), "only the first operand decides alone");
        assertTrue(AccessClause.of("symbol == 'S1' || n > 1").isEmpty());
        assertTrue(AccessClause.of("x == 1.5").isEmpty());
        assertTrue(AccessClause.of("this is not a predicate ==").isEmpty());
    }

    @Test
    void everyConnectionCountsTheSameWithTheIndexAsWithEveryPredicateEvaluated() throws Exception {
        List<long[]> indexed = run(true);
        List<long[]> evaluated = run(false);
        for (int i = 0; i < PREDICATES.size(); i++) {
            long[] with = indexed.get(i);
            long[] without = evaluated.get(i);
            String what = "a" + i + " (" + PREDICATES.get(i) + "): delivered, filtered, failed";
            assertEquals(List.of(without[0], without[1], without[2]), List.of(with[0], with[1], with[2]), what);
            assertEquals(EVENTS, with[0] + with[1] + with[2], what + " add up to every event");
        }
        assertTrue(indexed.get(3)[0] > 0 && indexed.get(3)[1] > 0, "S3 both delivered and filtered");
        assertTrue(indexed.get(21)[2] > 0, "the match past its bound fails where the clause holds");
    }

    /** Deploys the source and its connections in a fresh domain and returns each connection's counts at the end. */
    private List<long[]> run(boolean index) throws Exception {
        DomainContext context = TestBundles.domain(index ? "indexed" : "evaluated", temp.resolve(String.valueOf(index)))
                .withComparisons(Comparisons.ALL_ON.with(Comparisons.CONNECTION_INDEX, String.valueOf(index)));
        try (DomainFramework framework = TestBundles.frameworkWithSampleOperators(context);
                DomainEngine engine = new DomainEngine(context, framework)) {
            List<OperatorSpec> operators = new ArrayList<>(
                    List.of(new OperatorSpec("source", "org.orrery.sample.source", "",
                            Map.of("count", String.valueOf(EVENTS), "eventsPerSecond", "0", "seed", "7", "payloadBytes",
                                    "8", "attributes",
                                    "n=seq();level=const(3);symbol=choice(S0,S1,S2,S3,S4,S5,S6,S7,S8,S9);text=const("
                                            + "a".repeat(3_000) + ")"))));
            List<RouteSpec> routes = new ArrayList<>();
            for (int i = 0; i < PREDICATES.size(); i++) {
                operators.add(new OperatorSpec("a" + i, "org.orrery.sample.application", "", Map.of()));
                routes.add(new RouteSpec("source", "a" + i, PREDICATES.get(i), Delivery.RELIABLE));
            }
            engine.deploy(operators, routes);
            assertEquals(index, engine.outletsIndexed("source"));
            await("the source finishes").atMost(Duration.ofSeconds(60))
                    .pollInterval(Duration.ofMillis(5))
                    .until(engine::isQuiescent);
            List<long[]> counts = new ArrayList<>();
            for (int i = 0; i < PREDICATES.size(); i++) {
                String target = "a" + i;
                ConnectionStats stats = engine.routeStats()
                        .stream()
                        .filter(r -> r.target().equals(target))
                        .findFirst()
                        .orElseThrow();
                long received = engine.operatorStats()
                        .stream()
                        .filter(o -> o.name().equals(target))
                        .mapToLong(OperatorStats::eventsIn)
                        .sum();
                assertEquals(stats.counts().delivered(), received);
                counts.add(new long[]{stats.counts().delivered(), stats.counts().filtered(),
                        stats.counts().predicateErrors()});
            }
            return counts;
        }
    }
}
