package org.orrery.agent.engine;

import org.orrery.control.api.DomainApi.ConnectionStats;
import org.orrery.control.api.LinkPath;
import org.orrery.control.api.LinkSide;
import org.orrery.operator.api.EventPredicate;
import org.orrery.operator.api.EventView;

/** A connection inside one domain: a direct hand-off from the source operator's emitter to the target operator. */
final class Route extends Outlet {

    private final Receiver receiver;

    Receiver receiver() {
        return receiver;
    }

    Route(RouteSpec spec, EventPredicate predicate, Receiver receiver) {
        super(spec, predicate);
        this.receiver = receiver;
    }

    @Override
    void pass(EventView event, HandOff from) {
        receiver.deliver(event, from);
    }

    @Override
    ConnectionStats stats() {
        return receiver.stats(spec(), LinkPath.IN_PROCESS, LinkSide.LOCAL, receiver.offered(), filtered(),
                predicateErrors());
    }
}
