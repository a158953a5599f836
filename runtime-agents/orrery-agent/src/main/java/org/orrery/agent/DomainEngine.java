package org.orrery.agent;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;

import org.orrery.operator.api.EventPredicate;
import org.orrery.operator.api.Operator;
import org.orrery.operator.api.OperatorContext;
import org.orrery.operator.api.OperatorFactory;
import org.orrery.operator.api.Parameters;

import org.osgi.framework.Bundle;
import org.osgi.framework.ServiceEvent;
import org.osgi.framework.ServiceReference;

import io.aeron.Aeron;

/**
 * Runs a domain's operators on one duty-cycle thread: each cycle lets every operator emit of its own accord
 * (sources, windowed aggregates), and emitted events travel the routes by direct hand-off. Deployment changes
 * are applied between cycles. When a cycle does nothing, the thread backs off from spinning to parking.
 */
public final class DomainEngine implements AutoCloseable {

    private final DomainContext context;
    private final DomainFramework framework;
    private final ReentrantLock cycleLock = new ReentrantLock();
    private final Map<String, OperatorInstance> operators = new LinkedHashMap<>();
    private final List<Outlet> outlets = new ArrayList<>();
    private final List<RemoteInlet> inlets = new ArrayList<>();
    private OperatorInstance[] polled = new OperatorInstance[0];
    private RemoteOutlet[] remoteOutlets = new RemoteOutlet[0];
    private RemoteInlet[] remoteInlets = new RemoteInlet[0];
    /** The inlets of connections whose sending half is in this domain too (unspecialized: through the media driver). */
    private RemoteInlet[] loopbackInlets = new RemoteInlet[0];
    private Aeron aeron;
    private final Thread thread;
    private volatile boolean running = true;

    public DomainEngine(DomainContext context, DomainFramework framework) {
        context.requireConcluded();
        this.context = context;
        this.framework = framework;
        this.thread = new Thread(this::run, "orrery-domain-" + context.name());
        this.thread.setDaemon(true);
        this.thread.start();
        framework.watchOperatorFactories(this::factoryChanged);
    }

    /** What {@link #apply} changed: operators kept running, restarted with a new specification, created, closed. */
    public record Change(List<String> kept, List<String> restarted, List<String> created, List<String> removed,
            int routesKept, int routesWired, int routesRemoved) {
    }

    /**
     * Adds operators and routes to those deployed, all or nothing. A name that is already deployed is refused.
     */
    public Change deploy(List<OperatorSpec> newOperators, List<RouteSpec> newRoutes) throws DeploymentException {
        List<OperatorSpec> operatorsWanted = new ArrayList<>();
        List<RouteSpec> routesWanted = new ArrayList<>();
        cycleLock.lock();
        try {
            operators.values().forEach(instance -> operatorsWanted.add(instance.spec()));
            routesWanted.addAll(deployedRoutes());
        } finally {
            cycleLock.unlock();
        }
        for (OperatorSpec spec : newOperators) {
            if (operatorsWanted.stream().anyMatch(o -> o.name().equals(spec.name()))) {
                throw new DeploymentException("operator '" + spec.name() + "' is already deployed in domain '" + context.name() + "'");
            }
            operatorsWanted.add(spec);
        }
        routesWanted.addAll(newRoutes);
        return apply(operatorsWanted, routesWanted);
    }

    /**
     * Makes the deployment the given one, changing only what differs, all or nothing. An operator whose specification
     * is unchanged keeps running with its counters; a changed one is restarted in place; operators no longer wanted are
     * closed, and a quarantined one gets a fresh start. Routes (connections) whose specification is unchanged stay wired, with their counters, even when an
     * operator at one of their ends restarted. New operators are created and new routes wired before anything running
     * is touched, so when any of them fails the running deployment is left as it was.
     */
    public Change apply(List<OperatorSpec> wantedOperators, List<RouteSpec> wantedRoutes) throws DeploymentException {
        Map<String, OperatorSpec> wanted = new LinkedHashMap<>();
        for (OperatorSpec spec : wantedOperators) {
            if (wanted.put(spec.name(), spec) != null) {
                throw new DeploymentException("operator '" + spec.name() + "' is named twice for domain '" + context.name() + "'");
            }
        }
        Map<String, OperatorInstance> current;
        List<RouteSpec> currentRoutes;
        cycleLock.lock();
        try {
            current = new LinkedHashMap<>(operators);
            currentRoutes = deployedRoutes();
        } finally {
            cycleLock.unlock();
        }
        List<String> kept = new ArrayList<>();
        List<String> restarted = new ArrayList<>();
        List<String> removed = new ArrayList<>();
        for (OperatorInstance instance : current.values()) {
            OperatorSpec spec = wanted.get(instance.name());
            if (spec == null) {
                removed.add(instance.name());
            } else if (spec.equals(instance.spec()) && (instance.state() == OperatorInstance.State.RUNNING
                    || instance.state() == OperatorInstance.State.SUSPENDED)) {
                kept.add(instance.name());
            } else {
                restarted.add(instance.name());
            }
        }
        Map<String, OperatorInstance> created = new LinkedHashMap<>();
        Map<String, Object[]> replacements = new LinkedHashMap<>();
        List<Outlet> newOutlets = new ArrayList<>();
        List<OperatorInstance> outletSources = new ArrayList<>();
        List<RemoteInlet> newInlets = new ArrayList<>();
        try {
            for (OperatorSpec spec : wanted.values()) {
                if (restarted.contains(spec.name())) {
                    DomainFramework.Provider provider = framework.provider(spec.type());
                    replacements.put(spec.name(), new Object[] {spec, open(spec, provider.factory()), provider});
                } else if (!current.containsKey(spec.name())) {
                    created.put(spec.name(), create(spec));
                }
            }
            Map<String, OperatorInstance> available = new LinkedHashMap<>(current);
            removed.forEach(available::remove);
            available.putAll(created);
            List<RouteSpec> toWire = new ArrayList<>(wantedRoutes);
            toWire.removeAll(currentRoutes);
            for (RouteSpec spec : toWire) {
                wire(spec, available, newOutlets, outletSources, newInlets);
            }
        } catch (DeploymentException | RuntimeException e) {
            newOutlets.stream().filter(RemoteOutlet.class::isInstance).forEach(o -> ((RemoteOutlet) o).close());
            newInlets.forEach(RemoteInlet::close);
            created.values().forEach(OperatorInstance::close);
            replacements.values().forEach(r -> closeQuietly((Operator) r[1]));
            throw e;
        }
        int routesRemoved;
        cycleLock.lock();
        try {
            routesRemoved = unwire(wantedRoutes);
            for (String name : removed) {
                operators.remove(name).close();
            }
            for (Map.Entry<String, Object[]> entry : replacements.entrySet()) {
                Object[] r = entry.getValue();
                operators.get(entry.getKey()).replace((OperatorSpec) r[0], (Operator) r[1], (DomainFramework.Provider) r[2]);
            }
            operators.putAll(created);
            for (int i = 0; i < newOutlets.size(); i++) {
                outletSources.get(i).addOutlet(newOutlets.get(i));
                outlets.add(newOutlets.get(i));
            }
            inlets.addAll(newInlets);
            refreshArrays();
        } finally {
            cycleLock.unlock();
        }
        LockSupport.unpark(thread);
        return new Change(kept, restarted, List.copyOf(created.keySet()), removed,
                currentRoutes.size() - routesRemoved, newOutlets.size() + newInlets.size(), routesRemoved);
    }

    /** The specifications of the routes wired now, each once (a domain holding both halves of one lists it twice). */
    private List<RouteSpec> deployedRoutes() {
        List<RouteSpec> specs = new ArrayList<>();
        outlets.forEach(outlet -> specs.add(outlet.spec()));
        inlets.forEach(inlet -> {
            if (!specs.contains(inlet.spec())) {
                specs.add(inlet.spec());
            }
        });
        return specs;
    }

    /** Removes, under the cycle lock, every route not among {@code wantedRoutes}; returns how many went. */
    private int unwire(List<RouteSpec> wantedRoutes) {
        int count = 0;
        for (java.util.Iterator<Outlet> it = outlets.iterator(); it.hasNext();) {
            Outlet outlet = it.next();
            if (!wantedRoutes.contains(outlet.spec())) {
                it.remove();
                OperatorInstance source = operators.get(outlet.spec().source());
                if (source != null) {
                    source.removeOutlet(outlet);
                }
                if (outlet instanceof RemoteOutlet remote) {
                    remote.close();
                }
                count++;
            }
        }
        for (java.util.Iterator<RemoteInlet> it = inlets.iterator(); it.hasNext();) {
            RemoteInlet inlet = it.next();
            if (!wantedRoutes.contains(inlet.spec())) {
                it.remove();
                inlet.close();
                count++;
            }
        }
        return count;
    }

    private void refreshArrays() {
        polled = operators.values().toArray(new OperatorInstance[0]);
        remoteOutlets = outlets.stream().filter(RemoteOutlet.class::isInstance).map(RemoteOutlet.class::cast)
                .toArray(RemoteOutlet[]::new);
        remoteInlets = inlets.toArray(new RemoteInlet[0]);
        loopbackInlets = inlets.stream().filter(inlet -> operators.containsKey(inlet.spec().source())).toArray(RemoteInlet[]::new);
    }

    private static void closeQuietly(Operator operator) {
        try {
            operator.close();
        } catch (Exception | LinkageError e) {
            // the operator was never used; nothing depends on its closing
        }
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
            cycleLock.lock();
            try {
                for (OperatorInstance instance : operators.values()) {
                    DomainFramework.Provider provider = instance.provider();
                    if (provider != null && provider.bundleId() == bundleId && instance.spec().type().equals(type)) {
                        instance.suspend("suspended: " + provider.bundle() + " no longer provides '" + type + "'");
                    }
                }
            } finally {
                cycleLock.unlock();
            }
        } else if (event.getType() == ServiceEvent.REGISTERED) {
            List<OperatorInstance> waiting;
            cycleLock.lock();
            try {
                waiting = operators.values().stream().filter(i -> i.state() == OperatorInstance.State.SUSPENDED
                        && i.spec().type().equals(type)).toList();
            } finally {
                cycleLock.unlock();
            }
            DomainFramework.Provider provider = waiting.isEmpty() ? null : framework.provider(ref);
            for (OperatorInstance instance : waiting) {
                if (provider == null) {
                    continue;
                }
                try {
                    Operator fresh = open(instance.spec(), provider.factory());
                    cycleLock.lock();
                    try {
                        instance.replace(instance.spec(), fresh, provider);
                    } finally {
                        cycleLock.unlock();
                    }
                } catch (DeploymentException e) {
                    instance.suspend("suspended: " + e.getMessage());
                }
            }
            LockSupport.unpark(thread);
        }
    }

    /**
     * Wires the halves of {@code spec} that this domain holds: a direct route when both operators are here and no
     * transport is given, otherwise the sending half for a local source and the receiving half for a local target.
     */
    private void wire(RouteSpec spec, Map<String, OperatorInstance> created, List<Outlet> newOutlets,
            List<OperatorInstance> outletSources, List<RemoteInlet> newInlets) throws DeploymentException {
        OperatorInstance source = local(spec.source(), created);
        OperatorInstance target = local(spec.target(), created);
        EventPredicate predicate = compile(spec);
        if (spec.transport() == null) {
            if (source == null || target == null) {
                String missing = source == null ? spec.source() : spec.target();
                throw new DeploymentException("connection " + spec.label() + ": operator '" + missing
                        + "' is not deployed in domain '" + context.name() + "' and the connection has no transport");
            }
            newOutlets.add(new Route(spec, target, predicate, context.clockNs()));
            outletSources.add(source);
            return;
        }
        if (source == null && target == null) {
            throw new DeploymentException("connection " + spec.label() + ": neither operator is deployed in domain '"
                    + context.name() + "'");
        }
        Transport transport = spec.transport();
        if (target != null) {
            newInlets.add(new RemoteInlet(spec, aeron().addSubscription(transport.channel(), transport.streamId()), target,
                    context.clockNs()));
        }
        if (source != null) {
            newOutlets.add(new RemoteOutlet(spec, aeron().addExclusivePublication(transport.channel(), transport.streamId()),
                    predicate));
            outletSources.add(source);
        }
    }

    private static OperatorInstance local(String name, Map<String, OperatorInstance> available) {
        return available.get(name);
    }

    private static EventPredicate compile(RouteSpec spec) throws DeploymentException {
        if (spec.predicate().isEmpty()) {
            return null;
        }
        try {
            return JexlPredicates.compile(spec.predicate());
        } catch (IllegalArgumentException e) {
            throw new DeploymentException("connection " + spec.label() + ": " + e.getMessage(), e);
        }
    }

    private Aeron aeron() throws DeploymentException {
        if (aeron == null) {
            if (context.aeronDirectory() == null) {
                throw new DeploymentException("domain '" + context.name() + "' has no media driver for connections to other domains");
            }
            try {
                aeron = Aeron.connect(new Aeron.Context().aeronDirectoryName(context.aeronDirectory()));
            } catch (RuntimeException e) {
                throw new DeploymentException("domain '" + context.name() + "' cannot reach the media driver in "
                        + context.aeronDirectory() + ": " + e.getMessage(), e);
            }
        }
        return aeron;
    }

    private OperatorInstance create(OperatorSpec spec) throws DeploymentException {
        DomainFramework.Provider provider = framework.provider(spec.type());
        return new OperatorInstance(spec, open(spec, provider.factory()), provider, context.quarantineAfterErrors());
    }

    /** Creates and opens an operator of {@code spec} through {@code factory}. */
    private Operator open(OperatorSpec spec, OperatorFactory factory) throws DeploymentException {
        Parameters parameters = new ParameterMap(spec.parameters());
        OperatorContext operatorContext = new OperatorContext() {
            @Override
            public String name() {
                return spec.name();
            }

            @Override
            public String symbolicName() {
                return spec.symbolicName();
            }

            @Override
            public Parameters parameters() {
                return parameters;
            }

            @Override
            public EventPredicate compilePredicate(String expression) {
                return JexlPredicates.compile(expression);
            }

            @Override
            public long nanoTime() {
                return context.clockNs().getAsLong();
            }
        };
        try {
            Operator operator = factory.create(operatorContext);
            operator.open();
            return operator;
        } catch (Exception | LinkageError e) {
            throw new DeploymentException("operator '" + spec.name() + "' (" + spec.type() + ") cannot be created: "
                    + (e.getMessage() == null ? e.toString() : e.getMessage()), e);
        }
    }

    /**
     * Checks that the operators can be created and the predicates compile, without deploying anything: each operator
     * is created through its factory, opened and closed again. Throws naming the first that fails.
     */
    public void check(List<OperatorSpec> newOperators, List<RouteSpec> newRoutes) throws DeploymentException {
        List<OperatorSpec> running;
        cycleLock.lock();
        try {
            running = operators.values().stream().map(OperatorInstance::spec).toList();
        } finally {
            cycleLock.unlock();
        }
        for (OperatorSpec spec : newOperators) {
            if (running.contains(spec)) {
                continue;
            }
            OperatorInstance trial = create(spec);
            trial.close();
        }
        for (RouteSpec spec : newRoutes) {
            compile(spec);
        }
    }

    /** Closes every operator and removes every route. */
    public void undeploy() {
        cycleLock.lock();
        try {
            operators.values().forEach(OperatorInstance::close);
            operators.clear();
            for (RemoteOutlet outlet : remoteOutlets) {
                outlet.close();
            }
            inlets.forEach(RemoteInlet::close);
            outlets.clear();
            inlets.clear();
            refreshArrays();
        } finally {
            cycleLock.unlock();
        }
    }

    /** Whether every operator has emitted all it will emit of its own accord (finite sources are done). */
    public boolean isQuiescent() {
        cycleLock.lock();
        try {
            for (OperatorInstance operator : operators.values()) {
                if (!operator.isExhausted()) {
                    return false;
                }
            }
            for (RemoteOutlet outlet : remoteOutlets) {
                if (!outlet.isEmpty()) {
                    return false;
                }
            }
            return true;
        } finally {
            cycleLock.unlock();
        }
    }

    public List<OperatorStats> operatorStats() {
        cycleLock.lock();
        try {
            return operators.values().stream().map(OperatorInstance::stats).toList();
        } finally {
            cycleLock.unlock();
        }
    }

    public List<RouteStats> routeStats() {
        List<Outlet> sending;
        List<RemoteInlet> receiving;
        cycleLock.lock();
        try {
            sending = List.copyOf(outlets);
            receiving = List.copyOf(inlets);
        } finally {
            cycleLock.unlock();
        }
        List<RouteStats> stats = new ArrayList<>();
        sending.forEach(outlet -> stats.add(outlet.stats()));
        receiving.forEach(inlet -> stats.add(inlet.stats()));
        return stats;
    }

    private void run() {
        int idleCycles = 0;
        while (running) {
            int work = 0;
            cycleLock.lock();
            try {
                work += doWork(context.clockNs().getAsLong());
            } finally {
                cycleLock.unlock();
            }
            idleCycles = work > 0 ? 0 : idle(idleCycles);
        }
    }

    /**
     * One duty cycle: send what waits for remote connections; then, unless a reliable connection is congested,
     * take events from other domains and let operators emit of their own accord. A congested domain still takes in
     * what it sent itself through the media driver: nobody else drains those publications, and with its own sources
     * held back what waits there is finite. Returns how much was done.
     */
    private int doWork(long nowNs) {
        int work = 0;
        boolean congested = false;
        RemoteOutlet[] sending = remoteOutlets;
        for (int i = 0; i < sending.length; i++) {
            work += sending[i].drain(256);
            congested |= sending[i].isCongested();
        }
        if (congested) {
            RemoteInlet[] looping = loopbackInlets;
            for (int i = 0; i < looping.length; i++) {
                work += looping[i].poll(64);
            }
            return work;
        }
        RemoteInlet[] receiving = remoteInlets;
        for (int i = 0; i < receiving.length; i++) {
            work += receiving[i].poll(64);
        }
        OperatorInstance[] current = polled;
        for (int i = 0; i < current.length; i++) {
            work += current[i].poll(nowNs);
        }
        return work;
    }

    /** Backs off when idle: spin, then yield, then park for exponentially longer up to the configured maximum. */
    private int idle(int idleCycles) {
        if (idleCycles < 10) {
            Thread.onSpinWait();
        } else if (idleCycles < 20) {
            Thread.yield();
        } else {
            long parkNs = Math.min(context.idleSleepMaxNs(), 1_000L << Math.min(20, idleCycles - 20));
            LockSupport.parkNanos(parkNs);
        }
        return idleCycles + 1;
    }

    @Override
    public void close() {
        running = false;
        LockSupport.unpark(thread);
        try {
            thread.join(5_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        undeploy();
        if (aeron != null) {
            aeron.close();
        }
    }
}
