package org.orrery.agent.star;

import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.orrery.agent.control.ApiException;
import org.orrery.control.api.SystemApi.OperatorSpec;
import org.orrery.control.api.SystemApi.SystemDeployment;

/**
 * What the Star runs: the deployed system, its plan, the Planets it runs on and which of them were stopped on request,
 * kept in a {@link StarState} file for a Star started again. Every change to it is made holding this object's lock, so
 * that a deployment, a parameter change, a domain's start and a recovery happen one at a time.
 */
final class Running {

    /** What the status says of a Planet stopped on request. */
    static final String STOPPED = "stopped on request";

    /** The Planets by name, which a start adds to and a stop removes from. */
    final Map<String, Planet> planets = new ConcurrentHashMap<>();
    /**
     * Planets stopped on request: not watched and not recovered until started again; a deployment or an undeployment
     * ends the list. Not kept in the saved state: a Star started again sees them down.
     */
    final Set<String> stopped = ConcurrentHashMap.newKeySet();
    /** Where the deployment is kept for a Star started again; null: nowhere (embedded coordinators in tests). */
    private final StarState state;
    private volatile SystemDeployment system;
    private volatile DeploymentPlan plan;

    Running(Path stateFile) {
        this.state = stateFile == null ? null : new StarState(stateFile);
    }

    /** The deployed system; null when none is. */
    SystemDeployment system() {
        return system;
    }

    /** The plan the deployed system runs by; null when none is deployed. */
    DeploymentPlan plan() {
        return plan;
    }

    /** The deployed system, refused (409) when there is none. */
    SystemDeployment required() {
        SystemDeployment deployed = system;
        if (deployed == null) {
            throw new ApiException(409, "no system is deployed");
        }
        return deployed;
    }

    /**
     * The running system's operator {@code name} as the Star keeps it: its type, domain and the parameters it runs with
     * now (those of the deployment, with every change taken in place since).
     */
    OperatorSpec operator(String name) {
        return required().operators()
                .stream()
                .filter(o -> o.name().equals(name))
                .findFirst()
                .orElseThrow(() -> new ApiException(404, "the system has no operator '" + name + "'"));
    }

    /** Runs {@code system} by {@code plan} from now on (both null: nothing), and keeps it for a Star started again. */
    synchronized void set(SystemDeployment system, DeploymentPlan plan) {
        this.system = system;
        this.plan = plan;
        if (system == null) {
            planets.clear();
            stopped.clear();
            if (state != null) {
                state.forget();
            }
        } else {
            save();
        }
    }

    /** Keeps the deployment as it stands now for a Star started after this one; a failure is logged, never fatal. */
    synchronized void save() {
        if (state != null && system != null && plan != null) {
            state.keep(system, plan, planets.values());
        }
    }

    /**
     * Takes up the deployment a Star before this one saved, if any: its Planets are returned to be watched once their
     * node daemons vouch for their processes.
     */
    StarState.Loaded readopt(Map<String, String> nodes) {
        StarState.Loaded loaded = state == null ? null : state.adoptable(nodes);
        if (loaded != null) {
            system = loaded.system();
            plan = loaded.plan();
            loaded.planets().forEach(planet -> planets.put(planet.name(), planet));
        }
        return loaded;
    }

    /** The Star stops on request (the lab stops, and its Planets with it): a Star started later begins empty. */
    void forget() {
        if (state != null) {
            state.forget();
        }
    }
}
