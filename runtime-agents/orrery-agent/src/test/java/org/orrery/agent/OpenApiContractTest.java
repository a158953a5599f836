package org.orrery.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.agent.domain.DomainAgent;
import org.orrery.agent.engine.DomainContext;
import org.orrery.agent.node.NodeDaemon;
import org.orrery.agent.node.NodeSettings;
import org.orrery.agent.star.StarCoordinator;
import org.orrery.control.api.AlertApi;
import org.orrery.control.api.BundleState;
import org.orrery.control.api.Delivery;
import org.orrery.control.api.DomainApi;
import org.orrery.control.api.LatencyProfile;
import org.orrery.control.api.LinkPath;
import org.orrery.control.api.LinkSide;
import org.orrery.control.api.LogApi;
import org.orrery.control.api.NodeApi;
import org.orrery.control.api.OperatorState;
import org.orrery.control.api.Refusal;
import org.orrery.control.api.Required;
import org.orrery.control.api.Role;
import org.orrery.control.api.SystemApi;
import org.orrery.control.client.ControlClient;
import org.orrery.control.client.ControlException;
import org.orrery.control.client.DomainProxy;
import org.orrery.control.client.NodeDaemonProxy;
import org.orrery.control.client.StarProxy;
import org.orrery.control.lab.LabDescription;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.sun.net.httpserver.HttpServer;

/**
 * The OpenAPI documents are the contract of the control protocol: every route they name is served by real agents (a
 * Planet, a Star, a node daemon) and every route those serve is named; every schema is a record or enum of
 * {@code org.orrery.control.api} with the same fields or values, and every message record is described.
 */
@Timeout(60)
class OpenApiContractTest {

    private static final String TOKEN = "contract-token-0123456789abcdef";

    /** Every message of the protocol: the records of the three APIs, the refusal and the enums they use. */
    private static final List<Class<?>> MESSAGES = messages();

    @TempDir
    Path temp;

    /** The clients recognise a lab's node daemon by its main class on its command line. */
    @Test
    void theLabDescriptionNamesTheNodeDaemonsMainClass() {
        assertEquals(NodeDaemon.class.getName(), LabDescription.Node.MAIN_CLASS);
    }

    @Test
    void theDomainAgentServesExactlyTheRoutesItsDocumentNames() throws Exception {
        DomainContext planetContext = TestBundles.domain("planet1", temp);
        DomainContext starContext = TestBundles.domain("star", temp);
        Set<String> served = new TreeSet<>();
        try (DomainAgent planet = new DomainAgent(planetContext, Role.PLANET, "127.0.0.1", 0, TOKEN);
                DomainAgent star = new DomainAgent(starContext, Role.STAR, "127.0.0.1", 0, TOKEN)) {
            StarCoordinator coordinator = new StarCoordinator(star, "star", TOKEN, Map.of());
            try {
                served.addAll(planet.routeTemplates());
                served.addAll(star.routeTemplates());
            } finally {
                coordinator.close();
            }
        }
        assertEquals(routes(document("domain-agent.yaml")), served);
    }

    @Test
    void theNodeDaemonServesExactlyTheRoutesItsDocumentNames() throws Exception {
        Path tokenFile = temp.resolve("token");
        Files.writeString(tokenFile, TOKEN, StandardCharsets.UTF_8);
        try (NodeDaemon daemon = new NodeDaemon(
                NodeSettings.loopback("h1", temp.resolve("lab"), tokenFile, TestBundles.frameworkBundles(), ""))) {
            assertEquals(routes(document("node-daemon.yaml")), new TreeSet<>(daemon.routeTemplates()));
        }
    }

    @Test
    void everySchemaIsARecordOrEnumOfTheProtocolWithTheSameFields() throws IOException {
        for (String name : List.of("domain-agent.yaml", "node-daemon.yaml")) {
            JsonNode schemas = document(name).path("components").path("schemas");
            assertTrue(schemas.size() > 0, name + " has no schemas");
            schemas.properties().forEach(entry -> {
                Class<?> type = message(entry.getKey());
                assertNotNull(type, name + ": schema " + entry.getKey() + " is no record or enum of the protocol");
                if (type.isEnum()) {
                    assertEquals(wireNames(type), texts(entry.getValue().path("enum")),
                            name + ": values of " + entry.getKey());
                } else {
                    assertEquals(components(type), fields(schemas, entry.getValue()),
                            name + ": fields of " + entry.getKey());
                    assertEquals(requiredComponents(type), texts(entry.getValue().path("required")),
                            name + ": required fields of " + entry.getKey() + " (and its @Required components)");
                }
            });
        }
    }

    @Test
    void everyMessageOfTheProtocolIsDescribed() throws IOException {
        Set<String> described = new TreeSet<>();
        for (String name : List.of("domain-agent.yaml", "node-daemon.yaml")) {
            document(name).path("components").path("schemas").fieldNames().forEachRemaining(described::add);
        }
        for (Class<?> type : MESSAGES) {
            assertTrue(described.contains(type.getSimpleName()), type.getName() + " is in no OpenAPI document");
        }
    }

    /**
     * The typed proxies send only what the documents name: every call of {@link DomainProxy}, {@link NodeDaemonProxy}
     * and {@link StarProxy}, made against a server that records it, is a documented operation, and every public call of
     * theirs is made here.
     */
    @Test
    void theProxiesCallOnlyDocumentedRoutes() throws Exception {
        List<String> sent = new ArrayList<>();
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            synchronized (sent) {
                sent.add(exchange.getRequestMethod() + " " + exchange.getRequestURI().getRawPath());
            }
            exchange.getRequestBody().readAllBytes();
            byte[] refusal = "{\"error\":\"recorded\"}".getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(418, refusal.length);
            exchange.getResponseBody().write(refusal);
            exchange.close();
        });
        server.start();
        Set<String> made = new TreeSet<>();
        try {
            String url = "http://127.0.0.1:" + server.getAddress().getPort();
            ControlClient client = new ControlClient(TOKEN);
            Duration timeout = Duration.ofSeconds(5);
            DomainProxy domain = new DomainProxy(client, url, timeout);
            NodeDaemonProxy node = new NodeDaemonProxy(client, url, timeout);
            StarProxy star = new StarProxy(client, url, timeout);
            DomainApi.DeploymentRequest request = new DomainApi.DeploymentRequest(List.of(), List.of(), null);
            DomainApi.TapOpened tap = new DomainApi.TapOpened(3, "planet1", "a", "b", null, 0);
            DomainApi.RecordingState recording = new DomainApi.RecordingState(4, "planet1", "a", "b", null, "recording",
                    null, 0, 0, 0, null);
            Map<String, Call> calls = new LinkedHashMap<>();
            calls.put("DomainProxy.health", domain::health);
            calls.put("DomainProxy.status", domain::status);
            calls.put("DomainProxy.bundles", domain::bundles);
            calls.put("DomainProxy.install", () -> domain.install(null));
            calls.put("DomainProxy.startBundle", () -> domain.startBundle(7));
            calls.put("DomainProxy.uninstall", () -> domain.uninstall(7));
            calls.put("DomainProxy.deploy", () -> domain.deploy(request));
            calls.put("DomainProxy.check", () -> domain.check(request));
            calls.put("DomainProxy.connect", domain::connect);
            calls.put("DomainProxy.start", domain::start);
            calls.put("DomainProxy.clearDeployment", domain::clearDeployment);
            calls.put("DomainProxy.tracing", () -> domain.tracing(1));
            calls.put("DomainProxy.traces", domain::traces);
            calls.put("DomainProxy.shutdown", domain::shutdown);
            calls.put("DomainProxy.relay", () -> {
                for (String relayed : List.of("POST " + DomainProxy.BUNDLES, "POST " + DomainProxy.TAPS,
                        "GET " + DomainProxy.TAPS + "/3", "POST " + DomainProxy.RECORDINGS,
                        "POST " + DomainProxy.RECORDINGS + "/4/stop", "POST " + DomainProxy.PARAMETERS)) {
                    try {
                        domain.relay(relayed.split(" ")[0], relayed.split(" ")[1], null, 1024);
                    } catch (@SuppressWarnings("unused") ControlException refused) {
                        // recorded
                    }
                }
            });
            calls.put("NodeDaemonProxy.host", node::host);
            calls.put("NodeDaemonProxy.readHost", node::readHost);
            calls.put("NodeDaemonProxy.startDomain", () -> node.startDomain(null));
            calls.put("NodeDaemonProxy.stopDomain", () -> node.stopDomain("planet1"));
            calls.put("NodeDaemonProxy.killDomain", () -> node.killDomain("planet1"));
            calls.put("NodeDaemonProxy.latencyProfile", () -> node.latencyProfile(null));
            calls.put("NodeDaemonProxy.udpPort", node::udpPort);
            calls.put("NodeDaemonProxy.log", () -> node.log("planet1", LogApi.LogRequest.last(10)));
            calls.put("NodeDaemonProxy.clock", node::clock);
            calls.put("NodeDaemonProxy.clockOffset", () -> node.clockOffset(null));
            calls.put("NodeDaemonProxy.shutdown", node::shutdown);
            calls.put("StarProxy.health", star::health);
            calls.put("StarProxy.deploy", () -> star.deploy(new byte[0]));
            calls.put("StarProxy.preview", () -> star.preview(new byte[0]));
            calls.put("StarProxy.undeploy", star::undeploy);
            calls.put("StarProxy.progress", star::progress);
            calls.put("StarProxy.status", star::status);
            calls.put("StarProxy.history", star::history);
            calls.put("StarProxy.names", star::names);
            calls.put("StarProxy.returnTo", () -> star.returnTo(2, "me"));
            calls.put("StarProxy.reconfigure", () -> star.reconfigure(null));
            calls.put("StarProxy.operator", () -> star.operator("a b"));
            calls.put("StarProxy.domainAction", () -> star.domainAction("planet1", "stop"));
            calls.put("StarProxy.cpuLoad", () -> star.cpuLoad("planet1", new DomainApi.CpuLoad(1, 1)));
            calls.put("StarProxy.endCpuLoad", () -> star.endCpuLoad("planet1"));
            calls.put("StarProxy.log", () -> star.log("planet1", LogApi.LogRequest.from(null, null)));
            calls.put("StarProxy.install", () -> star.install("planet1", null));
            calls.put("StarProxy.bundleAction", () -> star.bundleAction("planet1", 7, "start"));
            calls.put("StarProxy.uninstall", () -> star.uninstall("planet1", 7));
            calls.put("StarProxy.openTap", () -> star.openTap(null));
            calls.put("StarProxy.readTap", () -> star.readTap(tap));
            calls.put("StarProxy.closeTap", () -> star.closeTap(tap));
            calls.put("StarProxy.openRecording", () -> star.openRecording(null));
            calls.put("StarProxy.recording", () -> star.recording(recording));
            calls.put("StarProxy.stopRecording", () -> star.stopRecording(recording));
            calls.put("StarProxy.deleteRecording", () -> star.deleteRecording(recording));
            calls.put("StarProxy.recordingBytes", () -> star.recordingBytes(recording, 0));
            calls.put("StarProxy.trace", () -> star.trace(1, null));
            calls.put("StarProxy.traces", star::traces);
            calls.put("StarProxy.alerts", star::alerts);
            calls.put("StarProxy.alertRules", star::alertRules);
            for (Map.Entry<String, Call> call : calls.entrySet()) {
                try {
                    call.getValue().make();
                } catch (@SuppressWarnings("unused") ControlException refused) {
                    // recorded
                }
                made.add(call.getKey());
            }
        } finally {
            server.stop(0);
        }
        Set<String> declared = new TreeSet<>();
        for (Class<?> proxy : List.of(DomainProxy.class, NodeDaemonProxy.class, StarProxy.class)) {
            for (Method method : proxy.getDeclaredMethods()) {
                if (Modifier.isPublic(method.getModifiers()) && !Modifier.isStatic(method.getModifiers())
                        && Arrays.asList(method.getExceptionTypes()).contains(ControlException.class)) {
                    declared.add(proxy.getSimpleName() + "." + method.getName());
                }
            }
        }
        assertEquals(declared, made, "every call of the proxies is made here");
        List<Pattern> documented = new ArrayList<>();
        for (String name : List.of("domain-agent.yaml", "node-daemon.yaml")) {
            for (String route : routes(document(name))) {
                documented.add(Pattern.compile(Pattern.quote(route).replaceAll("\\{[^}]+\\}", "\\\\E[^/]+\\\\Q")));
            }
        }
        List<String> undocumented = sent.stream()
                .filter(request -> documented.stream().noneMatch(route -> route.matcher(request).matches()))
                .toList();
        assertEquals(List.of(), undocumented, "requests of the proxies that no document names");
        assertTrue(sent.size() >= made.size(), "every call sent a request: " + sent);
    }

    /** One call of a proxy's. */
    @FunctionalInterface
    private interface Call {

        void make() throws ControlException;
    }

    private static List<Class<?>> messages() {
        List<Class<?>> types = new ArrayList<>(List.of(Refusal.class, Role.class, Delivery.class, LinkPath.class,
                LinkSide.class, OperatorState.class, BundleState.class, LatencyProfile.class));
        for (Class<?> holder : List.of(DomainApi.class, SystemApi.class, NodeApi.class, LogApi.class)) {
            types.addAll(Arrays.asList(holder.getDeclaredClasses()));
        }
        // the alerts' messages (their measures, states and actions travel as text)
        types.addAll(List.of(AlertApi.AlertSpec.class, AlertApi.AlertView.class, AlertApi.AlertEvent.class,
                AlertApi.AlertReport.class, AlertApi.ScrapeTarget.class));
        return types;
    }

    private static Class<?> message(String name) {
        return MESSAGES.stream().filter(type -> type.getSimpleName().equals(name)).findFirst().orElse(null);
    }

    /**
     * The fields a record is written with: its components by their JSON names, and those of the records it unwraps
     * beside them.
     */
    private static Set<String> components(Class<?> record) {
        Set<String> names = new TreeSet<>();
        for (RecordComponent component : record.getRecordComponents()) {
            // Jackson's annotations reach the accessor, not the component
            JsonProperty renamed = component.getAccessor().getAnnotation(JsonProperty.class);
            if (component.getAccessor().isAnnotationPresent(JsonUnwrapped.class)) {
                names.addAll(components(component.getType()));
            } else {
                names.add(renamed == null ? component.getName() : renamed.value());
            }
        }
        return names;
    }

    /** A schema's properties, and those of the schemas it is {@code allOf} (an unwrapped record's, by reference). */
    private static Set<String> fields(JsonNode schemas, JsonNode schema) {
        Set<String> fields = new TreeSet<>();
        schema.path("properties").fieldNames().forEachRemaining(fields::add);
        for (JsonNode part : schema.path("allOf")) {
            String reference = part.path("$ref").asText("");
            fields.addAll(fields(schemas,
                    reference.isEmpty() ? part : schemas.path(reference.substring(reference.lastIndexOf('/') + 1))));
        }
        return fields;
    }

    private static Set<String> requiredComponents(Class<?> record) {
        Set<String> names = new TreeSet<>();
        for (RecordComponent component : record.getRecordComponents()) {
            if (component.isAnnotationPresent(Required.class)) {
                names.add(component.getName());
            }
        }
        return names;
    }

    private static Set<String> wireNames(Class<?> enumType) {
        Set<String> names = new TreeSet<>();
        for (Object constant : enumType.getEnumConstants()) {
            try {
                names.add(enumType.getField(((Enum<?>) constant).name()).getAnnotation(JsonProperty.class).value());
            } catch (NoSuchFieldException e) {
                throw new AssertionError(e);
            }
        }
        return names;
    }

    private static Set<String> texts(JsonNode array) {
        Set<String> texts = new TreeSet<>();
        array.forEach(value -> texts.add(value.asText()));
        return texts;
    }

    /** {@code METHOD /path} for every operation of the document. */
    private static Set<String> routes(JsonNode document) {
        Set<String> routes = new TreeSet<>();
        Set<String> methods = Set.of("get", "put", "post", "delete", "patch");
        document.path("paths").properties().forEach(path -> path.getValue().fieldNames().forEachRemaining(method -> {
            if (methods.contains(method)) {
                routes.add(method.toUpperCase() + " " + path.getKey());
            }
        }));
        return routes;
    }

    private static final Map<String, JsonNode> DOCUMENTS = new HashMap<>();

    private static synchronized JsonNode document(String name) throws IOException {
        JsonNode document = DOCUMENTS.get(name);
        if (document == null) {
            try (InputStream in = DomainAgent.class.getResourceAsStream("/openapi/" + name)) {
                assertNotNull(in, "no OpenAPI document " + name);
                document = new ObjectMapper(new YAMLFactory()).readTree(in);
            }
            DOCUMENTS.put(name, document);
        }
        return document;
    }
}
