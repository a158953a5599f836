package org.orrery.agent.node;

import org.orrery.agent.control.ControlServer;
import org.orrery.agent.control.Requests;
import org.orrery.control.api.DomainApi.Stopping;
import org.orrery.control.api.Limits;
import org.orrery.control.api.LogApi.LogRequest;
import org.orrery.control.api.NodeApi.ClockOffset;
import org.orrery.control.api.NodeApi.ClockReading;
import org.orrery.control.api.NodeApi.HostLatency;
import org.orrery.control.api.NodeApi.StartDomain;
import org.orrery.control.api.NodeApi.UdpPort;

/** The node daemon's HTTP API (described by {@code openapi/node-daemon.yaml}). */
final class NodeRoutes {

    private NodeRoutes() {
    }

    static void register(ControlServer server, NodeDaemon daemon) {
        String host = daemon.settings().host();
        server.route("GET", "/v1/host", 0, (path, body) -> daemon.status())
                .route("POST", "/v1/domains", Limits.MAX_JSON_BODY_BYTES,
                        (path, body) -> new ControlServer.Reply(201,
                                daemon.startDomain(Requests.read(body, StartDomain.class))))
                .route("DELETE", "/v1/domains/(?<name>" + DomainLauncher.DOMAIN_NAME + ")", 0,
                        (path, body) -> daemon.stopDomain(path.group(1)))
                .route("POST", "/v1/domains/(?<domain>" + DomainLauncher.DOMAIN_NAME + ")/kill", 0,
                        (path, body) -> daemon.killDomain(path.group(1)))
                .route("POST", "/v1/domains/(?<domain>" + DomainLauncher.DOMAIN_NAME + ")/log",
                        Limits.MAX_JSON_BODY_BYTES,
                        (path, body) -> daemon.log(path.group(1), Requests.read(body, LogRequest.class)))
                .route("PUT", "/v1/host/latency-profile", Limits.MAX_JSON_BODY_BYTES, (path, body) -> {
                    HostLatency latency = Requests.read(body, HostLatency.class);
                    daemon.latencyProfile(latency);
                    return latency;
                })
                .route("POST", "/v1/udp-port", 0,
                        (path, body) -> new UdpPort(daemon.settings().address(), daemon.freeUdpPort()))
                .route("GET", "/v1/clock", 0, (path, body) -> new ClockReading(daemon.clockNow()))
                .route("PUT", "/v1/clock", Limits.MAX_JSON_BODY_BYTES,
                        (path, body) -> daemon.setClock(Requests.read(body, ClockOffset.class)))
                .route("POST", "/v1/shutdown", 0, (path, body) -> {
                    daemon.shutdownRequested();
                    return new Stopping(host);
                });
    }
}
