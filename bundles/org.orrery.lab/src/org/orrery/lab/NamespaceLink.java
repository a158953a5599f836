package org.orrery.lab;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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

    /**
     * A link's profile: bandwidth in bits a second (0: not limited), one-way delay and jitter in milliseconds, loss in
     * percent (each 0: none), as {@code rate=10mbit delay=20ms jitter=5ms loss=5%} writes it.
     */
    public record Profile(long rateBitsPerSecond, double delayMillis, double jitterMillis, double lossPercent) {

        /** Whether it asks for what only {@code netem} does. */
        public boolean needsNetem() {
            return delayMillis > 0 || jitterMillis > 0 || lossPercent > 0;
        }

        private static final Pattern RATE = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)(bit|kbit|mbit|gbit)");
        private static final Pattern MILLIS = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)(ms|s)");
        private static final Pattern PERCENT = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)%");

        /** Reads {@code name=value} settings (rate, delay, jitter, loss); throws naming what does not read. */
        public static Profile parse(Map<String, String> settings) {
            long rate = 0;
            double delay = 0;
            double jitter = 0;
            double loss = 0;
            for (Map.Entry<String, String> setting : settings.entrySet()) {
                String value = setting.getValue().toLowerCase(Locale.ROOT);
                switch (setting.getKey()) {
                    case "rate" -> rate = rate(value);
                    case "delay" -> delay = millis(value, "delay");
                    case "jitter" -> jitter = millis(value, "jitter");
                    case "loss" -> {
                        Matcher matcher = PERCENT.matcher(value);
                        if (!matcher.matches() || Double.parseDouble(matcher.group(1)) > 100) {
                            throw new IllegalArgumentException(
                                    "loss is a percentage up to 100%, such as 5%, not '" + setting.getValue() + "'");
                        }
                        loss = Double.parseDouble(matcher.group(1));
                    }
                    default -> throw new IllegalArgumentException(
                            "a link has rate, delay, jitter and loss, not '" + setting.getKey() + "'");
                }
            }
            if (jitter > 0 && delay == 0) {
                throw new IllegalArgumentException("jitter varies a delay; give the delay too");
            }
            if (rate == 0 && delay == 0 && loss == 0) {
                throw new IllegalArgumentException("a link's profile sets at least one of rate, delay and loss");
            }
            return new Profile(rate, delay, jitter, loss);
        }

        private static long rate(String value) {
            Matcher matcher = RATE.matcher(value);
            if (!matcher.matches()) {
                throw new IllegalArgumentException(
                        "rate is bits a second, such as 512kbit or 10mbit, not '" + value + "'");
            }
            double factor = switch (matcher.group(2)) {
                case "bit" -> 1;
                case "kbit" -> 1e3;
                case "mbit" -> 1e6;
                default -> 1e9;
            };
            double bits = Double.parseDouble(matcher.group(1)) * factor;
            if (bits < 8_000 || bits > 100e9) {
                throw new IllegalArgumentException("rate is from 8kbit to 100gbit, not '" + value + "'");
            }
            return Math.round(bits);
        }

        private static double millis(String value, String what) {
            Matcher matcher = MILLIS.matcher(value);
            if (!matcher.matches()) {
                throw new IllegalArgumentException(what + " is a time, such as 20ms or 0.5s, not '" + value + "'");
            }
            double millis = Double.parseDouble(matcher.group(1)) * (matcher.group(2).equals("s") ? 1000 : 1);
            if (millis > 60_000) {
                throw new IllegalArgumentException(what + " is at most 60 s, not '" + value + "'");
            }
            return millis;
        }
    }

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
    public static NamespaceLink shape(LabDescription lab, String first, String second, Profile profile)
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

    private static void shape(LabDescription lab, String from, String to, Profile profile, List<Direction> shaped)
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
                    netem.addAll(List.of(profile.jitterMillis() + "ms", "distribution", "normal"));
                }
            }
            if (profile.lossPercent() > 0) {
                netem.addAll(List.of("loss", profile.lossPercent() + "%"));
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
