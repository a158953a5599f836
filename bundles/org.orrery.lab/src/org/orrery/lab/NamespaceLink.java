package org.orrery.lab;

import java.util.ArrayList;
import java.util.List;

import org.orrery.control.api.LinkProfile;
import org.orrery.control.lab.LabDescription;

/**
 * What crosses between two hosts of a lab of network namespaces, shaped both ways and restored: on each host's
 * {@code eth0}, the UDP traffic for the other's address (the events over Aeron; the lab's control calls over TCP are
 * left alone, so that the Star still sees what happens) goes through a class of its own of an HTB queueing discipline
 * (its rate: the bandwidth) and under it a queue of {@link #QUEUE_MILLIS} at that rate, as a router's (what does not
 * fit is dropped), or, for delay, jitter and loss, a {@code netem} discipline. Everything else leaves unshaped. Only
 * the lab's own namespaces are touched, and restoring removes exactly the class and filter it added (and the root
 * discipline once no class is left in it). Needs root, iproute2's {@code tc}, and for delay and loss a kernel with
 * {@code sch_netem}; where that is missing it says so rather than shaping half.
 */
public final class NamespaceLink {

    /** One shaped direction: in {@code namespace}, class {@code 1:minor} and filter prio {@code minor}. */
    private record Direction(String namespace, int minor) {
    }

    /** How long what a narrowed link queues may wait there, as a router's buffer would hold it. */
    static final long QUEUE_MILLIS = 100;
    /** The least a narrowed link's queue holds: two full frames. */
    static final long MIN_QUEUE_BYTES = 3_000;

    /** The class that carries the unlimited rest: HTB needs a rate for a class that only delays or loses. */
    private static final String UNLIMITED = "100gbit";

    private final String description;
    private final List<Direction> shaped;

    private NamespaceLink(String description, List<Direction> shaped) {
        this.description = description;
        this.shaped = shaped;
    }

    /** Shapes what crosses between lab hosts {@code first} and {@code second} of {@code lab}, both ways. */
    public static NamespaceLink shape(LabDescription lab, String first, String second, LinkProfile profile)
            throws LabException {
        List<Direction> shaped = new ArrayList<>();
        NamespaceLink link = new NamespaceLink(first + " - " + second, shaped);
        try {
            shape(lab, first, second, profile, shaped);
            shape(lab, second, first, profile, shaped);
        } catch (LabException e) {
            try {
                link.restore();
            } catch (LabException notRestored) {
                e.addSuppressed(notRestored);
            }
            throw e;
        }
        return link;
    }

    private static void shape(LabDescription lab, String from, String to, LinkProfile profile, List<Direction> shaped)
            throws LabException {
        String namespace = NamespaceHosts.namespace(lab, from);
        String address = NamespaceHosts.address(lab, to);
        int minor = 10 + lab.nodes().stream().map(LabDescription.Node::host).toList().indexOf(to);
        String classId = "1:" + minor;
        String qdiscs = NamespaceHosts.run(tc(namespace, "qdisc", "show", "dev", "eth0"));
        if (!qdiscs.contains("qdisc htb 1: root")) {
            NamespaceHosts.run(tc(namespace, "qdisc", "add", "dev", "eth0", "root", "handle", "1:", "htb"));
        }
        String rate = profile.rateBitsPerSecond() > 0 ? profile.rateBitsPerSecond() + "bit" : UNLIMITED;
        NamespaceHosts.run(tc(namespace, "class", "replace", "dev", "eth0", "parent", "1:", "classid", classId, "htb",
                "rate", rate, "ceil", rate));
        shaped.add(new Direction(namespace, minor));
        // the events' UDP only: the lab's control calls (TCP) stay out, so that what a run measures stays visible
        NamespaceHosts.run(tc(namespace, "filter", "replace", "dev", "eth0", "parent", "1:", "protocol", "ip", "prio",
                String.valueOf(minor), "u32", "match", "ip", "dst", address + "/32", "match", "ip", "protocol", "17",
                "0xff", "flowid", classId));
        if (!profile.needsNetem()) {
            // a router's buffer, not a second's worth of bloat: what the class queues waits at most QUEUE_MILLIS
            long bytes = Math.max(MIN_QUEUE_BYTES, profile.rateBitsPerSecond() / 8 * QUEUE_MILLIS / 1000);
            NamespaceHosts.run(tc(namespace, "qdisc", "replace", "dev", "eth0", "parent", classId, "handle",
                    minor + ":", "bfifo", "limit", String.valueOf(bytes)));
        } else {
            List<String> netem = new ArrayList<>(List.of("qdisc", "replace", "dev", "eth0", "parent", classId, "handle",
                    minor + ":", "netem", "limit", "100000"));
            if (profile.delayMillis() > 0) {
                netem.addAll(List.of("delay", profile.delayMillis() + "ms"));
                if (profile.jitterMillis() > 0) {
                    netem.addAll(List.of(profile.jitterMillis() + "ms"));
                    if (!profile.distribution().equals("uniform")) {
                        netem.addAll(List.of("distribution", profile.distribution()));
                    }
                }
            }
            if (profile.lossPercent() > 0) {
                netem.addAll(List.of("loss", profile.lossPercent() + "%"));
                if (profile.lossCorrelationPercent() > 0) {
                    netem.add(profile.lossCorrelationPercent() + "%");
                }
            }
            if (profile.reorderPercent() > 0) {
                netem.addAll(List.of("reorder", profile.reorderPercent() + "%"));
            }
            try {
                NamespaceHosts.run(tc(namespace, netem.toArray(String[]::new)));
            } catch (LabException e) {
                if (e.getMessage().contains("qdisc kind is unknown")) {
                    throw new LabException("the kernel of this machine (" + System.getProperty("os.version")
                            + ") has no netem queueing discipline, so delay, jitter and loss cannot be emulated here;"
                            + " bandwidth (rate=) can (" + e.getMessage() + ")");
                }
                throw e;
            }
        }
    }

    /**
     * Restores both directions: removes the filters and classes it added, and the root discipline of a host's interface
     * once it holds no class; what could not be removed is thrown.
     */
    public void restore() throws LabException {
        List<String> failures = new ArrayList<>();
        while (!shaped.isEmpty()) {
            Direction direction = shaped.remove(shaped.size() - 1);
            String namespace = direction.namespace();
            for (String[] command : List.of(
                    tc(namespace, "filter", "del", "dev", "eth0", "parent", "1:", "prio",
                            String.valueOf(direction.minor())),
                    tc(namespace, "class", "del", "dev", "eth0", "classid", "1:" + direction.minor()))) {
                try {
                    NamespaceHosts.run(command);
                } catch (LabException e) {
                    failures.add(e.getMessage());
                }
            }
            try {
                if (NamespaceHosts.run(tc(namespace, "class", "show", "dev", "eth0")).isBlank()) {
                    NamespaceHosts.run(tc(namespace, "qdisc", "del", "dev", "eth0", "root"));
                }
            } catch (LabException e) {
                failures.add(e.getMessage());
            }
        }
        if (!failures.isEmpty()) {
            throw new LabException("the link " + description + " could not be restored: " + failures);
        }
    }

    @Override
    public String toString() {
        return description;
    }

    /** {@code tc -n NAMESPACE ARGS...}. */
    private static String[] tc(String namespace, String... args) {
        List<String> command = new ArrayList<>(List.of("tc", "-n", namespace));
        command.addAll(List.of(args));
        return command.toArray(String[]::new);
    }
}
