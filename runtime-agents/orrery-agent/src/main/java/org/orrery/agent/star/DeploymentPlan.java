package org.orrery.agent.star;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.orrery.control.api.DomainApi.ConnectionDeployment;
import org.orrery.control.api.DomainApi.DeploymentRequest;
import org.orrery.control.api.DomainApi.OperatorDeployment;
import org.orrery.control.api.SystemApi.BundleSpec;

/**
 * The per-domain plan of a system: which node daemon starts each Planet, which bundles it gets, and which operators and
 * connection ends it deploys, each connection that crosses domains with its channel and stream.
 */
public record DeploymentPlan(List<PlanetPlan> planets) {

    /**
     * One Planet's part: where it runs, its bundles, the deployment it is sent, and the control port the model asks for
     * (null: any free one), and the group of its node daemon's host whose shared domain host it runs in (null: a
     * process of its own).
     */
    public record PlanetPlan(String name, String host, String nodeUrl, List<BundleSpec> bundles,
            DeploymentRequest request, Integer controlPort, String group) {

        /** A part in a process of its own. */
        public PlanetPlan(String name, String host, String nodeUrl, List<BundleSpec> bundles, DeploymentRequest request,
                Integer controlPort) {
            this(name, host, nodeUrl, bundles, request, controlPort, null);
        }

        /** A part on any free control port. */
        public PlanetPlan(String name, String host, String nodeUrl, List<BundleSpec> bundles,
                DeploymentRequest request) {
            this(name, host, nodeUrl, bundles, request, null);
        }
    }

    public DeploymentPlan {
        planets = List.copyOf(planets);
    }

    /** The part of the Planet named {@code name}, or null when the plan has none. */
    public PlanetPlan planet(String name) {
        return planets.stream().filter(p -> p.name().equals(name)).findFirst().orElse(null);
    }

    /** This plan with the operator {@code operator}'s parameters, wherever it runs, now {@code parameters}. */
    DeploymentPlan withParameters(String operator, Map<String, String> parameters) {
        return new DeploymentPlan(planets.stream()
                .map(p -> new PlanetPlan(p.name(), p.host(), p.nodeUrl(), p.bundles(),
                        new DeploymentRequest(
                                p.request()
                                        .operators()
                                        .stream()
                                        .map(o -> o.name().equals(operator)
                                                ? new OperatorDeployment(o.name(), o.type(), o.symbolicName(),
                                                        parameters)
                                                : o)
                                        .toList(),
                                p.request().connections(), p.request().latencyProfile(), p.request().hold()),
                        p.controlPort(), p.group()))
                .toList());
    }

    /**
     * The connections between domains by {@link #transportKey}: a redeploy gives a connection whose ends stay where
     * they were the same channel and stream, so that it stays wired.
     */
    Map<String, ConnectionDeployment> transports() {
        Map<String, String> domainOf = new HashMap<>();
        planets.forEach(
                p -> p.request().operators().forEach(o -> domainOf.put(o.name(), p.name() + "@" + p.nodeUrl())));
        Map<String, ConnectionDeployment> transports = new HashMap<>();
        for (PlanetPlan planet : planets) {
            for (ConnectionDeployment connection : planet.request().connections()) {
                if (connection.channel() != null) {
                    transports.put(transportKey(connection.source(), connection.target(),
                            domainOf.get(connection.source()), domainOf.get(connection.target())), connection);
                }
            }
        }
        return transports;
    }

    /** "source->target from@node>to@node": a connection and where its two ends run. */
    static String transportKey(String source, String target, String from, String to) {
        return source + "->" + target + " " + from + ">" + to;
    }
}
