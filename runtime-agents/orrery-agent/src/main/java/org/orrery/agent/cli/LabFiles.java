package org.orrery.agent.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;

import org.orrery.agent.control.Json;

/** The files of a lab directory: the token (mode 0600), lab.json describing the running lab, and logs. */
final class LabFiles {

    /** A node daemon of the lab. */
    record Node(String host, String url, long pid, String aeronDirectory) {
    }

    /**
     * The running lab: its nodes and its Star; for a lab of several hosts also the network namespace the lab's
     * commands run in, every namespace it made, and the subnet it guards with a blackhole route.
     */
    record Lab(List<Node> nodes, String starName, String starUrl, String namespace, List<String> namespaces, String subnet) {

        Lab(List<Node> nodes, String starName, String starUrl) {
            this(nodes, starName, starUrl, null, List.of(), null);
        }
    }

    private final Path dir;

    LabFiles(Path dir) {
        this.dir = dir;
    }

    static LabFiles fromEnvironment() {
        String configured = System.getenv("ORRERY_LAB");
        return new LabFiles(configured != null && !configured.isBlank() ? Path.of(configured)
                : Path.of(System.getProperty("user.home"), ".orrery", "lab"));
    }

    Path dir() {
        return dir;
    }

    Path tokenFile() {
        return dir.resolve("token");
    }

    Path labFile() {
        return dir.resolve("lab.json");
    }

    Path logs() {
        return dir.resolve("logs");
    }

    /** Writes a fresh random token readable by the owner only. */
    String newToken() throws IOException {
        Files.createDirectories(dir);
        byte[] random = new byte[24];
        new SecureRandom().nextBytes(random);
        String token = HexFormat.of().formatHex(random);
        Path file = tokenFile();
        Files.deleteIfExists(file);
        Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        Files.writeString(file, token, StandardCharsets.UTF_8);
        return token;
    }

    String token() throws IOException {
        return Files.readString(tokenFile(), StandardCharsets.UTF_8).strip();
    }

    Lab read() throws IOException {
        if (!Files.exists(labFile())) {
            return null;
        }
        return Json.mapper().readValue(labFile().toFile(), Lab.class);
    }

    void write(Lab lab) throws IOException {
        Path temp = dir.resolve("lab.json.tmp");
        Files.write(temp, Json.write(lab));
        Files.move(temp, labFile(), java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }

    void forget() throws IOException {
        Files.deleteIfExists(labFile());
    }
}
