package org.orrery.agent.engine;

import org.orrery.control.api.DomainApi.ConnectionStats;
import org.orrery.operator.api.EventPredicate;
import org.orrery.operator.api.EventView;
import org.orrery.predicate.AccessClause;

/**
 * Where an operator's emitted events leave it, through the connection's predicate: a direct hand-off or the sending
 * half of a remote connection. No predicate accepts everything; one that fails to evaluate rejects the event.
 */
abstract sealed class Outlet permits Route, RemoteOutlet {

    private final RouteSpec spec;
    private final EventPredicate predicate;
    private final Counter filtered = new Counter();
    private final Counter predicateErrors = new Counter();
    private final AccessClause accessClause;
    /** The index group this outlet is filed in, or null; its events offered through the index, while in it. */
    private volatile OutletIndex.Group group;
    private final Counter filedOffers = new Counter();

    Outlet(RouteSpec spec, EventPredicate predicate) {
        this.spec = spec;
        this.predicate = predicate;
        this.accessClause = predicate == null ? null : AccessClause.of(spec.predicate()).orElse(null);
    }

    /** The equality the predicate starts with, by which an {@link OutletIndex} may file this outlet; or null. */
    final AccessClause accessClause() {
        return accessClause;
    }

    /** Filed in {@code newGroup} of an index: events it decides without this outlet count as filtered here. */
    final void join(OutletIndex.Group newGroup) {
        filedOffers.reset();
        group = newGroup;
    }

    /** Leaves {@code oldGroup}, keeping the events it decided for this outlet as filtered. */
    final void leave(OutletIndex.Group oldGroup) {
        if (group == oldGroup) {
            filtered.add(oldGroup.decided() - filedOffers.get());
            group = null;
            filedOffers.reset();
        }
    }

    /** Offered by the index under the event's value: counted so that the events the index decided stay exact. */
    final void offerFiled(EventView event, HandOff from) {
        filedOffers.increment();
        offer(event, from);
    }

    final RouteSpec spec() {
        return spec;
    }

    /**
     * Passes the event on if the predicate accepts it; counts it as filtered otherwise, or as a predicate error when
     * the predicate cannot be evaluated on it (it fails, or passes one of the language's bounds). {@code from} is how
     * its operator handed it over.
     */
    final void offer(EventView event, HandOff from) {
        if (predicate == null) {
            pass(event, from);
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
            pass(event, from);
        } else {
            filtered.increment();
        }
    }

    /** Takes an event the predicate accepted, handed over as {@code from} says. */
    abstract void pass(EventView event, HandOff from);

    /** Events the predicate rejected, or the index did for it (its access clause was false). */
    final long filtered() {
        OutletIndex.Group filedIn = group;
        long offeredThroughIndex = filedOffers.get();
        return filtered.get() + (filedIn == null ? 0 : Math.max(0, filedIn.decided() - offeredThroughIndex));
    }

    final long predicateErrors() {
        return predicateErrors.get();
    }

    abstract ConnectionStats stats();
}
