package org.orrery.lab;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * A lab as its directory describes it: {@code lab.json} (written by {@code orrery lab start}) names the node daemons
 * and the Star, {@code token} holds the lab token. The embedded local lab lives in {@code ~/.orrery/lab} (or
 * {@code $ORRERY_LAB}); a lab on other machines is any directory with the same two files.
 */
public final class Lab {

    /** A node daemon of the lab: the host it runs on and its control URL. */
    public record Node(String host, String url, long pid) {
    }

    static final ObjectMapper JSON = new ObjectMapper();

    private final Path dir;

    private Lab(Path dir) {
        this.dir = dir;
    }

    public static Lab at(Path dir) {
        return new Lab(dir.toAbsolutePath().normalize());
    }

    /**
     * The embedded local lab's directory: {@code -Dorrery.lab}, else {@code $ORRERY_LAB} (what the CLI uses), else
     * {@code ~/.orrery/lab}.
     */
    public static Lab embedded() {
        String configured = System.getProperty("orrery.lab", System.getenv("ORRERY_LAB"));
        return at(configured != null && !configured.isBlank() ? Path.of(configured)
                : Path.of(System.getProperty("user.home"), ".orrery", "lab"));
    }

    public Path dir() {
        return dir;
    }

    /** Whether the directory describes a started lab (it may still have died since). */
    public boolean isDescribed() {
        return Files.isRegularFile(dir.resolve("lab.json")) && Files.isRegularFile(dir.resolve("token"));
    }

    private JsonNode description() throws LabException {
        if (!isDescribed()) {
            throw new LabException("no lab is running in " + dir + " (no lab.json and token there)");
        }
        try {
            return JSON.readTree(dir.resolve("lab.json").toFile());
        } catch (IOException e) {
            throw new LabException("the lab description " + dir.resolve("lab.json") + " cannot be read: " + e.getMessage(), 0, e);
        }
    }

    public String starUrl() throws LabException {
        return description().path("starUrl").asText();
    }

    public List<Node> nodes() throws LabException {
        List<Node> nodes = new ArrayList<>();
        for (JsonNode node : description().path("nodes")) {
            nodes.add(new Node(node.path("host").asText(), node.path("url").asText(), node.path("pid").asLong()));
        }
        return nodes;
    }

    /** Set to the namespace a process was started in by {@code ip netns exec} on the lab's behalf. */
    public static final String NAMESPACE_VARIABLE = "ORRERY_NETNS";

    /** The lab's network namespace when it runs its hosts in namespaces; the workbench cannot reach those. */
    public String namespace() throws LabException {
        return namespace(description());
    }

    private static String namespace(JsonNode description) {
        JsonNode namespace = description.path("namespace");
        return namespace.isTextual() ? namespace.asText() : null;
    }

    String token() throws LabException {
        try {
            return Files.readString(dir.resolve("token"), StandardCharsets.UTF_8).strip();
        } catch (IOException e) {
            throw new LabException("the lab token " + dir.resolve("token") + " cannot be read: " + e.getMessage(), 0, e);
        }
    }

    /**
     * A client of the lab's Star. A lab in network namespaces is reached only from inside its namespace: by a process
     * started there with {@code ORRERY_NETNS} naming it (as {@code orrery run} restarts itself).
     */
    public StarClient star() throws LabException {
        JsonNode description = description();
        String namespace = namespace(description);
        if (namespace != null && !namespace.equals(System.getenv(NAMESPACE_VARIABLE))) {
            throw new LabException("the lab in " + dir + " runs its hosts in network namespaces (" + namespace
                    + "); the workbench reaches only labs on this machine's own network");
        }
        return new StarClient(description.path("starUrl").asText(), token());
    }

    /** Whether the lab's Star answers now. */
    public boolean isRunning() {
        try {
            star().health();
            return true;
        } catch (@SuppressWarnings("unused") LabException e) {
            return false;
        }
    }

    @Override
    public String toString() {
        return dir.toString();
    }
}
