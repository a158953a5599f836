package org.orrery.agent.star;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

import org.orrery.agent.control.ApiException;
import org.orrery.agent.control.ControlServer;
import org.orrery.agent.control.StatusStream;
import org.orrery.agent.star.DeploymentPlan.PlanetPlan;
import org.orrery.control.api.AlertApi;
import org.orrery.control.api.ControlJson;
import org.orrery.control.api.DomainApi;
import org.orrery.control.api.DomainApi.Connected;
import org.orrery.control.api.DomainApi.DeploymentResult;
import org.orrery.control.api.DomainApi.DomainStatus;
import org.orrery.control.api.DomainApi.Started;
import org.orrery.control.api.DomainApi.TapRequest;
import org.orrery.control.api.NodeApi.DomainProcess;
import org.orrery.control.api.NodeApi.HostStatus;
import org.orrery.control.api.Role;
import org.orrery.control.api.SystemApi;
import org.orrery.control.api.SystemApi.BundleSpec;
import org.orrery.control.api.SystemApi.ConnectionSpec;
import org.orrery.control.api.SystemApi.DeployResult;
import org.orrery.control.api.SystemApi.DomainView;
import org.orrery.control.api.SystemApi.OperatorSpec;
import org.orrery.control.api.SystemApi.ParameterChange;
import org.orrery.control.api.SystemApi.ParameterChangeResult;
import org.orrery.control.api.SystemApi.Progress;
import org.orrery.control.api.SystemApi.Step;
import org.orrery.control.api.SystemApi.SystemDeployment;
import org.orrery.control.api.SystemApi.SystemStatus;
import org.orrery.control.client.ControlClient;
import org.orrery.control.client.ControlException;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The coordinator part of the Star: deploys a whole system through the hosts' node daemons (the plan from the
 * {@link DeploymentPlanner}, what it did kept in a {@link DeploymentTransaction} for the rollback), watches the Planets
 * by heartbeat ({@link PlanetWatch}) and serves their folded status ({@link StatusAggregator}), which it also streams
 * to WebSocket subscribers after every heartbeat (twice a second). Its HTTP routes are {@link StarRoutes}.
 */
public final class StarCoordinator implements AutoCloseable {

    private static final long HEARTBEAT_MS = 500;
    static final Duration CALL_TIMEOUT = Duration.ofSeconds(30);
    /** A domain start: the node daemon waits up to 60 s for the domain's port. */
    static final Duration START_TIMEOUT = Duration.ofSeconds(75);
    static final Duration HEARTBEAT_TIMEOUT = Duration.ofMillis(900);
    /** How many Planets a heartbeat asks at a time (see {@link PlanetWatch}). */
    private static final int HEARTBEAT_CALLS_AT_ONCE = 16;

    private final String starName;
    private final StarHost star;
    private final ControlClient client;
    private final DeploymentPlanner planner;
    private final Map<String, Planet> planets = new ConcurrentHashMap<>();
    private final PlanetWatch watch;
    /** The node daemons' word on their processes, asked before a Planet is called. */
    private final NodeViews nodeViews;
    private final PlanetCalls calls;
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
    private final Recoveries recoveries = new Recoveries(this::recover, System::nanoTime);
    /** Carries out the alerts' actions, one at a time, off the heartbeat; a few may wait, no more. */
    private final ExecutorService alertActions = new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS,
            new ArrayBlockingQueue<>(AlertWatch.MAX_WAITING), r -> {
                Thread thread = new Thread(r, "orrery-star-alert-actions");
                thread.setDaemon(true);
                return thread;
            });
    /** The deployed system's alerts, evaluated at every heartbeat. */
    private final AlertWatch alerts = new AlertWatch(this::act, alertActions);
    /**
     * Planets stopped on request ({@link #control}): not watched and not recovered until started again; a deployment or
     * an undeployment ends the list. Not kept in the saved state: a Star started again sees them down.
     */
    private final Set<String> stopped = ConcurrentHashMap.newKeySet();

    /** What the status says of a Planet stopped on request. */
    public static final String STOPPED = "stopped on request";
    /** Where the deployment is kept for a Star started again; null: nowhere (embedded coordinators in tests). */
    private final StarState state;
    /** The lab's deployments, kept beside the saved state (in memory without one). */
    private final DeployHistory history;
    private volatile SystemDeployment deployed;
    /** The steps of the deployment under way, as they happen; null when none is. */
    private volatile List<Step> inProgress;
    private volatile DeploymentPlan lastPlan;

    /**
     * @param nodes the node daemons of the lab by host name; a system whose host names are not among them is mapped
     * onto the only node when there is one (the embedded lab)
     */
    public StarCoordinator(StarHost star, String starName, String token, Map<String, String> nodes) {
        this(star, starName, token, nodes, null);
    }

    /**
     * A coordinator that keeps its deployment in {@code stateFile} and, when that holds one (the Star died and was
     * started again), re-adopts its Planets: each is called again once its node daemon vouches for the process, and one
     * started again meanwhile gets its part deployed anew.
     */
    public StarCoordinator(StarHost star, String starName, String token, Map<String, String> nodes, Path stateFile) {
        this(star, starName, token, nodes, NodeDaemons.NONE, stateFile, System::nanoTime);
    }

    /**
     * A coordinator as above that also measures every host's clock against {@code starClock} (the Star host's own) and
     * tells each node daemon its offset ({@link ClockSync}), and that sends nothing to a node daemon of this machine
     * that {@code nodes} no longer finds running.
     */
    public StarCoordinator(StarHost star, String starName, String token, NodeDaemons nodes, Path stateFile,
            LongSupplier starClock) {
        this(star, starName, token, nodes.urls(), nodes, stateFile, starClock);
    }

    private StarCoordinator(StarHost star, String starName, String token, Map<String, String> nodes,
            ControlClient.PeerCheck nodeCheck, Path stateFile, LongSupplier starClock) {
        this.state = stateFile == null ? null : new StarState(stateFile);
        this.history = new DeployHistory(stateFile == null ? null : stateFile.resolveSibling("deploy-history"));
        this.star = star;
        this.starName = starName;
        this.client = new ControlClient(token, star.tls()).withPeerCheck(nodeCheck);
        this.nodeViews = new NodeViews(nodeUrl -> client.get(nodeUrl + "/v1/host", HostStatus.class, HEARTBEAT_TIMEOUT),
                System::nanoTime);
        this.watch = new PlanetWatch(
                planet -> client.get(planet.url() + "/v1/status", DomainStatus.class, HEARTBEAT_TIMEOUT),
                nodeViews::process, System::nanoTime, HEARTBEAT_CALLS_AT_ONCE);
        this.calls = new PlanetCalls(client, planets, watch, nodeViews);
        this.planner = new DeploymentPlanner(nodes, starName, calls::udpEndpoint);
        readopt(nodes);
        StarRoutes.register(star.server(), this, stream);
        heartbeat.scheduleWithFixedDelay(this::beat, HEARTBEAT_MS, HEARTBEAT_MS, TimeUnit.MILLISECONDS);
        this.clocks = new ClockSync(nodes, client, starClock);
        clocks.start();
    }

    /**
     * Deploys {@code system}, changing only what differs from the running deployment. Over a running system it first
     * installs the new bundles beside the old ones and has every Planet check that it can create the new and changed
     * operators; only then does each Planet apply its part, keeping unchanged operators running with their counters. A
     * failure before that point leaves the running system as it was; a failure after it restores the previous
     * deployment on the Planets already changed. Meanwhile the heartbeat asks the Planets only whether they live
     * ({@link PlanetWatch#lightly}); once it is done, the heartbeat asks them for their status at once rather than at
     * its next beat, so that the status and its subscribers see the deployment running up to half a second sooner.
     */
    synchronized DeployResult deploy(SystemDeployment system) {
        SystemDeployment running = deployed;
        watch.lightly(calls::alive);
        try {
            DeployResult result = deployWatchedLightly(system);
            // listed once the system was planned: a system that cannot be is refused before anything reads it
            List<String> changes = DeploymentPreview.of(running, system)
                    .changes()
                    .stream()
                    .map(SystemApi.PreviewChange::toString)
                    .toList();
            history.add(system, result.deployed(), result.deployed() ? "deployed" : "failed: " + result.error(),
                    changes);
            return result;
        } catch (ApiException e) {
            history.add(system, false, "refused: " + e.getMessage(), List.of());
            throw e;
        } finally {
            watch.lightly(null);
            try {
                heartbeat.execute(this::beat);
            } catch (@SuppressWarnings("unused") RejectedExecutionException e) {
                // the Star is stopping: no more beats
            }
        }
    }

    private DeployResult deployWatchedLightly(SystemDeployment system) {
        DeploymentPlan previousPlan = deployed == null ? null : lastPlan;
        DeploymentPlan plan = plan(system, previousPlan);
        List<Step> steps = Collections.synchronizedList(new ArrayList<>());
        inProgress = steps;
        DeploymentTransaction transaction = new DeploymentTransaction();
        try {
            Map<String, Integer> atOnce = new LinkedHashMap<>();
            calls.eachPlanet(plan, atOnce, planned -> calls.bringUp(planned, transaction, steps));
            calls.eachPlanet(plan, atOnce, planned -> {
                Planet planet = planets.get(planned.name());
                Set<String> present = calls.installedLocations(planet);
                for (BundleSpec bundle : planned.bundles()) {
                    boolean installed = calls.install(planet, bundle, present, transaction);
                    steps.add(new Step("bundle", planet.name(), true,
                            bundle.symbolicName() + " " + bundle.version() + " "
                                    + (installed ? "installed, " + PlanetCalls.expectedState(bundle).wireName()
                                            : "already installed")));
                }
            });
            if (previousPlan != null) {
                calls.eachPlanet(plan, atOnce, planned -> {
                    client.exchange("POST", planets.get(planned.name()).url() + "/v1/deployment/check",
                            ControlJson.write(planned.request()), CALL_TIMEOUT);
                    steps.add(new Step("check", planned.name(), true, "the new and changed operators can be created"));
                });
            }
            calls.eachPlanet(plan, atOnce, planned -> {
                Planet planet = planets.get(planned.name());
                PlanetPlan before = previousPlan == null ? null : previousPlan.planet(planet.name());
                transaction.deployed(planet, before == null ? null : before.request());
                DeploymentResult answer = client.call("PUT", planet.url() + "/v1/deployment",
                        planned.request().held(true).tracing(calls.traceOneIn()), DeploymentResult.class, CALL_TIMEOUT);
                steps.add(new Step("operators", planet.name(), true, PlanetCalls.describe(answer.change())));
            });
            // every domain has its part; once every stream between them has connected (or a while has passed), the
            // new and restarted operators start emitting, all at about one moment
            calls.eachPlanet(plan, atOnce, planned -> {
                Connected connected = client.call("POST", planets.get(planned.name()).url() + "/v1/deployment/connect",
                        null, Connected.class, CALL_TIMEOUT);
                steps.add(new Step("connect", planned.name(), true,
                        connected.waiting().isEmpty() ? "every stream to other domains connected"
                                : "started without waiting longer for " + String.join(", ", connected.waiting())));
            });
            calls.eachPlanet(plan, atOnce, planned -> {
                Started started = client.call("POST", planets.get(planned.name()).url() + "/v1/deployment/start", null,
                        Started.class, CALL_TIMEOUT);
                steps.add(new Step("start", planned.name(), true, started.operators().isEmpty() ? "nothing new to start"
                        : started.operators().size() + " operators started"));
            });
            calls.driverProfiles(plan, steps);
            if (previousPlan != null) {
                calls.stopPlanetsOutside(plan, previousPlan, steps);
            }
            deployed = system;
            lastPlan = plan;
            alerts.watch(system.alerts(), System.currentTimeMillis(), !DeployHistory.byStar(system.by()));
            inProgress = null;
            stopped.clear(); // every Planet of the plan was brought up, and the others were stopped for good
            save();
            return new DeployResult(true, system.system(), List.copyOf(steps), null);
        } catch (IOException | InterruptedException | RuntimeException e) {
            String error = e.getMessage();
            steps.add(new Step("failed", "", false, error));
            steps.addAll(transaction.rollback(calls::undo));
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
            inProgress = null;
            return new DeployResult(false, system.system(), List.copyOf(steps), error);
        }
    }

    /**
     * Changes parameters of a running operator in place: passed on to the domain that runs it, which answers for the
     * operator (taken, or refused and why). Once taken, the deployment the Star keeps, and the part a Planet started
     * again is given, hold the new values.
     */
    synchronized ParameterChangeResult reconfigure(ParameterChange change) throws IOException {
        SystemDeployment system = deployed;
        if (system == null) {
            throw new ApiException(409, "no system is deployed");
        }
        OperatorSpec operator = system.operators()
                .stream()
                .filter(o -> o.name().equals(change.operator()))
                .findFirst()
                .orElseThrow(() -> new ApiException(404, "the system has no operator '" + change.operator() + "'"));
        ParameterChangeResult result = ControlJson.mapper()
                .treeToValue((JsonNode) relay("POST", operator.domain(), "/v1/deployment/parameters",
                        ControlJson.write(change)), ParameterChangeResult.class);
        deployed = system.withOperators(system.operators()
                .stream()
                .map(o -> o == operator
                        ? new OperatorSpec(o.name(), o.type(), o.domain(), o.symbolicName(), result.parameters())
                        : o)
                .toList());
        lastPlan = lastPlan == null ? null : lastPlan.withParameters(operator.name(), result.parameters());
        save();
        return result;
    }

    /**
     * Carries out an alert's action: a parameter changed in place, as {@link #reconfigure} does for a client, or a
     * connection's priority changed and deployed as any change is (the rest of the system running on). An action that
     * would set what is set already changes nothing.
     */
    private String act(AlertApi.Action action) throws IOException {
        synchronized (this) {
            SystemDeployment system = deployed;
            if (system == null) {
                throw new ApiException(409, "no system is deployed");
            }
            if (action.setsParameter()) {
                if (action.value().equals(operator(action.operator()).parameters().get(action.parameter()))) {
                    return "already so; nothing changed";
                }
                ParameterChangeResult result = reconfigure(
                        new ParameterChange(action.operator(), Map.of(action.parameter(), action.value())));
                return "taken by " + result.operator() + " on " + result.domain();
            }
            String[] link = action.link();
            ConnectionSpec connection = system.connections()
                    .stream()
                    .filter(c -> c.source().equals(link[0]) && c.target().equals(link[1]))
                    .findFirst()
                    .orElseThrow(
                            () -> new ApiException(404, "the system has no connection " + link[0] + " -> " + link[1]));
            int priority = connection.priority() == null ? 0 : connection.priority();
            if (priority == action.priority()) {
                return "already so; nothing deployed";
            }
            DeployResult result = deploy(system.withConnections(system.connections()
                    .stream()
                    .map(c -> c == connection
                            ? new ConnectionSpec(c.source(), c.target(), c.predicate(), c.delivery(), c.wireFormat(),
                                    action.priority())
                            : c)
                    .toList()).by(DeployHistory.STAR_BY));
            if (!result.deployed()) {
                throw new IOException("the change was not deployed: " + result.error());
            }
            return "deployed";
        }
    }

    /**
     * What deploying {@code system} would change in the lab, from what the Star runs now; deploys nothing. A system the
     * Star would refuse is refused as a deployment of it would be; while a deployment is under way, refused at once.
     */
    SystemApi.DeployPreview preview(SystemDeployment system) {
        refuseWhileDeploying("preview");
        SystemDeployment running = deployed;
        plan(system, running == null ? null : lastPlan);
        return DeploymentPreview.of(running, system);
    }

    /**
     * Refuses (409) at once what would otherwise wait, holding a request thread and its body, for a deployment under
     * way to end.
     */
    private void refuseWhileDeploying(String what) {
        if (inProgress != null) {
            throw new ApiException(409, "a deployment is under way: " + what + " again once it is done");
        }
    }

    /**
     * The plan of {@code system} over {@code previous} (null: nothing runs), its alerts checked first; its refusals as
     * the API's statuses.
     */
    private DeploymentPlan plan(SystemDeployment system, DeploymentPlan previous) {
        String alertProblem = AlertWatch.problem(system);
        if (alertProblem != null) {
            throw new ApiException(422, alertProblem);
        }
        try {
            return planner.plan(system, previous);
        } catch (PlanException e) {
            throw new ApiException(400, e.getMessage());
        } catch (IOException e) {
            throw new ApiException(422, "cannot plan the connections between hosts: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ApiException(503, "interrupted while planning");
        }
    }

    /** The lab's deployments, newest first. */
    SystemApi.DeployHistory history() {
        return new SystemApi.DeployHistory(history.newestFirst());
    }

    /** Deploys again the system deployment {@code number} of the history deployed, asked for by {@code by}. */
    DeployResult returnTo(int number, String by) throws IOException, InterruptedException {
        refuseWhileDeploying("return");
        // the kept system is read within the room the Star gives large requests, as if it came as one
        return ControlServer.withLargeBodyRoom(history.systemBytes(number), () -> deploy(history.system(number)
                .by((by == null || by.isBlank() ? "unknown" : by) + " (return to deployment " + number + ")")));
    }

    /** The deployed system's alerts now, and what happened to them. */
    AlertApi.AlertReport alerts() {
        return alerts.report();
    }

    /** The deployed system's alerts as Prometheus alerting rules over the domains' {@code /metrics}. */
    String alertRules() {
        SystemDeployment system = deployed;
        if (system == null) {
            throw new ApiException(409, "no system is deployed");
        }
        return PrometheusRules.of(system.system(), system.alerts());
    }

    /**
     * Where a Prometheus finds the deployed system's metrics: the Star's and every living Planet's control address
     * (each serves {@code /metrics} to callers with the lab token or its read-only scrape credential), labelled with
     * the domain's name. A Planet is listed only while its last heartbeat answered, which it is asked only after its
     * node daemon vouched for its process: a dead Planet's port, which another process may bind next, is never listed.
     */
    List<AlertApi.ScrapeTarget> scrapeTargets() {
        List<AlertApi.ScrapeTarget> targets = new ArrayList<>();
        targets.add(scrapeTarget(starName, star.server().url()));
        for (Planet planet : List.copyOf(planets.values())) {
            PlanetWatch.Beat beat = watch.beat(planet.name());
            if (!stopped.contains(planet.name()) && beat != null && !beat.silent()) {
                targets.add(scrapeTarget(planet.name(), planet.url()));
            }
        }
        return targets;
    }

    private static AlertApi.ScrapeTarget scrapeTarget(String domain, String url) {
        URI uri = URI.create(url);
        return new AlertApi.ScrapeTarget(List.of(uri.getHost() + ":" + uri.getPort()), Map.of("orrery_domain", domain));
    }

    /**
     * Opens a tap on a connection of the running system: passed on to the domain of its target, where the events are
     * delivered, which answers with the tap's number there (read and closed through {@link #relay}).
     */
    synchronized Object openTap(TapRequest request) throws IOException {
        SystemDeployment system = deployed;
        if (system == null) {
            throw new ApiException(409, "no system is deployed");
        }
        return relay("POST", domainReceiving(system, request.source(), request.target()), "/v1/taps",
                ControlJson.write(request));
    }

    /** The domain the connection from {@code source} to {@code target} of {@code system} delivers in; 404 for none. */
    private static String domainReceiving(SystemDeployment system, String source, String target) {
        if (system.connections().stream().noneMatch(c -> c.source().equals(source) && c.target().equals(target))) {
            throw new ApiException(404, "the system has no connection " + source + " -> " + target);
        }
        return system.operators()
                .stream()
                .filter(o -> o.name().equals(target))
                .map(OperatorSpec::domain)
                .findFirst()
                .orElseThrow(() -> new ApiException(404, "the system has no operator '" + target + "'"));
    }

    /**
     * Starts a recording of the connection {@code request} names in the domain its events are delivered in, which
     * answers with the recording's number there (read, stopped, fetched and deleted through {@link #relay}). An
     * operator alone ({@code source} with no {@code target}) is recorded on the first of its connections without a
     * predicate, which delivers all it emits.
     */
    synchronized Object openRecording(DomainApi.RecordingRequest request) throws IOException {
        SystemDeployment system = deployed;
        if (system == null) {
            throw new ApiException(409, "no system is deployed");
        }
        DomainApi.RecordingRequest asked = request;
        if (request.target().isEmpty()) {
            if (system.operators().stream().noneMatch(o -> o.name().equals(request.source()))) {
                throw new ApiException(404, "the system has no operator '" + request.source() + "'");
            }
            SystemApi.ConnectionSpec whole = system.connections()
                    .stream()
                    .filter(c -> c.source().equals(request.source())
                            && (c.predicate() == null || c.predicate().isBlank()))
                    .findFirst()
                    .orElseThrow(() -> new ApiException(422, "every connection from " + request.source()
                            + " has a predicate, so none delivers all it emits; record one of them"));
            asked = new DomainApi.RecordingRequest(request.source(), whole.target(), request.where(),
                    request.maxEvents(), request.maxBytes(), request.seconds());
        }
        return relay("POST", domainReceiving(system, asked.source(), asked.target()), "/v1/recordings",
                ControlJson.write(asked));
    }

    /**
     * Has every Planet trace one in {@code oneIn} of its sources' events from now on (0: none), and every part deployed
     * later, recovered or started again; answers which domains were told and which could not be (down, say).
     */
    synchronized SystemApi.Tracing trace(int oneIn) {
        if (oneIn < 0 || oneIn > DomainApi.MAX_TRACE_ONE_IN) {
            throw new ApiException(422, "oneIn must be 0 (no tracing) to " + DomainApi.MAX_TRACE_ONE_IN);
        }
        calls.traceOneIn(oneIn);
        List<String> told = new ArrayList<>();
        Map<String, String> unreached = new LinkedHashMap<>();
        for (Planet planet : planets.values()) {
            try {
                nodeViews.vouch(planet);
                client.exchange("PUT", planet.url() + "/v1/tracing",
                        ControlJson.write(new DomainApi.TracingRequest(oneIn)), CALL_TIMEOUT);
                told.add(planet.name());
            } catch (IOException | ApiException e) {
                unreached.put(planet.name(), e.getMessage()); // it is told when its part is deployed again
            }
        }
        return new SystemApi.Tracing(oneIn, told, unreached);
    }

    /**
     * The running system's latest traces, at most {@code limit}, newest first, assembled from the hops its Planets
     * recorded ({@link TraceAssembler}); a Planet that does not answer leaves its hops out and is named.
     */
    SystemApi.Traces traces(int limit) {
        List<DomainApi.TraceSpans> recorded = new ArrayList<>();
        Map<String, String> unreached = new LinkedHashMap<>();
        Map<String, String> hostOfDomain = new HashMap<>();
        Map<String, String> hostOfOperator = new HashMap<>();
        for (Planet planet : List.copyOf(planets.values())) {
            hostOfDomain.put(planet.name(), planet.host());
            try {
                nodeViews.vouch(planet);
                recorded.add(client.get(planet.url() + "/v1/traces", DomainApi.TraceSpans.class, CALL_TIMEOUT));
            } catch (ControlException | ApiException e) {
                unreached.put(planet.name(), e.getMessage());
            }
        }
        SystemDeployment system = deployed;
        if (system != null) {
            system.operators().forEach(o -> hostOfOperator.put(o.name(), hostOfDomain.get(o.domain())));
        }
        return new SystemApi.Traces(calls.traceOneIn(),
                TraceAssembler.traces(recorded, hostOfOperator::get, clocks::uncertaintyNs, limit), unreached);
    }

    /**
     * Stops, starts or restarts one Planet of the running system (source document 003's domain tool): {@code stop} has
     * its node daemon end the process, and it stays down, unwatched, until started; {@code start} has the node daemon
     * start a process again and deploys the domain's part of the running deployment there, as when a Planet is
     * recovered; {@code restart} does both. The other domains run on throughout: their connections to it wait
     * (reliable) or shed (best effort) while it is down. Returns the domain as the status shows it now.
     */
    synchronized DomainView control(String domain, String action) throws IOException {
        if (deployed == null || lastPlan == null) {
            throw new ApiException(409, "no system is deployed");
        }
        if (domain.equals(starName)) {
            throw new ApiException(409,
                    "domain '" + domain + "' is the Star, which coordinates the system: undeploy the "
                            + "system or stop the lab to stop it");
        }
        Planet planet = planets.get(domain);
        PlanetPlan planned = lastPlan.planet(domain);
        if (planet == null || planned == null) {
            throw new ApiException(404, "the system has no domain '" + domain + "'");
        }
        switch (action) {
            case "stop" -> {
                if (stopped.contains(domain)) {
                    throw new ApiException(409, "domain '" + domain + "' is already stopped");
                }
                stop(planet);
            }
            case "start" -> {
                if (!stopped.contains(domain) && watch.isUp(domain)) {
                    throw new ApiException(409, "domain '" + domain + "' is running; restart it to start it anew");
                }
                start(planned);
            }
            case "restart" -> {
                if (!stopped.contains(domain)) {
                    stop(planet);
                }
                start(planned);
            }
            default -> throw new ApiException(400, "a domain is stopped, started or restarted, not '" + action + "'");
        }
        return status().domains().stream().filter(d -> d.name().equals(domain)).findFirst().orElseThrow();
    }

    private void stop(Planet planet) throws ControlException {
        stopped.add(planet.name());
        try {
            client.exchange("DELETE", planet.nodeUrl() + "/v1/domains/" + planet.name(), null, CALL_TIMEOUT);
        } catch (ControlException e) {
            if (e.status() != 404) { // a process already gone is as good as stopped
                stopped.remove(planet.name());
                throw e;
            }
        }
        watch.unconfirmed(planet, STOPPED);
        System.err.println("orrery-star: " + planet.name() + " " + STOPPED);
    }

    private void start(PlanetPlan planned) throws IOException {
        DeploymentTransaction transaction = new DeploymentTransaction();
        try {
            Planet planet = calls.bringUp(planned, transaction, new ArrayList<>());
            calls.deployPart(planet, planned, transaction);
            stopped.remove(planned.name());
            save();
            System.err.println("orrery-star: " + planned.name() + " started on request (pid " + planet.pid() + ")");
        } catch (IOException | RuntimeException e) {
            transaction.rollback(calls::undo);
            String why = "could not be started: " + e.getMessage();
            stopped.add(planned.name()); // down, and left to the user rather than to recovery
            Planet planet = planets.get(planned.name());
            if (planet != null) {
                watch.unconfirmed(planet, STOPPED + "; it " + why);
            }
            throw new ApiException(502, "domain '" + planned.name() + "' " + why);
        }
    }

    /**
     * The running system's operator {@code name} as the Star keeps it: its type, domain and the parameters it runs with
     * now (those of the deployment, with every change taken in place since).
     */
    OperatorSpec operator(String name) {
        SystemDeployment system = deployed;
        if (system == null) {
            throw new ApiException(409, "no system is deployed");
        }
        return system.operators()
                .stream()
                .filter(o -> o.name().equals(name))
                .findFirst()
                .orElseThrow(() -> new ApiException(404, "the system has no operator '" + name + "'"));
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
     * Passes a bundle request on to a domain of the system (the Star itself or a Planet), so that a client that reaches
     * only the Star can manage every domain's bundles; the domain's answer, or its refusal, comes back as is.
     */
    Object relay(String method, String domain, String path, byte[] body) throws IOException {
        return calls.relay(method, domain, domain.equals(starName) ? star.server().url() + path : null, path, body);
    }

    synchronized SystemStatus undeploy() {
        if (deployed != null) {
            history.add(null, false, "undeployed " + deployed.system(), List.of());
        }
        for (Planet planet : planets.values()) {
            try {
                client.exchange("DELETE", planet.nodeUrl() + "/v1/domains/" + planet.name(), null, CALL_TIMEOUT);
            } catch (@SuppressWarnings("unused") ControlException e) {
                // a Planet that is already gone needs no stopping
            }
        }
        planets.clear();
        stopped.clear();
        watch.clear();
        aggregator.clear();
        alerts.watch(List.of(), System.currentTimeMillis(), true);
        deployed = null;
        lastPlan = null;
        forgetSaved();
        return status();
    }

    /** Takes up the deployment a Star before this one saved, if any (see the constructor). */
    private void readopt(Map<String, String> nodes) {
        StarState.Loaded loaded = state == null ? null : state.adoptable(nodes);
        if (loaded == null) {
            return;
        }
        deployed = loaded.system();
        lastPlan = loaded.plan();
        alerts.watch(deployed.alerts(), System.currentTimeMillis(), true);
        for (Planet planet : loaded.planets()) {
            planets.put(planet.name(), planet);
            watch.unconfirmed(planet, "the Star started again: waiting for the node daemon of host " + planet.host()
                    + " to report its process");
        }
    }

    /** Keeps the deployment as it stands now for a Star started after this one; a failure is logged, never fatal. */
    private synchronized void save() {
        if (state != null && deployed != null && lastPlan != null) {
            state.keep(deployed, lastPlan, planets.values());
        }
    }

    private void forgetSaved() {
        if (state != null) {
            state.forget();
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
                Planet again = new Planet(name, restarted.planet().host(), restarted.planet().nodeUrl(),
                        process.address(), process.port(), process.pid());
                calls.alive(again);
                calls.deployPart(again, planned, new DeploymentTransaction());
                planets.put(name, again);
                watch.started(again);
                save();
                System.err.println("orrery-star: " + name + " was started again by its node daemon (pid "
                        + process.pid() + "); its part is deployed there again");
            }
        } catch (IOException | RuntimeException e) {
            watch.unconfirmed(restarted.planet(),
                    "started again by its node daemon, but its part could not be deployed there: " + e.getMessage());
            System.err.println("orrery-star: " + name + ": " + e.getMessage());
        }
    }

    private void beat() {
        try {
            List<Planet> watched = planets.values().stream().filter(p -> !stopped.contains(p.name())).toList();
            watch.poll(watched).forEach(recoveries::offer);
            aggregator.sample(watched, watch, System.nanoTime());
            boolean subscribed = stream.subscribers() > 0;
            if (alerts.isEmpty() && !subscribed) {
                return;
            }
            SystemStatus folded = folded(); // folded once a beat, for the alerts and the stream alike
            alerts.evaluate(folded, System.currentTimeMillis());
            if (subscribed) {
                stream.publish(ControlJson.text(folded.withAlerts(alerts.views()), false));
            }
        } catch (RuntimeException | OutOfMemoryError | StackOverflowError e) {
            // a heartbeat that fails is reported by the next one; the schedule must go on
            System.err.println("orrery-star: heartbeat failed: " + e);
        }
    }

    SystemStatus status() {
        return folded().withAlerts(alerts.views());
    }

    /** The Planets' latest figures folded into the system's, without its alerts. */
    private SystemStatus folded() {
        SystemDeployment system = deployed;
        DomainStatus self = star.status();
        DomainView starView = new DomainView(starName, StatusAggregator.hostOf(system, starName), Role.STAR, true,
                star.port(), ProcessHandle.current().pid(), "", self.bundles(), self.process());
        return aggregator.status(system, starView, List.copyOf(planets.values()), watch, System.currentTimeMillis(),
                clocks::uncertaintyNs);
    }

    @Override
    public void close() {
        heartbeat.shutdownNow();
        alertActions.shutdownNow();
        recoveries.close();
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
