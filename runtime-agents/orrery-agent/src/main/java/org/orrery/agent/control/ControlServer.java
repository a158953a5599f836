package org.orrery.agent.control;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.GracefulHandler;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.ssl.SslContextFactory;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.eclipse.jetty.util.thread.ThreadPool;
import org.eclipse.jetty.websocket.server.WebSocketUpgradeHandler;
import org.orrery.control.api.ControlJson;
import org.orrery.control.api.Limits;
import org.orrery.control.api.Refusal;
import org.orrery.control.client.LabTls;
import org.orrery.control.lab.ScrapeCredential;

/**
 * The HTTP/JSON control endpoint of an agent (Jetty 12). Every request needs the lab token as a bearer token, and one
 * without it is answered 401 from its headers and its connection closed; bodies are limited in size, silent connections
 * closed after {@value #IDLE_TIMEOUT_MS} ms, those that do not finish their first request's headers in time closed
 * whatever they send ({@link HeaderDeadline}), and at most {@value #MAX_CONNECTIONS} held open; a handler's
 * {@link ApiException} becomes its status with {@code {"error": ...}}, anything else a 500 that names the failure. The
 * server keeps serving whatever a request contains.
 */
public final class ControlServer implements AutoCloseable {

    /** What a route does with a request: returns the response body (serialized as JSON unless it is a string). */
    @FunctionalInterface
    public interface Action {

        Object handle(Matcher path, byte[] body) throws Exception;
    }

    /** A response with an explicit status. */
    public record Reply(int status, Object body) {
    }

    /** A body already written as JSON ({@link OneAtATime}), sent as it is. */
    public record Json(byte[] bytes) {
    }

    /** A body with the media type the request's Accept header chose (the metrics' exposition formats). */
    public record Typed(String contentType, byte[] bytes) {
    }

    /**
     * A route; {@code scrape} when the lab's read-only scrape credential ({@link ScrapeCredential}) may call it too,
     * {@code negotiated} (or null) when its answer depends on the Accept header rather than on the path and body.
     */
    private record Route(String method, Pattern path, long maxBodyBytes, Action action, boolean scrape,
            Function<String, Typed> negotiated) {

        Route(String method, Pattern path, long maxBodyBytes, Action action, boolean scrape) {
            this(method, path, maxBodyBytes, action, scrape, null);
        }
    }

    /** What a request's credential lets it do. */
    private enum Access {
        NONE, SCRAPE, FULL
    }

    /** How long a connection may stay silent, in the middle of a request or between requests, before it is closed. */
    static final long IDLE_TIMEOUT_MS = 10_000;
    /** How many connections the endpoint holds open at most; beyond, it stops accepting until some close. */
    static final int MAX_CONNECTIONS = 1_024;

    /** How much of a refused request's body is read and dropped before the connection is closed instead. */
    private static final long REFUSED_BODY_BYTES = 8L * 1024 * 1024;

    private final byte[] token;
    /** The lab's read-only scrape credential, derived from the token. */
    private final byte[] scrapeToken;
    private final List<Route> routes = new CopyOnWriteArrayList<>();
    /** The status each kind of refusal an action may throw is answered with ({@link #refusing}). */
    private final Map<Class<? extends Exception>, Integer> refusals = new ConcurrentHashMap<>();
    private final Server server;
    private final ServerConnector connector;
    private final WebSocketUpgradeHandler webSockets;
    /** Counts the requests under way, for {@link #close}. */
    private final GracefulHandler graceful;
    /** {@code https} with TLS, else {@code http}. */
    private final String scheme;

    /** How long a stop waits for the requests under way, unless told otherwise ({@link #answeringAtStopFor}). */
    private static final Duration STOP_TIMEOUT = Duration.ofSeconds(2);
    private Duration stopTimeout = STOP_TIMEOUT;

    /** A server of a loopback lab: plain HTTP. */
    public ControlServer(String bindAddress, int port, String token) {
        this(bindAddress, port, token, null);
    }

    /**
     * A server that speaks TLS with {@code tls}'s host key and certificate (issued by the lab's authority), or plain
     * HTTP when {@code tls} is null, which only a loopback address may: there the token never leaves the machine.
     */
    public ControlServer(String bindAddress, int port, String token, LabTls tls) {
        this(bindAddress, port, token, tls, null);
    }

    /** The request threads a server of its own starts, and their name. */
    public static QueuedThreadPool requestThreads(String name) {
        QueuedThreadPool threads = new QueuedThreadPool(16, 2);
        threads.setName(name);
        threads.setDaemon(true);
        return threads;
    }

    /**
     * A server as {@link #ControlServer(String, int, String, LabTls)} whose requests run on {@code sharedThreads}, a
     * started pool the servers of a shared domain host use together, left running when the server closes (null: a pool
     * of its own).
     */
    public ControlServer(String bindAddress, int port, String token, LabTls tls, ThreadPool sharedThreads) {
        if (tls == null && !loopback(bindAddress)) {
            throw new IllegalArgumentException("plain HTTP is for loopback labs only; " + bindAddress
                    + " is not a loopback address, so the control server needs the lab's TLS material (--tls)");
        }
        if (token == null || token.length() < 16) {
            throw new IllegalArgumentException("the lab token must have at least 16 characters");
        }
        this.token = token.getBytes(StandardCharsets.UTF_8);
        this.scrapeToken = ScrapeCredential.of(token).getBytes(StandardCharsets.UTF_8);
        // each server's connector holds threads of its pool for as long as it runs: a selector, and an acceptor unless
        // the pool is shared by many servers, where the selector accepts too
        int acceptors = sharedThreads != null ? 0 : 1;
        server = new Server(sharedThreads != null ? sharedThreads : requestThreads("orrery-control"));
        if (sharedThreads != null) {
            server.unmanage(sharedThreads);
        }
        if (tls != null) {
            SslContextFactory.Server ssl = new SslContextFactory.Server();
            char[] password = UUID.randomUUID().toString().toCharArray();
            ssl.setKeyStore(tls.hostKeyStore(password));
            ssl.setKeyStorePassword(new String(password));
            connector = new ServerConnector(server, acceptors, 1, ssl);
        } else {
            connector = new ServerConnector(server, acceptors, 1);
        }
        this.scheme = tls != null ? "https" : "http";
        connector.setHost(bindAddress);
        connector.setPort(port);
        connector.setIdleTimeout(IDLE_TIMEOUT_MS);
        // answers do not name the server's software and version to whoever asks
        connector.getConnectionFactory(HttpConnectionFactory.class).getHttpConfiguration().setSendServerVersion(false);
        server.addConnector(connector);
        server.addBean(new NetworkConnectionLimit(MAX_CONNECTIONS, connector));
        webSockets = WebSocketUpgradeHandler.from(server);
        webSockets.setHandler(new Handler.Abstract() {

            @Override
            public boolean handle(Request request, Response response, Callback callback) {
                serve(request, response, callback);
                return true;
            }
        });
        graceful = new GracefulHandler(webSockets);
        HeaderDeadline headers = new HeaderDeadline(connector.getScheduler());
        connector.addEventListener(headers);
        server.setHandler(headers.before(graceful));
    }

    /** How long {@link #close} waits for the requests under way to be answered (2 s unless set). */
    public ControlServer answeringAtStopFor(Duration timeout) {
        this.stopTimeout = timeout;
        return this;
    }

    /**
     * Answers {@code status} with the exception's message when an action throws a {@code refusal} (a deployment the
     * domain cannot take, say), instead of 500.
     */
    public ControlServer refusing(Class<? extends Exception> refusal, int status) {
        refusals.put(refusal, status);
        return this;
    }

    private Integer refusalStatus(Class<?> type) {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            Integer status = refusals.get(c);
            if (status != null) {
                return status;
            }
        }
        return null;
    }

    /** Adds a route; {@code pathPattern} is a regular expression over the whole path. */
    public ControlServer route(String method, String pathPattern, long maxBodyBytes, Action action) {
        routes.add(new Route(method, Pattern.compile(pathPattern), maxBodyBytes, action, false));
        return this;
    }

    /**
     * Adds a bodiless GET route that the lab's read-only scrape credential may call as well as the lab token (the
     * metrics, and where to find them); every other route refuses that credential with 403.
     */
    public ControlServer scrapeRoute(String pathPattern, Action action) {
        routes.add(new Route("GET", Pattern.compile(pathPattern), 0, action, true));
        return this;
    }

    /**
     * Adds a bodiless GET route that the scrape credential may call, answered in the format the request's Accept header
     * asks for ({@code byAccept} is given the header, or null).
     */
    public ControlServer metricsRoute(String path, Function<String, Typed> byAccept) {
        routes.add(new Route("GET", Pattern.compile(Pattern.quote(path)), 0, null, true, byAccept));
        return this;
    }

    /**
     * Accepts WebSocket upgrades on {@code path} from callers with the lab token; {@code endpoints} makes the endpoint
     * of each connection (a Jetty WebSocket API listener). Without a valid token the upgrade is answered 401.
     */
    public ControlServer webSocket(String path, Supplier<Object> endpoints) {
        webSockets.getServerWebSocketContainer().addMapping(path, (upgradeRequest, upgradeResponse, callback) -> {
            if (access(upgradeRequest.getHeaders().get(HttpHeader.AUTHORIZATION)) != Access.FULL) {
                Response.writeError(upgradeRequest, upgradeResponse, callback, 401, "a valid lab token is required");
                return null;
            }
            return endpoints.get();
        });
        routes.add(new Route("GET", Pattern.compile(Pattern.quote(path)), 0, (matcher, body) -> {
            throw new ApiException(426, "this resource is a WebSocket stream; connect with an upgrade request");
        }, false));
        return this;
    }

    /**
     * The routes as {@code METHOD /path/{parameter}}, a path parameter being a named group of the route's pattern, for
     * checking them against the OpenAPI document.
     */
    public List<String> routeTemplates() {
        return routes.stream()
                .map(r -> r.method() + " "
                        + r.path()
                                .pattern()
                                .replaceAll("\\(\\?<(\\w+)>[^)]*\\)", "{$1}")
                                .replace("\\Q", "")
                                .replace("\\E", ""))
                .toList();
    }

    public void start() throws Exception {
        server.start();
    }

    /** The port actually bound (useful when 0 asked for any free one). */
    public int port() {
        return connector.getLocalPort();
    }

    /** Where this server is called: its bind address (loopback when it listens on every address) and port. */
    public String url() {
        String host = connector.getHost();
        boolean any = host == null || host.isBlank() || host.equals("0.0.0.0") || host.equals("::");
        String shown = any ? "127.0.0.1" : host.contains(":") ? "[" + host + "]" : host;
        return scheme + "://" + shown + ":" + port();
    }

    /** {@code https} when this server speaks TLS, else {@code http}. */
    public String scheme() {
        return scheme;
    }

    /** Whether {@code address} (a literal or a name) is a loopback address; an unknown name is not. */
    static boolean loopback(String address) {
        try {
            return InetAddress.getByName(address).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }

    private void serve(Request request, Response response, Callback callback) {
        Access access = access(request.getHeaders().get(HttpHeader.AUTHORIZATION));
        if (access == Access.NONE) {
            // refused on its headers alone: its body is never waited for, and the connection ends with the answer, so
            // that a caller without the token costs no thread however slowly it sends
            response.setStatus(401);
            response.getHeaders().put(HttpHeader.CONNECTION, "close");
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
            response.write(true,
                    ByteBuffer.wrap(ControlJson
                            .write(new Refusal("a valid lab token is required (Authorization: Bearer <token>)"))),
                    callback);
            return;
        }
        int status;
        Object body;
        boolean bodyRead = false;
        try {
            String path = Request.getPathInContext(request);
            Route matched = null;
            Matcher matcher = null;
            boolean pathKnown = false;
            for (Route route : routes) {
                Matcher m = route.path().matcher(path);
                if (m.matches()) {
                    pathKnown = true;
                    if (route.method().equals(request.getMethod())) {
                        matched = route;
                        matcher = m;
                        break;
                    }
                }
            }
            if (matched == null) {
                throw new ApiException(pathKnown ? 405 : 404,
                        (pathKnown ? "method " + request.getMethod() + " not allowed on " : "no such resource: ")
                                + path);
            }
            if (access != Access.FULL && !matched.scrape()) {
                // as a caller without the token: its body, if any, is never awaited, and the connection ends
                response.getHeaders().put(HttpHeader.CONNECTION, "close");
                bodyRead = true;
                throw new ApiException(403, "the scrape credential reads metrics only; this call needs the lab token");
            }
            int admitted = LargeBodies.admit(request, matched.maxBodyBytes(), IDLE_TIMEOUT_MS);
            try {
                byte[] requestBody = readBody(request, matched.maxBodyBytes());
                bodyRead = true;
                if (admitted > 0) {
                    request.getConnectionMetaData().getConnection().getEndPoint().setIdleTimeout(IDLE_TIMEOUT_MS);
                }
                Object result = matched.negotiated() != null
                        ? matched.negotiated().apply(request.getHeaders().get(HttpHeader.ACCEPT))
                        : matched.action().handle(matcher, requestBody);
                if (result instanceof Reply reply) {
                    status = reply.status();
                    body = reply.body();
                } else {
                    status = 200;
                    body = result;
                }
            } finally {
                LargeBodies.release(admitted);
            }
        } catch (ApiException e) {
            status = e.status();
            body = new Refusal(e.getMessage());
        } catch (OutOfMemoryError e) {
            // what the request held is garbage now: the agent goes on, and the caller learns why it was refused
            status = 503;
            body = new Refusal("the agent ran out of memory handling this request (its heap is "
                    + Limits.size(Runtime.getRuntime().maxMemory()) + "): " + e.getMessage());
        } catch (Exception e) {
            Integer refusal = refusalStatus(e.getClass());
            status = refusal == null ? 500 : refusal;
            body = new Refusal(refusal == null ? e.getClass().getSimpleName() + ": " + e.getMessage() : e.getMessage());
        } catch (LinkageError | StackOverflowError e) {
            status = 500;
            body = new Refusal(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        if (!bodyRead) {
            discardBody(request, response);
        }
        response.setStatus(status);
        byte[] bytes;
        if (body instanceof Typed typed) {
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, typed.contentType());
            bytes = typed.bytes();
        } else if (body instanceof String text) {
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/plain; version=0.0.4; charset=utf-8");
            bytes = text.getBytes(StandardCharsets.UTF_8);
        } else {
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
            bytes = body instanceof Json json ? json.bytes() : body == null ? new byte[0] : ControlJson.write(body);
        }
        response.write(true, ByteBuffer.wrap(bytes), callback);
    }

    private Access access(String header) {
        if (header == null || !header.startsWith("Bearer ")) {
            return Access.NONE;
        }
        byte[] presented = header.substring("Bearer ".length()).strip().getBytes(StandardCharsets.UTF_8);
        if (MessageDigest.isEqual(token, presented)) {
            return Access.FULL;
        }
        return MessageDigest.isEqual(scrapeToken, presented) ? Access.SCRAPE : Access.NONE;
    }

    private static byte[] readBody(Request request, long maxBytes) throws IOException {
        long declared = request.getLength();
        if (declared > maxBytes) {
            throw new ApiException(413,
                    "the body of " + declared + " bytes exceeds the limit of " + maxBytes + " bytes");
        }
        try (InputStream in = Request.asInputStream(request)) {
            byte[] bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, maxBytes + 1));
            if (bytes.length > maxBytes) {
                throw new ApiException(413, "the body exceeds the limit of " + maxBytes + " bytes");
            }
            return bytes;
        }
    }

    /**
     * Reads and drops the body of an authorized request refused before its body was read (no such route, too large), up
     * to {@link #REFUSED_BODY_BYTES}: a client still sending would otherwise see its connection reset instead of the
     * answer. Beyond that bound the connection is closed after the answer.
     */
    private static void discardBody(Request request, Response response) {
        try (InputStream in = Request.asInputStream(request)) {
            byte[] buffer = new byte[16_384];
            long read = 0;
            int n;
            while (read <= REFUSED_BODY_BYTES && (n = in.read(buffer)) >= 0) {
                read += n;
            }
            if (read > REFUSED_BODY_BYTES) {
                response.getHeaders().put(HttpHeader.CONNECTION, "close");
            }
        } catch (IOException e) {
            response.getHeaders().put(HttpHeader.CONNECTION, "close");
        }
    }

    @Override
    public void close() {
        try {
            // the requests under way are answered first (2 s at most), so that the answer to a shutdown request is
            // sent;
            // then the server stops at once. Left to Jetty's own graceful stop, one idle kept-alive connection (the
            // node daemon's, the Star's) held every stop for a second, and a lab's domains stop one after another
            try {
                graceful.shutdown().get(stopTimeout.toMillis(), TimeUnit.MILLISECONDS);
            } catch (TimeoutException | ExecutionException e) {
                // stopped with what is still under way
            }
            server.stop();
        } catch (Exception e) {
            throw new IllegalStateException("the control server does not stop: " + e.getMessage(), e);
        }
    }
}
