package org.orrery.agent.star;

import static org.orrery.control.api.AlertApi.number;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.LongSupplier;

import org.orrery.control.api.AlertApi;
import org.orrery.control.api.AlertApi.AlertEvent;
import org.orrery.control.api.AlertApi.AlertSpec;
import org.orrery.control.api.AlertApi.AlertView;
import org.orrery.control.api.AlertApi.Measure;
import org.orrery.control.api.AlertApi.State;
import org.orrery.control.api.SystemApi.ConnectionView;
import org.orrery.control.api.SystemApi.DomainView;
import org.orrery.control.api.SystemApi.OperatorView;
import org.orrery.control.api.SystemApi.SystemDeployment;
import org.orrery.control.api.SystemApi.SystemStatus;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The deployed system's alerts, evaluated against every heartbeat's status: an alert whose figure is above its limit is
 * pending, and fires once it has been for its {@code forSeconds}; a firing alert acts once, off the heartbeat, and
 * resolves when its figure is within its limit again. Every firing, action and resolution is kept (the last
 * {@link AlertApi#MAX_LOG}) and written to the Star's log with its time. <p> Actions cannot loop: a system whose alerts
 * would set one subject to different values is refused ({@link #problem}); an alert acts at most once per
 * {@link #COOL_DOWN_MILLIS}, and so does anything on one subject whichever alert acts; an action computed for a
 * deployment that a client's deployment has replaced since is dropped; at most {@link #MAX_WAITING} wait to be carried
 * out. Each one not carried out is logged with the reason.
 */
final class AlertWatch {

    private static final Logger LOG = LoggerFactory.getLogger(AlertWatch.class);

    /** How long after an action neither its alert nor any alert on the same subject acts again. */
    static final long COOL_DOWN_MILLIS = 60_000;
    /** How many actions may wait to be carried out; the executor of actions is bounded to it. */
    static final int MAX_WAITING = 8;

    /** Carries out an alert's action; answers what it did, or throws why it could not. */
    interface Actor {

        String act(AlertApi.Action action) throws Exception;
    }

    private final Actor actor;
    private final Executor actions;
    private List<Watched> watched = List.of();
    private final ArrayDeque<AlertEvent> log = new ArrayDeque<>();
    /** When anything last acted on each subject of the watched alerts' actions ({@link AlertApi.Action#subject}). */
    private final Map<String, Long> actedOn = new HashMap<>();
    /** Counts the deployments that clients made: an action computed under an earlier one is stale. */
    private long deployment;

    /** The wall clock an action's events are stamped by when they happen off the heartbeat. */
    private final LongSupplier millis;

    AlertWatch(Actor actor, Executor actions) {
        this(actor, actions, System::currentTimeMillis);
    }

    AlertWatch(Actor actor, Executor actions, LongSupplier millis) {
        this.actor = actor;
        this.actions = actions;
        this.millis = millis;
    }

    /**
     * Why the Star cannot watch {@code system}'s alerts (one is malformed, named twice, or watches or acts on what the
     * system lacks), or null when it can.
     */
    static String problem(SystemDeployment system) {
        if (system.alerts().size() > AlertApi.MAX_ALERTS) {
            return "a system carries at most " + AlertApi.MAX_ALERTS + " alerts, not " + system.alerts().size();
        }
        Set<String> names = new HashSet<>();
        Map<String, AlertSpec> actingOn = new HashMap<>();
        for (AlertSpec alert : system.alerts()) {
            String problem = alert.problem();
            if (problem != null) {
                return problem;
            }
            if (!names.add(alert.name())) {
                return "the system has more than one alert named '" + alert.name() + "'";
            }
            boolean known = switch (alert.subjectKind()) {
                case CONNECTION -> system.connections()
                        .stream()
                        .anyMatch(c -> c.source().equals(alert.link()[0]) && c.target().equals(alert.link()[1]));
                case OPERATOR -> system.operators().stream().anyMatch(o -> o.name().equals(alert.subject()));
                case DOMAIN -> system.hosts()
                        .stream()
                        .flatMap(h -> h.domains().stream())
                        .anyMatch(d -> d.name().equals(alert.subject()));
            };
            if (!known) {
                return "alert '" + alert.name() + "' watches " + alert.subjectKind().wireName() + " '" + alert.subject()
                        + "', which the system does not have";
            }
            if (alert.action() != null && !alert.action().isBlank()) {
                AlertApi.Action action = AlertApi.Action.parse(alert.action());
                if (action.setsParameter()
                        && system.operators().stream().noneMatch(o -> o.name().equals(action.operator()))) {
                    return "alert '" + alert.name() + "' acts on operator '" + action.operator()
                            + "', which the system does not have";
                }
                if (!action.setsParameter() && system.connections()
                        .stream()
                        .noneMatch(c -> c.source().equals(action.link()[0]) && c.target().equals(action.link()[1]))) {
                    return "alert '" + alert.name() + "' acts on connection '" + action.link()[0] + "->"
                            + action.link()[1] + "', which the system does not have";
                }
                AlertSpec other = actingOn.putIfAbsent(action.subject(), alert);
                if (other != null) {
                    AlertApi.Action earlier = AlertApi.Action.parse(other.action());
                    if (!earlier.setting().equals(action.setting())) {
                        return "alerts '" + other.name() + "' and '" + alert.name() + "' set the " + action.subject()
                                + " to different values (" + earlier.setting() + " and " + action.setting()
                                + "): each would undo the other, and the Star would act without end; give the "
                                + "subject one value, or one alert";
                    }
                }
            }
        }
        return null;
    }

    /**
     * Watches {@code alerts} from now on: an alert the system carried before, unchanged, keeps its state, count and
     * cool-down; the others start within their limits. {@code byClient}: a client's deployment (not the Star's own
     * action), which makes the actions still waiting stale.
     */
    synchronized void watch(List<AlertSpec> alerts, long nowMillis, boolean byClient) {
        List<Watched> next = new ArrayList<>();
        for (AlertSpec spec : alerts) {
            next.add(watched.stream()
                    .filter(w -> w.spec.equals(spec))
                    .findFirst()
                    .orElseGet(() -> new Watched(spec, nowMillis)));
        }
        watched = List.copyOf(next);
        Set<String> subjects = new HashSet<>();
        for (AlertSpec spec : alerts) {
            if (spec.action() != null && !spec.action().isBlank()) {
                subjects.add(AlertApi.Action.parse(spec.action()).subject());
            }
        }
        actedOn.keySet().retainAll(subjects); // bounded by the alerts a system carries
        if (byClient) {
            deployment++;
        }
    }

    synchronized boolean isEmpty() {
        return watched.isEmpty();
    }

    /** Evaluates every alert on {@code status}, taken at {@code nowMillis}; fires, acts and resolves. */
    synchronized void evaluate(SystemStatus status, long nowMillis) {
        for (Watched alert : watched) {
            alert.value = figure(alert, status, nowMillis);
            boolean above = alert.value != null && alert.value > alert.spec.limit();
            State before = alert.state;
            if (above && (before == State.OK || before == State.UNKNOWN)) {
                alert.enter(State.PENDING, nowMillis);
            }
            if (above && alert.state == State.PENDING
                    && nowMillis - alert.sinceMillis >= alert.spec.seconds() * 1000L) {
                alert.enter(State.FIRING, nowMillis);
                alert.firings++;
                record(nowMillis, alert.spec.name(), AlertEvent.FIRING,
                        describe(alert) + " is above its limit of " + number(alert.spec.limit())
                                + (alert.spec.seconds() > 0 ? " for " + alert.spec.seconds() + " s" : ""));
                act(alert, nowMillis);
            } else if (alert.value == null) {
                // no figure (its domain down, or between two parts of a deployment): a firing alert fires on, so that
                // a gap in the figures never fires and acts again; any other is unknown, its pending time lost
                if (before != State.FIRING && before != State.UNKNOWN) {
                    alert.enter(State.UNKNOWN, nowMillis);
                }
            } else if (!above && before != State.OK) {
                if (before == State.FIRING) {
                    record(nowMillis, alert.spec.name(), AlertEvent.RESOLVED,
                            describe(alert) + " is within its limit of " + number(alert.spec.limit()));
                }
                alert.enter(State.OK, nowMillis);
            }
        }
    }

    /** Every alert as it stands after the last evaluation. */
    synchronized List<AlertView> views() {
        List<AlertView> views = new ArrayList<>(watched.size());
        for (Watched alert : watched) {
            AlertSpec spec = alert.spec;
            views.add(new AlertView(spec.name(), spec.subject(), spec.measure(), spec.limit(), spec.seconds(),
                    spec.action() == null ? "" : spec.action(), alert.state.wireName(), alert.value, alert.sinceMillis,
                    alert.firings, alert.lastAction));
        }
        return views;
    }

    synchronized AlertApi.AlertReport report() {
        return new AlertApi.AlertReport(views(), List.copyOf(log));
    }

    /** The figure the alert watches in {@code status}, or null when the status has none of its subject. */
    private static Double figure(Watched alert, SystemStatus status, long nowMillis) {
        AlertSpec spec = alert.spec;
        Measure measure = Measure.of(spec.measure());
        switch (spec.subjectKind()) {
            case CONNECTION -> {
                String[] link = spec.link();
                ConnectionView connection = status.connections()
                        .stream()
                        .filter(c -> c.source().equals(link[0]) && c.target().equals(link[1]))
                        .findFirst()
                        .orElse(null);
                if (connection == null) {
                    return null;
                }
                return switch (measure) {
                    case DROPPED_PER_SECOND -> connection.rates().droppedPerSecond();
                    case P99_US -> connection.latency().p99LastSecond();
                    case HOP_P99_US -> connection.hopLatency().p99LastSecond();
                    case BACKLOG -> (double) connection.backlog();
                    case SILENT_SECONDS -> alert.silentSeconds(connection.counts().delivered(), nowMillis);
                    default -> null;
                };
            }
            case OPERATOR -> {
                OperatorView operator = status.operators()
                        .stream()
                        .filter(o -> o.name().equals(spec.subject()))
                        .findFirst()
                        .orElse(null);
                if (operator == null) {
                    return null;
                }
                return switch (measure) {
                    case ERRORS_PER_SECOND -> alert.perSecond(operator.errors(), nowMillis);
                    case BUSY_PERCENT -> operator.busyPercent();
                    case SILENT_SECONDS -> alert.silentSeconds(operator.eventsIn() + operator.eventsOut(), nowMillis);
                    default -> null;
                };
            }
            default -> {
                DomainView domain = status.domains()
                        .stream()
                        .filter(d -> d.name().equals(spec.subject()))
                        .findFirst()
                        .orElse(null);
                if (domain == null || !domain.up() || domain.process() == null) {
                    return null;
                }
                double value = measure == Measure.CPU_PERCENT ? domain.process().cpuPercent()
                        : domain.process().residentBytes() / 1_048_576.0;
                return value < 0 ? null : value;
            }
        }
    }

    /**
     * Runs the alert's action, if it has one, once, off the heartbeat, unless it or its subject is within its
     * cool-down; its outcome is logged.
     */
    private void act(Watched alert, long nowMillis) {
        String text = alert.spec.action();
        if (text == null || text.isBlank()) {
            return;
        }
        AlertApi.Action action = AlertApi.Action.parse(text);
        String name = alert.spec.name();
        if (nowMillis - alert.actedMillis < COOL_DOWN_MILLIS) {
            skip(alert, nowMillis, action + ": this alert acted " + (nowMillis - alert.actedMillis) / 1000
                    + " s ago (an alert acts at most once in " + COOL_DOWN_MILLIS / 1000 + " s)");
            return;
        }
        Long subjectActed = actedOn.get(action.subject());
        if (subjectActed != null && nowMillis - subjectActed < COOL_DOWN_MILLIS) {
            skip(alert, nowMillis, action + ": the " + action.subject() + " was acted on "
                    + (nowMillis - subjectActed) / 1000 + " s ago (at most once in " + COOL_DOWN_MILLIS / 1000 + " s)");
            return;
        }
        alert.actedMillis = nowMillis;
        actedOn.put(action.subject(), nowMillis);
        long computedUnder = deployment;
        try {
            actions.execute(() -> {
                synchronized (this) {
                    if (deployment != computedUnder) {
                        skip(alert, millis.getAsLong(), action
                                + ": dropped, the deployment it was computed for was replaced before it could act");
                        return;
                    }
                }
                String event;
                String detail;
                try {
                    event = AlertEvent.ACTION;
                    detail = action + ": " + actor.act(action);
                } catch (Exception e) {
                    event = AlertEvent.ACTION_FAILED;
                    detail = action + ": " + e.getMessage();
                }
                synchronized (this) {
                    alert.lastAction = detail;
                    record(millis.getAsLong(), name, event, detail);
                }
            });
        } catch (RejectedExecutionException e) {
            skip(alert, nowMillis,
                    action + ": not carried out, " + MAX_WAITING + " actions wait already (or the Star is stopping)");
        }
    }

    private void skip(Watched alert, long atMillis, String detail) {
        alert.lastAction = detail;
        record(atMillis, alert.spec.name(), AlertEvent.ACTION_SKIPPED, detail);
    }

    private void record(long atMillis, String alert, String event, String detail) {
        if (log.size() == AlertApi.MAX_LOG) {
            log.removeFirst();
        }
        log.addLast(new AlertEvent(atMillis, alert, event, detail));
        LOG.info("alert {} {}: {}", alert, event, detail);
    }

    private static String describe(Watched alert) {
        Measure measure = Measure.of(alert.spec.measure());
        return alert.spec.subject() + ": " + number(alert.value) + " " + measure.unit();
    }

    /** One alert's rule and state, and what it remembers of its subject's counters between heartbeats. */
    private static final class Watched {

        final AlertSpec spec;
        State state = State.OK;
        long sinceMillis;
        Double value;
        int firings;
        String lastAction = "";
        /** When it last acted (long before it was watched: never). */
        long actedMillis = Long.MIN_VALUE / 2;
        /** The counter a rate or a silence is taken from, as last seen, and when (-1: not yet seen). */
        long lastCount = -1;
        long lastCountMillis;
        long lastMovedMillis;

        Watched(AlertSpec spec, long nowMillis) {
            this.spec = spec;
            this.sinceMillis = nowMillis;
            this.lastMovedMillis = nowMillis;
        }

        void enter(State next, long nowMillis) {
            state = next;
            sinceMillis = nowMillis;
        }

        /** Seconds since {@code count} last changed (since the alert was first watched, when it never did). */
        double silentSeconds(long count, long nowMillis) {
            if (count != lastCount) {
                if (lastCount >= 0) {
                    lastMovedMillis = nowMillis;
                }
                lastCount = count;
            }
            return (nowMillis - lastMovedMillis) / 1000.0;
        }

        /** How fast {@code count} grew since the last heartbeat, per second (0 the first time, or after a reset). */
        double perSecond(long count, long nowMillis) {
            double rate = lastCount < 0 || count < lastCount || nowMillis <= lastCountMillis ? 0
                    : (count - lastCount) * 1000.0 / (nowMillis - lastCountMillis);
            lastCount = count;
            lastCountMillis = nowMillis;
            return rate;
        }
    }
}
