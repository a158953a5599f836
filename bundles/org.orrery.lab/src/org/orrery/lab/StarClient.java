package org.orrery.lab;

import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The control API of a lab's Star as the workbench uses it: deploy and undeploy a system, read its status, follow its
 * stream, and manage the bundles of each domain through the Star. Every call carries the lab token.
 */
public final class StarClient {

    private static final Duration CALL_TIMEOUT = Duration.ofSeconds(10);
    private static final Duration DEPLOY_TIMEOUT = Duration.ofMinutes(3);

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
    private final String url;
    private final String token;

    StarClient(String url, String token) {
        this.url = url;
        this.token = token;
    }

    public String url() {
        return url;
    }

    String token() {
        return token;
    }

    HttpClient http() {
        return http;
    }

    public JsonNode health() throws LabException {
        return call("GET", "/v1/health", null, CALL_TIMEOUT, false);
    }

    /**
     * Deploys a system (the JSON {@code orrery deploy} sends); the Star applies only what differs from what runs.
     * Returns its result, which names every step, also when the deployment failed and was rolled back.
     */
    public JsonNode deploy(byte[] systemJson) throws LabException {
        return deploy(systemJson, step -> { });
    }

    /**
     * Like {@link #deploy(byte[])}, telling {@code progress} each step the Star has done as it does it (domains up,
     * bundles installed, each Planet's operators), read from the Star's progress while the deployment runs.
     */
    public JsonNode deploy(byte[] systemJson, java.util.function.Consumer<JsonNode> progress) throws LabException {
        java.util.concurrent.CompletableFuture<JsonNode> answer = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
            try {
                return call("PUT", "/v1/system", systemJson, DEPLOY_TIMEOUT, true);
            } catch (LabException e) {
                throw new java.util.concurrent.CompletionException(e);
            }
        });
        int reported = 0;
        try {
            while (true) {
                try {
                    return answer.get(200, java.util.concurrent.TimeUnit.MILLISECONDS);
                } catch (@SuppressWarnings("unused") java.util.concurrent.TimeoutException stillRunning) {
                    reported = report(reported, progress);
                }
            }
        } catch (java.util.concurrent.ExecutionException e) {
            throw e.getCause() instanceof LabException lab ? lab : new LabException(e.getCause().getMessage(), 0, e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LabException("interrupted while the Star deploys; it carries on", 0, e);
        }
    }

    /** Passes on the progress steps after the first {@code reported}; returns how many there are now. */
    private int report(int reported, java.util.function.Consumer<JsonNode> progress) {
        try {
            JsonNode steps = call("GET", "/v1/system/progress", null, CALL_TIMEOUT, false).path("steps");
            for (int i = reported; i < steps.size(); i++) {
                progress.accept(steps.get(i));
            }
            return Math.max(reported, steps.size());
        } catch (@SuppressWarnings("unused") LabException e) {
            return reported; // progress is a courtesy: the deployment's answer says how it went
        }
    }

    public LiveStatus undeploy() throws LabException {
        return LiveStatus.parse(call("DELETE", "/v1/system", null, DEPLOY_TIMEOUT, false));
    }

    public LiveStatus status() throws LabException {
        return LiveStatus.parse(call("GET", "/v1/system/status", null, CALL_TIMEOUT, false));
    }

    /** Starts or stops ({@code action}) a bundle of a domain; returns the bundle's new state. */
    public String bundleAction(String domain, long bundleId, String action) throws LabException {
        return call("POST", "/v1/system/domains/" + domain + "/bundles/" + bundleId + "/" + action, null, CALL_TIMEOUT, false)
                .path("state").asText();
    }

    public void uninstall(String domain, long bundleId) throws LabException {
        call("DELETE", "/v1/system/domains/" + domain + "/bundles/" + bundleId, null, CALL_TIMEOUT, false);
    }

    /** Installs a bundle into a domain from its bytes; returns the installed bundle (its ID, name, state). */
    public JsonNode install(String domain, String location, byte[] jar) throws LabException {
        Map<String, Object> request = new LinkedHashMap<>();
        request.put("location", location);
        request.put("bytesBase64", Base64.getEncoder().encodeToString(jar));
        return installRequest(domain, request);
    }

    /** Installs a bundle into a domain from a URL the domain fetches itself. */
    public JsonNode installFromUrl(String domain, String bundleUrl) throws LabException {
        Map<String, Object> request = new LinkedHashMap<>();
        request.put("location", bundleUrl);
        request.put("url", bundleUrl);
        return installRequest(domain, request);
    }

    private JsonNode installRequest(String domain, Map<String, Object> request) throws LabException {
        try {
            return call("POST", "/v1/system/domains/" + domain + "/bundles", Lab.JSON.writeValueAsBytes(request), DEPLOY_TIMEOUT,
                    false);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new LabException("the install request cannot be written: " + e.getMessage(), 0, e);
        }
    }

    /** A node daemon's view of its host: CPU, memory and its domain processes. */
    public JsonNode host(String nodeUrl) throws LabException {
        return send("GET", nodeUrl + "/v1/host", null, CALL_TIMEOUT, false);
    }

    /** Follows the Star's status stream; the feed reconnects by itself until closed. */
    public StatusFeed follow(StatusFeed.Listener listener) {
        StatusFeed feed = new StatusFeed(this, listener);
        feed.start();
        return feed;
    }

    private JsonNode call(String method, String path, byte[] body, Duration timeout, boolean refusalHasBody) throws LabException {
        return send(method, url + path, body, timeout, refusalHasBody);
    }

    /**
     * One request. A refusal becomes a {@link LabException} with the lab's own reason, unless {@code refusalHasBody}
     * (a failed deployment still answers its steps).
     */
    private JsonNode send(String method, String target, byte[] body, Duration timeout, boolean refusalHasBody)
            throws LabException {
        HttpRequest request = HttpRequest.newBuilder(URI.create(target)).timeout(timeout)
                .header("Authorization", "Bearer " + token).header("Content-Type", "application/json")
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofByteArray(body))
                .build();
        HttpResponse<String> response;
        try {
            response = http.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (ConnectException e) {
            throw new LabException("the lab at " + target.replaceAll("(https?://[^/]+).*", "$1") + " does not answer (is it running?)", 0, e);
        } catch (IOException e) {
            throw new LabException(method + " " + target + " failed: " + e.getMessage(), 0, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LabException("interrupted while waiting for " + target, 0, e);
        }
        JsonNode json;
        try {
            json = response.body().isBlank() ? Lab.JSON.createObjectNode() : Lab.JSON.readTree(response.body());
        } catch (IOException e) {
            throw new LabException(target + " answered " + response.statusCode() + " with something that is not JSON: "
                    + response.body(), response.statusCode(), e);
        }
        if (response.statusCode() >= 400 && !(refusalHasBody && json.has("steps"))) {
            String reason = json.path("error").asText(response.body());
            throw new LabException(reason, response.statusCode(), null);
        }
        return json;
    }
}
