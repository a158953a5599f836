package org.orrery.agent;

import org.agrona.DirectBuffer;
import org.orrery.control.api.DomainApi.ConnectionStats;
import org.orrery.control.api.LinkSide;
import org.orrery.operator.api.Event;

import io.aeron.FragmentAssembler;
import io.aeron.Subscription;
import io.aeron.logbuffer.Header;

/**
 * The receiving half of a connection from another domain: decodes events and hands them to the target operator. A
 * message that does not decode is dropped and counted among the receiving end's drops.
 */
final class RemoteInlet {

    private final RouteSpec spec;
    private final Subscription subscription;
    private final Receiver receiver;
    private final FragmentAssembler assembler = new FragmentAssembler(this::onMessage);

    RemoteInlet(RouteSpec spec, Subscription subscription, Receiver receiver) {
        this.spec = spec;
        this.subscription = subscription;
        this.receiver = receiver;
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
            receiver.refuse();
            return;
        }
        receiver.deliver(event);
    }

    void close() {
        subscription.close();
    }

    ConnectionStats stats() {
        return receiver.stats(spec, spec.transport().path(), LinkSide.RECEIVER, 0, 0, 0);
    }
}
