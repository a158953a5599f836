package org.orrery.agent.domain;

import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.orrery.agent.control.ApiException;
import org.orrery.control.api.Limits;

/**
 * Fetches a bundle for an install from a URL, only as a lab permits: over https, from one of the lab's bundle hosts
 * (none unless the lab names some), without following redirects, within a time limit for the whole transfer and a size
 * limit. Anything else is refused before a connection is made: no {@code file:} probing of the agent's files, no
 * requests to internal services, no thread held by a server that never answers.
 */
public final class BundleFetcher {

    /** What a lab allows when it names no bundle hosts: installs from bytes only. */
    public static final BundleFetcher NONE = new BundleFetcher(List.of(), Duration.ofSeconds(20));

    /** The largest bundle fetched. */
    static final long MAX_BYTES = Limits.MAX_BUNDLE_BYTES;

    /** Ends a transfer that passed {@link #MAX_BYTES}. */
    private static final class TooLarge extends RuntimeException {

        private static final long serialVersionUID = 1L;

        TooLarge(String message) {
            super(message);
        }
    }

    private final Set<String> hosts;
    private final Duration timeout;
    /** One client for every fetch (each client keeps a thread of its own), made at the first. */
    private HttpClient client;

    public BundleFetcher(List<String> hosts, Duration timeout) {
        this.hosts = new TreeSet<>();
        hosts.stream()
                .map(String::strip)
                .filter(h -> !h.isEmpty())
                .map(h -> h.toLowerCase(Locale.ROOT))
                .forEach(this.hosts::add);
        this.timeout = timeout;
    }

    /** Parses {@code host,host,...} (blank: none). */
    public static BundleFetcher of(String hosts, Duration timeout) {
        return new BundleFetcher(hosts == null ? List.of() : List.of(hosts.split(",")), timeout);
    }

    private synchronized HttpClient client() {
        if (client == null) {
            client = HttpClient.newBuilder().connectTimeout(timeout).followRedirects(HttpClient.Redirect.NEVER).build();
        }
        return client;
    }

    /** The bundle's bytes; a refused URL is a 403, a failed transfer a 422, a bundle over the limit a 413. */
    byte[] fetch(String url) {
        URI uri;
        try {
            uri = URI.create(url);
        } catch (IllegalArgumentException e) {
            throw new ApiException(400, "not a URL: " + url);
        }
        if (!"https".equalsIgnoreCase(uri.getScheme())) {
            throw new ApiException(403, "bundles are installed from https URLs only, not " + url);
        }
        String host = uri.getHost() == null ? "" : uri.getHost().toLowerCase(Locale.ROOT);
        if (!hosts.contains(host)) {
            throw new ApiException(403, "host '" + host + "' is not among this lab's bundle hosts ("
                    + (hosts.isEmpty() ? "it names none; install from bytes" : String.join(", ", hosts)) + ")");
        }
        ByteArrayOutputStream received = new ByteArrayOutputStream();
        CompletableFuture<HttpResponse<Void>> transfer = client().sendAsync(
                HttpRequest.newBuilder(uri).timeout(timeout).GET().build(),
                HttpResponse.BodyHandlers.ofByteArrayConsumer((Optional<byte[]> part) -> part.ifPresent(bytes -> {
                    if (received.size() + bytes.length > MAX_BYTES) {
                        throw new TooLarge("the bundle at " + url + " exceeds the limit of " + Limits.size(MAX_BYTES));
                    }
                    received.writeBytes(bytes);
                })));
        try {
            HttpResponse<Void> response = transfer.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
            if (response.statusCode() != 200) {
                throw new ApiException(422, "cannot read bundle from " + url + ": HTTP " + response.statusCode());
            }
            return received.toByteArray();
        } catch (TimeoutException e) {
            transfer.cancel(true);
            throw new ApiException(422,
                    "cannot read bundle from " + url + ": no whole answer within " + timeout.toSeconds() + " s");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof TooLarge tooLarge) {
                throw new ApiException(413, tooLarge.getMessage());
            }
            // the client's own limits (connecting, which includes the TLS handshake, and the request) are the same
            // time limit, and whichever of the three runs out first says so the same way
            if (e.getCause() instanceof HttpTimeoutException) {
                throw new ApiException(422,
                        "cannot read bundle from " + url + ": no whole answer within " + timeout.toSeconds() + " s");
            }
            throw new ApiException(422, "cannot read bundle from " + url + ": " + e.getCause());
        } catch (InterruptedException e) {
            transfer.cancel(true);
            Thread.currentThread().interrupt();
            throw new ApiException(503, "interrupted while reading bundle from " + url);
        }
    }
}
