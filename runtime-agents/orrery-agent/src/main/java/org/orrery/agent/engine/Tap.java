package org.orrery.agent.engine;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.orrery.control.api.DomainApi;
import org.orrery.control.api.DomainApi.TapEvent;
import org.orrery.control.api.DomainApi.TapEvents;
import org.orrery.operator.api.Attributes;
import org.orrery.operator.api.EventPredicate;
import org.orrery.operator.api.EventView;

/**
 * A look at the events a connection delivers to its target: those its predicate accepts, at most so many a second,
 * copied as they pass (before the target's call, so what it sees is what arrived) into a buffer of the last
 * {@link #CAPACITY} that a reader empties. The event thread pays for an event it shows (its copy) and for the test of
 * the predicate; an event over the rate costs a comparison. Offered on the domain's event thread; read from any.
 */
final class Tap implements Watcher {

    /** Events taken and not yet read that a tap keeps: older ones are dropped and counted as lost. */
    static final int CAPACITY = 256;
    private static final long SECOND_NS = 1_000_000_000L;

    private final long id;
    private final EventPredicate predicate;
    private final int perSecond;
    /** The receiving end it watches: when it is no longer wired, the tap is closed. */
    private final Receiver receiver;
    // the rate, by the event thread only
    private long windowStartNs;
    private int inWindow;
    private final Counter matched = new Counter();
    private final Counter shown = new Counter();
    private final Counter overRate = new Counter();
    private final Counter refused = new Counter();
    /** The events taken and not yet read, and those dropped unread; under this object's lock. */
    private final ArrayDeque<TapEvent> taken = new ArrayDeque<>();
    private long lost;
    private volatile long readAtNs = System.nanoTime();
    private volatile String closed = "";

    Tap(long id, EventPredicate predicate, int perSecond, Receiver receiver) {
        this.id = id;
        this.predicate = predicate;
        this.perSecond = perSecond;
        this.receiver = receiver;
    }

    long id() {
        return id;
    }

    Receiver receiver() {
        return receiver;
    }

    @Override
    public void offer(EventView event, long nowNs) {
        if (!Watcher.accepts(predicate, event)) {
            refused.increment();
            return;
        }
        matched.increment();
        if (inWindow == 0 || nowNs - windowStartNs >= SECOND_NS) { // a window starts with its first event
            windowStartNs = nowNs;
            inWindow = 0;
        }
        if (inWindow >= perSecond) {
            overRate.increment();
            return;
        }
        inWindow++;
        TapEvent copy = copy(event);
        synchronized (this) {
            if (taken.size() == CAPACITY) {
                taken.removeFirst();
                lost++;
            }
            taken.addLast(copy);
        }
        shown.increment();
    }

    private static TapEvent copy(EventView event) {
        Attributes attributes = event.attributes();
        Map<String, Object> values = new LinkedHashMap<>();
        for (int i = 0; i < attributes.size(); i++) {
            values.put(attributes.name(i), attributes.value(i));
        }
        byte[] body = new byte[Math.min(event.bodyLength(), DomainApi.MAX_TAP_BODY_BYTES)];
        event.copyBody(0, body, 0, body.length);
        return new TapEvent(System.currentTimeMillis(), event.type(), event.source(), event.sequence(),
                event.timestampNs(), values, event.contentType(), event.bodyLength(),
                Base64.getEncoder().encodeToString(body));
    }

    /** Hands over what it took since the last read, with its counts; a read keeps it open. */
    TapEvents read() {
        readAtNs = System.nanoTime();
        List<TapEvent> events;
        long lostNow;
        synchronized (this) {
            events = new ArrayList<>(taken);
            taken.clear();
            lostNow = lost;
        }
        return new TapEvents(id, closed, matched.get(), shown.get(), overRate.get(), refused.get(), lostNow, events);
    }

    /** Whether nobody read it for {@code idleNs} at {@code nowNs} ({@link System#nanoTime()}). */
    boolean idleSince(long nowNs, long idleNs) {
        return nowNs - readAtNs >= idleNs;
    }

    /** Stops it showing anything, saying why (it then only answers its last read). */
    void close(String reason) {
        if (closed.isEmpty()) {
            closed = reason;
        }
    }

    boolean isClosed() {
        return !closed.isEmpty();
    }
}
