package org.orrery.agent;

import org.orrery.control.api.DomainApi.ConnectionStats;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.EventPredicate;

/**
 * Where an operator's emitted events leave it, through the connection's predicate: a direct hand-off or the sending
 * half of a remote connection. No predicate accepts everything; one that fails to evaluate rejects the event.
 */
abstract sealed class Outlet permits Route, RemoteOutlet {

    private final RouteSpec spec;
    private final EventPredicate predicate;
    private volatile long filtered;

    Outlet(RouteSpec spec, EventPredicate predicate) {
        this.spec = spec;
        this.predicate = predicate;
    }

    final RouteSpec spec() {
        return spec;
    }

    /** Passes the event on if the predicate accepts it; counts it as filtered otherwise. */
    final void offer(Event event) {
        if (accepts(event)) {
            pass(event);
        } else {
            filtered++;
        }
    }

    private boolean accepts(Event event) {
        if (predicate == null) {
            return true;
        }
        try {
            return predicate.test(event);
        } catch (RuntimeException e) {
            return false;
        }
    }

    /** Takes an event the predicate accepted. */
    abstract void pass(Event event);

    final long filtered() {
        return filtered;
    }

    abstract ConnectionStats stats();
}
