package org.orrery.run;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.orrery.deploy.DeploymentExport;
import org.orrery.deploy.DeploymentExportException;
import org.orrery.lab.LabException;
import org.orrery.lab.LiveStatus;
import org.orrery.lab.StarClient;
import org.orrery.model.Operator;
import org.orrery.model.OrreryFactory;
import org.orrery.model.OrrerySystem;
import org.orrery.model.Parameter;
import org.orrery.run.RunDescription.Measure;
import org.orrery.run.RunDescription.Result;
import org.orrery.run.RunDescription.Test;

/**
 * Runs a checked description on a lab: every combination of each test's variables in a fresh deployment (the system
 * with the test's settings and the combination's values, deployed, warmed up, measured for the workload's duration,
 * undeployed). A measuring operator's figure is taken from the Star's counters at the end of the warm-up and of the
 * run, so the warm-up is never measured. After each combination the description with the results so far is written,
 * so a run stopped half way keeps what finished.
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
        List<Test> tests = new ArrayList<>(description.tests());
        int total = 0;
        List<List<Map<String, String>>> plans = new ArrayList<>();
        for (RunCheck.Checked test : checked) {
            List<Map<String, String>> combinations = new ArrayList<>();
            for (Map<String, String> combination : Combinations.of(test.test().variables())) {
                if (only.entrySet().stream().allMatch(e -> !combination.containsKey(e.getKey())
                        || combination.get(e.getKey()).equals(e.getValue()))) {
                    combinations.add(combination);
                }
            }
            plans.add(combinations);
            total += combinations.size();
        }
        long started = System.currentTimeMillis();
        int done = 0;
        for (int t = 0; t < checked.size() && !stopped.getAsBoolean(); t++) {
            RunCheck.Checked test = checked.get(t);
            List<Result> results = new ArrayList<>();
            for (Map<String, String> combination : plans.get(t)) {
                if (stopped.getAsBoolean()) {
                    break;
                }
                long left = done == 0 ? -1 : (System.currentTimeMillis() - started) / done * (total - done);
                progress.combination(done, total, test.test().name(), combination, left);
                results.add(runOne(test, combination));
                done++;
                tests.set(t, test.test().withResults(results));
                RunXml.write(new RunDescription(description.name(), environment, description.params(), tests), output);
            }
        }
        progress.combination(done, total, "", Map.of(), 0);
        return new RunDescription(description.name(), environment, description.params(), tests);
    }

    private Result runOne(RunCheck.Checked test, Map<String, String> combination) {
        List<String> errors = new ArrayList<>();
        Map<String, Double> values = new LinkedHashMap<>();
        try {
            OrrerySystem system = EcoreUtil.copy(test.system());
            Map<String, String> settings = new LinkedHashMap<>(test.test().settings());
            settings.putAll(combination);
            settings.forEach((target, value) -> set(system, target, value));
            List<Path> jars = new ArrayList<>(bundlePath);
            test.jars().values().forEach(jar -> jars.add(0, jar.getParent()));
            byte[] json = DeploymentExport.toJson(system, test.systemFile(), jars, true).getBytes(StandardCharsets.UTF_8);
            star.undeploy();
            var answer = star.deploy(json);
            if (!answer.path("deployed").asBoolean()) {
                errors.add("deploy failed: " + answer.path("error").asText());
                return new Result(combination, values, null, errors);
            }
            awaitReported(test.test().measures());
            sleep(test.test().workload().warmupMillis());
            LiveStatus before = star.status();
            long from = System.nanoTime();
            sleep(test.test().workload().durationMillis());
            LiveStatus after = star.status();
            double seconds = (System.nanoTime() - from) / 1e9;
            for (Measure measure : test.test().measures()) {
                LiveStatus.Operator start = before.operators().get(measure.operator());
                LiveStatus.Operator end = after.operators().get(measure.operator());
                if (start == null || end == null) {
                    errors.add(measure.operator() + ": not running in the lab");
                    continue;
                }
                if (!end.lastError().isEmpty()) {
                    errors.add(measure.operator() + ": " + end.lastError());
                }
                values.put(measure.operator(), switch (measure.figure()) {
                    case "eventsInWindow" -> end.eventsIn() - start.eventsIn() + 0.0;
                    case "eventsTotal" -> end.eventsIn() + 0.0;
                    default -> (end.eventsIn() - start.eventsIn()) / seconds;
                });
            }
        } catch (LabException | DeploymentExportException | RuntimeException e) {
            errors.add(e.getMessage() == null ? e.toString() : e.getMessage());
        } finally {
            try {
                star.undeploy();
            } catch (LabException e) {
                errors.add("undeploy failed: " + e.getMessage());
            }
        }
        double[] measured = values.values().stream().mapToDouble(Double::doubleValue).toArray();
        return new Result(combination, values, Statistics.of(measured), errors);
    }

    /** Waits (up to 20 s) until the Star's status reports every measuring operator, so the warm-up starts from there. */
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

    /** Sets {@code operator.parameter} to {@code value} on the copy of the system (adding the parameter if unset). */
    private static void set(OrrerySystem system, String target, String value) {
        int dot = target.lastIndexOf('.');
        String name = target.substring(dot + 1);
        Operator operator = system.getOperators().stream().filter(o -> o.getName().equals(target.substring(0, dot))).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(target + ": no such operator"));
        Parameter parameter = operator.getParameters().stream().filter(p -> p.getName().equals(name)).findFirst().orElse(null);
        if (parameter == null) {
            parameter = OrreryFactory.eINSTANCE.createParameter();
            parameter.setName(name);
            operator.getParameters().add(parameter);
        }
        parameter.setValue(value);
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    /** What the run ran on: JDK, OS, CPU model and count, memory, date, and the revision given. */
    public static Map<String, String> environment(String revision) {
        Map<String, String> environment = new LinkedHashMap<>();
        environment.put("jdk", System.getProperty("java.vendor") + " " + System.getProperty("java.version"));
        environment.put("os", System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                + System.getProperty("os.arch"));
        environment.put("cpus", String.valueOf(Runtime.getRuntime().availableProcessors()));
        try {
            Files.readAllLines(Path.of("/proc/cpuinfo")).stream().filter(l -> l.startsWith("model name")).findFirst()
                    .ifPresent(l -> environment.put("cpu", l.substring(l.indexOf(':') + 1).strip()));
            Files.readAllLines(Path.of("/proc/meminfo")).stream().filter(l -> l.startsWith("MemTotal")).findFirst()
                    .ifPresent(l -> environment.put("memory", l.substring(l.indexOf(':') + 1).strip()));
        } catch (IOException e) {
            environment.put("cpu", "unknown (" + e.getMessage() + ")");
        }
        environment.put("date", java.time.OffsetDateTime.now().withNano(0).toString());
        if (revision != null && !revision.isBlank()) {
            environment.put("revision", revision);
        }
        return environment;
    }
}
