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
    }

    /**
     * Creates the operators and wires the routes, all or nothing: when any operator cannot be created or any
     * route cannot be wired, the operators created so far are closed and the running deployment is untouched.
     */
    public void deploy(List<OperatorSpec> newOperators, List<RouteSpec> newRoutes) throws DeploymentException {
        Map<String, OperatorInstance> created = new LinkedHashMap<>();
        try {
            for (OperatorSpec spec : newOperators) {
                if (operators.containsKey(spec.name()) || created.containsKey(spec.name())) {
                    throw new DeploymentException("operator '" + spec.name() + "' is already deployed in domain '"
                            + context.name() + "'");
                }
                created.put(spec.name(), create(spec));
            }
            List<Outlet> newOutlets = new ArrayList<>();
            List<OperatorInstance> outletSources = new ArrayList<>();
            List<RemoteInlet> newInlets = new ArrayList<>();
            try {
                for (RouteSpec spec : newRoutes) {
                    wire(spec, created, newOutlets, outletSources, newInlets);
                }
            } catch (DeploymentException | RuntimeException e) {
                newOutlets.stream().filter(RemoteOutlet.class::isInstance).forEach(o -> ((RemoteOutlet) o).close());
                newInlets.forEach(RemoteInlet::close);
                throw e;
            }
            cycleLock.lock();
            try {
                operators.putAll(created);
                for (int i = 0; i < newOutlets.size(); i++) {
                    outletSources.get(i).addOutlet(newOutlets.get(i));
                    outlets.add(newOutlets.get(i));
                }
                inlets.addAll(newInlets);
                polled = operators.values().toArray(new OperatorInstance[0]);
                remoteOutlets = outlets.stream().filter(RemoteOutlet.class::isInstance).map(RemoteOutlet.class::cast)
                        .toArray(RemoteOutlet[]::new);
                remoteInlets = inlets.toArray(new RemoteInlet[0]);
            } finally {
                cycleLock.unlock();
            }
            LockSupport.unpark(thread);
        } catch (DeploymentException | RuntimeException e) {
            created.values().forEach(OperatorInstance::close);
            throw e;
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

    private OperatorInstance local(String name, Map<String, OperatorInstance> created) {
        return created.containsKey(name) ? created.get(name) : operators.get(name);
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
        OperatorFactory factory = framework.operatorFactory(spec.type());
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
        Operator operator;
        try {
            operator = factory.create(operatorContext);
            operator.open();
        } catch (Exception | LinkageError e) {
            throw new DeploymentException("operator '" + spec.name() + "' (" + spec.type() + ") cannot be created: "
                    + (e.getMessage() == null ? e.toString() : e.getMessage()), e);
        }
        return new OperatorInstance(spec.name(), spec.type(), operator, context.quarantineAfterErrors());
    }

    /**
     * Checks that the operators can be created and the predicates compile, without deploying anything: each operator
     * is created through its factory, opened and closed again. Throws naming the first that fails.
     */
    public void check(List<OperatorSpec> newOperators, List<RouteSpec> newRoutes) throws DeploymentException {
        for (OperatorSpec spec : newOperators) {
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
            polled = new OperatorInstance[0];
            remoteOutlets = new RemoteOutlet[0];
            remoteInlets = new RemoteInlet[0];
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
     * take events from other domains and let operators emit of their own accord. Returns how much was done.
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
