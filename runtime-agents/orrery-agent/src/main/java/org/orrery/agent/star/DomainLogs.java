package org.orrery.agent.star;

import java.io.IOException;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

import org.orrery.agent.control.ApiException;
import org.orrery.agent.control.ControlServer;
import org.orrery.agent.control.Requests;
import org.orrery.control.api.Limits;
import org.orrery.control.api.LogApi.LogPage;
import org.orrery.control.api.LogApi.LogRequest;
import org.orrery.control.api.NodeApi;
import org.orrery.control.client.ControlException;

/**
 * Any domain's log read through the Star ({@code /v1/system/domains/NAME/log}), on every kind of lab: the node daemon
 * of the domain's host keeps it, whether the domain runs, ended or was never part of this deployment. A Planet of the
 * running system is asked of its host first; otherwise (the Star itself, a domain of an earlier deployment) every node
 * daemon in turn, until one keeps a log of that name.
 *
 * @param nodes the lab's node daemons' URLs by host
 */
record DomainLogs(Running running, PlanetCalls calls, Map<String, String> nodes) {

    void routes(ControlServer server) {
        server.route("POST", "/v1/system/domains/(?<domain>" + NodeApi.NAME + ")/log", Limits.MAX_JSON_BODY_BYTES,
                (path, body) -> read(path.group("domain"), Requests.read(body, LogRequest.class)));
    }

    LogPage read(String domain, LogRequest request) throws IOException {
        Set<String> asked = new LinkedHashSet<>();
        Planet planet;
        synchronized (running) {
            planet = running.planets.get(domain);
        }
        if (planet != null && planet.nodeUrl() != null) {
            asked.add(planet.nodeUrl());
        }
        asked.addAll(nodes.values());
        for (String node : asked) {
            try {
                return calls.node(node).log(domain, request);
            } catch (ControlException e) {
                if (e.status() != 404) {
                    throw new ApiException(e.status() == 0 ? 502 : e.status(), "the node daemon at " + node
                            + " did not give domain '" + domain + "''s log: " + e.getMessage());
                }
            }
        }
        throw new ApiException(404, "no node daemon of the lab keeps a log of domain '" + domain + "'");
    }
}
