package org.orrery.agent.lab;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.orrery.control.api.NodeApi;
import org.orrery.control.lab.LabDirectory;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;

/**
 * A lab of the user's own machines as {@code lab.yaml} lists them: each host's name, lab address, how to reach it over
 * SSH and where the runtime goes there; which host runs the Star; the known-hosts file that vouches for their SSH keys.
 * Only these hosts are ever contacted. Reading it checks everything a start would trip on later, and a mistake is one
 * message naming the file, the host and the field.
 */
public record LabFile(Path file, List<Host> hosts, String star, Path knownHosts, String namespace, int nodePort) {

    /** The node daemon's control port unless the file says otherwise. */
    public static final int DEFAULT_NODE_PORT = 7410;
    /** Where the runtime goes on a host unless the file says otherwise ({@code ~} is the SSH user's home). */
    public static final String DEFAULT_INSTALL_DIR = "~/orrery-runtime";

    /**
     * A host of the lab: its name in the lab, its lab address (IP or DNS name), SSH access, install directory, and the
     * interface that carries only the lab's traffic, which the lab may shape for the model's links (null: none).
     */
    public record Host(String name, String address, String user, int sshPort, Path key, String installDir,
            String linkDevice) {

        /** {@code user@address:port}, as messages and the lab description name the host's SSH access. */
        public String sshTarget() {
            return user + "@" + address + ":" + sshPort;
        }
    }

    private static final String NAME = NodeApi.NAME;
    private static final String ADDRESS = "[A-Za-z0-9][A-Za-z0-9.:-]{0,252}";
    private static final String USER = "[a-z_][a-z0-9_.-]{0,31}";
    private static final Set<String> TOP_FIELDS = Set.of("hosts", "star", "knownHosts", "netns", "nodePort");
    private static final Set<String> HOST_FIELDS = Set.of("name", "address", "ssh", "installDir", "linkDevice");
    private static final Set<String> SSH_FIELDS = Set.of("user", "port", "key");

    public LabFile {
        hosts = List.copyOf(hosts);
    }

    /** The host that runs the Star. */
    public Host starHost() {
        return hosts.stream().filter(h -> h.name().equals(star)).findFirst().orElseThrow();
    }

    /** Reads and checks {@code file}; a mistake is an {@link IOException} naming the file and what is wrong. */
    public static LabFile read(Path file) throws IOException {
        JsonNode root;
        try {
            root = new ObjectMapper(new YAMLFactory()).readTree(file.toFile());
        } catch (IOException e) {
            throw new IOException(file + " cannot be read as YAML: " + firstLine(e.getMessage()), e);
        }
        if (root == null || !root.isObject()) {
            throw new IOException(file + " is not a lab file: it needs 'hosts:' with a list of hosts");
        }
        String where = file.toString();
        unknownFields(root, TOP_FIELDS, where);
        JsonNode hostList = root.get("hosts");
        if (hostList == null || !hostList.isArray() || hostList.isEmpty()) {
            throw new IOException(where + ": 'hosts' must be a list of at least one host");
        }
        String home = System.getProperty("user.home");
        String localUser = System.getProperty("user.name");
        List<Host> hosts = new ArrayList<>();
        Set<String> names = new HashSet<>();
        Set<String> addresses = new HashSet<>();
        for (int i = 0; i < hostList.size(); i++) {
            JsonNode entry = hostList.get(i);
            String at = where + ": host " + (i + 1);
            if (!entry.isObject()) {
                throw new IOException(at + " is not a mapping (name:, address:, ssh:, installDir:)");
            }
            unknownFields(entry, HOST_FIELDS, at);
            String name = text(entry, "name", at, NAME,
                    "a letter or digit and up to 63 letters, digits, '.', '_' or '-'");
            at = where + ": host '" + name + "'";
            if (!names.add(name)) {
                throw new IOException(at + " is listed twice");
            }
            String address = text(entry, "address", at, ADDRESS, "an IP address or a DNS name");
            if (!addresses.add(address)) {
                throw new IOException(at + ": address " + address + " is another host's too");
            }
            JsonNode ssh = entry.get("ssh");
            String user = localUser;
            int port = 22;
            Path key = null;
            if (ssh != null && !ssh.isNull()) {
                if (!ssh.isObject()) {
                    throw new IOException(at + ": 'ssh' is a mapping ({user: ..., port: ..., key: ...})");
                }
                unknownFields(ssh, SSH_FIELDS, at + " ssh");
                if (ssh.has("user")) {
                    user = text(ssh, "user", at + " ssh", USER, "a user name");
                }
                if (ssh.has("port")) {
                    port = port(ssh.get("port"), at + " ssh port");
                }
                if (ssh.has("key")) {
                    key = expand(text(ssh, "key", at + " ssh", ".+", "a file"), home, file);
                    if (!Files.isReadable(key)) {
                        throw new IOException(at + ": the SSH key " + key + " cannot be read");
                    }
                }
            }
            String installDir = entry.has("installDir")
                    ? text(entry, "installDir", at, "[~/A-Za-z0-9_.-][/A-Za-z0-9_.-]*",
                            "a path of letters, digits, '/', '.', '_' or '-', starting with '/' or '~'")
                    : DEFAULT_INSTALL_DIR;
            if (!installDir.startsWith("/") && !installDir.startsWith("~")) {
                throw new IOException(at + ": installDir must start with '/' or '~/', not '" + installDir + "'");
            }
            if (installDir.contains("..")) {
                throw new IOException(at + ": installDir must not contain '..'");
            }
            String linkDevice = entry.has("linkDevice")
                    ? text(entry, "linkDevice", at, LabDirectory.DEVICE_NAME,
                            "a network interface's name (up to 15 letters, digits,"
                                    + " '.', '_' or '-') that only the lab's traffic leaves by")
                    : null;
            hosts.add(new Host(name, address, user, port, key, installDir, linkDevice));
        }
        String star = root.has("star") ? text(root, "star", where, NAME, "a host's name") : hosts.get(0).name();
        if (!names.contains(star)) {
            throw new IOException(
                    where + ": star: '" + star + "' is not one of the hosts (" + String.join(", ", names) + ")");
        }
        Path knownHosts = root.has("knownHosts") ? expand(text(root, "knownHosts", where, ".+", "a file"), home, file)
                : Path.of(home, ".ssh", "known_hosts");
        String namespace = root.has("netns")
                ? text(root, "netns", where, "orrery-[A-Za-z0-9-]{1,40}",
                        "the network namespace of an Orrery lab sandbox")
                : null;
        int nodePort = root.has("nodePort") ? port(root.get("nodePort"), where + ": nodePort") : DEFAULT_NODE_PORT;
        return new LabFile(file.toAbsolutePath(), hosts, star, knownHosts, namespace, nodePort);
    }

    /** The hosts by name, in the file's order. */
    public Map<String, Host> byName() {
        Map<String, Host> map = new LinkedHashMap<>();
        hosts.forEach(h -> map.put(h.name(), h));
        return map;
    }

    private static void unknownFields(JsonNode node, Set<String> known, String where) throws IOException {
        for (var names = node.fieldNames(); names.hasNext();) {
            String field = names.next();
            if (!known.contains(field)) {
                throw new IOException(where + ": unknown field '" + field + "' (known: "
                        + String.join(", ", known.stream().sorted().toList()) + ")");
            }
        }
    }

    private static String text(JsonNode node, String field, String where, String pattern, String what)
            throws IOException {
        JsonNode value = node.get(field);
        if (value == null || value.isNull() || !value.isValueNode()) {
            throw new IOException(where + ": '" + field + "' is missing; it is " + what);
        }
        String text = value.asText().strip();
        if (!text.matches(pattern)) {
            throw new IOException(where + ": " + field + " '" + text + "' is not " + what);
        }
        return text;
    }

    private static int port(JsonNode value, String where) throws IOException {
        if (value == null || !value.canConvertToInt() || value.asInt() < 1 || value.asInt() > 65535) {
            throw new IOException(where + " must be a port number from 1 to 65535");
        }
        return value.asInt();
    }

    /** {@code ~/x} in the user's home; a relative path beside the lab file. */
    private static Path expand(String path, String home, Path file) {
        if (path.equals("~") || path.startsWith("~/")) {
            return Path.of(home + path.substring(1));
        }
        Path given = Path.of(path);
        return given.isAbsolute() ? given : file.toAbsolutePath().getParent().resolve(given).normalize();
    }

    private static String firstLine(String message) {
        return message == null ? "" : message.lines().findFirst().orElse("");
    }
}
