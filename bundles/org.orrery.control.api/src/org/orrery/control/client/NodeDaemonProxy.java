package org.orrery.control.client;

import java.time.Duration;

import org.orrery.control.api.LogApi;
import org.orrery.control.api.NodeApi.ClockOffset;
import org.orrery.control.api.NodeApi.ClockReading;
import org.orrery.control.api.NodeApi.DomainProcess;
import org.orrery.control.api.NodeApi.DomainStopped;
import org.orrery.control.api.NodeApi.HostLatency;
import org.orrery.control.api.NodeApi.HostStatus;
import org.orrery.control.api.NodeApi.StartDomain;
import org.orrery.control.api.NodeApi.UdpPort;

/**
 * The calls of a node daemon's control API ({@code openapi/node-daemon.yaml}), each path, method and record type
 * written once: its host and processes, domains started and stopped, UDP ports, the media driver's waiting and the
 * host's clock. Every call takes {@link #timeout()}; {@link #withTimeout} gives the same proxy with another.
 *
 * @param url the node daemon's control address ({@code https://host:port})
 */
public record NodeDaemonProxy(ControlClient client, String url, Duration timeout) {

    public NodeDaemonProxy withTimeout(Duration other) {
        return new NodeDaemonProxy(client, url, other);
    }

    /** The host and the domain processes the daemon runs; one try (a heartbeat's check measures its failure). */
    public HostStatus host() throws ControlException {
        return client.get(url + "/v1/host", HostStatus.class, timeout);
    }

    /** {@link #host()} for a person waiting on it: asked again while the connection cannot be made in time. */
    public HostStatus readHost() throws ControlException {
        return client.read(url + "/v1/host", HostStatus.class, timeout);
    }

    /** Starts a domain agent process; asked again while the connection cannot be made in time. */
    public DomainProcess startDomain(StartDomain request) throws ControlException {
        return client.callUntilReached("POST", url + "/v1/domains", request, DomainProcess.class, timeout);
    }

    /** Ends domain {@code name}'s process; a 404 says the daemon runs none of that name. */
    public void stopDomain(String name) throws ControlException {
        client.exchange("DELETE", url + "/v1/domains/" + name, null, timeout);
    }

    /**
     * Kills domain {@code name}'s process as a crash would; the daemon's restart policy then starts it again. A 409
     * says it runs none of that name, or that the domain shares its process with others.
     */
    public DomainStopped killDomain(String name) throws ControlException {
        return client.call("POST", url + "/v1/domains/" + name + "/kill", null, DomainStopped.class, timeout);
    }

    /** A page of domain {@code name}'s log as this host keeps it; a 404 says it keeps none of that name. */
    public LogApi.LogPage log(String name, LogApi.LogRequest request) throws ControlException {
        return client.call("POST", url + "/v1/domains/" + name + "/log", request, LogApi.LogPage.class, timeout);
    }

    /** Has the host's media driver wait as {@code latency} says. */
    public HostLatency latencyProfile(HostLatency latency) throws ControlException {
        return client.call("PUT", url + "/v1/host/latency-profile", latency, HostLatency.class, timeout);
    }

    /** A free UDP port on the host, and the address it is reached at. */
    public UdpPort udpPort() throws ControlException {
        return client.call("POST", url + "/v1/udp-port", null, UdpPort.class, timeout);
    }

    public ClockReading clock() throws ControlException {
        return client.get(url + "/v1/clock", ClockReading.class, timeout);
    }

    public ClockOffset clockOffset(ClockOffset offset) throws ControlException {
        return client.call("PUT", url + "/v1/clock", offset, ClockOffset.class, timeout);
    }

    /** Asks the daemon to stop, and every domain it started with it. */
    public void shutdown() throws ControlException {
        client.exchange("POST", url + "/v1/shutdown", null, timeout);
    }
}
