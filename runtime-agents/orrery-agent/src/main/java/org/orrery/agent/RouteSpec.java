package org.orrery.agent;

/** A connection to wire inside a domain: from one operator to another, with an optional predicate. */
public record RouteSpec(String source, String target, String predicate, Delivery delivery) {

    /** How a connection delivers: acknowledged and never dropped, or dropped under pressure and counted. */
    public enum Delivery { RELIABLE, BEST_EFFORT }

    public RouteSpec {
        predicate = predicate == null ? "" : predicate.strip();
        delivery = delivery == null ? Delivery.RELIABLE : delivery;
    }
}
