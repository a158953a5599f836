package org.orrery.agent.engine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.orrery.control.api.DomainApi.Change;
import org.orrery.control.api.LinkPath;
import org.orrery.control.api.OperatorState;
import org.orrery.operator.api.EventPredicate;
import org.orrery.operator.api.Operator;

/**
 * What one deployment changes in a domain, prepared off the duty thread ({@link #prepare}) and swapped in on it at once
 * by the {@link DomainEngine}: the routes wanted, the operators kept, to close, to replace and to add, and the new
 * connection ends (each outlet with its source operator).
 */
record DeploymentDiff(List<RouteSpec> wantedRoutes, List<String> kept, List<String> restarted, List<String> removed,
        Map<String, Replacement> replaced, Map<String, OperatorInstance> created, List<Outlet> outlets,
        List<OperatorInstance> outletSources, List<RemoteInlet> inlets, DomainStreams.Change newStreams, boolean hold,
        int currentRoutes) {

    /** A changed operator's new specification and instance, prepared before the swap. */
    record Replacement(OperatorSpec spec, Operator operator, DomainFramework.Provider provider) {
    }

    /**
     * Prepares, off the duty thread, the change from {@code current} (the operators deployed, with
     * {@code currentRoutes}) to the wanted deployment: checks it (no name twice, no loop of local connections, lanes
     * that fit), sorts the operators into kept, restarted (changed, or their type's bundle rebuilt) and removed, and
     * creates the new and restarted operators and the new connection ends. When any of that fails, whatever it created
     * is closed and nothing running was touched.
     */
    static DeploymentDiff prepare(DomainContext context, DomainFramework framework, OperatorOpener opener,
            DomainStreams streams, Map<String, OperatorInstance> current, List<RouteSpec> currentRoutes,
            List<OperatorSpec> wantedOperators, List<RouteSpec> wantedRoutes, boolean hold) throws DeploymentException {
        Map<String, OperatorSpec> wanted = new LinkedHashMap<>();
        for (OperatorSpec spec : wantedOperators) {
            if (wanted.put(spec.name(), spec) != null) {
                throw new DeploymentException(
                        "operator '" + spec.name() + "' is named twice for domain '" + context.name() + "'");
            }
        }
        List<String> loop = LocalLoops.find(wanted.keySet(), wantedRoutes);
        if (loop != null) {
            throw new DeploymentException(
                    "the connections of domain '" + context.name() + "' form a loop: " + String.join(" -> ", loop));
        }
        StreamLanes.check(wantedRoutes);
        List<String> kept = new ArrayList<>();
        List<String> restarted = new ArrayList<>();
        List<String> removed = new ArrayList<>();
        for (OperatorInstance instance : current.values()) {
            OperatorSpec spec = wanted.get(instance.name());
            if (spec == null) {
                removed.add(instance.name());
            } else if (spec.equals(instance.spec())
                    && (instance.state() == OperatorState.RUNNING || instance.state() == OperatorState.SUSPENDED)
                    && (instance.provider() == null
                            || !framework.replaced(instance.provider().bundleId(), spec.type()))) {
                kept.add(instance.name());
            } else {
                restarted.add(instance.name());
            }
        }
        Map<String, OperatorInstance> created = new LinkedHashMap<>();
        Map<String, Replacement> replacements = new LinkedHashMap<>();
        List<Outlet> newOutlets = new ArrayList<>();
        List<OperatorInstance> outletSources = new ArrayList<>();
        List<RemoteInlet> newInlets = new ArrayList<>();
        DomainStreams.Change newStreams = streams.change();
        try {
            for (OperatorSpec spec : wanted.values()) {
                if (restarted.contains(spec.name())) {
                    DomainFramework.Provider provider = framework.provider(spec.type());
                    replacements.put(spec.name(),
                            new Replacement(spec, opener.open(spec, provider.factory()), provider));
                } else if (!current.containsKey(spec.name())) {
                    OperatorInstance instance = opener.create(spec);
                    if (hold) {
                        instance.hold();
                    }
                    created.put(spec.name(), instance);
                }
            }
            Map<String, OperatorInstance> available = new LinkedHashMap<>(current);
            removed.forEach(available::remove);
            available.putAll(created);
            List<RouteSpec> toWire = new ArrayList<>(wantedRoutes);
            toWire.removeAll(currentRoutes);
            for (RouteSpec spec : toWire) {
                wire(context, opener, spec, available, newOutlets, outletSources, newInlets, newStreams);
            }
        } catch (DeploymentException | RuntimeException e) {
            newStreams.abandon();
            created.values().forEach(OperatorInstance::close);
            replacements.values().forEach(r -> OperatorOpener.closeQuietly(r.operator()));
            throw e;
        }
        return new DeploymentDiff(wantedRoutes, kept, restarted, removed, replacements, created, newOutlets,
                outletSources, newInlets, newStreams, hold, currentRoutes.size());
    }

    /** What the deployment changed, for its answer, once {@code routesRemoved} connection ends went in the swap. */
    Change change(int routesRemoved) {
        return new Change(kept, restarted, List.copyOf(created.keySet()), removed, currentRoutes - routesRemoved,
                outlets.size() + inlets.size(), routesRemoved);
    }

    /**
     * Wires the halves of {@code spec} that this domain holds: a direct route when both operators are here and no
     * transport is given, otherwise the sending half for a local source and the receiving half for a local target.
     */
    private static void wire(DomainContext context, OperatorOpener opener, RouteSpec spec,
            Map<String, OperatorInstance> available, List<Outlet> newOutlets, List<OperatorInstance> outletSources,
            List<RemoteInlet> newInlets, DomainStreams.Change newStreams) throws DeploymentException {
        OperatorInstance source = available.get(spec.source());
        OperatorInstance target = available.get(spec.target());
        EventPredicate predicate = opener.compile(spec);
        if (spec.transport() == null) {
            if (source == null || target == null) {
                String missing = source == null ? spec.source() : spec.target();
                throw new DeploymentException("connection " + spec.label() + ": operator '" + missing
                        + "' is not deployed in domain '" + context.name() + "' and the connection has no transport");
            }
            newOutlets.add(
                    new Route(spec, predicate, new Receiver(target, context.clockNs(), spec, LinkPath.IN_PROCESS)));
            outletSources.add(source);
            return;
        }
        if (source == null && target == null) {
            throw new DeploymentException(
                    "connection " + spec.label() + ": neither operator is deployed in domain '" + context.name() + "'");
        }
        if (target != null) {
            newInlets.add(new RemoteInlet(spec, newStreams.receivingEnd(spec),
                    new Receiver(target, context.clockNs(), spec, spec.transport().path())));
        }
        if (source != null) {
            newOutlets.add(new RemoteOutlet(spec, newStreams.sendingEnd(spec), predicate));
            outletSources.add(source);
        }
    }
}
