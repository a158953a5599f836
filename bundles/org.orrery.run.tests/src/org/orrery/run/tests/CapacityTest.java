package org.orrery.run.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.lab.Lab;
import org.orrery.lab.LabRuntime;
import org.orrery.model.io.OrreryFiles;
import org.orrery.run.CapacityFinder;
import org.orrery.run.CapacityFinder.Capacity;
import org.orrery.run.CapacityFinder.Search;
import org.orrery.run.CapacityReport;
import org.orrery.run.CapacityStep;
import org.orrery.run.Slo;

/**
 * The capacity finder on the real embedded lab: the capacity sample, a source through a cheap merge into a scorer that
 * spends 1 ms on each event, so the pipeline carries about 1,000 events a second. The search finds that limit within 15
 * % (compared with the cost the scorer was given, not with a timing) and names the scorer; the report draws the curve
 * with the knee.
 */
@Timeout(600)
class CapacityTest {

    @TempDir
    Path temp;

    @Test
    void theFinderFindsThePipelinesLimitSetByItsSlowestOperatorAndNamesIt() throws Exception {
        Path root = Path.of("").toAbsolutePath();
        while (!Files.isDirectory(root.resolve("sample-systems/models"))) {
            root = root.getParent();
        }
        Path model = root.resolve("sample-systems/models/capacity.orrery");
        LabRuntime runtime = LabRuntime.configured();
        Lab lab = Lab.at(Path.of(System.getProperty("orrery.lab")));
        runtime.start(lab);
        try {
            Capacity capacity = CapacityFinder.find(lab.star(), OrreryFiles.load(model), model,
                    List.of(runtime.bundles()), Map.of(), Map.of(), "sensor", Slo.parse("p99<100ms"),
                    new Search(250, 4_000, 0.05, 2_000, 4_000, 0, 24), step -> System.out.println(step), () -> false);
            double cost = 1_000; // the scorer's 1,000 µs an event
            assertEquals(cost, capacity.rate(), 0.15 * cost, "the limit the scorer's cost sets: " + capacity);
            assertTrue(capacity.limitedBy().startsWith("operator scorer"), capacity.limitedBy());
            assertFalse(capacity.atMax());
            assertTrue(capacity.steps().stream().anyMatch(step -> !step.sustained()), "it went past the knee");
            CapacityStep knee = capacity.curve()
                    .stream()
                    .filter(step -> step.offered() == capacity.rate())
                    .findFirst()
                    .orElseThrow();
            assertTrue(knee.sustained() && knee.latencyMicros() < 100_000 && knee.dropped() == 0, knee.toString());

            List<Path> files = CapacityReport.write(capacity, "capacity", "capacity", temp);
            assertTrue(ImageIO.read(files.get(0).toFile()).getWidth() > 0);
            String svg = Files.readString(files.get(1));
            assertTrue(svg.contains("<svg") && svg.contains("knee: "), "the knee is marked in the SVG too");
            String markdown = Files.readString(files.get(2));
            assertTrue(markdown.contains("Limited by: operator scorer"), markdown);
            assertTrue(!lab.star().status().isDeployed(), "every step undeploys itself");
        } finally {
            runtime.stop(lab);
        }
    }
}
