package org.orrery.operator.api;

/** What the domain offers an operator it creates. */
public interface OperatorContext {

    /** The operator's name in the system, unique within it. */
    String name();

    /** The operator's symbolic name in the naming tree, such as {@code /sensors/temperature/a}; may be empty. */
    String symbolicName();

    /** The operator's parameters, as given in the model. */
    Parameters parameters();

    /**
     * Compiles a predicate over event attributes, in the same restricted expression language as connection predicates
     * (JEXL without side effects, loops or method calls); an expression starting {@code xpath:} is an XPath 1.0
     * expression over the event's XML body instead (a body that is not XML fails the test with an exception).
     *
     * @throws IllegalArgumentException with the reason when the expression does not parse
     */
    EventPredicate compilePredicate(String expression);

    /** The domain clock in nanoseconds, the time base of event timestamps. */
    long nanoTime();

    /**
     * Reserves {@code bytes} of the memory its process lets operators keep (a trace read whole, a large table): the
     * budget is the process's, shared by every domain it runs, so an operator that holds much asks first and refuses
     * what does not fit rather than run the process out of memory. Answers false when that much is not left. What an
     * operator reserved is given back when it closes. Reservations are taken while the operator is created and opened;
     * later ones are refused. A context that budgets nothing grants every reservation.
     *
     * @throws IllegalArgumentException for a negative count
     * @since 1.2
     */
    default boolean reserveMemory(long bytes) {
        if (bytes < 0) {
            throw new IllegalArgumentException("a reservation of " + bytes + " bytes");
        }
        return true;
    }

    /**
     * Makes {@code member} (a symbolic name, or a pattern of them such as {@code /devices/printers/*}) one of what the
     * context-sensitive name {@code name} (such as {@code /labs/005/devices}) stands for now: the Star connects every
     * operator whose symbolic name {@code member} matches to every subscriber of {@code name}, within about a second,
     * and the subscribers receive its events from then on. A binding lasts until {@link #unbind} or until the operator
     * closes. Binding what is bound already changes nothing. A domain keeps at most 10,000 bindings; one more is
     * refused.
     *
     * @throws IllegalArgumentException when {@code name} is not a name from the root or {@code member} not a name or
     * pattern
     * @throws IllegalStateException when the domain's bindings are full
     * @throws UnsupportedOperationException from a context that binds no names (one older than 1.6)
     * @since 1.6
     */
    default void bind(String name, String member) {
        throw new UnsupportedOperationException("this domain binds no names");
    }

    /**
     * Ends the binding of {@code member} to {@code name} made by {@link #bind}: the Star takes away the connections it
     * made for it, and the subscribers of {@code name} receive no more of its events. Unbinding what is not bound
     * changes nothing.
     *
     * @throws UnsupportedOperationException from a context that binds no names (one older than 1.6)
     * @since 1.6
     */
    default void unbind(String name, String member) {
        throw new UnsupportedOperationException("this domain binds no names");
    }
}
