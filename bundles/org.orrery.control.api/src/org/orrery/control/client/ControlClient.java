package org.orrery.control.client;

import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.net.http.WebSocket;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;

import javax.net.ssl.SSLException;

import org.orrery.control.api.ControlJson;
import org.orrery.control.api.Refusal;

/**
 * The one HTTP client of the lab's control APIs (node daemons, the Star, Planets), used by the agents, the command line
 * and the workbench alike. Every request carries the lab token; bodies are the protocol's records, written and read by
 * {@link ControlJson}; a refusal becomes a {@link ControlException} with the agent's own reason.
 */
public final class ControlClient {

    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(2);
    /** The pause before a call that never reached its agent is made again. */
    private static final Duration RETRY_PAUSE = Duration.ofMillis(500);

    private final HttpClient http;
    private final String token;
    /**
     * Whether the lab speaks TLS: then nothing goes out over plain HTTP, where anyone on the way could read the token.
     */
    private final boolean tls;
    private final PeerCheck peerCheck;

    /**
     * Says whether the agent at a URL may be sent the token, before anything is sent to it: a check of the process that
     * should be listening there, for a peer whose port anyone could bind once that process has ended.
     */
    @FunctionalInterface
    public interface PeerCheck {

        /** Every peer may be called (TLS, where used, still proves each one). */
        PeerCheck NONE = uri -> {
            // nothing to check
        };

        /** Throws, with the reason, when nothing may be sent to {@code uri}. */
        void verify(URI uri) throws ControlException;
    }

    static {
        // the JDK's client keeps an idle connection for 30 s, the control servers close one after 10 s of silence: a
        // request sent on a connection the server is just closing failed ("received no bytes"; seen when the Star
        // started the Planets of a large deployment whose previous call was 10 s earlier). Idle connections are let go
        // first. The JDK reads this once, when its client is first used; a value set on the command line stays.
        if (System.getProperty("jdk.httpclient.keepalive.timeout") == null) {
            System.setProperty("jdk.httpclient.keepalive.timeout", "5");
        }
    }

    /** A client of a loopback lab (plain HTTP). */
    public ControlClient(String token) {
        this(token, null);
    }

    /**
     * A client that, over https, trusts only {@code tls}'s authority (the lab's own), or, when it is null, speaks plain
     * HTTP (a loopback lab).
     */
    public ControlClient(String token, LabTls tls) {
        this.token = token;
        this.tls = tls != null;
        this.peerCheck = PeerCheck.NONE;
        // every control server speaks HTTP/1.1 only, so nothing else is asked for (the JDK's default first offers
        // HTTP/2
        // through ALPN on every new TLS connection)
        HttpClient.Builder builder = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(CONNECT_TIMEOUT);
        if (tls != null) {
            builder.sslContext(tls.clientContext());
        }
        this.http = builder.build();
    }

    private ControlClient(ControlClient client, PeerCheck peerCheck) {
        this.http = client.http;
        this.token = client.token;
        this.tls = client.tls;
        this.peerCheck = peerCheck;
    }

    /** This client (its connections, its token), asking {@code check} before each request whether it may be sent. */
    public ControlClient withPeerCheck(PeerCheck check) {
        return new ControlClient(this, check);
    }

    /**
     * Sends {@code body} (a record written as JSON, raw JSON bytes, or null for none) and reads the answer as
     * {@code answer} ({@code byte[].class} keeps it raw).
     */
    public <T> T call(String method, String url, Object body, Class<T> answer, Duration timeout)
            throws ControlException {
        byte[] bytes = exchange(method, url,
                body instanceof byte[] raw ? raw : body == null ? null : ControlJson.write(body), timeout);
        if (answer == byte[].class) {
            return answer.cast(bytes);
        }
        try {
            return ControlJson.readAnswer(bytes, answer);
        } catch (IOException e) {
            throw new ControlException(
                    method + " " + url + " answered what is not a " + answer.getSimpleName() + ": " + e.getMessage(),
                    200, bytes, e);
        }
    }

    /**
     * {@link #call}, made again while its connection could not be made within the connect timeout (an agent just
     * started on a loaded host may take longer than that over its first TLS handshakes; the request was never sent),
     * until {@code timeout} has passed since the first try. A refused connection (nothing listens) fails at once. A
     * timeout that ends a try well before {@code timeout} cannot be the request's own, whatever its type, and is taken
     * for the connection's: a Star start over SSH on a loaded machine failed so, "no answer within 120 s" about 10 s
     * after it began, its node daemon never having seen the request.
     */
    public <T> T callUntilReached(String method, String url, Object body, Class<T> answer, Duration timeout)
            throws ControlException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            long tried = System.nanoTime();
            try {
                return call(method, url, body, answer, timeout);
            } catch (ControlException e) {
                boolean beforeItsTimeout = e.getCause() instanceof HttpTimeoutException
                        && System.nanoTime() - tried < timeout.toNanos() - RETRY_PAUSE.toNanos();
                if (!(e.getCause() instanceof HttpConnectTimeoutException || beforeItsTimeout)
                        || System.nanoTime() + RETRY_PAUSE.toNanos() > deadline) {
                    throw e;
                }
            }
            try {
                Thread.sleep(RETRY_PAUSE.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new ControlException("interrupted while calling " + url + " again", 0, null, e);
            }
        }
    }

    public <T> T get(String url, Class<T> answer, Duration timeout) throws ControlException {
        return call("GET", url, null, answer, timeout);
    }

    /**
     * A read for a person waiting on it (status, host views): {@link #get}, made again while its connection could not
     * be made within the connect timeout, until {@code timeout} ({@link #callUntilReached}). The agents' own checks of
     * each other (heartbeats, clock readings) stay single calls, whose failure is what they measure.
     */
    public <T> T read(String url, Class<T> answer, Duration timeout) throws ControlException {
        return callUntilReached("GET", url, null, answer, timeout);
    }

    /** The largest answer a call reads unless told otherwise: above any answer an agent gives. */
    public static final long MAX_ANSWER_BYTES = 64L << 20;

    /** One request; returns the answer's bytes, or throws with the agent's reason when it refuses. */
    public byte[] exchange(String method, String url, byte[] body, Duration timeout) throws ControlException {
        return exchange(method, url, body, timeout, MAX_ANSWER_BYTES);
    }

    /**
     * One request whose answer may have at most {@code maxAnswerBytes}: a longer one is not read past that, and the
     * call fails saying so (a caller that passes answers on, as the Star relays a domain's, keeps its heap that way).
     */
    public byte[] exchange(String method, String url, byte[] body, Duration timeout, long maxAnswerBytes)
            throws ControlException {
        URI uri = URI.create(url);
        verify(uri);
        HttpRequest request = HttpRequest.newBuilder(uri)
                .timeout(timeout)
                .header("Authorization", "Bearer " + token)
                .header("Content-Type", "application/json")
                .method(method,
                        body == null ? HttpRequest.BodyPublishers.noBody()
                                : HttpRequest.BodyPublishers.ofByteArray(body))
                .build();
        HttpResponse<byte[]> response;
        try {
            response = http.send(request, info -> new BoundedBody(maxAnswerBytes));
        } catch (ConnectException e) {
            throw new ControlException("nothing answers at " + origin(url) + " (is it running?)", 0, null, e);
        } catch (HttpConnectTimeoutException e) {
            throw new ControlException(method + " " + url + ": no connection within " + CONNECT_TIMEOUT.toSeconds()
                    + " s" + (url.startsWith("https") ? " (connect and TLS handshake)" : ""), 0, null, e);
        } catch (HttpTimeoutException e) {
            throw new ControlException(method + " " + url + ": no answer within " + timeout.toSeconds() + " s", 0, null,
                    e);
        } catch (SSLException e) {
            throw new ControlException(method + " " + url + ": the TLS handshake failed (" + e.getMessage()
                    + "); only agents with a certificate of this lab's authority are called", 0, null, e);
        } catch (IOException e) {
            if (e.getCause() instanceof AnswerTooLarge || e instanceof AnswerTooLarge) {
                throw new ControlException(method + " " + url + ": the answer is larger than " + maxAnswerBytes
                        + " bytes, the most this caller reads", 0, null, e);
            }
            throw new ControlException(method + " " + url + " failed: " + e.getMessage(), 0, null, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ControlException("interrupted while waiting for " + url, 0, null, e);
        }
        if (response.statusCode() >= 400) {
            throw new ControlException(reason(method, url, response), response.statusCode(), response.body(), null);
        }
        return response.body();
    }

    /** Opens a WebSocket to {@code url} (http or ws scheme) with the lab token. */
    public CompletableFuture<WebSocket> webSocket(String url, WebSocket.Listener listener) {
        URI uri = URI.create(url.replaceFirst("^http", "ws"));
        try {
            verify(URI.create(url));
        } catch (ControlException e) {
            return CompletableFuture.failedFuture(e);
        }
        return http.newWebSocketBuilder().header("Authorization", "Bearer " + token).buildAsync(uri, listener);
    }

    /**
     * Whether the token may be sent to {@code uri}: over TLS in a lab that speaks it, and to a peer that passes the
     * check.
     */
    private void verify(URI uri) throws ControlException {
        if (tls && !"https".equals(uri.getScheme())) {
            throw new ControlException(
                    "this lab speaks TLS: the token is not sent to " + origin(uri.toString()) + " over plain HTTP", 0,
                    null, null);
        }
        peerCheck.verify(uri);
    }

    /** {@code http://host:port} of a URL. */
    private static String origin(String url) {
        return url.replaceAll("^((?:https?|wss?)://[^/]+).*", "$1");
    }

    private static String reason(String method, String url, HttpResponse<byte[]> response) {
        String text = new String(response.body(), StandardCharsets.UTF_8);
        try {
            Refusal refusal = ControlJson.readAnswer(response.body(), Refusal.class);
            if (refusal != null && refusal.error() != null && !refusal.error().isBlank()) {
                return refusal.error();
            }
        } catch (@SuppressWarnings("unused") IOException notJson) {
            // an answer that is not the protocol's refusal is shown as it is
        }
        return method + " " + url + " answered " + response.statusCode() + (text.isBlank() ? "" : ": " + text.strip());
    }

    /** An answer cut off at its bound. */
    private static final class AnswerTooLarge extends IOException {

        private static final long serialVersionUID = 1L;

        AnswerTooLarge(long maxBytes) {
            super("the answer is larger than " + maxBytes + " bytes");
        }
    }

    /** An answer's bytes, read whole up to a bound: past it the subscription is cancelled and the read fails. */
    private static final class BoundedBody implements HttpResponse.BodySubscriber<byte[]> {

        private final HttpResponse.BodySubscriber<byte[]> whole = HttpResponse.BodySubscribers.ofByteArray();
        private final long maxBytes;
        private long seen;
        private Flow.Subscription subscription;
        private boolean cut;

        BoundedBody(long maxBytes) {
            this.maxBytes = maxBytes;
        }

        @Override
        public CompletionStage<byte[]> getBody() {
            return whole.getBody();
        }

        @Override
        public void onSubscribe(Flow.Subscription subscribed) {
            this.subscription = subscribed;
            whole.onSubscribe(subscribed);
        }

        @Override
        public void onNext(List<ByteBuffer> items) {
            if (cut) {
                return;
            }
            for (ByteBuffer item : items) {
                seen += item.remaining();
            }
            if (seen > maxBytes) {
                cut = true;
                subscription.cancel();
                whole.onError(new AnswerTooLarge(maxBytes));
                return;
            }
            whole.onNext(items);
        }

        @Override
        public void onError(Throwable failure) {
            if (!cut) {
                whole.onError(failure);
            }
        }

        @Override
        public void onComplete() {
            if (!cut) {
                whole.onComplete();
            }
        }
    }
}
