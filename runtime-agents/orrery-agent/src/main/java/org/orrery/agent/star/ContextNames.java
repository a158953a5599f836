package org.orrery.agent.star;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import org.orrery.agent.control.ControlServer;
import org.orrery.control.api.DomainApi.DomainStatus;
import org.orrery.control.api.DomainApi.NameBinding;
import org.orrery.control.api.NamePattern;
import org.orrery.control.api.SystemApi;
import org.orrery.control.api.SystemApi.ConnectionSpec;
import org.orrery.control.api.SystemApi.ContextSubscription;
import org.orrery.control.api.SystemApi.DeployResult;
import org.orrery.control.api.SystemApi.OperatorSpec;
import org.orrery.control.api.SystemApi.SystemDeployment;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Context-sensitive names, as Solar's Star keeps them: names whose bindings shift while the system runs. Operators bind
 * a member (a symbolic name or a pattern) to a name ({@code OperatorContext.bind}); their domains report the bindings
 * in their status. Twice a second this compares what the running system's subscriptions to such names resolve to now, a
 * connection from every operator a bound member names to each subscriber, with the connections the Star made for them
 * before ({@link ConnectionSpec#boundTo}), and deploys the system with the difference (by
 * {@link DeployHistory#REBINDING_BY}; the rest runs on); a binding that would close a loop connects nothing (and is
 * listed). A rebinding refused (a Planet down, say) is not tried again until the bindings change.
 * {@code GET /v1/system/names} tells the subscriptions, the bindings, the connections made and the last refusal.
 */
final class ContextNames implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(ContextNames.class);

    private static final long EVERY_MS = 500;

    private final Running running;
    private final PlanetWatch watch;
    private final SystemDeployer deployer;
    private final ScheduledExecutorService ticks = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "orrery-star-names");
        thread.setDaemon(true);
        return thread;
    });
    /** The connections of the last rebinding that was refused, and why; by the tick thread. */
    private volatile List<ConnectionSpec> refusedConnections = List.of();
    private volatile String refused = "";
    private volatile List<NameBinding> lastBindings = List.of();
    private volatile List<String> lastLoops = List.of();

    ContextNames(Running running, PlanetWatch watch, SystemDeployer deployer) {
        this.running = running;
        this.watch = watch;
        this.deployer = deployer;
    }

    void routes(ControlServer server) {
        server.route("GET", "/v1/system/names", 0, (path, body) -> state());
    }

    void start() {
        ticks.scheduleWithFixedDelay(this::tick, EVERY_MS, EVERY_MS, TimeUnit.MILLISECONDS);
    }

    SystemApi.ContextNames state() {
        SystemDeployment system = running.required();
        return new SystemApi.ContextNames(system.contextSubscriptions(), lastBindings,
                system.connections().stream().filter(c -> c.boundTo() != null).toList(), refused, lastLoops);
    }

    private void tick() {
        try {
            rebind();
        } catch (RuntimeException | OutOfMemoryError | StackOverflowError e) {
            // the next tick tries again
            LOG.warn("rebinding context-sensitive names failed: {}", e.toString());
        }
    }

    /** Deploys the running system with the connections its context-sensitive names resolve to now, if they changed. */
    void rebind() {
        SystemDeployment system = running.system();
        if (system == null || system.contextSubscriptions().isEmpty()) {
            lastBindings = List.of();
            lastLoops = List.of();
            return;
        }
        List<NameBinding> bindings = bindings();
        lastBindings = bindings;
        Resolution resolution = resolve(system, bindings);
        lastLoops = resolution.loops();
        List<ConnectionSpec> wanted = resolution.connections();
        Set<ConnectionSpec> made = new LinkedHashSet<>(
                system.connections().stream().filter(c -> c.boundTo() != null).toList());
        if (made.equals(new LinkedHashSet<>(wanted))) {
            refused = "";
            return;
        }
        if (wanted.equals(refusedConnections)) {
            return;
        }
        synchronized (running) {
            if (running.system() != system) {
                return; // deployed meanwhile: the next tick starts from that
            }
            List<ConnectionSpec> connections = new ArrayList<>(
                    system.connections().stream().filter(c -> c.boundTo() == null).toList());
            connections.addAll(wanted);
            String error;
            try {
                DeployResult result = deployer
                        .deploy(system.withConnections(connections).by(DeployHistory.REBINDING_BY));
                error = result.deployed() ? null : result.error();
            } catch (RuntimeException e) { // refused before a step: the same as a failed one, never tried again
                error = e.getMessage();
            }
            refusedConnections = error == null ? List.of() : wanted;
            refused = error == null ? "" : error;
            if (error != null) {
                LOG.warn("the connections of the context-sensitive names were not deployed: {}", error);
            }
        }
    }

    /** The bindings the Planets that are up reported last (operators run on Planets only). */
    private List<NameBinding> bindings() {
        List<NameBinding> bindings = new ArrayList<>();
        for (Planet planet : running.planets.values()) {
            PlanetWatch.Beat beat = watch.beat(planet.name());
            DomainStatus status = beat == null || !beat.up() ? null : beat.status();
            if (status != null && !running.stopped.contains(planet.name())) {
                bindings.addAll(status.bindings());
            }
        }
        return bindings;
    }

    /**
     * What context-sensitive names resolve to: the {@code connections} to make, and the {@code loops}, the connections
     * a binding asks for that would close a loop ({@code SOURCE -> SUBSCRIBER for NAME}).
     */
    record Resolution(List<ConnectionSpec> connections, List<String> loops) {
    }

    /**
     * The connections {@code system}'s subscriptions to context-sensitive names resolve to under {@code bindings}: from
     * every operator whose symbolic name a member bound to a name the subscription matches, to the subscriber, with the
     * subscription's predicate and delivery; none where a connection of the system joins the two already, none from the
     * subscriber to itself, none that would close a loop (the subscriber's events reaching the source: listed apart),
     * each pair once (the first subscription's).
     */
    static Resolution resolve(SystemDeployment system, List<NameBinding> bindings) {
        Set<String> wired = new LinkedHashSet<>();
        Map<String, Set<String>> downstream = new HashMap<>();
        system.connections().stream().filter(c -> c.boundTo() == null).forEach(c -> {
            wired.add(c.source() + "\n" + c.target());
            downstream.computeIfAbsent(c.source(), s -> new HashSet<>()).add(c.target());
        });
        Map<String, ConnectionSpec> resolved = new LinkedHashMap<>();
        Set<String> loops = new LinkedHashSet<>();
        for (ContextSubscription subscription : system.contextSubscriptions()) {
            NamePattern pattern = NamePattern.of(subscription.pattern());
            for (NameBinding binding : bindings) {
                if (!pattern.matches(binding.name())) {
                    continue;
                }
                NamePattern member = NamePattern.of(binding.member());
                for (OperatorSpec source : system.operators()) {
                    String pair = source.name() + "\n" + subscription.subscriber();
                    if (source.name().equals(subscription.subscriber()) || wired.contains(pair)
                            || resolved.containsKey(pair) || !member.matches(source.symbolicName())) {
                        continue;
                    }
                    if (reaches(downstream, subscription.subscriber(), source.name())) {
                        loops.add(source.name() + " -> " + subscription.subscriber() + " for " + binding.name());
                        continue;
                    }
                    downstream.computeIfAbsent(source.name(), s -> new HashSet<>()).add(subscription.subscriber());
                    resolved.put(pair, new ConnectionSpec(source.name(), subscription.subscriber(),
                            subscription.predicate(), subscription.delivery(), null, null, null, binding.name()));
                }
            }
        }
        return new Resolution(List.copyOf(resolved.values()), List.copyOf(loops));
    }

    /** Whether {@code to} is downstream of {@code from}. */
    private static boolean reaches(Map<String, Set<String>> downstream, String from, String to) {
        Set<String> seen = new HashSet<>();
        Deque<String> next = new ArrayDeque<>(List.of(from));
        while (!next.isEmpty()) {
            String operator = next.pop();
            if (operator.equals(to)) {
                return true;
            }
            if (seen.add(operator)) {
                next.addAll(downstream.getOrDefault(operator, Set.of()));
            }
        }
        return false;
    }

    @Override
    public void close() {
        ticks.shutdownNow();
    }
}
