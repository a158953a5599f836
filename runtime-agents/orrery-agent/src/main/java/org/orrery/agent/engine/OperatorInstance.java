package org.orrery.agent.engine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

import org.orrery.agent.transport.ClaimedFrame;
import org.orrery.agent.transport.FrameView;
import org.orrery.control.api.DomainApi.OperatorStats;
import org.orrery.control.api.DomainApi.SourceSchedule;
import org.orrery.control.api.OperatorState;
import org.orrery.operator.api.Emitter;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.EventBatch;
import org.orrery.operator.api.EventClaim;
import org.orrery.operator.api.EventView;
import org.orrery.operator.api.Operator;
import org.orrery.operator.api.Parameters;
import org.orrery.operator.api.Scheduled;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An operator deployed in a domain, with its outgoing routes and counters. Only the domain's duty-cycle thread calls
 * it, or another thread holding the engine's cycle lock; counters are volatile so that other threads can read
 * consistent snapshots. The wrapper outlives the operator it holds: a changed specification or a bundle that stops and
 * starts again swaps the operator inside, so connections that point at the wrapper need no rewiring.
 */
final class OperatorInstance {

    private static final Logger LOG = LoggerFactory.getLogger(OperatorInstance.class);

    private final String name;
    private volatile OperatorSpec spec;
    private volatile Operator operator;
    /** Whether its operator overrides {@link Operator#onBatch}: only then is it shown runs of events as batches. */
    private volatile boolean batches;
    private volatile DomainFramework.Provider provider;
    private final OperatorFailures failures;
    private final OperatorLoad load = new OperatorLoad();
    /** Whether its outlets are indexed by their predicates' access clauses ({@link Comparisons#connectionIndex()}). */
    private final boolean indexOutlets;
    private final List<Outlet> outgoing = new ArrayList<>();
    private Outlet[] routes = new Outlet[0];
    /** The binary streams its routes to other domains use, each once: where views it forwards may wait to be sent. */
    private SendingStream[] staging = new SendingStream[0];
    /** The one binary stream every route goes to, or null: where the events it claims are written in place. */
    private SendingStream claimsInto;
    /** The outlets filed by their predicates' access clauses, when enough have one; else null. */
    private OutletIndex index;
    private boolean outletsStale;
    private final Emitter emitter = new Emitter() {

        @Override
        public void emit(Event event) {
            OperatorInstance.this.emit(event);
        }

        @Override
        public void forward(EventView view) {
            OperatorInstance.this.emit(view instanceof FrameView || view instanceof Event ? view : view.toEvent());
        }

        @Override
        public EventClaim claim(String type) {
            if (claimed == null) {
                claimed = new ClaimedFrame(OperatorInstance.this::emit);
            }
            ClaimedFrame claim = claimed.begin(type);
            SendingStream into = claimsInto;
            if (into != null) {
                into.lend(claim);
            }
            return claim;
        }

        @Override
        public int credits() {
            return OperatorInstance.this.credits();
        }
    };
    /** Where the operator builds the events it claims; made at its first claim. */
    private ClaimedFrame claimed;
    private volatile OperatorState state = OperatorState.RUNNING;
    /** Whether it waits for its deployment's start before it emits of its own accord (a held deployment). */
    private volatile boolean held;
    private final Counter eventsIn = new Counter();
    private final Counter eventsOut = new Counter();
    /** The domain's wall clock, which its start is shown by. */
    private final LongSupplier wallClockMillis;
    private volatile long startedAtMillis;
    private volatile long restarts;
    /** Where the domain's event thread marks the operator it is in. */
    private final OperatorTime time;
    /**
     * When the call the operator is in began (its poll, or the delivery of an event), on the domain's clock: what it
     * emits is handed off then, as far as a hop's latency goes; and the trace of the event it was delivered, which what
     * it emits carries on (a poll's emissions start one in {@link Traces#oneIn()}). By the event thread only.
     */
    private long callStartedNs = HandOff.UNKNOWN;
    private long callTraceId = HandOff.UNTRACED;
    private boolean polling;
    /** Emissions of its polls until the next one traced. */
    private int untilTraced;
    /** How its emissions are handed off, filled for each one. */
    private final HandOff emission = new HandOff();
    private final Traces traces;
    private final LongSupplier clockNs;
    /** Where a scheduled source stood when the event thread last asked it ({@link #readSchedule}). */
    private volatile SourceSchedule schedule = SourceSchedule.NONE;

    OperatorInstance(OperatorSpec spec, Operator operator, DomainFramework.Provider provider, int quarantineAfterErrors,
            boolean indexOutlets, OperatorTime time, Traces traces, LongSupplier clockNs,
            LongSupplier wallClockMillis) {
        this.indexOutlets = indexOutlets;
        this.wallClockMillis = wallClockMillis;
        this.startedAtMillis = wallClockMillis.getAsLong();
        this.time = time;
        this.traces = traces;
        this.clockNs = clockNs;
        this.name = spec.name();
        this.spec = spec;
        this.operator = operator;
        this.batches = overridesOnBatch(operator);
        this.provider = provider;
        this.failures = new OperatorFailures(name, quarantineAfterErrors);
    }

    String name() {
        return name;
    }

    /**
     * Whether {@code operator}'s class overrides {@link Operator#onBatch} (one built against SPI 1.4 or older cannot).
     */
    private static boolean overridesOnBatch(Operator operator) {
        try {
            return operator.getClass()
                    .getMethod("onBatch", EventBatch.class, Emitter.class)
                    .getDeclaringClass() != Operator.class;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    OperatorSpec spec() {
        return spec;
    }

    DomainFramework.Provider provider() {
        return provider;
    }

    /**
     * Puts {@code fresh} in place of the current operator, which is closed: a changed specification, or the type's
     * bundle back after a stop. Counters start again.
     */
    void replace(OperatorSpec newSpec, Operator fresh, DomainFramework.Provider newProvider) {
        closeOperator();
        spec = newSpec;
        operator = fresh;
        batches = overridesOnBatch(fresh);
        provider = newProvider;
        failures.reset();
        eventsIn.reset();
        eventsOut.reset();
        startedAtMillis = wallClockMillis.getAsLong();
        restarts++;
        state = OperatorState.RUNNING;
    }

    /**
     * Gives the running operator new values for the {@code changed} parameters in place, on the duty thread: its
     * specification takes them when it accepts, and its counters and state go on. Throws
     * {@link IllegalArgumentException} with the reason when it refuses (a value, a parameter it does not take while
     * running, or any change at all), and {@link IllegalStateException} when it does not run.
     */
    void reconfigure(Map<String, String> changed) {
        if (state != OperatorState.RUNNING) {
            throw new IllegalStateException("operator '" + name + "' is " + state.wireName() + ", not running");
        }
        boolean accepted;
        try {
            accepted = operator.reconfigure(Parameters.of(changed));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("operator '" + name + "' refused the change: " + e.getMessage(), e);
        } catch (Exception | LinkageError e) {
            throw new IllegalArgumentException("operator '" + name + "' failed to take the change: " + e, e);
        }
        if (!accepted) {
            throw new IllegalArgumentException(
                    "operator '" + name + "' (" + spec.type() + ") does not change its parameters"
                            + " while it runs; redeploy the system to restart it with them");
        }
        Map<String, String> merged = new LinkedHashMap<>(spec.parameters());
        merged.putAll(changed);
        spec = new OperatorSpec(name, spec.type(), spec.symbolicName(), merged);
    }

    /** Closes the operator because the bundle providing its type went away; events sent to it meanwhile are dropped. */
    void suspend(String reason) {
        if (state == OperatorState.CLOSED || state == OperatorState.SUSPENDED) {
            return;
        }
        closeOperator();
        state = OperatorState.SUSPENDED;
        failures.say(reason);
    }

    List<Outlet> outlets() {
        return List.copyOf(outgoing);
    }

    /** Removes {@code outlet}; it stops receiving events at the next {@link #refreshOutlets}. */
    void removeOutlet(Outlet outlet) {
        outgoing.remove(outlet);
        outletsStale = true;
    }

    boolean outletsIndexed() {
        return index != null;
    }

    /**
     * Makes the outlets added and removed since the last call the ones events go to, filed again when they are indexed:
     * once per deployment change, however many outlets it brings (on the duty thread, between two cycles).
     */
    void refreshOutlets() {
        if (!outletsStale) {
            return;
        }
        outletsStale = false;
        if (index != null) {
            index.leave();
        }
        routes = outgoing.toArray(new Outlet[0]);
        staging = outgoing.stream()
                .filter(RemoteOutlet.class::isInstance)
                .map(outlet -> ((RemoteOutlet) outlet).stream())
                .filter(SendingStream::isBinary)
                .distinct()
                .toArray(SendingStream[]::new);
        claimsInto = staging.length == 1
                && outgoing.stream().allMatch(o -> o instanceof RemoteOutlet remote && remote.stream() == staging[0])
                        ? staging[0]
                        : null;
        index = OutletIndex.of(routes, indexOutlets);
    }

    OperatorState state() {
        return state;
    }

    /** Adds {@code outlet}; it receives events from the next {@link #refreshOutlets} on. */
    void addOutlet(Outlet outlet) {
        outgoing.add(outlet);
        outletsStale = true;
    }

    /**
     * Takes an event arriving over a connection: unless the operator no longer runs, records it in the connection's
     * {@code stats} and delivers it. Returns false when the event was not taken (the connection counts it dropped).
     */
    boolean receive(EventView event, DeliveryStats stats, long nowNs, HandOff from) {
        if (state != OperatorState.RUNNING) {
            return false;
        }
        stats.record(event, nowNs, from.startedNs);
        deliver(event, nowNs, from.traceId);
        return true;
    }

    /**
     * Hands one event of trace {@code traceId} to the operator at {@code nowNs}, as a view (an operator written before
     * views gets it as an event); a failure is counted and, repeated, quarantines the operator.
     */
    void deliver(EventView event, long nowNs, long traceId) {
        eventsIn.increment();
        OperatorInstance outer = time.enter(this);
        long outerCall = callStartedNs;
        long outerTrace = callTraceId;
        boolean outerPolling = polling;
        callStartedNs = nowNs;
        callTraceId = traceId;
        polling = false;
        try {
            operator.onView(event, emitter);
            failures.succeeded();
        } catch (Exception | LinkageError | AssertionError | StackOverflowError e) {
            // a stack overflow is an operator emitting into too long a chain of operators within the domain: the event
            // is lost at that depth and counted there; the domain goes on
            failed(e);
        } finally {
            callStartedNs = outerCall;
            callTraceId = outerTrace;
            polling = outerPolling;
            time.exit(outer);
        }
    }

    /**
     * Whether it takes a run of events as one batch now: it runs and its operator overrides {@link Operator#onBatch}.
     */
    boolean takesBatches() {
        return batches && state == OperatorState.RUNNING;
    }

    /**
     * Hands the operator a run of events from another domain as one batch, received when {@code batch} says; a failure
     * is counted once, against the event the batch was at, and the events it did not reach are left to be taken one by
     * one ({@link BatchCursor#reached()}).
     */
    void deliver(BatchCursor batch) {
        OperatorInstance outer = time.enter(this);
        long outerCall = callStartedNs;
        long outerTrace = callTraceId;
        boolean outerPolling = polling;
        callStartedNs = batch.receivedNs();
        callTraceId = HandOff.UNTRACED;
        polling = false;
        try {
            operator.onBatch(batch, emitter);
            failures.succeeded();
        } catch (Exception | LinkageError | AssertionError | StackOverflowError e) {
            failed(e);
        } finally {
            batch.end();
            eventsIn.add(batch.reached());
            callStartedNs = outerCall;
            callTraceId = outerTrace;
            polling = outerPolling;
            time.exit(outer);
        }
    }

    /** Has the operator emit nothing of its own accord until {@link #release()}. */
    void hold() {
        held = true;
    }

    /** Whether it waits for its deployment's start. */
    boolean isHeld() {
        return held;
    }

    /** Lets a held operator emit of its own accord; whether it was held. */
    boolean release() {
        boolean was = held;
        held = false;
        return was;
    }

    /** Lets the operator emit of its own accord, unless it is held; returns how many events it emitted. */
    int poll(long nowNs) {
        if (held || state != OperatorState.RUNNING) {
            return 0;
        }
        long before = eventsOut.get();
        OperatorInstance outer = time.enter(this);
        callStartedNs = nowNs;
        polling = true;
        try {
            operator.poll(emitter, nowNs);
        } catch (Exception | LinkageError | AssertionError | StackOverflowError e) {
            failed(e);
        } finally {
            callStartedNs = HandOff.UNKNOWN;
            polling = false;
            time.exit(outer);
        }
        return (int) (eventsOut.get() - before);
    }

    boolean isExhausted() {
        return state != OperatorState.RUNNING || operator.isExhausted();
    }

    /**
     * Offers an event, or a view of one, to every outgoing route; then the views staged on streams to other domains go
     * (each once, with every lane that took it).
     */
    private void emit(EventView event) {
        eventsOut.increment();
        HandOff out = emission;
        out.startedNs = callStartedNs;
        long traceId = polling ? startsTrace() : callTraceId;
        out.traceId = traceId;
        if (traceId != HandOff.UNTRACED) {
            out.emittedNs = clockNs.getAsLong();
            out.sentNs = out.emittedNs;
        }
        OutletIndex filed = index;
        if (filed != null) {
            filed.offer(event, out);
        } else {
            Outlet[] current = routes;
            for (int i = 0; i < current.length; i++) {
                current[i].offer(event, out);
            }
        }
        if (!(event instanceof Event)) {
            SendingStream[] streams = staging;
            for (int i = 0; i < streams.length; i++) {
                streams[i].flushStaged();
            }
        }
    }

    /** The trace an emission of a poll starts: a new one for one in {@link Traces#oneIn()}, else none. */
    private long startsTrace() {
        int oneIn = traces.oneIn();
        if (oneIn == 0 || --untilTraced > 0) {
            return HandOff.UNTRACED;
        }
        untilTraced = oneIn;
        return Traces.newTraceId();
    }

    /** The domain's tracing, which the connections into this operator record its traced events' hops in. */
    Traces traces() {
        return traces;
    }

    /** The least room in the queues of its connections to other domains ({@link Emitter#credits()}). */
    private int credits() {
        int credits = Integer.MAX_VALUE;
        Outlet[] current = routes;
        for (int i = 0; i < current.length; i++) {
            if (current[i] instanceof RemoteOutlet remote) {
                credits = Math.min(credits, remote.stream().room());
            }
        }
        return credits;
    }

    private void failed(Throwable e) {
        if (failures.failed(e) && state == OperatorState.RUNNING) {
            state = OperatorState.QUARANTINED;
            LOG.warn("operator {} {}", name, failures.last());
        }
    }

    /** Whether it is a source that says where it stands on a schedule ({@link #readSchedule}). */
    boolean isScheduled() {
        return operator instanceof Scheduled;
    }

    /**
     * On the event thread: asks a scheduled source where it stands at {@code nowNs}, for its status. An operator whose
     * answer fails keeps its last one: the status is no reason to count an error against it.
     */
    void readSchedule(long nowNs) {
        if (operator instanceof Scheduled source && state == OperatorState.RUNNING) {
            try {
                Scheduled.Loop loop = source.loop();
                schedule = new SourceSchedule(loop == Scheduled.Loop.OPEN ? "open" : "closed",
                        Math.max(0, source.behindNs(nowNs)), Math.max(0, source.owed(nowNs)));
            } catch (RuntimeException | LinkageError e) {
                // keeps the last answer
            }
        }
    }

    /** Its share of the event thread and of being held back, as the sampler and the flow control count them. */
    OperatorLoad load() {
        return load;
    }

    void close() {
        closeOperator();
        state = OperatorState.CLOSED;
    }

    private void closeOperator() {
        if (state == OperatorState.SUSPENDED || state == OperatorState.CLOSED) {
            return;
        }
        try {
            operator.close();
        } catch (Exception | LinkageError e) {
            failures.say("close failed: " + e);
        }
    }

    OperatorStats stats() {
        DomainFramework.Provider from = provider;
        return new OperatorStats(name, spec.type(), state, eventsIn.get(), eventsOut.get(), failures.count(),
                failures.last(), startedAtMillis, restarts, from == null ? "" : from.bundle(), load.busyPercent(),
                load.heldBackPercent(), isScheduled() ? schedule : SourceSchedule.NONE);
    }
}
