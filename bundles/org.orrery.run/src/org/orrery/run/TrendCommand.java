package org.orrery.run;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
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

    public static int run(Options options, PrintStream out, PrintStream err) {
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
        for (Series figure : series) {
            out.println(figure.key().label() + ": " + figure.points().size() + " runs"
                    + (figure.shifts().isEmpty() ? ", no shift" : ""));
            for (Shift shift : figure.shifts()) {
                out.println("  " + shift.run().file().getFileName() + " " + TrendReport.shiftWords(shift));
                newestShifted |= shift.run() == newest;
            }
        }
        try {
            Files.createDirectories(options.outDir());
            TrendReport.write(runs, series, judgement, options.outDir());
        } catch (IOException e) {
            err.println(command + ": the report failed: " + e.getMessage());
            return 1;
        }
        out.println(command + ": " + runs.size() + " runs, " + series.size() + " figures, "
                + series.stream().mapToLong(s -> s.shifts().size()).sum() + " shifts; charts and trend.md in "
                + options.outDir());
        if (options.gate() && newestShifted) {
            err.println(command + ": the newest run, " + newest.file().getFileName() + ", shifted");
            return 1;
        }
        return 0;
    }
}
