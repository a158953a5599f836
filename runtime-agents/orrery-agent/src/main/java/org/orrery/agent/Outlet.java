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
    private final Counter filtered = new Counter();
    private final Counter predicateErrors = new Counter();

    Outlet(RouteSpec spec, EventPredicate predicate) {
        this.spec = spec;
        this.predicate = predicate;
    }

    final RouteSpec spec() {
        return spec;
    }

    /**
     * Passes the event on if the predicate accepts it; counts it as filtered otherwise, or as a predicate error when
     * the predicate cannot be evaluated on it (it fails, or passes one of the language's bounds).
     */
    final void offer(Event event) {
        if (predicate == null) {
            pass(event);
            return;
        }
        boolean accepted;
        try {
            accepted = predicate.test(event);
        } catch (RuntimeException e) {
            predicateErrors.increment();
            return;
        }
        if (accepted) {
            pass(event);
        } else {
            filtered.increment();
        }
    }

    /** Takes an event the predicate accepted. */
    abstract void pass(Event event);

    final long filtered() {
        return filtered.get();
    }

    final long predicateErrors() {
        return predicateErrors.get();
    }

    abstract ConnectionStats stats();
}
