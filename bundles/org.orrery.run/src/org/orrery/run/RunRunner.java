package org.orrery.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BooleanSupplier;

import org.orrery.control.api.LiveStatus;
import org.orrery.control.api.NodeApi;
import org.orrery.lab.Lab;
import org.orrery.lab.LabException;
import org.orrery.lab.StarClient;
import org.orrery.run.RunDescription.Expectation;
import org.orrery.run.RunDescription.Measure;
import org.orrery.run.RunDescription.Result;
import org.orrery.run.RunDescription.Test;
import org.orrery.run.RunDescription.Variable;
import org.orrery.run.RunDescription.Verdict;
import org.orrery.run.RunDescription.Workload;

/**
 * Runs a checked description on a lab: every combination of each test's variables in a fresh deployment (the system
 * with the test's settings and the combination's values, its hosts renamed as the lab mapping says, deployed, its links
 * shaped as the settings say ({@link LinkTargets}), warmed up, measured for the workload's duration, or played through
 * its scenario ({@link ScenarioCombination}), or searched for its capacity ({@link CapacityCombination}), undeployed).
 * Counts and rates come from the Star's counters at the end of the warm-up and of the run, so the warm-up is never
 * measured; latencies and time series from the Star's status sampled every second of the window. A workload that
 * repeats runs each combination that many times (or until its figures are stable), each in a fresh deployment. Each
 * combination's expectations are judged on its runs' figures, those against a baseline once the test's combinations
 * have all run. After each combination the description with the results so far is written, so a run stopped half way
 * keeps what finished.
 */
public final class RunRunner {

    /** What a run tells as it goes. */
    public interface Progress {

        void combination(int done, int total, String test, Map<String, String> values, long millisLeft);
    }

    private final StarClient star;
    private final Lab lab;
    private final List<Path> bundlePath;
    private final Progress progress;
    private final BooleanSupplier stopped;

    public RunRunner(StarClient star, List<Path> bundlePath, Progress progress, BooleanSupplier stopped) {
        this(star, null, bundlePath, progress, stopped);
    }

    /** A runner on {@code lab}'s Star, whose scenarios may cut the lab's hosts apart. */
    public RunRunner(StarClient star, Lab lab, List<Path> bundlePath, Progress progress, BooleanSupplier stopped) {
        this.star = star;
        this.lab = lab;
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
            List<RunDescription.RecordingRef> recordings = new ArrayList<>();
            test.test()
                    .recordings()
                    .forEach(r -> recordings.add(new RunDescription.RecordingRef(r.operator(),
                            relative(outputDir, test.recordingFiles().get(r)), r.sha256())));
            tests.add(test.test()
                    .withFiles(new RunDescription.SystemRef(relative(outputDir, test.systemFile()),
                            test.test().system().sha256()), recordings));
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
            Workload workload = test.test().workload();
            List<Result> results = new ArrayList<>();
            Map<Map<String, String>, Map<String, Double>> means = new HashMap<>();
            for (Map<String, String> combination : plans.get(t)) {
                List<Result> runs = new ArrayList<>();
                List<Map<String, Double>> figures = new ArrayList<>();
                Verdict stability = null;
                while (runs.size() < workload.repeat() && !stopped.getAsBoolean()) {
                    long left = done == 0 ? -1 : (System.currentTimeMillis() - started) / done * (total - done);
                    progress.combination(done, total, test.test().name(), combination, left);
                    Measured measured = test.test().capacity() != null
                            ? CapacityCombination.run(star, test, combination, settings(test, combination), jars(test),
                                    outputDir, RunXml.baseName(output), stopped)
                            : test.test().scenario() != null
                                    ? ScenarioCombination.run(star, lab, test, combination, settings(test, combination),
                                            jars(test))
                                    : runOne(test, combination);
                    runs.add(measured.result());
                    figures.add(measured.figures());
                    done++;
                    if (workload.untilStable() && runs.size() >= Workload.MIN_STABLE_RUNS) {
                        stability = Expectations.stability(runs.stream().map(Result::values).toList(),
                                workload.stableWithin(), Workload.MIN_STABLE_RUNS);
                        if (stability.passed()) {
                            total -= workload.repeat() - runs.size();
                            break;
                        }
                    }
                }
                if (runs.size() < workload.repeat() && (stability == null || !stability.passed())) {
                    break; // stopped: a combination not run as often as asked is not kept
                }
                List<Verdict> verdicts = new ArrayList<>();
                if (stability != null) {
                    verdicts.add(stability);
                }
                verdicts.addAll(Expectations.judge(test.expectations(), figures));
                Result result = Result.repeated(runs).withVerdicts(verdicts);
                results.add(stability == null ? result : result.withStable(stability.passed()));
                means.put(combination, means(figures));
                tests.set(t, tests.get(t).withResults(results));
                RunXml.write(new RunDescription(description.name(), environment, description.params(), tests), output);
            }
            if (test.expectations().keySet().stream().anyMatch(Expectation::hasBaseline)) {
                // a baseline may run after the combinations it is compared with: these are judged once all have run
                results.replaceAll(result -> {
                    List<Verdict> verdicts = new ArrayList<>(result.verdicts());
                    verdicts.addAll(Expectations.judgeAgainstBaselines(test.expectations(), result.variables(),
                            means.get(result.variables()), means::get));
                    return result.withVerdicts(verdicts);
                });
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
        return RunOutcome.of(results, reportProblems);
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

    /** {@code file} relative to {@code dir}, with forward slashes, as a description names its files. */
    private static String relative(Path dir, Path file) {
        return dir.relativize(file.toAbsolutePath()).toString().replace('\\', '/');
    }

    /** One run's result, and the figures its expectations judge (by {@link Expectations#key}). */
    record Measured(Result result, Map<String, Double> figures) {
    }

    /** Each figure's mean over the runs that all measured it. */
    private static Map<String, Double> means(List<Map<String, Double>> runs) {
        Map<String, Double> means = new LinkedHashMap<>();
        runs.get(0).keySet().forEach(key -> {
            if (runs.stream().allMatch(run -> run.get(key) != null)) {
                means.put(key, runs.stream().mapToDouble(run -> run.get(key)).average().orElseThrow());
            }
        });
        return means;
    }

    /** The settings of a combination: the test's, its recordings' files, and the variables' values. */
    private static Map<String, String> settings(RunCheck.Checked test, Map<String, String> combination) {
        Map<String, String> settings = new LinkedHashMap<>(test.settings());
        test.recordingFiles().forEach((recording, file) -> {
            settings.put(recording.operator() + ".file", file.toAbsolutePath().toString());
            settings.put(recording.operator() + ".sha256", recording.sha256());
        });
        for (Variable variable : test.test().variables()) {
            settings.put(variable.target(), variable.applied(combination.get(variable.target())));
        }
        return settings;
    }

    /** Where a test's bundles are looked for: its own jars' folders first. */
    private List<Path> jars(RunCheck.Checked test) {
        List<Path> jars = new ArrayList<>(bundlePath);
        test.jars().values().forEach(jar -> jars.add(0, jar.getParent()));
        return jars;
    }

    private Measured runOne(RunCheck.Checked test, Map<String, String> combination) {
        return LabDeployment.run(star, lab, test, combination, settings(test, combination), jars(test),
                measurement -> measure(test, measurement));
    }

    /** Warms the deployed system up and measures its window into {@code measurement}. */
    private void measure(RunCheck.Checked test, Measurement measurement) throws LabException {
        List<Measure> measures = test.test().measures();
        awaitReported(star, measures);
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
        MeasuredWindow window = new MeasuredWindow(before, after, samples, (System.nanoTime() - from) / 1e9);
        measurement.measures(measures, window, test.test().workload().series());
        measurement.connections(star, after, measurement.operatorExpectations(test.expectations(), window));
    }

    static void sleepUntil(long fromNanos, long millis) {
        long left = millis - (System.nanoTime() - fromNanos) / 1_000_000;
        if (left > 0) {
            sleep(left);
        }
    }

    /**
     * Waits (up to 20 s) until the Star's status reports every measuring operator, so the warm-up starts from there.
     */
    static void awaitReported(StarClient star, List<Measure> measures) throws LabException {
        long deadline = System.currentTimeMillis() + 20_000;
        while (System.currentTimeMillis() < deadline) {
            LiveStatus status = star.status();
            if (measures.stream().allMatch(m -> status.operators().containsKey(m.operator()))) {
                return;
            }
            sleep(100);
        }
    }

    static void sleep(long millis) {
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

    /** What the run ran on: JDK, OS and its kernel, CPU model and count, memory, date, and the revision given. */
    public static Map<String, String> environment(String revision) {
        Map<String, String> environment = new LinkedHashMap<>();
        environment.put("jdk", System.getProperty("java.vendor") + " " + System.getProperty("java.version"));
        environment.put("os", System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                + System.getProperty("os.arch"));
        environment.put("kernel", System.getProperty("os.version"));
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
        // with its seconds always (OffsetDateTime.toString leaves ":00" out, and such a date sorted after the later
        // ones of its minute)
        environment.put("date", OffsetDateTime.now().withNano(0).format(DateTimeFormatter.ISO_OFFSET_DATE_TIME));
        if (revision != null && !revision.isBlank()) {
            environment.put("revision", revision);
        }
        return environment;
    }
}
