package org.orrery.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Starts the other programs the command line stands in front of (the workbench, the runtime's own tools, Maven, the
 * generators) sharing this console, and waits for them; their exit code becomes the command's.
 */
final class Processes {

    private Processes() {
    }

    /** The Java this command line runs on. */
    static String java() {
        return ProcessHandle.current()
                .info()
                .command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    }

    /**
     * Runs {@code command} and returns its exit code. When this process is asked to end (SIGTERM, or Ctrl+C, which the
     * child also gets), the child is asked too and waited for, so that nothing it started is left behind.
     */
    static int run(List<String> command) throws IOException {
        Process process = new ProcessBuilder(command).inheritIO().start();
        Thread forward = new Thread(() -> {
            process.destroy();
            try {
                process.waitFor(30, TimeUnit.SECONDS);
            } catch (@SuppressWarnings("unused") InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "orrery-child-ending");
        Runtime.getRuntime().addShutdownHook(forward);
        try {
            return process.waitFor();
        } catch (@SuppressWarnings("unused") InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroy();
            return 1;
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(forward);
            } catch (@SuppressWarnings("unused") IllegalStateException shuttingDown) {
                // the hook is already ending the child
            }
        }
    }

    /**
     * The source checkout's Maven wrapper with {@code arguments}, for the command {@code name}, under a virtual display
     * when there is none (UI tests).
     */
    static int maven(String name, List<String> arguments) throws IOException {
        Path root = Environment.sources(name);
        List<String> command = new ArrayList<>();
        if (!Environment.hasDisplay()) {
            command.addAll(List.of("xvfb-run", "-a", "-s", "-screen 0 1600x1000x24"));
        }
        command.addAll(List.of(root.resolve("mvnw").toString(), "-B", "-f", root.resolve("pom.xml").toString()));
        command.addAll(arguments);
        return run(command);
    }
}
