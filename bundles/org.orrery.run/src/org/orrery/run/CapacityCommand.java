package org.orrery.run;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.orrery.lab.LabException;
import org.orrery.lab.LabRuntime;
import org.orrery.model.OrrerySystem;
import org.orrery.model.catalog.OperatorCatalog;
import org.orrery.model.catalog.SystemBundles;
import org.orrery.model.io.ModelLoadException;
import org.orrery.model.io.OrreryFiles;
import org.orrery.model.validation.OrreryValidation;
import org.orrery.model.validation.ValidationProblem;
import org.orrery.run.CapacityFinder.Capacity;
import org.orrery.run.CapacityFinder.Search;

/**
 * {@code orrery capacity MODEL --source NAME --slo p99<5ms [--drops N] [--from R] [--max R] [--precision P] [--settle S]
 * [--window S] [--set TARGET=VALUE...] [--lab LAB] [--out DIR]}: finds the largest rate the source can be offered with
 * the bound held, nothing dropped and every backlog flat ({@link CapacityFinder}), says what limits it, and writes the
 * latency–throughput curve and the steps ({@link CapacityReport}). Exit 0 with a capacity found, 1 when not even the
 * least rate held or the search failed or was stopped, 2 when the model or an option is refused.
 */
public final class CapacityCommand {

    private CapacityCommand() {
    }

    /**
     * What to search: the model, its source, the bound, the drops allowed per window, the search's rates, precision (a
     * share), settling and window (seconds), settings applied to every step, the lab and where the report goes.
     */
    public record Options(Path model, String source, String slo, long drops, double from, double max, double precision,
            double settleSeconds, double windowSeconds, Map<String, String> settings, String lab, Path outDir) {
    }

    /**
     * What {@code --json} prints: the rate found (0: none), whether it is the highest tried, what limits it, whether
     * the search was stopped, where the report is, and each step.
     */
    public record Found(String source, String slo, long drops, double rate, boolean atMax, String limitedBy,
            boolean stopped, String report, List<Step> steps) {
    }

    /** One step of the search: the rate offered, sent and delivered, the latency (µs; null: none), what failed. */
    public record Step(double offered, double sent, double delivered, Double latencyMicros, long dropped,
            boolean sustained, String failed) {

        Step(CapacityStep step) {
            this(step.offered(), step.sent(), step.delivered(), Answer.figure(step.latencyMicros()), step.dropped(),
                    step.sustained(), step.failed());
        }
    }

    public static int run(Options options, Answer out, PrintStream err) {
        String command = "orrery capacity";
        Slo slo;
        Search search;
        OrrerySystem system;
        LabRuntime runtime;
        Path model = options.model().toAbsolutePath();
        try {
            slo = Slo.parse(options.slo());
            search = new Search(options.from(), options.max(), options.precision(),
                    Math.round(options.settleSeconds() * 1000), Math.round(options.windowSeconds() * 1000),
                    options.drops(), Search.DEFAULT.maxSteps());
            system = OrreryFiles.load(model);
            runtime = LabRuntime.configured();
        } catch (IllegalArgumentException | LabException e) {
            err.println(command + ": " + e.getMessage());
            return 2;
        } catch (ModelLoadException e) {
            err.println(e.problem());
            return 2;
        }
        OperatorCatalog catalog = SystemBundles.catalogOf(system, model, line -> err.println(model + ": " + line));
        List<String> problems = new ArrayList<>();
        for (ValidationProblem problem : new OrreryValidation(catalog).validate(system)) {
            if (problem.severity() == ValidationProblem.Severity.ERROR) {
                problems.add("the system is not valid: " + problem.message());
            }
        }
        String rateProblem = Targets.problem(options.source() + ".eventsPerSecond", "1", system, catalog);
        if (rateProblem != null) {
            problems.add(
                    "--source " + options.source() + ": no source whose rate can be offered (" + rateProblem + ")");
        }
        options.settings().forEach((target, value) -> {
            String problem = Targets.problem(target, value, system, catalog);
            if (problem != null) {
                problems.add("--set " + target + "=" + value + ": " + problem);
            }
        });
        if (!problems.isEmpty()) {
            problems.forEach(problem -> err.println(command + ": " + problem));
            return 2;
        }
        List<Path> bundlePath = List.of(model.getParent(), model.getParent().resolve("bundles"), runtime.bundles());
        String base = model.getFileName().toString().replaceFirst("\\.orrery$", "");
        return LabSession.run(options.lab(), runtime, command, "stopping after the step under way", err,
                (lab, stopped) -> {
                    Capacity capacity = CapacityFinder.find(lab.star(), system, model, bundlePath, options.settings(),
                            Map.of(), options.source(), slo, search, step -> err.println(line(step)), stopped);
                    Files.createDirectories(options.outDir());
                    List<Path> files = CapacityReport.write(capacity, system.getName(), base, options.outDir());
                    Path report = files.get(0).getParent();
                    out.say(command + ": " + summary(capacity) + "; the curve and the steps are in " + report,
                            () -> new Found(capacity.source(), capacity.slo().toString(), capacity.drops(),
                                    capacity.rate(), capacity.atMax(), capacity.limitedBy(), stopped.getAsBoolean(),
                                    report.toString(), capacity.steps().stream().map(Step::new).toList()));
                    return capacity.rate() > 0 && !stopped.getAsBoolean() ? 0 : 1;
                });
    }

    static String line(CapacityStep step) {
        return String.format(Locale.ROOT, "  %,9.0f events/s  %-9s  latency %-9s %s", step.offered(),
                step.sustained() ? "sustained" : "FAILED",
                Double.isNaN(step.latencyMicros()) ? "-" : Slo.micros(step.latencyMicros()),
                step.sustained() ? "" : step.failed());
    }

    static String summary(Capacity capacity) {
        if (capacity.rate() == 0) {
            return capacity.source() + " sustains none of the rates tried with " + capacity.slo() + "; limited by "
                    + capacity.limitedBy();
        }
        return String.format(Locale.ROOT, "%s sustains %,.0f events/s%s with %s, %s dropped; limited by %s",
                capacity.source(), capacity.rate(), capacity.atMax() ? " or more" : "", capacity.slo(),
                capacity.drops() == 0 ? "nothing" : "at most " + capacity.drops(), capacity.limitedBy());
    }
}
