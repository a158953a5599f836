package org.orrery.run.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.control.util.Sha256;
import org.orrery.lab.LabRuntime;
import org.orrery.run.RunDescription;
import org.orrery.run.RunDescription.BundleRef;
import org.orrery.run.RunDescription.Measure;
import org.orrery.run.RunDescription.Result;
import org.orrery.run.RunDescription.SystemRef;
import org.orrery.run.RunDescription.Variable;
import org.orrery.run.RunDescription.Workload;

/**
 * Links as run variables on the real embedded lab, which cannot shape links itself: the WAN sample's hosts eu and us
 * both go to the lab's one host, and {@code link.eu-us.delayMs} becomes the delay of the model's link between them
 * (wan-eu-us, its jitter set to none), which the sending domain applies. Each combination's reliable connection is
 * delayed by at least that much; a connection's own {@code link} (a run target too) loses what its profile says on the
 * best-effort connection beside it.
 */
@Timeout(300)
class LinkRunTest {

    @TempDir
    Path temp;

    @Test
    void aHostPairsDelaySweptAsARunVariableDelaysEachCombinationInTheSender() throws Exception {
        Path model = Samples.model("wan.orrery", temp);
        LabRuntime runtime = LabRuntime.configured();
        BundleRef operators = Samples.operators(runtime);
        RunDescription description = new RunDescription("links", Map.of(), Map.of(), List.of(new RunDescription.Test(
                "delay", new SystemRef("wan.orrery", Sha256.of(model)), List.of(operators), List.of(), Map.of(),
                new Workload(1_000, 2_000, false),
                Map.of("telemetry->monitor.link", "loss=20%", "link.eu-us.jitterMs", "0"),
                List.of(new Variable("link.eu-us.delayMs", null, null, null, List.of("10", "40"), null)),
                List.of(new Measure("trader", "hopLatencyP50Micros"), new Measure("monitor", "droppedPerSecond")),
                List.of(), List.of(), null, null)));
        RunDescription ran = Samples.runOnTheEmbeddedLab(description, temp.resolve("links.xml"),
                temp.resolve("results/links.xml"));
        List<Result> results = ran.tests().get(0).results();
        assertEquals(2, results.size());
        for (Result result : results) {
            assertTrue(result.errors().isEmpty(), result.errors().toString());
            double delayMs = Double.parseDouble(result.variables().get("link.eu-us.delayMs"));
            assertTrue(result.values().get("trader") >= delayMs * 1_000,
                    "the hop at least the link's delay of " + delayMs + " ms: " + result.values());
            assertTrue(result.values().get("monitor") > 0,
                    "the connection's own profile loses a fifth of its events: " + result.values());
        }
        System.out.println("link.eu-us.delayMs swept in the sender: " + results);
    }

    @Test
    void aLabsHostNamesNoLinkOfTheModel() throws Exception {
        Path model = Samples.model("wan.orrery", temp);
        LabRuntime runtime = LabRuntime.configured();
        BundleRef operators = Samples.operators(runtime);
        RunDescription description = new RunDescription("links", Map.of(), Map.of(),
                List.of(new RunDescription.Test("lab hosts", new SystemRef("wan.orrery", Sha256.of(model)),
                        List.of(operators), List.of(), Map.of(), new Workload(500, 1_000, false),
                        Map.of("link.h1-h2.delayMs", "10"), List.of(),
                        List.of(new Measure("trader", "eventsPerSecond")), List.of(), List.of(), null, null)));
        Result result = Samples
                .runOnTheEmbeddedLab(description, temp.resolve("lab-hosts.xml"), temp.resolve("results/lab-hosts.xml"))
                .tests()
                .get(0)
                .results()
                .get(0);
        assertTrue(result.errors()
                .toString()
                .contains("'h1' is a host of a lab; on a lab outside network" + " namespaces a link is the model's"),
                result.errors().toString());
    }
}
