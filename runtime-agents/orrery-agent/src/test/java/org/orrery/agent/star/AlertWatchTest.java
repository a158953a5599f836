package org.orrery.agent.star;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.orrery.control.api.AlertApi;
import org.orrery.control.api.AlertApi.AlertEvent;
import org.orrery.control.api.AlertApi.AlertSpec;
import org.orrery.control.api.AlertApi.AlertView;
import org.orrery.control.api.Delivery;
import org.orrery.control.api.DomainApi.LinkCounts;
import org.orrery.control.api.DomainApi.LinkLatency;
import org.orrery.control.api.DomainApi.ProcessFigures;
import org.orrery.control.api.LinkPath;
import org.orrery.control.api.OperatorState;
import org.orrery.control.api.Role;
import org.orrery.control.api.SystemApi.ConnectionSpec;
import org.orrery.control.api.SystemApi.ConnectionView;
import org.orrery.control.api.SystemApi.DomainSpec;
import org.orrery.control.api.SystemApi.DomainView;
import org.orrery.control.api.SystemApi.HostSpec;
import org.orrery.control.api.SystemApi.LinkRates;
import org.orrery.control.api.SystemApi.OperatorSpec;
import org.orrery.control.api.SystemApi.OperatorView;
import org.orrery.control.api.SystemApi.SystemDeployment;
import org.orrery.control.api.SystemApi.SystemStatus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;

/**
 * The Star's alerts on statuses made here, at times given here: pending until past their limit for their time, firing
 * once, acting once, resolving; figures the Star derives (rates of counters, silences) from successive statuses; and
 * the alerts a system may carry.
 */
class AlertWatchTest {

    private final List<String> acted = new ArrayList<>();
    /** Runs actions at once, on the caller's thread. */
    private final AlertWatch watch = new AlertWatch(action -> {
        acted.add(action.toString());
        if (action.operator().equals("broken")) {
            throw new IllegalStateException("operator 'broken' refused it");
        }
        return "taken by " + action.operator();
    }, Runnable::run);

    private static SystemStatus status(double droppedPerSecond, long delivered, long errors, double cpuPercent,
            boolean planetUp) {
        ConnectionView link = new ConnectionView("a", "b", LinkPath.IPC,
                new LinkCounts(delivered, delivered, 0, 0, 0, 0, 0, 0), new LinkRates(100, 0, droppedPerSecond, 0),
                new LinkLatency(10, 20, 30, 40, 10, 250, 1, 1), 7, "binary", 0);
        OperatorView operator = new OperatorView("b", "planet", "t", OperatorState.RUNNING, delivered, 0, errors, "", 0,
                0, "", 0, 0, 42, 0);
        DomainView domain = new DomainView("planet", "lab", Role.PLANET, planetUp, 1, 1, "", List.of(),
                new ProcessFigures(cpuPercent, 300L * 1_048_576, 0, 0, 1, "", 0));
        return new SystemStatus("s", 0, List.of(domain), List.of(operator), List.of(link));
    }

    private static AlertSpec alert(String name, String subject, String measure, double limit, int forSeconds,
            String action) {
        return new AlertSpec(name, subject, measure, limit, forSeconds, action);
    }

    private AlertView view(String name) {
        return watch.views().stream().filter(v -> v.name().equals(name)).findFirst().orElseThrow();
    }

    private List<String> log() {
        return watch.report().log().stream().map(e -> e.alert() + " " + e.event()).toList();
    }

    @Test
    void anAlertIsPendingForItsTimeThenFiresOnceActsOnceAndResolves() {
        watch.watch(List.of(alert("drops", "a->b", "dropped-per-second", 10, 3, "set b workMicrosPerEvent=0")), 0,
                true);
        watch.evaluate(status(5, 0, 0, 1, true), 0);
        assertEquals("ok", view("drops").state());
        watch.evaluate(status(50, 0, 0, 1, true), 1_000);
        assertEquals(List.of("pending", 1_000L), List.of(view("drops").state(), view("drops").sinceMillis()));
        watch.evaluate(status(50, 0, 0, 1, true), 3_500);
        assertEquals("pending", view("drops").state(), "2.5 s of its 3");
        watch.evaluate(status(60, 0, 0, 1, true), 4_000);
        assertEquals(List.of("firing", 1, 60.0),
                List.of(view("drops").state(), view("drops").firings(), view("drops").value()));
        watch.evaluate(status(70, 0, 0, 1, true), 4_500);
        assertEquals(List.of("set b workMicrosPerEvent=0"), acted, "acted once while it fires");
        assertEquals("set b workMicrosPerEvent=0: taken by b", view("drops").lastAction());
        watch.evaluate(status(0, 0, 0, 1, true), 5_000);
        assertEquals("ok", view("drops").state());
        assertEquals(List.of("drops firing", "drops action", "drops resolved"), log());
        AlertEvent firing = watch.report().log().get(0);
        assertEquals(4_000, firing.atMillis());
        assertEquals("a->b: 60 events dropped a second is above its limit of 10 for 3 s", firing.detail());

        // past it again but not for its time: pending, then back within it without firing
        watch.evaluate(status(50, 0, 0, 1, true), 6_000);
        watch.evaluate(status(0, 0, 0, 1, true), 7_000);
        assertEquals(3, log().size());
        assertEquals(1, view("drops").firings());
    }

    @Test
    void aFailingActionIsLoggedAndTheAlertFiresOnAtOnceWithoutATime() {
        watch.watch(List.of(alert("busy", "b", "busy-percent", 40, 0, "set broken x=1")), 0, true);
        watch.evaluate(status(0, 0, 0, 1, true), 0);
        assertEquals("firing", view("busy").state(), "42 % above 40 %, at once");
        assertEquals(List.of("busy firing", "busy action-failed"), log());
        assertEquals("set broken x=1: operator 'broken' refused it", watch.report().log().get(1).detail());
    }

    @Test
    void ratesAndSilencesComeFromSuccessiveCounters() {
        watch.watch(List.of(alert("errors", "b", "errors-per-second", 5, 0, ""),
                alert("silent", "a->b", "silent-seconds", 2, 0, "")), 0, true);
        watch.evaluate(status(0, 100, 0, 1, true), 0);
        assertEquals(0.0, view("errors").value(), "no rate from one sample");
        watch.evaluate(status(0, 100, 20, 1, true), 2_000);
        assertEquals(10.0, view("errors").value(), "20 errors in 2 s");
        assertEquals("firing", view("errors").state());
        assertEquals(2.0, view("silent").value(), "delivered nothing new for 2 s");
        assertEquals("ok", view("silent").state(), "not above 2 s");
        watch.evaluate(status(0, 100, 20, 1, true), 2_500);
        assertEquals(List.of("firing", 2.5), List.of(view("silent").state(), view("silent").value()));
        assertEquals(0.0, view("errors").value());
        watch.evaluate(status(0, 101, 20, 1, true), 3_000);
        assertEquals(List.of("ok", 0.0), List.of(view("silent").state(), view("silent").value()));
        assertEquals(List.of("errors firing", "errors resolved", "silent firing", "silent resolved"), log());
    }

    @Test
    void aDomainDownHasNoFigureWhichNeitherResolvesNorFiresAgainAndAnAlertKeptAcrossADeploymentKeepsItsState() {
        AlertSpec cpu = alert("cpu", "planet", "cpu-percent", 80, 0, null);
        AlertSpec memory = alert("memory", "planet", "memory-mb", 299, 0, null);
        watch.watch(List.of(cpu, memory), 0, true);
        watch.evaluate(status(0, 0, 0, 95, true), 0);
        assertEquals(List.of("firing", "firing"), List.of(view("cpu").state(), view("memory").state()));
        assertEquals(300.0, view("memory").value());
        watch.watch(List.of(cpu, alert("memory", "planet", "memory-mb", 400, 0, null)), 100, true);
        assertEquals(List.of("firing", "ok"), List.of(view("cpu").state(), view("memory").state()),
                "the same rule keeps its state, a changed one starts anew");
        watch.evaluate(status(0, 0, 0, 95, false), 500);
        assertEquals(List.of("firing", "unknown"), List.of(view("cpu").state(), view("memory").state()),
                "without a figure a firing alert fires on, any other is unknown");
        assertNull(view("cpu").value());
        watch.evaluate(status(0, 0, 0, 95, true), 1_000);
        assertEquals(List.of(1, "firing"), List.of(view("cpu").firings(), view("cpu").state()),
                "the figure back above its limit: no second firing");
        watch.evaluate(status(0, 0, 0, 5, true), 1_500);
        assertEquals(List.of("cpu firing", "memory firing", "cpu resolved"), log());
    }

    @Test
    void aSystemsAlertsMustBeWellFormedAndNameWhatItHas() {
        SystemDeployment system = new SystemDeployment("s",
                List.of(new HostSpec("lab", "127.0.0.1",
                        List.of(new DomainSpec("star", Role.STAR, 0, List.of()),
                                new DomainSpec("planet", Role.PLANET, 0, List.of())))),
                List.of(),
                List.of(new OperatorSpec("a", "t", "planet", "", Map.of()),
                        new OperatorSpec("b", "t", "planet", "", Map.of())),
                List.of(new ConnectionSpec("a", "b", "", Delivery.RELIABLE)), true, List.of());
        assertNull(AlertWatch.problem(system));
        assertNull(AlertWatch.problem(with(system, alert("ok", "a -> b", "p99-us", 1_000, 5, "set a rate=1"))));
        assertEquals("alert 'x' watches connection 'b->a', which the system does not have",
                AlertWatch.problem(with(system, alert("x", "b->a", "backlog", 1, 0, null))));
        assertEquals("alert 'x' watches 'queue', which is none of " + AlertApi.Measure.names(),
                AlertWatch.problem(with(system, alert("x", "a->b", "queue", 1, 0, null))));
        assertEquals("alert 'x': cpu-percent is a figure of a domain, not of a connection ('a->b')",
                AlertWatch.problem(with(system, alert("x", "a->b", "cpu-percent", 1, 0, null))));
        assertEquals("alert 'x': its limit must be a number of 0 or more, not -1.0",
                AlertWatch.problem(with(system, alert("x", "b", "busy-percent", -1, 0, null))));
        assertTrue(AlertWatch.problem(with(system, alert("x", "b", "busy-percent", 1, 0, "restart b")))
                .contains("an action is 'set OPERATOR PARAMETER=VALUE'"));
        assertNull(AlertWatch.problem(with(system, alert("ok", "a -> b", "p99-us", 1_000, 5, "priority a->b -2"))));
        assertEquals("alert 'x' acts on connection 'b->a', which the system does not have",
                AlertWatch.problem(with(system, alert("x", "b", "busy-percent", 1, 0, "priority b -> a 1"))));
        assertTrue(AlertWatch.problem(with(system, alert("x", "b", "busy-percent", 1, 0, "priority a->b high")))
                .contains("or 'priority SOURCE->TARGET N'"));
        assertEquals("alert 'x' acts on operator 'c', which the system does not have",
                AlertWatch.problem(with(system, alert("x", "b", "busy-percent", 1, 0, "set c n=1"))));
        assertEquals("the system has more than one alert named 'x'", AlertWatch.problem(with(system,
                alert("x", "b", "busy-percent", 1, 0, null), alert("x", "a", "busy-percent", 1, 0, null))));
        assertTrue(AlertWatch.problem(with(system, alert("no name", "b", "busy-percent", 1, 0, null)))
                .startsWith("an alert's name is a letter or digit"));
        // two alerts that would set one subject each its own way would undo each other without end
        assertEquals(
                "alerts 'up' and 'down' set the priority a->b to different values (5 and -5): each would undo "
                        + "the other, and the Star would act without end; give the subject one value, or one alert",
                AlertWatch.problem(with(system, alert("up", "a->b", "backlog", 10, 0, "priority a->b 5"),
                        alert("down", "a->b", "p99-us", 10, 0, "priority a -> b -5"))));
        assertTrue(AlertWatch.problem(with(system, alert("x", "a", "busy-percent", 1, 0, "set b rate=1"),
                alert("y", "b", "busy-percent", 1, 0, "set b rate=2"))).contains("parameter b.rate"));
        assertNull(AlertWatch.problem(with(system, alert("x", "a", "busy-percent", 1, 0, "set b rate=1"),
                alert("y", "b", "busy-percent", 1, 0, "set b rate=1"))), "the same value twice agrees");
    }

    /**
     * An alert that fires again within its cool-down does not act again, nor does another alert on the same subject;
     * past it, it acts again; an action still waiting when a client deploys is dropped; past the bound of waiting
     * actions they are refused. Each one not carried out is logged with the reason.
     */
    @Test
    void actionsCoolDownAreDroppedWhenStaleAndWaitWithinABound() {
        List<Runnable> waiting = new ArrayList<>();
        AlertWatch queued = new AlertWatch(action -> {
            acted.add(action.toString());
            return "done";
        }, task -> {
            if (waiting.size() == AlertWatch.MAX_WAITING) {
                throw new java.util.concurrent.RejectedExecutionException("full");
            }
            waiting.add(task);
        });
        AlertSpec first = alert("first", "b", "busy-percent", 40, 0, "set b rate=1");
        AlertSpec second = alert("second", "planet", "cpu-percent", 50, 0, "set b rate=1");
        queued.watch(List.of(first, second), 0, true);
        queued.evaluate(status(0, 0, 0, 95, true), 1_000); // both fire: the first acts, the second is on its subject
        List<String> events = queued.report().log().stream().map(e -> e.alert() + " " + e.event()).toList();
        assertEquals(List.of("first firing", "second firing", "second action-skipped"), events);
        assertTrue(queued.report().log().get(2).detail().contains("the parameter b.rate was acted on 0 s ago"),
                queued.report().log().get(2).detail());
        waiting.remove(0).run();
        assertEquals(List.of("set b rate=1"), acted);

        // resolved, and firing again within the cool-down: no action
        queued.evaluate(status(0, 0, 0, 5, true), 2_000);
        queued.evaluate(status(0, 0, 0, 95, true), 3_000);
        assertTrue(waiting.isEmpty());
        assertTrue(queued.views().get(1).lastAction().contains("at most once in 60 s"),
                queued.views().get(1).lastAction());
        // past the cool-down it acts again; a client deploys before the action runs: it is dropped as stale
        queued.evaluate(status(0, 0, 0, 5, true), 2_000 + AlertWatch.COOL_DOWN_MILLIS);
        queued.evaluate(status(0, 0, 0, 95, true), 3_000 + AlertWatch.COOL_DOWN_MILLIS);
        assertEquals(1, waiting.size());
        queued.watch(List.of(first, second), 4_000 + AlertWatch.COOL_DOWN_MILLIS, true);
        waiting.remove(0).run();
        assertEquals(List.of("set b rate=1"), acted, "the stale action was not carried out");
        assertTrue(queued.views().get(1).lastAction().contains("dropped, the deployment it was computed for"),
                queued.views().get(1).lastAction());

        // many alerts on many subjects at once: at most MAX_WAITING wait, the rest are refused and logged
        List<AlertSpec> many = new ArrayList<>();
        for (int i = 0; i < AlertWatch.MAX_WAITING + 3; i++) {
            many.add(alert("a" + i, "b", "busy-percent", 1, 0, "set b p" + i + "=1"));
        }
        queued.watch(many, 0, true);
        queued.evaluate(status(0, 0, 0, 5, true), 10 * AlertWatch.COOL_DOWN_MILLIS);
        assertEquals(AlertWatch.MAX_WAITING, waiting.size());
        assertEquals(3, queued.report()
                .log()
                .stream()
                .filter(e -> e.event().equals(AlertEvent.ACTION_SKIPPED) && e.detail().contains("actions wait already"))
                .count());
    }

    private static SystemDeployment with(SystemDeployment system, AlertSpec... alerts) {
        return new SystemDeployment(system.system(), system.hosts(), system.bundles(), system.operators(),
                system.connections(), system.specialize(), List.of(alerts));
    }

    @Test
    void theRulesForPrometheusWatchTheSameFiguresOverTheDomainsMetrics() {
        String rules = PrometheusRules.of("solar",
                List.of(alert("drops", "a->b", "dropped-per-second", 10, 3, "set b x=1"),
                        alert("quiet", "b", "silent-seconds", 30, 0, null),
                        alert("big", "planet \"1\"", "memory-mb", 512, 0, null)));
        // read back as YAML: each alert a rule over the same figure, what the model named kept whole
        JsonNode read = yaml(rules).get("groups").get(0);
        assertEquals("orrery-solar", read.get("name").asText());
        JsonNode drops = read.get("rules").get(0);
        assertEquals("drops", drops.get("alert").asText());
        assertEquals("sum(rate(orrery_connection_dropped_total{source=\"a\",target=\"b\"}[15s])) > 10.0",
                drops.get("expr").asText());
        assertEquals("3s", drops.get("for").asText());
        assertEquals("a->b", drops.get("labels").get("orrery_subject").asText());
        assertEquals(
                "sum(changes(orrery_operator_events_in_total{operator=\"b\"}[30s])) + "
                        + "sum(changes(orrery_operator_events_out_total{operator=\"b\"}[30s])) == 0",
                read.get("rules").get(1).get("expr").asText());
        assertFalse(read.get("rules").get(1).has("for"));
        assertEquals("max(orrery_domain_resident_bytes{domain=\"planet \\\"1\\\"\"}) / 1048576 > 512.0",
                read.get("rules").get(2).get("expr").asText(), "quotes escaped for PromQL");
        assertEquals("planet \"1\"", read.get("rules").get(2).get("labels").get("orrery_subject").asText());
        // latencies from the histograms, in the µs the alert's limit is in
        assertEquals(
                "histogram_quantile(0.99, sum by (le) (rate(orrery_connection_latency_seconds_bucket"
                        + "{source=\"a\",target=\"b\"}[15s]))) * 1e6 > 500.0",
                yaml(PrometheusRules.of("s", List.of(alert("slow", "a->b", "p99-us", 500, 0, null)))).get("groups")
                        .get(0)
                        .get("rules")
                        .get(0)
                        .get("expr")
                        .asText());
        assertEquals(0, yaml(PrometheusRules.of("empty", List.of())).get("groups").get(0).get("rules").size());
        String carriage = PrometheusRules.of("s\r", List.of(alert("cr", "planet\r1", "memory-mb", 1, 0, null)));
        assertFalse(carriage.contains("\r"), carriage);
        assertEquals("s\r",
                yaml(carriage).get("groups").get(0).get("rules").get(0).get("labels").get("orrery_system").asText());
    }

    private static JsonNode yaml(String text) {
        try {
            return new ObjectMapper(new YAMLFactory()).readTree(text);
        } catch (IOException e) {
            throw new AssertionError(text, e);
        }
    }
}
