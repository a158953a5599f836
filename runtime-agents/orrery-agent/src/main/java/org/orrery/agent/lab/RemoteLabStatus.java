package org.orrery.agent.lab;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.apache.sshd.client.SshClient;
import org.orrery.agent.host.LabClock;
import org.orrery.agent.lab.SshHost.HostException;
import org.orrery.control.api.ControlJson;
import org.orrery.control.api.NodeApi.DomainProcess;
import org.orrery.control.api.NodeApi.HostStatus;
import org.orrery.control.client.ControlClient;
import org.orrery.control.client.ControlException;
import org.orrery.control.client.NodeDaemonProxy;
import org.orrery.control.lab.LabDescription;
import org.orrery.control.lab.LabDirectory;

/**
 * {@code lab status} of a lab of SSH hosts ({@link RemoteLab}): each host reachable over SSH or not, its runtime and
 * JDK, its node daemon and the domains it runs.
 */
public record RemoteLabStatus(LabDirectory files, PrintStream out) {

    /** Prints each host's state, as a table or with {@code asJson} as one line of JSON. */
    public void print(LabDescription lab, boolean asJson) throws IOException {
        LabFile file = LabFile.read(Path.of(lab.labFile()));
        ControlClient client = files.client();
        HostKeys keys = new HostKeys(file.knownHosts(), false, Set.of());
        SshClient ssh = RemoteLab.sshClient(keys);
        List<Map<String, Object>> entries = new ArrayList<>();
        try {
            for (LabDescription.Node node : lab.nodes()) {
                LabFile.Host host = file.byName().get(node.host());
                Map<String, Object> entry = new LinkedHashMap<>();
                entry.put("host", node.host());
                entry.put("url", node.url());
                entry.put("pid", node.pid());
                entry.put("ssh", node.ssh());
                if (host != null) {
                    try (SshHost remote = SshHost.connect(ssh, keys, host)) {
                        HostProbe probe = HostProbe.of(remote, host);
                        entry.put("reachable", true);
                        entry.put("runtime",
                                probe.installedSha() == null ? null : probe.installedSha().substring(0, 12));
                        entry.put("jdk", probe.javaMajor());
                        entry.put("os", probe.os());
                    } catch (HostException e) {
                        entry.put("reachable", false);
                        entry.put("problem", e.getMessage());
                    }
                }
                try {
                    HostStatus status = new NodeDaemonProxy(client, node.url(), Duration.ofSeconds(10)).readHost();
                    entry.put("up", true);
                    entry.put("status", status);
                } catch (ControlException e) {
                    entry.put("up", false);
                    entry.put("nodeProblem", e.getMessage());
                }
                entries.add(entry);
            }
        } finally {
            ssh.stop();
        }
        if (asJson) {
            out.println(ControlJson.text(Map.of("running", true, "lab", files.dir().toString(), "labFile",
                    lab.labFile(), "star", lab.starUrl(), "nodes", entries), false));
            return;
        }
        out.println("lab " + files.dir() + " (" + lab.labFile() + ")   Star " + lab.starUrl());
        for (Map<String, Object> entry : entries) {
            boolean up = Boolean.TRUE.equals(entry.get("up"));
            out.printf("host %-10s ssh %-26s %s; node daemon %s%n", entry.get("host"), entry.get("ssh"),
                    Boolean.TRUE.equals(entry.get("reachable"))
                            ? "reachable, runtime " + entry.get("runtime") + ", JDK " + entry.get("jdk")
                            : "UNREACHABLE (" + entry.get("problem") + ")",
                    up ? "up at " + entry.get("url") : "DOWN (" + entry.get("nodeProblem") + ")");
            if (up && entry.get("status") instanceof HostStatus status) {
                out.printf("  %d cores, load %.2f, memory %d of %d MiB free%n", status.processors(),
                        status.loadAverage(), status.memoryAvailableBytes() >> 20, status.memoryTotalBytes() >> 20);
                out.println("  " + LabClock.describe(status.clock()));
                for (DomainProcess domain : status.domains()) {
                    out.printf("  domain %-12s %-7s %-30s pid %-8d %s%n", domain.name(), domain.role().wireName(),
                            "https://" + RemoteLab.urlHost(domain.address()) + ":" + domain.port(), domain.pid(),
                            domain.alive() ? "up" : "DOWN");
                }
            }
        }
    }
}
