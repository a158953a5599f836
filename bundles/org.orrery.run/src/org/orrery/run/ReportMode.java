package org.orrery.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * A way of reporting a finished run ("graph mode"): a PNG chart, a CSV table, a Markdown report. Modes are found with
 * {@link java.util.ServiceLoader} (a {@code META-INF/services/org.orrery.run.ReportMode} entry), so adding one needs
 * no change to the runner: put its jar on the class path of {@code orrery run} and name it with {@code --report}.
 */
public interface ReportMode {

    /** The name {@code --report} selects it by, such as {@code png}. */
    String name();

    /** Writes the report of {@code results} into {@code dir}, its files named after {@code base}; returns them. */
    List<Path> write(RunDescription results, String base, Path dir) throws IOException;
}
