package org.orrery.agent.engine;

import java.util.Arrays;
import java.util.function.LongSupplier;

import org.HdrHistogram.Histogram;
import org.orrery.control.api.DomainApi.ConnectionStats;
import org.orrery.control.api.LinkPath;
import org.orrery.control.api.LinkSide;
import org.orrery.operator.api.EventView;

/**
 * The receiving end of a connection: hands events to the target operator, measures what it took and counts what it
 * refused (an operator that is suspended or quarantined, a message from another domain that could not be read).
 */
final class Receiver {

    private final OperatorInstance target;
    private final LongSupplier clockNs;
    /** Its connection and the path it takes, as the hops of traced events name them. */
    private final RouteSpec spec;
    private final LinkPath path;
    private final DeliveryStats delivery = new DeliveryStats();
    private final Counter dropped = new Counter();
    /** The taps and recordings on this connection, each shown the events before its target takes them; none, mostly. */
    private volatile Watcher[] watchers = NO_WATCHERS;
    private static final Watcher[] NO_WATCHERS = new Watcher[0];

    Receiver(OperatorInstance target, LongSupplier clockNs, RouteSpec spec, LinkPath path) {
        this.target = target;
        this.clockNs = clockNs;
        this.spec = spec;
        this.path = path;
    }

    /** Delivers {@code event}, handed off as {@code from} says, now. */
    void deliver(EventView event, HandOff from) {
        deliver(event, clockNs.getAsLong(), from);
    }

    /**
     * Delivers {@code event}, handed off as {@code from} says (its times on the domain's clock, the hand-off
     * {@link HandOff#UNKNOWN} when not given), received at {@code nowNs}; a traced event's hop is recorded once its
     * target's call has returned.
     */
    void deliver(EventView event, long nowNs, HandOff from) {
        Watcher[] watching = watchers;
        for (int i = 0; i < watching.length; i++) {
            watching[i].offer(event, nowNs);
        }
        if (!target.receive(event, delivery, nowNs, from)) {
            dropped.increment();
        } else if (from.traced()) {
            target.traces().record(spec, path, event, from, nowNs, clockNs.getAsLong());
        }
    }

    /**
     * Whether a run of events from another domain may be shown to its target as one batch: the target runs, its
     * operator takes batches, and no tap or recording watches this connection (they are shown events one by one).
     */
    boolean takesBatches() {
        return watchers.length == 0 && target.takesBatches();
    }

    /** Shows the target the events of {@code batch}, which records each in this end's statistics as it reaches it. */
    void deliver(BatchCursor batch) {
        target.deliver(batch);
    }

    /** Has {@code watcher} shown the events delivered from now on. */
    synchronized void watch(Watcher watcher) {
        Watcher[] more = Arrays.copyOf(watchers, watchers.length + 1);
        more[watchers.length] = watcher;
        watchers = more;
    }

    /** Stops showing {@code watcher} events. */
    synchronized void unwatch(Watcher watcher) {
        watchers = Arrays.stream(watchers).filter(w -> w != watcher).toArray(Watcher[]::new);
    }

    /** The statistics whose latencies the event thread hands over to readers ({@link DeliveryStats#handOver}). */
    DeliveryStats delivery() {
        return delivery;
    }

    /** Counts an event that arrived but could not be read (a malformed message) as dropped here. */
    void refuse() {
        dropped.increment();
    }

    /** Both latencies (µs) recorded since this end was wired, copied. */
    LinkLatencies latencies() {
        Histogram[] both = delivery.latenciesSinceStartCopy();
        return new LinkLatencies(spec.source(), spec.target(), both[0], both[1]);
    }

    /** Everything offered to this end: what the target took and what it refused. */
    long offered() {
        return delivery.delivered() + dropped.get();
    }

    ConnectionStats stats(RouteSpec spec, LinkPath path, LinkSide side, long sent, long filtered,
            long predicateErrors) {
        return delivery.stats(spec, path, side, sent, dropped.get(), filtered, predicateErrors);
    }
}
