package org.orrery.agent.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The network namespaces of a lab of several hosts: one per host, joined through a bridge in a switch namespace
 * of their own, so that the root namespace carries none of the lab's traffic (a blackhole route for the lab's
 * subnet makes sure of it). Needs root and iproute2.
 */
final class Namespaces {

    static final String SUBNET = "10.211.0.0/24";

    private final String id;

    Namespaces(String id) {
        this.id = id;
    }

    String host(int index) {
        return "orrery-" + id + "-h" + index;
    }

    String switchName() {
        return "orrery-" + id + "-sw";
    }

    static String address(int index) {
        return "10.211.0." + (10 + index);
    }

    /** Creates the namespaces of {@code hosts} hosts; returns every namespace made, for {@link #delete}. */
    List<String> create(int hosts) throws IOException, InterruptedException {
        List<String> made = new ArrayList<>();
        try {
            ip("netns", "add", switchName());
            made.add(switchName());
            ip("-n", switchName(), "link", "add", "br0", "type", "bridge");
            ip("-n", switchName(), "link", "set", "br0", "up");
            ip("-n", switchName(), "link", "set", "lo", "up");
            ip("route", "replace", "blackhole", SUBNET);
            for (int i = 1; i <= hosts; i++) {
                String namespace = host(i);
                ip("netns", "add", namespace);
                made.add(namespace);
                String outer = "ov" + id + "h" + i;
                String inner = "oi" + id + "h" + i;
                ip("link", "add", outer, "type", "veth", "peer", "name", inner);
                ip("link", "set", outer, "netns", switchName());
                ip("link", "set", inner, "netns", namespace);
                ip("-n", switchName(), "link", "set", outer, "master", "br0");
                ip("-n", switchName(), "link", "set", outer, "up");
                ip("-n", namespace, "link", "set", inner, "name", "eth0");
                ip("-n", namespace, "addr", "add", address(i) + "/24", "dev", "eth0");
                ip("-n", namespace, "link", "set", "eth0", "up");
                ip("-n", namespace, "link", "set", "lo", "up");
            }
            return made;
        } catch (IOException | InterruptedException e) {
            delete(made);
            throw e;
        }
    }

    /** Deletes the namespaces (which removes their links) and the blackhole route; reports what it could not delete. */
    static List<String> delete(List<String> namespaces) throws InterruptedException {
        List<String> failures = new ArrayList<>();
        for (String namespace : namespaces) {
            try {
                ip("netns", "del", namespace);
            } catch (IOException e) {
                failures.add(e.getMessage());
            }
        }
        try {
            ip("route", "del", "blackhole", SUBNET);
        } catch (IOException e) {
            failures.add(e.getMessage());
        }
        return failures;
    }

    private static void ip(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("ip"));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        if (process.waitFor() != 0) {
            throw new IOException(String.join(" ", command) + " failed: " + output);
        }
    }
}
