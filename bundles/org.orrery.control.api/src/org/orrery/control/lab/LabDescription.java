package org.orrery.control.lab;

import java.util.List;
import java.util.Optional;

import org.orrery.control.util.ProcessCommandLine;

/**
 * A running lab as {@code lab.json} describes it: its node daemons and its Star; for a lab of several hosts in network
 * namespaces also the namespace the lab's commands run in, every namespace it made, and the subnet it guards with a
 * blackhole route.
 */
public record LabDescription(List<Node> nodes, String starName, String starUrl, String namespace,
        List<String> namespaces, String subnet, String labFile) {

    /**
     * A node daemon of the lab: its host, control URL, process (its pid and when it started, in milliseconds since the
     * epoch, so that a pid the system has given to another process since is not taken for it) and media driver
     * directory. A node daemon on a host of a lab file runs on another machine, reached over SSH as {@code ssh} names
     * it ({@code user@address:port}); its pid is that machine's, and {@code startedAtMillis} is its start in clock
     * ticks since that machine booted (as {@code /proc/PID/stat} gives it).
     */
    public record Node(String host, String url, long pid, long startedAtMillis, String aeronDirectory, String ssh) {

        /** A node daemon on this machine. */
        public Node(String host, String url, long pid, long startedAtMillis, String aeronDirectory) {
            this(host, url, pid, startedAtMillis, aeronDirectory, null);
        }

        /** Whether the node daemon runs on another machine, so that its pid means nothing here. */
        public boolean onAnotherMachine() {
            return ssh != null;
        }

        /** The node daemon's main class, as its command line names it. */
        public static final String MAIN_CLASS = "org.orrery.agent.node.NodeDaemon";

        /**
         * The node daemon's process, when it runs on this machine and is the one this description names: the same pid,
         * started at the same moment, running the node daemon (not a process that has the pid since). A description
         * that does not say when the process started names none.
         */
        public Optional<ProcessHandle> process() {
            if (onAnotherMachine()) {
                return Optional.empty();
            }
            return nodeDaemon(pid, startedAtMillis);
        }

        /**
         * The node daemon process {@code pid} of this machine, when it still runs: started at {@code startedAtMillis}
         * (so not a process that has the pid since) and running the node daemon's main class.
         */
        public static Optional<ProcessHandle> nodeDaemon(long pid, long startedAtMillis) {
            return ProcessHandle.of(pid).filter(process -> {
                ProcessHandle.Info info = process.info();
                boolean sameStart = startedAtMillis > 0
                        && info.startInstant().map(started -> started.toEpochMilli() == startedAtMillis).orElse(false);
                return sameStart && ProcessCommandLine.arguments(process).contains(MAIN_CLASS);
            });
        }
    }

    public LabDescription {
        nodes = nodes == null ? List.of() : List.copyOf(nodes);
        namespaces = namespaces == null ? List.of() : List.copyOf(namespaces);
    }

    /** A lab on this machine's own network: its nodes and its Star. */
    public LabDescription(List<Node> nodes, String starName, String starUrl) {
        this(nodes, starName, starUrl, null, List.of(), null, null);
    }

    /** A lab of this machine's network namespaces. */
    public LabDescription(List<Node> nodes, String starName, String starUrl, String namespace, List<String> namespaces,
            String subnet) {
        this(nodes, starName, starUrl, namespace, namespaces, subnet, null);
    }

    /** Whether the lab's hosts are machines of a lab file, reached over SSH. */
    public boolean ofLabFile() {
        return labFile != null;
    }
}
