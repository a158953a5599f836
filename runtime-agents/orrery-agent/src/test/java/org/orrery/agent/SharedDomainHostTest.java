package org.orrery.agent;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.agent.TestLab.call;
import static org.orrery.agent.TestLab.connection;
import static org.orrery.agent.TestLab.domain;
import static org.orrery.agent.TestLab.json;
import static org.orrery.agent.TestLab.operator;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.orrery.agent.domain.DomainHost;
import org.orrery.control.api.ControlJson;
import org.orrery.control.util.ProcessCommandLine;
import org.orrery.control.util.Sha256;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Domains that share a JVM (a group's domain host) beside domains in processes of their own, on a real lab: the Star,
 * the node daemon and the events cannot tell them apart; a host that dies comes back with its whole group, which the
 * Star deploys again; and an operator that exhausts the shared heap takes its group down, not its host's other domains.
 */
@Timeout(240)
class SharedDomainHostTest extends RealLabTest {

    private static final String GROUP = "g";

    @Test
    void coLocatedAndSeparateDomainsCarryEveryEventOnceAndInOrder() throws Exception {
        Map<String, Object> system = system("3000", "n % 2 == 0", "org.orrery.sample.application", null);
        lab.deploy(system);
        JsonNode status = TestLab.awaitStatus(lab.starUrl, s -> operator(s, "display").get("eventsIn").asLong() == 1500
                && connection(s, "sensor", "even").get("delivered").asLong() == 3000);

        JsonNode node = json(call("GET", lab.nodeUrl + "/v1/host", null)).get("domains");
        JsonNode planet1 = TestLab.find(node, "name", "planet1");
        JsonNode planet2 = TestLab.find(node, "name", "planet2");
        JsonNode planet3 = TestLab.find(node, "name", "planet3");
        assertEquals(GROUP, planet1.get("group").asText(), planet1.toString());
        assertEquals(planet1.get("pid").asLong(), planet2.get("pid").asLong(), "planet1 and planet2 share a JVM");
        assertTrue(planet3.get("group").isNull(), planet3.toString());
        assertNotEquals(planet1.get("pid").asLong(), planet3.get("pid").asLong(), "planet3 has a process of its own");
        assertTrue(ProcessCommandLine.of(ProcessHandle.of(planet1.get("pid").asLong()).orElseThrow())
                .contains(DomainHost.class.getName()), "a shared domain host");
        assertNotEquals(planet1.get("port").asInt(), planet2.get("port").asInt(), "each its own control port");

        // planet1 to planet2 in the memory of their shared host, planet2 to planet3 through the media driver
        for (String[] link : new String[][]{{"sensor", "even", "3000", "domain-host"},
                {"even", "display", "1500", "ipc"}}) {
            JsonNode counts = connection(status, link[0], link[1]);
            assertEquals(List.of(Long.parseLong(link[2]), Long.parseLong(link[2]), 0L, 0L),
                    List.of(counts.get("sent").asLong(), counts.get("delivered").asLong(),
                            counts.get("dropped").asLong(), counts.get("outOfOrder").asLong()),
                    counts.toString());
            assertEquals(link[3], counts.get("path").asText(), counts.toString());
        }
        JsonNode figures = json(call("GET", "http://127.0.0.1:" + planet1.get("port").asInt() + "/v1/status", null))
                .get("process");
        assertEquals(List.of("planet2"), ControlJson.mapper().convertValue(figures.get("sharedWith"), List.class));
        assertTrue(figures.get("allocatedBytesPerSecond").asDouble() >= 0, figures.toString());
        JsonNode alone = json(call("GET", "http://127.0.0.1:" + planet3.get("port").asInt() + "/v1/status", null))
                .get("process");
        assertEquals(0, alone.get("sharedWith").size(), alone.toString());

        // the domains stop with their system, and the host with its last domain
        long host = planet1.get("pid").asLong();
        call("DELETE", lab.starUrl + "/v1/system", null);
        ProcessHandle.of(host).ifPresent(p -> p.onExit().orTimeout(30, TimeUnit.SECONDS).join());
        assertTrue(ProcessHandle.of(host).map(p -> !p.isAlive()).orElse(true), "the shared host ended");
        passed = true;
    }

    @Test
    void aKilledDomainHostComesBackWithItsWholeGroupAndTheStarDeploysItAgain() throws Exception {
        Map<String, Object> system = system("0", "n >= 0", "org.orrery.sample.application", null);
        lab.deploy(system);
        JsonNode running = TestLab.awaitStatus(lab.starUrl, s -> operator(s, "display").get("eventsIn").asLong() > 300);
        long host = domain(running, "planet1").get("pid").asLong();
        long separate = domain(running, "planet3").get("pid").asLong();

        ProcessHandle process = ProcessHandle.of(host).orElseThrow();
        assertTrue(ProcessCommandLine.of(process).contains(DomainHost.class.getName()), "a domain host of the lab");
        process.destroyForcibly();
        process.onExit().get(20, TimeUnit.SECONDS);

        JsonNode back = awaitNode(
                d -> d.get("alive").asBoolean() && d.get("restarts").asInt() == 1 && d.get("pid").asLong() != host,
                "planet1", "planet2");
        long again = TestLab.find(back, "name", "planet1").get("pid").asLong();
        assertEquals(again, TestLab.find(back, "name", "planet2").get("pid").asLong(), "one host for the group again");
        assertTrue(TestLab.find(back, "name", "planet1").get("lastExit").asText().contains("killed by signal 9"),
                back.toString());
        long shown = operator(running, "display").get("eventsIn").asLong();
        JsonNode deployed = TestLab.awaitStatus(lab.starUrl,
                s -> domain(s, "planet1").get("up").asBoolean() && domain(s, "planet2").get("up").asBoolean()
                        && domain(s, "planet1").get("pid").asLong() == again
                        && operator(s, "even").get("eventsIn").asLong() > 300
                        && operator(s, "display").get("eventsIn").asLong() > shown + 300);
        assertEquals(separate, domain(deployed, "planet3").get("pid").asLong(), "planet3's process went on");
        assertEquals(0, TestLab.find(back, "name", "planet3").get("restarts").asInt());
        passed = true;
    }

    @Test
    void anOperatorExhaustingTheSharedHeapTakesItsGroupDownAndLeavesTheOtherDomainsRunning() throws Exception {
        byte[] hog = hogBundle(dir);
        Map<String, Object> system = system("0", "n >= 0", "test.hog", hog);
        lab.deploy(system);
        long separate = TestLab
                .find(json(call("GET", lab.nodeUrl + "/v1/host", null)).get("domains"), "name", "planet3")
                .get("pid")
                .asLong();

        // the hog on planet2 keeps what it is given until the shared heap runs out: the JVM ends, the daemon starts
        // the group again (and the Star deploys the hog again) until its restarts are spent. The heap is a quarter of
        // the machine's memory; the collector's last full collections before it runs out took 20 to 40 s a round on
        // this 24 GB machine with the suite running beside it, so the rounds are given up to 3 minutes
        JsonNode given = awaitNode(Duration.ofMinutes(3), d -> d.get("lastExit").asText().contains("not started again"),
                "planet1", "planet2");
        for (String neighbour : List.of("planet1", "planet2")) {
            JsonNode domain = TestLab.find(given, "name", neighbour);
            assertEquals(3, domain.get("restarts").asInt(), domain.toString());
            assertTrue(domain.get("lastExit").asText().contains("OutOfMemoryError"), domain.toString());
        }
        JsonNode planet3 = TestLab.find(given, "name", "planet3");
        assertEquals(separate, planet3.get("pid").asLong(), "planet3's own process never ended");
        assertEquals(0, planet3.get("restarts").asInt());
        JsonNode status = TestLab.awaitStatus(lab.starUrl, s -> !domain(s, "planet1").get("up").asBoolean());
        assertTrue(domain(status, "planet3").get("up").asBoolean(), status.toString());
        assertTrue(domain(status, "star").get("up").asBoolean(), status.toString());
        passed = true;
    }

    /**
     * The domains of a shared host share its budgets, as they share its heap: once one domain's recording holds the
     * process's 32 MiB, a recording in the other domain of the group is refused (503) rather than let forty domains
     * each hold their own 32 MiB in one heap; a domain in a process of its own has its own budget; the group lives on,
     * and once the first recording is deleted the other is taken. (The old agents budgeted each domain alone.)
     */
    @Test
    void theDomainsOfASharedHostShareItsBudgets() throws Exception {
        Map<String, Object> system = system("0", "n >= 0", "org.orrery.sample.application", null);
        TestLab.operators(system)
                .add(Map.of("name", "local", "type", "org.orrery.sample.application", "domain", "planet1",
                        "symbolicName", "", "parameters", Map.of()));
        TestLab.connections(system)
                .add(Map.of("source", "sensor", "target", "local", "predicate", "", "delivery", "reliable"));
        lab.deploy(system);
        TestLab.awaitStatus(lab.starUrl, s -> operator(s, "local").get("eventsIn").asLong() > 100);

        JsonNode held = json(call("POST", lab.starUrl + "/v1/system/recordings",
                ControlJson.write(recording("sensor", "even", 32L << 20))));
        assertEquals("planet2", held.get("domain").asText());
        String refused = call("POST", lab.starUrl + "/v1/system/recordings",
                ControlJson.write(recording("sensor", "local", 1L << 20)), 503);
        assertTrue(refused.contains("the recordings of this process (all its domains)"), refused);
        JsonNode alone = json(call("POST", lab.starUrl + "/v1/system/recordings",
                ControlJson.write(recording("even", "display", 32L << 20))));
        assertEquals("planet3", alone.get("domain").asText(), "a process of its own has its own budget");

        call("DELETE", lab.starUrl + "/v1/system/recordings/planet2/" + held.get("recording").asLong(), null);
        JsonNode taken = json(call("POST", lab.starUrl + "/v1/system/recordings",
                ControlJson.write(recording("sensor", "local", 1L << 20))));
        assertEquals("planet1", taken.get("domain").asText());
        JsonNode status = json(call("GET", lab.starUrl + "/v1/system/status", null));
        for (String name : List.of("planet1", "planet2", "planet3")) {
            assertTrue(domain(status, name).get("up").asBoolean(), status.toString());
        }
        passed = true;
    }

    private static Map<String, Object> recording(String source, String target, long maxBytes) {
        return Map.of("source", source, "target", target, "maxEvents", 1_000_000_000L, "maxBytes", maxBytes, "seconds",
                600);
    }

    /**
     * Sensor (planet1) → even (planet2) → display (planet3): planet1 and planet2 in group "g" of host "lab", planet3 in
     * a process of its own; the display is of type {@code displayType}, from {@code extraBundle} when given.
     */
    private static Map<String, Object> system(String count, String predicate, String displayType, byte[] extraBundle)
            throws Exception {
        Map<String, Object> system = TestLab.solar(0, predicate);
        byte[] bytes = TestBundles.sampleOperators();
        String sha = Sha256.of(bytes);
        List<String> bundles = new ArrayList<>(List.of(sha));
        List<Map<String, Object>> bundleSpecs = new ArrayList<>();
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> carried = (List<Map<String, Object>>) system.get("bundles");
        bundleSpecs.addAll(carried);
        if (extraBundle != null) {
            bundles.add(Sha256.of(extraBundle));
            bundleSpecs.add(TestLab.bundle("test.hog", "1.0.0", extraBundle));
        }
        system.put("bundles", bundleSpecs);
        system.put("hosts",
                List.of(Map.of("name", "lab", "address", "127.0.0.1", "domains",
                        List.of(Map.of("name", "star", "role", "star", "controlPort", 0, "bundles", List.of()),
                                Map.of("name", "planet1", "role", "planet", "bundles", bundles, "group", "g"),
                                Map.of("name", "planet2", "role", "planet", "bundles", bundles, "group", "g"),
                                Map.of("name", "planet3", "role", "planet", "bundles", bundles)))));
        List<Map<String, Object>> operators = TestLab.operators(system);
        Map<String, Object> sensor = new LinkedHashMap<>(operators.get(0));
        sensor.put("parameters",
                Map.of("count", count, "eventsPerSecond", "0".equals(count) ? "1000" : "0", "attributes", "n=seq()"));
        Map<String, Object> even = new LinkedHashMap<>(operators.get(1));
        even.put("domain", "planet2");
        Map<String, Object> display = new LinkedHashMap<>(operators.get(2));
        display.put("domain", "planet3");
        operators.set(0, sensor);
        operators.set(1, even);
        operators.set(2, display);
        if (extraBundle != null) {
            // the hog takes what even passes on, beside the display
            operators.add(Map.of("name", "hog", "type", displayType, "domain", "planet2", "symbolicName", "",
                    "parameters", Map.of()));
            TestLab.connections(system)
                    .add(Map.of("source", "even", "target", "hog", "predicate", "", "delivery", "reliable"));
        }
        return system;
    }

    /** The node daemon's domains once every one of {@code names} satisfies {@code condition}; fails after 90 s. */
    private JsonNode awaitNode(Predicate<JsonNode> condition, String... names) {
        return awaitNode(Duration.ofSeconds(90), condition, names);
    }

    /** {@link #awaitNode(Predicate, String...)}, failing after {@code bound}. */
    private JsonNode awaitNode(Duration bound, Predicate<JsonNode> condition, String... names) {
        return await("the node daemon never reported " + List.of(names) + " as expected").atMost(bound)
                .pollInterval(Duration.ofMillis(100))
                .until(() -> json(call("GET", lab.nodeUrl + "/v1/host", null)).get("domains"), domains -> {
                    for (String name : names) {
                        if (!condition.test(TestLab.find(domains, "name", name))) {
                            return false;
                        }
                    }
                    return true;
                });
    }

    /**
     * A bundle whose operator type {@code test.hog} keeps 4 MB for every event it is given, compiled here with the
     * JDK's compiler: the heap of whatever runs it runs out within a few hundred events.
     */
    private static byte[] hogBundle(Path workDir) throws Exception {
        return TestBundles.activatorBundle(workDir, "hog.HogActivator", """
                package hog;
                import java.util.ArrayList;
                import java.util.List;
                import java.util.Map;
                import org.orrery.operator.api.OperatorFactory;
                public class HogActivator implements org.osgi.framework.BundleActivator {
                    static final List<byte[]> KEPT = new ArrayList<>();
                    public void start(org.osgi.framework.BundleContext context) {
                        OperatorFactory factory = operatorContext -> (event, emitter) -> KEPT.add(new byte[4 << 20]);
                        context.registerService(OperatorFactory.class, factory,
                                new java.util.Hashtable<>(Map.of(OperatorFactory.TYPE_PROPERTY, "test.hog")));
                    }
                    public void stop(org.osgi.framework.BundleContext context) {
                    }
                }
                """, "test.hog", "org.osgi.framework,org.orrery.operator.api;version=\"[1.0,2)\"");
    }
}
