package org.orrery.agent.star;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.orrery.agent.star.DeploymentPlan.PlanetPlan;
import org.orrery.agent.star.DeploymentPlanner.Endpoint;
import org.orrery.agent.transport.Transport;
import org.orrery.control.api.BundleState;
import org.orrery.control.api.Delivery;
import org.orrery.control.api.DomainApi.ConnectionDeployment;
import org.orrery.control.api.Role;
import org.orrery.control.api.SystemApi.BundleSpec;
import org.orrery.control.api.SystemApi.ConnectionSpec;
import org.orrery.control.api.SystemApi.DomainSpec;
import org.orrery.control.api.SystemApi.HostSpec;
import org.orrery.control.api.SystemApi.OperatorSpec;
import org.orrery.control.api.SystemApi.SystemDeployment;
import org.orrery.control.util.Sha256;

/** The planner alone: systems in, plans out, with the UDP endpoints of a pretend lab; no process is started. */
class DeploymentPlannerTest {

    private static final byte[] JAR = "not really a jar".getBytes(StandardCharsets.UTF_8);
    private static final String SHA = Sha256.of(JAR);
    private static final BundleSpec BUNDLE = new BundleSpec("sample", "1.0.0", SHA, BundleState.ACTIVE,
            Base64.getEncoder().encodeToString(JAR));

    private final List<String> asked = new ArrayList<>();
    private final DeploymentPlanner planner = new DeploymentPlanner(nodes("alpha", "beta"), "star", nodeUrl -> {
        asked.add(nodeUrl);
        return new Endpoint(nodeUrl.replace("http://", "").replaceAll(":.*", ""), 40_000 + asked.size());
    });

    private static Map<String, String> nodes(String... hosts) {
        Map<String, String> nodes = new LinkedHashMap<>();
        for (int i = 0; i < hosts.length; i++) {
            nodes.put(hosts[i], "http://10.0.0." + (i + 1) + ":7000");
        }
        return nodes;
    }

    /** sensor (p1) → filter (p1) → display (p2) on alpha, display → archive (p3) on beta. */
    private static SystemDeployment system(Boolean specialize) {
        return new SystemDeployment(
                "demo", List.of(
                        new HostSpec("alpha", "192.0.2.1",
                                List.of(new DomainSpec("star", Role.STAR, 0, List.of()),
                                        new DomainSpec("p1", Role.PLANET, 0, List.of(SHA)),
                                        new DomainSpec("p2", Role.PLANET, 0, List.of(SHA)))),
                        new HostSpec(
                                "beta", "192.0.2.2", List.of(new DomainSpec("p3", Role.PLANET, 0, List.of(SHA, SHA))))),
                List.of(BUNDLE),
                List.of(operator("sensor", "p1"), operator("filter", "p1"), operator("display", "p2"),
                        operator("archive", "p3")),
                List.of(new ConnectionSpec("sensor", "filter", "", Delivery.RELIABLE),
                        new ConnectionSpec("filter", "display", "x > 1", Delivery.BEST_EFFORT),
                        new ConnectionSpec("display", "archive", "", Delivery.RELIABLE)),
                specialize);
    }

    private static OperatorSpec operator(String name, String domain) {
        return new OperatorSpec(name, "t", domain, "", Map.of());
    }

    private static ConnectionDeployment end(PlanetPlan planet, String source) {
        return planet.request().connections().stream().filter(c -> c.source().equals(source)).findFirst().orElseThrow();
    }

    @Test
    void eachPlanetGetsItsOperatorsBundlesAndTheEndsOfItsConnectionsWithThePathOfTheirPlacement() throws Exception {
        DeploymentPlan plan = planner.plan(system(null), null);
        assertEquals(List.of("p1", "p2", "p3"), plan.planets().stream().map(PlanetPlan::name).toList(),
                "the Star is no Planet");
        PlanetPlan p1 = plan.planet("p1");
        assertEquals("http://10.0.0.1:7000", p1.nodeUrl());
        assertEquals(List.of("sensor", "filter"), p1.request().operators().stream().map(o -> o.name()).toList());
        assertNull(end(p1, "sensor").channel(), "inside one domain: handed over directly");
        ConnectionDeployment shared = end(p1, "filter");
        assertTrue(shared.channel().startsWith("aeron:ipc"), "between domains of one host: shared memory");
        assertEquals(shared, end(plan.planet("p2"), "filter"), "both ends get the same channel and stream");
        assertEquals("x > 1", shared.predicate());
        assertEquals(Delivery.BEST_EFFORT, shared.delivery());
        ConnectionDeployment network = end(plan.planet("p3"), "display");
        assertTrue(network.channel().startsWith("aeron:udp?endpoint=10.0.0.2:40001"), network.channel());
        assertEquals(List.of("http://10.0.0.2:7000"), asked, "a UDP port is asked of the receiving host only");
        assertEquals(1, plan.planet("p3").bundles().size(), "a bundle listed twice is installed once");
        assertTrue(shared.streamId() != network.streamId());
    }

    @Test
    void aGroupIsOneJvmPerLabHostAndAStarOrABadNameInOneIsRefused() throws Exception {
        SystemDeployment base = system(null);
        List<HostSpec> grouped = List.of(
                new HostSpec("alpha", "192.0.2.1",
                        List.of(new DomainSpec("star", Role.STAR, 0, List.of()),
                                new DomainSpec("p1", Role.PLANET, 0, List.of(SHA), null, "g"),
                                new DomainSpec("p2", Role.PLANET, 0, List.of(SHA), null, "g"))),
                new HostSpec("beta", "192.0.2.2",
                        List.of(new DomainSpec("p3", Role.PLANET, 0, List.of(SHA), null, "g"))));
        DeploymentPlan plan = planner.plan(
                new SystemDeployment("demo", grouped, base.bundles(), base.operators(), base.connections(), null),
                null);
        assertEquals(List.of("g", "g", "g"), plan.planets().stream().map(PlanetPlan::group).toList(),
                "each to its node daemon's group of that name");
        assertEquals(List.of("http://10.0.0.1:7000", "http://10.0.0.1:7000", "http://10.0.0.2:7000"),
                plan.planets().stream().map(PlanetPlan::nodeUrl).toList(), "one domain host on alpha, one on beta");
        assertNull(planner.plan(base, null).planet("p1").group(), "no group: a process of its own");
        assertRefused("is the Star, which runs in a process of its own", new SystemDeployment("demo",
                List.of(new HostSpec("alpha", "", List.of(new DomainSpec("star", Role.STAR, 0, List.of(), null, "g")))),
                List.of(), List.of(), List.of(), null));
        assertRefused("a group is named by a letter or digit",
                new SystemDeployment("demo",
                        List.of(new HostSpec("alpha", "",
                                List.of(new DomainSpec("p1", Role.PLANET, 0, List.of(), null, "../etc")))),
                        List.of(), List.of(), List.of(), null));
    }

    /** p1 and p2 on alpha in group {@code p2Group} and "g" respectively, p3 on beta in "g". */
    private static SystemDeployment grouped(String p2Group) {
        SystemDeployment base = system(null);
        return new SystemDeployment(
                "demo", List.of(
                        new HostSpec("alpha", "192.0.2.1",
                                List.of(new DomainSpec("star", Role.STAR, 0, List.of()),
                                        new DomainSpec("p1", Role.PLANET, 0, List.of(SHA), null, "g"),
                                        new DomainSpec("p2", Role.PLANET, 0, List.of(SHA), null, p2Group))),
                        new HostSpec("beta", "192.0.2.2",
                                List.of(new DomainSpec("p3", Role.PLANET, 0, List.of(SHA), null, "g")))),
                base.bundles(), base.operators(), base.connections(), null);
    }

    @Test
    void domainsOfOneGroupOnOneHostMeetInTheirProcesssMemoryAndOneThatLeavesItTakesANewStream() throws Exception {
        DeploymentPlan plan = planner.plan(grouped("g"), null);
        ConnectionDeployment together = end(plan.planet("p1"), "filter");
        assertEquals(Transport.DOMAIN_HOST, together.channel(), "one group on one host: one process");
        assertEquals(together, end(plan.planet("p2"), "filter"));
        assertTrue(end(plan.planet("p3"), "display").channel().startsWith("aeron:udp"),
                "one group's name on two hosts: two processes");
        assertEquals(together, end(planner.plan(grouped("g"), plan).planet("p1"), "filter"), "kept as it was");
        SystemDeployment unspecialized = grouped("g");
        unspecialized = new SystemDeployment("demo", unspecialized.hosts(), unspecialized.bundles(),
                unspecialized.operators(), unspecialized.connections(), false);
        assertTrue(end(planner.plan(unspecialized, null).planet("p1"), "sensor").channel().startsWith("aeron:ipc"),
                "a domain's stream to itself goes through the media driver");

        DeploymentPlan apart = planner.plan(grouped(null), plan);
        ConnectionDeployment moved = end(apart.planet("p1"), "filter");
        assertTrue(moved.channel().startsWith("aeron:ipc"), "p2 left the group: through the media driver");
        assertTrue(moved.streamId() != together.streamId(), "on a stream of its own");
    }

    @Test
    void withoutSpecializationEveryConnectionGoesThroughTheMediaDriver() throws Exception {
        DeploymentPlan plan = planner.plan(system(false), null);
        assertTrue(end(plan.planet("p1"), "sensor").channel().startsWith("aeron:ipc"));
    }

    @Test
    void aRedeployKeepsTheTransportOfConnectionsWhoseEndsStayWhereTheyWere() throws Exception {
        DeploymentPlan first = planner.plan(system(null), null);
        DeploymentPlan second = planner.plan(system(null), first);
        assertEquals(end(first.planet("p3"), "display"), end(second.planet("p3"), "display"));
        assertEquals(1, asked.size(), "no new UDP port for a connection that stays");
        SystemDeployment moved = system(null);
        List<OperatorSpec> operators = new ArrayList<>(moved.operators());
        operators.set(3, operator("archive", "p2"));
        DeploymentPlan third = planner.plan(
                new SystemDeployment("demo", moved.hosts(), moved.bundles(), operators, moved.connections(), null),
                first);
        ConnectionDeployment nowShared = end(third.planet("p2"), "display");
        assertNull(nowShared.channel(), "both ends on p2 now: handed over directly");
        assertTrue(third.planet("p3").request().operators().isEmpty());
    }

    /**
     * sensor (p1) to a, b, c (p2; b best effort) and d (p3 on beta), and with sensor → e (p2) first when {@code withE}.
     */
    private static SystemDeployment fanOut(boolean withE) {
        SystemDeployment base = system(null);
        List<OperatorSpec> operators = new ArrayList<>(List.of(operator("sensor", "p1"), operator("a", "p2"),
                operator("b", "p2"), operator("c", "p2"), operator("d", "p3"), operator("e", "p2")));
        List<ConnectionSpec> connections = new ArrayList<>(List.of(
                new ConnectionSpec("sensor", "a", "x > 1", Delivery.RELIABLE),
                new ConnectionSpec("sensor", "b", "", Delivery.BEST_EFFORT),
                new ConnectionSpec("sensor", "c", "", null), new ConnectionSpec("sensor", "d", "", Delivery.RELIABLE)));
        if (withE) {
            connections.add(0, new ConnectionSpec("sensor", "e", "", Delivery.RELIABLE));
        }
        return new SystemDeployment("demo", base.hosts(), base.bundles(), operators, connections, null);
    }

    private static ConnectionDeployment into(PlanetPlan planet, String target) {
        return planet.request().connections().stream().filter(c -> c.target().equals(target)).findFirst().orElseThrow();
    }

    @Test
    void connectionsFromOneOperatorToOneDomainWithOneDeliveryShareAStreamOnLanesOfTheirOwn() throws Exception {
        DeploymentPlan plan = planner.plan(fanOut(false), null);
        PlanetPlan p2 = plan.planet("p2");
        ConnectionDeployment a = into(p2, "a");
        ConnectionDeployment c = into(p2, "c");
        assertEquals(a.streamId(), c.streamId(), "a and c: reliable, from sensor to p2");
        assertEquals(a.channel(), c.channel());
        assertNull(a.lane(), "the first lane is 0, left out");
        assertEquals(1, c.lane());
        ConnectionDeployment b = into(p2, "b");
        assertTrue(b.streamId() != a.streamId(), "best effort has a stream of its own");
        assertTrue(into(plan.planet("p3"), "d").streamId() != a.streamId(), "another domain, another stream");
        assertEquals(a, into(plan.planet("p1"), "a"), "the sender gets the same stream and lane");

        DeploymentPlan again = planner.plan(fanOut(true), plan);
        ConnectionDeployment e = into(again.planet("p2"), "e");
        assertEquals(a, into(again.planet("p2"), "a"), "a kept connection keeps its stream and lane");
        assertEquals(a.streamId(), e.streamId(), "a new connection joins its group's stream, though planned first");
        assertEquals(2, e.lane(), "on a lane no connection of the running plan had");
    }

    @Test
    void withoutSharedStreamsEveryConnectionHasAStreamOfItsOwn() throws Exception {
        DeploymentPlanner unshared = new DeploymentPlanner(nodes("alpha", "beta"), "star",
                nodeUrl -> new Endpoint("x", 1), false);
        DeploymentPlan plan = unshared.plan(fanOut(false), null);
        PlanetPlan p2 = plan.planet("p2");
        assertTrue(into(p2, "a").streamId() != into(p2, "c").streamId());
        assertNull(into(p2, "c").lane());
    }

    @Test
    void aStreamOfMoreThanSixtyFourConnectionsContinuesOnAnother() throws Exception {
        SystemDeployment base = system(null);
        List<OperatorSpec> operators = new ArrayList<>(List.of(operator("sensor", "p1")));
        List<ConnectionSpec> connections = new ArrayList<>();
        for (int i = 0; i < 70; i++) {
            operators.add(operator("t" + i, "p2"));
            connections.add(new ConnectionSpec("sensor", "t" + i, "", Delivery.RELIABLE));
        }
        DeploymentPlan plan = planner
                .plan(new SystemDeployment("demo", base.hosts(), base.bundles(), operators, connections, null), null);
        PlanetPlan p2 = plan.planet("p2");
        assertEquals(63, into(p2, "t63").lane());
        assertTrue(into(p2, "t64").streamId() != into(p2, "t63").streamId());
        assertNull(into(p2, "t64").lane());
        assertEquals(5, into(p2, "t69").lane());
    }

    @Test
    void aSystemThatCannotRunIsRefusedNamingWhatIsWrong() {
        SystemDeployment base = system(null);
        assertRefused("operator 'ghost' is placed on 'nowhere', which is not a Planet of the system",
                new SystemDeployment("demo", base.hosts(), base.bundles(), List.of(operator("ghost", "nowhere")),
                        List.of(), null));
        assertRefused("operator 'ghost' is placed on 'star', which is not a Planet of the system", new SystemDeployment(
                "demo", base.hosts(), base.bundles(), List.of(operator("ghost", "star")), List.of(), null));
        assertRefused("operator 'sensor' is named twice or not at all", new SystemDeployment("demo", base.hosts(),
                base.bundles(), List.of(operator("sensor", "p1"), operator("sensor", "p2")), List.of(), null));
        assertRefused("names an operator the system does not have",
                new SystemDeployment("demo", base.hosts(), base.bundles(), base.operators(),
                        List.of(new ConnectionSpec("sensor", "ghost", "", Delivery.RELIABLE)), null));
        assertRefused("its bytes do not match SHA-256",
                new SystemDeployment("demo", base.hosts(),
                        List.of(new BundleSpec("sample", "1.0.0", SHA, BundleState.ACTIVE,
                                Base64.getEncoder().encodeToString(new byte[3]))),
                        base.operators(), base.connections(), null));
        assertRefused("lists a bundle 00 the system does not carry", new SystemDeployment("demo",
                List.of(new HostSpec("alpha", "", List.of(new DomainSpec("p1", Role.PLANET, 0, List.of("00"))))),
                List.of(), List.of(), List.of(), null));
        assertRefused("has no role",
                new SystemDeployment("demo",
                        List.of(new HostSpec("alpha", "", List.of(new DomainSpec("p1", null, 0, List.of())))),
                        List.of(), List.of(), List.of(), null));
        assertRefused("the Planet 'star' has the Star's name",
                new SystemDeployment("demo",
                        List.of(new HostSpec("alpha", "", List.of(new DomainSpec("star", Role.PLANET, 0, List.of())))),
                        List.of(), List.of(), List.of(), null));
        assertRefused("has no hosts", new SystemDeployment("demo", List.of(), List.of(), List.of(), List.of(), null));
        DeploymentPlanner oneHostTooFew = new DeploymentPlanner(nodes("a", "b"), "star", url -> new Endpoint("x", 1));
        List<HostSpec> three = List.of(new HostSpec("x", "", List.of()), new HostSpec("y", "", List.of()),
                new HostSpec("z", "", List.of()));
        PlanException refused = assertThrows(PlanException.class, () -> oneHostTooFew
                .plan(new SystemDeployment("demo", three, List.of(), List.of(), List.of(), null), null));
        assertTrue(refused.getMessage()
                .contains(
                        "system 'demo' has 3 hosts and the lab 2 [a, b]: map its hosts [x, y, z] onto" + " the lab's"),
                refused.getMessage());
    }

    @Test
    void aModelHostGoesToTheLabHostOfItsNameElseOfItsAddressElseOfItsPosition() throws Exception {
        // the lab's hosts h1 (10.0.0.1) and h2 (10.0.0.2); the model's beta has h1's address, alpha none that matches
        DeploymentPlanner lab = new DeploymentPlanner(nodes("h1", "h2"), "star", url -> new Endpoint("x", 1));
        SystemDeployment byAddress = new SystemDeployment("demo",
                List.of(new HostSpec("alpha", "192.0.2.1", List.of(new DomainSpec("p1", Role.PLANET, 7101, List.of()))),
                        new HostSpec("beta", "10.0.0.1", List.of(new DomainSpec("p2", Role.PLANET, 0, List.of())))),
                List.of(), List.of(), List.of(), null);
        DeploymentPlan plan = lab.plan(byAddress, null);
        assertEquals("http://10.0.0.1:7000", plan.planet("p2").nodeUrl());
        assertEquals("http://10.0.0.2:7000", plan.planet("p1").nodeUrl(), "alpha takes the lab host no other took");
        assertEquals(7101, plan.planet("p1").controlPort());
        assertNull(plan.planet("p2").controlPort(), "0 is any free port");
        SystemDeployment byName = new SystemDeployment("demo",
                List.of(new HostSpec("h2", "10.0.0.1", List.of(new DomainSpec("p1", Role.PLANET, 0, List.of())))),
                List.of(), List.of(), List.of(), null);
        assertEquals("http://10.0.0.2:7000", lab.plan(byName, null).planet("p1").nodeUrl(), "a name beats an address");
    }

    private void assertRefused(String expected, SystemDeployment system) {
        PlanException refused = assertThrows(PlanException.class, () -> planner.plan(system, null));
        assertTrue(refused.getMessage().contains(expected), refused.getMessage());
    }
}
