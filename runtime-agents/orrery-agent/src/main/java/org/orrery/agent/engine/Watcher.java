package org.orrery.agent.engine;

import org.orrery.operator.api.EventView;

/**
 * What a connection's receiving end shows each event before its target takes it: a {@link Tap} or a {@link Recording}.
 * Offered on the domain's event thread.
 */
interface Watcher {

    /** Looks at one event delivered at {@code nowNs} (the domain's clock). */
    void offer(EventView event, long nowNs);
}
