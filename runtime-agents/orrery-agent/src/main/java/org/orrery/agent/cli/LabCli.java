package org.orrery.agent.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import org.orrery.agent.engine.NetworkLink;
import org.orrery.agent.lab.LabFile;
import org.orrery.agent.lab.RemoteLab;
import org.orrery.agent.lab.RemoteLabStatus;
import org.orrery.agent.log.AgentLog;
import org.orrery.agent.node.ChildJvm;
import org.orrery.agent.node.NodeDaemon;
import org.orrery.control.api.ControlJson;
import org.orrery.control.api.NodeApi.DomainProcess;
import org.orrery.control.api.NodeApi.HostStatus;
import org.orrery.control.api.NodeApi.StartDomain;
import org.orrery.control.api.Role;
import org.orrery.control.client.ControlClient;
import org.orrery.control.client.ControlException;
import org.orrery.control.client.LabTls;
import org.orrery.control.client.NodeDaemonProxy;
import org.orrery.control.lab.LabDescription;
import org.orrery.control.lab.LabDirectory;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The runtime's lab tool ({@code bin/orrery-lab}, which {@code ./orrery lab} and the workbench run): {@code lab
 * start|stop|status}. Exit codes: 0 done, 1 the lab refused or failed (the message says why), 2 wrong usage.
 */
public final class LabCli {

    private static final Duration TIMEOUT = Duration.ofSeconds(120);
    private static final Duration STATUS_TIMEOUT = Duration.ofSeconds(15);
    static final Duration NODE_START_TIMEOUT = Duration.ofSeconds(60);

    private final LabDirectory files;
    private final PrintStream out;
    /** The client with the lab's token, made on first use and again when lab start writes a new token. */
    private ControlClient client;
    /**
     * The hosts the lab's domains may install bundles from (lab start's --bundle-hosts), passed to every node daemon.
     */
    private String bundleHosts = "";

    LabCli(LabDirectory files, PrintStream out) {
        this.files = files;
        this.out = out;
    }

    public static void main(String[] args) {
        // the SSH client's own warnings (a refused host key, a closed session) are told by the lab tool in its words
        AgentLog.level("org.apache.sshd", "error");
        int exit;
        try {
            LabDirectory files = LabDirectory.embedded();
            LabDescription lab = files.read();
            List<String> arguments = List.of(args);
            boolean labLifecycle = arguments.size() >= 2 && arguments.get(0).equals("lab")
                    && (arguments.get(1).equals("start") || arguments.get(1).equals("stop")
                            || arguments.get(1).equals("sandbox"));
            if (lab != null && lab.namespace() != null && !lab.namespace().equals(System.getenv("ORRERY_NETNS"))
                    && !labLifecycle) {
                exit = NamespaceLab.inNamespace(lab.namespace(), arguments, false).waitFor();
            } else {
                exit = commandLine(new LabCli(files, System.out)).execute(args);
            }
        } catch (IOException e) {
            System.err.println("orrery: " + e.getMessage());
            exit = 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            exit = 1;
        }
        System.exit(exit);
    }

    /** The command line of the lab tool: one line for a failure (exit 1), the usage for wrong arguments (exit 2). */
    static CommandLine commandLine(LabCli cli) {
        CommandLine commandLine = new CommandLine(new Tool());
        commandLine.addSubcommand(new CommandLine(cli.new LabCommands()));
        commandLine.addSubcommand(new CommandLine(cli.new Internal()).setCommandName("internal"));
        commandLine.setExecutionExceptionHandler((exception, failed, parsed) -> {
            failed.getErr().println("orrery: " + (exception.getMessage() == null ? exception : exception.getMessage()));
            return CommandLine.ExitCode.SOFTWARE;
        });
        return commandLine;
    }

    /** {@code orrery-lab}: the runtime distribution's lab tool. */
    @Command(name = "orrery-lab", mixinStandardHelpOptions = true,
            description = {"The lab tool of the Orrery runtime: starts and stops the lab's node daemons and its Star.",
                    "The lab lives in $ORRERY_LAB (default ~/.orrery/lab); ./orrery lab uses this tool."})
    static final class Tool {
    }

    /** {@code orrery-lab lab start|stop|status}. */
    @Command(name = "lab", mixinStandardHelpOptions = true, description = "Start, stop and look at the lab.")
    final class LabCommands {

        @Command(name = "start", mixinStandardHelpOptions = true,
                description = {
                        "Start a node daemon and a Star, with --hosts N a lab of N hosts in network namespaces (root),",
                        "or with --file a lab of the machines a lab file lists, reached over SSH."})
        int start(
                @Option(names = "--hosts", paramLabel = "N", defaultValue = "1",
                        description = "hosts in network namespaces, 1 to 16") int hosts,
                @Option(names = "--bundle-hosts", paramLabel = "HOSTS", defaultValue = "",
                        description = "hosts the domains may install bundles from, over https, comma-separated "
                                + "(default: none)") String bundleHosts,
                @Option(names = "--file", paramLabel = "LAB.YAML",
                        description = "the lab's machines (hosts, SSH, install directories)") Path labFile,
                @Option(names = "--accept-new-host-keys",
                        description = "add the SSH host keys of hosts not yet in the known hosts (a changed key is "
                                + "always refused)") boolean acceptNewHostKeys,
                @Option(names = "--accept-host-key", paramLabel = "FINGERPRINT",
                        description = "add this SSH host key (SHA256:…, as a refusal names it) of a host not yet in "
                                + "the known hosts; repeatable") List<String> acceptedKeys)
                throws IOException, InterruptedException {
            if (labFile != null) {
                if (hosts != 1) {
                    throw new LabException("--file and --hosts do not go together: the lab file lists the hosts");
                }
                return startFromFile(labFile, acceptNewHostKeys, acceptedKeys == null ? List.of() : acceptedKeys,
                        bundleHosts);
            }
            labStart(hosts, bundleHosts);
            return 0;
        }

        @Command(name = "sandbox", mixinStandardHelpOptions = true,
                description = {
                        "Make (or with --remove take down) a stand of N SSH hosts on this machine (root): network",
                        "namespaces with an OpenSSH server each, and a lab.yaml for 'lab start --file'."})
        int sandbox(
                @Option(names = "--hosts", paramLabel = "N", defaultValue = "3",
                        description = "SSH hosts, 1 to 16") int hosts,
                @Option(names = "--dir", paramLabel = "DIR",
                        description = "the sandbox's directory (default " + "~/.orrery/sandbox)") Path dir,
                @Option(names = "--remove", description = "take the sandbox down") boolean remove)
                throws IOException, InterruptedException {
            Sandbox sandbox = new Sandbox(
                    dir != null ? dir : Path.of(System.getProperty("user.home"), ".orrery", "sandbox"), out);
            if (remove) {
                sandbox.remove();
            } else {
                sandbox.create(hosts);
            }
            return 0;
        }

        @Command(name = "stop", mixinStandardHelpOptions = true,
                description = "Stop every domain and node daemon of " + "the lab.")
        int stop() throws IOException, InterruptedException {
            labStop();
            return 0;
        }

        @Command(name = "status", mixinStandardHelpOptions = true, description = "The lab's node daemons and domains.")
        int status(@Option(names = "--json", description = "as JSON") boolean json) throws IOException {
            labStatus(json);
            return 0;
        }
    }

    /** What the lab tool runs of itself inside a lab's first namespace. */
    @Command(name = "internal", hidden = true)
    final class Internal {

        @Command(name = "start-star")
        int startStar(@Parameters(index = "0") String nodeUrl, @Parameters(index = "1") String nodes)
                throws IOException {
            DomainProcess star = node(nodeUrl, TIMEOUT,
                    n -> n.startDomain(new StartDomain("star", Role.STAR, null, null, null, nodes)));
            out.println(ControlJson.text(star, false));
            return 0;
        }

        /**
         * On a lab host, after its node daemon was killed (it did not stop in time), what the daemon would have taken
         * away as it stopped: the media driver directory it recorded in {@code labDir}, when it is one a node daemon of
         * {@code host} made, and the links its domains shaped on the lab interface (the daemon's environment names it);
         * prints what was left, and why.
         */
        @Command(name = "after-node-killed")
        int afterNodeKilled(@Parameters(index = "0") String host, @Parameters(index = "1") Path labDir)
                throws IOException {
            NodeProcesses.removeLeftOverDriver(NodeDaemon.mediaDriverDirectory(labDir), host, out::println);
            try {
                NetworkLink.removeLeftOver();
            } catch (IOException e) {
                out.println("links left on the lab's interface: " + e.getMessage());
            }
            return 0;
        }

        @Command(name = "shutdown-nodes")
        int shutdownNodes() throws IOException {
            for (LabDescription.Node node : files.read().nodes()) {
                if (!NodeProcesses.callable(node)) {
                    out.println(NodeProcesses.ended(node));
                    continue;
                }
                try {
                    node(node.url(), TIMEOUT, n -> {
                        n.shutdown();
                        return null;
                    });
                } catch (LabException e) {
                    out.println("node " + node.host() + " did not answer (" + e.getMessage() + ")");
                }
            }
            return 0;
        }
    }

    /** {@code lab start --file}: inside the lab file's network namespace when it names one (a sandbox's). */
    private int startFromFile(Path path, boolean acceptNewHostKeys, List<String> acceptedKeys, String bundleHosts)
            throws IOException, InterruptedException {
        LabFile lab = LabFile.read(path);
        if (lab.namespace() != null && !lab.namespace().equals(System.getenv(LabDirectory.NAMESPACE_VARIABLE))) {
            List<String> again = new ArrayList<>(
                    List.of("lab", "start", "--file", lab.file().toString(), "--bundle-hosts", bundleHosts));
            if (acceptNewHostKeys) {
                again.add("--accept-new-host-keys");
            }
            acceptedKeys.forEach(key -> again.addAll(List.of("--accept-host-key", key)));
            return NamespaceLab.inNamespace(lab.namespace(), again, false).waitFor();
        }
        LabDescription running = files.read();
        if (running != null) {
            throw new LabException("a lab is already set up in " + files.dir() + "; stop it first (./orrery lab stop)");
        }
        new RemoteLab(files, out, Path.of(orreryHome())).start(lab, acceptNewHostKeys, Set.copyOf(acceptedKeys),
                bundleHosts);
        client = null;
        return 0;
    }

    private void labStart(int hosts, String bundleHosts) throws IOException, InterruptedException {
        this.bundleHosts = bundleHosts;
        if (hosts < 1 || hosts > 16) {
            throw new LabException("--hosts takes 1 to 16, not " + hosts);
        }
        LabDescription running = files.read();
        if (hosts > 1) {
            if (running != null) {
                throw new LabException(
                        "a lab is already set up in " + files.dir() + "; stop it first (./orrery lab stop)");
            }
            new NamespaceLab(files, out).start(hosts, bundleHosts);
            client = null;
            return;
        }
        if (running != null && alive(running)) {
            out.println(
                    "the lab is already running: node " + running.nodes().get(0).url() + ", Star " + running.starUrl());
            return;
        }
        // a loopback lab speaks plain HTTP: no authority of an earlier lab of several hosts is left to be trusted
        Files.deleteIfExists(files.dir().resolve(LabTls.CA));
        client = new ControlClient(files.newToken());
        Files.createDirectories(files.logs());
        Path portFile = files.dir().resolve("node.port");
        Files.deleteIfExists(portFile);
        String home = orreryHome();
        Path log = files.logs().resolve("node-local.log");
        Process node = ChildJvm.startLogging(ChildJvm.commandOutlivingUs(NodeDaemon.class, 256, List.of(),
                nodeArguments(log, "--host", "local", "--lab-dir", files.dir().toString(), "--token-file",
                        files.tokenFile().toString(), "--framework-bundles",
                        Path.of(home, "lib", "framework").toString(), "--port-file", portFile.toString(),
                        "--bundle-hosts", bundleHosts)),
                log);
        String nodeUrl;
        String aeronDir;
        DomainProcess star;
        try {
            nodeUrl = "http://127.0.0.1:"
                    + ChildJvm.awaitPort(node, portFile, NODE_START_TIMEOUT, "the node daemon", log);
            aeronDir = NodeDaemon.mediaDriverDirectory(files.dir());
            star = node(nodeUrl, TIMEOUT,
                    n -> n.startDomain(new StartDomain("star", Role.STAR, null, null, null, null)));
        } catch (IOException | RuntimeException e) {
            // a lab that did not come up leaves nothing running behind
            node.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            NodeProcesses.removeLeftOverDriver(NodeDaemon.mediaDriverDirectory(files.dir()), "local",
                    System.err::println);
            throw e;
        }
        String starUrl = "http://127.0.0.1:" + star.port();
        files.write(new LabDescription(
                List.of(new LabDescription.Node("local", nodeUrl, node.pid(), NodeProcesses.startedAt(node), aeronDir)),
                "star", starUrl));
        out.println("lab started in " + files.dir());
        out.println("  node daemon  local  " + nodeUrl + "  (pid " + node.pid() + ", media driver " + aeronDir + ")");
        out.println("  Star         star   " + starUrl + "  (pid " + star.pid() + ")");
    }

    static List<String> java(Class<?> mainClass, String home, List<String> arguments) {
        return ChildJvm.commandOutlivingUs(mainClass, 256, List.of("-Dorrery.home=" + home), arguments);
    }

    /** A node daemon's {@code arguments}, then those that have it log to {@code log} as the lab's logs are written. */
    static List<String> nodeArguments(Path log, String... arguments) {
        List<String> all = new ArrayList<>(List.of(arguments));
        all.addAll(List.of("--log-file", log.toString(), "--log-format", AgentLog.labFormat().wireName()));
        return all;
    }

    static String orreryHome() {
        String home = System.getProperty("orrery.home");
        if (home == null) {
            throw new LabException(
                    "orrery.home is not set; start the lab through ./orrery or the distribution's bin/orrery-lab");
        }
        return home;
    }

    private boolean alive(LabDescription lab) {
        if (!NodeProcesses.callable(lab.nodes().get(0))) {
            return false;
        }
        try {
            node(lab.nodes().get(0).url(), TIMEOUT, NodeDaemonProxy::host);
            return true;
        } catch (IOException | LabException e) {
            return false;
        }
    }

    private void labStop() throws IOException, InterruptedException {
        LabDescription lab = files.read();
        if (lab == null) {
            out.println("no lab is running in " + files.dir());
            return;
        }
        if (lab.ofLabFile()) {
            if (lab.namespace() != null && !lab.namespace().equals(System.getenv(LabDirectory.NAMESPACE_VARIABLE))) {
                int exit = NamespaceLab.inNamespace(lab.namespace(), List.of("lab", "stop"), false).waitFor();
                if (exit != 0) {
                    throw new LabException("lab stop inside " + lab.namespace() + " failed (exit " + exit + ")");
                }
                return;
            }
            new RemoteLab(files, out, Path.of(orreryHome())).stop(lab);
            return;
        }
        if (lab.namespace() != null) {
            NamespaceLab.inNamespace(lab.namespace(), List.of("internal", "shutdown-nodes"), false).waitFor();
            List<String> failures = new ArrayList<>();
            for (LabDescription.Node node : lab.nodes()) {
                NodeProcesses.awaitExit(node, files.tokenFile(), failures);
            }
            failures.addAll(
                    Namespaces.delete(lab.namespaces(), lab.subnet() != null ? lab.subnet() : Namespaces.SUBNET));
            files.forget();
            Files.deleteIfExists(files.dir().resolve(LabTls.CA));
            failures.forEach(f -> out.println("could not clean up: " + f));
            out.println("lab stopped; its network namespaces are gone");
            return;
        }
        List<String> failures = new ArrayList<>();
        for (LabDescription.Node node : lab.nodes()) {
            if (!NodeProcesses.callable(node)) {
                out.println(NodeProcesses.ended(node));
            } else {
                try {
                    node(node.url(), TIMEOUT, n -> {
                        n.shutdown();
                        return null;
                    });
                } catch (LabException e) {
                    out.println("node " + node.host() + " did not answer (" + e.getMessage() + ")");
                }
            }
            NodeProcesses.awaitExit(node, files.tokenFile(), failures);
        }
        files.forget();
        failures.forEach(f -> out.println("could not clean up: " + f));
        out.println("lab stopped");
    }

    private void labStatus(boolean asJson) throws IOException {
        LabDescription lab = files.read();
        if (lab == null) {
            if (asJson) {
                out.println("{\"running\":false,\"nodes\":[]}");
            } else {
                out.println("no lab is running in " + files.dir() + " (./orrery lab start starts one)");
            }
            return;
        }
        if (lab.ofLabFile()) {
            new RemoteLabStatus(files, out).print(lab, asJson);
            return;
        }
        Map<String, HostStatus> hosts = new LinkedHashMap<>();
        List<Map<String, Object>> nodes = new ArrayList<>();
        for (LabDescription.Node node : lab.nodes()) {
            HostStatus host = null;
            if (NodeProcesses.callable(node)) {
                try {
                    host = node(node.url(), STATUS_TIMEOUT, NodeDaemonProxy::readHost);
                } catch (LabException e) {
                    host = null;
                }
            }
            hosts.put(node.host(), host);
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("host", node.host());
            entry.put("url", node.url());
            entry.put("pid", node.pid());
            entry.put("up", host != null);
            entry.put("status", host);
            nodes.add(entry);
        }
        if (asJson) {
            out.println(ControlJson.text(
                    Map.of("running", true, "lab", files.dir().toString(), "star", lab.starUrl(), "nodes", nodes),
                    false));
            return;
        }
        StatusText.print(out, files.dir(), lab, hosts);
    }

    /** One call of a node daemon's; what it did not answer, or refused, as a {@link LabException}. */
    @FunctionalInterface
    private interface NodeCall<T> {

        T on(NodeDaemonProxy node) throws ControlException;
    }

    private <T> T node(String url, Duration timeout, NodeCall<T> call) throws IOException {
        try {
            if (client == null) {
                client = files.client();
            }
            return call.on(new NodeDaemonProxy(client, url, timeout));
        } catch (ControlException e) {
            if (e.unanswered()) {
                throw new LabException(e.getMessage());
            }
            throw new LabException(url + ": " + e.getMessage(), e.body());
        }
    }

    /** The lab refused or failed (exit 1); keeps the answer's body when there was one. */
    static final class LabException extends RuntimeException {

        private static final long serialVersionUID = 1L;
        private final transient byte[] body;

        LabException(String message) {
            this(message, null);
        }

        LabException(String message, byte[] body) {
            super(message);
            this.body = body;
        }

        byte[] body() {
            return body;
        }
    }

}
