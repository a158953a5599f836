package org.orrery.agent;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import org.orrery.agent.control.ApiException;
import org.orrery.agent.control.ControlServer;
import org.orrery.agent.control.Json;
import org.orrery.agent.control.Messages;
import org.orrery.agent.control.StatusStream;
import org.orrery.agent.control.SystemMessages.BundleSpec;
import org.orrery.agent.control.SystemMessages.ConnectionSpec;
import org.orrery.agent.control.SystemMessages.ConnectionView;
import org.orrery.agent.control.SystemMessages.DeployResult;
import org.orrery.agent.control.SystemMessages.DomainSpec;
import org.orrery.agent.control.SystemMessages.DomainView;
import org.orrery.agent.control.SystemMessages.HostSpec;
import org.orrery.agent.control.SystemMessages.OperatorSpec;
import org.orrery.agent.control.SystemMessages.OperatorView;
import org.orrery.agent.control.SystemMessages.Step;
import org.orrery.agent.control.SystemMessages.SystemDeployment;
import org.orrery.agent.control.SystemMessages.SystemStatus;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The coordinator part of the Star: takes a whole system, brings its Planet domains up through the hosts' node
 * daemons, installs their bundles, picks each connection's path (in-process within a domain, shared memory within a
 * host, UDP between hosts) and deploys every domain's part, rolling back what it did when a step fails. It watches the
 * Planets by heartbeat and aggregates their figures into one system status, which it also streams to WebSocket
 * subscribers of {@code /v1/system/stream} after every heartbeat (twice a second).
 */
public final class StarCoordinator implements AutoCloseable {

    private static final long HEARTBEAT_MS = 500;
    private static final String DOMAIN = "/v1/system/domains/([A-Za-z0-9_.-]+)";
    private static final Duration CALL_TIMEOUT = Duration.ofSeconds(30);
    private static final Duration HEARTBEAT_TIMEOUT = Duration.ofMillis(900);

    /** A Planet domain process of the deployed system. */
    private record Planet(String name, String host, String nodeUrl, String address, int port, long pid) {
        String url() {
            return "http://" + address + ":" + port;
        }
    }

    /** What the last heartbeat of a Planet saw. */
    private record Beat(boolean up, String error, Messages.DomainStatus status, long atNanos) {
    }

    private final String starName;
    private final String token;
    private final Map<String, String> nodes;
    private final DomainAgent star;
    private final Map<String, Planet> planets = new ConcurrentHashMap<>();
    private final Map<String, Beat> beats = new ConcurrentHashMap<>();
    private final Map<String, double[]> rates = new ConcurrentHashMap<>();
    private final Map<String, long[]> lastSamples = new ConcurrentHashMap<>();
    private final ScheduledExecutorService heartbeat = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "orrery-star-heartbeat");
        thread.setDaemon(true);
        return thread;
    });
    private final StatusStream stream = new StatusStream();
    private volatile SystemDeployment deployed;
    /** The steps of the deployment under way, as they happen; null when none is. */
    private volatile List<Step> inProgress;
    private Plan lastPlan;

    /**
     * @param nodes the node daemons of the lab by host name; a system whose host names are not among them is mapped
     *              onto the only node when there is one (the embedded lab)
     */
    public StarCoordinator(DomainAgent star, String starName, String token, Map<String, String> nodes) {
        this.star = star;
        this.starName = starName;
        this.token = token;
        this.nodes = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(nodes));
        star.server().route("PUT", "/v1/system", DomainAgent.MAX_BUNDLE_BODY_BYTES, (path, body) -> {
            DeployResult result = deploy(Json.read(body, SystemDeployment.class));
            return new ControlServer.Reply(result.deployed() ? 200 : 422, result);
        }).route("DELETE", "/v1/system", 0, (path, body) -> undeploy())
                .route("GET", "/v1/system/status", 0, (path, body) -> status())
                .route("GET", "/v1/system/progress", 0, (path, body) -> progress())
                .route("GET", DOMAIN + "/bundles", 0, (path, body) -> relay("GET", path.group(1), "/v1/bundles", null))
                .route("POST", DOMAIN + "/bundles", DomainAgent.MAX_BUNDLE_BODY_BYTES,
                        (path, body) -> relay("POST", path.group(1), "/v1/bundles", body))
                .route("POST", DOMAIN + "/bundles/(\\d+)/(start|stop)", 0,
                        (path, body) -> relay("POST", path.group(1), "/v1/bundles/" + path.group(2) + "/" + path.group(3), null))
                .route("DELETE", DOMAIN + "/bundles/(\\d+)", 0,
                        (path, body) -> relay("DELETE", path.group(1), "/v1/bundles/" + path.group(2), null))
                .webSocket("/v1/system/stream", stream::newEndpoint);
        heartbeat.scheduleWithFixedDelay(this::beat, HEARTBEAT_MS, HEARTBEAT_MS, TimeUnit.MILLISECONDS);
    }

    /**
     * Deploys {@code system}, changing only what differs from the running deployment. Over a running system it first
     * installs the new bundles beside the old ones and has every Planet check that it can create the new and changed
     * operators; only then does each Planet apply its part, keeping unchanged operators running with their counters.
     * A failure before that point leaves the running system as it was; a failure after it restores the previous
     * deployment on the Planets already changed.
     */
    synchronized DeployResult deploy(SystemDeployment system) {
        Plan plan;
        Plan previousPlan;
        try {
            previousPlan = deployed == null ? null : lastPlan;
            plan = Plan.of(system, nodes, starName, this::udpPort, previousPlan);
        } catch (IOException e) {
            throw new ApiException(422, "cannot plan the connections between hosts: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ApiException(503, "interrupted while planning");
        }
        List<Step> steps = java.util.Collections.synchronizedList(new ArrayList<>());
        inProgress = steps;
        List<Planet> startedHere = java.util.Collections.synchronizedList(new ArrayList<>());
        List<String[]> installedHere = new ArrayList<>();
        List<Planet> deployedHere = new ArrayList<>();
        try {
            bringUpAll(plan, startedHere, steps);
            for (Plan.PlanetPlan planned : plan.planets()) {
                Planet planet = planets.get(planned.name());
                Set<String> present = installedLocations(planet);
                for (BundleSpec bundle : planned.bundles()) {
                    boolean installed = install(planet, bundle, present, installedHere);
                    steps.add(new Step("bundle", planet.name(), true, bundle.symbolicName() + " " + bundle.version() + " "
                            + (installed ? "installed, " + (bundle.expectedState() == null ? "active" : bundle.expectedState())
                                    : "already installed")));
                }
            }
            if (previousPlan != null) {
                for (Plan.PlanetPlan planned : plan.planets()) {
                    call("POST", planets.get(planned.name()).url() + "/v1/deployment/check", Json.write(planned.request()));
                    steps.add(new Step("check", planned.name(), true, "the new and changed operators can be created"));
                }
            }
            for (Plan.PlanetPlan planned : plan.planets()) {
                Planet planet = planets.get(planned.name());
                JsonNode answer = Json.mapper().readTree(call("PUT", planet.url() + "/v1/deployment", Json.write(planned.request())));
                deployedHere.add(planet);
                steps.add(new Step("operators", planet.name(), true, describe(answer.get("change"))));
            }
            if (previousPlan != null) {
                stopPlanetsOutside(plan, previousPlan, steps);
            }
            deployed = system;
            lastPlan = plan;
            inProgress = null;
            return new DeployResult(true, system.system(), List.copyOf(steps), null);
        } catch (IOException | InterruptedException | RuntimeException e) {
            String error = e instanceof ApiException api ? api.getMessage() : e.getMessage();
            steps.add(new Step("failed", "", false, error));
            rollback(steps, startedHere, installedHere, deployedHere, previousPlan);
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
            inProgress = null;
            return new DeployResult(false, system.system(), List.copyOf(steps), error);
        }
    }

    /** The deployment under way: whether there is one, and its steps so far (domains, bundles, operators…). */
    private Map<String, Object> progress() {
        List<Step> steps = inProgress;
        List<Step> copy;
        if (steps == null) {
            copy = List.of();
        } else {
            synchronized (steps) {
                copy = List.copyOf(steps);
            }
        }
        return Map.of("deploying", steps != null, "steps", copy);
    }

    /**
     * Passes a bundle request on to a domain of the system (the Star itself or a Planet), so that a client that
     * reaches only the Star can manage every domain's bundles; the domain's answer, or its refusal, comes back as is.
     */
    private Object relay(String method, String domain, String path, byte[] body) throws IOException, InterruptedException {
        String url;
        if (domain.equals(starName)) {
            url = "http://127.0.0.1:" + star.port() + path;
        } else {
            Planet planet = planets.get(domain);
            if (planet == null) {
                throw new ApiException(404, "the system has no domain '" + domain + "'");
            }
            url = planet.url() + path;
        }
        try {
            String answer = LabHttp.send(method, url, body, token, CALL_TIMEOUT);
            return new ControlServer.Reply(method.equals("POST") && path.equals("/v1/bundles") ? 201 : 200,
                    Json.mapper().readTree(answer));
        } catch (LabHttp.Refused refused) {
            JsonNode error = Json.mapper().readTree(refused.body());
            throw new ApiException(refused.status(), domain + ": " + (error.has("error") ? error.get("error").asText() : refused.body()));
        } catch (IOException e) {
            throw new ApiException(502, "domain '" + domain + "' does not answer: " + e.getMessage());
        }
    }

    /** "2 kept, 1 restarted (even), ..." from a Planet's deployment answer. */
    private static String describe(JsonNode change) {
        if (change == null) {
            return "applied";
        }
        StringBuilder text = new StringBuilder();
        for (String part : List.of("kept", "restarted", "created", "removed")) {
            JsonNode names = change.get(part);
            if (text.length() > 0) {
                text.append(", ");
            }
            text.append(names.size()).append(' ').append(part);
            if (!part.equals("kept") && names.size() > 0) {
                List<String> list = new ArrayList<>();
                names.forEach(n -> list.add(n.asText()));
                text.append(" (").append(String.join(", ", list)).append(')');
            }
        }
        text.append("; connection ends: ").append(change.get("routesKept").asInt()).append(" kept, ")
                .append(change.get("routesWired").asInt()).append(" wired, ").append(change.get("routesRemoved").asInt())
                .append(" removed");
        return text.toString();
    }

    /** Stops the Planets the previous system had and the new one does not. */
    private void stopPlanetsOutside(Plan plan, Plan previousPlan, List<Step> steps) {
        Set<String> kept = new LinkedHashSet<>();
        plan.planets().forEach(p -> kept.add(p.name()));
        for (Plan.PlanetPlan old : previousPlan.planets()) {
            Planet planet = planets.get(old.name());
            if (planet != null && !kept.contains(old.name())) {
                steps.add(attempt("stop domain", old.name(), () -> call("DELETE", planet.nodeUrl() + "/v1/domains/" + planet.name(), null)));
                planets.remove(old.name());
                beats.remove(old.name());
            }
        }
    }

    /**
     * Brings every Planet of the plan up, those that need starting at the same time (a domain process takes a couple of
     * seconds to start its framework); fails with the first failure once all have finished, so that the rollback knows
     * every domain that did start.
     */
    private void bringUpAll(Plan plan, List<Planet> startedHere, List<Step> steps) throws IOException, InterruptedException {
        Map<String, java.util.concurrent.Future<Planet>> starting = new LinkedHashMap<>();
        Map<String, Boolean> wasRunning = new HashMap<>();
        java.util.concurrent.ExecutorService starter = Executors.newFixedThreadPool(Math.max(1, plan.planets().size()), r -> {
            Thread thread = new Thread(r, "orrery-star-bring-up");
            thread.setDaemon(true);
            return thread;
        });
        try {
            for (Plan.PlanetPlan planned : plan.planets()) {
                wasRunning.put(planned.name(), planets.containsKey(planned.name()));
                starting.put(planned.name(), starter.submit(() -> bringUp(planned, startedHere)));
            }
        } finally {
            starter.shutdown();
        }
        Exception failure = null;
        for (Map.Entry<String, java.util.concurrent.Future<Planet>> entry : starting.entrySet()) {
            try {
                Planet planet = entry.getValue().get();
                boolean kept = wasRunning.get(entry.getKey()) && !startedHere.contains(planet);
                steps.add(new Step("domain", planet.name(), true, (kept ? "kept running" : "up") + " on host " + planet.host()
                        + ", port " + planet.port()));
            } catch (java.util.concurrent.ExecutionException e) {
                failure = failure != null ? failure : e.getCause() instanceof Exception cause ? cause : e;
            }
        }
        if (failure instanceof IOException io) {
            throw io;
        } else if (failure instanceof RuntimeException runtime) {
            throw runtime;
        } else if (failure != null) {
            throw new IOException(failure.getMessage(), failure);
        }
    }

    /** Asks the node daemon at {@code nodeUrl} for a UDP port on its host. */
    private String[] udpPort(String nodeUrl) throws IOException, InterruptedException {
        JsonNode answer = Json.mapper().readTree(call("POST", nodeUrl + "/v1/udp-port", null));
        return new String[] {answer.get("address").asText(), answer.get("port").asText()};
    }

    private Planet bringUp(Plan.PlanetPlan planned, List<Planet> startedHere) throws IOException, InterruptedException {
        Planet existing = planets.get(planned.name());
        if (existing != null && beats.getOrDefault(existing.name(), new Beat(true, "", null, 0)).up()) {
            return existing;
        }
        String body = new String(Json.write(Map.of("name", planned.name(), "role", "planet")));
        JsonNode started = Json.mapper().readTree(call("POST", planned.nodeUrl() + "/v1/domains", body.getBytes()));
        Planet planet = new Planet(planned.name(), planned.host(), planned.nodeUrl(), started.get("address").asText(),
                started.get("port").asInt(), started.get("pid").asLong());
        planets.put(planet.name(), planet);
        beats.put(planet.name(), new Beat(true, "", null, System.nanoTime()));
        startedHere.add(planet);
        return planet;
    }

    /** The locations of the bundles a Planet has now, asked once per deployment. */
    private Set<String> installedLocations(Planet planet) throws IOException, InterruptedException {
        Set<String> locations = new LinkedHashSet<>();
        for (JsonNode present : Json.mapper().readTree(call("GET", planet.url() + "/v1/bundles", null))) {
            locations.add(present.get("location").asText());
        }
        return locations;
    }

    /**
     * Installs (and starts, when it is expected active) a bundle the Planet does not have yet; returns whether it
     * installed it.
     */
    private boolean install(Planet planet, BundleSpec bundle, Set<String> present, List<String[]> installedHere)
            throws IOException, InterruptedException {
        String location = "orrery:" + bundle.symbolicName() + "@" + bundle.version() + "#" + bundle.sha256();
        if (!present.add(location)) {
            return false;
        }
        Map<String, Object> request = new LinkedHashMap<>();
        request.put("location", location);
        request.put("sha256", bundle.sha256());
        request.put("bytesBase64", bundle.bytesBase64());
        request.put("url", null);
        JsonNode installed = Json.mapper().readTree(call("POST", planet.url() + "/v1/bundles", Json.write(request)));
        long id = installed.get("id").asLong();
        if (id == 0) {
            return false;
        }
        installedHere.add(new String[] {planet.name(), String.valueOf(id)});
        String state = bundle.expectedState() == null ? "active" : bundle.expectedState();
        if (state.equals("active")) {
            call("POST", planet.url() + "/v1/bundles/" + id + "/start", null);
        }
        return true;
    }

    /**
     * Undoes a failed deployment: Planets already changed go back to their previous part (or lose their operators when
     * they had none), bundles installed here are uninstalled, and domains started here are stopped.
     */
    private void rollback(List<Step> steps, List<Planet> startedHere, List<String[]> installedHere, List<Planet> deployedHere,
            Plan previousPlan) {
        for (Planet planet : deployedHere) {
            Plan.PlanetPlan old = previousPlan == null ? null : previousPlan.planet(planet.name());
            if (old != null) {
                steps.add(attempt("restore previous", planet.name(), () -> call("PUT", planet.url() + "/v1/deployment",
                        Json.write(old.request()))));
            } else {
                steps.add(attempt("rollback operators", planet.name(), () -> call("DELETE", planet.url() + "/v1/deployment", null)));
            }
        }
        for (String[] installed : installedHere) {
            Planet planet = planets.get(installed[0]);
            steps.add(attempt("rollback bundle", installed[0] + " [" + installed[1] + "]",
                    () -> call("DELETE", planet.url() + "/v1/bundles/" + installed[1], null)));
        }
        for (Planet planet : startedHere) {
            steps.add(attempt("rollback domain", planet.name(),
                    () -> call("DELETE", planet.nodeUrl() + "/v1/domains/" + planet.name(), null)));
            planets.remove(planet.name());
            beats.remove(planet.name());
        }
    }

    private interface Call {
        String run() throws IOException, InterruptedException;
    }

    private static Step attempt(String step, String target, Call call) {
        try {
            call.run();
            return new Step(step, target, true, "done");
        } catch (IOException e) {
            return new Step(step, target, false, e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Step(step, target, false, "interrupted");
        }
    }

    synchronized SystemStatus undeploy() throws IOException, InterruptedException {
        for (Planet planet : planets.values()) {
            try {
                call("DELETE", planet.nodeUrl() + "/v1/domains/" + planet.name(), null);
            } catch (IOException e) {
                // a Planet that is already gone needs no stopping
            }
        }
        planets.clear();
        beats.clear();
        rates.clear();
        lastSamples.clear();
        deployed = null;
        lastPlan = null;
        return status();
    }

    private String call(String method, String url, byte[] body) throws IOException, InterruptedException {
        return LabHttp.send(method, url, body, token, CALL_TIMEOUT);
    }

    private void beat() {
        poll();
        sampleRates();
        if (stream.subscribers() > 0) {
            stream.publish(new String(Json.write(status()), java.nio.charset.StandardCharsets.UTF_8));
        }
    }

    private void poll() {
        for (Planet planet : planets.values()) {
            long now = System.nanoTime();
            try {
                String body = LabHttp.send("GET", planet.url() + "/v1/status", null, token, HEARTBEAT_TIMEOUT);
                Messages.DomainStatus status = Json.mapper().readValue(body, Messages.DomainStatus.class);
                beats.put(planet.name(), new Beat(true, "", status, now));
            } catch (IOException e) {
                Beat last = beats.get(planet.name());
                beats.put(planet.name(), new Beat(false, "no heartbeat: " + e.getMessage(), last == null ? null : last.status(), now));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /**
     * Turns the counters of the last two heartbeats into rates per second: events and bytes delivered and events
     * dropped per connection, events in and out per operator. A counter that went down (the connection or operator
     * restarted) starts a fresh sample.
     */
    private void sampleRates() {
        long now = System.nanoTime();
        Map<String, long[]> counters = new HashMap<>();
        for (ConnectionView connection : connectionViews(Map.of())) {
            counters.put(connection.source() + "->" + connection.target(),
                    new long[] {connection.delivered(), connection.bytes(), connection.dropped()});
        }
        for (OperatorView operator : operatorViews(Map.of())) {
            counters.put("operator:" + operator.name(), new long[] {operator.eventsIn(), operator.eventsOut(), 0});
        }
        rates.keySet().retainAll(counters.keySet());
        lastSamples.keySet().retainAll(counters.keySet());
        for (Map.Entry<String, long[]> entry : counters.entrySet()) {
            long[] c = entry.getValue();
            long[] last = lastSamples.put(entry.getKey(), new long[] {c[0], c[1], c[2], now});
            if (last == null || now <= last[3]) {
                continue;
            }
            if (c[0] < last[0] || c[1] < last[1] || c[2] < last[2]) {
                rates.remove(entry.getKey());
                continue;
            }
            double seconds = (now - last[3]) / 1e9;
            rates.put(entry.getKey(), new double[] {(c[0] - last[0]) / seconds, (c[1] - last[1]) / seconds,
                    (c[2] - last[2]) / seconds});
        }
    }

    SystemStatus status() {
        SystemDeployment system = deployed;
        List<DomainView> domains = new ArrayList<>();
        Messages.DomainStatus self = star.status();
        domains.add(new DomainView(starName, hostOf(system, starName), "star", true, star.port(), ProcessHandle.current().pid(), "",
                self.bundles(), self.process()));
        for (Planet planet : sortedPlanets(system)) {
            Beat beat = beats.get(planet.name());
            Messages.DomainStatus status = beat == null ? null : beat.status();
            domains.add(new DomainView(planet.name(), planet.host(), "planet", beat != null && beat.up(), planet.port(), planet.pid(),
                    beat == null ? "" : beat.error(), status == null ? List.of() : status.bundles(),
                    status == null ? null : status.process()));
        }
        return new SystemStatus(system == null ? null : system.system(), System.currentTimeMillis(), domains,
                operatorViews(rates), connectionViews(rates));
    }

    private List<Planet> sortedPlanets(SystemDeployment system) {
        List<String> order = domainOrder(system);
        List<Planet> sorted = new ArrayList<>(planets.values());
        sorted.sort(java.util.Comparator.comparingInt((Planet p) -> order.indexOf(p.name()) < 0 ? Integer.MAX_VALUE
                : order.indexOf(p.name())).thenComparing(Planet::name));
        return sorted;
    }

    private List<OperatorView> operatorViews(Map<String, double[]> rateTable) {
        List<OperatorView> operators = new ArrayList<>();
        for (Planet planet : sortedPlanets(deployed)) {
            Beat beat = beats.get(planet.name());
            if (beat == null || beat.status() == null) {
                continue;
            }
            for (OperatorStats op : beat.status().operators()) {
                double[] rate = rateTable.getOrDefault("operator:" + op.name(), new double[3]);
                operators.add(new OperatorView(op.name(), planet.name(), op.type(), beat.up() ? op.state() : "unknown",
                        op.eventsIn(), op.eventsOut(), op.errors(), op.lastError(), op.startedAtMillis(), op.restarts(),
                        op.provider(), beat.up() ? rate[0] : 0, beat.up() ? rate[1] : 0));
            }
        }
        return operators;
    }

    /** Both ends of every connection folded into one view: sent, filtered and backlog at the sender, the rest at the receiver. */
    private List<ConnectionView> connectionViews(Map<String, double[]> rateTable) {
        Map<String, long[]> counts = new LinkedHashMap<>();
        Map<String, String> paths = new LinkedHashMap<>();
        Map<String, double[]> latency = new HashMap<>();
        for (Planet planet : sortedPlanets(deployed)) {
            Beat beat = beats.get(planet.name());
            if (beat == null || beat.status() == null) {
                continue;
            }
            for (RouteStats route : beat.status().connections()) {
                String key = route.source() + "->" + route.target();
                long[] c = counts.computeIfAbsent(key, k -> new long[7]);
                paths.put(key, route.path());
                if (!route.side().equals("receiver")) {
                    c[0] += route.sent();
                    c[3] += route.filtered();
                    c[6] += route.backlog();
                }
                if (!route.side().equals("sender")) {
                    c[1] += route.delivered();
                    c[4] += route.bytes();
                    c[5] += route.outOfOrder();
                    latency.put(key, new double[] {route.latencyP50Us(), route.latencyP99Us(), route.recentP50Us(),
                            route.recentP99Us()});
                }
                c[2] += route.dropped();
            }
        }
        List<ConnectionView> connections = new ArrayList<>();
        for (Map.Entry<String, long[]> entry : counts.entrySet()) {
            String[] ends = entry.getKey().split("->", 2);
            long[] c = entry.getValue();
            double[] rate = rateTable.getOrDefault(entry.getKey(), new double[3]);
            double[] lat = latency.getOrDefault(entry.getKey(), new double[4]);
            connections.add(new ConnectionView(ends[0], ends[1], paths.get(entry.getKey()), c[0], c[1], c[2], c[3], c[4], c[5],
                    rate[0], rate[1], lat[0], lat[1], lat[2], lat[3], c[6], rate[2]));
        }
        return connections;
    }

    /** The domains in the order the system lists them. */
    private static List<String> domainOrder(SystemDeployment system) {
        List<String> order = new ArrayList<>();
        if (system != null && system.hosts() != null) {
            system.hosts().forEach(host -> host.domains().forEach(domain -> order.add(domain.name())));
        }
        return order;
    }

    private static String hostOf(SystemDeployment system, String domain) {
        if (system == null || system.hosts() == null) {
            return "";
        }
        for (HostSpec host : system.hosts()) {
            for (DomainSpec spec : host.domains()) {
                if (spec.name().equals(domain)) {
                    return host.name();
                }
            }
        }
        return "";
    }

    @Override
    public void close() {
        heartbeat.shutdownNow();
    }

    /**
     * The per-domain plan of a system: which node starts each Planet, which bundles it gets, and which operators and
     * connection ends it deploys, with a path chosen per connection from the placement.
     */
    record Plan(List<PlanetPlan> planets) {

        PlanetPlan planet(String name) {
            return planets.stream().filter(p -> p.name().equals(name)).findFirst().orElse(null);
        }

        /**
         * The transports of the connections between domains, by "source->target from@node>to@node": a redeploy gives a
         * connection whose ends stay where they were the same channel and stream, so it stays wired.
         */
        Map<String, Messages.ConnectionDto> transports() {
            Map<String, String> domainOf = new HashMap<>();
            planets.forEach(p -> p.request().operators().forEach(o -> domainOf.put(o.name(), p.name() + "@" + p.nodeUrl())));
            Map<String, Messages.ConnectionDto> transports = new HashMap<>();
            for (PlanetPlan planet : planets) {
                for (Messages.ConnectionDto dto : planet.request().connections()) {
                    if (dto.channel() != null) {
                        transports.put(transportKey(dto.source(), dto.target(), domainOf.get(dto.source()),
                                domainOf.get(dto.target())), dto);
                    }
                }
            }
            return transports;
        }

        static String transportKey(String source, String target, String from, String to) {
            return source + "->" + target + " " + from + ">" + to;
        }

        record PlanetPlan(String name, String host, String nodeUrl, List<BundleSpec> bundles, Messages.DeploymentRequest request) {
        }

        /** Finds a UDP endpoint (address, port) on the host of a node daemon. */
        interface UdpPorts {
            String[] endpoint(String nodeUrl) throws IOException, InterruptedException;
        }

        /**
         * Plans {@code system} on the lab's {@code nodes}: a model host goes to the node of the same name, else to the
         * only node, else to the node in the same position. Connections that cross domains keep the transport they had in
         * {@code previous} (may be null) when their ends stay on the same domains.
         */
        static Plan of(SystemDeployment system, Map<String, String> nodes, String starName, UdpPorts udpPorts, Plan previous)
                throws IOException, InterruptedException {
            require(system.system() != null && !system.system().isBlank(), "system needs a name");
            require(system.hosts() != null && !system.hosts().isEmpty(), "system '" + system.system() + "' has no hosts");
            Map<String, BundleSpec> bundles = new HashMap<>();
            for (BundleSpec bundle : system.bundles() == null ? List.<BundleSpec>of() : system.bundles()) {
                require(bundle.sha256() != null && bundle.bytesBase64() != null, "bundle " + bundle.symbolicName()
                        + " needs sha256 and bytesBase64");
                byte[] bytes;
                try {
                    bytes = Base64.getDecoder().decode(bundle.bytesBase64());
                } catch (IllegalArgumentException e) {
                    throw new ApiException(400, "bundle " + bundle.symbolicName() + ": bytesBase64 is not base64");
                }
                require(DomainFramework.sha256(bytes).equalsIgnoreCase(bundle.sha256()), "bundle " + bundle.symbolicName() + " "
                        + bundle.version() + ": its bytes do not match SHA-256 " + bundle.sha256());
                bundles.put(bundle.sha256().toLowerCase(), bundle);
            }
            Map<String, String> domainHost = new LinkedHashMap<>();
            Map<String, String> domainNode = new LinkedHashMap<>();
            Map<String, DomainSpec> planetSpecs = new LinkedHashMap<>();
            List<String> nodeUrls = new ArrayList<>(nodes.values());
            for (int h = 0; h < system.hosts().size(); h++) {
                HostSpec host = system.hosts().get(h);
                String nodeUrl = nodes.containsKey(host.name()) ? nodes.get(host.name())
                        : nodes.size() == 1 ? nodeUrls.get(0) : h < nodeUrls.size() ? nodeUrls.get(h) : null;
                require(nodeUrl != null, "host '" + host.name() + "' has no node daemon in this lab (the lab has "
                        + nodes.size() + " hosts: " + nodes.keySet() + ")");
                for (DomainSpec domain : host.domains() == null ? List.<DomainSpec>of() : host.domains()) {
                    require(domain.name() != null && domainHost.put(domain.name(), host.name()) == null,
                            "domain '" + domain.name() + "' is named twice or not at all");
                    domainNode.put(domain.name(), nodeUrl);
                    if ("planet".equals(domain.role())) {
                        planetSpecs.put(domain.name(), domain);
                    } else {
                        require("star".equals(domain.role()), "domain '" + domain.name() + "' has role '" + domain.role() + "'");
                    }
                }
            }
            Map<String, String> operatorDomain = new HashMap<>();
            Map<String, List<Messages.OperatorDto>> operatorsByDomain = new LinkedHashMap<>();
            for (OperatorSpec operator : system.operators() == null ? List.<OperatorSpec>of() : system.operators()) {
                require(operator.name() != null && operatorDomain.put(operator.name(), operator.domain()) == null,
                        "operator '" + operator.name() + "' is named twice or not at all");
                require(planetSpecs.containsKey(operator.domain()), "operator '" + operator.name() + "' is placed on '"
                        + operator.domain() + "', which is not a Planet of the system");
                operatorsByDomain.computeIfAbsent(operator.domain(), d -> new ArrayList<>()).add(new Messages.OperatorDto(
                        operator.name(), operator.type(), operator.symbolicName(),
                        operator.parameters() == null ? Map.of() : operator.parameters()));
            }
            boolean specialize = system.specialize() == null || system.specialize();
            Map<String, List<Messages.ConnectionDto>> connectionsByDomain = new LinkedHashMap<>();
            Map<String, Messages.ConnectionDto> previousTransports = previous == null ? Map.of() : previous.transports();
            int streamId = previousTransports.values().stream().mapToInt(Messages.ConnectionDto::streamId).max().orElse(1000);
            for (ConnectionSpec connection : system.connections() == null ? List.<ConnectionSpec>of() : system.connections()) {
                String from = operatorDomain.get(connection.source());
                String to = operatorDomain.get(connection.target());
                require(from != null && to != null, "connection " + connection.source() + " \u2192 " + connection.target()
                        + " names an operator the system does not have");
                String channel = null;
                Integer stream = null;
                Messages.ConnectionDto earlier = previousTransports.get(Plan.transportKey(connection.source(), connection.target(),
                        from + "@" + domainNode.get(from), to + "@" + domainNode.get(to)));
                if (earlier != null && (!from.equals(to) || !specialize)) {
                    channel = earlier.channel();
                    stream = earlier.streamId();
                } else if (!from.equals(to) || !specialize) {
                    Transport transport;
                    if (domainNode.get(from).equals(domainNode.get(to))) {
                        transport = Transport.ipc(++streamId);
                    } else {
                        String[] endpoint = udpPorts.endpoint(domainNode.get(to));
                        transport = Transport.udp(endpoint[0], Integer.parseInt(endpoint[1]), ++streamId);
                    }
                    channel = transport.channel();
                    stream = transport.streamId();
                }
                Messages.ConnectionDto dto = new Messages.ConnectionDto(connection.source(), connection.target(),
                        connection.predicate(), connection.delivery(), channel, stream);
                connectionsByDomain.computeIfAbsent(from, d -> new ArrayList<>()).add(dto);
                if (!to.equals(from)) {
                    connectionsByDomain.computeIfAbsent(to, d -> new ArrayList<>()).add(dto);
                }
            }
            List<PlanetPlan> plans = new ArrayList<>();
            for (DomainSpec domain : planetSpecs.values()) {
                require(!domain.name().equals(starName), "the Planet '" + domain.name() + "' has the Star's name");
                List<BundleSpec> domainBundles = new ArrayList<>();
                Set<String> seen = new LinkedHashSet<>();
                for (String sha : domain.bundles() == null ? List.<String>of() : domain.bundles()) {
                    BundleSpec bundle = bundles.get(sha.toLowerCase());
                    require(bundle != null, "domain '" + domain.name() + "' lists a bundle " + sha + " the system does not carry");
                    if (seen.add(sha.toLowerCase())) {
                        domainBundles.add(bundle);
                    }
                }
                plans.add(new PlanetPlan(domain.name(), domainHost.get(domain.name()), domainNode.get(domain.name()), domainBundles,
                        new Messages.DeploymentRequest(operatorsByDomain.getOrDefault(domain.name(), List.of()),
                                connectionsByDomain.getOrDefault(domain.name(), List.of()))));
            }
            return new Plan(plans);
        }

        private static void require(boolean condition, String message) {
            if (!condition) {
                throw new ApiException(400, message);
            }
        }
    }
}
