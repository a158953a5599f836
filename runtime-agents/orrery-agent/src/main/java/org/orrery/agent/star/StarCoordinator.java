package org.orrery.agent.star;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import org.orrery.agent.DomainAgent;
import org.orrery.agent.control.ApiException;
import org.orrery.agent.control.StatusStream;
import org.orrery.agent.star.DeploymentPlan.PlanetPlan;
import org.orrery.agent.star.DeploymentPlanner.Endpoint;
import org.orrery.agent.star.DeploymentTransaction.ClearDeployment;
import org.orrery.agent.star.DeploymentTransaction.RestoreDeployment;
import org.orrery.agent.star.DeploymentTransaction.StopDomain;
import org.orrery.agent.star.DeploymentTransaction.UninstallBundle;
import org.orrery.control.api.BundleState;
import org.orrery.control.api.ControlClient;
import org.orrery.control.api.ControlException;
import org.orrery.control.api.ControlJson;
import org.orrery.control.api.DomainApi.BundleInfo;
import org.orrery.control.api.DomainApi.Change;
import org.orrery.control.api.DomainApi.DeploymentResult;
import org.orrery.control.api.DomainApi.DomainStatus;
import org.orrery.control.api.DomainApi.Health;
import org.orrery.control.api.DomainApi.InstallRequest;
import org.orrery.control.api.DomainApi.Started;
import org.orrery.control.api.LatencyProfile;
import org.orrery.control.api.NodeApi.DomainProcess;
import org.orrery.control.api.NodeApi.HostLatency;
import org.orrery.control.api.NodeApi.HostStatus;
import org.orrery.control.api.NodeApi.StartDomain;
import org.orrery.control.api.NodeApi.UdpPort;
import org.orrery.control.api.Role;
import org.orrery.control.api.SystemApi.BundleSpec;
import org.orrery.control.api.SystemApi.DeployResult;
import org.orrery.control.api.SystemApi.DomainView;
import org.orrery.control.api.SystemApi.Progress;
import org.orrery.control.api.SystemApi.Step;
import org.orrery.control.api.SystemApi.SystemDeployment;
import org.orrery.control.api.SystemApi.SystemStatus;

/**
 * The coordinator part of the Star: deploys a whole system through the hosts' node daemons (the plan from the
 * {@link DeploymentPlanner}, what it did kept in a {@link DeploymentTransaction} for the rollback), watches the Planets
 * by heartbeat ({@link PlanetWatch}) and serves their folded status ({@link StatusAggregator}), which it also streams
 * to WebSocket subscribers after every heartbeat (twice a second). Its HTTP routes are {@link StarRoutes}.
 */
public final class StarCoordinator implements AutoCloseable {

    private static final long HEARTBEAT_MS = 500;
    private static final Duration CALL_TIMEOUT = Duration.ofSeconds(30);
    /** A domain start: the node daemon waits up to 60 s for the domain's port. */
    private static final Duration START_TIMEOUT = Duration.ofSeconds(75);
    private static final Duration HEARTBEAT_TIMEOUT = Duration.ofMillis(900);
    /** How many Planets a heartbeat asks at a time (see {@link PlanetWatch}). */
    private static final int HEARTBEAT_CALLS_AT_ONCE = 16;

    private final String starName;
    private final DomainAgent star;
    private final ControlClient client;
    private final DeploymentPlanner planner;
    private final Map<String, Planet> planets = new ConcurrentHashMap<>();
    private final PlanetWatch watch;
    private final StatusAggregator aggregator = new StatusAggregator();
    private final StatusStream stream = new StatusStream();
    private final ScheduledExecutorService heartbeat = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "orrery-star-heartbeat");
        thread.setDaemon(true);
        return thread;
    });
    /** Measures the hosts' clocks against the Star's and hands out their offsets. */
    private ClockSync clocks;
    /** Deploys the part of a Planet that its node daemon started again, one at a time, off the heartbeat. */
    private final ExecutorService recoveries = Executors.newSingleThreadExecutor(r -> {
        Thread thread = new Thread(r, "orrery-star-recover");
        thread.setDaemon(true);
        return thread;
    });
    /** The Planets whose part is being deployed again, and when the last attempt for each began (nanoseconds). */
    private final Map<String, Long> recovering = new ConcurrentHashMap<>();
    private static final long RECOVERY_RETRY_NS = TimeUnit.SECONDS.toNanos(5);
    /** Where the deployment is kept for a Star started again; null: nowhere (embedded coordinators in tests). */
    private final StarState state;
    private volatile SystemDeployment deployed;
    /** The steps of the deployment under way, as they happen; null when none is. */
    private volatile List<Step> inProgress;
    private DeploymentPlan lastPlan;

    /**
     * @param nodes the node daemons of the lab by host name; a system whose host names are not among them is mapped
     *              onto the only node when there is one (the embedded lab)
     */
    public StarCoordinator(DomainAgent star, String starName, String token, Map<String, String> nodes) {
        this(star, starName, token, nodes, null);
    }

    /**
     * A coordinator that keeps its deployment in {@code stateFile} and, when that holds one (the Star died and was
     * started again), re-adopts its Planets: each is called again once its node daemon vouches for the process, and one
     * started again meanwhile gets its part deployed anew.
     */
    public StarCoordinator(DomainAgent star, String starName, String token, Map<String, String> nodes, Path stateFile) {
        this(star, starName, token, nodes, stateFile, System::nanoTime);
    }

    /**
     * A coordinator as above that also measures every host's clock against {@code starClock} (the Star host's own) and
     * tells each node daemon its offset ({@link ClockSync}).
     */
    public StarCoordinator(DomainAgent star, String starName, String token, Map<String, String> nodes, Path stateFile,
            java.util.function.LongSupplier starClock) {
        this.state = stateFile == null ? null : new StarState(stateFile);
        this.star = star;
        this.starName = starName;
        this.client = new ControlClient(token, star.tls());
        this.planner = new DeploymentPlanner(nodes, starName, this::udpEndpoint);
        this.watch = new PlanetWatch(planet -> client.get(planet.url() + "/v1/status", DomainStatus.class, HEARTBEAT_TIMEOUT),
                this::nodeView, System::nanoTime, HEARTBEAT_CALLS_AT_ONCE);
        readopt();
        StarRoutes.register(star.server(), this, stream);
        heartbeat.scheduleWithFixedDelay(this::beat, HEARTBEAT_MS, HEARTBEAT_MS, TimeUnit.MILLISECONDS);
        this.clocks = new ClockSync(nodes, client, starClock);
        clocks.start();
    }

    /**
     * Deploys {@code system}, changing only what differs from the running deployment. Over a running system it first
     * installs the new bundles beside the old ones and has every Planet check that it can create the new and changed
     * operators; only then does each Planet apply its part, keeping unchanged operators running with their counters.
     * A failure before that point leaves the running system as it was; a failure after it restores the previous
     * deployment on the Planets already changed. Meanwhile the heartbeat asks the Planets only whether they live
     * ({@link PlanetWatch#lightly}).
     */
    synchronized DeployResult deploy(SystemDeployment system) {
        watch.lightly(this::alive);
        try {
            return deployWatchedLightly(system);
        } finally {
            watch.lightly(null);
        }
    }

    /** Whether a Planet answers as the process started for it; throws with the reason when it does not. */
    private void alive(Planet planet) throws ControlException {
        Health health = client.get(planet.url() + "/v1/health", Health.class, HEARTBEAT_TIMEOUT);
        if (!planet.name().equals(health.name()) || health.pid() != planet.pid()) {
            throw new ApiException(502, "port " + planet.port() + " answers as " + health.name() + " (pid " + health.pid()
                    + "), not as the process started for " + planet.name());
        }
    }

    private DeployResult deployWatchedLightly(SystemDeployment system) {
        DeploymentPlan previousPlan = deployed == null ? null : lastPlan;
        DeploymentPlan plan;
        try {
            plan = planner.plan(system, previousPlan);
        } catch (PlanException e) {
            throw new ApiException(400, e.getMessage());
        } catch (IOException e) {
            throw new ApiException(422, "cannot plan the connections between hosts: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ApiException(503, "interrupted while planning");
        }
        List<Step> steps = Collections.synchronizedList(new ArrayList<>());
        inProgress = steps;
        DeploymentTransaction transaction = new DeploymentTransaction();
        try {
            Map<String, Integer> atOnce = new LinkedHashMap<>();
            eachPlanet(plan, atOnce, planned -> bringUp(planned, transaction, steps));
            eachPlanet(plan, atOnce, planned -> {
                Planet planet = planets.get(planned.name());
                Set<String> present = installedLocations(planet);
                for (BundleSpec bundle : planned.bundles()) {
                    boolean installed = install(planet, bundle, present, transaction);
                    steps.add(new Step("bundle", planet.name(), true, bundle.symbolicName() + " " + bundle.version() + " "
                            + (installed ? "installed, " + expectedState(bundle).wireName() : "already installed")));
                }
            });
            if (previousPlan != null) {
                eachPlanet(plan, atOnce, planned -> {
                    client.exchange("POST", planets.get(planned.name()).url() + "/v1/deployment/check",
                            ControlJson.write(planned.request()), CALL_TIMEOUT);
                    steps.add(new Step("check", planned.name(), true, "the new and changed operators can be created"));
                });
            }
            eachPlanet(plan, atOnce, planned -> {
                Planet planet = planets.get(planned.name());
                PlanetPlan before = previousPlan == null ? null : previousPlan.planet(planet.name());
                transaction.deployed(planet, before == null ? null : before.request());
                DeploymentResult answer = client.call("PUT", planet.url() + "/v1/deployment", planned.request().held(true),
                        DeploymentResult.class, CALL_TIMEOUT);
                steps.add(new Step("operators", planet.name(), true, describe(answer.change())));
            });
            // every domain has its part: now the new and restarted operators start emitting, all at about one moment
            eachPlanet(plan, atOnce, planned -> {
                Started started = client.call("POST", planets.get(planned.name()).url() + "/v1/deployment/start", null,
                        Started.class, CALL_TIMEOUT);
                steps.add(new Step("start", planned.name(), true, started.operators().isEmpty() ? "nothing new to start"
                        : started.operators().size() + " operators started"));
            });
            driverProfiles(plan, steps);
            if (previousPlan != null) {
                stopPlanetsOutside(plan, previousPlan, steps);
            }
            deployed = system;
            lastPlan = plan;
            inProgress = null;
            save();
            return new DeployResult(true, system.system(), List.copyOf(steps), null);
        } catch (IOException | InterruptedException | RuntimeException e) {
            String error = e.getMessage();
            steps.add(new Step("failed", "", false, error));
            steps.addAll(transaction.rollback(this::undo));
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
            inProgress = null;
            return new DeployResult(false, system.system(), List.copyOf(steps), error);
        }
    }

    /**
     * Has each host's media driver wait as the most demanding latency profile of the host's Planets. A driver that
     * cannot be changed is reported and leaves the deployment standing: it only moves events later.
     */
    private void driverProfiles(DeploymentPlan plan, List<Step> steps) {
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
                client.call("PUT", node + "/v1/host/latency-profile", new HostLatency(profile), HostLatency.class, CALL_TIMEOUT);
                steps.add(new Step("media driver", hostOf.get(node), true, "waits as " + profile.wireName()));
            } catch (ControlException e) {
                steps.add(new Step("media driver", hostOf.get(node), false, "left as it was: " + e.getMessage()));
            }
        });
    }

    /** Carries out one step of a rollback against the lab. */
    private void undo(DeploymentTransaction.Undo undo) throws ControlException {
        Planet planet = undo.planet();
        if (undo instanceof RestoreDeployment restore) {
            client.exchange("PUT", planet.url() + "/v1/deployment", ControlJson.write(restore.previous()), CALL_TIMEOUT);
        } else if (undo instanceof ClearDeployment) {
            client.exchange("DELETE", planet.url() + "/v1/deployment", null, CALL_TIMEOUT);
        } else if (undo instanceof UninstallBundle uninstall) {
            client.exchange("DELETE", planet.url() + "/v1/bundles/" + uninstall.bundleId(), null, CALL_TIMEOUT);
        } else if (undo instanceof StopDomain) {
            planets.remove(planet.name());
            watch.forget(planet.name());
            try {
                client.exchange("DELETE", planet.nodeUrl() + "/v1/domains/" + planet.name(), null, CALL_TIMEOUT);
            } catch (ControlException e) {
                if (e.status() != 404) {
                    throw e;
                }
                // the start failed before the domain ran: nothing to stop
            }
        }
    }

    /** The deployment under way: whether there is one, and its steps so far (domains, bundles, operators…). */
    Progress progress() {
        List<Step> steps = inProgress;
        if (steps == null) {
            return new Progress(false, List.of());
        }
        synchronized (steps) {
            return new Progress(true, List.copyOf(steps));
        }
    }

    /**
     * Passes a bundle request on to a domain of the system (the Star itself or a Planet), so that a client that
     * reaches only the Star can manage every domain's bundles; the domain's answer, or its refusal, comes back as is.
     */
    Object relay(String method, String domain, String path, byte[] body) throws IOException {
        String url;
        if (domain.equals(starName)) {
            url = star.server().url() + path;
        } else {
            Planet planet = planets.get(domain);
            if (planet == null) {
                throw new ApiException(404, "the system has no domain '" + domain + "'");
            }
            PlanetWatch.Beat beat = watch.beat(domain);
            if (beat != null && beat.silent()) {
                throw new ApiException(503, "domain '" + domain + "' is down (" + beat.error() + "); not calling it");
            }
            url = planet.url() + path;
        }
        try {
            return ControlJson.mapper().readTree(client.exchange(method, url, body, CALL_TIMEOUT));
        } catch (ControlException e) {
            if (e.unanswered()) {
                throw new ApiException(502, "domain '" + domain + "' does not answer: " + e.getMessage());
            }
            throw new ApiException(e.status(), domain + ": " + e.getMessage());
        }
    }

    /** "2 kept, 1 restarted (even), ..." from a Planet's deployment answer. */
    private static String describe(Change change) {
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
    private void stopPlanetsOutside(DeploymentPlan plan, DeploymentPlan previousPlan, List<Step> steps) {
        Set<String> kept = new LinkedHashSet<>();
        plan.planets().forEach(p -> kept.add(p.name()));
        for (PlanetPlan old : previousPlan.planets()) {
            Planet planet = planets.get(old.name());
            if (planet != null && !kept.contains(old.name())) {
                try {
                    client.exchange("DELETE", planet.nodeUrl() + "/v1/domains/" + planet.name(), null, CALL_TIMEOUT);
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
    private interface PlanetStep {
        void run(PlanetPlan planned) throws IOException, InterruptedException;
    }

    /**
     * Runs {@code step} for every Planet of the plan: on each host as many at a time as it has cores (a domain process
     * takes a core for a couple of seconds to start its framework, and forty started at once on two cores made every
     * start time out), the hosts in parallel. Fails with the first failure once all have finished, so that the
     * transaction knows everything that was done or begun. {@code atOnce} keeps each node's figure for the deployment.
     */
    private void eachPlanet(DeploymentPlan plan, Map<String, Integer> atOnce, PlanetStep step)
            throws IOException, InterruptedException {
        Map<String, List<PlanetPlan>> byNode = new LinkedHashMap<>();
        plan.planets().forEach(planned -> byNode.computeIfAbsent(planned.nodeUrl(), n -> new ArrayList<>()).add(planned));
        List<Future<?>> running = new ArrayList<>();
        List<ExecutorService> pools = new ArrayList<>();
        try {
            for (Map.Entry<String, List<PlanetPlan>> node : byNode.entrySet()) {
                int threads = Math.min(node.getValue().size(), atOnce.computeIfAbsent(node.getKey(), this::startsAtOnce));
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

    /** A Planet's process as its node daemon sees it, or null when the node daemon runs no domain of its name. */
    private DomainProcess nodeView(Planet planet) throws ControlException {
        HostStatus host = client.get(planet.nodeUrl() + "/v1/host", HostStatus.class, HEARTBEAT_TIMEOUT);
        return host.domains().stream().filter(d -> d.name().equals(planet.name())).findFirst().orElse(null);
    }

    /** How many domains the node daemon at {@code nodeUrl} should start at once: its host's cores (1 if it cannot say). */
    private int startsAtOnce(String nodeUrl) {
        try {
            return Math.max(1, client.get(nodeUrl + "/v1/host", HostStatus.class, CALL_TIMEOUT).processors());
        } catch (ControlException e) {
            return 1;
        }
    }

    /** Asks the node daemon at {@code nodeUrl} for a UDP port on its host. */
    private Endpoint udpEndpoint(String nodeUrl) throws ControlException {
        UdpPort answer = client.call("POST", nodeUrl + "/v1/udp-port", null, UdpPort.class, CALL_TIMEOUT);
        return new Endpoint(answer.address(), answer.port());
    }

    /**
     * Starts a Planet unless it runs; adds its step when done. The transaction learns of the start before it is asked
     * for, so that a rollback also stops (or cancels) a start whose answer never came.
     */
    private Planet bringUp(PlanetPlan planned, DeploymentTransaction transaction, List<Step> steps) throws ControlException {
        Planet existing = planets.get(planned.name());
        if (existing != null && watch.isUp(existing.name())) {
            steps.add(new Step("domain", existing.name(), true, "kept running on host " + existing.host() + ", port "
                    + existing.port()));
            return existing;
        }
        transaction.started(new Planet(planned.name(), planned.host(), planned.nodeUrl(), null, 0, 0));
        DomainProcess started;
        String portNote = "";
        try {
            started = client.call("POST", planned.nodeUrl() + "/v1/domains",
                    new StartDomain(planned.name(), Role.PLANET, planned.controlPort(), null, null, null), DomainProcess.class,
                    START_TIMEOUT);
        } catch (ControlException e) {
            if (planned.controlPort() == null || e.status() != 409 || !e.getMessage().contains("is in use")) {
                throw e;
            }
            // the model's control port is taken on that host (by another domain of a lab of one machine, say): any free one
            started = client.call("POST", planned.nodeUrl() + "/v1/domains",
                    new StartDomain(planned.name(), Role.PLANET, null, null, null, null), DomainProcess.class, START_TIMEOUT);
            portNote = " (the model's control port " + planned.controlPort() + " is in use there: " + e.getMessage() + ")";
        }
        Planet planet = new Planet(planned.name(), planned.host(), planned.nodeUrl(), started.address(), started.port(),
                started.pid());
        planets.put(planet.name(), planet);
        watch.started(planet);
        steps.add(new Step("domain", planet.name(), true, "up on host " + planet.host() + ", port " + planet.port() + portNote));
        return planet;
    }

    /** The locations of the bundles a Planet has now, asked once per deployment. */
    private Set<String> installedLocations(Planet planet) throws ControlException {
        Set<String> locations = new LinkedHashSet<>();
        for (BundleInfo present : client.get(planet.url() + "/v1/bundles", BundleInfo[].class, CALL_TIMEOUT)) {
            locations.add(present.location());
        }
        return locations;
    }

    /**
     * Installs (and starts, when it is expected active) a bundle the Planet does not have yet; returns whether it
     * installed it.
     */
    private boolean install(Planet planet, BundleSpec bundle, Set<String> present, DeploymentTransaction transaction)
            throws ControlException {
        String location = "orrery:" + bundle.symbolicName() + "@" + bundle.version() + "#" + bundle.sha256();
        if (!present.add(location)) {
            return false;
        }
        BundleInfo installed = client.call("POST", planet.url() + "/v1/bundles",
                new InstallRequest(location, bundle.sha256(), bundle.bytesBase64(), null), BundleInfo.class, CALL_TIMEOUT);
        if (installed.id() == 0) {
            return false;
        }
        transaction.installed(planet, installed.id());
        if (expectedState(bundle) == BundleState.ACTIVE) {
            client.exchange("POST", planet.url() + "/v1/bundles/" + installed.id() + "/start", null, CALL_TIMEOUT);
        }
        return true;
    }

    private static BundleState expectedState(BundleSpec bundle) {
        return bundle.expectedState() == null ? BundleState.ACTIVE : bundle.expectedState();
    }

    synchronized SystemStatus undeploy() {
        for (Planet planet : planets.values()) {
            try {
                client.exchange("DELETE", planet.nodeUrl() + "/v1/domains/" + planet.name(), null, CALL_TIMEOUT);
            } catch (@SuppressWarnings("unused") ControlException e) {
                // a Planet that is already gone needs no stopping
            }
        }
        planets.clear();
        watch.clear();
        aggregator.clear();
        deployed = null;
        lastPlan = null;
        forgetSaved();
        return status();
    }

    /** Takes up the deployment a Star before this one saved, if any (see the constructor). */
    private void readopt() {
        if (state == null) {
            return;
        }
        try {
            StarState.Loaded loaded = state.load();
            if (loaded == null) {
                return;
            }
            deployed = loaded.system();
            lastPlan = loaded.plan();
            for (Planet planet : loaded.planets()) {
                planets.put(planet.name(), planet);
                watch.unconfirmed(planet, "the Star started again: waiting for the node daemon of host " + planet.host()
                        + " to report its process");
            }
            System.err.println("orrery-star: took up system '" + loaded.system().system() + "' from " + state.file() + " ("
                    + loaded.planets().size() + " Planets)");
        } catch (IOException e) {
            System.err.println("orrery-star: " + e.getMessage());
        }
    }

    /** Keeps the deployment as it stands now for a Star started after this one; a failure is logged, never fatal. */
    private synchronized void save() {
        if (state == null || deployed == null || lastPlan == null) {
            return;
        }
        try {
            state.save(deployed, lastPlan, planets.values());
        } catch (IOException | RuntimeException e) {
            System.err.println("orrery-star: cannot save the deployment to " + state.file() + ": " + e);
        }
    }

    private void forgetSaved() {
        if (state == null) {
            return;
        }
        try {
            state.delete();
        } catch (IOException e) {
            System.err.println("orrery-star: cannot delete " + state.file() + ": " + e.getMessage());
        }
    }

    /**
     * Deploys a Planet's part of the plan into the process its node daemon started again: checks that the process its
     * node daemon vouches for answers as that Planet, installs its bundles, applies its deployment, and watches it from
     * then on. A failure leaves it down with the reason; the next heartbeat (5 s on) tries again.
     */
    private void recover(PlanetWatch.Restarted restarted) {
        String name = restarted.planet().name();
        try {
            synchronized (this) {
                PlanetPlan planned = lastPlan == null ? null : lastPlan.planet(name);
                if (planets.get(name) != restarted.planet() || planned == null) {
                    return; // undeployed or redeployed meanwhile
                }
                DomainProcess process = restarted.process();
                Planet again = new Planet(name, restarted.planet().host(), restarted.planet().nodeUrl(), process.address(),
                        process.port(), process.pid());
                Health health = client.get(again.url() + "/v1/health", Health.class, HEARTBEAT_TIMEOUT);
                if (!name.equals(health.name()) || health.pid() != process.pid()) {
                    throw new ApiException(502, "port " + process.port() + " answers as " + health.name() + " (pid " + health.pid()
                            + "), not as the process its node daemon started");
                }
                Set<String> present = installedLocations(again);
                DeploymentTransaction untracked = new DeploymentTransaction();
                for (BundleSpec bundle : planned.bundles()) {
                    install(again, bundle, present, untracked);
                }
                client.call("PUT", again.url() + "/v1/deployment", planned.request(), DeploymentResult.class, CALL_TIMEOUT);
                planets.put(name, again);
                watch.started(again);
                save();
                System.err.println("orrery-star: " + name + " was started again by its node daemon (pid " + process.pid()
                        + "); its part is deployed there again");
            }
        } catch (IOException | RuntimeException e) {
            watch.unconfirmed(restarted.planet(), "started again by its node daemon, but its part could not be deployed there: "
                    + e.getMessage());
            System.err.println("orrery-star: " + name + ": " + e.getMessage());
        }
    }

    private void beat() {
        try {
            List<Planet> watched = List.copyOf(planets.values());
            for (PlanetWatch.Restarted restarted : watch.poll(watched)) {
                long now = System.nanoTime();
                Long began = recovering.get(restarted.planet().name());
                if (began == null || now - began > RECOVERY_RETRY_NS) {
                    recovering.put(restarted.planet().name(), now);
                    recoveries.execute(() -> recover(restarted));
                }
            }
            aggregator.sample(watched, watch, System.nanoTime());
            if (stream.subscribers() > 0) {
                stream.publish(ControlJson.text(status(), false));
            }
        } catch (RuntimeException | OutOfMemoryError | StackOverflowError e) {
            // a heartbeat that fails is reported by the next one; the schedule must go on
            System.err.println("orrery-star: heartbeat failed: " + e);
        }
    }

    SystemStatus status() {
        SystemDeployment system = deployed;
        DomainStatus self = star.status();
        DomainView starView = new DomainView(starName, StatusAggregator.hostOf(system, starName), Role.STAR, true, star.port(),
                ProcessHandle.current().pid(), "", self.bundles(), self.process());
        return aggregator.status(system, starView, List.copyOf(planets.values()), watch, System.currentTimeMillis());
    }

    @Override
    public void close() {
        heartbeat.shutdownNow();
        recoveries.shutdownNow();
        watch.close();
        if (clocks != null) {
            clocks.close();
        }
    }

    /** The Star stops on request (the lab stops, and its Planets with it): a Star started later begins empty. */
    public void stopped() {
        close();
        forgetSaved();
    }
}
