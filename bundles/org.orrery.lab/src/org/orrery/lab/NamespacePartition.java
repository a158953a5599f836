package org.orrery.lab;

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
        String a = NamespaceHosts.namespace(lab, first);
        String b = NamespaceHosts.namespace(lab, second);
        List<Route> added = new ArrayList<>();
        NamespacePartition partition = new NamespacePartition(first + " | " + second, added);
        try {
            for (Route route : List.of(new Route(a, NamespaceHosts.address(lab, second)),
                    new Route(b, NamespaceHosts.address(lab, first)))) {
                NamespaceHosts.run("ip", "-n", route.namespace(), "route", "add", "blackhole", route.address() + "/32");
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
                NamespaceHosts.run("ip", "-n", route.namespace(), "route", "del", "blackhole", route.address() + "/32");
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
}
