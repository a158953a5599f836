package org.orrery.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

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
import org.orrery.control.api.NodeApi;
import org.orrery.control.api.OperatorState;
import org.orrery.control.api.Refusal;
import org.orrery.control.api.Required;
import org.orrery.control.api.Role;
import org.orrery.control.api.SystemApi;
import org.orrery.control.lab.LabDescription;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;

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

    private static List<Class<?>> messages() {
        List<Class<?>> types = new ArrayList<>(List.of(Refusal.class, Role.class, Delivery.class, LinkPath.class,
                LinkSide.class, OperatorState.class, BundleState.class, LatencyProfile.class));
        for (Class<?> holder : List.of(DomainApi.class, SystemApi.class, NodeApi.class)) {
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
