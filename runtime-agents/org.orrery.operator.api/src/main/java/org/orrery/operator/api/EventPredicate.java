package org.orrery.operator.api;

/** A compiled predicate over an event's attributes (see {@link OperatorContext#compilePredicate}). */
@FunctionalInterface
public interface EventPredicate {

    /** Whether the event satisfies the predicate; an attribute the expression names but the event lacks is null. */
    boolean test(Event event);
}
