package org.orrery.agent.engine;

import org.orrery.agent.transport.Transport;
import org.orrery.control.api.Delivery;
import org.orrery.control.api.LinkProfile;
import org.orrery.control.api.WireFormat;

/**
 * A connection to wire: from one operator to another, with an optional predicate, a delivery mode, the wire format its
 * events cross domains in and its priority (see {@link ReceivingStream}: a domain that cannot take all its connections
 * from other domains bring reads the higher ones first). Without a transport both operators must be in this domain and
 * events are handed over directly (the wire format plays no part); with one, the domain wires the half (sending or
 * receiving, or both) whose operator it holds. A connection with a {@code link} profile has a stream, whose sender
 * conditions what crosses it ({@link LinkConditioner}).
 */
public record RouteSpec(String source, String target, String predicate, Delivery delivery, Transport transport,
        String wireFormat, int priority, LinkProfile link) {

    public RouteSpec {
        predicate = predicate == null ? "" : predicate.strip();
        delivery = delivery == null ? Delivery.RELIABLE : delivery;
        wireFormat = WireFormat.named(wireFormat);
        if (link != null && transport == null) {
            throw new IllegalArgumentException("a connection with a link profile (" + link
                    + ") goes through a stream, which its sender conditions; it has none");
        }
    }

    /** A connection in the binary wire format, of priority 0. */
    public RouteSpec(String source, String target, String predicate, Delivery delivery, Transport transport) {
        this(source, target, predicate, delivery, transport, null, 0, null);
    }

    /** A connection handed over directly inside one domain. */
    public RouteSpec(String source, String target, String predicate, Delivery delivery) {
        this(source, target, predicate, delivery, null, null, 0, null);
    }

    String label() {
        return source + " \u2192 " + target;
    }
}
