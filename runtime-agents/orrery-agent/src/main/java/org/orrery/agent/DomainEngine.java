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
    private final List<Route> routes = new ArrayList<>();
    private OperatorInstance[] polled = new OperatorInstance[0];
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
            List<Route> wired = new ArrayList<>();
            List<OperatorInstance> sources = new ArrayList<>();
            for (RouteSpec spec : newRoutes) {
                OperatorInstance source = find(spec.source(), created, spec);
                OperatorInstance target = find(spec.target(), created, spec);
                EventPredicate predicate = null;
                if (!spec.predicate().isEmpty()) {
                    try {
                        predicate = JexlPredicates.compile(spec.predicate());
                    } catch (IllegalArgumentException e) {
                        throw new DeploymentException("connection " + spec.source() + " \u2192 " + spec.target() + ": "
                                + e.getMessage(), e);
                    }
                }
                wired.add(new Route(spec, target, predicate, context.clockNs()));
                sources.add(source);
            }
            cycleLock.lock();
            try {
                operators.putAll(created);
                for (int i = 0; i < wired.size(); i++) {
                    sources.get(i).addRoute(wired.get(i));
                    routes.add(wired.get(i));
                }
                polled = operators.values().toArray(new OperatorInstance[0]);
            } finally {
                cycleLock.unlock();
            }
            LockSupport.unpark(thread);
        } catch (DeploymentException | RuntimeException e) {
            created.values().forEach(OperatorInstance::close);
            throw e;
        }
    }

    private OperatorInstance find(String name, Map<String, OperatorInstance> created, RouteSpec spec) throws DeploymentException {
        OperatorInstance instance = created.containsKey(name) ? created.get(name) : operators.get(name);
        if (instance == null) {
            throw new DeploymentException("connection " + spec.source() + " \u2192 " + spec.target() + ": operator '" + name
                    + "' is not deployed in domain '" + context.name() + "'");
        }
        return instance;
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

    /** Closes every operator and removes every route. */
    public void undeploy() {
        cycleLock.lock();
        try {
            operators.values().forEach(OperatorInstance::close);
            operators.clear();
            routes.clear();
            polled = new OperatorInstance[0];
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
        List<Route> snapshot;
        cycleLock.lock();
        try {
            snapshot = List.copyOf(routes);
        } finally {
            cycleLock.unlock();
        }
        return snapshot.stream().map(Route::stats).toList();
    }

    private void run() {
        int idleCycles = 0;
        while (running) {
            int work = 0;
            cycleLock.lock();
            try {
                long now = context.clockNs().getAsLong();
                OperatorInstance[] current = polled;
                for (int i = 0; i < current.length; i++) {
                    work += current[i].poll(now);
                }
            } finally {
                cycleLock.unlock();
            }
            idleCycles = work > 0 ? 0 : idle(idleCycles);
        }
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
    }
}
