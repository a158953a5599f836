package org.orrery.agent.engine;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The deployment as the duty thread owns it: the operators by name, the sending halves and routes, the receiving
 * halves. Only the duty thread reads or changes it; a change prepared off the thread ({@link DeploymentDiff}) is
 * swapped in between two cycles.
 */
final class Wiring {

    final Map<String, OperatorInstance> operators = new LinkedHashMap<>();
    final List<Outlet> outlets = new ArrayList<>();
    final List<RemoteInlet> inlets = new ArrayList<>();

    /** What is deployed now, for the readers off the thread. */
    Published published() {
        return new Published(List.copyOf(operators.values()), List.copyOf(outlets), List.copyOf(inlets));
    }

    /** The specifications of the routes wired now, each once (a domain holding both halves of one lists it twice). */
    List<RouteSpec> routes() {
        List<RouteSpec> specs = new ArrayList<>();
        outlets.forEach(outlet -> specs.add(outlet.spec()));
        inlets.forEach(inlet -> {
            if (!specs.contains(inlet.spec())) {
                specs.add(inlet.spec());
            }
        });
        return specs;
    }

    /** Applies a prepared deployment change; returns how many connection ends went. */
    int swapIn(DeploymentDiff diff) {
        int routesRemoved = unwire(diff.wantedRoutes());
        for (String name : diff.removed()) {
            operators.remove(name).close();
        }
        diff.replaced().forEach((name, r) -> {
            OperatorInstance instance = operators.get(name);
            instance.replace(r.spec(), r.operator(), r.provider());
            if (diff.hold()) {
                instance.hold();
            }
        });
        operators.putAll(diff.created());
        diff.newStreams().commit();
        for (int i = 0; i < diff.outlets().size(); i++) {
            Outlet outlet = diff.outlets().get(i);
            if (outlet instanceof RemoteOutlet remote) {
                remote.stream().attach(remote);
            }
            diff.outletSources().get(i).addOutlet(outlet);
            outlets.add(outlet);
        }
        for (RemoteInlet inlet : diff.inlets()) {
            inlet.stream().attach(inlet);
            inlets.add(inlet);
        }
        return routesRemoved;
    }

    /** Removes every route not among {@code wantedRoutes}; returns how many went. */
    private int unwire(List<RouteSpec> wantedRoutes) {
        int count = 0;
        for (Iterator<Outlet> it = outlets.iterator(); it.hasNext();) {
            Outlet outlet = it.next();
            if (!wantedRoutes.contains(outlet.spec())) {
                it.remove();
                OperatorInstance source = operators.get(outlet.spec().source());
                if (source != null) {
                    source.removeOutlet(outlet);
                }
                if (outlet instanceof RemoteOutlet remote) {
                    remote.stream().detach(remote);
                }
                count++;
            }
        }
        for (Iterator<RemoteInlet> it = inlets.iterator(); it.hasNext();) {
            RemoteInlet inlet = it.next();
            if (!wantedRoutes.contains(inlet.spec())) {
                it.remove();
                inlet.stream().detach(inlet);
                count++;
            }
        }
        return count;
    }

    /** Closes every operator and forgets every route (their streams are the caller's to close). */
    void clear() {
        operators.values().forEach(OperatorInstance::close);
        operators.clear();
        outlets.clear();
        inlets.clear();
    }
}
