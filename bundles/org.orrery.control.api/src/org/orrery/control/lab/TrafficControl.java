package org.orrery.control.lab;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.orrery.control.api.LinkProfile;

/**
 * A link profile as Linux traffic control applies it to what leaves a lab host's interface: a class in an HTB
 * discipline at the root of the interface (its rate: the profile's bandwidth, else unlimited), filters that put the UDP
 * for an address (and port, when given) into it (a filter for each stream that crosses the link), and under the class
 * either a router's queue of {@link #QUEUE_MILLIS} at that rate or, for delay, jitter, loss and reordering, a
 * {@code netem} discipline. Removing takes away exactly a filter, its class once no filter leads there, and the root
 * discipline once it holds no class. The commands run {@code tc} in a named network namespace ({@code -n}), or in the
 * caller's own when that is null; only a lab's own namespaces and interfaces are ever named or shaped.
 */
public final class TrafficControl {

    /** How long what a narrowed link queues may wait there, as a router's buffer would hold it. */
    public static final long QUEUE_MILLIS = 100;
    /** The least a narrowed link's queue holds: two full frames. */
    public static final long MIN_QUEUE_BYTES = 3_000;
    /** What {@code tc} says when the kernel has no such discipline (netem here). */
    private static final String UNKNOWN_KIND = "qdisc kind is unknown";
    /** The class that only delays or loses: HTB needs a rate for every class. */
    private static final String UNLIMITED = "100gbit";

    private final String namespace;
    private final String device;

    /** Traffic control of {@code device} in {@code namespace} (null: the namespace this process runs in). */
    public TrafficControl(String namespace, String device) {
        this.namespace = namespace;
        this.device = device;
    }

    /**
     * Shapes the UDP leaving for {@code address} (and {@code port} when above 0) through {@code profile}, in class and
     * filter priority {@code minor} (1 to 65535, unique on the interface), replacing what that class did; what was
     * added is taken away again when a step fails. A kernel without {@code netem} is refused with
     * {@link NoNetemException}.
     */
    public void shape(int minor, String address, int port, LinkProfile profile) throws IOException {
        checkMinor(minor);
        try {
            addRoot();
            String classId = classId(minor);
            String rate = rate(profile);
            run("class", "replace", "dev", device, "parent", "1:", "classid", classId, "htb", "rate", rate, "ceil",
                    rate);
            addFilter(minor, minor, address, port);
            run(leafCommand(device, classId, minor, profile).toArray(String[]::new));
        } catch (IOException e) {
            throw undone(e, minor, minor);
        }
    }

    /**
     * Puts the UDP leaving for {@code address}:{@code port} into class {@code classMinor}, made with {@code profile}
     * unless it is there already (the class of a link that several streams, of one process or of several, cross and
     * share), through a filter of priority {@code filterPrio} of its own. Taken away again when a step fails; a kernel
     * without {@code netem} is refused with {@link NoNetemException}.
     */
    public void join(int classMinor, int filterPrio, String address, int port, LinkProfile profile) throws IOException {
        checkMinor(classMinor);
        checkMinor(filterPrio);
        try {
            addRoot();
            String classId = classId(classMinor);
            if (!hasClass(classMinor)) {
                String rate = rate(profile);
                try {
                    run("class", "add", "dev", device, "parent", "1:", "classid", classId, "htb", "rate", rate, "ceil",
                            rate);
                    run(leafCommand(device, classId, classMinor, profile).toArray(String[]::new));
                } catch (IOException e) { // another process may have made it meanwhile
                    if (!hasClass(classMinor) || e.getMessage().contains(UNKNOWN_KIND)) {
                        throw e;
                    }
                }
            }
            addFilter(filterPrio, classMinor, address, port);
        } catch (IOException e) {
            throw undone(e, classMinor, filterPrio);
        }
    }

    /**
     * Takes away filter {@code filterPrio}, then class {@code classMinor} once no filter leads to it, and the root
     * discipline once no class is left; every step is tried, and what failed is thrown together.
     */
    public void leave(int classMinor, int filterPrio) throws IOException {
        List<String> failures = new ArrayList<>();
        try {
            if (filterPrios(null).contains(filterPrio)) {
                run("filter", "del", "dev", device, "parent", "1:", "prio", String.valueOf(filterPrio));
            }
        } catch (IOException e) {
            failures.add(e.getMessage());
        }
        try {
            if (filterPrios(classMinor).isEmpty() && hasClass(classMinor)) {
                run("class", "del", "dev", device, "classid", classId(classMinor));
            }
        } catch (IOException e) {
            failures.add(e.getMessage());
        }
        removeRootIfEmpty(failures);
        if (!failures.isEmpty()) {
            throw new IOException(String.join("; ", failures));
        }
    }

    private void addRoot() throws IOException {
        if (!run("qdisc", "show", "dev", device).contains("qdisc htb 1: root")) {
            try {
                run("qdisc", "add", "dev", device, "root", "handle", "1:", "htb");
            } catch (IOException e) { // another of the host's processes may have added it meanwhile
                if (!run("qdisc", "show", "dev", device).contains("qdisc htb 1: root")) {
                    throw e;
                }
            }
        }
    }

    private void addFilter(int prio, int classMinor, String address, int port) throws IOException {
        List<String> filter = new ArrayList<>(List.of("filter", "replace", "dev", device, "parent", "1:", "protocol",
                "ip", "prio", String.valueOf(prio), "u32", "match", "ip", "dst", address + "/32", "match", "ip",
                "protocol", "17", "0xff"));
        if (port > 0) {
            filter.addAll(List.of("match", "ip", "dport", String.valueOf(port), "0xffff"));
        }
        filter.addAll(List.of("flowid", classId(classMinor)));
        run(filter.toArray(String[]::new));
    }

    /** {@code failed}, after what was added is taken away again; a kernel without netem named as such. */
    private IOException undone(IOException failed, int classMinor, int filterPrio) {
        try {
            leave(classMinor, filterPrio);
        } catch (IOException notRemoved) {
            failed.addSuppressed(notRemoved);
        }
        if (failed.getMessage() != null && failed.getMessage().contains(UNKNOWN_KIND)) {
            return new NoNetemException("the kernel of this machine (" + System.getProperty("os.version")
                    + ") has no netem queueing discipline, so delay, jitter, loss and reordering cannot be emulated by"
                    + " the network here; bandwidth (rate=) can");
        }
        return failed;
    }

    private boolean hasClass(int minor) throws IOException {
        return !run("class", "show", "dev", device, "classid", classId(minor)).isBlank();
    }

    /** The priorities of the filters on the root, of those leading to class {@code classMinor} when not null. */
    private List<Integer> filterPrios(Integer classMinor) throws IOException {
        List<Integer> prios = new ArrayList<>();
        for (String line : run("filter", "show", "dev", device, "parent", "1:").split("\n")) {
            Matcher matcher = FILTER.matcher(line);
            if (matcher.find() && (classMinor == null || classId(classMinor).equals("1:" + matcher.group(2)))) {
                prios.add(Integer.parseInt(matcher.group(1)));
            }
        }
        return prios;
    }

    /** A filter's line that leads somewhere: its priority, and its class's minor in hex. */
    private static final Pattern FILTER = Pattern.compile(" pref ([0-9]+) .*flowid 1:([0-9a-f]{1,4})");

    private static void checkMinor(int minor) {
        if (minor < 1 || minor > 0xffff) {
            throw new IllegalArgumentException("class " + minor + " is not between 1 and 65535");
        }
    }

    private static String classId(int minor) {
        return "1:" + Integer.toHexString(minor);
    }

    private static String rate(LinkProfile profile) {
        return profile.rateBitsPerSecond() > 0 ? profile.rateBitsPerSecond() + "bit" : UNLIMITED;
    }

    /** The discipline under the class: a router's queue at the rate, or netem for what it alone does. */
    private static List<String> leafCommand(String device, String classId, int minor, LinkProfile profile) {
        String handle = Integer.toHexString(minor) + ":";
        if (!profile.needsNetem()) {
            long bytes = Math.max(MIN_QUEUE_BYTES, profile.rateBitsPerSecond() / 8 * QUEUE_MILLIS / 1000);
            return List.of("qdisc", "replace", "dev", device, "parent", classId, "handle", handle, "bfifo", "limit",
                    String.valueOf(bytes));
        }
        List<String> netem = new ArrayList<>(List.of("qdisc", "replace", "dev", device, "parent", classId, "handle",
                handle, "netem", "limit", "100000"));
        if (profile.delayMillis() > 0) {
            netem.addAll(List.of("delay", profile.delayMillis() + "ms"));
            if (profile.jitterMillis() > 0) {
                netem.add(profile.jitterMillis() + "ms");
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
        return netem;
    }

    /** Takes away filter and class {@code minor} as {@link #leave} does. */
    public void remove(int minor) throws IOException {
        leave(minor, minor);
    }

    /**
     * Takes away every filter and class from {@code first} on: what processes that ended without leaving theirs left;
     * what failed is thrown together.
     */
    public void removeFrom(int first) throws IOException {
        List<String> failures = new ArrayList<>();
        for (int prio : filterPrios(null)) {
            if (prio >= first) {
                try {
                    run("filter", "del", "dev", device, "parent", "1:", "prio", String.valueOf(prio));
                } catch (IOException e) {
                    failures.add(e.getMessage());
                }
            }
        }
        for (String line : run("class", "show", "dev", device).split("\n")) {
            Matcher matcher = HTB_CLASS.matcher(line);
            if (matcher.find() && Integer.parseInt(matcher.group(1), 16) >= first) {
                try {
                    run("class", "del", "dev", device, "classid", "1:" + matcher.group(1));
                } catch (IOException e) {
                    failures.add(e.getMessage());
                }
            }
        }
        removeRootIfEmpty(failures);
        if (!failures.isEmpty()) {
            throw new IOException(String.join("; ", failures));
        }
    }

    private void removeRootIfEmpty(List<String> failures) {
        try {
            String qdiscs = run("qdisc", "show", "dev", device);
            if (qdiscs.contains("qdisc htb 1: root") && run("class", "show", "dev", device).isBlank()) {
                run("qdisc", "del", "dev", device, "root");
            }
        } catch (IOException e) {
            failures.add(e.getMessage());
        }
    }

    /** A class of the root HTB discipline as {@code tc class show} lists it; its minor in hex. */
    private static final Pattern HTB_CLASS = Pattern.compile("^class htb 1:([0-9a-f]{1,4}) ");

    /** Runs {@code tc} with {@code args} in the namespace; what it printed. */
    private String run(String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of("tc"));
        if (namespace != null) {
            command.addAll(List.of("-n", namespace));
        }
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        try {
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (process.waitFor() != 0) {
                throw new IOException(String.join(" ", command) + " failed: " + output);
            }
            return output;
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException(String.join(" ", command) + " was interrupted", e);
        }
    }

    @Override
    public String toString() {
        return "tc on " + device + (namespace == null ? "" : " in " + namespace);
    }

    /** The kernel has no {@code netem}: only bandwidth can be shaped here. */
    public static final class NoNetemException extends IOException {

        private static final long serialVersionUID = 1L;

        NoNetemException(String message) {
            super(message);
        }
    }
}
