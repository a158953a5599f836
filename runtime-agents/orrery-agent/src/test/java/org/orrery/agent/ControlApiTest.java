package org.orrery.agent;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.agent.control.ControlServer;
import org.orrery.agent.domain.BundleFetcher;
import org.orrery.agent.domain.DomainAgent;
import org.orrery.agent.engine.DomainContext;
import org.orrery.agent.star.StarCoordinator;
import org.orrery.control.api.ControlJson;
import org.orrery.control.api.Limits;
import org.orrery.control.api.Role;
import org.orrery.control.util.Sha256;

import com.fasterxml.jackson.databind.JsonNode;

import io.prometheus.metrics.expositionformats.generated.com_google_protobuf_4_36_2.Metrics;

/** The domain agent's control API over real HTTP: tokens, bundles, deployment, bad requests and metrics. */
@Timeout(60)
class ControlApiTest {

    private static final String TOKEN = "test-token-0123456789abcdef";

    @TempDir
    Path temp;

    private DomainAgent agent;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @BeforeEach
    void start() throws Exception {
        DomainContext context = TestBundles.domain("planet1", temp);
        agent = new DomainAgent(context, Role.PLANET, "127.0.0.1", 0, TOKEN);
    }

    @AfterEach
    void stop() {
        agent.close();
    }

    private HttpResponse<String> call(String method, String path, String body, String token) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + agent.port() + path))
                .timeout(Duration.ofSeconds(20))
                .method(method,
                        body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> call(String method, String path, String body) throws Exception {
        return call(method, path, body, TOKEN);
    }

    /** The events in a protobuf histogram's native buckets, each written as the change from the bucket before. */
    private static long nativeCount(Metrics.Histogram histogram) {
        long count = 0;
        long total = 0;
        for (long delta : histogram.getPositiveDeltaList()) {
            count += delta;
            total += count;
        }
        return total;
    }

    private static JsonNode json(HttpResponse<String> response) throws Exception {
        return ControlJson.mapper().readTree(response.body());
    }

    private String installSampleBody() throws Exception {
        byte[] bytes = TestBundles.sampleOperators();
        return new String(ControlJson.write(Map.of("location", "sample:operators", "sha256", Sha256.of(bytes),
                "bytesBase64", Base64.getEncoder().encodeToString(bytes))));
    }

    /**
     * A stop answers the request that asked for it (the node daemon's shutdown call) in full, and does not wait for a
     * connection kept alive after an earlier call: Jetty's own graceful stop held each for a second, and a node daemon
     * stopping its domains waited that long for every one. Here a stop may wait two minutes for what is under way: one
     * that waited for the idle connection too would not have ended when the test gives up on it.
     */
    @Test
    void aStopAnswersTheRequestThatAskedForItAndDoesNotWaitForIdleConnections() throws Exception {
        for (int round = 0; round < 5; round++) {
            ControlServer server = new ControlServer("127.0.0.1", 0, TOKEN).answeringAtStopFor(Duration.ofMinutes(2));
            CountDownLatch asked = new CountDownLatch(1);
            String answer = "stopping".repeat(20_000);
            server.route("GET", "/v1/ping", 0, (path, body) -> Map.of("ok", true));
            server.route("POST", "/v1/stop", 0, (path, body) -> {
                asked.countDown();
                Thread.sleep(50);
                return Map.of("answer", answer);
            });
            server.start();
            String base = "http://127.0.0.1:" + server.port();
            HttpClient keptAlive = HttpClient.newHttpClient();
            assertEquals(200,
                    keptAlive.send(HttpRequest.newBuilder(URI.create(base + "/v1/ping"))
                            .header("Authorization", "Bearer " + TOKEN)
                            .build(), HttpResponse.BodyHandlers.ofString()).statusCode());
            CompletableFuture<Void> stopped = CompletableFuture.runAsync(() -> {
                try {
                    asked.await();
                    server.close();
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            });
            HttpResponse<String> stopping = HttpClient.newHttpClient()
                    .send(HttpRequest.newBuilder(URI.create(base + "/v1/stop"))
                            .POST(HttpRequest.BodyPublishers.noBody())
                            .header("Authorization", "Bearer " + TOKEN)
                            .build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, stopping.statusCode());
            assertEquals(answer, json(stopping).get("answer").asText(),
                    "the whole answer, sent before the server stopped");
            stopped.get(30, TimeUnit.SECONDS); // with one idle kept-alive connection open
        }
    }

    @Test
    void everyCallNeedsTheLabToken() throws Exception {
        String before = call("GET", "/v1/bundles", null).body();
        assertEquals(401, call("GET", "/v1/status", null, null).statusCode());
        assertEquals(401, call("GET", "/metrics", null, "wrong-token-0123456789").statusCode());
        // a small body: a large one may still be on its way when the refusal closes the connection, and the client
        // then sees the connection reset instead of the 401 (the body is never read; HostileInputTest covers that)
        HttpResponse<String> refused = call("POST", "/v1/bundles",
                "{\"location\":\"x\",\"sha256\":\"" + Sha256.of(new byte[3]) + "\",\"bytesBase64\":\"AAAA\"}",
                "wrong-token-0123456789");
        assertEquals(401, refused.statusCode());
        assertTrue(json(refused).get("error").asText().contains("lab token"));
        assertEquals(before, call("GET", "/v1/bundles", null).body(), "a refused request changes nothing");
        for (HttpResponse<String> answer : List.of(refused, call("GET", "/v1/health", null))) {
            assertTrue(answer.headers().firstValue("Server").isEmpty(),
                    "no answer names the server's software: " + answer.headers().map());
        }
    }

    /**
     * Deployments that arrive at once are applied one after the other: afterwards the domain runs exactly one of them
     * (prepared against the same deployment, both swaps used to keep the first's operators beside the second's).
     */
    @Test
    void concurrentDeploymentsAreAppliedOneAfterTheOther() throws Exception {
        long id = json(call("POST", "/v1/bundles", installSampleBody())).get("id").asLong();
        call("POST", "/v1/bundles/" + id + "/start", null);
        for (int round = 0; round < 10; round++) {
            List<String> bodies = List.of(sinks("a" + round), sinks("b" + round));
            CountDownLatch go = new CountDownLatch(1);
            List<CompletableFuture<Integer>> answers = bodies.stream().map(body -> CompletableFuture.supplyAsync(() -> {
                try {
                    go.await();
                    return call("PUT", "/v1/deployment", body).statusCode();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            })).toList();
            go.countDown();
            for (CompletableFuture<Integer> answer : answers) {
                assertEquals(200, answer.get(30, TimeUnit.SECONDS));
            }
            Set<String> running = new TreeSet<>();
            json(call("GET", "/v1/status", null)).get("operators").forEach(o -> running.add(o.get("name").asText()));
            assertTrue(
                    running.equals(Set.of("a" + round + "x", "a" + round + "y"))
                            || running.equals(Set.of("b" + round + "x", "b" + round + "y")),
                    "round " + round + ": " + running);
        }
    }

    /** A Star bound to another address than 127.0.0.1 relays calls for its own bundles to that address. */
    @Test
    void aStarBoundElsewhereRelaysItsOwnBundleCallsToItself() throws Exception {
        try (DomainAgent star = new DomainAgent(TestBundles.domain("star", temp), Role.STAR, "127.0.0.2", 0, TOKEN)) {
            StarCoordinator coordinator = new StarCoordinator(star, "star", TOKEN, Map.of());
            try {
                HttpResponse<String> bundles = http.send(HttpRequest
                        .newBuilder(URI.create("http://127.0.0.2:" + star.port() + "/v1/system/domains/star/bundles"))
                        .header("Authorization", "Bearer " + TOKEN)
                        .build(), HttpResponse.BodyHandlers.ofString());
                assertEquals(200, bundles.statusCode(), bundles.body());
                assertTrue(bundles.body().contains("org.orrery.operator.api"), bundles.body());
            } finally {
                coordinator.close();
            }
        }
    }

    /** A deployment with hold is wired but its source sends nothing until POST /v1/deployment/start. */
    @Test
    void aHeldDeploymentStartsOnRequest() throws Exception {
        long id = json(call("POST", "/v1/bundles", installSampleBody())).get("id").asLong();
        call("POST", "/v1/bundles/" + id + "/start", null);
        String held = "{\"operators\":[{\"name\":\"sensor\",\"type\":\"org.orrery.sample.source\",\"parameters\":"
                + "{\"count\":\"500\",\"eventsPerSecond\":\"0\"}},"
                + "{\"name\":\"sink\",\"type\":\"org.orrery.sample.application\"}],"
                + "\"connections\":[{\"source\":\"sensor\",\"target\":\"sink\"}],\"hold\":true}";
        assertEquals(200, call("PUT", "/v1/deployment", held).statusCode());
        Thread.sleep(300);
        assertEquals(0, operatorNode("sensor").get("eventsOut").asLong(), "held");
        JsonNode started = json(call("POST", "/v1/deployment/start", null));
        assertEquals(List.of("sensor", "sink"),
                List.of(started.get("operators").get(0).asText(), started.get("operators").get(1).asText()));
        await("the started source's events arrive").atMost(Duration.ofSeconds(20))
                .pollInterval(Duration.ofMillis(20))
                .until(() -> operatorNode("sink").get("eventsIn").asLong() >= 500);
        assertEquals(0, json(call("POST", "/v1/deployment/start", null)).get("operators").size(),
                "nothing left to start");
    }

    private JsonNode operatorNode(String name) throws Exception {
        for (JsonNode operator : json(call("GET", "/v1/status", null)).get("operators")) {
            if (operator.get("name").asText().equals(name)) {
                return operator;
            }
        }
        throw new AssertionError("no operator " + name);
    }

    private static String sinks(String prefix) {
        return "{\"operators\":[{\"name\":\"" + prefix
                + "x\",\"type\":\"org.orrery.sample.application\",\"parameters\":{}}," + "{\"name\":\"" + prefix
                + "y\",\"type\":\"org.orrery.sample.application\",\"parameters\":{}}],\"connections\":[]}";
    }

    @Test
    void installStartDeployAndReadStatusAndMetrics() throws Exception {
        HttpResponse<String> installed = call("POST", "/v1/bundles", installSampleBody());
        assertEquals(201, installed.statusCode(), installed.body());
        long id = json(installed).get("id").asLong();
        assertEquals("active", json(call("POST", "/v1/bundles/" + id + "/start", null)).get("state").asText());

        String deployment = "{\"operators\":[{\"name\":\"sensor\",\"type\":\"org.orrery.sample.source\","
                + "\"symbolicName\":\"/s\","
                + "\"parameters\":{\"count\":\"1000\",\"eventsPerSecond\":\"0\",\"attributes\":\"n=seq()\"}},"
                + "{\"name\":\"display\",\"type\":\"org.orrery.sample.application\",\"symbolicName\":null,"
                + "\"parameters\":{}}],"
                + "\"connections\":[{\"source\":\"sensor\",\"target\":\"display\",\"predicate\":\"n >= 500\","
                + "\"delivery\":\"reliable\",\"channel\":null,\"streamId\":null}]}";
        HttpResponse<String> deployed = call("PUT", "/v1/deployment", deployment);
        assertEquals(200, deployed.statusCode(), deployed.body());

        JsonNode status = await().atMost(Duration.ofSeconds(20))
                .pollInterval(Duration.ofMillis(20))
                .until(() -> json(call("GET", "/v1/status", null)),
                        answered -> answered.get("connections").get(0).get("delivered").asLong() >= 500);
        JsonNode connection = status.get("connections").get(0);
        assertEquals(500, connection.get("delivered").asLong());
        assertEquals(500, connection.get("filtered").asLong());
        assertEquals("in-process", connection.get("path").asText());

        String metrics = call("GET", "/metrics", null).body();
        assertTrue(metrics.contains("orrery_operator_events_in_total{domain=\"planet1\",operator=\"display\"} 500.0"),
                metrics);
        assertTrue(metrics.contains("# TYPE orrery_connection_delivered_total counter"), metrics);
        // the latency from the source a histogram in seconds: every delivered event in it, in buckets up to +Inf
        String link = "domain=\"planet1\",source=\"sensor\",target=\"display\"";
        assertTrue(metrics.contains("# TYPE orrery_connection_latency_seconds histogram"), metrics);
        assertTrue(metrics.contains("orrery_connection_latency_seconds_count{" + link + "} 500\n"), metrics);
        assertTrue(metrics.contains("orrery_connection_latency_seconds_bucket{" + link + ",le=\"+Inf\"} 500\n"),
                metrics);
        assertTrue(metrics.contains("# TYPE jvm_memory_used_bytes gauge"), metrics);
        // a Prometheus with native histograms asks for protobuf: the same latencies, in native buckets too
        HttpResponse<byte[]> protobuf = http
                .send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + agent.port() + "/metrics"))
                        .header("Authorization", "Bearer " + TOKEN)
                        .header("Accept",
                                "application/vnd.google.protobuf;proto=io.prometheus.client.MetricFamily;"
                                        + "encoding=delimited")
                        .build(), HttpResponse.BodyHandlers.ofByteArray());
        assertTrue(
                protobuf.headers().firstValue("Content-Type").orElse("").startsWith("application/vnd.google.protobuf"),
                protobuf.headers().toString());
        Metrics.Histogram latency = null;
        try (InputStream in = new ByteArrayInputStream(protobuf.body())) {
            for (Metrics.MetricFamily family; (family = Metrics.MetricFamily.parseDelimitedFrom(in)) != null;) {
                if (family.getName().equals("orrery_connection_latency_seconds")) {
                    latency = family.getMetric(0).getHistogram();
                }
            }
        }
        assertTrue(latency != null, "no latency histogram in the protobuf exposition");
        assertEquals(500, latency.getSampleCount());
        assertEquals(3, latency.getSchema());
        assertEquals(500, latency.getZeroCount() + nativeCount(latency), latency.toString());
        assertTrue(metrics.contains("# TYPE process_cpu_seconds_total counter"), metrics);

        HttpResponse<String> undeployed = call("DELETE", "/v1/deployment", null);
        assertEquals(0, json(undeployed).get("operators").size());
    }

    @Test
    void metricsKeepConnectionsApartWhateverTheirNamesHoldAndEachMetricTogether() throws Exception {
        long id = json(call("POST", "/v1/bundles", installSampleBody())).get("id").asLong();
        call("POST", "/v1/bundles/" + id + "/start", null);
        // "x->y" → "z" and "x" → "y->z" were one series, "x->y->z", and a quote broke the text
        String source = "{\"name\":\"%s\",\"type\":\"org.orrery.sample.source\",\"parameters\":{\"count\":\"10\"}}";
        String sink = "{\"name\":\"%s\",\"type\":\"org.orrery.sample.application\"}";
        String deployment = "{\"operators\":[" + String.format(source, "x->y") + "," + String.format(source, "x") + ","
                + String.format(sink, "z") + "," + String.format(sink, "y->z") + "," + String.format(sink, "q\\\"uote")
                + "],"
                + "\"connections\":[{\"source\":\"x->y\",\"target\":\"z\"},{\"source\":\"x\",\"target\":\"y->z\"},"
                + "{\"source\":\"x\",\"target\":\"q\\\"uote\"}]}";
        HttpResponse<String> deployed = call("PUT", "/v1/deployment", deployment);
        assertEquals(200, deployed.statusCode(), deployed.body());

        String metrics = call("GET", "/metrics", null).body();
        assertTrue(metrics.contains(
                "orrery_connection_dropped_total{domain=\"planet1\",side=\"local\",source=\"x->y\",target=\"z\"}"),
                metrics);
        assertTrue(metrics.contains(
                "orrery_connection_dropped_total{domain=\"planet1\",side=\"local\",source=\"x\",target=\"y->z\"}"),
                metrics);
        assertTrue(metrics.contains("target=\"q\\\"uote\""), metrics);
        assertFalse(metrics.contains("percent") || metrics.contains("microseconds"),
                "shares are ratios, times seconds: " + metrics);
        // every family once, its samples together under its HELP and TYPE
        List<String> families = new ArrayList<>();
        String family = null;
        for (String line : metrics.lines().toList()) {
            if (line.startsWith("# TYPE ")) {
                family = line.split(" ")[2];
                assertFalse(families.contains(family), family + " twice: " + metrics);
                families.add(family);
            } else if (!line.startsWith("#")) {
                assertTrue(family != null && line.startsWith(family), line + " is apart from its family: " + metrics);
            }
        }
    }

    @Test
    void badRequestsGetAFourHundredAndTheAgentKeepsServing() throws Exception {
        List<String[]> cases = List.of(new String[]{"{\"operators\": [", "malformed JSON"},
                new String[]{"{\"operators\": [], \"colour\": \"red\"}", "unknown field 'colour'"},
                new String[]{
                        "{\"operators\": [{\"name\": 7, \"type\": \"t\", \"symbolicName\": \"\", \"parameters\": {}}]}",
                        "operators[0].name"},
                new String[]{"{\"operators\": \"many\"}", "$.operators"}, new String[]{"", "needs a JSON body"},
                new String[]{"{\"operators\": [{\"name\": \"x\", \"type\": \"org.example.none\"}]}",
                        "org.example.none"});
        for (String[] bad : cases) {
            HttpResponse<String> response = call("PUT", "/v1/deployment", bad[0]);
            assertTrue(response.statusCode() >= 400 && response.statusCode() < 500,
                    bad[0] + " -> " + response.statusCode());
            assertTrue(json(response).get("error").asText().contains(bad[1]), bad[0] + " -> " + response.body());
        }
        String huge = "{\"operators\": [], \"connections\": [], \"x\": \""
                + "a".repeat((int) Limits.MAX_JSON_BODY_BYTES) + "\"}";
        assertEquals(413, call("PUT", "/v1/deployment", huge).statusCode());
        assertEquals(404, call("GET", "/v1/nothing", null).statusCode());
        assertEquals(405, call("DELETE", "/v1/status", null).statusCode());
        HttpResponse<String> unhashed = call("POST", "/v1/bundles",
                "{\"location\":\"x\",\"sha256\":null,\"bytesBase64\":\"AAAA\",\"url\":null}");
        assertEquals(400, unhashed.statusCode());
        assertTrue(json(unhashed).get("error").asText().contains("sha256 is required"), unhashed.body());
        HttpResponse<String> unhashedUrl = call("POST", "/v1/bundles",
                "{\"location\":\"x\",\"url\":\"https://127.0.0.1:1/x.jar\"}");
        assertEquals(400, unhashedUrl.statusCode(), "a URL install without the bundle's hash: " + unhashedUrl.body());
        assertEquals(422, call("POST", "/v1/bundles", "{\"location\":\"x\",\"sha256\":\"" + Sha256.of(new byte[3])
                + "\",\"bytesBase64\":\"AAAA\",\"url\":null}").statusCode());
        assertEquals(200, call("GET", "/v1/health", null).statusCode(), "the agent still serves");
        assertEquals("planet1", json(call("GET", "/v1/health", null)).get("name").asText());
    }

    @Test
    void aBundleHostThatNeverAnswersCostsAtMostTheTimeLimit() throws Exception {
        try (ServerSocket silent = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
                DomainAgent permissive = new DomainAgent(TestBundles.domain("planet2", temp), Role.PLANET, "127.0.0.1",
                        0, TOKEN, new BundleFetcher(List.of("127.0.0.1"), Duration.ofSeconds(1)))) {
            long clientsBefore = httpClientThreads();
            for (int install = 0; install < 3; install++) {
                HttpResponse<String> answer = http.send(
                        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + permissive.port() + "/v1/bundles"))
                                .header("Authorization", "Bearer " + TOKEN)
                                .timeout(Duration.ofSeconds(20))
                                .POST(HttpRequest.BodyPublishers.ofString("{\"location\":\"x\",\"sha256\":\""
                                        + Sha256.of(new byte[3]) + "\",\"url\":\"https://127.0.0.1:"
                                        + silent.getLocalPort() + "/x.jar\"}"))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
                assertEquals(422, answer.statusCode(), answer.body());
                assertTrue(answer.body().contains("within 1 s"), answer.body());
            }
            // one HTTP client serves every fetch of the agent (each kept a thread of its own until collected)
            assertTrue(httpClientThreads() <= clientsBefore + 1, "HTTP client threads: " + clientsBefore
                    + " before three " + "installs from a URL, " + httpClientThreads() + " after");
        }
    }

    /** The JDK's HTTP clients alive in this JVM, counted by their selector threads. */
    private static long httpClientThreads() {
        return Thread.getAllStackTraces()
                .keySet()
                .stream()
                .filter(t -> t.isAlive() && t.getName().matches("HttpClient-\\d+-SelectorManager"))
                .count();
    }
}
