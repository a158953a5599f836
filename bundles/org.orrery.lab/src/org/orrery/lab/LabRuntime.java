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

    /**
     * Starts the lab of {@code lab}'s directory on this machine (one node daemon and a Star); returns what it printed.
     */
    public String start(Lab lab) throws LabException {
        return run(lab, LOCAL_TIMEOUT_S, "lab", "start");
    }

    /**
     * Starts, in {@code lab}'s directory, a lab on the machines {@code labFile} lists, over SSH
     * ({@code lab start --file}); of the hosts not in the known hosts yet, those whose keys have the fingerprints
     * {@code acceptedKeys} (as a person was shown them) are added, any other is refused. Returns what it printed.
     */
    public String startFromFile(Lab lab, Path labFile, List<String> acceptedKeys) throws LabException {
        List<String> arguments = new ArrayList<>(
                List.of("lab", "start", "--file", labFile.toAbsolutePath().toString()));
        acceptedKeys.forEach(key -> arguments.addAll(List.of("--accept-host-key", key)));
        return run(lab, REMOTE_TIMEOUT_S, arguments.toArray(String[]::new));
    }

    /** Stops the lab and every domain it runs. */
    public String stop(Lab lab) throws LabException {
        return run(lab, REMOTE_TIMEOUT_S, "lab", "stop");
    }

    /** How long a lab on this machine may take to start. */
    private static final long LOCAL_TIMEOUT_S = 90;
    /** How long a lab of a lab file may take to start or stop: uploads to every host, a node daemon each. */
    private static final long REMOTE_TIMEOUT_S = 600;

    private String run(Lab lab, long timeoutSeconds, String... arguments) throws LabException {
        List<String> command = new ArrayList<>(List.of(labCommand().toString()));
        command.addAll(List.of(arguments));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("ORRERY_LAB", lab.dir().toString());
        try {
            Path output = Files.createTempFile("orrery-lab", ".log");
            try {
                Process process = builder.redirectOutput(output.toFile()).start();
                if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                    throw new LabException("'orrery-lab " + String.join(" ", arguments) + "' did not finish within "
                            + timeoutSeconds + " s");
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
