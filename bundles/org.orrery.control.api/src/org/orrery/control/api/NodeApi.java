package org.orrery.control.api;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonCreator;

/**
 * The messages of a node daemon's control API ({@code /v1/host}, {@code /v1/domains}, {@code /v1/udp-port}; see
 * {@code openapi/node-daemon.yaml}): the host and the domain agent processes it starts and stops.
 */
public final class NodeApi {

    /**
     * What a lab's host, domain or group may be called: a letter or digit, then up to 63 letters, digits, '.', '_' or
     * '-' (each names a directory or a file on its host).
     */
    public static final String NAME = "[A-Za-z0-9][A-Za-z0-9_.-]{0,63}";

    private NodeApi() {
    }

    /**
     * Start a domain agent: its name and role, the port to listen on (0 or none: any free one), the address to bind,
     * how many consecutive errors quarantine an operator, and for a Star the lab's node daemons as
     * {@code host=url,...}; {@code group} names the shared domain host it runs in with the other domains of that group
     * on the host (none: a process of its own).
     */
    public record StartDomain(@Required String name, @Required Role role, Integer port, String bind,
            Integer quarantineAfter, String nodes, String group) {

        /** (The constructor JSON is read with.) */
        @JsonCreator
        public StartDomain {
        }

        /** A domain in a process of its own. */
        public StartDomain(String name, Role role, Integer port, String bind, Integer quarantineAfter, String nodes) {
            this(name, role, port, bind, quarantineAfter, nodes, null);
        }
    }

    /**
     * A domain agent process the daemon started: {@code restarts} counts the times the daemon started it again after it
     * ended on its own, {@code lastExit} says how it ended last (empty when it never did); while a restart is pending
     * it is not alive. A domain of a shared domain host names its {@code group}, and its {@code pid} and
     * {@code cpuSeconds} are the host's (null group: a process of its own).
     */
    public record DomainProcess(String name, Role role, String address, int port, long pid, boolean alive, String log,
            double cpuSeconds, int restarts, String lastExit, String group) {

        /** (The constructor JSON is read with.) */
        @JsonCreator
        public DomainProcess {
        }

        /** A domain in a process of its own. */
        public DomainProcess(String name, Role role, String address, int port, long pid, boolean alive, String log,
                double cpuSeconds, int restarts, String lastExit) {
            this(name, role, address, port, pid, alive, log, cpuSeconds, restarts, lastExit, null);
        }
    }

    /**
     * The host and its domains; {@code clock} is the host's offset to the Star's clock as last measured (null before
     * the first measurement); {@code jdk}, {@code os}, {@code cpu} and {@code runtime} (the runtime's version, and the
     * SHA-256 of its distribution when the lab tool installed it) say what the host's agents run on, for run results.
     */
    public record HostStatus(String host, String address, int processors, double loadAverage, long memoryTotalBytes,
            long memoryAvailableBytes, String aeronDirectory, List<DomainProcess> domains, ClockOffset clock,
            String jdk, String os, String cpu, String runtime) {
    }

    /** A reading of the host's clock, in nanoseconds (monotonic; only differences to other readings mean anything). */
    public record ClockReading(long nanos) {
    }

    /**
     * The host's clock minus the Star's, as the Star measured it ({@code GET /v1/clock} several times, the sample of
     * the shortest round trip kept), with half that round trip as its uncertainty; {@code measuredAtMillis} is when
     * (epoch milliseconds).
     */
    public record ClockOffset(@Required Long offsetNs, @Required Long uncertaintyNs, int samples,
            long measuredAtMillis) {
    }

    /** A domain the daemon stopped, and how its process ended (-1 if it had to be left running). */
    public record DomainStopped(String stopped, int exitValue) {
    }

    /**
     * How the host's media driver waits ({@code PUT /v1/host/latency-profile}): the Star sets the most demanding
     * latency profile of the host's Planets after each deployment.
     */
    public record HostLatency(@Required LatencyProfile latencyProfile) {
    }

    /** A UDP port free on the host's address, for a connection that arrives there from another host. */
    public record UdpPort(String address, int port) {
    }
}
