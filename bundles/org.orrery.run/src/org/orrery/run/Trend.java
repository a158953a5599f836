package org.orrery.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;

import org.apache.commons.math3.stat.inference.MannWhitneyUTest;
import org.orrery.run.RunDescription.Measure;
import org.orrery.run.RunDescription.Result;
import org.orrery.run.RunDescription.Test;

/**
 * Runs kept as history, read back as trends: every figure of every combination across the runs of a directory, in the
 * order they ran, and the runs whose figure shifted. A run shifted when, against the last runs before it on the same
 * machine, its repeats lie apart (a Mann–Whitney U test, two-sided, from Apache Commons Math: no assumption of normal
 * noise) and its median moved by more than the allowed share from the median of their medians: noise between runs moves
 * medians little and overlaps, a real regression moves the whole run.
 */
public final class Trend {

    /** The most result files a trend reads (the newest). */
    public static final int MAX_RUNS = 1_000;

    /** A result file: its description with results, when it ran, its revision, and the machine it ran on. */
    public record Run(Path file, RunDescription results, String date, String revision, String machine) {

        /** A short name for an axis: the revision (or the file) and the date. */
        String label() {
            String name = revision.isEmpty() ? file.getFileName().toString().replaceFirst("\\.xml$", "") : revision;
            return (name.length() > 12 ? name.substring(0, 12) : name) + " "
                    + (date.length() >= 10 ? date.substring(5, 10) : date);
        }
    }

    /** What a figure is of: the description, test, combination, operator and figure. */
    public record Key(String description, String test, Map<String, String> variables, String operator, String figure) {

        public String label() {
            return description + " / " + test + (variables.isEmpty() ? "" : " " + variables) + " / " + operator + " "
                    + figure;
        }
    }

    /** A figure in one run: its repeats' values and their median. */
    public record Point(Run run, double[] samples, double median) {
    }

    /**
     * A run whose figure moved: by {@code change} (a share of the earlier median: -0.5 halved), with the test's
     * p-value, against {@code against} earlier runs on its machine.
     */
    public record Shift(Run run, double change, double pValue, int against) {
    }

    /** One figure across the runs, with the runs where it shifted. */
    public record Series(Key key, List<Point> points, List<Shift> shifts) {
    }

    /**
     * How shifts are judged: against up to {@code window} earlier runs on the same machine (at least two), a shift of
     * the median beyond {@code share}, at significance {@code alpha}.
     */
    public record Judgement(int window, double share, double alpha) {

        public static final Judgement DEFAULT = new Judgement(5, 0.10, 0.05);

        public Judgement {
            if (window < 2 || !(share > 0) || !(alpha > 0 && alpha < 1)) {
                throw new IllegalArgumentException(
                        "a trend compares with 2 runs or more, a share above 0 and a significance between 0 and 1");
            }
        }
    }

    private Trend() {
    }

    /**
     * When a run's date says it ran (an ISO-8601 time with its offset, its seconds left out when 0 in files written
     * before), or the epoch when it says nothing readable (such runs first, by their text).
     */
    private static Instant instant(String date) {
        try {
            return OffsetDateTime.parse(date).toInstant();
        } catch (@SuppressWarnings("unused") DateTimeParseException unreadable) {
            return Instant.EPOCH;
        }
    }

    /**
     * The result files of {@code dir} (its {@code .xml} files holding results, the newest {@link #MAX_RUNS}), oldest
     * first; a file that is not a result is told to {@code skipped} in a line and left out.
     */
    public static List<Run> read(Path dir, Consumer<String> skipped) throws IOException {
        if (!Files.isDirectory(dir)) {
            throw new IOException(dir + " is not a directory");
        }
        List<Path> files;
        try (Stream<Path> listing = Files.list(dir)) {
            files = listing.filter(f -> f.getFileName().toString().endsWith(".xml") && Files.isRegularFile(f))
                    .sorted()
                    .toList();
        }
        List<Run> runs = new ArrayList<>();
        for (Path file : files) {
            try {
                RunDescription results = RunXml.read(file);
                if (results.tests().stream().allMatch(t -> t.results().isEmpty())) {
                    skipped.accept(file + ": holds no results");
                    continue;
                }
                Map<String, String> environment = results.environment();
                runs.add(new Run(file, results, environment.getOrDefault("date", ""),
                        environment.getOrDefault("revision", ""), machine(environment)));
            } catch (RunException e) {
                skipped.accept(file + ": " + e.getMessage());
            }
        }
        runs.sort(Comparator.comparing((Run run) -> instant(run.date()))
                .thenComparing(Run::date)
                .thenComparing(run -> run.file().getFileName().toString()));
        return runs.size() > MAX_RUNS ? List.copyOf(runs.subList(runs.size() - MAX_RUNS, runs.size())) : runs;
    }

    /** The machine a run's environment names: CPU model and count, JDK and operating system (with its kernel). */
    static String machine(Map<String, String> environment) {
        return environment.getOrDefault("cpus", "?") + " × " + environment.getOrDefault("cpu", "?") + ", "
                + environment.getOrDefault("jdk", "?") + ", " + environment.getOrDefault("os", "?");
    }

    /** Every figure of {@code runs} across them, each with its shifts. */
    public static List<Series> analyse(List<Run> runs, Judgement judgement) {
        Map<Key, List<Point>> byKey = new LinkedHashMap<>();
        for (Run run : runs) {
            for (Test test : run.results().tests()) {
                for (Result result : test.results()) {
                    for (Measure measure : test.measures()) {
                        double[] samples = samples(result, measure.operator());
                        if (samples.length > 0) {
                            byKey.computeIfAbsent(new Key(run.results().name(), test.name(), result.variables(),
                                    measure.operator(), measure.figure()), k -> new ArrayList<>())
                                    .add(new Point(run, samples, median(samples)));
                        }
                    }
                }
            }
        }
        List<Series> series = new ArrayList<>();
        byKey.forEach((key, points) -> series.add(new Series(key, points, shifts(points, judgement))));
        return series;
    }

    /** A run's values of {@code operator}: each repeat's, or its one value. */
    private static double[] samples(Result result, String operator) {
        if (!result.runs().isEmpty()) {
            return result.runs()
                    .stream()
                    .map(run -> run.get(operator))
                    .filter(v -> v != null && Double.isFinite(v))
                    .mapToDouble(Double::doubleValue)
                    .toArray();
        }
        Double value = result.values().get(operator);
        return value == null || !Double.isFinite(value) ? new double[0] : new double[]{value};
    }

    private static List<Shift> shifts(List<Point> points, Judgement judgement) {
        List<Shift> shifts = new ArrayList<>();
        for (int i = 0; i < points.size(); i++) {
            Shift shift = shift(points, i, judgement);
            if (shift != null) {
                shifts.add(shift);
            }
        }
        return shifts;
    }

    /**
     * Whether the figure of run {@code at} shifted against the runs before it on its machine (the last
     * {@code judgement.window()}); null when it did not, or when fewer than two came before.
     */
    static Shift shift(List<Point> points, int at, Judgement judgement) {
        Point point = points.get(at);
        List<Point> earlier = new ArrayList<>();
        for (int i = at - 1; i >= 0 && earlier.size() < judgement.window(); i--) {
            if (points.get(i).run().machine().equals(point.run().machine())) {
                earlier.add(points.get(i));
            }
        }
        if (earlier.size() < 2) {
            return null;
        }
        double[] before = earlier.stream().flatMapToDouble(p -> Arrays.stream(p.samples())).toArray();
        // the middle of the earlier runs' medians: one odd run among them (a shifted one, a loaded moment) moves it
        // less than it moves their repeats pooled
        double baseline = median(earlier.stream().mapToDouble(Point::median).toArray());
        if (baseline == 0) {
            return null;
        }
        double change = (point.median() - baseline) / Math.abs(baseline);
        if (Math.abs(change) <= judgement.share()) {
            return null;
        }
        double p = new MannWhitneyUTest().mannWhitneyUTest(point.samples(), before);
        return p < judgement.alpha() ? new Shift(point.run(), change, p, earlier.size()) : null;
    }

    static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }
}
