package org.orrery.control.api;

import java.util.List;

/**
 * A running lab as {@code lab.json} describes it: its node daemons and its Star; for a lab of several hosts in network
 * namespaces also the namespace the lab's commands run in, every namespace it made, and the subnet it guards with a
 * blackhole route.
 */
public record LabDescription(List<Node> nodes, String starName, String starUrl, String namespace, List<String> namespaces,
        String subnet) {

    /**
     * A node daemon of the lab: its host, control URL, process (its pid and when it started, in milliseconds since the
     * epoch, so that a pid the system has given to another process since is not taken for it) and media driver directory.
     */
    public record Node(String host, String url, long pid, long startedAtMillis, String aeronDirectory) {

        /** The node daemon's main class, as its command line names it. */
        public static final String MAIN_CLASS = "org.orrery.agent.NodeDaemon";

        /**
         * The node daemon's process, when it runs on this machine and is the one this description names: the same pid,
         * started at the same moment, running the node daemon (not a process that has the pid since).
         */
        public java.util.Optional<ProcessHandle> process() {
            return ProcessHandle.of(pid).filter(process -> {
                ProcessHandle.Info info = process.info();
                boolean sameStart = startedAtMillis == 0
                        || info.startInstant().map(started -> started.toEpochMilli() == startedAtMillis).orElse(false);
                return sameStart && info.arguments().map(arguments -> List.of(arguments).contains(MAIN_CLASS)).orElse(false);
            });
        }
    }

    public LabDescription {
        nodes = nodes == null ? List.of() : List.copyOf(nodes);
        namespaces = namespaces == null ? List.of() : List.copyOf(namespaces);
    }

    /** A lab on this machine's own network: its nodes and its Star. */
    public LabDescription(List<Node> nodes, String starName, String starUrl) {
        this(nodes, starName, starUrl, null, List.of(), null);
    }
}
