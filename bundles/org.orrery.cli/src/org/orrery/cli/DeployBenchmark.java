package org.orrery.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.orrery.control.api.BenchmarkCases;
import org.orrery.control.api.ControlJson;
import org.orrery.control.api.LabDescription;
import org.orrery.control.api.LiveStatus;
import org.orrery.control.api.OperatorState;
import org.orrery.control.api.ProcessCommandLine;
import org.orrery.control.api.SystemApi.DeployResult;
import org.orrery.deploy.DeploymentExport;
import org.orrery.lab.Lab;
import org.orrery.lab.LabRuntime;
import org.orrery.lab.StarClient;
import org.orrery.model.Connection;
import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;
import org.orrery.model.edit.Insertion;
import org.orrery.model.io.OrreryFiles;

/**
 * The time from Deploy to every operator running, for the 1,000-operator sample ({@code large-1000.orrery}, 40 domains)
 * beside the Solar sample (3 domains) as the baseline, both on a fresh embedded lab in the same run; after each
 * undeploy it counts the domain processes still alive (there should be none but the Star). Each time the Solar sample
 * runs, a filter is inserted into one of its connections and deployed (the incremental redeploy the workbench's Deploy
 * makes after a filter is dropped onto a live connection), against deploying Solar whole.
 */
final class DeployBenchmark {

    private static final String[] SYSTEMS = {"solar.orrery", "large-1000.orrery"};
    private static final long RUNNING_TIMEOUT_MS = 600_000;

    private final PrintStream out;

    DeployBenchmark(PrintStream out) {
        this.out = out;
    }

    /**
     * Runs the benchmark; writes the table to {@code report} and the case {@code deploy-large-1000} (seconds to
     * running, beside the Solar sample's in the same run) as JSON to {@code jsonReport}, each when not null.
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
        out.println(runtime.start(lab));
        List<String> rows = new ArrayList<>();
        BenchmarkCases cases = new BenchmarkCases();
        double baseline = 0;
        List<Double> insertions = new ArrayList<>();
        try {
            StarClient star = lab.star();
            for (String name : SYSTEMS) {
                Path file = Environment.root().resolve("sample-systems/models").resolve(name);
                OrrerySystem system = OrreryFiles.load(file);
                byte[] json = ControlJson
                        .write(DeploymentExport.deployment(system, file, List.of(runtime.bundles()), true));
                int repeats = name.startsWith("solar") ? solarRepeats : 1;
                List<Double> seconds = new ArrayList<>();
                for (int i = 0; i < repeats; i++) {
                    seconds.add(timeToRunning(star, json, system.getOperators().size()));
                    if (name.startsWith("solar")) {
                        insertions.add(insertFilter(star, file, runtime));
                    }
                    star.undeploy();
                    long left = domainProcessesBesidesTheStar(lab);
                    if (left != 0) {
                        out.println("orrery: " + left + " domain processes left after undeploying " + name);
                        return 1;
                    }
                }
                seconds.sort(Double::compare);
                double median = seconds.get(seconds.size() / 2);
                if (baseline == 0) {
                    baseline = median;
                    insertions.sort(Double::compare);
                    double insertion = insertions.get(insertions.size() / 2);
                    cases.add("insert-filter-live", "ms to running", insertion * 1000, median * 1000,
                            "deploying the Solar sample whole on the same lab, median of " + solarRepeats);
                    rows.add(String.format(Locale.ROOT, "%-20s %7d %9d %8d %12.3f %10.2f", "solar + 1 inserted", 3, 1,
                            repeats, insertion, insertion / median));
                } else {
                    cases.add("deploy-" + name.replace(".orrery", ""), "seconds to running", median, baseline,
                            "the Solar sample (3 domains, 9 operators) on the same lab, median of " + solarRepeats);
                }
                int domains = system.getHosts().stream().mapToInt(h -> h.getDomains().size()).sum();
                rows.add(String.format(Locale.ROOT, "%-20s %7d %9d %8d %12.1f %10.1f", name, domains,
                        system.getOperators().size(), repeats, median, median / baseline));
            }
        } finally {
            out.println(runtime.stop(lab));
        }
        List<String> table = new ArrayList<>();
        table.add("Time from Deploy to every operator running, embedded lab, "
                + Runtime.getRuntime().availableProcessors()
                + " cores (median of the runs; ratio to the Solar sample in the same run)");
        table.add(String.format(Locale.ROOT, "%-20s %7s %9s %8s %12s %10s", "system", "domains", "operators", "runs",
                "seconds", "x solar"));
        table.addAll(rows);
        table.forEach(out::println);
        if (report != null) {
            Files.write(report, table);
        }
        if (jsonReport != null) {
            Files.writeString(jsonReport, cases.json());
        }
        return 0;
    }

    /** Deploys and waits until every operator reports running; returns the seconds that took. */
    private double timeToRunning(StarClient star, byte[] json, int operators) throws Exception {
        long start = System.nanoTime();
        DeployResult result = star.deploy(json);
        if (!result.deployed()) {
            throw new IllegalStateException("the deployment failed: " + result.error());
        }
        long deadline = System.currentTimeMillis() + RUNNING_TIMEOUT_MS;
        while (true) {
            LiveStatus status = star.status();
            long running = status.operators().values().stream().filter(o -> o.state() == OperatorState.RUNNING).count();
            if (running == operators) {
                return (System.nanoTime() - start) / 1e9;
            }
            if (System.currentTimeMillis() > deadline) {
                throw new IllegalStateException(
                        running + " of " + operators + " operators running after " + RUNNING_TIMEOUT_MS / 1000 + " s");
            }
            Thread.sleep(100);
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

    /** The domain agent processes alive under the lab's node daemons (this machine's), the Star's left out. */
    private static long domainProcessesBesidesTheStar(Lab lab) throws Exception {
        long alive = 0;
        for (LabDescription.Node node : lab.nodes()) {
            alive += ProcessHandle.of(node.pid())
                    .stream()
                    .flatMap(ProcessHandle::descendants)
                    .map(ProcessCommandLine::of)
                    .filter(command -> command.contains("org.orrery.agent.domain.DomainAgent")
                            && !command.contains("--role star"))
                    .count();
        }
        return alive;
    }
}
