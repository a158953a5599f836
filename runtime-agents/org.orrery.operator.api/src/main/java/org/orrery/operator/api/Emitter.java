package org.orrery.operator.api;

/** Where an operator emits events: to every outgoing connection whose predicate accepts them. */
@FunctionalInterface
public interface Emitter {

    void emit(Event event);
}
