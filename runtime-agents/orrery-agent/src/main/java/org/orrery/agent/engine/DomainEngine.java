package org.orrery.agent.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.stream.Collectors;

import org.HdrHistogram.Histogram;
import org.agrona.concurrent.Agent;
import org.agrona.concurrent.AgentRunner;
import org.orrery.agent.transport.DomainIdle;
import org.orrery.control.api.DomainApi.Change;
import org.orrery.control.api.DomainApi.ConnectionStats;
import org.orrery.control.api.DomainApi.NameBinding;
import org.orrery.control.api.DomainApi.OperatorStats;
import org.orrery.control.api.LatencyProfile;
import org.orrery.control.api.OperatorState;
import org.orrery.operator.api.Operator;
import org.orrery.operator.api.OperatorFactory;
import org.osgi.framework.Bundle;
import org.osgi.framework.ServiceEvent;
import org.osgi.framework.ServiceReference;

/**
 * Runs a domain's operators on one duty thread, an Agrona {@link Agent} driven by an {@link AgentRunner} with the
 * domain's idle strategy: each cycle lets every operator emit of its own accord (sources, windowed aggregates), and
 * emitted events travel the routes by direct hand-off. The duty thread owns the deployment: every change and every read
 * of it reaches the thread as a command on a queue it drains at the start of each cycle, so no lock is taken per cycle.
 * New operators and connections are created off the thread and handed over ready, as a {@link DeploymentDiff}.
 */
public final class DomainEngine implements AutoCloseable {

    /**
     * Messages one poll of a stream from another domain takes, about: it stops after the message (or the batch of
     * messages) that reaches this many.
     */
    private static final int INLET_MESSAGES = 64;

    /** The operators and connections deployed at one moment, read in one visit to the duty thread. */
    private record Deployed(Map<String, OperatorInstance> operators, List<RouteSpec> routes) {
    }

    private final DomainContext context;
    private final DomainFramework framework;
    private final OperatorOpener opener;
    /**
     * Held while a change of the deployment is prepared and swapped in: two at once would each be prepared against the
     * same deployment, and the second swap would keep the first's operators beside its own.
     */
    private final Object changes = new Object();
    // owned by the duty thread
    private final Wiring wiring = new Wiring();
    private final Map<String, OperatorInstance> operators = wiring.operators;
    /** The streams to and from other domains: changed only while {@link #changes} is held; the cycle reads arrays. */
    private final DomainStreams streams;
    private OperatorInstance[] polled = new OperatorInstance[0];
    private volatile Published published = Published.NOTHING;
    private SendingStream[] sendingStreams = new SendingStream[0];
    private ReceivingStream[] receivingStreams = new ReceivingStream[0];
    /** What to hold back while streams to other domains are congested. */
    private FlowControl flow = new FlowControl(polled, List.of(), sendingStreams, receivingStreams);
    private final DomainIdle idle;
    private final DutyThread duty;
    private final Taps taps;
    private final Recordings recordings;
    /** Where the event thread spends its time, by operator (sampled). */
    private final OperatorTime time = new OperatorTime();
    private final Traces traces;
    private volatile Comparisons comparisons;

    public DomainEngine(DomainContext context, DomainFramework framework) {
        this.context = context;
        this.framework = framework;
        this.traces = new Traces(context.name());
        ReceivingEnds ends = new DeployedEnds(context.name(), changes, () -> published);
        this.taps = new Taps(ProcessBudget.TAPS, ends, context.clockNs(), context.wallClockMillis());
        this.recordings = new Recordings(ProcessBudget.RECORDINGS, ends, context.clockNs(), context.wallClockMillis());
        this.comparisons = context.comparisons();
        this.opener = new OperatorOpener(context, framework, time, traces, this::comparisons);
        this.streams = new DomainStreams(context, this::comparisons);
        this.idle = new DomainIdle(context.tuning().idleStrategy(), context.tuning().idleSleepMaxNs());
        idle.quiet(DomainIdle.Quiet.VACANT);
        this.duty = new DutyThread(context.name(), idle, () -> cycle(context.clockNs().getAsLong()),
                this::closeDeployment, context.clockNs());
        framework.watchOperatorFactories(this::factoryChanged);
    }

    /** What is made from now on runs with {@code changed} (a benchmark's comparison); what runs keeps its own. */
    public void compare(Comparisons changed) {
        comparisons = changed;
    }

    /** The optimizations the next deployment change runs with. */
    public Comparisons comparisons() {
        return comparisons;
    }

    /** From the duty thread's next idle on, waits as {@code profile} says (see {@link DomainIdle}). */
    public void latencyProfile(LatencyProfile profile) {
        idle(profile.wireName());
    }

    /** From the duty thread's next idle on, waits by {@code name}: a latency profile or a fixed strategy. */
    public void idle(String name) {
        idle.select(name);
    }

    /** How the duty thread waits: a latency profile's name, or the fixed idle strategy the domain was started with. */
    public String idle() {
        return idle.name();
    }

    /** The duty thread's timer slack as the kernel reported it when it last changed how it waits; -1 when unknown. */
    public long timerSlackNs() {
        return idle.timerSlackNs();
    }

    /** The duty thread's id, by which the JVM counts its CPU time and what it allocates. */
    public long eventThreadId() {
        return duty.threadId();
    }

    /** The duty thread's idle strategy itself, whose counts tell how it waited. */
    DomainIdle idleStrategy() {
        return idle;
    }

    /**
     * Why the domain no longer moves events, or null while it does: its duty thread died (of an {@code Error} such as
     * running out of memory) or ended while the engine was not closed.
     */
    public String failure() {
        return duty.failure();
    }

    /**
     * Adds operators and routes to those deployed, all or nothing. A name that is already deployed is refused.
     */
    public Change deploy(List<OperatorSpec> newOperators, List<RouteSpec> newRoutes) throws DeploymentException {
        synchronized (changes) {
            return add(newOperators, newRoutes);
        }
    }

    private Change add(List<OperatorSpec> newOperators, List<RouteSpec> newRoutes) throws DeploymentException {
        List<OperatorSpec> operatorsWanted = new ArrayList<>();
        List<RouteSpec> routesWanted = new ArrayList<>();
        duty.call(() -> {
            operators.values().forEach(instance -> operatorsWanted.add(instance.spec()));
            routesWanted.addAll(wiring.routes());
        });
        for (OperatorSpec spec : newOperators) {
            if (operatorsWanted.stream().anyMatch(o -> o.name().equals(spec.name()))) {
                throw new DeploymentException(
                        "operator '" + spec.name() + "' is already deployed in domain '" + context.name() + "'");
            }
            operatorsWanted.add(spec);
        }
        routesWanted.addAll(newRoutes);
        return change(operatorsWanted, routesWanted, false);
    }

    /**
     * Makes the deployment the given one, changing only what differs, all or nothing. An operator whose specification
     * is unchanged keeps running with its counters; a changed one is restarted in place; operators no longer wanted are
     * closed, and a quarantined one gets a fresh start. Routes (connections) whose specification is unchanged stay
     * wired, with their counters, even when an operator at one of their ends restarted. New operators are created and
     * new routes wired before anything running is touched, so when any of them fails the running deployment is left as
     * it was.
     */
    public Change apply(List<OperatorSpec> wantedOperators, List<RouteSpec> wantedRoutes) throws DeploymentException {
        return apply(wantedOperators, wantedRoutes, false, null);
    }

    /**
     * {@link #apply(List, List)}, with {@code hold} the operators it creates or restarts held until
     * {@link #startHeld()} (wired, taking events), and types from {@code bundles} (null: any): an earlier build's
     * operators restart.
     */
    public Change apply(List<OperatorSpec> wantedOperators, List<RouteSpec> wantedRoutes, boolean hold,
            List<String> bundles) throws DeploymentException {
        synchronized (changes) {
            framework.prefer(bundles);
            return change(wantedOperators, wantedRoutes, hold);
        }
    }

    /** Lets every held operator emit of its own accord; the names of those that were held. */
    public List<String> startHeld() {
        synchronized (changes) {
            List<String> started = new ArrayList<>();
            for (OperatorInstance instance : published.operators()) {
                if (instance.release()) {
                    started.add(instance.name());
                }
            }
            if (!started.isEmpty()) {
                idle.quiet(DomainIdle.Quiet.NO);
                duty.wake();
            }
            return started;
        }
    }

    /**
     * Waits up to {@code timeoutMs} until the stream of every connection this domain sends on has connected to its
     * receiver; returns the connections still waiting then (empty when none is). The Star asks every domain this before
     * it starts a deployment: a UDP publication made before its subscriber existed learns of it only when Aeron sends
     * its setup again, every 100 ms, and events sent meanwhile (a bounce's replies, say) would wait that long.
     */
    public List<String> awaitConnected(long timeoutMs) throws InterruptedException {
        long deadline = context.clockNs().getAsLong() + timeoutMs * 1_000_000L;
        while (true) {
            List<String> waiting = published.unconnected();
            if (waiting.isEmpty() || context.clockNs().getAsLong() - deadline >= 0) {
                return waiting;
            }
            Thread.sleep(1);
        }
    }

    /** Tells the idle strategy how much this domain has to do of its own accord (see {@link DomainIdle}). */
    private void quietness() {
        boolean allHeld = polled.length > 0;
        for (OperatorInstance operator : polled) {
            allHeld &= operator.isHeld();
        }
        idle.quiet(polled.length == 0 && sendingStreams.length == 0 && receivingStreams.length == 0
                ? DomainIdle.Quiet.VACANT
                : allHeld ? DomainIdle.Quiet.HELD : DomainIdle.Quiet.NO);
    }

    private Change change(List<OperatorSpec> wantedOperators, List<RouteSpec> wantedRoutes, boolean hold)
            throws DeploymentException {
        Deployed deployed = duty.call(() -> new Deployed(new LinkedHashMap<>(operators), wiring.routes()));
        DeploymentDiff diff = DeploymentDiff.prepare(context, framework, opener, streams, deployed.operators(),
                deployed.routes(), wantedOperators, wantedRoutes, hold);
        int routesRemoved = duty.call(() -> {
            int removed = wiring.swapIn(diff);
            streams.closeUnused();
            refreshArrays();
            return removed;
        });
        return diff.change(routesRemoved);
    }

    private void refreshArrays() {
        polled = operators.values().toArray(new OperatorInstance[0]);
        for (OperatorInstance operator : polled) {
            operator.refreshOutlets();
        }
        sendingStreams = streams.sending();
        receivingStreams = streams.receiving();
        quietness();
        flow = new FlowControl(polled, wiring.outlets, sendingStreams, receivingStreams);
        time.operators(polled);
        if (polled.length > 0) {
            time.start();
        } else {
            time.stop();
        }
        for (int k = 0; k < receivingStreams.length; k++) {
            receivingStreams[k].feeds(flow.reliableDownstream(k));
        }
        published = wiring.published();
    }

    /**
     * Suspends the operators whose type a stopping bundle provided, and brings suspended operators back when a factory
     * for their type appears again (the bundle started).
     */
    private void factoryChanged(ServiceEvent event) {
        ServiceReference<?> ref = event.getServiceReference();
        Object type = ref.getProperty(OperatorFactory.TYPE_PROPERTY);
        Bundle owner = ref.getBundle();
        if (event.getType() == ServiceEvent.UNREGISTERING) {
            long bundleId = owner == null ? -1 : owner.getBundleId();
            duty.call(() -> {
                for (OperatorInstance instance : operators.values()) {
                    DomainFramework.Provider provider = instance.provider();
                    if (provider != null && provider.bundleId() == bundleId && instance.spec().type().equals(type)) {
                        instance.suspend("suspended: " + provider.bundle() + " no longer provides '" + type + "'");
                    }
                }
            });
        } else if (event.getType() == ServiceEvent.REGISTERED) {
            List<OperatorInstance> waiting = duty.call(() -> operators.values()
                    .stream()
                    .filter(i -> i.state() == OperatorState.SUSPENDED && i.spec().type().equals(type))
                    .toList());
            DomainFramework.Provider provider = waiting.isEmpty() ? null : framework.provider(ref);
            for (OperatorInstance instance : waiting) {
                if (provider == null) {
                    continue;
                }
                try {
                    Operator fresh = opener.open(instance.spec(), provider.factory());
                    duty.call(() -> instance.replace(instance.spec(), fresh, provider));
                } catch (DeploymentException e) {
                    duty.call(() -> instance.suspend("suspended: " + e.getMessage()));
                }
            }
        }
    }

    /**
     * Checks that the operators can be created and the predicates compile, without deploying anything: each operator is
     * created through its factory, opened and closed again. Throws naming the first that fails.
     */
    public void check(List<OperatorSpec> newOperators, List<RouteSpec> newRoutes) throws DeploymentException {
        List<OperatorSpec> running = duty.call(() -> operators.values().stream().map(OperatorInstance::spec).toList());
        for (OperatorSpec spec : newOperators) {
            if (running.contains(spec)) {
                continue;
            }
            OperatorInstance trial = opener.create(spec);
            trial.close();
        }
        for (RouteSpec spec : newRoutes) {
            opener.compile(spec);
        }
    }

    /**
     * Changes parameters of the running operator {@code name} in place, between two cycles: it keeps its state,
     * counters and connections, and its specification takes the new values, so that a later deployment that names them
     * keeps it running. Returns its specification now; throws {@link java.util.NoSuchElementException} when the domain
     * runs no such operator, and as {@link OperatorInstance#reconfigure} does when it refuses.
     */
    public OperatorSpec reconfigure(String name, Map<String, String> changed) {
        synchronized (changes) {
            return duty.call(() -> {
                OperatorInstance instance = operators.get(name);
                if (instance == null) {
                    throw new NoSuchElementException("domain '" + context.name() + "' runs no operator '" + name + "'");
                }
                instance.reconfigure(changed);
                return instance.spec();
            });
        }
    }

    /** Closes every operator and removes every route. */
    public void undeploy() {
        synchronized (changes) {
            duty.call(this::closeDeployment);
        }
    }

    private void closeDeployment() {
        wiring.clear();
        streams.closeAll();
        refreshArrays();
    }

    /** Whether every operator has emitted all it will emit of its own accord (finite sources are done). */
    public boolean isQuiescent() {
        return duty.call(() -> operators.values().stream().allMatch(OperatorInstance::isExhausted)
                && Arrays.stream(sendingStreams).allMatch(SendingStream::isEmpty));
    }

    /** Whether {@code operator}'s outlets are filed by their predicates' access clauses ({@link OutletIndex}). */
    boolean outletsIndexed(String operator) {
        return duty.call(() -> operators.containsKey(operator) && operators.get(operator).outletsIndexed());
    }

    /** For each stream to another domain, what it has sent so far. */
    List<StreamSent> sentByStream() {
        return duty.call(() -> Arrays.stream(sendingStreams).map(SendingStream::sent).toList());
    }

    /**
     * The bytes its streams to other domains have written into their logs so far, frame headers and alignment included:
     * over a window, divided by the events sent, what an event takes of the log.
     */
    public long logBytesWritten() {
        return duty.call(() -> Arrays.stream(sendingStreams).mapToLong(SendingStream::logPosition).sum());
    }

    /** The runs of events its streams from other domains showed operators as one batch ({@code onBatch}). */
    long batchesShown() {
        return duty.call(() -> Arrays.stream(receivingStreams).mapToLong(ReceivingStream::batchesShown).sum());
    }

    /** The significant digits of the latency histograms a domain keeps ({@link #latencySinceWired}). */
    public static final int LATENCY_SIGNIFICANT_DIGITS = DeliveryStats.SIGNIFICANT_DIGITS;

    /**
     * A copy of the latencies (µs, from the source's timestamp) recorded at the receiving end of the connection from
     * {@code source} to {@code target} in this domain since it was wired, or null when this domain has no such end: a
     * benchmark subtracts an earlier copy to measure a window after its warm-up.
     */
    public Histogram latencySinceWired(String source, String target) {
        return latenciesSinceWired().stream()
                .filter(link -> link.source().equals(source) && link.target().equals(target))
                .map(LinkLatencies::fromSource)
                .findFirst()
                .orElse(null);
    }

    /** Both latencies of every connection whose receiving end is in this domain, recorded since it was wired. */
    public List<LinkLatencies> latenciesSinceWired() {
        Published now = published;
        StatusHandOver.run(now, duty, context.clockNs());
        return now.receivers().stream().map(Receiver::latencies).toList();
    }

    /** The domain's traces: how many of its sources' events it traces, and the hops it recorded. */
    public Traces traces() {
        return traces;
    }

    /** The taps on the connections whose receiving ends are in this domain. */
    public Taps taps() {
        return taps;
    }

    /** The recordings of the connections whose receiving ends are in this domain. */
    public Recordings recordings() {
        return recordings;
    }

    /** The operators' counters as they are now; answers at once, however busy the duty thread is. */
    public List<OperatorStats> operatorStats() {
        return published.operators().stream().map(OperatorInstance::stats).toList();
    }

    /** The context-sensitive names the running operators bind now. */
    public List<NameBinding> bindings() {
        return opener.bindings(published.operators().stream().map(OperatorInstance::name).collect(Collectors.toSet()));
    }

    /**
     * The connections' counters as they are now, and their latencies as of the event thread's hand-over (at once, but
     * for an event thread stuck in an operator, up to {@link StatusHandOver#WAIT_MS}).
     */
    public List<ConnectionStats> routeStats() {
        // a status comes every half second or so: often enough to close forgotten taps and end recordings on time
        long nowNs = context.clockNs().getAsLong();
        Published now = published;
        taps.sweep(now::wires, nowNs);
        recordings.sweep(now::wires, nowNs);
        StatusHandOver.run(now, duty, context.clockNs());
        List<ConnectionStats> stats = new ArrayList<>();
        now.sending().forEach(outlet -> stats.add(outlet.stats()));
        now.receiving().forEach(inlet -> stats.add(inlet.stats()));
        return stats;
    }

    /**
     * One duty cycle: send what waits for remote connections; then take events from other domains, the highest priority
     * first (while a stream has more than one poll takes, those of lower priority wait for a later cycle, so a domain
     * that cannot take everything takes what matters most and the senders of the rest see back pressure: best effort
     * drops there, reliable slows), and let operators emit of their own accord, except where a reliable connection is
     * congested: its source, the operators that feed it inside this domain and the connections into them wait (see
     * {@link FlowControl}). Returns how much was done.
     */
    private int cycle(long nowNs) {
        int work = 0;
        FlowControl control = flow;
        SendingStream[] sending = sendingStreams;
        boolean refused = false;
        for (int i = 0; i < sending.length; i++) {
            work += sending[i].drain(256);
            if (sending[i].isCongested()) {
                control.congested(i);
                refused |= sending[i].isRefused();
            }
        }
        idle.blocked(refused);
        control.publish();
        ReceivingStream[] receiving = receivingStreams; // the highest priority first
        int busyPriority = Integer.MIN_VALUE;
        for (int i = 0; i < receiving.length && receiving[i].priority() >= busyPriority; i++) {
            if (!control.isInletHeld(i)) {
                int read = receiving[i].poll(INLET_MESSAGES);
                work += read;
                if (read >= INLET_MESSAGES) { // more waits: lower priorities get this domain's time once it is read
                    busyPriority = receiving[i].priority();
                }
            }
        }
        flush(sending); // what the operators made of what came goes at once, in a batch a stream
        OperatorInstance[] current = polled;
        for (int i = 0; i < current.length; i++) {
            if (!control.isHeld(i)) {
                work += current[i].poll(nowNs);
            }
        }
        flush(sending);
        control.release();
        return work;
    }

    /** Sends the events the streams gathered: the calls that made them have ended. */
    private static void flush(SendingStream[] sending) {
        for (int i = 0; i < sending.length; i++) {
            sending[i].flush();
        }
    }

    @Override
    public void close() {
        time.stop();
        duty.close();
        streams.close();
        taps.close();
        recordings.close(); // what they held goes back to the process's budgets, for the domains it runs on
    }
}
