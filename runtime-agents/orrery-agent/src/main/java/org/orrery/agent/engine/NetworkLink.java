package org.orrery.agent.engine;

import java.io.IOException;
import java.net.URI;

import org.orrery.agent.transport.Transport;
import org.orrery.control.api.LinkPath;
import org.orrery.control.api.LinkProfile;
import org.orrery.control.lab.LabDirectory;
import org.orrery.control.lab.TrafficControl;

/**
 * A stream's link profile applied by the network rather than by its sender: on a lab host whose node daemon was told
 * which of its interfaces carries only the lab's traffic ({@link LabDirectory#LINK_DEVICE_VARIABLE}: a host's
 * {@code eth0} in a lab of network namespaces, a lab file's {@code linkDevice}), the UDP the stream sends to the
 * receiving host leaves by that interface through the traffic control class of the link ({@link TrafficControl}):
 * bandwidth with HTB, delay, jitter, loss and reordering with {@code netem}, one class for every stream of the host to
 * that host through that profile, so that they share the link as cross traffic does. The stream's filter is removed
 * when it closes, and the class with the last. Anywhere else (shared memory, a host without such an interface,
 * {@code tc} refusing, as a kernel without {@code netem} does a profile that needs it) the sender's
 * {@link LinkConditioner} applies the profile, and {@link Where} says why.
 */
public final class NetworkLink {

    /** The first class of a link; below it are those a run's scenario adds. */
    private static final int FIRST_MINOR = 0x1000;
    /** The first filter priority of a stream (above the links' classes, so that neither collides with the other). */
    private static final int FIRST_FILTER = 0x8000;

    private final TrafficControl control;
    private final int classMinor;
    private final int filterPrio;

    private NetworkLink(TrafficControl control, int classMinor, int filterPrio) {
        this.control = control;
        this.classMinor = classMinor;
        this.filterPrio = filterPrio;
    }

    /**
     * Where a stream's profile is applied: what the network applies ({@code link}, null: nothing), what the sender
     * applies ({@code inSender}, null: nothing), and that said as the status says it.
     */
    record Where(NetworkLink link, LinkProfile inSender, String said) {
    }

    /**
     * Applies {@code profile} to what {@code transport} sends, in the network when this host can, else says why the
     * sender does: {@code hostDevice} is this host's lab interface as {@code HOST:DEVICE} (null: none). A best-effort
     * stream's loss stays with the sender, which counts each event lost as a drop: in the network the transport would
     * repair it unseen.
     */
    static Where apply(Transport transport, LinkProfile profile, boolean reliable, String hostDevice) {
        if (transport.path() != LinkPath.UDP) {
            return new Where(null, profile, "in the sender");
        }
        String device = device(hostDevice);
        if (device == null) {
            return new Where(null, profile, "in the sender (this host has no interface of the lab's own)");
        }
        LinkProfile inNetwork = reliable ? profile : profile.withoutLoss();
        LinkProfile inSender = reliable ? null : profile.lossOnly();
        if (inNetwork == null) {
            return new Where(null, profile, "in the sender");
        }
        URI endpoint = URI.create("udp://" + endpoint(transport.channel()));
        TrafficControl control = new TrafficControl(null, device);
        // the link's class: the same for every stream of this host through the profile to the receiving host
        int classMinor = FIRST_MINOR
                + Math.floorMod((endpoint.getHost() + " " + inNetwork).hashCode(), FIRST_FILTER - FIRST_MINOR);
        int filterPrio = FIRST_FILTER + Math.floorMod(transport.streamId(), 0xffff - FIRST_FILTER);
        try {
            control.join(classMinor, filterPrio, endpoint.getHost(), endpoint.getPort(), inNetwork);
            return new Where(new NetworkLink(control, classMinor, filterPrio), inSender,
                    "in the network (tc on " + hostDevice.substring(0, hostDevice.lastIndexOf(':')) + "'s " + device
                            + ")" + (inSender == null ? "" : ", its loss in the sender"));
        } catch (TrafficControl.NoNetemException e) {
            return new Where(null, profile, "in the sender (this host's kernel has no netem)");
        } catch (IOException | RuntimeException e) {
            return new Where(null, profile, "in the sender (" + e.getMessage() + ")");
        }
    }

    /** This host's lab interface, {@code HOST:DEVICE}, as its node daemon was started with it; null if none. */
    static String labDevice() {
        return System.getenv(LabDirectory.LINK_DEVICE_VARIABLE);
    }

    /**
     * Takes away what this host's domains left on its lab interface (they ended without closing their streams: killed,
     * or their node daemon stopping); nothing without such an interface. Called by the node daemon as it stops.
     */
    public static void removeLeftOver() throws IOException {
        String device = device(labDevice());
        if (device != null) {
            new TrafficControl(null, device).removeFrom(FIRST_MINOR);
        }
    }

    /** The interface {@code HOST:DEVICE} names, or null when it names none. */
    private static String device(String hostDevice) {
        int colon = hostDevice == null ? -1 : hostDevice.lastIndexOf(':');
        return colon > 0 && hostDevice.substring(colon + 1).matches(LabDirectory.DEVICE_NAME)
                ? hostDevice.substring(colon + 1)
                : null;
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

    /** Takes the stream's filter away again, and the link's class when no other stream crosses it. */
    void remove() throws IOException {
        control.leave(classMinor, filterPrio);
    }
}
