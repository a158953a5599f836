package org.orrery.agent;

import java.util.ArrayDeque;

import org.agrona.ExpandableArrayBuffer;
import org.orrery.control.api.Delivery;
import org.orrery.control.api.DomainApi.ConnectionStats;
import org.orrery.control.api.LinkSide;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.EventPredicate;

import io.aeron.Publication;

/**
 * The sending half of a connection to another domain. The predicate is applied here, so rejected events never
 * travel. Accepted events wait in a queue that the duty cycle drains into the Aeron publication: a reliable
 * connection keeps every event and, when its queue runs high, makes the domain stop taking new work (which
 * back-pressures the sources); a best-effort connection drops what does not fit, and counts it.
 * <p>
 * Connect before send: a reliable connection counts as congested until its publication has connected to the
 * receiving domain for the first time, so its source does not start before the receiver is there (with UDP, a
 * publication made before its subscriber learns of it only when Aeron resends its setup, every 100 ms, and events
 * emitted meanwhile would wait that long). {@link Comparisons#CONNECT_BEFORE_SEND} turns it off, for comparison.
 */
final class RemoteOutlet extends Outlet {

    /** Queued events above which a reliable connection holds back the domain's sources and inputs. */
    static final int HIGH_WATER_EVENTS = 4_096;

    /** Queued events above which a best-effort connection drops. */
    static final int BEST_EFFORT_CAPACITY = 1_024;

    private final Publication publication;
    private final boolean reliable;
    private boolean awaitingConnection;
    private final ArrayDeque<Event> queue = new ArrayDeque<>();
    private final ExpandableArrayBuffer buffer = new ExpandableArrayBuffer(4_096);
    private volatile long sent;
    private volatile long dropped;
    private volatile String lastError = "";

    RemoteOutlet(RouteSpec spec, Publication publication, EventPredicate predicate) {
        super(spec, predicate);
        this.publication = publication;
        this.reliable = spec.delivery() == Delivery.RELIABLE;
        this.awaitingConnection = reliable && Comparisons.connectBeforeSend();
    }

    @Override
    void pass(Event event) {
        if (!reliable && queue.size() >= BEST_EFFORT_CAPACITY) {
            dropped++;
        } else {
            queue.addLast(event);
        }
    }

    /** Sends up to {@code limit} queued events; returns how many left the queue. */
    int drain(int limit) {
        int done = 0;
        while (done < limit && !queue.isEmpty()) {
            Event event = queue.peekFirst();
            int length = EventCodec.encode(event, buffer, 0);
            if (length > publication.maxMessageLength()) {
                queue.pollFirst();
                dropped++;
                lastError = "event of " + length + " bytes exceeds the largest message of " + publication.maxMessageLength();
                done++;
                continue;
            }
            long result = publication.offer(buffer, 0, length);
            if (result > 0) {
                queue.pollFirst();
                sent++;
                done++;
            } else if (result == Publication.BACK_PRESSURED && !reliable) {
                queue.pollFirst();
                dropped++;
                done++;
            } else if (result == Publication.CLOSED || result == Publication.MAX_POSITION_EXCEEDED) {
                lastError = "publication " + (result == Publication.CLOSED ? "closed" : "reached its maximum position");
                break;
            } else {
                break;
            }
        }
        return done;
    }

    /**
     * Whether a reliable connection has so much queued that the domain should stop taking new work, or has not yet
     * connected to its receiver.
     */
    boolean isCongested() {
        if (awaitingConnection) {
            if (!publication.isConnected()) {
                return true;
            }
            awaitingConnection = false;
        }
        return reliable && queue.size() >= HIGH_WATER_EVENTS;
    }

    boolean isEmpty() {
        return queue.isEmpty();
    }

    String lastError() {
        return lastError;
    }

    void close() {
        publication.close();
    }

    @Override
    ConnectionStats stats() {
        RouteSpec spec = spec();
        return new ConnectionStats(spec.source(), spec.target(), spec.transport().path(), LinkSide.SENDER, sent, 0, dropped, filtered(),
                predicateErrors(),
                0, 0, 0, 0, 0, 0, 0, 0, queue.size());
    }
}
