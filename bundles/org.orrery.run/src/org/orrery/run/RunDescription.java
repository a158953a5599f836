package org.orrery.run;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A run description (schema {@code model/orrery-run-1.xsd}): a test group of tests, each naming the system to deploy
 * with its bundles, the lab mapping, the workload, the parameters set, the variables swept and the measuring operators;
 * once run, it carries the environment it ran in and a result per combination of the variables.
 */
public record RunDescription(String name, Map<String, String> environment, Map<String, String> params,
        List<Test> tests) {

    public static final int VERSION = 1;
    public static final String NAMESPACE = "urn:orrery:run:1";

    public RunDescription {
        environment = Collections.unmodifiableMap(new LinkedHashMap<>(environment));
        params = Collections.unmodifiableMap(new LinkedHashMap<>(params));
        tests = List.copyOf(tests);
    }

    /**
     * One test: a system, how it is deployed and loaded, what varies and what is measured, and its results; instead of
     * measuring a window, a capacity search ({@code capacity}) or a window that plays a {@code scenario} (each null
     * when absent).
     */
    public record Test(String name, SystemRef system, List<BundleRef> bundles, List<RecordingRef> recordings,
            Map<String, String> labMap, Workload workload, Map<String, String> settings, List<Variable> variables,
            List<Measure> measures, List<Expectation> expectations, List<Result> results, CapacitySearch capacity,
            Scenario scenario) {

        public Test {
            bundles = List.copyOf(bundles);
            recordings = List.copyOf(recordings);
            labMap = Collections.unmodifiableMap(new LinkedHashMap<>(labMap));
            settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings));
            variables = List.copyOf(variables);
            measures = List.copyOf(measures);
            expectations = List.copyOf(expectations);
            results = List.copyOf(results);
        }

        /** Without a scenario. */
        public Test(String name, SystemRef system, List<BundleRef> bundles, List<RecordingRef> recordings,
                Map<String, String> labMap, Workload workload, Map<String, String> settings, List<Variable> variables,
                List<Measure> measures, List<Expectation> expectations, List<Result> results, CapacitySearch capacity) {
            this(name, system, bundles, recordings, labMap, workload, settings, variables, measures, expectations,
                    results, capacity, null);
        }

        /** Measuring a window (no capacity search, no scenario). */
        public Test(String name, SystemRef system, List<BundleRef> bundles, List<RecordingRef> recordings,
                Map<String, String> labMap, Workload workload, Map<String, String> settings, List<Variable> variables,
                List<Measure> measures, List<Expectation> expectations, List<Result> results) {
            this(name, system, bundles, recordings, labMap, workload, settings, variables, measures, expectations,
                    results, null);
        }

        /** Without recordings. */
        public Test(String name, SystemRef system, List<BundleRef> bundles, Map<String, String> labMap,
                Workload workload, Map<String, String> settings, List<Variable> variables, List<Measure> measures,
                List<Expectation> expectations, List<Result> results) {
            this(name, system, bundles, List.of(), labMap, workload, settings, variables, measures, expectations,
                    results);
        }

        /** Without recordings and expectations. */
        public Test(String name, SystemRef system, List<BundleRef> bundles, Map<String, String> labMap,
                Workload workload, Map<String, String> settings, List<Variable> variables, List<Measure> measures,
                List<Result> results) {
            this(name, system, bundles, labMap, workload, settings, variables, measures, List.of(), results);
        }

        public Test withResults(List<Result> newResults) {
            return new Test(name, system, bundles, recordings, labMap, workload, settings, variables, measures,
                    expectations, newResults, capacity, scenario);
        }

        /** With its system and recordings named by {@code newSystem} and {@code newRecordings} (moved elsewhere). */
        public Test withFiles(SystemRef newSystem, List<RecordingRef> newRecordings) {
            return new Test(name, newSystem, bundles, newRecordings, labMap, workload, settings, variables, measures,
                    expectations, results, capacity, scenario);
        }
    }

    /**
     * A test that finds how much its system carries instead of measuring a window: each combination runs a capacity
     * search ({@link CapacityFinder}) offering {@code source} rates from {@code from} to {@code max} until {@code slo}
     * (such as {@code p99<5ms}) breaks, more than {@code drops} are dropped or a backlog grows, to {@code precision};
     * each step settles for the workload's warm-up and is measured for its duration. Its figure is {@code capacity}, of
     * the source.
     */
    public record CapacitySearch(String source, String slo, long drops, double from, double max, double precision) {

        /** The search this element asks for, each step as {@code workload} says. */
        CapacityFinder.Search search(Workload workload) {
            return new CapacityFinder.Search(from, max, precision, workload.warmupMillis(), workload.durationMillis(),
                    drops, CapacityFinder.Search.DEFAULT.maxSteps());
        }
    }

    /** The system model: a file relative to the description, checked by its SHA-256. */
    public record SystemRef(String href, String sha256) {
    }

    public record BundleRef(String symbolicName, String version, String sha256) {
    }

    /**
     * Recorded traffic an operator replays: a trace file ({@code .orrtrace}) relative to the description, checked by
     * its SHA-256; the run sets the operator's {@code file} (the absolute path) and {@code sha256} parameters.
     */
    public record RecordingRef(String operator, String href, String sha256) {
    }

    /**
     * How long each combination runs (the warm-up is not measured), whether results keep their time series, and how
     * many times each combination runs, each time in a fresh deployment: {@code repeat} times, or, when
     * {@code stableWithin} is above 0, until stable: at least {@link #MIN_STABLE_RUNS} runs and then until every
     * measuring operator's values over the runs have a standard deviation of at most {@code stableWithin} of their
     * mean, {@code repeat} runs at most.
     */
    public record Workload(long warmupMillis, long durationMillis, boolean series, int repeat, double stableWithin) {

        /** The fewest runs a standard deviation is judged on. */
        public static final int MIN_STABLE_RUNS = 3;

        /** The share of the mean a standard deviation may reach when {@code repeat="until-stable"} says no other. */
        public static final double DEFAULT_STABLE_WITHIN = 0.1;

        public Workload {
            if (repeat < 1) {
                throw new IllegalArgumentException("a combination runs at least once, not " + repeat + " times");
            }
            if (stableWithin < 0 || stableWithin >= 1) {
                throw new IllegalArgumentException(
                        "stableWithin is a share of the mean above 0 and below 1, not " + stableWithin);
            }
            if (stableWithin > 0 && repeat < MIN_STABLE_RUNS) {
                throw new IllegalArgumentException("repeating until stable takes at least " + MIN_STABLE_RUNS
                        + " runs; maxRepeat " + repeat + " is too few");
            }
        }

        public Workload(long warmupMillis, long durationMillis, boolean series, int repeat) {
            this(warmupMillis, durationMillis, series, repeat, 0);
        }

        public Workload(long warmupMillis, long durationMillis, boolean series) {
            this(warmupMillis, durationMillis, series, 1);
        }

        /** Whether it repeats until the figures are stable ({@link #repeat} being then the most runs). */
        public boolean untilStable() {
            return stableWithin > 0;
        }
    }

    /**
     * A variable: a target ({@code operator.parameter}, {@code source->target.delivery|predicate},
     * {@code lab.specialize}) taking the values start, start + step, …, end, or the explicit values listed; with a
     * {@code template} the target is set to the template with {@code {}} replaced by the value (null: the value
     * itself).
     */
    public record Variable(String target, String start, String end, String step, List<String> values, String template) {

        public Variable {
            values = List.copyOf(values);
        }

        public Variable(String target, String start, String end, String step, List<String> values) {
            this(target, start, end, step, values, null);
        }

        /** What the target is set to when the variable takes {@code value}. */
        public String applied(String value) {
            return template == null ? value : template.replace("{}", value);
        }
    }

    /** A measuring operator and the figure taken from it. */
    public record Measure(String operator, String figure) {
    }

    /**
     * What must hold in every combination (see {@link Expectations}): a figure of the operators {@code operator} names
     * or a count of the connections {@code connection} names (of the {@code delivery} given, when not null), bounded
     * {@code below}, {@code above} or {@code equals} (each null when not given); with a {@code baseline} (target →
     * value), the bounds apply to the ratio of the figure to the same figure in the combination it names; with a
     * {@code phase}, the figure is taken over that phase of the test's scenario only.
     */
    public record Expectation(String name, String operator, String connection, String delivery, String figure,
            Double below, Double above, Double equals, Map<String, String> baseline, String phase) {

        public Expectation {
            baseline = Collections.unmodifiableMap(new LinkedHashMap<>(baseline));
            phase = phase == null || phase.isBlank() ? null : phase;
        }

        /** Over the whole window. */
        public Expectation(String name, String operator, String connection, String delivery, String figure,
                Double below, Double above, Double equals, Map<String, String> baseline) {
            this(name, operator, connection, delivery, figure, below, above, equals, baseline, null);
        }

        /**
         * Its name, or what it says: "merge latencyP99Micros below 20000"; with a phase, the phase first ("partition
         * alpha beta: merge latencyP99Micros below 20000").
         */
        public String label() {
            if (name != null && !name.isBlank()) {
                return name;
            }
            StringBuilder text = new StringBuilder(phase == null ? "" : phase + ": ")
                    .append(operator != null ? operator : connection)
                    .append(' ')
                    .append(figure);
            if (!baseline.isEmpty()) {
                text.append(" / baseline");
            }
            bound(text, "below", below);
            bound(text, "above", above);
            bound(text, "equals", equals);
            return text.toString();
        }

        private static void bound(StringBuilder text, String word, Double value) {
            if (value != null) {
                text.append(' ').append(word).append(' ').append(Statistics.text(value));
            }
        }

        /** Whether it bounds a ratio to a baseline combination. */
        public boolean hasBaseline() {
            return !baseline.isEmpty();
        }
    }

    /**
     * An expectation's outcome for one subject (an operator or a connection) in one combination: whether it held, the
     * figure that decided it (a ratio with a baseline; null when there was none), and why in words.
     */
    public record Verdict(String expect, String subject, boolean passed, Double value, String message) {
    }

    /**
     * One combination's outcome: the variables' values, each measuring operator's value, their statistics, errors, and
     * (when the workload asks) each operator's figure sampled every {@link #SERIES_MILLIS} during the window. When the
     * workload repeats, {@code runs} holds each run's values (the first run first), {@code values} each operator's mean
     * over the runs that measured it, the statistics are over every run's values and the series are the first run's.
     * For a latency measured from the source's timestamp, {@code fromSend} holds an operator's same latency of the
     * connections into it counted from when their senders sent each event (for a connection straight from a source,
     * what a closed-loop source reports) where the two differ by more than a tenth: the time events waited before they
     * were sent. For a latency figure, {@code distributions} holds each operator's latency from the source since the
     * deployment at the window's end, at {@code LinkLatency.PLOT_PERCENTILES} (p0 to the largest; of its incoming
     * connection with the longest): the percentile plot of the run's reports.
     */
    public record Result(Map<String, String> variables, Map<String, Double> values, Statistics statistics,
            List<String> errors, Map<String, List<Double>> series, List<Map<String, Double>> runs,
            List<Verdict> verdicts, Boolean stable, Map<String, Double> fromSend,
            Map<String, List<Double>> distributions) {

        /** Where the latency from the send differs by more than this share from the one measured, both are kept. */
        public static final double LOOPS_DIFFER = 0.1;

        public Result {
            fromSend = Collections.unmodifiableMap(new LinkedHashMap<>(fromSend));
            Map<String, List<Double>> plots = new LinkedHashMap<>();
            distributions.forEach((operator, plot) -> plots.put(operator, List.copyOf(plot)));
            distributions = Collections.unmodifiableMap(plots);
            verdicts = List.copyOf(verdicts);
            variables = Collections.unmodifiableMap(new LinkedHashMap<>(variables));
            values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
            errors = List.copyOf(errors);
            Map<String, List<Double>> copy = new LinkedHashMap<>();
            series.forEach((operator, points) -> copy.put(operator, List.copyOf(points)));
            series = Collections.unmodifiableMap(copy);
            runs = runs.stream().map(run -> Collections.unmodifiableMap(new LinkedHashMap<>(run))).toList();
        }

        /** Without latencies from the send or distributions. */
        public Result(Map<String, String> variables, Map<String, Double> values, Statistics statistics,
                List<String> errors, Map<String, List<Double>> series, List<Map<String, Double>> runs,
                List<Verdict> verdicts, Boolean stable) {
            this(variables, values, statistics, errors, series, runs, verdicts, stable, Map.of(), Map.of());
        }

        public Result withFromSend(Map<String, Double> latencies) {
            return new Result(variables, values, statistics, errors, series, runs, verdicts, stable, latencies,
                    distributions);
        }

        public Result withDistributions(Map<String, List<Double>> plots) {
            return new Result(variables, values, statistics, errors, series, runs, verdicts, stable, fromSend, plots);
        }

        /** Without verdicts, and not repeated until stable. */
        public Result(Map<String, String> variables, Map<String, Double> values, Statistics statistics,
                List<String> errors, Map<String, List<Double>> series, List<Map<String, Double>> runs) {
            this(variables, values, statistics, errors, series, runs, List.of(), null);
        }

        public Result withVerdicts(List<Verdict> newVerdicts) {
            return new Result(variables, values, statistics, errors, series, runs, newVerdicts, stable, fromSend,
                    distributions);
        }

        public Result withStable(boolean isStable) {
            return new Result(variables, values, statistics, errors, series, runs, verdicts, isStable, fromSend,
                    distributions);
        }

        /** Whether an expectation failed here. */
        public boolean failedAnExpectation() {
            return verdicts.stream().anyMatch(v -> !v.passed());
        }

        public Result(Map<String, String> variables, Map<String, Double> values, Statistics statistics,
                List<String> errors, Map<String, List<Double>> series) {
            this(variables, values, statistics, errors, series, List.of());
        }

        /**
         * The result of one combination run several times ({@code runs}, the first first): the means, the statistics
         * over every value, the errors with the run they happened in, the first run's series.
         */
        public static Result repeated(List<Result> runs) {
            if (runs.size() == 1) {
                return runs.get(0);
            }
            Map<String, List<Double>> byOperator = new LinkedHashMap<>();
            List<String> errors = new ArrayList<>();
            for (int i = 0; i < runs.size(); i++) {
                runs.get(i)
                        .values()
                        .forEach((operator, value) -> byOperator.computeIfAbsent(operator, o -> new ArrayList<>())
                                .add(value));
                for (String error : runs.get(i).errors()) {
                    errors.add("run " + (i + 1) + ": " + error);
                }
            }
            Map<String, Double> means = new LinkedHashMap<>();
            byOperator.forEach((operator, values) -> means.put(operator,
                    values.stream().mapToDouble(Double::doubleValue).average().orElseThrow()));
            double[] all = runs.stream()
                    .flatMap(run -> run.values().values().stream())
                    .mapToDouble(Double::doubleValue)
                    .toArray();
            Map<String, List<Double>> fromSendByOperator = new LinkedHashMap<>();
            runs.forEach(run -> run.fromSend()
                    .forEach((operator, value) -> fromSendByOperator.computeIfAbsent(operator, o -> new ArrayList<>())
                            .add(value)));
            Map<String, Double> fromSendMeans = new LinkedHashMap<>();
            fromSendByOperator.forEach((operator, values) -> fromSendMeans.put(operator,
                    values.stream().mapToDouble(Double::doubleValue).average().orElseThrow()));
            return new Result(runs.get(0).variables(), means, Statistics.of(all), errors, runs.get(0).series(),
                    runs.stream().map(Result::values).toList()).withFromSend(fromSendMeans)
                    .withDistributions(runs.get(0).distributions());
        }
    }

    /** How often a figure is sampled during the measured window. */
    public static final long SERIES_MILLIS = 1000;
}
