package org.orrery.run;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.orrery.model.io.AtomicFiles;
import org.orrery.run.Plot.Point;
import org.orrery.run.Trend.Run;
import org.orrery.run.Trend.Series;
import org.orrery.run.Trend.Shift;

/**
 * A trend as files: a chart per figure measured in two runs or more ({@code trend-N.png} and {@code .svg}: its median
 * in each run across the runs, the repeats as dots, the runs that shifted circled) and {@code trend.md}, every figure
 * with its shifts.
 */
public final class TrendReport {

    private TrendReport() {
    }

    /** Writes the charts and the summary of {@code series} over {@code runs} into {@code dir}; returns the files. */
    public static List<Path> write(List<Run> runs, List<Series> series, Trend.Judgement judgement, Path dir)
            throws IOException {
        List<Path> files = new ArrayList<>();
        Map<Run, Integer> index = new LinkedHashMap<>();
        runs.forEach(run -> index.put(run, index.size()));
        List<String> names = runs.stream().map(Run::label).toList();
        StringBuilder text = new StringBuilder("# Trend of ").append(runs.size()).append(" runs\n\n");
        text.append(String.format(Locale.ROOT,
                "A run shifted when its median moved by more than %.0f %% against the"
                        + " last %d runs before it on the same machine and a Mann–Whitney U test of its repeats against"
                        + " theirs gives p < %s.%n%n",
                judgement.share() * 100, judgement.window(), Plot.number(judgement.alpha())));
        int charts = 0;
        for (Series figure : series) {
            text.append("## ").append(figure.key().label()).append("\n\n");
            if (figure.points().size() < 2) {
                text.append("One run: nothing to compare yet.\n\n");
                continue;
            }
            List<Point> medians = new ArrayList<>();
            List<Point> repeats = new ArrayList<>();
            figure.points().forEach(point -> {
                int x = index.get(point.run());
                medians.add(new Point(x, point.median()));
                for (double sample : point.samples()) {
                    repeats.add(new Point(x, sample));
                }
            });
            Plot plot = new Plot(figure.key().label(), "run (revision, date)", Plot.Scale.LINEAR, figure.key().figure(),
                    Plot.Scale.LINEAR).xNames(names).series("median of the run's repeats", medians, false);
            for (Point repeat : repeats) {
                plot.dot(repeat);
            }
            for (Shift shift : figure.shifts()) {
                double median = figure.points()
                        .stream()
                        .filter(p -> p.run() == shift.run())
                        .findFirst()
                        .orElseThrow()
                        .median();
                plot.flag(new Point(index.get(shift.run()), median), shiftWords(shift));
            }
            String name = "trend-" + ++charts;
            plot.writePng(dir.resolve(name + ".png"));
            plot.writeSvg(dir.resolve(name + ".svg"));
            files.add(dir.resolve(name + ".png"));
            files.add(dir.resolve(name + ".svg"));
            text.append("![").append(figure.key().figure()).append("](").append(name).append(".png)\n\n");
            if (figure.shifts().isEmpty()) {
                text.append("No shift.\n\n");
            }
            for (Shift shift : figure.shifts()) {
                text.append("- **")
                        .append(shift.run().label().strip())
                        .append("** (")
                        .append(shift.run().file().getFileName())
                        .append("): ")
                        .append(shiftWords(shift))
                        .append("\n");
            }
            text.append('\n');
        }
        Path summary = dir.resolve("trend.md");
        byte[] bytes = text.toString().getBytes(StandardCharsets.UTF_8);
        AtomicFiles.write(summary, out -> out.write(bytes));
        files.add(summary);
        return files;
    }

    /** "shifted -48 % against 3 runs (p = 0.012)". */
    public static String shiftWords(Shift shift) {
        return String.format(Locale.ROOT, "shifted %+.0f %% against %d runs (p = %.3f)", shift.change() * 100,
                shift.against(), shift.pValue());
    }
}
