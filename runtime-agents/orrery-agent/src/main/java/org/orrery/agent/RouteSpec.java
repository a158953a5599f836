package org.orrery.agent;

import org.orrery.control.api.Delivery;

/**
 * A connection to wire: from one operator to another, with an optional predicate and delivery mode. Without a
 * transport both operators must be in this domain and events are handed over directly; with one, the domain
 * wires the half (sending or receiving, or both) whose operator it holds.
 */
public record RouteSpec(String source, String target, String predicate, Delivery delivery, Transport transport) {

    public RouteSpec {
        predicate = predicate == null ? "" : predicate.strip();
        delivery = delivery == null ? Delivery.RELIABLE : delivery;
    }

    /** A connection handed over directly inside one domain. */
    public RouteSpec(String source, String target, String predicate, Delivery delivery) {
        this(source, target, predicate, delivery, null);
    }

    String label() {
        return source + " \u2192 " + target;
    }
}
