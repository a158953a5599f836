package org.orrery.agent;

import org.orrery.operator.api.Event;
import org.orrery.operator.api.EventPredicate;

/** Applies a connection's predicate; no predicate accepts everything, and one that fails to evaluate rejects. */
final class Predicates {

    private Predicates() {
    }

    static boolean accepts(EventPredicate predicate, Event event) {
        if (predicate == null) {
            return true;
        }
        try {
            return predicate.test(event);
        } catch (RuntimeException e) {
            return false;
        }
    }
}
