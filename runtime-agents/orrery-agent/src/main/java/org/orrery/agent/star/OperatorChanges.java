package org.orrery.agent.star;

import java.io.IOException;
import java.util.Map;

import org.orrery.agent.control.ApiException;
import org.orrery.agent.control.ControlServer;
import org.orrery.agent.control.Requests;
import org.orrery.control.api.AlertApi;
import org.orrery.control.api.ControlJson;
import org.orrery.control.api.Limits;
import org.orrery.control.api.SystemApi.ConnectionSpec;
import org.orrery.control.api.SystemApi.DeployResult;
import org.orrery.control.api.SystemApi.OperatorSpec;
import org.orrery.control.api.SystemApi.ParameterChange;
import org.orrery.control.api.SystemApi.ParameterChangeResult;
import org.orrery.control.api.SystemApi.SystemDeployment;
import org.orrery.control.client.DomainProxy;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Changes to the running system short of a new deployment ({@code /v1/system/parameters},
 * {@code /v1/system/operators}): parameters of a running operator changed in place by a client, and the alerts'
 * actions, which change a parameter so or a connection's priority through a deployment of the changed system.
 */
record OperatorChanges(Running running, SystemDeployer deployer, Relays relays) implements AlertWatch.Actor {

    void routes(ControlServer server) {
        server.route("GET", "/v1/system/operators/(?<operator>[^/]+)", 0,
                (path, body) -> running.operator(path.group("operator")))
                .route("POST", "/v1/system/parameters", Limits.MAX_JSON_BODY_BYTES,
                        (path, body) -> reconfigure(Requests.read(body, ParameterChange.class)));
    }

    /**
     * Changes parameters of a running operator in place: passed on to the domain that runs it, which answers for the
     * operator (taken, or refused and why). Once taken, the deployment the Star keeps, and the part a Planet started
     * again is given, hold the new values.
     */
    ParameterChangeResult reconfigure(ParameterChange change) throws IOException {
        synchronized (running) {
            SystemDeployment system = running.required();
            OperatorSpec operator = running.operator(change.operator());
            ParameterChangeResult result = ControlJson.mapper()
                    .treeToValue((JsonNode) relays.relay("POST", operator.domain(), DomainProxy.PARAMETERS,
                            ControlJson.write(change)), ParameterChangeResult.class);
            DeploymentPlan plan = running.plan();
            running.set(
                    system.withOperators(system.operators()
                            .stream()
                            .map(o -> o == operator
                                    ? new OperatorSpec(o.name(), o.type(), o.domain(), o.symbolicName(),
                                            result.parameters())
                                    : o)
                            .toList()),
                    plan == null ? null : plan.withParameters(operator.name(), result.parameters()));
            return result;
        }
    }

    /**
     * Carries out an alert's action: a parameter changed in place, as {@link #reconfigure} does for a client, or a
     * connection's priority changed and deployed as any change is (the rest of the system running on). An action that
     * would set what is set already changes nothing.
     */
    @Override
    public String act(AlertApi.Action action) throws IOException {
        synchronized (running) {
            SystemDeployment system = running.required();
            if (action.setsParameter()) {
                if (action.value().equals(running.operator(action.operator()).parameters().get(action.parameter()))) {
                    return "already so; nothing changed";
                }
                ParameterChangeResult result = reconfigure(
                        new ParameterChange(action.operator(), Map.of(action.parameter(), action.value())));
                return "taken by " + result.operator() + " on " + result.domain();
            }
            String[] link = action.link();
            ConnectionSpec connection = system.connections()
                    .stream()
                    .filter(c -> c.source().equals(link[0]) && c.target().equals(link[1]))
                    .findFirst()
                    .orElseThrow(
                            () -> new ApiException(404, "the system has no connection " + link[0] + " -> " + link[1]));
            int priority = connection.priority() == null ? 0 : connection.priority();
            if (priority == action.priority()) {
                return "already so; nothing deployed";
            }
            DeployResult result = deployer.deploy(system.withConnections(system.connections()
                    .stream()
                    .map(c -> c == connection
                            ? new ConnectionSpec(c.source(), c.target(), c.predicate(), c.delivery(), c.wireFormat(),
                                    action.priority(), c.link())
                            : c)
                    .toList()).by(DeployHistory.STAR_BY));
            if (!result.deployed()) {
                throw new IOException("the change was not deployed: " + result.error());
            }
            return "deployed";
        }
    }
}
