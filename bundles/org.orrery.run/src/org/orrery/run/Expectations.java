package org.orrery.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

import org.orrery.model.Connection;
import org.orrery.model.DeliveryMode;
import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;
import org.orrery.run.RunDescription.Expectation;
import org.orrery.run.RunDescription.Variable;
import org.orrery.run.RunDescription.Verdict;

/**
 * What a run expects, checked and judged. An expectation names operators (a figure a measure may take) or connections
 * (a count since deployment, read once the connection's counters stop moving after the window: {@code sent},
 * {@code delivered}, {@code dropped}, {@code lost} = sent − delivered) and bounds the figure below, above or to a
 * value; with a baseline, the bound applies to the figure's ratio to the same figure in the baseline combination. Each
 * subject it names gets its own verdict in each combination.
 */
public final class Expectations {

    /** The figures of operators an expectation may bound: those a measure takes. */
    public static final Set<String> OPERATOR_FIGURES = Set.of("eventsPerSecond", "eventsInWindow", "eventsTotal",
            "eventsOutPerSecond", "latencyP50Micros", "latencyP99Micros", "hopLatencyP50Micros", "hopLatencyP99Micros",
            "latencyP9999Micros", "latencyMaxMicros", "wireBytesPerSecond", "droppedPerSecond", "capacity",
            "recoverySeconds", "alertSeconds");

    /**
     * The figure of a phase alone: how long after the phase began the operator received again at least nine tenths of
     * its rate before the first step, once it had fallen below that (0 when it did not fall; unbounded when it did not
     * recover within the phase).
     */
    public static final String RECOVERY = "recoverySeconds";

    /** A figure of a phase alone: how long after the phase began an alert on the operator or connection fired. */
    public static final String ALERT = "alertSeconds";

    /** The figures only a phase has. */
    public static final Set<String> PHASE_FIGURES = Set.of(RECOVERY, ALERT);

    /** The counts of connections an expectation may bound. */
    public static final Set<String> CONNECTION_FIGURES = Set.of("sent", "delivered", "dropped", "lost", "alertSeconds");

    private Expectations() {
    }

    /** The key of a subject's figure in a run's figures: "merge latencyP99Micros", "sensorA->merge lost". */
    public static String key(String subject, String figure) {
        return subject + " " + figure;
    }

    /**
     * The key of {@code expectation}'s figure of {@code subject}: as {@link #key(String, String)}, after its phase for
     * one judged on a phase ("kill far: display recoverySeconds").
     */
    public static String key(Expectation expectation, String subject) {
        return (expectation.phase() == null ? "" : expectation.phase() + ": ") + key(subject, expectation.figure());
    }

    /** {@code target=value,target=value} as a map; throws on text of another form. */
    public static Map<String, String> baseline(String text) {
        Map<String, String> baseline = new LinkedHashMap<>();
        if (text == null || text.isBlank()) {
            return baseline;
        }
        for (String pair : text.split(",")) {
            int equals = pair.indexOf('=');
            if (equals <= 0 || equals == pair.length() - 1) {
                throw new IllegalArgumentException(
                        "baseline \"" + text + "\": a combination is target=value[,target=value...]");
            }
            baseline.put(pair.substring(0, equals).strip(), pair.substring(equals + 1).strip());
        }
        return baseline;
    }

    /**
     * What the expectation names in {@code system}: operator names, or connections as {@code source->target} (of its
     * delivery, when it gives one), in the system's order.
     */
    public static List<String> subjects(Expectation expectation, OrrerySystem system) {
        if (expectation.operator() != null) {
            return Targets.operators(system, expectation.operator()).stream().map(Operator::getName).toList();
        }
        return Targets.connections(system, expectation.connection())
                .stream()
                .filter(c -> expectation.delivery() == null
                        || c.getDelivery() == DeliveryMode.get(expectation.delivery()))
                .map(Expectations::label)
                .toList();
    }

    static String label(Connection connection) {
        return connection.getSource().getName() + "->" + connection.getTarget().getName();
    }

    /**
     * What is wrong with {@code expectation} for a test of {@code system} varying {@code variables}; null if nothing.
     */
    public static String problem(Expectation expectation, OrrerySystem system, List<Variable> variables) {
        String what = "expectation '" + expectation.label() + "': ";
        if ((expectation.operator() == null) == (expectation.connection() == null)) {
            return what + "names an operator or a connection, one of the two";
        }
        if (expectation.below() == null && expectation.above() == null && expectation.equals() == null) {
            return what + "gives no bound (below, above or equals)";
        }
        if (expectation.operator() != null && !OPERATOR_FIGURES.contains(expectation.figure())) {
            return what + "an operator's figure is one of " + String.join(", ", sorted(OPERATOR_FIGURES)) + ", not "
                    + expectation.figure();
        }
        if (expectation.connection() != null) {
            if (!expectation.connection().contains("->")) {
                return what + "a connection is named source->target, not '" + expectation.connection() + "'";
            }
            if (!CONNECTION_FIGURES.contains(expectation.figure())) {
                return what + "a connection's figure is one of " + String.join(", ", sorted(CONNECTION_FIGURES))
                        + ", not " + expectation.figure();
            }
        } else if (expectation.delivery() != null) {
            return what + "delivery picks connections; an operator has none";
        }
        if (subjects(expectation, system).isEmpty()) {
            return what + "the system has no "
                    + (expectation.operator() != null ? "operator '" + expectation.operator() + "'"
                            : (expectation.delivery() == null ? "" : expectation.delivery() + " ") + "connection "
                                    + expectation.connection());
        }
        if (expectation.phase() == null && PHASE_FIGURES.contains(expectation.figure())) {
            return what + expectation.figure() + " is a figure of a phase of the test's scenario; name the phase";
        }
        if (expectation.phase() != null && "lost".equals(expectation.figure())) {
            return what + "lost is counted once the run has settled, after the scenario; judge it without a phase"
                    + " (or bound a phase's dropped or delivered)";
        }
        if (expectation.phase() != null && expectation.hasBaseline()) {
            return what + "a phase's figure is not compared with a baseline";
        }
        if (expectation.hasBaseline() && expectation.equals() != null) {
            return what + "a ratio to a baseline is bounded below or above, not equals";
        }
        for (Map.Entry<String, String> pair : expectation.baseline().entrySet()) {
            Variable variable = variables.stream()
                    .filter(v -> v.target().equals(pair.getKey()))
                    .findFirst()
                    .orElse(null);
            if (variable == null) {
                return what + "the baseline names " + pair.getKey() + ", which the test does not vary";
            }
            try {
                List<String> values = Combinations.values(variable);
                if (!values.contains(pair.getValue())) {
                    return what + "the baseline's " + pair.getKey() + "=" + pair.getValue()
                            + " is not a value it takes (" + String.join(", ", values) + ")";
                }
            } catch (RunException e) {
                return what + e.getMessage();
            }
        }
        return null;
    }

    private static List<String> sorted(Set<String> names) {
        return names.stream().sorted().toList();
    }

    /**
     * The verdicts of the expectations without a baseline on one combination, from each of its runs' figures (by
     * {@link #key}): {@code equals} holds in every run, {@code below} and {@code above} on the mean over the runs.
     */
    public static List<Verdict> judge(Map<Expectation, List<String>> expectations, List<Map<String, Double>> runs) {
        List<Verdict> verdicts = new ArrayList<>();
        expectations.forEach((expectation, subjects) -> {
            if (expectation.hasBaseline()) {
                return;
            }
            for (String subject : subjects) {
                String key = key(expectation, subject);
                List<Double> values = runs.stream().map(run -> run.get(key)).toList();
                if (values.isEmpty() || values.contains(null)) {
                    verdicts.add(new Verdict(expectation.label(), subject, false, null,
                            expectation.figure() + " of " + subject + " was not measured"
                                    + (values.size() > 1 ? " in run " + (values.indexOf(null) + 1) : "")));
                    continue;
                }
                if (expectation.equals() != null) {
                    for (int run = 0; run < values.size(); run++) {
                        double value = values.get(run);
                        if (value != expectation.equals() || run == values.size() - 1) {
                            verdicts.add(verdict(expectation, subject, value,
                                    values.size() > 1 ? " (run " + (run + 1) + " of " + values.size() + ")" : ""));
                            break;
                        }
                    }
                } else {
                    double mean = values.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
                    verdicts.add(verdict(expectation, subject, mean,
                            values.size() > 1 ? " (the mean of " + values.size() + " runs)" : ""));
                }
            }
        });
        return verdicts;
    }

    /**
     * The verdicts of the expectations with a baseline on the combination {@code combination}, from its mean figures
     * and those of other combinations ({@code meansOf}, null for one that did not run); none on the baseline itself.
     */
    public static List<Verdict> judgeAgainstBaselines(Map<Expectation, List<String>> expectations,
            Map<String, String> combination, Map<String, Double> means,
            Function<Map<String, String>, Map<String, Double>> meansOf) {
        List<Verdict> verdicts = new ArrayList<>();
        expectations.forEach((expectation, subjects) -> {
            if (!expectation.hasBaseline()) {
                return;
            }
            Map<String, String> baseline = new LinkedHashMap<>(combination);
            baseline.putAll(expectation.baseline());
            if (baseline.equals(combination)) {
                return;
            }
            Map<String, Double> baselineMeans = meansOf.apply(baseline);
            for (String subject : subjects) {
                String key = key(expectation, subject);
                Double value = means.get(key);
                Double reference = baselineMeans == null ? null : baselineMeans.get(key);
                if (value == null || reference == null) {
                    verdicts.add(new Verdict(expectation.label(), subject, false, null,
                            expectation.figure() + " of " + subject + " was not measured "
                                    + (value == null ? "here" : "in the baseline " + baseline)));
                } else if (reference == 0) {
                    verdicts.add(new Verdict(expectation.label(), subject, false, null, expectation.figure() + " of "
                            + subject + " is 0 in the baseline " + baseline + ", so it has no ratio"));
                } else {
                    verdicts.add(verdict(expectation, subject, value / reference, " (" + Statistics.text(value)
                            + " against " + Statistics.text(reference) + " in the baseline " + baseline + ")"));
                }
            }
        });
        return verdicts;
    }

    /** The verdict of {@code expectation}'s bounds on {@code value}, saying why, with {@code note} after the figure. */
    private static Verdict verdict(Expectation expectation, String subject, double value, String note) {
        String figure = expectation.figure() + (expectation.hasBaseline() ? " ratio" : "") + " of " + subject + " "
                + Statistics.text(value) + note;
        if (expectation.below() != null && !(value < expectation.below())) {
            return new Verdict(expectation.label(), subject, false, value,
                    figure + " is not below " + Statistics.text(expectation.below()));
        }
        if (expectation.above() != null && !(value > expectation.above())) {
            return new Verdict(expectation.label(), subject, false, value,
                    figure + " is not above " + Statistics.text(expectation.above()));
        }
        if (expectation.equals() != null && value != expectation.equals()) {
            return new Verdict(expectation.label(), subject, false, value,
                    figure + " is not " + Statistics.text(expectation.equals()));
        }
        List<String> held = new ArrayList<>();
        if (expectation.above() != null) {
            held.add("above " + Statistics.text(expectation.above()));
        }
        if (expectation.below() != null) {
            held.add("below " + Statistics.text(expectation.below()));
        }
        if (expectation.equals() != null) {
            held.add(Statistics.text(expectation.equals()));
        }
        return new Verdict(expectation.label(), subject, true, value, figure + " is " + String.join(" and ", held));
    }

    /**
     * The verdict on the stability of a combination repeated until stable, from its runs' values (operator → value):
     * stable when every operator's standard deviation is at most {@code within} of its mean (after at least
     * {@code minRuns} runs); the figure is the largest share.
     */
    public static Verdict stability(List<Map<String, Double>> runs, double within, int minRuns) {
        if (runs.size() < minRuns) {
            return new Verdict("stable", "runs", false, null,
                    runs.size() + " runs, fewer than the " + minRuns + " stability is judged on");
        }
        double worst = 0;
        String worstOperator = "";
        Map<String, List<Double>> byOperator = new LinkedHashMap<>();
        runs.forEach(run -> run
                .forEach((operator, value) -> byOperator.computeIfAbsent(operator, o -> new ArrayList<>()).add(value)));
        for (Map.Entry<String, List<Double>> entry : byOperator.entrySet()) {
            Statistics statistics = Statistics.of(entry.getValue().stream().mapToDouble(Double::doubleValue).toArray());
            double share = statistics.stdDev() == 0 ? 0
                    : statistics.mean() == 0 ? Double.POSITIVE_INFINITY
                            : statistics.stdDev() / Math.abs(statistics.mean());
            if (share > worst || worstOperator.isEmpty()) {
                worst = share;
                worstOperator = entry.getKey();
            }
        }
        if (byOperator.isEmpty()) {
            return new Verdict("stable", "runs", false, null, "no run measured a figure");
        }
        boolean stable = worst <= within;
        String share = Double.isInfinite(worst) ? "a mean of 0 with values that vary"
                : Statistics.text(worst * 100) + " % of its mean";
        return new Verdict("stable", worstOperator, stable, Double.isInfinite(worst) ? null : worst,
                (stable ? "stable after " : "not stable after ") + runs.size() + " runs: the standard deviation of "
                        + worstOperator + " is " + share + " (at most " + Statistics.text(within * 100) + " %)");
    }
}
