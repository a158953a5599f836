package org.orrery.agent.engine;

import java.io.IOException;
import java.net.URI;

import org.orrery.agent.transport.Transport;
import org.orrery.control.api.LinkPath;
import org.orrery.control.api.LinkProfile;
import org.orrery.control.lab.LabDirectory;
import org.orrery.control.lab.TrafficControl;

/**
 * A stream's link profile applied by the network rather than by its sender: on a host of a lab of network namespaces
 * (the lab started the domain's node daemon in one, {@link LabDirectory#NAMESPACE_VARIABLE}), the UDP the stream sends
 * to the receiving host leaves the host's {@code eth0} through a traffic control class of its own
 * ({@link TrafficControl}): bandwidth with HTB, delay, jitter, loss and reordering with {@code netem}. Removed when the
 * stream closes. Anywhere else (shared memory, a host outside the lab's namespaces, a kernel without {@code netem} for
 * a profile that needs it) the sender's {@link LinkConditioner} applies the profile, and {@link #where} says why.
 */
final class NetworkLink {

    /** The interface of a lab host in its namespace. */
    private static final String DEVICE = "eth0";
    /** The first class and filter priority of a stream's link; below it are those a run's scenario adds. */
    private static final int FIRST_MINOR = 0x1000;

    private final TrafficControl control;
    private final int minor;

    private NetworkLink(TrafficControl control, int minor) {
        this.control = control;
        this.minor = minor;
    }

    /** Where a stream's profile is applied: by the network ({@code link} set) or the sender, and why. */
    record Where(NetworkLink link, String said) {
    }

    /**
     * Applies {@code profile} to what {@code transport} sends, in the network when this host can, else says why the
     * sender does: {@code namespace} is the lab namespace this process runs in (null: none).
     */
    static Where apply(Transport transport, LinkProfile profile, String namespace) {
        if (transport.path() != LinkPath.UDP) {
            return new Where(null, "in the sender");
        }
        if (namespace == null) {
            return new Where(null, "in the sender (this host is not in a namespace of the lab's)");
        }
        URI endpoint = URI.create("udp://" + endpoint(transport.channel()));
        TrafficControl control = new TrafficControl(null, DEVICE);
        int minor = FIRST_MINOR + Math.floorMod(transport.streamId(), 0xffff - FIRST_MINOR);
        try {
            control.shape(minor, endpoint.getHost(), endpoint.getPort(), profile);
            return new Where(new NetworkLink(control, minor),
                    "in the network (tc on " + DEVICE + " of " + namespace + ")");
        } catch (TrafficControl.NoNetemException e) {
            return new Where(null, "in the sender (this host's kernel has no netem)");
        } catch (IOException | RuntimeException e) {
            return new Where(null, "in the sender (" + e.getMessage() + ")");
        }
    }

    /** The lab namespace this process was started in, or null. */
    static String labNamespace() {
        String namespace = System.getenv(LabDirectory.NAMESPACE_VARIABLE);
        return namespace != null && namespace.matches("orrery-[A-Za-z0-9-]{1,40}") ? namespace : null;
    }

    /** The {@code host:port} an Aeron UDP channel sends to. */
    private static String endpoint(String channel) {
        for (String part : channel.substring(channel.indexOf('?') + 1).split("\\|")) {
            if (part.startsWith("endpoint=")) {
                return part.substring("endpoint=".length());
            }
        }
        throw new IllegalArgumentException("channel " + channel + " names no endpoint");
    }

    /** Takes the class and filter away again. */
    void remove() throws IOException {
        control.remove(minor);
    }
}
