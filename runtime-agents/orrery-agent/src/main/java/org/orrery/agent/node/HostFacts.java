package org.orrery.agent.node;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** What a host's agents run on, read once: the JDK, the operating system, the CPU model and the runtime's version. */
final class HostFacts {

    static final String JDK = System.getProperty("java.vendor") + " " + System.getProperty("java.version");
    static final String OS = System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
            + System.getProperty("os.arch");
    static final String CPU = cpuModel();
    static final String RUNTIME = runtimeVersion();

    private HostFacts() {
    }

    private static String cpuModel() {
        try {
            return Files.readAllLines(Path.of("/proc/cpuinfo"))
                    .stream()
                    .filter(l -> l.startsWith("model name"))
                    .findFirst()
                    .map(l -> l.substring(l.indexOf(':') + 1).strip())
                    .orElse("unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }

    /**
     * The agent's version from its jar's manifest, and the SHA-256 of the distribution the lab tool installed
     * ({@code runtime.sha256} beside the runtime's directory) when there is one.
     */
    private static String runtimeVersion() {
        String version = HostFacts.class.getPackage().getImplementationVersion();
        String text = version == null ? "development" : version;
        String home = System.getProperty("orrery.home");
        if (home != null) {
            Path sha = Path.of(home).toAbsolutePath().getParent().resolve("runtime.sha256");
            try {
                if (Files.isRegularFile(sha)) {
                    text += " (sha256 " + Files.readString(sha, StandardCharsets.US_ASCII).strip().substring(0, 12)
                            + ")";
                }
            } catch (IOException | RuntimeException e) {
                // the version alone
            }
        }
        return text;
    }
}
