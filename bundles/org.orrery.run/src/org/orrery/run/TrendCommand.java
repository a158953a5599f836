package org.orrery.run;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.orrery.run.Trend.Judgement;
import org.orrery.run.Trend.Run;
import org.orrery.run.Trend.Series;
import org.orrery.run.Trend.Shift;

/**
 * {@code orrery trend DIR [--out DIR] [--window N] [--shift SHARE] [--alpha P] [--gate]}: every figure of the result
 * files in a directory across the runs, the runs where one shifted, charts and a summary written ({@link TrendReport});
 * with {@code --gate}, exit 1 when the newest run shifted. Exit 0 otherwise, 2 when the directory or an option is
 * refused.
 */
public final class TrendCommand {

    private TrendCommand() {
    }

    public record Options(Path dir, Path outDir, int window, double share, double alpha, boolean gate) {
    }

    /**
     * What {@code --json} prints: how many runs were read, each figure with its runs and shifts, where the charts are,
     * and whether the newest run shifted.
     */
    public record Figures(int runs, List<Figure> figures, String charts, boolean newestShifted) {
    }

    /** A figure across the runs, and the runs where it shifted. */
    public record Figure(String figure, int runs, List<Shifted> shifts) {
    }

    /** A run where a figure shifted: its file, and the shift in words. */
    public record Shifted(String run, String shift) {
    }

    public static int run(Options options, Answer out, PrintStream err) {
        String command = "orrery trend";
        Judgement judgement;
        List<Run> runs;
        try {
            judgement = new Judgement(options.window(), options.share(), options.alpha());
            runs = Trend.read(options.dir(), line -> err.println(command + ": skipped " + line));
        } catch (IllegalArgumentException | IOException e) {
            err.println(command + ": " + e.getMessage());
            return 2;
        }
        if (runs.isEmpty()) {
            err.println(command + ": " + options.dir() + " holds no result files");
            return 2;
        }
        List<Series> series = Trend.analyse(runs, judgement);
        Run newest = runs.get(runs.size() - 1);
        boolean newestShifted = false;
        List<Figure> figures = new ArrayList<>();
        for (Series figure : series) {
            out.text(figure.key().label() + ": " + figure.points().size() + " runs"
                    + (figure.shifts().isEmpty() ? ", no shift" : ""));
            List<Shifted> shifts = new ArrayList<>();
            for (Shift shift : figure.shifts()) {
                Shifted shifted = new Shifted(shift.run().file().getFileName().toString(),
                        TrendReport.shiftWords(shift));
                shifts.add(shifted);
                out.text("  " + shifted.run() + " " + shifted.shift());
                newestShifted |= shift.run() == newest;
            }
            figures.add(new Figure(figure.key().label(), figure.points().size(), shifts));
        }
        try {
            Files.createDirectories(options.outDir());
            TrendReport.write(runs, series, judgement, options.outDir());
        } catch (IOException e) {
            err.println(command + ": the report failed: " + e.getMessage());
            return 1;
        }
        boolean newestHasShifted = newestShifted;
        out.say(command + ": " + runs.size() + " runs, " + series.size() + " figures, "
                + series.stream().mapToLong(s -> s.shifts().size()).sum() + " shifts; charts and trend.md in "
                + options.outDir(),
                () -> new Figures(runs.size(), figures, options.outDir().toString(), newestHasShifted));
        if (options.gate() && newestShifted) {
            err.println(command + ": the newest run, " + newest.file().getFileName() + ", shifted");
            return 1;
        }
        return 0;
    }
}
