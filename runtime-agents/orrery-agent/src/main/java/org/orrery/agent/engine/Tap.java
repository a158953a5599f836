package org.orrery.agent.engine;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

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
    /** The most attributes of an event a tap shows; the others are counted in one more entry, {@code …}. */
    static final int MAX_ATTRIBUTES = 64;
    /** The characters of the text attributes of an event a tap shows, together; longer texts are cut, saying so. */
    static final int MAX_ATTRIBUTE_CHARS = 8_192;
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
    /** What the events taken and not yet read take, about, from the process's budget; under this object's lock. */
    private long heldBytes;
    private final ProcessBudget budget;
    /** The domain's clock, which its reads and its idleness are timed by. */
    private final LongSupplier clockNs;
    /** The domain's wall clock, which a kept event's time is read from. */
    private final LongSupplier wallClockMillis;
    private volatile long readAtNs;
    private volatile String closed = "";

    Tap(long id, EventPredicate predicate, int perSecond, Receiver receiver, ProcessBudget budget, LongSupplier clockNs,
            LongSupplier wallClockMillis) {
        this.budget = budget;
        this.clockNs = clockNs;
        this.wallClockMillis = wallClockMillis;
        this.readAtNs = clockNs.getAsLong();
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
        long bytes = bytes(copy);
        synchronized (this) {
            if (taken.size() == CAPACITY) {
                long dropped = bytes(taken.removeFirst());
                heldBytes -= dropped;
                budget.give(dropped);
                lost++;
            }
            if (!budget.take(bytes)) {
                lost++; // the process's taps hold as much as they may: counted, not kept
                return;
            }
            heldBytes += bytes;
            taken.addLast(copy);
        }
        shown.increment();
    }

    /**
     * The event as a tap shows it: its body cut at {@link DomainApi#MAX_TAP_BODY_BYTES}, at most
     * {@link #MAX_ATTRIBUTES} attributes and {@link #MAX_ATTRIBUTE_CHARS} characters of text attributes (a text cut
     * ends saying how much more it had).
     */
    private TapEvent copy(EventView event) {
        Attributes attributes = event.attributes();
        Map<String, Object> values = new LinkedHashMap<>();
        int chars = MAX_ATTRIBUTE_CHARS;
        int shownAttributes = Math.min(attributes.size(), MAX_ATTRIBUTES);
        for (int i = 0; i < shownAttributes; i++) {
            Object value = attributes.value(i);
            String name = attributes.name(i);
            if (name.length() > 256) {
                name = name.substring(0, 256) + "…";
            }
            if (value instanceof String text) {
                int keep = Math.min(text.length(), Math.max(chars, 0));
                value = keep == text.length() ? text
                        : text.substring(0, keep) + "… (" + (text.length() - keep) + " more characters)";
                chars -= keep;
            }
            values.put(name, value);
        }
        if (attributes.size() > shownAttributes) {
            values.put("…", (attributes.size() - shownAttributes) + " more attributes not shown");
        }
        byte[] body = new byte[Math.min(event.bodyLength(), DomainApi.MAX_TAP_BODY_BYTES)];
        event.copyBody(0, body, 0, body.length);
        return new TapEvent(wallClockMillis.getAsLong(), event.type(), event.source(), event.sequence(),
                event.timestampNs(), values, event.contentType(), event.bodyLength(),
                Base64.getEncoder().encodeToString(body));
    }

    /** What a tap's copy of an event takes in the heap, about: its texts (two bytes a character) and its objects. */
    private static long bytes(TapEvent event) {
        long bytes = 256 + 2L * (event.type().length() + event.source().length() + event.contentType().length()
                + event.bodyBase64().length());
        for (Map.Entry<String, Object> attribute : event.attributes().entrySet()) {
            bytes += 64 + 2L * attribute.getKey().length()
                    + (attribute.getValue() instanceof String text ? 2L * text.length() : 16);
        }
        return bytes;
    }

    /** Hands over what it took since the last read, with its counts; a read keeps it open. */
    TapEvents read() {
        readAtNs = clockNs.getAsLong();
        List<TapEvent> events;
        long lostNow;
        synchronized (this) {
            events = new ArrayList<>(taken);
            taken.clear();
            budget.give(heldBytes);
            heldBytes = 0;
            lostNow = lost;
        }
        return new TapEvents(id, closed, matched.get(), shown.get(), overRate.get(), refused.get(), lostNow, events);
    }

    /** Gives what it keeps back to the process's budget, dropping it (the tap is forgotten). */
    synchronized void release() {
        taken.clear();
        budget.give(heldBytes);
        heldBytes = 0;
    }

    /** Whether nobody read it for {@code idleNs} at {@code nowNs} (the domain's clock). */
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
