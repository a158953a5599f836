package org.orrery.agent;

import java.util.function.LongSupplier;

import org.agrona.DirectBuffer;
import org.orrery.control.api.DomainApi.ConnectionStats;
import org.orrery.control.api.LinkSide;
import org.orrery.operator.api.Event;

import io.aeron.FragmentAssembler;
import io.aeron.Subscription;
import io.aeron.logbuffer.Header;

/** The receiving half of a connection from another domain: decodes events and hands them to the target operator. */
final class RemoteInlet {

    private final RouteSpec spec;
    private final Subscription subscription;
    private final OperatorInstance target;
    private final LongSupplier clockNs;
    private final DeliveryStats delivery = new DeliveryStats();
    private final FragmentAssembler assembler = new FragmentAssembler(this::onMessage);
    private volatile long dropped;
    private volatile long malformed;

    RemoteInlet(RouteSpec spec, Subscription subscription, OperatorInstance target, LongSupplier clockNs) {
        this.spec = spec;
        this.subscription = subscription;
        this.target = target;
        this.clockNs = clockNs;
    }

    RouteSpec spec() {
        return spec;
    }

    int poll(int fragmentLimit) {
        return subscription.poll(assembler, fragmentLimit);
    }

    private void onMessage(DirectBuffer buffer, int offset, int length, Header header) {
        Event event;
        try {
            event = EventCodec.decode(buffer, offset, length);
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            malformed++;
            return;
        }
        if (!target.receive(event, delivery, clockNs.getAsLong())) {
            dropped++;
        }
    }

    long malformed() {
        return malformed;
    }

    void close() {
        subscription.close();
    }

    ConnectionStats stats() {
        return delivery.stats(spec, spec.transport().path(), LinkSide.RECEIVER, 0, dropped, 0);
    }
}
