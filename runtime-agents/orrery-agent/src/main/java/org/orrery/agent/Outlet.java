package org.orrery.agent;

import org.orrery.control.api.DomainApi.ConnectionStats;
import org.orrery.operator.api.Event;

/** Where an operator's emitted events leave it: a direct hand-off or the sending half of a remote connection. */
interface Outlet {

    void offer(Event event);

    RouteSpec spec();

    ConnectionStats stats();
}
