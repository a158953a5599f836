package org.orrery.agent.engine;

import org.orrery.agent.transport.FrameView;
import org.orrery.control.api.DomainApi.ConnectionStats;
import org.orrery.control.api.DomainApi.LinkCounts;
import org.orrery.control.api.DomainApi.LinkLatency;
import org.orrery.control.api.LinkSide;
import org.orrery.operator.api.EventPredicate;
import org.orrery.operator.api.EventView;

/**
 * The sending half of a connection to another domain: its lane on a {@link SendingStream}, which it may share with
 * other connections from the same operator to the same domain. The predicate is applied here, so rejected events never
 * travel; accepted ones wait in the stream's queue, once whatever the number of lanes that take them. The counters are
 * this connection's own: events sent on its lane and the bytes of the messages they went in, dropped from it (best
 * effort), filtered and failing its predicate. <p> Connect before send: a reliable stream counts as congested until its
 * publication has connected to the receiving domain for the first time, so its source does not start before the
 * receiver is there (with UDP, a publication made before its subscriber learns of it only when Aeron resends its setup,
 * every 100 ms, and events emitted meanwhile would wait that long). {@link Comparisons#CONNECT_BEFORE_SEND} turns it
 * off, for comparison.
 */
final class RemoteOutlet extends Outlet {

    private final SendingStream stream;
    private final int lane;
    private final Counter sent = new Counter();
    private final Counter dropped = new Counter();
    private final Counter wireBytes = new Counter();
    private volatile String lastError = "";

    RemoteOutlet(RouteSpec spec, SendingStream stream, EventPredicate predicate) {
        super(spec, predicate);
        this.stream = stream;
        this.lane = spec.transport().lane();
    }

    SendingStream stream() {
        return stream;
    }

    int lane() {
        return lane;
    }

    /**
     * Queues an event for the stream; a view of a frame, on a binary stream, waits beside the queue for the other lanes
     * its operator offers it to ({@link SendingStream#stage}), and then goes straight into the log.
     */
    @Override
    void pass(EventView event, HandOff from) {
        if (event instanceof FrameView frame && stream.isBinary()) {
            stream.stage(frame, lane, from);
        } else {
            stream.offer(event.toEvent(), lane, from);
        }
    }

    /** Events sent on this lane, in messages of {@code messageBytes} together (frames and batch included). */
    void countSent(int events, int messageBytes) {
        sent.add(events);
        wireBytes.add(messageBytes);
    }

    /** A message of {@code bytes} the stream sent for all its lanes (the names its events use). */
    void countWireBytes(int bytes) {
        wireBytes.add(bytes);
    }

    void countDropped(int events) {
        dropped.add(events);
    }

    void failed(String error) {
        lastError = error;
    }

    String lastError() {
        return lastError;
    }

    @Override
    ConnectionStats stats() {
        RouteSpec spec = spec();
        return new ConnectionStats(spec.source(), spec.target(), spec.transport().path(), LinkSide.SENDER,
                new LinkCounts(sent.get(), 0, dropped.get(), filtered(), predicateErrors(), 0, 0, wireBytes.get()),
                LinkLatency.NONE, stream.backlog(), stream.format(), spec.priority(), LinkLatency.NONE,
                stream.linkSaid());
    }
}
