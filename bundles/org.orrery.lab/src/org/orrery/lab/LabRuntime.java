package org.orrery.lab;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The Orrery runtime distribution (node daemon, agents, {@code bin/orrery-lab}, sample bundles) that starts and stops
 * the embedded local lab. The {@code orrery} script tells the workbench where it is with {@code -Dorrery.runtime}.
 */
public final class LabRuntime {

    public static final String PROPERTY = "orrery.runtime";

    private final Path home;

    private LabRuntime(Path home) {
        this.home = home;
    }

    public static LabRuntime at(Path home) {
        return new LabRuntime(home);
    }

    /** The runtime named by {@code -Dorrery.runtime}; refuses with how to fix it when there is none. */
    public static LabRuntime configured() throws LabException {
        String configured = System.getProperty(PROPERTY);
        if (configured == null || configured.isBlank()) {
            throw new LabException("the workbench does not know where the Orrery runtime is: start it with './orrery' "
                    + "(or pass -D" + PROPERTY + "=.../orrery-runtime)");
        }
        LabRuntime runtime = new LabRuntime(Path.of(configured));
        if (!Files.isExecutable(runtime.labCommand())) {
            throw new LabException("the Orrery runtime " + configured + " has no bin/orrery-lab; run './orrery build'");
        }
        return runtime;
    }

    public Path home() {
        return home;
    }

    /** Where the runtime's bundles are (the sample operators), for resolving a system's bundles. */
    public Path bundles() {
        return home.resolve("bundles");
    }

    private Path labCommand() {
        return home.resolve("bin").resolve("orrery-lab");
    }

    /** Starts the lab of {@code lab}'s directory on this machine (one node daemon and a Star); returns what it printed. */
    public String start(Lab lab) throws LabException {
        return run(lab, "lab", "start");
    }

    /** Stops the lab and every domain it runs. */
    public String stop(Lab lab) throws LabException {
        return run(lab, "lab", "stop");
    }

    private String run(Lab lab, String... arguments) throws LabException {
        List<String> command = new ArrayList<>(List.of(labCommand().toString()));
        command.addAll(List.of(arguments));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("ORRERY_LAB", lab.dir().toString());
        try {
            Path output = Files.createTempFile("orrery-lab", ".log");
            try {
                Process process = builder.redirectOutput(output.toFile()).start();
                if (!process.waitFor(90, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                    throw new LabException("'orrery-lab " + String.join(" ", arguments) + "' did not finish within 90 s");
                }
                String printed = Files.readString(output, StandardCharsets.UTF_8).strip();
                if (process.exitValue() != 0) {
                    throw new LabException("'orrery-lab " + String.join(" ", arguments) + "' failed: " + printed);
                }
                return printed;
            } finally {
                Files.deleteIfExists(output);
            }
        } catch (IOException e) {
            if (e instanceof LabException lab2) {
                throw lab2;
            }
            throw new LabException("cannot run " + labCommand() + ": " + e.getMessage(), 0, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LabException("interrupted while the lab " + arguments[1] + "s", 0, e);
        }
    }
}
