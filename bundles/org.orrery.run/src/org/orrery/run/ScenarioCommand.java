package org.orrery.run;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

import org.orrery.control.api.LiveStatus;
import org.orrery.control.api.SystemApi.ConnectionView;
import org.orrery.control.api.SystemApi.DomainView;
import org.orrery.lab.LabException;
import org.orrery.lab.LabRuntime;
import org.orrery.model.OrrerySystem;
import org.orrery.model.io.ModelLoadException;
import org.orrery.model.io.OrreryFiles;
import org.orrery.run.Scenario.Phase;

/**
 * {@code orrery scenario [--lab LAB] [--model MODEL] [--file STEPS] [--watch OP,...] [--after S] STEP...}: plays a
 * scenario's steps against the system running on a lab, as a run's {@code <scenario>} does, saying each step as it is
 * played and, every second, how many events a second each watched operator receives (by default the ends of the
 * system's paths) and which domains are down; at the end, each watched operator's rate in each phase. What is still in
 * force at the end (or on Ctrl+C) is undone. Exit 0 when every step was played, 1 when one failed, 2 when refused.
 */
public final class ScenarioCommand {

    /** The most lines a file of steps may have. */
    static final int MAX_LINES = 1_000;

    private ScenarioCommand() {
    }

    /**
     * The steps as written (arguments, then the file's lines), the model whose hosts steps may name (null: lab hosts
     * only), the operators to watch (empty: the ends of the paths), how long to go on after the last step ends, the
     * lab.
     */
    public record Options(List<String> steps, Path file, Path model, List<String> watch, double afterSeconds,
            String lab) {
    }

    /**
     * A line {@code --json} prints: a step played ({@code kind} "step": its time, what it did, its error or null), a
     * second ("second": each watched operator's events/s received, null when not known, and the domains down), a status
     * that could not be read ("unread") or, at the end, a phase ("phase": its name, start, end and rates).
     */
    public record Line(String kind, double atSeconds, Double toSeconds, String what, String error,
            Map<String, Double> received, List<String> down) {

        static Line step(ScenarioPlayer.Played played) {
            return new Line("step", played.atMillis() / 1000.0, null, played.what(), played.error(), null, null);
        }
    }

    public static int run(Options options, Answer out, PrintStream err) {
        String command = "orrery scenario";
        Scenario scenario;
        OrrerySystem system = null;
        LabRuntime runtime;
        try {
            List<String> texts = new ArrayList<>(options.steps());
            if (options.file() != null) {
                texts.addAll(lines(options.file()));
            }
            if (texts.isEmpty()) {
                throw new IllegalArgumentException("no step given: each reads 'at TIME ACTION ...', such as 'at 5s kill"
                        + " planet2' (docs/runs.md, Scenarios)");
            }
            if (options.afterSeconds() < 0 || options.afterSeconds() > 3600) {
                throw new IllegalArgumentException("--after is 0 to 3,600 seconds, not " + options.afterSeconds());
            }
            scenario = Scenario.parse(texts, List.of());
            if (options.model() != null) {
                system = OrreryFiles.load(options.model().toAbsolutePath());
            }
            runtime = LabRuntime.configured();
        } catch (ModelLoadException e) {
            err.println(e.problem());
            return 2;
        } catch (IllegalArgumentException | IOException e) {
            err.println(command + ": " + e.getMessage());
            return 2;
        }
        long last = scenario.steps()
                .stream()
                .mapToLong(step -> Math.max(step.atMillis(), step.endMillis()))
                .max()
                .orElse(0);
        long duration = last + Math.round(options.afterSeconds() * 1000);
        List<String> problems = scenario.problems(duration + 1);
        if (!problems.isEmpty()) {
            problems.forEach(problem -> err.println(command + ": " + problem));
            return 2;
        }
        OrrerySystem model = system;
        return LabSession.run(options.lab(), runtime, command, "undoing what is in force", err, (lab, stopped) -> {
            LiveStatus first = lab.star().status();
            if (!first.isDeployed()) {
                err.println(command + ": no system is deployed on the lab in " + lab.dir());
                return 2;
            }
            List<String> watched = options.watch().isEmpty() ? ends(first) : options.watch();
            NavigableMap<Long, LiveStatus> statuses = new TreeMap<>();
            statuses.put(0L, first);
            boolean[] failed = {false};
            try (ScenarioPlayer player = new ScenarioPlayer(lab.star(), lab, model, Map.of(), played -> {
                failed[0] |= played.error() != null;
                out.say(String.format(Locale.ROOT, "%7.1f s  %s%s", played.atMillis() / 1000.0, played.what(),
                        played.error() == null ? "" : "  FAILED: " + played.error()), () -> Line.step(played));
            })) {
                long from = System.nanoTime();
                player.start(scenario);
                for (long at : ScenarioCombination.sampleTimes(scenario, duration)) {
                    if (stopped.getAsBoolean()) {
                        break;
                    }
                    RunRunner.sleepUntil(from, at);
                    try {
                        LiveStatus status = lab.star().status();
                        statuses.put(at, status);
                        if (at % RunDescription.SERIES_MILLIS == 0) {
                            second(at, status, watched, out);
                        }
                    } catch (LabException e) {
                        out.say(String.format(Locale.ROOT, "%7.1f s  the Star's status could not be read: %s",
                                at / 1000.0, e.getMessage()),
                                () -> new Line("unread", at / 1000.0, null, null, e.getMessage(), null, null));
                    }
                }
            }
            out.text("phases (events/s received):");
            ScenarioCombination.ScenarioFigures figures = new ScenarioCombination.ScenarioFigures(
                    scenario.phases(duration), statuses);
            for (Phase phase : figures.phases()) {
                MeasuredWindow window = figures.window(phase);
                StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "  %-28s %6s to %6s ", phase.name(),
                        Scenario.time(phase.fromMillis()), Scenario.time(phase.toMillis())));
                Map<String, Double> received = new LinkedHashMap<>();
                for (String operator : watched) {
                    Double rate = window.figure(operator, "eventsPerSecond");
                    received.put(operator, rate);
                    line.append(
                            String.format(Locale.ROOT, " %s %s", operator, rate == null ? "-" : Statistics.text(rate)));
                }
                out.say(line.toString(), () -> new Line("phase", phase.fromMillis() / 1000.0, phase.toMillis() / 1000.0,
                        phase.name(), null, received, null));
            }
            return failed[0] ? 1 : 0;
        });
    }

    /** Says one second: each watched operator's rate in, and the domains that are down. */
    private static void second(long at, LiveStatus status, List<String> watched, Answer out) {
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%7.1f s ", at / 1000.0));
        Map<String, Double> received = new LinkedHashMap<>();
        for (String operator : watched) {
            double rate = MeasuredWindow.sample(status, operator, "eventsPerSecond");
            received.put(operator, Answer.figure(rate));
            line.append(
                    String.format(Locale.ROOT, " %s %s/s", operator, Double.isNaN(rate) ? "-" : Statistics.text(rate)));
        }
        List<String> down = status.domains()
                .values()
                .stream()
                .filter(domain -> !domain.up())
                .map(DomainView::name)
                .toList();
        if (!down.isEmpty()) {
            line.append("  down: ").append(String.join(", ", down));
        }
        out.say(line.toString(), () -> new Line("second", at / 1000.0, null, null, null, received, down));
    }

    /** The operators events reach that send none on: the ends of the system's paths. */
    private static List<String> ends(LiveStatus status) {
        List<String> ends = new ArrayList<>();
        for (ConnectionView link : status.links().values()) {
            if (!ends.contains(link.target())
                    && status.links().values().stream().noneMatch(other -> other.source().equals(link.target()))) {
                ends.add(link.target());
            }
        }
        return ends;
    }

    /** The steps of a file: one a line, blank lines and lines starting with # left out. */
    private static List<String> lines(Path file) throws IOException {
        if (Files.size(file) > 1 << 20) {
            throw new IOException(file + ": larger than 1 MiB");
        }
        List<String> lines = Files.readAllLines(file)
                .stream()
                .map(String::strip)
                .filter(line -> !line.isEmpty() && !line.startsWith("#"))
                .toList();
        if (lines.size() > MAX_LINES) {
            throw new IOException(file + ": more than " + MAX_LINES + " steps");
        }
        return lines;
    }
}
