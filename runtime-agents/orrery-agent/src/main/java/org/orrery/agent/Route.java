package org.orrery.agent;

import java.util.function.LongSupplier;

import org.orrery.control.api.DomainApi.ConnectionStats;
import org.orrery.control.api.LinkPath;
import org.orrery.control.api.LinkSide;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.EventPredicate;

/**
 * A connection inside one domain: a direct hand-off from the source operator's emitter to the target
 * operator, through the connection's predicate.
 */
final class Route implements Outlet {

    private final RouteSpec spec;
    private final OperatorInstance target;
    private final EventPredicate predicate;
    private final LongSupplier clockNs;
    private final DeliveryStats delivery = new DeliveryStats();
    private volatile long dropped;
    private volatile long filtered;

    Route(RouteSpec spec, OperatorInstance target, EventPredicate predicate, LongSupplier clockNs) {
        this.spec = spec;
        this.target = target;
        this.predicate = predicate;
        this.clockNs = clockNs;
    }

    @Override
    public RouteSpec spec() {
        return spec;
    }

    @Override
    public void offer(Event event) {
        if (!Predicates.accepts(predicate, event)) {
            filtered++;
            return;
        }
        if (!target.receive(event, delivery, clockNs.getAsLong())) {
            dropped++;
        }
    }

    @Override
    public ConnectionStats stats() {
        long delivered = delivery.delivered();
        return delivery.stats(spec, LinkPath.IN_PROCESS, LinkSide.LOCAL, delivered + dropped, dropped, filtered);
    }
}
