package org.orrery.run.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.control.util.Sha256;
import org.orrery.lab.LabRuntime;
import org.orrery.run.RunDescription;
import org.orrery.run.RunDescription.BundleRef;
import org.orrery.run.RunDescription.CapacitySearch;
import org.orrery.run.RunDescription.Measure;
import org.orrery.run.RunDescription.Result;
import org.orrery.run.RunDescription.SystemRef;
import org.orrery.run.RunDescription.Workload;

/**
 * The capacity finder on the real embedded lab, asked for by a run description's {@code <capacity>} element: the
 * capacity sample, a source through a cheap merge into a scorer that spends 1 ms on each event, so the pipeline carries
 * at most about 1,000 events a second. The search finds a limit between its first rate and that most (no rate is
 * asserted: a machine busy with other work carries less), names the scorer as what limits it, steps on both sides of
 * the knee, and draws the curve with the knee beside the results.
 */
@Timeout(600)
class CapacityTest {

    @TempDir
    Path temp;

    @Test
    void theFinderFindsThePipelinesLimitSetByItsSlowestOperatorAndNamesIt() throws Exception {
        Path model = Samples.model("capacity.orrery", temp);
        LabRuntime runtime = LabRuntime.configured();
        BundleRef operators = Samples.operators(runtime);
        RunDescription description = new RunDescription("capacity", Map.of(), Map.of(),
                List.of(new RunDescription.Test("how much", new SystemRef("capacity.orrery", Sha256.of(model)),
                        List.of(operators), List.of(), Map.of(), new Workload(2_000, 4_000, false), Map.of(), List.of(),
                        List.of(new Measure("sensor", "capacity")), List.of(), List.of(),
                        new CapacitySearch("sensor", "p99<100ms", 0, 250, 4_000, 0.05))));
        RunDescription ran = Samples.runOnTheEmbeddedLab(description, temp.resolve("capacity.xml"),
                temp.resolve("results/capacity.xml"));
        Result result = ran.tests().get(0).results().get(0);
        assertTrue(result.errors().isEmpty(), result.errors().toString());
        // no rate is asserted (a loaded machine carries less): the capacity found lies between the search's first
        // rate, which held, and the most the scorer can take at 1,000 µs an event (to the search's precision)
        double capacity = result.values().get("sensor");
        assertTrue(capacity >= 250 && capacity <= 1_000 * 1.05, "within what the scorer's cost allows: " + capacity);
        Path reports = temp.resolve("results");
        String steps = Files.readString(reports.resolve("capacity-how_much-capacity.md"));
        assertTrue(steps.contains("Limited by: operator scorer"), steps);
        assertTrue(steps.contains("| sustained |") && steps.contains("is not below")
                || steps.contains("fell behind its schedule"), "steps on both sides of the knee: " + steps);
        assertTrue(ImageIO.read(reports.resolve("capacity-how_much-capacity.png").toFile()).getWidth() > 0);
        String svg = Files.readString(reports.resolve("capacity-how_much-capacity.svg"));
        assertTrue(svg.contains("<svg") && svg.contains("knee: "), "the knee is marked in the SVG too");
        System.out.println(steps);
    }
}
