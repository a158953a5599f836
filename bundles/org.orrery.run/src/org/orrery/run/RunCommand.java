package org.orrery.run;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.orrery.control.util.Sha256;
import org.orrery.lab.LabException;
import org.orrery.lab.LabRuntime;
import org.orrery.run.RunDescription.Test;

/**
 * {@code orrery run FILE [--lab local|LABDIR|LABDIR/lab.json] [--out DIR] [--only TARGET=VALUE...] [--report MODE,...]
 * [--revision REV] [--check]}: checks the description, runs every combination on the lab (the embedded one by default,
 * started and stopped when it was not running), and writes the description with its results and a report per mode (PNG
 * chart, CSV, Markdown, and any other {@link ReportMode} on the class path) into the output folder. Ctrl+C stops after
 * the combination under way and keeps what finished. A lab in network namespaces is run from inside its Star's
 * namespace (this command restarts itself there). {@code --check} only checks; {@code --report-only} writes the reports
 * of a file that already holds results, running nothing. Exit 0 when every combination ran without error and every
 * expectation held, 1 when a combination failed, an expectation did not hold or the run was stopped, 2 when the
 * description or the command is refused.
 */
public final class RunCommand {

    private RunCommand() {
    }

    /**
     * What to run: the description, the lab ({@code local} or a lab directory or its {@code lab.json}), where results
     * and reports go, settings that override the description's ({@code TARGET=VALUE}), the report modes (null: all),
     * the revision to record, whether only to check or only to write the reports of a result file, where the run is
     * kept as history (null: {@code OUT/history}) and whether it fails when it shifted against the runs kept there.
     */
    public record Options(Path file, String lab, Path outDir, Map<String, String> only, String reports, String revision,
            boolean checkOnly, boolean reportOnly, Path history, boolean gateOnHistory) {

        /** Kept in {@code OUT/history}, not gated. */
        public Options(Path file, String lab, Path outDir, Map<String, String> only, String reports, String revision,
                boolean checkOnly, boolean reportOnly) {
            this(file, lab, outDir, only, reports, revision, checkOnly, reportOnly, null, false);
        }
    }

    /**
     * What {@code --json} prints after a run: the combinations ran and failed, the expectations judged and failed, each
     * failure and report problem, whether it was stopped, the result file, where it was kept (null: stopped) and the
     * figures that shifted against the history.
     */
    public record Ran(int ran, long failedCombinations, int verdicts, int failedVerdicts, List<String> failures,
            List<String> reportProblems, boolean stopped, String results, String kept, List<String> shifted) {
    }

    /**
     * What {@code --json} prints for {@code --check}: the tests, combinations and runs, whether runs are an upper bound
     * (until stable, capacity searches), and the minutes of warm-up and measuring (at least, or at most when up to).
     */
    public record Ready(String file, int tests, int combinations, int runs, boolean upTo, long minutes) {
    }

    /** What {@code --json} prints for {@code --report-only}: the reports written of the modes asked, and problems. */
    public record Reported(String file, int written, int modes, String out, List<String> problems) {
    }

    /** Runs as {@link Options} say; 0 done, 1 a combination or report failed, 2 the description or options refused. */
    public static int run(Options options, Answer out, PrintStream err) {
        Path file = options.file();
        String labChoice = options.lab() == null ? "local" : options.lab();
        Path outDir = options.outDir() == null ? Path.of("results") : options.outDir();
        String revision = options.revision();
        String reports = options.reports();
        boolean checkOnly = options.checkOnly();
        boolean reportOnly = options.reportOnly();
        Map<String, String> only = options.only() == null ? Map.of() : options.only();
        Map<String, ReportMode> available = ReportModes.available(Thread.currentThread().getContextClassLoader(),
                err::println);
        List<ReportMode> modes = new ArrayList<>();
        for (String name : reports == null ? available.keySet() : List.of(reports.split(","))) {
            ReportMode mode = available.get(name.strip());
            if (mode == null) {
                err.println("orrery run: no report mode '" + name.strip() + "'; there are "
                        + String.join(", ", available.keySet()));
                return 2;
            }
            modes.add(mode);
        }
        if (reportOnly) {
            return reportOnly(file, outDir, modes, out, err);
        }
        RunDescription description;
        List<RunCheck.Checked> checked;
        LabRuntime runtime;
        try {
            description = RunXml.read(file);
            runtime = LabRuntime.configured();
            checked = RunCheck.check(description, file, List.of(runtime.bundles()));
            String pointless = restrictionToNothing(description, file, only);
            if (pointless != null) {
                err.println("orrery run: " + pointless);
                return 2;
            }
        } catch (RunException | LabException e) {
            err.println("orrery run: " + e.getMessage());
            return 2;
        }
        if (checkOnly) {
            int combinations = 0;
            int runs = 0;
            boolean upTo = false;
            long measuredMillis = 0;
            try {
                for (Test test : description.tests()) {
                    int size = Combinations.of(test.variables()).size();
                    combinations += size;
                    runs += size * test.workload().repeat();
                    upTo |= test.workload().untilStable() || test.capacity() != null;
                    // a capacity search takes up to its most steps, each a warm-up and a window
                    measuredMillis += size
                            * (test.capacity() != null ? CapacityFinder.Search.DEFAULT.maxSteps()
                                    : test.workload().repeat())
                            * (test.workload().warmupMillis() + test.workload().durationMillis());
                }
            } catch (RunException e) {
                err.println("orrery run: " + e.getMessage());
                return 2;
            }
            Ready ready = new Ready(file.toString(), description.tests().size(), combinations, runs, upTo,
                    Math.max(1, Math.round(measuredMillis / 60_000.0)));
            out.say("orrery run: " + file + " is ready to run: " + ready.tests() + " test"
                    + (ready.tests() == 1 ? "" : "s") + ", " + combinations + " combinations"
                    + (runs == combinations ? "" : ", " + (upTo ? "up to " : "") + runs + " runs") + ", "
                    + (upTo ? "up to " : "at least ") + ready.minutes() + " min of warm-up and measuring", () -> ready);
            return 0;
        }
        return LabSession.run(labChoice, runtime, "orrery run",
                "stopping after the combination under way; what finished is kept", err, (lab, stopped) -> {
                    RunRunner runner = new RunRunner(lab.star(), lab, List.of(runtime.bundles()),
                            (done, total, test, values, left) -> {
                                if (!test.isEmpty()) {
                                    err.printf("[%s] %d/%d  %s %s%s%n", bar(done, total), done + 1, total, test, values,
                                            left < 0 ? "" : "  about " + (left + 999) / 1000 + " s left");
                                }
                            }, stopped);
                    Map<String, String> environment = RunRunner.environment(revision);
                    environment.put("descriptionSha256", Sha256.of(file));
                    environment.putAll(RunRunner.hostEnvironment(lab.hosts()));
                    RunOutcome outcome = runner.runAndReport(description, checked, only, environment, outDir,
                            RunXml.baseName(file), modes);
                    outcome.reportProblems().forEach(problem -> err.println("orrery run: " + problem));
                    outcome.failures().forEach(failure -> err.println("  failed: " + failure));
                    Path results = outDir.resolve(RunXml.baseName(file) + ".xml");
                    if (stopped.getAsBoolean()) { // a run stopped half way is not history
                        out.say("orrery run: " + outcome.summary(true, outDir),
                                () -> ran(outcome, true, results, null, List.of()));
                        return 1;
                    }
                    out.text("orrery run: " + outcome.summary(false, outDir));
                    Path history = options.history() == null ? outDir.resolve("history") : options.history();
                    Path kept = RunHistory.keep(results, outcome.results(), history);
                    List<String> shifted = options.gateOnHistory() ? RunHistory.shifts(history, kept,
                            Trend.Judgement.DEFAULT, line -> err.println("orrery run: history: skipped " + line))
                            : List.of();
                    out.say("orrery run: kept as " + kept, () -> ran(outcome, false, results, kept, shifted));
                    shifted.forEach(line -> err.println("  shifted: " + line));
                    return outcome.failures().isEmpty() && shifted.isEmpty() ? 0 : 1;
                });
    }

    /** Writes the reports of a result file that is already there (charts redrawn, say) without running anything. */
    private static Ran ran(RunOutcome outcome, boolean stopped, Path results, Path kept, List<String> shifted) {
        return new Ran(outcome.ran(), outcome.failedCombinations(), outcome.verdicts(), outcome.failedVerdicts(),
                outcome.failures(), outcome.reportProblems(), stopped, results.toString(),
                kept == null ? null : kept.toString(), shifted);
    }

    private static int reportOnly(Path file, Path outDir, List<ReportMode> modes, Answer out, PrintStream err) {
        RunDescription results;
        try {
            results = RunXml.read(file);
            Files.createDirectories(outDir);
        } catch (RunException | IOException e) {
            err.println("orrery run: " + e.getMessage());
            return 2;
        }
        List<String> problems = RunRunner.report(results, RunXml.baseName(file), outDir, modes);
        problems.forEach(problem -> err.println("orrery run: " + problem));
        out.say("orrery run: " + (modes.size() - problems.size()) + " of " + modes.size() + " reports of " + file
                + " written to " + outDir,
                () -> new Reported(file.toString(), modes.size() - problems.size(), modes.size(), outDir.toString(),
                        problems));
        return problems.isEmpty() ? 0 : 1;
    }

    private static String bar(int done, int total) {
        int width = 20;
        int filled = total == 0 ? width : done * width / total;
        return "#".repeat(filled) + ".".repeat(width - filled);
    }

    /**
     * Why {@code only} (target → value, from {@code --only}) cannot pick anything the description runs: a target no
     * test varies, or a value none of its combinations takes; null when each picks something.
     */
    static String restrictionToNothing(RunDescription description, Path file, Map<String, String> only)
            throws RunException {
        for (Map.Entry<String, String> restriction : only.entrySet()) {
            Set<String> targets = new TreeSet<>();
            Set<String> values = new LinkedHashSet<>();
            for (Test test : description.tests()) {
                for (Map<String, String> combination : Combinations.of(test.variables())) {
                    targets.addAll(combination.keySet());
                    if (combination.containsKey(restriction.getKey())) {
                        values.add(combination.get(restriction.getKey()));
                    }
                }
            }
            String asked = "--only " + restriction.getKey() + "=" + restriction.getValue();
            if (values.isEmpty()) {
                return asked + ": no test of " + file + " varies " + restriction.getKey() + " (it varies "
                        + (targets.isEmpty() ? "nothing" : String.join(", ", targets)) + ")";
            }
            if (!values.contains(restriction.getValue())) {
                return asked + ": " + restriction.getKey() + " takes " + String.join(", ", values) + " in " + file;
            }
        }
        return null;
    }
}
