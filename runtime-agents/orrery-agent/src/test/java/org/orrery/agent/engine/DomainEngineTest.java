package org.orrery.agent.engine;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.orrery.agent.TestBundles;
import org.orrery.agent.engine.DomainContext.Tuning;
import org.orrery.agent.transport.DomainIdle;
import org.orrery.control.api.Delivery;
import org.orrery.control.api.DomainApi.Change;
import org.orrery.control.api.DomainApi.ConnectionStats;
import org.orrery.control.api.DomainApi.OperatorStats;
import org.orrery.control.api.LatencyProfile;
import org.orrery.control.api.OperatorState;

/** Operators from the real sample bundle, created and connected in one domain, with exact counts. */
@Timeout(60)
class DomainEngineTest {

    @TempDir
    Path temp;

    private DomainFramework framework;
    private DomainEngine engine;

    @BeforeEach
    void start() throws Exception {
        DomainContext context = TestBundles.domain("planet1", temp)
                .withTuning(new Tuning(5, 5_000, "backoff", 1_000_000));
        framework = TestBundles.frameworkWithSampleOperators(context);
        engine = new DomainEngine(context, framework);
    }

    @AfterEach
    void stop() throws Exception {
        engine.close();
        framework.close();
    }

    private static OperatorSpec source(String name, long count, String attributes) {
        return new OperatorSpec(name, "org.orrery.sample.source", "/sources/" + name,
                Map.of("count", String.valueOf(count), "eventsPerSecond", "0", "seed", "7", "payloadBytes", "64",
                        "attributes", attributes));
    }

    private static OperatorSpec operator(String name, String type, Map<String, String> parameters) {
        return new OperatorSpec(name, type, "", parameters);
    }

    private static RouteSpec route(String source, String target, String predicate) {
        return new RouteSpec(source, target, predicate, Delivery.RELIABLE);
    }

    @Test
    void aFiftyPercentFilterDeliversExactlyHalfInOrder() throws Exception {
        engine.deploy(
                List.of(source("sensor", 10_000, "n=seq();celsius=gauss(20,8)"),
                        operator("even", "org.orrery.sample.filter", Map.of("predicate", "n % 2 == 0")),
                        operator("display", "org.orrery.sample.application", Map.of())),
                List.of(route("sensor", "even", ""), route("even", "display", "")));
        awaitQuiescent();

        assertEquals(5_000, stats("display").eventsIn());
        assertEquals(10_000, stats("sensor").eventsOut());
        ConnectionStats toDisplay = route("even", "display");
        assertEquals(5_000, toDisplay.counts().delivered());
        assertEquals(0, toDisplay.counts().outOfOrder());
        assertEquals(0, toDisplay.counts().dropped());
        assertEquals(5_000L * 64, toDisplay.counts().bytes());
        assertEquals(10_000, route("sensor", "even").counts().delivered());
    }

    @ParameterizedTest
    @ValueSource(strings = {"throughput", "balanced", "low-latency", "backoff", "sleeping", "yielding", "busy-spin"})
    void everyIdleStrategyDeliversExactly(String idleStrategy) throws Exception {
        engine.close();
        DomainContext context = TestBundles.domain("planet1", temp)
                .withTuning(new Tuning(10, 5_000, idleStrategy, 1_000_000));
        engine = new DomainEngine(context, framework);
        deploySensorToDisplay(20_000, "");
        awaitQuiescent();
        assertEquals(20_000, stats("display").eventsIn());
        assertEquals(0, route("sensor", "display").counts().outOfOrder());
    }

    @Test
    void aLatencyProfileChangesHowTheRunningDomainWaitsAndItsEventThreadsTimerSlack() throws Exception {
        OperatorSpec trickle = new OperatorSpec("sensor", "org.orrery.sample.source", "",
                Map.of("count", "0", "eventsPerSecond", "2000", "payloadBytes", "64", "attributes", "n=seq()"));
        engine.deploy(List.of(trickle, operator("display", "org.orrery.sample.application", Map.of())),
                List.of(route("sensor", "display", "")));
        assertEquals("backoff", engine.idle(), "the tuning's strategy until a profile is named");
        for (LatencyProfile profile : List.of(LatencyProfile.BALANCED, LatencyProfile.LOW_LATENCY,
                LatencyProfile.THROUGHPUT)) {
            long before = stats("display").eventsIn();
            engine.latencyProfile(profile);
            assertEquals(profile.wireName(), engine.idle());
            if (Runtime.version().feature() >= 22) {
                // set by the event thread on itself and read back from the kernel there
                long wanted = switch (profile) {
                    case BALANCED -> 1_000;
                    case LOW_LATENCY -> 1;
                    case THROUGHPUT -> -2;
                };
                awaitTrue("the event thread's timer slack follows " + profile.wireName(),
                        () -> wanted == -2 ? engine.timerSlackNs() > 1_000 : engine.timerSlackNs() == wanted);
            }
            awaitTrue("events keep flowing under " + profile.wireName(),
                    () -> stats("display").eventsIn() > before + 50);
        }
        assertEquals(0, route("sensor", "display").counts().outOfOrder());
        assertEquals(0, route("sensor", "display").counts().dropped());
    }

    @Test
    void anUnknownIdleStrategyIsRefusedNamingIt() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> new Tuning(10, 5_000, "nap", 1_000_000));
        assertTrue(refused.getMessage().contains("not nap"), refused.getMessage());
    }

    /**
     * With nothing deployed the duty thread parks long (it wakes for a command at once): waking every millisecond it
     * used about 18 ms of CPU a second; an undeployed domain goes back to that.
     */
    @Test
    void aDomainWithNothingDeployedLetsItsEventThreadSleepAndStillAnswersAtOnce() throws Exception {
        assertOnlyParksLong(DomainIdle.Quiet.VACANT);

        deploySensorToDisplay(1_000, "");
        awaitQuiescent();
        assertEquals(1_000, stats("display").eventsIn());
    }

    /**
     * The domain's event thread, left alone for a second, woke up and parked again the long way that {@code level}
     * says, and never the short way of a domain with work (counted by its idle strategy, so no clock or CPU time is
     * read).
     */
    private void assertOnlyParksLong(DomainIdle.Quiet level) throws InterruptedException {
        DomainIdle idle = engine.idleStrategy();
        awaitTrue("the event thread knows it is " + level, () -> idle.quiet() == level);
        Thread.sleep(300); // a cycle under way when the level changed may still end in a short idle
        long longBefore = idle.quietParks();
        long shortBefore = idle.shortIdles();
        Thread.sleep(1_000);
        assertEquals(level, idle.quiet());
        assertEquals(shortBefore, idle.shortIdles(), "the event thread waited the short way while " + level);
        assertTrue(idle.quietParks() > longBefore, "the event thread woke up and parked again");
    }

    @Test
    void aHeldDeploymentIsWiredButItsSourcesWaitForTheStart() throws Exception {
        engine.apply(
                List.of(source("sensor", 1_000, "n=seq()"),
                        operator("display", "org.orrery.sample.application", Map.of())),
                List.of(route("sensor", "display", "")), true, null);
        // held, the event thread parks 10 ms at a time: waking every millisecond it used about 36 ms of CPU in 2 s
        assertOnlyParksLong(DomainIdle.Quiet.HELD);
        assertEquals(0, stats("sensor").eventsOut(), "a held source sends nothing");
        assertEquals(OperatorState.RUNNING, stats("sensor").state());

        assertEquals(List.of("sensor", "display"), engine.startHeld());
        awaitQuiescent();
        assertEquals(1_000, stats("display").eventsIn());
        assertEquals(List.of(), engine.startHeld(), "started once");

        // a held redeploy holds what it creates or restarts; what it keeps goes on
        engine.apply(
                List.of(source("sensor", 1_000, "n=seq()"),
                        operator("display", "org.orrery.sample.application", Map.of()), source("late", 500, "n=seq()")),
                List.of(route("sensor", "display", ""), route("late", "display", "")), true, null);
        Thread.sleep(300);
        assertEquals(0, stats("late").eventsOut());
        assertEquals(List.of("late"), engine.startHeld());
        awaitQuiescent();
        assertEquals(1_500, stats("display").eventsIn(), "the kept display counted on");
    }

    @Test
    void aConnectionPredicateFiltersOnTheWay() throws Exception {
        deploySensorToDisplay(1_000, "n < 100 || n >= 900");
        awaitQuiescent();
        ConnectionStats stats = route("sensor", "display");
        assertEquals(200, stats.counts().delivered());
        assertEquals(800, stats.counts().filtered());
        assertEquals(200, stats("display").eventsIn());
    }

    @Test
    void theSolarChainTransformsMergesAndAggregates() throws Exception {
        engine.deploy(
                List.of(source("sensorA", 2_000, "celsius=gauss(20,8)"),
                        source("sensorB", 2_000, "celsius=gauss(18,6)"),
                        operator("hot", "org.orrery.sample.filter", Map.of("predicate", "celsius > 25.0")),
                        operator("fahrenheit", "org.orrery.sample.transform",
                                Map.of("attribute", "celsius", "scale", "1.8", "offset", "32", "outputAttribute",
                                        "fahrenheit", "outputType", "temperature-f")),
                        operator("merge", "org.orrery.sample.merge", Map.of()),
                        operator("dailyHigh", "org.orrery.sample.aggregate",
                                Map.of("attribute", "fahrenheit", "mode", "high")),
                        operator("display", "org.orrery.sample.application", Map.of())),
                List.of(route("sensorA", "hot", ""), route("sensorB", "merge", "celsius > 25.0"),
                        route("hot", "fahrenheit", ""), route("fahrenheit", "merge", ""),
                        route("merge", "dailyHigh", "fahrenheit > 0 || celsius > 0"),
                        route("dailyHigh", "display", "")));
        awaitQuiescent();
        long hotA = stats("hot").eventsOut();
        long hotB = route("sensorB", "merge").counts().delivered();
        assertTrue(hotA > 0 && hotB > 0, "both sensors have hot readings");
        assertEquals(hotA + hotB, stats("merge").eventsIn());
        long highs = stats("display").eventsIn();
        assertTrue(highs >= 1 && highs < hotA + hotB, "only new highs reach the display: " + highs);
        assertEquals(0, stats("fahrenheit").errors());
    }

    @Test
    void anOperatorThatKeepsFailingIsQuarantinedAndTheRestRunsOn() throws Exception {
        engine.deploy(
                List.of(source("noCelsius", 1_000, "n=seq()"),
                        operator("convert", "org.orrery.sample.transform",
                                Map.of("attribute", "celsius", "outputType", "t")),
                        operator("afterConvert", "org.orrery.sample.application", Map.of()),
                        source("healthy", 1_000, "n=seq()"),
                        operator("display", "org.orrery.sample.application", Map.of())),
                List.of(route("noCelsius", "convert", ""), route("convert", "afterConvert", ""),
                        route("healthy", "display", "")));
        awaitQuiescent();
        OperatorStats convert = stats("convert");
        assertEquals(OperatorState.QUARANTINED, convert.state());
        assertEquals(5, convert.errors());
        assertTrue(convert.lastError().contains("attribute 'celsius' is missing"), convert.lastError());
        assertEquals(5, route("noCelsius", "convert").counts().delivered());
        assertEquals(995, route("noCelsius", "convert").counts().dropped());
        assertEquals(1_000, stats("display").eventsIn());
        assertEquals(OperatorState.RUNNING, stats("display").state());
    }

    @Test
    void aFailedDeploymentLeavesTheRunningOneUntouched() throws Exception {
        deploySensorToDisplay(500, "");
        awaitQuiescent();

        DeploymentException unknownType = assertThrows(DeploymentException.class,
                () -> engine.deploy(List.of(operator("ghost", "org.example.ghost", Map.of())), List.of()));
        assertTrue(unknownType.getMessage().contains("org.example.ghost"), unknownType.getMessage());

        DeploymentException badPredicate = assertThrows(DeploymentException.class,
                () -> engine.deploy(List.of(operator("broken", "org.orrery.sample.filter", Map.of("predicate", "n >"))),
                        List.of()));
        assertTrue(badPredicate.getMessage().contains("operator 'broken'")
                && badPredicate.getMessage().contains("does not parse"), badPredicate.getMessage());

        DeploymentException badRoute = assertThrows(DeploymentException.class,
                () -> engine.deploy(List.of(operator("late", "org.orrery.sample.application", Map.of())),
                        List.of(route("sensor", "nowhere", ""))));
        assertTrue(badRoute.getMessage().contains("'nowhere'"), badRoute.getMessage());

        assertEquals(List.of("sensor", "display"), engine.operatorStats().stream().map(OperatorStats::name).toList());
        assertEquals(500, stats("display").eventsIn());
    }

    @Test
    void applyingADeploymentChangesOnlyWhatDiffers() throws Exception {
        OperatorSpec sensor = new OperatorSpec("sensor", "org.orrery.sample.source", "/s",
                Map.of("count", "0", "eventsPerSecond", "2000", "attributes", "n=seq()"));
        OperatorSpec display = operator("display", "org.orrery.sample.application", Map.of());
        engine.apply(List.of(sensor, operator("even", "org.orrery.sample.filter", Map.of("predicate", "n % 2 == 0")),
                display), List.of(route("sensor", "even", ""), route("even", "display", "")));
        awaitEvents("display", 100);
        long displayStarted = stats("display").startedAtMillis();
        long sensorOut = stats("sensor").eventsOut();

        Change change = engine.apply(
                List.of(sensor, operator("even", "org.orrery.sample.filter", Map.of("predicate", "n % 4 == 0")),
                        display, operator("audit", "org.orrery.sample.application", Map.of())),
                List.of(route("sensor", "even", ""), route("even", "display", ""), route("sensor", "audit", "")));
        assertEquals(List.of("sensor", "display"), change.kept());
        assertEquals(List.of("even"), change.restarted());
        assertEquals(List.of("audit"), change.created());
        assertEquals(List.of(), change.removed());
        assertEquals(2, change.routesKept());
        assertEquals(1, change.routesWired());
        assertEquals(displayStarted, stats("display").startedAtMillis());
        assertTrue(stats("sensor").eventsOut() >= sensorOut, "the sensor kept its counters");
        assertEquals(1, stats("even").restarts());
        long displayIn = stats("display").eventsIn();
        awaitEvents("audit", 50);
        awaitEvents("display", displayIn + 20);

        Change removal = engine.apply(List.of(sensor, display), List.of(route("sensor", "display", "")));
        assertEquals(List.of("even", "audit"), removal.removed());
        assertEquals(3, removal.routesRemoved());
        assertEquals(List.of("sensor", "display"), engine.operatorStats().stream().map(OperatorStats::name).toList());
        long before = stats("display").eventsIn();
        awaitEvents("display", before + 100);
    }

    @Test
    void stoppingTheProvidingBundleSuspendsItsOperatorsAndStartingItResumesThem() throws Exception {
        engine.apply(
                List.of(new OperatorSpec("sensor", "org.orrery.sample.source", "/s",
                        Map.of("count", "0", "eventsPerSecond", "2000", "attributes", "n=seq()")),
                        operator("display", "org.orrery.sample.application", Map.of())),
                List.of(route("sensor", "display", "")));
        awaitEvents("display", 50);
        long bundle = framework.bundles()
                .stream()
                .filter(b -> b.symbolicName().equals("org.orrery.sample.operators"))
                .findFirst()
                .orElseThrow()
                .id();
        assertTrue(stats("display").provider().contains("org.orrery.sample.operators"), stats("display").provider());

        framework.stop(bundle);
        assertEquals(OperatorState.SUSPENDED, stats("sensor").state());
        assertEquals(OperatorState.SUSPENDED, stats("display").state());
        assertTrue(stats("display").lastError().contains("org.orrery.sample.operators"), stats("display").lastError());

        framework.start(bundle);
        await().atMost(Duration.ofSeconds(20))
                .pollInterval(Duration.ofMillis(10))
                .until(() -> stats("display").state() == OperatorState.RUNNING);
        assertEquals(OperatorState.RUNNING, stats("sensor").state());
        assertEquals(1, stats("display").restarts());
        awaitEvents("display", 50);
    }

    @Test
    void aRebuiltBundleInstalledBesideItsEarlierBuildTakesOverItsOperators() throws Exception {
        List<OperatorSpec> operators = List.of(
                new OperatorSpec("sensor", "org.orrery.sample.source", "/s",
                        Map.of("count", "0", "eventsPerSecond", "2000", "attributes", "n=seq()")),
                operator("display", "org.orrery.sample.application", Map.of()));
        List<RouteSpec> routes = List.of(route("sensor", "display", ""));
        engine.apply(operators, routes, false, List.of("sample:operators"));
        awaitEvents("display", 50);
        // the same name and version with other bytes, as a rebuild makes it: installed beside the earlier build
        byte[] rebuilt = TestBundles.withEntry(TestBundles.sampleOperators(), "rebuilt.txt", "a second build");
        long second = framework.install("sample:operators#2", rebuilt, null).id();
        framework.start(second);

        Change unchanged = engine.apply(operators, routes, false, List.of("sample:operators"));
        assertEquals(List.of("sensor", "display"), unchanged.kept(), "the earlier build is still the one wanted");
        Change replaced = engine.apply(operators, routes, false, List.of("sample:operators#2"));
        assertEquals(List.of("sensor", "display"), replaced.restarted());
        assertTrue(stats("display").provider().contains("[" + second + "]"), stats("display").provider());
        assertEquals(1, stats("display").restarts());
        assertEquals(List.of("sensor", "display"),
                engine.apply(operators, routes, false, List.of("sample:operators#2")).kept());
        awaitEvents("display", 50);
    }

    private void awaitEvents(String operator, long atLeast) {
        await().atMost(Duration.ofSeconds(30))
                .pollInterval(Duration.ofMillis(5))
                .untilAsserted(() -> assertTrue(stats(operator).eventsIn() >= atLeast,
                        operator + " did not reach " + atLeast + " events: " + engine.operatorStats()));
    }

    private static void awaitTrue(String what, BooleanSupplier condition) {
        await(what).atMost(Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(5)).until(condition::getAsBoolean);
    }

    private void awaitQuiescent() {
        await().atMost(Duration.ofSeconds(30))
                .pollInterval(Duration.ofMillis(5))
                .untilAsserted(
                        () -> assertTrue(engine.isQuiescent(), "the domain did not finish: " + engine.operatorStats()));
    }

    /** A sensor of {@code count} numbered events connected to a display through {@code predicate}. */
    private void deploySensorToDisplay(int count, String predicate) throws DeploymentException {
        engine.deploy(
                List.of(source("sensor", count, "n=seq()"),
                        operator("display", "org.orrery.sample.application", Map.of())),
                List.of(route("sensor", "display", predicate)));
    }

    private OperatorStats stats(String name) {
        return engine.operatorStats()
                .stream()
                .filter(s -> s.name().equals(name))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no operator " + name));
    }

    private ConnectionStats route(String source, String target) {
        return engine.routeStats()
                .stream()
                .filter(r -> r.source().equals(source) && r.target().equals(target))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no route " + source + " -> " + target));
    }
}
