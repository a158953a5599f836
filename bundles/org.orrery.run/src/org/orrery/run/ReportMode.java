package org.orrery.run;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import org.orrery.model.io.AtomicFiles;

/**
 * A way of reporting a finished run ("graph mode"): a PNG chart, a CSV table, a Markdown report. Modes are found with
 * {@link java.util.ServiceLoader} (a {@code META-INF/services/org.orrery.run.ReportMode} entry), so adding one needs no
 * change to the runner: put its jar on the class path of {@code orrery run} and name it with {@code --report}.
 */
public interface ReportMode {

    /** The name {@code --report} selects it by, such as {@code png}. */
    String name();

    /** Writes the report of {@code results} into {@code dir}, its files named after {@code base}; returns them. */
    List<Path> write(RunDescription results, String base, Path dir) throws IOException;

    /** Writes a report that is one UTF-8 text file, atomically; returns the file, as {@link #write} does. */
    static List<Path> writeText(Path file, String text) throws IOException {
        AtomicFiles.write(file, out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
        return List.of(file);
    }
}
