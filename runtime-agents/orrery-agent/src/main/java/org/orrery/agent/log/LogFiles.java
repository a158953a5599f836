package org.orrery.agent.log;

import java.nio.file.Path;

/**
 * The names of a process's log files: {@code NAME.log} the current one, {@code NAME.1.log} to {@code NAME.K.log} the
 * rolled-over ones (1 the newest), and {@code NAME.console.log} what its JVM wrote past the log.
 */
public final class LogFiles {

    private LogFiles() {
    }

    /** {@code NAME.N.log} beside {@code NAME.log}. */
    public static Path rolled(Path file, int n) {
        return file.resolveSibling(stem(file) + "." + n + ".log");
    }

    /** The pattern of Logback's fixed window for {@code file}. */
    static String rolledPattern(Path file) {
        return file.resolveSibling(stem(file) + ".%i.log").toString();
    }

    /** {@code NAME.console.log} beside {@code NAME.log}. */
    public static Path console(Path file) {
        return file.resolveSibling(stem(file) + ".console.log");
    }

    private static String stem(Path file) {
        String name = file.getFileName().toString();
        return name.endsWith(".log") ? name.substring(0, name.length() - 4) : name;
    }
}
