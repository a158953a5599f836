package org.orrery.agent;

import java.util.ArrayList;
import java.util.List;

import org.orrery.operator.api.Emitter;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.Operator;

/**
 * An operator deployed in a domain, with its outgoing routes and counters. Only the domain's duty-cycle thread
 * calls it; counters are volatile so that other threads can read consistent snapshots.
 */
final class OperatorInstance {

    /** The life of a deployed operator. */
    enum State { RUNNING, QUARANTINED, CLOSED }

    private final String name;
    private final String type;
    private final Operator operator;
    private final int quarantineAfterErrors;
    private final List<Outlet> outgoing = new ArrayList<>();
    private Outlet[] routes = new Outlet[0];
    private final Emitter emitter = this::emit;
    private int consecutiveErrors;
    private volatile State state = State.RUNNING;
    private volatile long eventsIn;
    private volatile long eventsOut;
    private volatile long errors;
    private volatile String lastError = "";

    OperatorInstance(String name, String type, Operator operator, int quarantineAfterErrors) {
        this.name = name;
        this.type = type;
        this.operator = operator;
        this.quarantineAfterErrors = quarantineAfterErrors;
    }

    String name() {
        return name;
    }

    State state() {
        return state;
    }

    void addOutlet(Outlet outlet) {
        outgoing.add(outlet);
        routes = outgoing.toArray(new Outlet[0]);
    }

    /**
     * Takes an event arriving over a connection: unless the operator no longer runs, records it in the connection's
     * {@code stats} and delivers it. Returns false when the event was not taken (the connection counts it dropped).
     */
    boolean receive(Event event, DeliveryStats stats, long nowNs) {
        if (state != State.RUNNING) {
            return false;
        }
        stats.record(event, nowNs);
        deliver(event);
        return true;
    }

    /** Hands one event to the operator; a failure is counted and, repeated, quarantines the operator. */
    void deliver(Event event) {
        eventsIn++;
        try {
            operator.onEvent(event, emitter);
            consecutiveErrors = 0;
        } catch (Exception | LinkageError | AssertionError e) {
            failed(e);
        }
    }

    /** Lets the operator emit of its own accord; returns how many events it emitted. */
    int poll(long nowNs) {
        if (state != State.RUNNING) {
            return 0;
        }
        long before = eventsOut;
        try {
            operator.poll(emitter, nowNs);
        } catch (Exception | LinkageError | AssertionError e) {
            failed(e);
        }
        return (int) (eventsOut - before);
    }

    boolean isExhausted() {
        return state != State.RUNNING || operator.isExhausted();
    }

    private void emit(Event event) {
        eventsOut++;
        Outlet[] current = routes;
        for (int i = 0; i < current.length; i++) {
            current[i].offer(event);
        }
    }

    private void failed(Throwable e) {
        errors++;
        consecutiveErrors++;
        lastError = e.getClass().getSimpleName() + ": " + e.getMessage();
        if (consecutiveErrors >= quarantineAfterErrors && state == State.RUNNING) {
            state = State.QUARANTINED;
            lastError = "quarantined after " + consecutiveErrors + " consecutive failures; last: " + lastError;
        }
    }

    void close() {
        if (state == State.CLOSED) {
            return;
        }
        state = State.CLOSED;
        try {
            operator.close();
        } catch (Exception e) {
            lastError = "close failed: " + e;
        }
    }

    OperatorStats stats() {
        return new OperatorStats(name, type, state.name().toLowerCase(), eventsIn, eventsOut, errors, lastError);
    }
}
