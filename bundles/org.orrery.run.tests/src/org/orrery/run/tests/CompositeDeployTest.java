package org.orrery.run.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.control.api.ControlJson;
import org.orrery.control.api.LiveStatus;
import org.orrery.control.api.SystemApi;
import org.orrery.deploy.DeploymentExport;
import org.orrery.lab.Lab;
import org.orrery.lab.LabRuntime;
import org.orrery.lab.StarClient;
import org.orrery.model.Composite;
import org.orrery.model.Connection;
import org.orrery.model.Operator;
import org.orrery.model.OrreryFactory;
import org.orrery.model.OrrerySystem;
import org.orrery.model.Parameter;
import org.orrery.model.ParameterType;
import org.orrery.model.Subscription;
import org.orrery.model.edit.Composites;
import org.orrery.model.edit.Named;
import org.orrery.model.io.OrreryFiles;

/**
 * A system with composites and a subscription by name deployed to the real embedded lab delivers on every connection
 * exactly what its flat twin delivers: the composites are flattened (their operators and connections go as they are),
 * an inner operator's parameter that refers to its composite's takes the composite's value, and the subscription
 * resolves to the connections its twin wires. Finite seeded sources make the counts exact.
 */
@Timeout(300)
class CompositeDeployTest {

    /** The connections whose counts the sources decide alone (after the merge, the order of arrival matters too). */
    private static final List<String> DECIDED = List.of("sensorA->thresholdA", "sensorB->thresholdB",
            "thresholdA->fahrenheitA", "thresholdB->fahrenheitB", "fahrenheitA->merge", "fahrenheitB->merge",
            "merge->dailyHigh");

    @TempDir
    Path temp;

    /** How many systems this test deployed: each is written to a file of its own. */
    private int deployed;

    /** Solar with finite sources: 400 and 300 events, as fast as they go. */
    private OrrerySystem finiteSolar(String name) throws Exception {
        Path file = Samples.model("solar.orrery", Files.createDirectories(temp.resolve(name)));
        OrrerySystem system = OrreryFiles.load(file);
        set(operator(system, "sensorA"), "count", ParameterType.LONG, "400");
        set(operator(system, "sensorB"), "count", ParameterType.LONG, "300");
        set(operator(system, "sensorA"), "eventsPerSecond", ParameterType.LONG, "0");
        set(operator(system, "sensorB"), "eventsPerSecond", ParameterType.LONG, "0");
        return system;
    }

    private static Operator operator(OrrerySystem system, String name) {
        return Named.operator(system, name).orElseThrow();
    }

    private static Parameter set(Operator operator, String name, ParameterType type, String value) {
        Parameter parameter = operator.getParameters()
                .stream()
                .filter(p -> name.equals(p.getName()))
                .findFirst()
                .orElseGet(() -> {
                    Parameter added = OrreryFactory.eINSTANCE.createParameter();
                    added.setName(name);
                    operator.getParameters().add(added);
                    return added;
                });
        parameter.setType(type);
        parameter.setValue(value);
        return parameter;
    }

    /**
     * Both paths of Solar grouped, the two composites nested in a third, each threshold's limit a parameter of its
     * path's composite that takes the outer composite's, and the merge subscribed by name to what the paths' transforms
     * send.
     */
    private OrrerySystem composedSolar() throws Exception {
        OrrerySystem system = finiteSolar("composed");
        Composite paths = OrreryFactory.eINSTANCE.createComposite();
        paths.setName("paths");
        Parameter outerLimit = OrreryFactory.eINSTANCE.createParameter();
        outerLimit.setName("limit");
        outerLimit.setType(ParameterType.DOUBLE);
        outerLimit.setValue("25.0");
        paths.getParameters().add(outerLimit);
        system.getComposites().add(paths);
        for (String path : List.of("A", "B")) {
            Composite composite = OrreryFactory.eINSTANCE.createComposite();
            composite.setName("path" + path);
            composite.setCollapsed(path.equals("A"));
            List<Operator> members = List.of(operator(system, "threshold" + path),
                    operator(system, "fahrenheit" + path));
            members.forEach(m -> m.setComposite(composite));
            composite.getPorts().addAll(Composites.portsFor(members));
            Parameter limit = OrreryFactory.eINSTANCE.createParameter();
            limit.setName("limit");
            limit.setType(ParameterType.DOUBLE);
            limit.setValue("${limit}");
            composite.getParameters().add(limit);
            composite.setParent(paths);
            set(operator(system, "threshold" + path), "predicate", ParameterType.STRING, "celsius > ${limit}");
            system.getComposites().add(composite);
        }
        paths.getPorts().addAll(Composites.portsFor(Composites.members(paths)));
        // merge takes both paths by name instead of by wire, each connection with the wire's predicate
        Operator merge = operator(system, "merge");
        for (Connection wire : List.copyOf(merge.getIncoming())) {
            wire.setSource(null);
            wire.setTarget(null);
            system.getConnections().remove(wire);
        }
        Subscription fahrenheit = OrreryFactory.eINSTANCE.createSubscription();
        fahrenheit.setPattern("/transforms/fahrenheit/*");
        fahrenheit.setPredicate("fahrenheit < 200");
        merge.getSubscriptions().add(fahrenheit);
        return system;
    }

    @Test
    void everyFlattenedAndResolvedConnectionDeliversWhatTheFlatTwinDelivers() throws Exception {
        LabRuntime runtime = LabRuntime.configured();
        Lab lab = Lab.at(Path.of(System.getProperty("orrery.lab")));
        runtime.start(lab);
        try {
            Map<String, Long> flat = deliveredOnceDone(lab.star(), finiteSolar("flat"), runtime);
            Map<String, Long> composed = deliveredOnceDone(lab.star(), composedSolar(), runtime);
            assertEquals(400L, flat.get("sensorA->thresholdA"), "every event of the finite source arrived");
            assertTrue(flat.get("thresholdA->fahrenheitA") > 0 && flat.get("thresholdA->fahrenheitA") < 400,
                    "the threshold passes some and not all: " + flat);
            assertEquals(flat, composed);
        } finally {
            runtime.stop(lab);
        }
    }

    /** Deploys {@code system}, waits until its sources are done and every count holds still, and undeploys it. */
    private Map<String, Long> deliveredOnceDone(StarClient star, OrrerySystem system, LabRuntime runtime)
            throws Exception {
        Path file = temp.resolve(system.getName() + "-" + ++deployed + ".orrery");
        SystemApi.SystemDeployment deployment = DeploymentExport.deployment(system, file, List.of(runtime.bundles()),
                true);
        star.deploy(ControlJson.write(deployment));
        try {
            Map<String, Long> last = Map.of();
            long deadline = System.nanoTime() + 120_000_000_000L;
            while (System.nanoTime() < deadline) {
                Map<String, Long> now = delivered(star.status());
                if (now.equals(last) && now.getOrDefault("sensorA->thresholdA", 0L) == 400
                        && now.getOrDefault("sensorB->thresholdB", 0L) == 300) {
                    return now;
                }
                last = now;
                Thread.sleep(1_000);
            }
            throw new AssertionError("the counts did not settle: " + last);
        } finally {
            star.undeploy();
        }
    }

    private static Map<String, Long> delivered(LiveStatus status) {
        Map<String, Long> delivered = new TreeMap<>();
        for (String link : DECIDED) {
            String[] ends = link.split("->");
            SystemApi.ConnectionView view = status.link(ends[0], ends[1]);
            if (view != null) {
                delivered.put(link, view.counts().delivered());
            }
        }
        return delivered;
    }
}
