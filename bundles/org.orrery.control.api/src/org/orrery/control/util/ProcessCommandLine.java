package org.orrery.control.util;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A process's whole command line. {@link ProcessHandle.Info} gives none (or a cut one) once it is longer than about 4
 * KB, which a JVM with an explicit class path of forty jars passes easily; on Linux this reads
 * {@code /proc/PID/cmdline} instead, whole.
 */
public final class ProcessCommandLine {

    private ProcessCommandLine() {
    }

    /** The process's program and arguments; empty when it has ended or cannot be read. */
    public static List<String> arguments(ProcessHandle process) {
        try {
            byte[] bytes = Files.readAllBytes(Path.of("/proc", String.valueOf(process.pid()), "cmdline"));
            String text = new String(bytes, StandardCharsets.UTF_8);
            if (!text.isEmpty()) {
                return Arrays.asList(text.split("\0"));
            }
        } catch (@SuppressWarnings("unused") IOException | RuntimeException e) {
            // not Linux, or the process has ended: what the JDK knows
        }
        ProcessHandle.Info info = process.info();
        return info.command().map(command -> {
            List<String> all = new ArrayList<>(List.of(command));
            info.arguments().ifPresent(arguments -> all.addAll(List.of(arguments)));
            return all;
        }).orElse(List.of());
    }

    /** The command line joined by spaces, for matching. */
    public static String of(ProcessHandle process) {
        return String.join(" ", arguments(process));
    }
}
