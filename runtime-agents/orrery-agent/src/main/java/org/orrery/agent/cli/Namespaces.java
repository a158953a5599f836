package org.orrery.agent.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The network namespaces of a lab of several hosts: one per host, joined through a bridge in a switch namespace of
 * their own, so that the root namespace carries none of the lab's traffic (a blackhole route for the lab's subnet makes
 * sure of it). Needs root and iproute2.
 */
public final class Namespaces {

    /** The subnet of a lab of namespaces ({@code lab start --hosts N}). */
    static final String SUBNET = "10.211.0.0/24";
    /** The first three parts of its addresses. */
    private static final String LAB_BASE = "10.211.0";
    /** The last third part of an address {@link #claim} tries. */
    static final int SUBNETS_TO_TRY = 15;

    private final String id;
    private final String base;

    Namespaces(String id) {
        this(id, LAB_BASE);
    }

    /**
     * The namespaces {@code orrery-ID-*} on the subnet {@code base.0/24} (base: the first three parts of an address).
     */
    public Namespaces(String id, String base) {
        this.id = id;
        this.base = base;
    }

    /** The subnet, as its blackhole route names it. */
    public String subnet() {
        return base + ".0/24";
    }

    /** The address of host {@code index} (1, 2, ...); index 0 is the controller's. */
    public String hostAddress(int index) {
        return base + "." + (10 + index);
    }

    /** The namespace of the machine that reaches the hosts (a sandbox's "user's machine"), address index 0. */
    public String controller() {
        return "orrery-" + id + "-ctl";
    }

    public String host(int index) {
        return index == 0 ? controller() : "orrery-" + id + "-h" + index;
    }

    String switchName() {
        return "orrery-" + id + "-sw";
    }

    static String address(int index) {
        return LAB_BASE + "." + (10 + index);
    }

    /** Creates the namespaces of {@code hosts} hosts; returns every namespace made, for {@link #delete}. */
    List<String> create(int hosts) throws IOException, InterruptedException {
        return create(hosts, false);
    }

    /**
     * Creates the namespaces of {@code hosts} hosts and, with {@code withController}, the controller's; returns every
     * namespace made, for {@link #delete}.
     */
    public List<String> create(int hosts, boolean withController) throws IOException, InterruptedException {
        List<String> made = new ArrayList<>();
        try {
            ip("netns", "add", switchName());
            made.add(switchName());
            ip("-n", switchName(), "link", "add", "br0", "type", "bridge");
            ip("-n", switchName(), "link", "set", "br0", "up");
            ip("-n", switchName(), "link", "set", "lo", "up");
            ip("route", "replace", "blackhole", subnet());
            for (int i = withController ? 0 : 1; i <= hosts; i++) {
                String namespace = host(i);
                ip("netns", "add", namespace);
                made.add(namespace);
                String outer = "ov" + id + "h" + i;
                String inner = "oi" + id + "h" + i;
                if (outer.length() > 15) {
                    throw new IOException("the namespace id '" + id + "' is too long for interface names");
                }
                ip("link", "add", outer, "type", "veth", "peer", "name", inner);
                ip("link", "set", outer, "netns", switchName());
                ip("link", "set", inner, "netns", namespace);
                ip("-n", switchName(), "link", "set", outer, "master", "br0");
                ip("-n", switchName(), "link", "set", outer, "up");
                ip("-n", namespace, "link", "set", inner, "name", "eth0");
                ip("-n", namespace, "addr", "add", hostAddress(i) + "/24", "dev", "eth0");
                ip("-n", namespace, "link", "set", "eth0", "up");
                ip("-n", namespace, "link", "set", "lo", "up");
            }
            return made;
        } catch (IOException | InterruptedException e) {
            delete(made, subnet());
            throw e;
        }
    }

    /** Deletes the namespaces (which removes their links) and the blackhole route; reports what it could not delete. */
    public static List<String> delete(List<String> namespaces, String subnet) throws InterruptedException {
        List<String> failures = new ArrayList<>();
        for (String namespace : namespaces) {
            try {
                ip("netns", "del", namespace);
            } catch (IOException e) {
                failures.add(e.getMessage());
            }
        }
        try {
            ip("route", "del", "blackhole", subnet);
        } catch (IOException e) {
            failures.add(e.getMessage());
        }
        return failures;
    }

    /**
     * Claims the first subnet {@code prefix.N.0/24} (N from 0 to {@value #SUBNETS_TO_TRY}) that no route of this
     * namespace names yet, by adding its blackhole route (which fails for one another stand claimed meanwhile), and
     * returns its base, {@code prefix.N}: stands made at the same time (a test's and a user's, say) get a subnet each.
     */
    static String claim(String prefix) throws IOException, InterruptedException {
        String routes = ip("-4", "route", "show");
        for (int n = 0; n <= SUBNETS_TO_TRY; n++) {
            String base = prefix + "." + n;
            if (Pattern.compile("(?m)(^|\\s)" + Pattern.quote(base + ".")).matcher(routes).find()) {
                continue;
            }
            try {
                ip("route", "add", "blackhole", base + ".0/24");
                return base;
            } catch (IOException claimedMeanwhile) {
                // the next one
            }
        }
        throw new IOException("no subnet " + prefix + ".0.0/24 to " + prefix + "." + SUBNETS_TO_TRY
                + ".0/24 is free here: routes name them all (ip -4 route show)");
    }

    /** Runs {@code ip} with {@code args}; what it printed, or an exception saying so when it failed. */
    static String ip(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("ip"));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        if (process.waitFor() != 0) {
            throw new IOException(String.join(" ", command) + " failed: " + output);
        }
        return output;
    }
}
