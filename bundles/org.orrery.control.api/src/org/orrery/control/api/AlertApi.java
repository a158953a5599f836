package org.orrery.control.api;

import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Alerts: limits on a connection's, an operator's or a domain's figures that a system carries with it
 * ({@link SystemApi.SystemDeployment#alerts}), which the Star evaluates at every heartbeat. A limit that holds for
 * {@code forSeconds} fires; a firing alert may act once through a live change (a parameter of a running operator).
 * Every firing, action and resolution is kept with its time ({@code GET /v1/system/alerts}).
 */
public final class AlertApi {

    private AlertApi() {
    }

    /** What an alert watches. */
    public enum Subject {

        CONNECTION, OPERATOR, DOMAIN;

        public String wireName() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** "a connection", "an operator", "a domain". */
        public String withArticle() {
            return (this == OPERATOR ? "an " : "a ") + wireName();
        }
    }

    /** A figure an alert compares with its limit; it fires while the figure is above the limit. */
    public enum Measure {

        /** Events a connection dropped per second (over the last heartbeat interval). */
        DROPPED_PER_SECOND("dropped-per-second", "events dropped a second", EnumSet.of(Subject.CONNECTION)),
        /** A connection's 99th percentile latency from the source over the last second, in µs. */
        P99_US("p99-us", "µs p99 latency from the source (last second)", EnumSet.of(Subject.CONNECTION)),
        /** A connection's own hop's 99th percentile latency over the last second, in µs. */
        HOP_P99_US("hop-p99-us", "µs p99 latency of the hop (last second)", EnumSet.of(Subject.CONNECTION)),
        /** Events a connection's sender accepted and has not sent yet. */
        BACKLOG("backlog", "events waiting in the sender", EnumSet.of(Subject.CONNECTION)),
        /** Events an operator failed on, per second. */
        ERRORS_PER_SECOND("errors-per-second", "errors a second", EnumSet.of(Subject.OPERATOR)),
        /** An operator's share of its domain's event thread over the last second, in percent. */
        BUSY_PERCENT("busy-percent", "% of its domain's event thread", EnumSet.of(Subject.OPERATOR)),
        /** A domain's CPU, in percent of one core. */
        CPU_PERCENT("cpu-percent", "% CPU (of one core)", EnumSet.of(Subject.DOMAIN)),
        /** A domain process's resident memory, in MiB. */
        MEMORY_MB("memory-mb", "MiB resident", EnumSet.of(Subject.DOMAIN)),
        /** Seconds since a connection delivered an event, or an operator took or emitted one (no traffic). */
        SILENT_SECONDS("silent-seconds", "s without traffic", EnumSet.of(Subject.CONNECTION, Subject.OPERATOR));

        private final String wireName;
        private final String unit;
        private final Set<Subject> subjects;

        Measure(String wireName, String unit, Set<Subject> subjects) {
            this.wireName = wireName;
            this.unit = unit;
            this.subjects = subjects;
        }

        public String wireName() {
            return wireName;
        }

        /** How a value of it reads after the number ("12 events dropped a second"). */
        public String unit() {
            return unit;
        }

        public Set<Subject> subjects() {
            return subjects;
        }

        /** "cpu-percent is a figure of a domain, not of an operator". */
        public String notOf(Subject kind) {
            return wireName + " is a figure of "
                    + String.join(" or ", subjects.stream().map(Subject::withArticle).toList()) + ", not of "
                    + kind.withArticle();
        }

        /** The measure of {@code wireName}, or null when there is none of that name. */
        public static Measure of(String wireName) {
            for (Measure measure : values()) {
                if (measure.wireName.equals(wireName)) {
                    return measure;
                }
            }
            return null;
        }

        /** Every measure's name, for messages. */
        public static String names() {
            StringBuilder names = new StringBuilder();
            for (Measure measure : values()) {
                names.append(names.length() == 0 ? "" : ", ").append(measure.wireName);
            }
            return names.toString();
        }
    }

    /** How an alert, a host, a domain or a group may be named. */
    public static final String NAME = NodeApi.NAME;

    /** The most alerts a system may carry. */
    public static final int MAX_ALERTS = 256;

    /** The events {@code GET /v1/system/alerts} keeps, the oldest dropped first. */
    public static final int MAX_LOG = 1_000;

    /**
     * An alert as a system carries it: its name, its subject (a connection {@code SOURCE->TARGET}, or an operator's or
     * a domain's name, which of the two as its measure says), the measure and its limit, how long the limit must be
     * passed before it fires (0: at once), and what it does when it fires ({@link Action}; none when blank).
     */
    public record AlertSpec(@Required String name, @Required String subject, @Required String measure,
            @Required Double limit, Integer forSeconds, String action) {

        /** A subject given as {@code SOURCE->TARGET} names a connection. */
        public boolean onConnection() {
            return subject.contains("->");
        }

        /** The connection's source and target, for an alert on a connection. */
        public String[] link() {
            int arrow = subject.indexOf("->");
            return new String[]{subject.substring(0, arrow).strip(), subject.substring(arrow + 2).strip()};
        }

        /** What it watches: a connection, or else an operator or a domain as its measure has it. */
        public Subject subjectKind() {
            if (onConnection()) {
                return Subject.CONNECTION;
            }
            Measure measure = Measure.of(this.measure);
            return measure != null && measure.subjects().contains(Subject.DOMAIN) ? Subject.DOMAIN : Subject.OPERATOR;
        }

        public int seconds() {
            return forSeconds == null ? 0 : forSeconds;
        }

        /**
         * Why this alert cannot be evaluated on its own terms (a bad name, measure, limit, duration or action), or null
         * when it can; whether its subject and action's operator exist is the system's to say.
         */
        public String problem() {
            if (name == null || !name.matches(NAME)) {
                return "an alert's name is a letter or digit and up to 63 letters, digits, '.', '_' or '-', not '"
                        + name + "'";
            }
            Measure known = Measure.of(measure);
            if (known == null) {
                return "alert '" + name + "' watches '" + measure + "', which is none of " + Measure.names();
            }
            if (subject == null || subject.isBlank()) {
                return "alert '" + name + "' has no subject";
            }
            if (!known.subjects().contains(subjectKind())) {
                return "alert '" + name + "': " + known.notOf(subjectKind()) + " ('" + subject + "')";
            }
            if (onConnection() && (link()[0].isEmpty() || link()[1].isEmpty())) {
                return "alert '" + name + "': a connection is named SOURCE->TARGET, not '" + subject + "'";
            }
            if (limit == null || limit.isNaN() || limit.isInfinite() || limit < 0) {
                return "alert '" + name + "': its limit must be a number of 0 or more, not " + limit;
            }
            if (seconds() < 0 || seconds() > 86_400) {
                return "alert '" + name + "': forSeconds must be within 0..86400, not " + forSeconds;
            }
            if (action != null && !action.isBlank()) {
                try {
                    Action.parse(action);
                } catch (IllegalArgumentException e) {
                    return "alert '" + name + "': " + e.getMessage();
                }
            }
            return null;
        }
    }

    /**
     * What a firing alert does, through a live change: {@code set OPERATOR PARAMETER=VALUE} changes a parameter of a
     * running operator in place (as {@code ./orrery set} does; the value is the rest of the line), such as a source's
     * {@code pacing=adaptive} or a slow consumer's work; {@code priority SOURCE->TARGET N} gives a connection another
     * priority, which the Star deploys as it deploys any change (that connection alone is wired anew). {@code operator}
     * is the operator set, or null; {@code link} the connection, or null.
     */
    public record Action(String operator, String parameter, String value, String[] link, Integer priority) {

        private static final Pattern SET = Pattern.compile("\\s*set\\s+(\\S+)\\s+([A-Za-z_][A-Za-z0-9_.-]*)=(.*)");
        private static final Pattern PRIORITY = Pattern
                .compile("\\s*priority\\s+(\\S+?)\\s*->\\s*(\\S+)\\s+(-?\\d{1,6})\\s*");

        public static Action parse(String text) {
            String line = text == null ? "" : text;
            Matcher set = SET.matcher(line);
            if (set.matches()) {
                return new Action(set.group(1), set.group(2), set.group(3).strip(), null, null);
            }
            Matcher priority = PRIORITY.matcher(line);
            if (priority.matches()) {
                return new Action(null, null, null, new String[]{priority.group(1), priority.group(2)},
                        Integer.valueOf(priority.group(3)));
            }
            throw new IllegalArgumentException("an action is 'set OPERATOR PARAMETER=VALUE' (a running operator's "
                    + "parameter) or 'priority SOURCE->TARGET N' (a connection's priority, N within \u00b1999,999), not '"
                    + text + "'");
        }

        /**
         * What it changes, whatever the value: {@code parameter OPERATOR.NAME} or {@code priority SOURCE->TARGET}; two
         * actions with the same subject and different values undo each other.
         */
        public String subject() {
            return setsParameter() ? "parameter " + operator + "." + parameter : "priority " + link[0] + "->" + link[1];
        }

        /** The value it sets, as text. */
        public String setting() {
            return setsParameter() ? value : String.valueOf(priority);
        }

        /** Whether it sets an operator's parameter (else a connection's priority). */
        public boolean setsParameter() {
            return operator != null;
        }

        @Override
        public String toString() {
            return setsParameter() ? "set " + operator + " " + parameter + "=" + value
                    : "priority " + link[0] + "->" + link[1] + " " + priority;
        }
    }

    /** Whether an alert's figure is within its limit ({@code ok}), past it for less than its time, or firing. */
    public enum State {

        /** Within its limit. */
        OK,
        /** Past its limit for less than its {@code forSeconds}. */
        PENDING,
        /** Past its limit for at least its {@code forSeconds}. */
        FIRING,
        /** No figure: its subject is not running or not reported (a domain down, say). */
        UNKNOWN;

        public String wireName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * An alert as the Star sees it now: its rule, its state ({@link State}'s wire name), its figure at the last
     * heartbeat (null when unknown), when it entered that state (epoch ms), how often it fired since the deployment,
     * and what its action did last ("" before it acted).
     */
    public record AlertView(String name, String subject, String measure, double limit, int forSeconds, String action,
            String state, Double value, long sinceMillis, int firings, String lastAction) {

        public boolean firing() {
            return State.FIRING.wireName().equals(state);
        }

        /** The rule it follows, as the system carries it. */
        public AlertSpec spec() {
            return new AlertSpec(name, subject, measure, limit, forSeconds, action);
        }

        /** What it watches: a connection, an operator or a domain. */
        public Subject subjectKind() {
            return spec().subjectKind();
        }

        /** "burst->sink: 1,234 events dropped a second (limit 10)": its subject, figure and limit in a line. */
        public String summary() {
            Measure known = Measure.of(measure);
            return subject + ": " + (value == null ? "no figure" : number(value)) + " "
                    + (known == null ? measure : known.unit()) + " (limit " + number(limit)
                    + (forSeconds > 0 ? " for " + forSeconds + " s" : "") + ")";
        }
    }

    /** A figure as alerts show it: whole numbers with thousands separators, others with two decimals. */
    public static String number(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e15 ? String.format(Locale.ROOT, "%,.0f", value)
                : String.format(Locale.ROOT, "%,.2f", value);
    }

    /** What happened to an alert: it fired, resolved, acted, or its action failed; with the figure or the outcome. */
    public record AlertEvent(long atMillis, String alert, String event, String detail) {

        public static final String FIRING = "firing";
        public static final String RESOLVED = "resolved";
        public static final String ACTION = "action";
        public static final String ACTION_FAILED = "action-failed";
        /**
         * An action not carried out, and why: within its cool-down, the deployment it was computed for replaced, or the
         * Star's queue of actions full.
         */
        public static final String ACTION_SKIPPED = "action-skipped";
    }

    /**
     * The domain agents a Prometheus scrapes for the deployed system's metrics ({@code GET /v1/system/alerts/targets},
     * in the form of Prometheus's HTTP service discovery): each domain's {@code host:port}, labelled with its name.
     */
    public record ScrapeTarget(List<String> targets, Map<String, String> labels) {
    }

    /** {@code GET /v1/system/alerts}: the deployed system's alerts now, and what happened to them, oldest first. */
    public record AlertReport(List<AlertView> alerts, List<AlertEvent> log) {

        public AlertReport {
            alerts = alerts == null ? List.of() : alerts;
            log = log == null ? List.of() : log;
        }
    }
}
