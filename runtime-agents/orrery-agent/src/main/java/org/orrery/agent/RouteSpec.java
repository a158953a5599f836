package org.orrery.agent;

import org.orrery.control.api.Delivery;
import org.orrery.control.api.WireFormat;

/**
 * A connection to wire: from one operator to another, with an optional predicate, a delivery mode and the wire format
 * its events cross domains in. Without a transport both operators must be in this domain and events are handed over
 * directly (the wire format plays no part); with one, the domain wires the half (sending or receiving, or both) whose
 * operator it holds.
 */
public record RouteSpec(String source, String target, String predicate, Delivery delivery, Transport transport,
        String wireFormat) {

    public RouteSpec {
        predicate = predicate == null ? "" : predicate.strip();
        delivery = delivery == null ? Delivery.RELIABLE : delivery;
        wireFormat = WireFormat.named(wireFormat);
    }

    /** A connection in the binary wire format. */
    public RouteSpec(String source, String target, String predicate, Delivery delivery, Transport transport) {
        this(source, target, predicate, delivery, transport, null);
    }

    /** A connection handed over directly inside one domain. */
    public RouteSpec(String source, String target, String predicate, Delivery delivery) {
        this(source, target, predicate, delivery, null, null);
    }

    String label() {
        return source + " \u2192 " + target;
    }
}
