package org.orrery.agent.star;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.orrery.agent.control.ApiException;
import org.orrery.agent.star.DeploymentPlan.PlanetPlan;
import org.orrery.agent.star.DeploymentPlanner.Endpoint;
import org.orrery.agent.star.DeploymentTransaction.ClearDeployment;
import org.orrery.agent.star.DeploymentTransaction.RestoreDeployment;
import org.orrery.agent.star.DeploymentTransaction.StopDomain;
import org.orrery.agent.star.DeploymentTransaction.UninstallBundle;
import org.orrery.control.api.ControlJson;
import org.orrery.control.api.DomainApi.Change;
import org.orrery.control.api.DomainApi.Health;
import org.orrery.control.api.LatencyProfile;
import org.orrery.control.api.NodeApi.DomainProcess;
import org.orrery.control.api.NodeApi.HostLatency;
import org.orrery.control.api.NodeApi.StartDomain;
import org.orrery.control.api.NodeApi.UdpPort;
import org.orrery.control.api.Role;
import org.orrery.control.api.SystemApi.BundleSpec;
import org.orrery.control.api.SystemApi.Step;
import org.orrery.control.client.ControlClient;
import org.orrery.control.client.ControlException;
import org.orrery.control.client.DomainProxy;
import org.orrery.control.client.NodeDaemonProxy;

/**
 * What the Star asks of the lab for a deployment, one Planet at a time: start its domain through its node daemon,
 * install its bundles, carry out a rollback's steps, stop the Planets a new system no longer has, and set the media
 * drivers' waiting; with {@link #eachPlanet} running one step for every Planet, as many at a time as each host has
 * cores. The {@link StarCoordinator} decides the order of the steps and keeps the deployment.
 */
final class PlanetCalls {

    static final Duration CALL_TIMEOUT = Duration.ofSeconds(30);
    /** A domain start: the node daemon waits up to 60 s for the domain's port. */
    static final Duration START_TIMEOUT = Duration.ofSeconds(75);
    static final Duration HEARTBEAT_TIMEOUT = PlanetWatch.STATUS_WAIT;

    /**
     * The largest answer of a domain the Star reads to pass on (a tap read, a recording's chunk, a bundle list): above
     * any a domain gives within its own bounds, far below the Star's heap.
     */
    static final long MAX_RELAYED_BYTES = 16L << 20;

    private final ControlClient client;
    /** The coordinator's Planets by name, which a start adds to and a stop removes from. */
    private final Map<String, Planet> planets;
    /** The group each Planet this Star started runs in, by name (none: a process of its own). */
    private final Map<String, String> groups = new ConcurrentHashMap<>();
    private final PlanetWatch watch;
    private final NodeViews nodeViews;
    private final PlanetBundles bundles = new PlanetBundles(this::domain);
    /** How many of their sources' events the Planets trace: one in this many, none at 0; each part deployed says so. */
    private volatile int traceOneIn;

    PlanetCalls(ControlClient client, Map<String, Planet> planets, PlanetWatch watch, NodeViews nodeViews) {
        this.client = client;
        this.planets = planets;
        this.watch = watch;
        this.nodeViews = nodeViews;
    }

    /**
     * Whether a Planet answers as the process its node daemon started for it (name and pid); throws with the reason
     * when it does not.
     */
    void alive(Planet planet) throws ControlException {
        Health health = domain(planet).withTimeout(HEARTBEAT_TIMEOUT).health();
        if (!planet.name().equals(health.name()) || health.pid() != planet.pid()) {
            throw new ApiException(502, "port " + planet.port() + " answers as " + health.name() + " (pid "
                    + health.pid() + "), not as the process its node daemon started for " + planet.name());
        }
    }

    /**
     * Has each host's media driver wait as the most demanding latency profile of the host's Planets. A driver that
     * cannot be changed is reported and leaves the deployment standing: it only moves events later.
     */
    void driverProfiles(DeploymentPlan plan, List<Step> steps) {
        Map<String, LatencyProfile> byNode = new LinkedHashMap<>();
        Map<String, String> hostOf = new HashMap<>();
        for (PlanetPlan planned : plan.planets()) {
            LatencyProfile profile = planned.request().latencyProfile() == null ? LatencyProfile.BALANCED
                    : planned.request().latencyProfile();
            byNode.merge(planned.nodeUrl(), profile, (a, b) -> a.compareTo(b) >= 0 ? a : b);
            hostOf.put(planned.nodeUrl(), planned.host());
        }
        byNode.forEach((node, profile) -> {
            try {
                node(node).latencyProfile(new HostLatency(profile));
                steps.add(new Step("media driver", hostOf.get(node), true, "waits as " + profile.wireName()));
            } catch (ControlException e) {
                steps.add(new Step("media driver", hostOf.get(node), false, "left as it was: " + e.getMessage()));
            }
        });
    }

    /** Carries out one step of a rollback against the lab. */
    void undo(DeploymentTransaction.Undo undo) throws ControlException {
        Planet planet = undo.planet();
        if (undo instanceof RestoreDeployment restore) {
            domain(planet).deploy(restore.previous());
        } else if (undo instanceof ClearDeployment) {
            domain(planet).clearDeployment();
        } else if (undo instanceof UninstallBundle uninstall) {
            domain(planet).uninstall(uninstall.bundleId());
        } else if (undo instanceof StopDomain) {
            planets.remove(planet.name());
            watch.forget(planet.name());
            stopDomain(planet); // the start may have failed before the domain ran: nothing to stop
        }
    }

    /** "2 kept, 1 restarted (even), ..." from a Planet's deployment answer. */
    static String describe(Change change) {
        if (change == null) {
            return "applied";
        }
        return names(change.kept(), "kept", false) + ", " + names(change.restarted(), "restarted", true) + ", "
                + names(change.created(), "created", true) + ", " + names(change.removed(), "removed", true)
                + "; connection ends: " + change.routesKept() + " kept, " + change.routesWired() + " wired, "
                + change.routesRemoved() + " removed";
    }

    private static String names(List<String> names, String what, boolean listed) {
        return names.size() + " " + what + (listed && !names.isEmpty() ? " (" + String.join(", ", names) + ")" : "");
    }

    /** Stops the Planets the previous system had and the new one does not. */
    void stopPlanetsOutside(DeploymentPlan plan, DeploymentPlan previousPlan, List<Step> steps) {
        Set<String> kept = new LinkedHashSet<>();
        plan.planets().forEach(p -> kept.add(p.name()));
        for (PlanetPlan old : previousPlan.planets()) {
            Planet planet = planets.get(old.name());
            if (planet != null && !kept.contains(old.name())) {
                try {
                    stopDomain(planet);
                    steps.add(new Step("stop domain", old.name(), true, "done"));
                } catch (ControlException e) {
                    steps.add(new Step("stop domain", old.name(), false, e.getMessage()));
                }
                planets.remove(old.name());
                watch.forget(old.name());
            }
        }
    }

    /** One step of a deployment for one Planet. */
    @FunctionalInterface
    interface PlanetStep {

        void run(PlanetPlan planned) throws IOException, InterruptedException;
    }

    /**
     * Runs {@code step} for every Planet of the plan: on each host as many at a time as it has cores (a domain process
     * takes a core for a couple of seconds to start its framework, and forty started at once on two cores made every
     * start time out), the hosts in parallel. Fails with the first failure once all have finished, so that the
     * transaction knows everything that was done or begun. {@code atOnce} keeps each node's figure for the deployment.
     */
    void eachPlanet(DeploymentPlan plan, Map<String, Integer> atOnce, PlanetStep step)
            throws IOException, InterruptedException {
        Map<String, List<PlanetPlan>> byNode = new LinkedHashMap<>();
        plan.planets()
                .forEach(planned -> byNode.computeIfAbsent(planned.nodeUrl(), n -> new ArrayList<>()).add(planned));
        List<Future<?>> running = new ArrayList<>();
        List<ExecutorService> pools = new ArrayList<>();
        try {
            for (Map.Entry<String, List<PlanetPlan>> node : byNode.entrySet()) {
                int threads = Math.min(node.getValue().size(),
                        atOnce.computeIfAbsent(node.getKey(), this::startsAtOnce));
                ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
                    Thread thread = new Thread(r, "orrery-star-deploy");
                    thread.setDaemon(true);
                    return thread;
                });
                pools.add(pool);
                for (PlanetPlan planned : node.getValue()) {
                    running.add(pool.submit(() -> {
                        step.run(planned);
                        return null;
                    }));
                }
            }
        } finally {
            pools.forEach(ExecutorService::shutdown);
        }
        Exception failure = null;
        for (Future<?> task : running) {
            try {
                task.get();
            } catch (ExecutionException e) {
                failure = failure != null ? failure : e.getCause() instanceof Exception cause ? cause : e;
            }
        }
        if (failure instanceof IOException io) {
            throw io;
        } else if (failure instanceof InterruptedException interrupted) {
            throw interrupted;
        } else if (failure instanceof RuntimeException runtime) {
            throw runtime;
        } else if (failure != null) {
            throw new IOException(failure.getMessage(), failure);
        }
    }

    /**
     * How many domains the node daemon at {@code nodeUrl} should start at once: its host's cores (1 if it cannot say).
     */
    private int startsAtOnce(String nodeUrl) {
        try {
            return Math.max(1, node(nodeUrl).host().processors());
        } catch (ControlException e) {
            return 1;
        }
    }

    /** Asks the node daemon at {@code nodeUrl} for a UDP port on its host. */
    Endpoint udpEndpoint(String nodeUrl) throws ControlException {
        UdpPort answer = node(nodeUrl).udpPort();
        return new Endpoint(answer.address(), answer.port());
    }

    /**
     * Starts a Planet unless it runs; adds its step when done. The transaction learns of the start before it is asked
     * for, so that a rollback also stops (or cancels) a start whose answer never came.
     */
    Planet bringUp(PlanetPlan planned, DeploymentTransaction transaction, List<Step> steps) throws ControlException {
        Planet existing = planets.get(planned.name());
        // a Planet is kept only while its node daemon vouches for it: one that ended since its last heartbeat is
        // started anew, and its old port (which another process may hold now) is not called
        if (existing != null && !nodeViews.vouches(existing)) {
            planets.remove(existing.name());
            watch.forget(existing.name());
            existing = null;
        }
        if (existing != null && watch.isUp(existing.name())
                && Objects.equals(groups.get(existing.name()), planned.group())) {
            steps.add(new Step("domain", existing.name(), true,
                    "kept running on host " + existing.host() + ", port " + existing.port()));
            return existing;
        }
        if (existing != null && watch.isUp(existing.name())) {
            // its isolation changed: it goes and comes back in the process the model now asks for
            stopDomain(existing);
            planets.remove(existing.name());
            watch.forget(existing.name());
            steps.add(new Step("stop domain", existing.name(), true,
                    "to run " + (planned.group() == null ? "in a process of its own" : "in group " + planned.group())));
        }
        transaction.started(new Planet(planned.name(), planned.host(), planned.nodeUrl(), null, 0, 0));
        DomainProcess started;
        String portNote = "";
        NodeDaemonProxy node = node(planned.nodeUrl()).withTimeout(START_TIMEOUT);
        try {
            started = node.startDomain(new StartDomain(planned.name(), Role.PLANET, planned.controlPort(), null, null,
                    null, planned.group()));
        } catch (ControlException e) {
            if (planned.controlPort() == null || e.status() != 409 || !e.getMessage().contains("is in use")) {
                throw e;
            }
            // the model's control port is taken on that host (by another domain of a lab of one machine, say): any free
            // one
            started = node
                    .startDomain(new StartDomain(planned.name(), Role.PLANET, null, null, null, null, planned.group()));
            portNote = " (the model's control port " + planned.controlPort() + " is in use there: " + e.getMessage()
                    + ")";
        }
        Planet planet = new Planet(planned.name(), planned.host(), planned.nodeUrl(), started.address(), started.port(),
                started.pid());
        planets.put(planet.name(), planet);
        if (planned.group() == null) {
            groups.remove(planet.name());
        } else {
            groups.put(planet.name(), planned.group());
        }
        watch.started(planet);
        steps.add(new Step("domain", planet.name(), true,
                "up on host " + planet.host() + ", port " + planet.port()
                        + (planned.group() == null ? "" : " in the shared domain host of group " + planned.group())
                        + portNote));
        return planet;
    }

    /**
     * Relays a call on {@code path} (a path of {@link DomainProxy}'s, with what follows it) to domain {@code domain}'s
     * agent ({@code star}, the Star's own, when it is the Star) and answers what it answered; refused when the system
     * has no such domain or it is down.
     */
    Object relay(String method, String domain, DomainProxy star, String path, byte[] body) throws IOException {
        DomainProxy agent = star;
        if (agent == null) {
            Planet planet = planets.get(domain);
            if (planet == null) {
                throw new ApiException(404, "the system has no domain '" + domain + "'");
            }
            PlanetWatch.Beat beat = watch.beat(domain);
            if (beat != null && beat.silent()) {
                throw new ApiException(503, "domain '" + domain + "' is down (" + beat.error() + "); not calling it");
            }
            nodeViews.vouch(planet);
            agent = domain(planet);
        }
        try {
            return ControlJson.mapper().readTree(agent.relay(method, path, body, MAX_RELAYED_BYTES));
        } catch (ControlException e) {
            if (e.unanswered()) {
                throw new ApiException(502, "domain '" + domain + "' does not answer: " + e.getMessage());
            }
            throw new ApiException(e.status(), domain + ": " + e.getMessage());
        }
    }

    /** The control API of {@code planet}'s agent, each call within {@link #CALL_TIMEOUT}. */
    DomainProxy domain(Planet planet) {
        return new DomainProxy(client, planet.url(), CALL_TIMEOUT);
    }

    /** The control API of the node daemon at {@code nodeUrl}, each call within {@link #CALL_TIMEOUT}. */
    NodeDaemonProxy node(String nodeUrl) {
        return new NodeDaemonProxy(client, nodeUrl, CALL_TIMEOUT);
    }

    /** Has {@code planet}'s node daemon end its process; one already gone (404) is as good as stopped. */
    void stopDomain(Planet planet) throws ControlException {
        try {
            node(planet.nodeUrl()).stopDomain(planet.name());
        } catch (ControlException e) {
            if (e.status() != 404) {
                throw e;
            }
        }
    }

    /**
     * Deploys a Planet's part of the plan into a process that runs no part yet (started on request, or started again by
     * its node daemon): installs its bundles, then applies its deployment.
     */
    void deployPart(Planet planet, PlanetPlan planned, DeploymentTransaction transaction) throws ControlException {
        Set<String> present = bundles.installedLocations(planet);
        for (BundleSpec bundle : planned.bundles()) {
            bundles.install(planet, bundle, present, transaction);
        }
        domain(planet).deploy(planned.request().tracing(traceOneIn));
    }

    int traceOneIn() {
        return traceOneIn;
    }

    void traceOneIn(int oneIn) {
        traceOneIn = oneIn;
    }

    PlanetBundles bundles() {
        return bundles;
    }
}
