package org.orrery.lab;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.orrery.control.api.LinkProfile;
import org.orrery.control.lab.LabDescription;
import org.orrery.control.lab.TrafficControl;

/**
 * What crosses between two hosts of a lab of network namespaces, shaped both ways and restored: on each host's
 * {@code eth0}, the UDP traffic for the other's address (the events over Aeron; the lab's control calls over TCP are
 * left alone, so that the Star still sees what happens) goes through the profile as {@link TrafficControl} applies it.
 * Only the lab's own namespaces are touched, and restoring removes exactly what it added. Needs root, iproute2's
 * {@code tc}, and for delay and loss a kernel with {@code sch_netem}; where that is missing it says so rather than
 * shaping half.
 */
public final class NamespaceLink {

    /** One shaped direction: a host's interface and the class and filter on it. */
    private record Direction(TrafficControl control, int minor) {
    }

    /** The interface of a lab host in its namespace. */
    private static final String DEVICE = "eth0";

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
        TrafficControl control = new TrafficControl(NamespaceHosts.namespace(lab, from), DEVICE);
        int minor = 10 + lab.nodes().stream().map(LabDescription.Node::host).toList().indexOf(to);
        try {
            // the events' UDP only: the lab's control calls (TCP) stay out, so that what a run measures stays visible
            control.shape(minor, NamespaceHosts.address(lab, to), 0, profile);
        } catch (IOException e) {
            throw new LabException(e.getMessage());
        }
        shaped.add(new Direction(control, minor));
    }

    /**
     * Restores both directions: removes the filters and classes it added, and the root discipline of a host's interface
     * once it holds no class; what could not be removed is thrown.
     */
    public void restore() throws LabException {
        List<String> failures = new ArrayList<>();
        while (!shaped.isEmpty()) {
            Direction direction = shaped.remove(shaped.size() - 1);
            try {
                direction.control().remove(direction.minor());
            } catch (IOException e) {
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
}
