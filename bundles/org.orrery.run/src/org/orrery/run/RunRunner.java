package org.orrery.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.ToLongFunction;
import java.util.stream.Stream;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.orrery.control.api.ControlJson;
import org.orrery.control.api.LiveStatus;
import org.orrery.control.api.NodeApi;
import org.orrery.control.api.SystemApi.ConnectionView;
import org.orrery.control.api.SystemApi.OperatorView;
import org.orrery.deploy.DeploymentExport;
import org.orrery.deploy.DeploymentExportException;
import org.orrery.deploy.HostMapping;
import org.orrery.lab.LabException;
import org.orrery.lab.StarClient;
import org.orrery.model.OrrerySystem;
import org.orrery.run.RunDescription.Measure;
import org.orrery.run.RunDescription.Result;
import org.orrery.run.RunDescription.Test;
import org.orrery.run.RunDescription.Variable;

/**
 * Runs a checked description on a lab: every combination of each test's variables in a fresh deployment (the system
 * with the test's settings and the combination's values, its hosts renamed as the lab mapping says, deployed, warmed
 * up, measured for the workload's duration, undeployed). Counts and rates come from the Star's counters at the end of
 * the warm-up and of the run, so the warm-up is never measured; latencies and time series from the Star's status
 * sampled every second of the window. A workload that repeats runs each combination that many times, each in a fresh
 * deployment. After each combination the description with the results so far is written, so a run stopped half way
 * keeps what finished.
 */
public final class RunRunner {

    /** What a run tells as it goes. */
    public interface Progress {

        void combination(int done, int total, String test, Map<String, String> values, long millisLeft);
    }

    private final StarClient star;
    private final List<Path> bundlePath;
    private final Progress progress;
    private final BooleanSupplier stopped;

    public RunRunner(StarClient star, List<Path> bundlePath, Progress progress, BooleanSupplier stopped) {
        this.star = star;
        this.bundlePath = List.copyOf(bundlePath);
        this.progress = progress;
        this.stopped = stopped;
    }

    /**
     * Runs {@code checked} (from {@link RunCheck}), keeping only the combinations that {@code only} allows (target →
     * value; empty: all), writing the growing result to {@code output}; returns the description with its results.
     */
    public RunDescription run(RunDescription description, List<RunCheck.Checked> checked, Map<String, String> only,
            Map<String, String> environment, Path output) throws RunException, IOException {
        // the result file may be written elsewhere than the description: its systems are named relative to it
        List<Test> tests = new ArrayList<>();
        Path outputDir = output.toAbsolutePath().getParent();
        for (RunCheck.Checked test : checked) {
            String href = outputDir.relativize(test.systemFile().toAbsolutePath()).toString().replace('\\', '/');
            tests.add(test.test().withSystem(new RunDescription.SystemRef(href, test.test().system().sha256())));
        }
        int total = 0;
        List<List<Map<String, String>>> plans = new ArrayList<>();
        for (RunCheck.Checked test : checked) {
            List<Map<String, String>> combinations = new ArrayList<>();
            for (Map<String, String> combination : Combinations.of(test.test().variables())) {
                if (only.entrySet()
                        .stream()
                        .allMatch(e -> !combination.containsKey(e.getKey())
                                || combination.get(e.getKey()).equals(e.getValue()))) {
                    combinations.add(combination);
                }
            }
            plans.add(combinations);
            total += combinations.size() * test.test().workload().repeat();
        }
        if (total > 0) {
            star.undeploy(); // whatever the lab ran makes way; each combination undeploys itself when it is done
        }
        long started = System.currentTimeMillis();
        int done = 0;
        for (int t = 0; t < checked.size() && !stopped.getAsBoolean(); t++) {
            RunCheck.Checked test = checked.get(t);
            List<Result> results = new ArrayList<>();
            for (Map<String, String> combination : plans.get(t)) {
                List<Result> runs = new ArrayList<>();
                while (runs.size() < test.test().workload().repeat() && !stopped.getAsBoolean()) {
                    long left = done == 0 ? -1 : (System.currentTimeMillis() - started) / done * (total - done);
                    progress.combination(done, total, test.test().name(), combination, left);
                    runs.add(runOne(test, combination));
                    done++;
                }
                if (runs.size() < test.test().workload().repeat()) {
                    break; // stopped: a combination not run as often as asked is not kept
                }
                results.add(Result.repeated(runs));
                tests.set(t, tests.get(t).withResults(results));
                RunXml.write(new RunDescription(description.name(), environment, description.params(), tests), output);
            }
        }
        progress.combination(done, total, "", Map.of(), 0);
        return new RunDescription(description.name(), environment, description.params(), tests);
    }

    /**
     * Runs as {@link #run} into {@code outDir/base.xml}, then writes the report of each mode into {@code outDir}; a
     * mode that fails is reported in the outcome, not fatal to the others or to the results already written.
     */
    public RunOutcome runAndReport(RunDescription description, List<RunCheck.Checked> checked, Map<String, String> only,
            Map<String, String> environment, Path outDir, String base, Collection<ReportMode> modes)
            throws RunException, IOException {
        Files.createDirectories(outDir);
        RunDescription results = run(description, checked, only, environment, outDir.resolve(base + ".xml"));
        List<String> reportProblems = report(results, base, outDir, modes);
        List<String> failures = new ArrayList<>();
        for (Test test : results.tests()) {
            for (Result result : test.results()) {
                if (!result.errors().isEmpty()) {
                    failures.add(test.name() + " " + result.variables() + ": " + String.join("; ", result.errors()));
                }
            }
        }
        return new RunOutcome(results, failures, reportProblems);
    }

    /**
     * Writes the report of each mode for {@code results} into {@code outDir} (which exists); returns what failed, one
     * line a mode, so that one mode failing neither stops the others nor loses the results.
     */
    public static List<String> report(RunDescription results, String base, Path outDir, Collection<ReportMode> modes) {
        List<String> problems = new ArrayList<>();
        for (ReportMode mode : modes) {
            try {
                mode.write(results, base, outDir);
            } catch (IOException | RuntimeException e) {
                problems.add("the " + mode.name() + " report failed: " + e);
            }
        }
        return problems;
    }

    private Result runOne(RunCheck.Checked test, Map<String, String> combination) {
        List<String> errors = new ArrayList<>();
        Map<String, Double> values = new LinkedHashMap<>();
        Map<String, List<Double>> series = new LinkedHashMap<>();
        try {
            OrrerySystem system = EcoreUtil.copy(test.system());
            Map<String, String> settings = new LinkedHashMap<>(test.settings());
            for (Variable variable : test.test().variables()) {
                settings.put(variable.target(), variable.applied(combination.get(variable.target())));
            }
            settings.forEach((target, value) -> Targets.apply(system, target, value));
            List<Path> jars = new ArrayList<>(bundlePath);
            test.jars().values().forEach(jar -> jars.add(0, jar.getParent()));
            boolean specialize = !"false".equals(settings.get(Targets.SPECIALIZE));
            byte[] json = ControlJson.write(HostMapping.apply(
                    DeploymentExport.deployment(system, test.systemFile(), jars, specialize), test.test().labMap()));
            var answer = star.deploy(json);
            if (!answer.deployed()) {
                errors.add("deploy failed: " + answer.error());
                return new Result(combination, values, null, errors, series);
            }
            List<Measure> measures = test.test().measures();
            awaitReported(measures);
            sleep(test.test().workload().warmupMillis());
            LiveStatus before = star.status();
            long from = System.nanoTime();
            long duration = test.test().workload().durationMillis();
            List<LiveStatus> samples = new ArrayList<>();
            for (long at = RunDescription.SERIES_MILLIS; at <= duration; at += RunDescription.SERIES_MILLIS) {
                sleepUntil(from, at);
                samples.add(star.status());
            }
            sleepUntil(from, duration);
            LiveStatus after = samples.isEmpty() || duration % RunDescription.SERIES_MILLIS != 0 ? star.status()
                    : samples.get(samples.size() - 1);
            double seconds = (System.nanoTime() - from) / 1e9;
            for (Measure measure : measures) {
                OperatorView start = before.operators().get(measure.operator());
                OperatorView end = after.operators().get(measure.operator());
                if (start == null || end == null) {
                    errors.add(measure.operator() + ": not running in the lab");
                    continue;
                }
                if (!end.lastError().isEmpty()) {
                    errors.add(measure.operator() + ": " + end.lastError());
                }
                List<Double> sampled = samples.stream().map(status -> sample(status, measure)).toList();
                Double value = switch (measure.figure()) {
                    case "eventsInWindow" -> end.eventsIn() - start.eventsIn() + 0.0;
                    case "eventsTotal" -> end.eventsIn() + 0.0;
                    case "eventsOutPerSecond" -> (end.eventsOut() - start.eventsOut()) / seconds;
                    case "latencyP50Micros", "latencyP99Micros" -> medianOfMeasured(sampled);
                    case "wireBytesPerSecond" -> (into(after, measure.operator(), link -> link.counts().wireBytes())
                            - into(before, measure.operator(), link -> link.counts().wireBytes())) / seconds;
                    case "droppedPerSecond" -> (into(after, measure.operator(), link -> link.counts().dropped())
                            - into(before, measure.operator(), link -> link.counts().dropped())) / seconds;
                    default -> (end.eventsIn() - start.eventsIn()) / seconds;
                };
                if (value == null) {
                    errors.add(measure.operator()
                            + ": no events reached it during the measured window, so it has no latency");
                } else {
                    values.put(measure.operator(), value);
                }
                if (test.test().workload().series()) {
                    series.put(measure.operator(), sampled.stream().map(v -> Double.isNaN(v) ? 0.0 : v).toList());
                }
            }
        } catch (DeploymentExportException | IOException | RuntimeException e) {
            errors.add(e.getMessage() == null ? e.toString() : e.getMessage());
        } finally {
            try {
                star.undeploy();
            } catch (LabException e) {
                errors.add("undeploy failed: " + e.getMessage());
            }
        }
        double[] measured = values.values().stream().mapToDouble(Double::doubleValue).toArray();
        return new Result(combination, values, Statistics.of(measured), errors, series);
    }

    /**
     * One second's figure of {@code measure} in {@code status}: the operator's rate in or out, or the latency of the
     * events that reached it over its incoming connections in the last second (weighted by their rates; NaN when none
     * arrived).
     */
    private static double sample(LiveStatus status, Measure measure) {
        OperatorView operator = status.operators().get(measure.operator());
        if (operator == null) {
            return Double.NaN;
        }
        return switch (measure.figure()) {
            case "eventsOutPerSecond" -> operator.outPerSecond();
            case "wireBytesPerSecond" ->
                linksInto(status, measure.operator()).mapToDouble(link -> link.rates().wireBytesPerSecond()).sum();
            case "droppedPerSecond" ->
                linksInto(status, measure.operator()).mapToDouble(link -> link.rates().droppedPerSecond()).sum();
            case "latencyP50Micros", "latencyP99Micros" -> {
                double weighted = 0;
                double rate = 0;
                for (ConnectionView link : status.links().values()) {
                    double latency = measure.figure().equals("latencyP50Micros") ? link.latency().p50LastSecond()
                            : link.latency().p99LastSecond();
                    if (link.target().equals(measure.operator()) && link.rates().eventsPerSecond() > 0 && latency > 0) {
                        weighted += latency * link.rates().eventsPerSecond();
                        rate += link.rates().eventsPerSecond();
                    }
                }
                yield rate == 0 ? Double.NaN : weighted / rate;
            }
            default -> operator.inPerSecond();
        };
    }

    /** A counter summed over the connections into {@code operator}, in {@code status}. */
    private static double into(LiveStatus status, String operator, ToLongFunction<ConnectionView> counter) {
        return linksInto(status, operator).mapToLong(counter).sum();
    }

    /** The connections into {@code operator}, in {@code status}. */
    private static Stream<ConnectionView> linksInto(LiveStatus status, String operator) {
        return status.links().values().stream().filter(l -> l.target().equals(operator));
    }

    /**
     * The median of the samples that measured something (one second's pause of a collector or the scheduler moves a
     * mean of tails far more than it moves the run); null when none did.
     */
    private static Double medianOfMeasured(List<Double> samples) {
        double[] measured = samples.stream()
                .mapToDouble(Double::doubleValue)
                .filter(v -> !Double.isNaN(v))
                .sorted()
                .toArray();
        if (measured.length == 0) {
            return null;
        }
        int middle = measured.length / 2;
        return measured.length % 2 == 1 ? measured[middle] : (measured[middle - 1] + measured[middle]) / 2;
    }

    private static void sleepUntil(long fromNanos, long millis) {
        long left = millis - (System.nanoTime() - fromNanos) / 1_000_000;
        if (left > 0) {
            sleep(left);
        }
    }

    /**
     * Waits (up to 20 s) until the Star's status reports every measuring operator, so the warm-up starts from there.
     */
    private void awaitReported(List<Measure> measures) throws LabException {
        long deadline = System.currentTimeMillis() + 20_000;
        while (System.currentTimeMillis() < deadline) {
            LiveStatus status = star.status();
            if (measures.stream().allMatch(m -> status.operators().containsKey(m.operator()))) {
                return;
            }
            sleep(100);
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    /**
     * What each host of the lab ran on, as its node daemon reports it: {@code host.NAME.jdk}, {@code .os}, {@code .cpu}
     * (cores and model), {@code .runtime} and {@code .clockOffset} (to the Star's clock, with its uncertainty).
     */
    public static Map<String, String> hostEnvironment(Map<String, NodeApi.HostStatus> hosts) {
        Map<String, String> environment = new LinkedHashMap<>();
        hosts.forEach((name, host) -> {
            String prefix = "host." + name + ".";
            environment.put(prefix + "jdk", String.valueOf(host.jdk()));
            environment.put(prefix + "os", String.valueOf(host.os()));
            environment.put(prefix + "cpu", host.processors() + " × " + host.cpu());
            environment.put(prefix + "runtime", String.valueOf(host.runtime()));
            environment.put(prefix + "clockOffset",
                    host.clock() == null ? "not measured"
                            : String.format(Locale.ROOT, "%+.3f ms ± %.3f ms", host.clock().offsetNs() / 1e6,
                                    host.clock().uncertaintyNs() / 1e6));
        });
        return environment;
    }

    /** What the run ran on: JDK, OS, CPU model and count, memory, date, and the revision given. */
    public static Map<String, String> environment(String revision) {
        Map<String, String> environment = new LinkedHashMap<>();
        environment.put("jdk", System.getProperty("java.vendor") + " " + System.getProperty("java.version"));
        environment.put("os", System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                + System.getProperty("os.arch"));
        environment.put("cpus", String.valueOf(Runtime.getRuntime().availableProcessors()));
        try {
            Files.readAllLines(Path.of("/proc/cpuinfo"))
                    .stream()
                    .filter(l -> l.startsWith("model name"))
                    .findFirst()
                    .ifPresent(l -> environment.put("cpu", l.substring(l.indexOf(':') + 1).strip()));
            Files.readAllLines(Path.of("/proc/meminfo"))
                    .stream()
                    .filter(l -> l.startsWith("MemTotal"))
                    .findFirst()
                    .ifPresent(l -> environment.put("memory", l.substring(l.indexOf(':') + 1).strip()));
        } catch (IOException e) {
            environment.put("cpu", "unknown (" + e.getMessage() + ")");
        }
        environment.put("date", OffsetDateTime.now().withNano(0).toString());
        if (revision != null && !revision.isBlank()) {
            environment.put("revision", revision);
        }
        return environment;
    }
}
