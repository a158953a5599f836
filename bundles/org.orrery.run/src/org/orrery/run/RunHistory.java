package org.orrery.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

import org.orrery.model.io.AtomicFiles;

/**
 * Where every run's results are kept (a history directory, {@code results/history/} unless told otherwise), each under
 * a name of its own, and how a new run is judged against the runs kept before it on the same machine ({@link Trend}).
 */
public final class RunHistory {

    private RunHistory() {
    }

    /**
     * Copies the result file {@code results} (written by the run) into {@code history}, created when missing, as
     * {@code BASE-DATE-REVISION.xml} (a number added when that name is taken); returns the copy.
     */
    public static Path keep(Path results, RunDescription ran, Path history) throws IOException {
        Files.createDirectories(history);
        String date = ran.environment().getOrDefault("date", "").replaceAll("[^0-9T]", "");
        String revision = ran.environment().getOrDefault("revision", "").replaceAll("[^A-Za-z0-9._-]", "_");
        String stem = RunXml.baseName(results) + "-" + (date.isEmpty() ? "undated" : date)
                + (revision.isEmpty() ? "" : "-" + (revision.length() > 40 ? revision.substring(0, 40) : revision));
        Path copy = history.resolve(stem + ".xml");
        for (int n = 2; Files.exists(copy); n++) {
            copy = history.resolve(stem + "-" + n + ".xml");
        }
        byte[] bytes = Files.readAllBytes(results);
        AtomicFiles.write(copy, out -> out.write(bytes));
        return copy;
    }

    /**
     * The figures of the run kept as {@code kept} that shifted against the runs before it in {@code history}, a line
     * each ("… shifted -48 % against 5 runs (p = 0.004)"); empty when none did. Files of the history that cannot be
     * read are told to {@code skipped}.
     */
    public static List<String> shifts(Path history, Path kept, Trend.Judgement judgement, Consumer<String> skipped)
            throws IOException {
        List<Trend.Run> runs = Trend.read(history, skipped);
        List<String> shifted = new ArrayList<>();
        for (Trend.Series series : Trend.analyse(runs, judgement)) {
            for (Trend.Shift shift : series.shifts()) {
                if (shift.run().file().getFileName().equals(kept.getFileName())) {
                    shifted.add(
                            String.format(Locale.ROOT, "%s %s", series.key().label(), TrendReport.shiftWords(shift)));
                }
            }
        }
        return shifted;
    }
}
