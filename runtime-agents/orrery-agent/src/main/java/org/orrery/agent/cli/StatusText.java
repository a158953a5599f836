package org.orrery.agent.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Map;

import org.orrery.agent.host.LabClock;
import org.orrery.control.api.NodeApi.DomainProcess;
import org.orrery.control.api.NodeApi.HostStatus;
import org.orrery.control.lab.LabDescription;

/** {@code lab status} as text: each node daemon, up or down, with its host's figures and its domains. */
final class StatusText {

    private StatusText() {
    }

    /**
     * Prints the lab of directory {@code dir}, with the status of each host that answered (null for one that did not).
     */
    static void print(PrintStream out, Path dir, LabDescription lab, Map<String, HostStatus> hosts) {
        out.println("lab " + dir + "   Star " + lab.starUrl());
        for (LabDescription.Node node : lab.nodes()) {
            HostStatus status = hosts.get(node.host());
            out.printf("node %-8s %-28s %s%n", node.host(), node.url(), status != null ? "up" : "DOWN");
            if (!NodeProcesses.callable(node)) {
                out.println("  " + NodeProcesses.ended(node));
            }
            if (status != null) {
                out.printf("  %d cores, load %.2f, memory %d of %d MiB free%n", status.processors(),
                        status.loadAverage(), status.memoryAvailableBytes() >> 20, status.memoryTotalBytes() >> 20);
                out.println("  " + LabClock.describe(status.clock()));
                for (DomainProcess domain : status.domains()) {
                    out.printf("  domain %-12s %-7s %-28s pid %-8d %s cpu %.1f s%n", domain.name(),
                            domain.role().wireName(),
                            scheme(node.url()) + "://" + domain.address() + ":" + domain.port(), domain.pid(),
                            domain.alive() ? "up  " : "DOWN", domain.cpuSeconds());
                    if (domain.restarts() > 0 || (domain.lastExit() != null && !domain.lastExit().isEmpty())) {
                        out.printf("    restarts %d; last ended: %s%n", domain.restarts(), domain.lastExit());
                    }
                }
            }
        }
    }

    private static String scheme(String url) {
        return url.startsWith("https:") ? "https" : "http";
    }
}
