package org.orrery.agent.engine;

import org.orrery.control.api.DomainApi.ConnectionStats;
import org.orrery.control.api.LinkSide;

/**
 * The receiving half of a connection from another domain: its lane on a {@link ReceivingStream}, which decodes the
 * events and hands those for this lane to the target operator through this connection's {@link Receiver}.
 */
final class RemoteInlet {

    private final RouteSpec spec;
    private final ReceivingStream stream;
    private final Receiver receiver;

    RemoteInlet(RouteSpec spec, ReceivingStream stream, Receiver receiver) {
        this.spec = spec;
        this.stream = stream;
        this.receiver = receiver;
    }

    RouteSpec spec() {
        return spec;
    }

    ReceivingStream stream() {
        return stream;
    }

    int lane() {
        return spec.transport().lane();
    }

    Receiver receiver() {
        return receiver;
    }

    ConnectionStats stats() {
        return receiver.stats(spec, spec.transport().path(), LinkSide.RECEIVER, 0, 0, 0);
    }
}
