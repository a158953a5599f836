package org.orrery.agent.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.orrery.agent.cli.LabCli.LabException;
import org.orrery.agent.lab.LabAuthority;
import org.orrery.agent.node.ChildJvm;
import org.orrery.agent.node.NodeDaemon;
import org.orrery.control.api.ControlJson;
import org.orrery.control.api.NodeApi.DomainProcess;
import org.orrery.control.client.LabTls;
import org.orrery.control.lab.LabDescription;
import org.orrery.control.lab.LabDirectory;

/** {@code lab start --hosts N}: a lab of several hosts on this machine, each a network namespace of its own. */
final class NamespaceLab {

    private final LabDirectory files;
    private final PrintStream out;

    NamespaceLab(LabDirectory files, PrintStream out) {
        this.files = files;
        this.out = out;
    }

    /**
     * A lab of {@code hosts} hosts, each a network namespace with its own address and node daemon (and media driver),
     * joined by a bridge in a switch namespace; the Star runs on the first. The lab's commands then run inside the
     * first namespace.
     */
    void start(int hosts, String bundleHosts) throws IOException, InterruptedException {
        if (!"root".equals(System.getProperty("user.name"))) {
            throw new LabException("a lab of several hosts needs root: it makes network namespaces");
        }
        String home = LabCli.orreryHome();
        String id = String.format("%04x", files.dir().toAbsolutePath().toString().hashCode() & 0xffff);
        Namespaces namespaces = new Namespaces(id);
        List<String> made = namespaces.create(hosts);
        List<Process> started = new ArrayList<>();
        try {
            files.newToken();
            // the hosts' control links cross a network, so they speak TLS with certificates of the lab's own authority
            LabAuthority authority = LabAuthority.create(files.dir().getFileName().toString());
            authority.writeCertificate(files.dir());
            Files.createDirectories(files.logs());
            List<LabDescription.Node> nodes = new ArrayList<>();
            StringBuilder nodeList = new StringBuilder();
            for (int i = 1; i <= hosts; i++) {
                String host = "h" + i;
                Path hostDir = files.dir().resolve(host);
                Files.createDirectories(hostDir);
                Path tlsDir = hostDir.resolve("tls");
                authority.issue(host, Namespaces.address(i), tlsDir);
                Path portFile = hostDir.resolve("node.port");
                Files.deleteIfExists(portFile);
                // the node daemon and its domains know the host's interface is the lab's: their links may be shaped there
                List<String> command = new ArrayList<>(List.of("ip", "netns", "exec", namespaces.host(i), "env",
                        LabDirectory.LINK_DEVICE_VARIABLE + "=" + host + ":eth0"));
                Path log = files.logs().resolve("node-" + host + ".log");
                command.addAll(LabCli.java(NodeDaemon.class, home,
                        LabCli.nodeArguments(log, "--host", host, "--address", Namespaces.address(i), "--lab-dir",
                                hostDir.toString(), "--token-file", files.tokenFile().toString(), "--framework-bundles",
                                Path.of(home, "lib", "framework").toString(), "--port-file", portFile.toString(),
                                "--bundle-hosts", bundleHosts, "--tls", tlsDir.toString())));
                Process node = ChildJvm.startLogging(command, log);
                started.add(node);
                String url = "https://" + Namespaces.address(i) + ":"
                        + ChildJvm.awaitPort(node, portFile, LabCli.NODE_START_TIMEOUT, "node-" + host, log);
                String aeronDir = NodeDaemon.mediaDriverDirectory(hostDir);
                nodes.add(new LabDescription.Node(host, url, node.pid(), NodeProcesses.startedAt(node), aeronDir));
                nodeList.append(nodeList.length() == 0 ? "" : ",").append(host).append('=').append(url);
            }
            files.write(new LabDescription(nodes, "star", null, namespaces.host(1), made, Namespaces.SUBNET));
            Process starter = inNamespace(namespaces.host(1),
                    List.of("internal", "start-star", nodes.get(0).url(), nodeList.toString()), true);
            String answer = new String(starter.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (starter.waitFor() != 0) {
                throw new LabException("the Star did not start: " + answer.strip());
            }
            DomainProcess star = ControlJson.readAnswer(answer.getBytes(StandardCharsets.UTF_8), DomainProcess.class);
            String starUrl = "https://" + Namespaces.address(1) + ":" + star.port();
            files.write(new LabDescription(nodes, "star", starUrl, namespaces.host(1), made, Namespaces.SUBNET));
            out.println("lab of " + hosts + " hosts started in " + files.dir() + " (network namespaces orrery-" + id
                    + "-*, " + Namespaces.SUBNET + ")");
            for (LabDescription.Node node : nodes) {
                out.println("  node daemon  " + node.host() + "  " + node.url() + "  (pid " + node.pid()
                        + ", media driver " + node.aeronDirectory() + ")");
            }
            out.println("  Star         star   " + starUrl + "  (pid " + star.pid() + ")");
        } catch (IOException | InterruptedException | RuntimeException e) {
            started.forEach(Process::destroyForcibly);
            for (Process process : started) {
                process.waitFor(10, TimeUnit.SECONDS);
            }
            for (int i = 1; i <= hosts; i++) {
                NodeProcesses.removeLeftOverDriver(NodeDaemon.mediaDriverDirectory(files.dir().resolve("h" + i)),
                        "h" + i, System.err::println);
            }
            Namespaces.delete(made, Namespaces.SUBNET);
            files.forget();
            Files.deleteIfExists(files.dir().resolve(LabTls.CA));
            throw e;
        }
    }

    /**
     * Runs this command line again inside {@code namespace}, with the same lab, sharing the console unless captured.
     */
    static Process inNamespace(String namespace, List<String> args, boolean capture) throws IOException {
        List<String> command = new ArrayList<>(List.of("ip", "netns", "exec", namespace));
        command.addAll(LabCli.java(LabCli.class, LabCli.orreryHome(), args));
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().put(LabDirectory.NAMESPACE_VARIABLE, namespace);
        if (capture) {
            builder.redirectError(ProcessBuilder.Redirect.INHERIT);
        } else {
            builder.inheritIO();
        }
        return builder.start();
    }
}
