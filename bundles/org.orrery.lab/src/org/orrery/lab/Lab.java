package org.orrery.lab;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.orrery.control.api.LinkProfile;
import org.orrery.control.api.NodeApi;
import org.orrery.control.api.NodeApi.HostStatus;
import org.orrery.control.api.Role;
import org.orrery.control.client.ControlClient;
import org.orrery.control.client.ControlException;
import org.orrery.control.client.LabTls;
import org.orrery.control.client.NodeDaemonProxy;
import org.orrery.control.lab.LabDescription;
import org.orrery.control.lab.LabDirectory;

/**
 * A lab as its directory describes it ({@link LabDirectory}: {@code lab.json} names the node daemons and the Star,
 * {@code token} holds the lab token). The embedded local lab lives in {@code ~/.orrery/lab} (or {@code $ORRERY_LAB}); a
 * lab on other machines is any directory with the same two files.
 */
public final class Lab {

    private static final Duration NODE_CHECK_TIMEOUT = Duration.ofSeconds(5);

    private final LabDirectory directory;

    private Lab(LabDirectory directory) {
        this.directory = directory;
    }

    public static Lab at(Path dir) {
        return new Lab(new LabDirectory(dir));
    }

    /**
     * The lab a command line names: {@code local} (or nothing) for the embedded one, a lab file ({@code .yaml}) for the
     * lab started from it, else a lab directory or its {@code lab.json}.
     */
    public static Lab named(String choice) throws LabException {
        if (choice == null || choice.equals("local")) {
            return embedded();
        }
        if (choice.endsWith(".yaml") || choice.endsWith(".yml")) {
            return startedFrom(Path.of(choice));
        }
        Path path = Path.of(choice);
        return at(path.getFileName() != null && path.getFileName().toString().endsWith(".json")
                ? path.toAbsolutePath().getParent()
                : path);
    }

    /**
     * The lab started from the lab file {@code labFile} ({@code lab start --file}): the embedded lab directory when
     * what it was started from (the copy it keeps) has that file's content; refused otherwise, so that a run never
     * lands on another lab by mistake.
     */
    static Lab startedFrom(Path labFile) throws LabException {
        Lab lab = embedded();
        try {
            LabDescription running = lab.isDescribed() ? lab.directory.read() : null;
            if (running != null && running.ofLabFile()
                    && Arrays.equals(Files.readAllBytes(Path.of(running.labFile())), Files.readAllBytes(labFile))) {
                return lab;
            }
        } catch (IOException e) {
            throw new LabException("the lab of " + labFile + " cannot be looked up: " + e.getMessage(), 0, e);
        }
        throw new LabException("no lab started from " + labFile + " runs in " + lab.dir()
                + " (./orrery lab start --file " + labFile + " starts it)", 0, null);
    }

    /** The embedded local lab: {@code -Dorrery.lab}, else {@code $ORRERY_LAB}, else {@code ~/.orrery/lab}. */
    public static Lab embedded() {
        return new Lab(LabDirectory.embedded());
    }

    public Path dir() {
        return directory.dir();
    }

    /** Whether the directory describes a started lab (it may still have died since). */
    public boolean isDescribed() {
        return directory.isDescribed();
    }

    private LabDescription description() throws LabException {
        LabDescription description;
        try {
            description = directory.isDescribed() ? directory.read() : null;
        } catch (IOException e) {
            throw new LabException(e.getMessage(), 0, e);
        }
        if (description == null) {
            throw new LabException("no lab is running in " + dir() + " (no lab.json and token there)");
        }
        return description;
    }

    /** The file that holds the lab token (readable by its owner only). */
    public Path tokenFile() {
        return directory.tokenFile();
    }

    /** The lab token, read from its file. */
    public String token() throws IOException {
        return directory.token();
    }

    /** The lab's certificate authority ({@code ca.pem}) when its hosts speak TLS, else null. */
    public Path authorityFile() {
        Path ca = dir().resolve(LabTls.CA);
        return Files.isRegularFile(ca) ? ca : null;
    }

    public String starUrl() throws LabException {
        return description().starUrl();
    }

    public List<LabDescription.Node> nodes() throws LabException {
        return description().nodes();
    }

    /**
     * What a choice remembered about this lab (where a system's hosts go) is kept under: its hosts with the addresses
     * it reaches them at ("h1 (10.212.0.11), h2 (10.212.0.12)"), so that a lab started again on the same machines is
     * the same lab; its directory while nothing describes it.
     */
    public String identity() {
        try {
            LabDescription description = directory.isDescribed() ? directory.read() : null;
            if (description != null && !description.nodes().isEmpty()) {
                return String.join(", ",
                        description.nodes()
                                .stream()
                                .map(node -> node.host() + " (" + URI.create(node.url()).getHost() + ")")
                                .toList());
            }
        } catch (IOException | IllegalArgumentException unreadable) {
            return "the lab in " + dir().toAbsolutePath().normalize() + " (" + unreadable.getMessage() + ")";
        }
        return "the lab in " + dir().toAbsolutePath().normalize();
    }

    /** Whether the lab runs on the machines of a lab file ({@code lab start --file}). */
    public boolean ofLabFile() {
        try {
            return directory.isDescribed() && directory.read().ofLabFile();
        } catch (@SuppressWarnings("unused") IOException unreadable) {
            return false;
        }
    }

    /**
     * Cuts lab hosts {@code first} and {@code second} apart, both ways, until the partition is healed; refused for a
     * lab that does not run its hosts in network namespaces.
     */
    public NamespacePartition partition(String first, String second) throws LabException {
        return NamespacePartition.cut(description(), first, second);
    }

    /**
     * Shapes what crosses between lab hosts {@code first} and {@code second} as {@code profile} says, both ways, until
     * restored; refused for a lab that does not run its hosts in network namespaces.
     */
    public NamespaceLink shape(String first, String second, LinkProfile profile) throws LabException {
        return NamespaceLink.shape(description(), first, second, profile);
    }

    /** Set to the namespace a process was started in by {@code ip netns exec} on the lab's behalf. */
    public static final String NAMESPACE_VARIABLE = LabDirectory.NAMESPACE_VARIABLE;

    /** The lab's network namespace when it runs its hosts in namespaces; the workbench cannot reach those. */
    public String namespace() throws LabException {
        return description().namespace();
    }

    /**
     * A client of the lab's Star. A lab in network namespaces is reached only from inside its namespace: by a process
     * started there with {@code ORRERY_NETNS} naming it (as {@code orrery run} restarts itself).
     */
    public StarClient star() throws LabException {
        LabDescription description = description();
        String namespace = description.namespace();
        if (namespace != null && !namespace.equals(System.getenv(NAMESPACE_VARIABLE))) {
            throw new LabException("the lab in " + dir() + " runs its hosts in network namespaces (" + namespace
                    + "); the workbench reaches only labs on this machine's own network");
        }
        if (description.starUrl() == null) {
            throw new LabException("the lab in " + dir() + " is starting: its Star is not up yet");
        }
        try {
            ControlClient client = directory.client();
            return new StarClient(description.starUrl(), client, () -> whyStarIsDown(description, client));
        } catch (IOException e) {
            throw new LabException(e.getMessage(), 0, e);
        }
    }

    /**
     * Why the lab's Star does not run, asked of the node daemons, each first verified as the process lab.json names
     * (the lab's hosts are this machine or its network namespaces) or, on the machines of a lab file, by its
     * certificate of the lab's authority: null when one of them runs a Star on the Star's port.
     */
    private static String whyStarIsDown(LabDescription description, ControlClient client) {
        int starPort = URI.create(description.starUrl()).getPort();
        String reason = "no node daemon of the lab runs it";
        for (LabDescription.Node node : description.nodes()) {
            if (!node.onAnotherMachine() && node.process().isEmpty()) {
                reason = "the node daemon of host " + node.host() + " (pid " + node.pid() + ") has ended";
                continue;
            }
            try {
                HostStatus host = new NodeDaemonProxy(client, node.url(), NODE_CHECK_TIMEOUT).readHost();
                for (NodeApi.DomainProcess domain : host.domains()) {
                    if (domain.role() == Role.STAR && domain.port() == starPort) {
                        if (domain.alive()) {
                            return null;
                        }
                        reason = "its process " + domain.pid() + " has ended";
                    }
                }
            } catch (ControlException e) {
                reason = "the node daemon of host " + node.host() + " does not answer: " + e.getMessage();
            }
        }
        return reason;
    }

    /**
     * Each host's status as its node daemon reports it, by host name, in the lab's order; a node daemon on this machine
     * is called only while it is the process lab.json names (a remote one proves itself by the lab's certificate), and
     * one that does not answer is left out.
     */
    public Map<String, HostStatus> hosts() throws LabException {
        LabDescription description = description();
        Map<String, HostStatus> hosts = new LinkedHashMap<>();
        ControlClient client;
        try {
            client = directory.client();
        } catch (IOException e) {
            throw new LabException(e.getMessage(), 0, e);
        }
        for (LabDescription.Node node : description.nodes()) {
            if (!node.onAnotherMachine() && node.process().isEmpty()) {
                continue;
            }
            try {
                hosts.put(node.host(), new NodeDaemonProxy(client, node.url(), NODE_CHECK_TIMEOUT).readHost());
            } catch (@SuppressWarnings("unused") ControlException e) {
                // a host that does not answer now is not described
            }
        }
        return hosts;
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
        return dir().toString();
    }
}
