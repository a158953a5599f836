package org.orrery.agent.domain;

import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.function.Supplier;

import org.orrery.agent.control.ApiException;
import org.orrery.agent.control.ControlServer;
import org.orrery.agent.control.OneAtATime;
import org.orrery.agent.control.Requests;
import org.orrery.agent.engine.Comparisons;
import org.orrery.agent.engine.DeploymentException;
import org.orrery.agent.engine.DomainContext;
import org.orrery.agent.engine.DomainEngine;
import org.orrery.agent.engine.DomainFramework;
import org.orrery.agent.engine.OperatorSpec;
import org.orrery.agent.engine.OverBudgetException;
import org.orrery.agent.engine.RouteSpec;
import org.orrery.agent.star.StarHost;
import org.orrery.agent.transport.Transport;
import org.orrery.control.api.ControlJson;
import org.orrery.control.api.Delivery;
import org.orrery.control.api.DomainApi;
import org.orrery.control.api.DomainApi.Change;
import org.orrery.control.api.DomainApi.CheckResult;
import org.orrery.control.api.DomainApi.Connected;
import org.orrery.control.api.DomainApi.ConnectionDeployment;
import org.orrery.control.api.DomainApi.DeploymentRequest;
import org.orrery.control.api.DomainApi.DeploymentResult;
import org.orrery.control.api.DomainApi.DomainStatus;
import org.orrery.control.api.DomainApi.Health;
import org.orrery.control.api.DomainApi.InstallRequest;
import org.orrery.control.api.DomainApi.OperatorDeployment;
import org.orrery.control.api.DomainApi.ProcessFigures;
import org.orrery.control.api.DomainApi.Started;
import org.orrery.control.api.DomainApi.Stopping;
import org.orrery.control.api.DomainApi.TapRequest;
import org.orrery.control.api.DomainApi.Uninstalled;
import org.orrery.control.api.Limits;
import org.orrery.control.api.LinkProfile;
import org.orrery.control.api.Role;
import org.orrery.control.api.SystemApi.ParameterChange;
import org.orrery.control.api.SystemApi.ParameterChangeResult;
import org.orrery.control.client.DomainProxy;
import org.orrery.control.client.LabTls;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A domain agent: one domain's OSGi framework and engine behind the HTTP/JSON control API. Runs as its own process
 * ({@link #main}) or embedded in tests.
 */
public final class DomainAgent implements StarHost, AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(DomainAgent.class);

    private static final String RECORDING = "/v1/recordings/(?<recording>\\d+)";

    private final DomainContext context;
    private final Role role;
    private final DomainFramework framework;
    private final DomainEngine engine;
    private final ControlServer server;
    /** {@code GET /v1/status}: made once for all who ask while it is made. */
    private final OneAtATime statusOnce = new OneAtATime(this::status);
    /** A scenario's load on the CPU, while one runs. */
    private final CpuLoadThreads cpuLoad;
    private final CountDownLatch stopped = new CountDownLatch(1);
    /** {@code GET /metrics}. */
    private final DomainMetrics metrics;
    private final BundleFetcher bundles;
    /** The lab's TLS material, or null on a loopback lab. */
    private final LabTls tls;
    /** What this domain shares with the others of its domain host, or null in a process of its own. */
    private final SharedProcess share;
    /** A thread of this process that an {@link Error} ended ({@link #reportThreadDeaths}), or null. */
    private static volatile String threadDeath;

    public DomainAgent(DomainContext context, Role role, String bindAddress, int port, String token) throws Exception {
        this(context, role, bindAddress, port, token, BundleFetcher.NONE);
    }

    /** An agent that installs bundles from URLs as {@code bundles} permits (over https from the lab's bundle hosts). */
    public DomainAgent(DomainContext context, Role role, String bindAddress, int port, String token,
            BundleFetcher bundles) throws Exception {
        this(context, role, bindAddress, port, token, bundles, null);
    }

    /**
     * An agent whose control API speaks TLS with {@code tls} (a lab of several hosts), or plain HTTP on loopback
     * (null).
     */
    public DomainAgent(DomainContext context, Role role, String bindAddress, int port, String token,
            BundleFetcher bundles, LabTls tls) throws Exception {
        this(context, role, bindAddress, port, token, bundles, tls, null);
    }

    /** An agent of a shared domain host ({@code share}), or of a process of its own (null). */
    DomainAgent(DomainContext context, Role role, String bindAddress, int port, String token, BundleFetcher bundles,
            LabTls tls, SharedProcess share) throws Exception {
        this.share = share;
        this.tls = tls;
        this.bundles = bundles;
        this.context = context;
        this.role = role;
        this.framework = new DomainFramework(context);
        framework.start();
        this.engine = new DomainEngine(context, framework);
        this.server = new ControlServer(bindAddress, port, token, tls, share == null ? null : share.requestThreads());
        this.cpuLoad = new CpuLoadThreads(context.name());
        this.metrics = new DomainMetrics(this::status, engine::latenciesSinceWired, role.wireName());
        routes();
        cpuLoad.routes(server);
        server.start();
    }

    @Override
    public int port() {
        return server.port();
    }

    /** The lab's TLS material (its authority for the agent's own calls), or null on a loopback lab. */
    @Override
    public LabTls tls() {
        return tls;
    }

    /** The control server, for parts (the Star's coordinator) that add routes of their own. */
    @Override
    public ControlServer server() {
        return server;
    }

    public List<String> routeTemplates() {
        return server.routeTemplates();
    }

    private void routes() {
        server.refusing(DeploymentException.class, 422)
                .route("GET", "/v1/health", 0,
                        (path, body) -> new Health(context.name(), role, true, ProcessHandle.current().pid()))
                .route("GET", "/v1/status", 0, (path, body) -> statusOnce.get())
                .route("GET", "/v1/bundles", 0, (path, body) -> framework.bundles())
                .route("POST", "/v1/bundles", Limits.MAX_INSTALL_BODY_BYTES,
                        (path, body) -> install(Requests.read(body, InstallRequest.class)))
                .route("POST", "/v1/bundles/(?<id>\\d+)/start", 0,
                        (path, body) -> framework.start(bundleId(path.group(1))))
                .route("POST", "/v1/bundles/(?<id>\\d+)/stop", 0,
                        (path, body) -> framework.stop(bundleId(path.group(1))))
                .route("DELETE", "/v1/bundles/(?<id>\\d+)", 0, (path, body) -> {
                    framework.uninstall(bundleId(path.group(1)));
                    return new Uninstalled(Long.parseLong(path.group(1)));
                })
                .route("PUT", "/v1/deployment", Limits.MAX_JSON_BODY_BYTES,
                        (path, body) -> deploy(Requests.read(body, DeploymentRequest.class)))
                .route("POST", "/v1/deployment/check", Limits.MAX_JSON_BODY_BYTES,
                        (path, body) -> check(Requests.read(body, DeploymentRequest.class)))
                .route("POST", "/v1/deployment/parameters", Limits.MAX_JSON_BODY_BYTES,
                        (path, body) -> reconfigure(Requests.read(body, ParameterChange.class)))
                .route("POST", "/v1/deployment/connect", 0,
                        (path, body) -> new Connected(engine.awaitConnected(CONNECT_WAIT_MS)))
                .route("POST", "/v1/deployment/start", 0, (path, body) -> new Started(engine.startHeld()))
                .route("DELETE", "/v1/deployment", 0, (path, body) -> {
                    engine.undeploy();
                    return status();
                })
                .route("POST", "/v1/taps", Limits.MAX_JSON_BODY_BYTES,
                        (path, body) -> new ControlServer.Reply(201,
                                refusing(() -> engine.taps().open(Requests.read(body, TapRequest.class)))))
                .route("GET", "/v1/taps/(?<tap>\\d+)", 0,
                        (path, body) -> refusing(() -> engine.taps().read(number(path.group("tap"), "tap"))))
                .route("DELETE", "/v1/taps/(?<tap>\\d+)", 0,
                        (path, body) -> refusing(() -> engine.taps().close(number(path.group("tap"), "tap"))))
                .route("POST", "/v1/recordings", Limits.MAX_JSON_BODY_BYTES,
                        (path, body) -> new ControlServer.Reply(201, refusing(
                                () -> engine.recordings().open(Requests.read(body, DomainApi.RecordingRequest.class)))))
                .route("GET", RECORDING, 0,
                        (path, body) -> refusing(
                                () -> engine.recordings().state(number(path.group("recording"), "recording"))))
                .route("POST", RECORDING + "/stop", 0,
                        (path, body) -> refusing(
                                () -> engine.recordings().stop(number(path.group("recording"), "recording"))))
                .route("DELETE", RECORDING, 0,
                        (path, body) -> refusing(
                                () -> engine.recordings().delete(number(path.group("recording"), "recording"))))
                .route("GET", RECORDING + "/bytes/(?<offset>\\d+)", 0,
                        (path, body) -> refusing(() -> engine.recordings()
                                .chunk(number(path.group("recording"), "recording"),
                                        number(path.group("offset"), "offset"))))
                .route("PUT", "/v1/tracing", Limits.MAX_JSON_BODY_BYTES, (path, body) -> refusing(
                        () -> engine.traces().trace(Requests.read(body, DomainApi.TracingRequest.class).oneIn())))
                .route("GET", "/v1/traces", 0, (path, body) -> engine.traces().spans())
                .metricsRoute("/metrics", metrics::page)
                .route("POST", "/v1/shutdown", 0, (path, body) -> {
                    stopped.countDown();
                    return new Stopping(context.name());
                });
    }

    /**
     * Answers an action on the engine, its refusals as the API's statuses: no such thing 404, not now 409, not so 422.
     */
    private static Object refusing(Supplier<Object> action) {
        try {
            return action.get();
        } catch (NoSuchElementException e) {
            throw new ApiException(404, e.getMessage());
        } catch (OverBudgetException e) {
            throw new ApiException(503, e.getMessage());
        } catch (IllegalStateException e) {
            throw new ApiException(409, e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new ApiException(422, e.getMessage());
        }
    }

    /** The path's number of a {@code what} (a tap, a recording), or 404 for one no number can be. */
    private static long number(String text, String what) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new ApiException(404, "no " + what + " " + text);
        }
    }

    private static long bundleId(String text) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new ApiException(404, "no bundle " + text);
        }
    }

    @Override
    public Comparisons comparisons() {
        return context.comparisons();
    }

    @Override
    public DomainStatus status() {
        String failure = engine.failure();
        if (failure == null) {
            failure = threadDeath;
        }
        return new DomainStatus(context.name(), role, failure == null, failure == null ? "" : failure,
                framework.bundles(), engine.operatorStats(), engine.routeStats(),
                share == null ? processFigures(engine.idle(), engine.timerSlackNs()) : sharedFigures(),
                engine.bindings());
    }

    /**
     * The figures of a domain in a shared domain host: CPU and allocation of its own threads, memory and heap of the
     * process it shares.
     */
    private ProcessFigures sharedFigures() {
        ProcessFigures process = processFigures(engine.idle(), engine.timerSlackNs());
        double[] own = share.sample(context.name());
        return new ProcessFigures(own[0], process.residentBytes(), process.heapUsedBytes(), process.heapMaxBytes(),
                process.threads(), process.idle(), process.timerSlackNs(), share.neighboursOf(context.name()), own[1]);
    }

    /**
     * Makes a thread that dies of an {@link Error} (out of memory, say) in this process a failure that the status
     * reports as the domain down with its cause, and its log shows, instead of a thread gone without a word.
     */
    static void reportThreadDeaths() {
        Thread.setDefaultUncaughtExceptionHandler((thread, e) -> {
            LOG.error("thread {} died", thread.getName(), e);
            if (e instanceof Error) {
                threadDeath = "thread " + thread.getName() + " died: " + e;
            }
        });
    }

    private static final ProcessCpu PROCESS_CPU = new ProcessCpu();

    /**
     * How long {@code POST /v1/deployment/connect} waits for this domain's streams to connect (Aeron's setup: 100 ms).
     */
    static final long CONNECT_WAIT_MS = 2_000;

    /**
     * This process's CPU (percent of one core, since the last status), resident memory and heap, with how its event
     * thread waits.
     */
    static ProcessFigures processFigures(String idle, long timerSlackNs) {
        double cpu = PROCESS_CPU.percent();
        long resident = -1;
        try {
            String[] statm = Files.readString(Path.of("/proc/self/statm")).strip().split("\\s+");
            resident = Long.parseLong(statm[1]) * 4096;
        } catch (IOException | RuntimeException e) {
            // not Linux: resident memory stays unknown
        }
        Runtime runtime = Runtime.getRuntime();
        return new ProcessFigures(cpu, resident, runtime.totalMemory() - runtime.freeMemory(), runtime.maxMemory(),
                Thread.activeCount(), idle, timerSlackNs);
    }

    private Object install(InstallRequest request) throws DeploymentException {
        if (request.location().isBlank()) {
            throw new ApiException(400, "location must not be blank");
        }
        if ((request.bytesBase64() == null) == (request.url() == null)) {
            throw new ApiException(400, "give exactly one of bytesBase64 and url");
        }
        if (request.sha256() == null || request.sha256().isBlank()) {
            throw new ApiException(400,
                    "sha256 is required: the bundle's bytes, given or fetched, are checked against it");
        }
        byte[] bytes;
        if (request.bytesBase64() != null) {
            if (request.bytesBase64().length() > Limits.base64Length(Limits.MAX_BUNDLE_BYTES)) {
                throw new ApiException(413,
                        "the bundle is larger than the limit of " + Limits.size(Limits.MAX_BUNDLE_BYTES));
            }
            try {
                bytes = Base64.getDecoder().decode(request.bytesBase64());
            } catch (IllegalArgumentException e) {
                throw new ApiException(400, "bytesBase64 is not base64: " + e.getMessage());
            }
        } else {
            bytes = bundles.fetch(request.url());
        }
        try {
            return new ControlServer.Reply(201, framework.install(request.location(), bytes, request.sha256()));
        } catch (DeploymentException e) {
            throw new ApiException(422, e.getMessage());
        }
    }

    /**
     * Asks this agent over its own control port what a deployment asks first (its status, a check with a predicate, an
     * empty deployment), so that a JVM started only to make the class data sharing archive ({@code --rehearse}) has
     * loaded the classes those take: the HTTP server's request path, JSON both ways, the predicate compiler.
     */
    void rehearse(String token) throws IOException {
        ConnectionDeployment filtered = new ConnectionDeployment("a", "b", "n > 1 && s =~ 'x.*'", Delivery.RELIABLE,
                null, null);
        byte[] check = ControlJson.write(new DeploymentRequest(List.of(), List.of(filtered), null));
        byte[] empty = ControlJson.write(new DeploymentRequest(List.of(), List.of(), null, true));
        ask(token, "GET", DomainProxy.STATUS, new byte[0]);
        ask(token, "POST", DomainProxy.CHECK, check);
        ask(token, "PUT", DomainProxy.DEPLOYMENT, empty);
    }

    /**
     * One request to this agent on a connection of its own; the answer is read and dropped. A plain socket rather than
     * the control client: the JDK's HTTP client would go into the archive that every Planet maps, and no Planet uses
     * it.
     */
    private void ask(String token, String method, String path, byte[] body) throws IOException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port())) {
            socket.setSoTimeout(10_000);
            String head = method + " " + path + " HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer " + token
                    + "\r\nContent-Type: application/json\r\nContent-Length: " + body.length
                    + "\r\nConnection: close\r\n\r\n";
            socket.getOutputStream().write(head.getBytes(StandardCharsets.US_ASCII));
            socket.getOutputStream().write(body);
            socket.getOutputStream().flush();
            socket.getInputStream().readAllBytes();
        }
    }

    /** Whether a deployment could be created here, without deploying it. */
    private Object check(DeploymentRequest request) {
        List<OperatorSpec> operators = operators(request);
        List<RouteSpec> routes = routes(request);
        try {
            engine.check(operators, routes);
        } catch (DeploymentException e) {
            throw new ApiException(422, e.getMessage());
        }
        return new CheckResult(true, operators.size());
    }

    /** Makes the domain's deployment the requested one, changing only what differs. */
    private Object deploy(DeploymentRequest request) {
        List<OperatorSpec> operators = operators(request);
        List<RouteSpec> routes = routes(request);
        if (request.traceOneIn() != null) { // first, so that the first events of the sources it starts are traced
            refusing(() -> engine.traces().trace(request.traceOneIn()));
        }
        try {
            Change change = engine.apply(operators, routes, request.hold(), request.bundles());
            if (request.latencyProfile() != null) {
                engine.latencyProfile(request.latencyProfile());
            }
            return new DeploymentResult(change, status());
        } catch (DeploymentException e) {
            throw new ApiException(422, e.getMessage());
        }
    }

    /** Changes parameters of a running operator in place ({@link DomainEngine#reconfigure}). */
    private Object reconfigure(ParameterChange change) {
        require(change.operator() != null && !change.operator().isBlank(), "operator is required");
        require(change.parameters() != null && !change.parameters().isEmpty(),
                "parameters must name at least one parameter");
        change.parameters()
                .forEach((name, value) -> require(name != null && !name.isBlank() && value != null,
                        "parameters must map names to values"));
        return refusing(() -> {
            OperatorSpec now = engine.reconfigure(change.operator(), change.parameters());
            return new ParameterChangeResult(now.name(), context.name(), new TreeMap<>(now.parameters()));
        });
    }

    private static List<OperatorSpec> operators(DeploymentRequest request) {
        List<OperatorSpec> operators = new ArrayList<>();
        List<OperatorDeployment> operatorDtos = request.operators() == null ? List.of() : request.operators();
        for (int i = 0; i < operatorDtos.size(); i++) {
            OperatorDeployment dto = operatorDtos.get(i);
            require(dto != null, "operators[" + i + "] is null");
            require(dto.name() != null && !dto.name().isBlank(), "operators[" + i + "].name is required");
            require(dto.type() != null && !dto.type().isBlank(), "operators[" + i + "].type is required");
            operators.add(new OperatorSpec(dto.name(), dto.type(), dto.symbolicName(),
                    dto.parameters() == null ? Map.of() : dto.parameters()));
        }
        return operators;
    }

    private static List<RouteSpec> routes(DeploymentRequest request) {
        List<RouteSpec> routes = new ArrayList<>();
        List<ConnectionDeployment> connectionDtos = request.connections() == null ? List.of() : request.connections();
        for (int i = 0; i < connectionDtos.size(); i++) {
            routes.add(route(connectionDtos.get(i), "connections[" + i + "]"));
        }
        return routes;
    }

    private static RouteSpec route(ConnectionDeployment dto, String where) {
        require(dto != null, where + " is null");
        require(dto.source() != null && dto.target() != null, where + " needs source and target");
        Delivery delivery = dto.delivery() == null ? Delivery.RELIABLE : dto.delivery();
        Transport transport = null;
        if (dto.channel() != null || dto.streamId() != null) {
            require(dto.channel() != null && dto.streamId() != null, where + " needs both channel and streamId");
            try {
                transport = new Transport(dto.channel(), dto.streamId(), dto.lane() == null ? 0 : dto.lane());
            } catch (IllegalArgumentException e) {
                throw new ApiException(400, where + ": " + e.getMessage());
            }
        }
        require(dto.lane() == null || transport != null, where + " has a lane but no channel");
        try {
            return new RouteSpec(dto.source(), dto.target(), dto.predicate(), delivery, transport, dto.wireFormat(),
                    dto.priority() == null ? 0 : dto.priority(), LinkProfile.parseOrNone(dto.link()));
        } catch (IllegalArgumentException e) {
            throw new ApiException(400, where + ": " + e.getMessage());
        }
    }

    private static void require(boolean condition, String message) {
        if (!condition) {
            throw new ApiException(400, message);
        }
    }

    /** Blocks until a shutdown request arrives, or {@link #stop}. */
    public void awaitShutdown() throws InterruptedException {
        stopped.await();
    }

    /** Ends {@link #awaitShutdown} as a shutdown request does. */
    public void stop() {
        stopped.countDown();
    }

    @Override
    public void close() {
        cpuLoad.close();
        server.close();
        engine.close();
        framework.close();
    }

    public static void main(String[] args) {
        System.exit(PlainArguments.execute(DomainAgentCommand::new, args));
    }
}
