package org.orrery.agent.engine;

import org.orrery.operator.api.EventPredicate;
import org.orrery.operator.api.EventView;

/**
 * What a connection's receiving end shows each event before its target takes it: a {@link Tap} or a {@link Recording}.
 * Offered on the domain's event thread.
 */
interface Watcher {

    /** Looks at one event delivered at {@code nowNs} (the domain's clock). */
    void offer(EventView event, long nowNs);

    /**
     * Whether {@code predicate} (null: none) takes {@code event}; one that fails on it does not, as a connection's
     * predicate does not.
     */
    static boolean accepts(EventPredicate predicate, EventView event) {
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
