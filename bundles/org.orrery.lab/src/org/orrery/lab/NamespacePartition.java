package org.orrery.lab;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.orrery.control.lab.LabDescription;

/**
 * Two hosts of a lab of network namespaces cut apart, both ways, and joined again: in each host's namespace a blackhole
 * route for the other's address, so that what one sends the other is dropped without a word, as on a network that
 * parted; every other host still reaches both. Only the routes it added are removed again, and only in the lab's own
 * namespaces (those its {@code lab.json} says it made). Needs root and iproute2, as the lab does.
 */
public final class NamespacePartition {

    /** A route this partition added: in {@code namespace}, a blackhole for {@code address}. */
    private record Route(String namespace, String address) {
    }

    private final String description;
    private final List<Route> added;

    private NamespacePartition(String description, List<Route> added) {
        this.description = description;
        this.added = added;
    }

    /**
     * Cuts lab hosts {@code first} and {@code second} of {@code lab} apart; refused, with why, for a lab that does not
     * run its hosts in network namespaces or has no such host.
     */
    public static NamespacePartition cut(LabDescription lab, String first, String second) throws LabException {
        if (lab.namespace() == null || lab.namespaces().isEmpty()) {
            throw new LabException("a partition needs a lab of hosts in network namespaces (lab start --hosts N):"
                    + " the hosts of this lab share one network");
        }
        String a = namespace(lab, first);
        String b = namespace(lab, second);
        List<Route> added = new ArrayList<>();
        NamespacePartition partition = new NamespacePartition(first + " | " + second, added);
        try {
            for (Route route : List.of(new Route(a, address(lab, second)), new Route(b, address(lab, first)))) {
                ip("-n", route.namespace(), "route", "add", "blackhole", route.address() + "/32");
                added.add(route);
            }
        } catch (LabException e) {
            partition.heal();
            throw e;
        }
        return partition;
    }

    /** Joins the two hosts again: removes the routes {@link #cut} added; what could not be removed is thrown. */
    public void heal() throws LabException {
        List<String> failures = new ArrayList<>();
        while (!added.isEmpty()) {
            Route route = added.remove(added.size() - 1);
            try {
                ip("-n", route.namespace(), "route", "del", "blackhole", route.address() + "/32");
            } catch (LabException e) {
                failures.add(e.getMessage());
            }
        }
        if (!failures.isEmpty()) {
            throw new LabException("the partition " + description + " could not be healed: " + failures);
        }
    }

    @Override
    public String toString() {
        return description;
    }

    /** The namespace of lab host {@code host}: one the lab made, named after its first host's. */
    private static String namespace(LabDescription lab, String host) throws LabException {
        String first = lab.nodes().isEmpty() ? "" : lab.nodes().get(0).host();
        String prefix = lab.namespace().endsWith("-" + first)
                ? lab.namespace().substring(0, lab.namespace().length() - first.length())
                : lab.namespace() + "-";
        String namespace = prefix + host;
        if (!lab.namespaces().contains(namespace)) {
            throw new LabException("the lab has no host '" + host + "' in a namespace of its own (its hosts: "
                    + String.join(", ", lab.nodes().stream().map(LabDescription.Node::host).toList()) + ")");
        }
        return namespace;
    }

    /** The address lab host {@code host} is reached at, as its node daemon's URL names it. */
    private static String address(LabDescription lab, String host) throws LabException {
        for (LabDescription.Node node : lab.nodes()) {
            if (node.host().equals(host)) {
                String address = URI.create(node.url()).getHost();
                if (address == null || !address.matches("[0-9]{1,3}(\\.[0-9]{1,3}){3}")) {
                    throw new LabException("host '" + host + "' is not reached at an IPv4 address: " + node.url());
                }
                return address;
            }
        }
        throw new LabException("the lab has no host '" + host + "'");
    }

    private static void ip(String... args) throws LabException {
        List<String> command = new ArrayList<>(List.of("ip"));
        command.addAll(List.of(args));
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (process.waitFor() != 0) {
                throw new LabException(String.join(" ", command) + " failed: " + output);
            }
        } catch (IOException e) {
            throw new LabException(String.join(" ", command) + " could not run: " + e.getMessage(), 0, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LabException(String.join(" ", command) + " was interrupted", 0, e);
        }
    }
}
