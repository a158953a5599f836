package org.orrery.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.net.http.HttpTimeoutException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.TimeUnit;

import org.orrery.control.api.ControlJson;
import org.orrery.control.api.LiveStatus;
import org.orrery.control.api.OperatorState;
import org.orrery.control.api.SystemApi.DeployResult;
import org.orrery.control.api.SystemApi.DomainView;
import org.orrery.control.lab.LabDescription;
import org.orrery.control.util.BenchmarkCases;
import org.orrery.control.util.ProcessCommandLine;
import org.orrery.deploy.DeploymentExport;
import org.orrery.lab.Lab;
import org.orrery.lab.LabException;
import org.orrery.lab.LabRuntime;
import org.orrery.lab.StarClient;
import org.orrery.model.Connection;
import org.orrery.model.Domain;
import org.orrery.model.Isolation;
import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;
import org.orrery.model.edit.Insertion;
import org.orrery.model.io.DomainGroups;
import org.orrery.model.io.OrreryFiles;

/**
 * The time from Deploy to every operator running, and the lab's memory with the system running, on a fresh embedded lab
 * in one run: the Solar sample (3 domains) against one JVM of the agents' class path started and ended (the floor under
 * any domain's start); the 1,000-operator sample ({@code large-1000.orrery}, 40 domains) with a process per domain
 * against Solar; and the same sample as it ships, each host's Planets in one shared domain host, against a process per
 * domain; for both, the time from killing planet1's process (its own, or its group's host) until every operator runs
 * again. After each undeploy it counts the domain processes still alive (there should be none but the Star). Each time
 * the Solar sample runs, a filter is inserted into one of its connections and deployed (the incremental redeploy the
 * workbench's Deploy makes after a filter is dropped onto a live connection), against deploying Solar whole.
 */
final class DeployBenchmark {

    /** A system deployed: its file, and whether its Planets are each put in a process of their own first. */
    private record Variant(String name, String file, boolean processPerDomain) {
    }

    /** The variant that may not run on a small machine; the others are baselines. */
    private static final String LARGEST = "large-10000-shared";
    private static final List<Variant> VARIANTS = List.of(new Variant("solar", "solar.orrery", false),
            new Variant("large-1000", "large-1000.orrery", true),
            new Variant("large-1000-shared", "large-1000.orrery", false),
            new Variant(LARGEST, "large-10000.orrery", false));
    private static final long RUNNING_TIMEOUT_MS = 600_000;

    private final PrintStream out;

    DeployBenchmark(PrintStream out) {
        this.out = out;
    }

    /** What one variant measured: the median seconds to running and the lab's memory (MB, PSS) once running. */
    private record Measured(double seconds, double megabytes, double recovery) {
    }

    /**
     * Runs the benchmark; writes the table to {@code report} and the cases (each beside its baseline from the same run)
     * as JSON to {@code jsonReport}, each when not null.
     */
    int run(int solarRepeats, Path report, Path jsonReport) throws Exception {
        Lab lab = Lab.embedded();
        if (lab.isRunning()) {
            out.println(
                    "orrery: the embedded lab is running; stop it first (./orrery lab stop): the benchmark starts its "
                            + "own");
            return 2;
        }
        LabRuntime runtime = Environment.runtime();
        double jvm = jvmFloor(runtime, solarRepeats);
        out.println(runtime.start(lab));
        List<String> rows = new ArrayList<>();
        BenchmarkCases cases = new BenchmarkCases();
        Map<String, Measured> measured = new LinkedHashMap<>();
        List<Double> insertions = new ArrayList<>();
        try {
            StarClient star = lab.star();
            for (Variant variant : VARIANTS) {
                boolean clean;
                try {
                    clean = measure(star, lab, runtime, variant, solarRepeats, rows, measured, insertions);
                } catch (IllegalStateException failed) {
                    if (!variant.name().equals(LARGEST)) {
                        throw failed;
                    }
                    // the largest sample may not run on this machine: the table says why, the others stand
                    rows.add(String.format(Locale.ROOT, "%-20s did not run: %s", variant.name(), failed.getMessage()));
                    star.undeploy();
                    continue;
                }
                if (!clean) {
                    return 1;
                }
            }
        } finally {
            out.println(runtime.stop(lab));
        }
        Measured solar = measured.get("solar");
        Measured separate = measured.get("large-1000");
        Measured shared = measured.get("large-1000-shared");
        insertions.sort(Double::compare);
        cases.add("insert-filter-live", "ms to running", insertions.get(insertions.size() / 2) * 1000,
                solar.seconds() * 1000, "deploying the Solar sample whole on the same lab, median of " + solarRepeats);
        cases.add("deploy-solar", "seconds to running", solar.seconds(), jvm,
                "one JVM of the agents' class path started and ended, median of " + solarRepeats);
        cases.add("deploy-large-1000", "seconds to running", separate.seconds(), solar.seconds(),
                "the Solar sample (3 domains, 9 operators) on the same lab, median of " + solarRepeats);
        cases.add("deploy-large-1000-shared", "seconds to running", shared.seconds(), separate.seconds(),
                "the same sample with a process per domain, on the same lab");
        cases.add("memory-large-1000-shared", "MB (PSS) running", shared.megabytes(), separate.megabytes(),
                "the same sample with a process per domain, on the same lab");
        cases.add("recover-large-1000-shared", "seconds to running", shared.recovery(), separate.recovery(),
                "the same sample with a process per domain, planet1's process killed, on the same lab");
        Measured tenfold = measured.get(LARGEST);
        if (tenfold != null) {
            cases.add("deploy-large-10000-shared", "seconds to running", tenfold.seconds(), shared.seconds(),
                    "the 1,000-operator sample shared alike (a tenth of the operators and connections), on the same "
                            + "lab");
            cases.add("memory-large-10000-shared", "MB (PSS) running", tenfold.megabytes(), shared.megabytes(),
                    "the 1,000-operator sample shared alike, on the same lab");
        }
        List<String> table = new ArrayList<>();
        table.add("Time from Deploy to every operator running, and the lab's memory (PSS: shared pages once) with the "
                + "system running, embedded lab, " + Runtime.getRuntime().availableProcessors()
                + " cores (median of the runs)");
        table.add(String.format(Locale.ROOT, "%-20s %7s %9s %9s %8s %9s %9s", "system", "domains", "JVMs", "operators",
                "runs", "seconds", "MB"));
        table.addAll(rows);
        table.add(String.format(Locale.ROOT, "one JVM of the agents' class path started and ended: %.2f s", jvm));
        table.add(String.format(Locale.ROOT,
                "planet1's process killed, until every operator runs again: %.1f s with a process per domain (planet1 "
                        + "alone), %.1f s shared (its whole group)",
                separate.recovery(), shared.recovery()));
        table.add(String.format(Locale.ROOT,
                "shared vs a process per domain: %.2fx the time, %.2fx the memory; Solar: %.1fx one JVM's start",
                shared.seconds() / separate.seconds(), shared.megabytes() / separate.megabytes(),
                solar.seconds() / jvm));
        if (tenfold != null) {
            table.add(String.format(Locale.ROOT,
                    "10,000 operators (10 copies of the graph over the same domains) vs 1,000, shared: %.2fx the time,"
                            + " %.2fx the memory (goals: under 60 s, under 4,096 MB)",
                    tenfold.seconds() / shared.seconds(), tenfold.megabytes() / shared.megabytes()));
        }
        table.forEach(out::println);
        if (report != null) {
            Files.write(report, table);
        }
        if (jsonReport != null) {
            Files.writeString(jsonReport, cases.json());
        }
        return 0;
    }

    /**
     * The JVMs {@code system}'s domains run in on a lab of one machine: one per domain of its own, one per group (a
     * group is a lab host's, whatever model hosts its domains are on).
     */
    private static long processes(OrrerySystem system) {
        List<Domain> domains = system.getHosts().stream().flatMap(h -> h.getDomains().stream()).toList();
        return domains.stream().filter(d -> DomainGroups.of(d) == null).count()
                + domains.stream().map(DomainGroups::of).filter(Objects::nonNull).distinct().count();
    }

    /**
     * Kills the process planet1 runs in (its own, or its group's domain host; one the lab started, checked by its
     * command line and its node daemon) and returns the seconds until every operator runs again in new processes: the
     * node daemon starts them after its first back-off (1 s) and the Star deploys their parts again.
     */
    private static double timeToRecover(StarClient star, Lab lab, int operators) throws Exception {
        long pid = star.status().domains().get("planet1").pid();
        ProcessHandle process = lab.nodes()
                .stream()
                .flatMap(node -> ProcessHandle.of(node.pid()).stream())
                .flatMap(ProcessHandle::descendants)
                .filter(p -> p.pid() == pid)
                .findFirst()
                .orElseThrow(() -> new IllegalStateException("planet1's process " + pid + " is not the lab's"));
        String command = ProcessCommandLine.of(process);
        if (!command.contains("org.orrery.agent.domain.DomainHost")
                && !command.contains("org.orrery.agent.domain.DomainAgent")) {
            throw new IllegalStateException("planet1's process " + pid + " is not a domain agent: " + command);
        }
        long start = System.nanoTime();
        process.destroyForcibly();
        process.onExit().get(30, TimeUnit.SECONDS);
        long deadline = System.currentTimeMillis() + RUNNING_TIMEOUT_MS;
        while (true) {
            LiveStatus status = statusIfAnswered(star);
            long running = status == null ? -1
                    : status.operators().values().stream().filter(o -> o.state() == OperatorState.RUNNING).count();
            if (running == operators && status.domains().values().stream().noneMatch(d -> d.pid() == pid)) {
                return (System.nanoTime() - start) / 1e9;
            }
            if (System.currentTimeMillis() > deadline) {
                throw new IllegalStateException(running + " of " + operators + " operators running "
                        + RUNNING_TIMEOUT_MS / 1000 + " s after planet1's process was killed");
            }
            Thread.sleep(100);
        }
    }

    /**
     * The median seconds one JVM of the agents' class path takes to start and end ({@code DomainAgent --help}): the
     * floor under starting any domain in a process of its own.
     */
    private static double jvmFloor(LabRuntime runtime, int repeats) throws Exception {
        List<Double> seconds = new ArrayList<>();
        String java = ProcessHandle.current().info().command().orElse("java");
        for (int i = 0; i < repeats; i++) {
            long start = System.nanoTime();
            Process process = new ProcessBuilder(java, "-cp", runtime.home().resolve("lib") + "/*",
                    "org.orrery.agent.domain.DomainAgent", "--help").redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
            if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
                process.destroyForcibly();
                throw new IllegalStateException("a JVM of the agents' class path did not start and end");
            }
            seconds.add((System.nanoTime() - start) / 1e9);
        }
        seconds.sort(Double::compare);
        return seconds.get(seconds.size() / 2);
    }

    /**
     * The proportional set size of the lab's processes on this machine (its node daemons and everything they started),
     * in MB: a page that several processes map counts in each by its share, so the sum counts it once.
     */
    private static double labMegabytes(Lab lab) throws Exception {
        long kilobytes = 0;
        for (LabDescription.Node node : lab.nodes()) {
            List<ProcessHandle> processes = new ArrayList<>();
            ProcessHandle.of(node.pid()).ifPresent(handle -> {
                processes.add(handle);
                handle.descendants().forEach(processes::add);
            });
            for (ProcessHandle process : processes) {
                kilobytes += pssKilobytes(process.pid());
            }
        }
        return kilobytes / 1024.0;
    }

    private static long pssKilobytes(long pid) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", String.valueOf(pid), "smaps_rollup"))) {
                if (line.startsWith("Pss:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", ""));
                }
            }
        } catch (@SuppressWarnings("unused") IOException | RuntimeException e) {
            // the process ended meanwhile: it holds nothing
        }
        return 0;
    }

    /** Deploys and waits until every operator reports running; returns the seconds that took. */
    /**
     * Deploys {@code variant} as often as it is measured, adding its row and figures; false when domain processes were
     * left after an undeploy.
     */
    private boolean measure(StarClient star, Lab lab, LabRuntime runtime, Variant variant, int solarRepeats,
            List<String> rows, Map<String, Measured> measured, List<Double> insertions) throws Exception {
        Path file = Environment.root().resolve("sample-systems/models").resolve(variant.file());
        OrrerySystem system = OrreryFiles.load(file);
        if (variant.processPerDomain()) {
            system.getHosts().forEach(h -> h.getDomains().forEach(d -> d.setIsolation(Isolation.PROCESS)));
        }
        byte[] json = ControlJson.write(DeploymentExport.deployment(system, file, List.of(runtime.bundles()), true));
        boolean solar = variant.name().equals("solar");
        int repeats = solar ? solarRepeats : 1;
        List<Double> seconds = new ArrayList<>();
        double megabytes = 0;
        double recovery = 0;
        for (int i = 0; i < repeats; i++) {
            seconds.add(timeToRunning(star, json, system.getOperators().size()));
            megabytes = labMegabytes(lab);
            if (!solar) {
                recovery = timeToRecover(star, lab, system.getOperators().size());
            }
            if (solar) {
                insertions.add(insertFilter(star, file, runtime));
            }
            star.undeploy();
            long left = domainProcessesBesidesTheStar(lab);
            if (left != 0) {
                out.println("orrery: " + left + " domain processes left after undeploying " + variant.name());
                return false;
            }
        }
        seconds.sort(Double::compare);
        measured.put(variant.name(), new Measured(seconds.get(seconds.size() / 2), megabytes, recovery));
        int domains = system.getHosts().stream().mapToInt(h -> h.getDomains().size()).sum();
        rows.add(String.format(Locale.ROOT, "%-20s %7d %9d %9d %8d %9.1f %9.0f", variant.name(), domains,
                processes(system), system.getOperators().size(), repeats, measured.get(variant.name()).seconds(),
                megabytes));
        return true;
    }

    private double timeToRunning(StarClient star, byte[] json, int operators) throws Exception {
        long start = System.nanoTime();
        DeployResult result = star.deploy(json);
        if (!result.deployed()) {
            throw new IllegalStateException("the deployment failed: " + result.error());
        }
        long deadline = System.currentTimeMillis() + RUNNING_TIMEOUT_MS;
        Map<String, Long> pids = new HashMap<>();
        while (true) {
            LiveStatus status = statusIfAnswered(star);
            long running = status == null ? -1
                    : status.operators().values().stream().filter(o -> o.state() == OperatorState.RUNNING).count();
            if (running == operators) {
                return (System.nanoTime() - start) / 1e9;
            }
            // a domain whose process ended and was started again failed (its heap, say), and waiting longer changes
            // nothing; a domain slow to answer is not one (forty JVMs starting on two cores miss heartbeats)
            for (var domain : status == null ? List.<DomainView>of() : status.domains().values()) {
                if (domain.pid() > 0 && pids.computeIfAbsent(domain.name(), n -> domain.pid()) != domain.pid()) {
                    throw new IllegalStateException(domain.name() + "'s process " + pids.get(domain.name())
                            + " ended and was started again with " + running + " of " + operators
                            + " operators running: " + domain.error());
                }
            }
            if (System.currentTimeMillis() > deadline) {
                throw new IllegalStateException(
                        running + " of " + operators + " operators running after " + RUNNING_TIMEOUT_MS / 1000 + " s");
            }
            Thread.sleep(100);
        }
    }

    /**
     * The Star's status, or null when it did not answer within its call's time: the Star folding the statuses of forty
     * busy Planets on two cores answered in 2 to 5 s and once not within 10 s, which ended the whole benchmark; the
     * wait for the system to run goes on to its own deadline.
     */
    private static LiveStatus statusIfAnswered(StarClient star) throws LabException {
        try {
            return star.status();
        } catch (LabException e) {
            for (Throwable cause = e; cause != null; cause = cause.getCause()) {
                if (cause instanceof HttpTimeoutException) {
                    return null;
                }
            }
            throw e;
        }
    }

    /**
     * Inserts a filter into the running Solar sample's connection sensorA → thresholdA, as the workbench does
     * ({@link Insertion}), and deploys that: returns the seconds until the Star answers that the filter runs. Checks
     * afterwards that the filter runs and that no other operator was restarted.
     */
    private double insertFilter(StarClient star, Path file, LabRuntime runtime) throws Exception {
        LiveStatus before = star.status();
        OrrerySystem system = OrreryFiles.load(file);
        Connection into = system.getConnections()
                .stream()
                .filter(c -> c.getSource().getName().equals("sensorA") && c.getTarget().getName().equals("thresholdA"))
                .findFirst()
                .orElseThrow();
        Operator filter = Insertion.filter("inserted", "org.orrery.sample.filter");
        Connection downstream = Insertion.downstream(into, filter);
        filter.setPlacement(into.getSource().getPlacement());
        system.getOperators().add(filter);
        downstream.setSource(filter);
        downstream.setTarget(into.getTarget());
        into.setTarget(filter);
        system.getConnections().add(downstream);
        byte[] json = ControlJson.write(DeploymentExport.deployment(system, file, List.of(runtime.bundles()), true));
        long start = System.nanoTime();
        DeployResult result = star.deploy(json);
        double seconds = (System.nanoTime() - start) / 1e9;
        if (!result.deployed()) {
            throw new IllegalStateException("inserting a filter failed: " + result.error());
        }
        long deadline = System.currentTimeMillis() + 10_000;
        LiveStatus after = star.status();
        while (after.operators().get("inserted") == null
                || after.operators().get("inserted").state() != OperatorState.RUNNING) {
            if (System.currentTimeMillis() > deadline) {
                throw new IllegalStateException("the inserted filter does not run");
            }
            Thread.sleep(50);
            after = star.status();
        }
        for (var operator : before.operators().values()) {
            var now = after.operators().get(operator.name());
            if (now == null || now.startedAtMillis() != operator.startedAtMillis()) {
                throw new IllegalStateException("inserting a filter restarted " + operator.name());
            }
        }
        return seconds;
    }

    /**
     * The domain agent processes and shared domain hosts alive under the lab's node daemons (this machine's), the
     * Star's left out.
     */
    private static long domainProcessesBesidesTheStar(Lab lab) throws Exception {
        long alive = 0;
        for (LabDescription.Node node : lab.nodes()) {
            alive += ProcessHandle.of(node.pid())
                    .stream()
                    .flatMap(ProcessHandle::descendants)
                    .map(ProcessCommandLine::of)
                    .filter(command -> command.contains("org.orrery.agent.domain.DomainHost")
                            || command.contains("org.orrery.agent.domain.DomainAgent")
                                    && !command.contains("--role star"))
                    .count();
        }
        return alive;
    }
}
