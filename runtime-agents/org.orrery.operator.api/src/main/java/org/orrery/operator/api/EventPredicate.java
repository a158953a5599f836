package org.orrery.operator.api;

/** A compiled predicate over an event's attributes (see {@link OperatorContext#compilePredicate}). */
@FunctionalInterface
public interface EventPredicate {

    /** Whether the event satisfies the predicate; an attribute the expression names but the event lacks is null. */
    boolean test(Event event);

    /**
     * Whether the event {@code view} shows satisfies the predicate; the domain's predicates read only the attributes
     * they name. The default tests a copy ({@link EventView#toEvent()}). Added in version 1.1 of the SPI.
     */
    default boolean test(EventView view) {
        return test(view.toEvent());
    }
}
