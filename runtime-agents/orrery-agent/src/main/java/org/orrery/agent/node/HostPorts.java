package org.orrery.agent.node;

import java.io.IOException;
import java.net.BindException;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;

/** The ports of this host as a node daemon finds them: whether a TCP port is free to listen on, a free UDP port. */
public final class HostPorts {

    private HostPorts() {
    }

    /** Whether a domain could listen on {@code port} of {@code bindAddress} now (as far as a bind tells). */
    static boolean tcpFree(String bindAddress, int port) {
        try (ServerSocket probe = new ServerSocket()) {
            probe.setReuseAddress(true);
            probe.bind(new InetSocketAddress(InetAddress.getByName(bindAddress), port));
            return true;
        } catch (@SuppressWarnings("unused") BindException e) {
            return false;
        } catch (@SuppressWarnings("unused") IOException e) {
            // not a port held by another: the start itself reports what is wrong
            return true;
        }
    }

    /** A UDP port free on {@code address} now, for a connection that arrives there from another host. */
    public static int freeUdp(String address) throws IOException {
        try (DatagramSocket socket = new DatagramSocket(0, InetAddress.getByName(address))) {
            return socket.getLocalPort();
        }
    }
}
