package org.orrery.run.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.control.util.Sha256;
import org.orrery.lab.Lab;
import org.orrery.lab.LabRuntime;
import org.orrery.run.ReportMode;
import org.orrery.run.ReportModes;
import org.orrery.run.RunCheck;
import org.orrery.run.RunDescription;
import org.orrery.run.RunDescription.BundleRef;
import org.orrery.run.RunDescription.Expectation;
import org.orrery.run.RunDescription.Measure;
import org.orrery.run.RunDescription.Result;
import org.orrery.run.RunDescription.SystemRef;
import org.orrery.run.RunDescription.Variable;
import org.orrery.run.RunDescription.Verdict;
import org.orrery.run.RunDescription.Workload;
import org.orrery.run.RunOutcome;
import org.orrery.run.RunRunner;
import org.orrery.run.RunXml;

/**
 * A small description run headless on the real embedded lab (a node daemon, a Star and the Solar sample's two Planets),
 * twice: every combination of a seed variable deploys afresh, repeated until its counts are stable, its result file
 * holds the expected counts, statistics and verdicts (an impossible bound fails with the figure, exact counts and
 * connections' losses hold, a ratio to the baseline seed), and with the same seeds the two runs count the same events
 * and record the same configuration.
 */
@Timeout(300)
class RunnerTest {

    @TempDir
    Path temp;

    /**
     * The verdicts of a finite-sources combination: stable, thresholdB's count exact, nothing lost on the reliable
     * connections nor dropped after the sources, merge's impossible bound failed with its count, and (but for the
     * baseline itself) merge within a factor of two of seed 11.
     */
    private static void assertVerdicts(Result result, boolean comparedWithBaseline) {
        Map<String, Verdict> byName = new LinkedHashMap<>();
        result.verdicts().forEach(v -> byName.put(v.expect() + " [" + v.subject() + "]", v));
        List<String> reliable = List.of("sensorA->thresholdA", "sensorB->thresholdB", "thresholdA->fahrenheitA",
                "thresholdB->fahrenheitB", "fahrenheitA->merge", "fahrenheitB->merge", "merge->dailyHigh");
        List<String> expected = new ArrayList<>(
                List.of("stable [merge]", "thresholdB eventsTotal equals 300 [thresholdB]"));
        reliable.forEach(link -> expected.add("nothing lost [" + link + "]"));
        expected.addAll(List.of("none dropped [sensorA->thresholdA]", "none dropped [sensorB->thresholdB]",
                "too strict [merge]"));
        if (comparedWithBaseline) {
            expected.add("like seed 11 [merge]");
        }
        assertEquals(expected, new ArrayList<>(byName.keySet()));
        byName.forEach((name, verdict) -> assertEquals(!name.startsWith("too strict"), verdict.passed(),
                name + ": " + verdict.message()));
        assertEquals(result.values().get("merge"), byName.get("too strict [merge]").value(),
                "the figure that decided it");
    }

    @Test
    void aSmallDescriptionRunsAndTwoRunsWithTheSameSeedsCountTheSame() throws Exception {
        Path solar = Samples.model("solar.orrery", temp);
        LabRuntime runtime = LabRuntime.configured();
        BundleRef operators = Samples.operators(runtime);
        RunDescription.Test test = new RunDescription.Test("finite sources",
                new SystemRef("solar.orrery", Sha256.of(solar)), List.of(operators), Map.of(),
                new Workload(300, 1_200, false, 4, 0.1),
                Map.of("sensorA.count", "400", "sensorA.eventsPerSecond", "0", "sensorB.count", "300",
                        "sensorB.eventsPerSecond", "0"),
                List.of(new Variable("sensorA.seed", null, null, null, List.of("11", "99"))),
                List.of(new Measure("merge", "eventsTotal"), new Measure("thresholdB", "eventsTotal")),
                List.of(new Expectation(null, "thresholdB", null, null, "eventsTotal", null, null, 300.0, Map.of()),
                        new Expectation("nothing lost", null, "*->*", "reliable", "lost", null, null, 0.0, Map.of()),
                        new Expectation("none dropped", null, "sensor*->*", null, "dropped", null, null, 0.0, Map.of()),
                        new Expectation("too strict", "merge", null, null, "eventsTotal", 1.0, null, null, Map.of()),
                        new Expectation("like seed 11", "merge", null, null, "eventsTotal", 2.0, 0.5, null,
                                Map.of("sensorA.seed", "11"))),
                List.of());
        RunDescription.Test latency = new RunDescription.Test("latency", test.system(), test.bundles(),
                Map.of("lab", "here"), new Workload(500, 2_000, true),
                Map.of("merge->dailyHigh.delivery", "best-effort"), List.of(),
                List.of(new Measure("merge", "latencyP50Micros")), List.of());
        RunDescription description = new RunDescription("reproducible", Map.of(),
                Map.of("lab.specialize", "false", "valueAxisLabel", "events"), List.of(test, latency));
        Path file = temp.resolve("small.xml");
        RunXml.write(description, file);

        Lab lab = Lab.at(Path.of(System.getProperty("orrery.lab")));
        runtime.start(lab);
        try {
            List<RunDescription> runs = new ArrayList<>();
            for (int run = 1; run <= 2; run++) {
                RunDescription read = RunXml.read(file);
                List<Integer> progress = new ArrayList<>();
                RunRunner runner = new RunRunner(lab.star(), List.of(runtime.bundles()),
                        (done, total, name, values, left) -> progress.add(done), () -> false);
                Path output = temp.resolve(run == 1 ? "run1.xml" : "results/run2.xml");
                Files.createDirectories(output.getParent());
                runs.add(runner.run(read, RunCheck.check(read, file, List.of(runtime.bundles())), Map.of(),
                        RunRunner.environment("test"), output));
                assertEquals(runs.get(run - 1), RunXml.read(output), "the result file holds what the run returned");
                assertEquals(2, RunCheck.check(RunXml.read(output), output, List.of(runtime.bundles())).size(),
                        "a result file written in another folder still finds its system, so it runs again");
                assertEquals(List.of(0, 1, 2, 3, 4, 5, 6, 7), progress,
                        "three runs of each of two seeds (equal counts are stable at once), then the latency test");
            }
            List<Result> first = runs.get(0).tests().get(0).results();
            List<Result> second = runs.get(1).tests().get(0).results();
            assertEquals(2, first.size());
            for (int i = 0; i < first.size(); i++) {
                Result a = first.get(i);
                assertTrue(a.errors().isEmpty(), a.errors().toString());
                assertEquals(300.0, a.values().get("thresholdB"), "sensorB's 300 events all reach its filter");
                double merged = a.values().get("merge");
                assertTrue(merged > 0 && merged < 700, "the thresholds pass some, not all: " + merged);
                assertEquals(a.variables(), second.get(i).variables(), "the same configuration");
                assertEquals(a.values(), second.get(i).values(), "the same seeds count the same events");
                assertEquals(3, a.runs().size(), "until stable: three runs, the fewest stability is judged on");
                assertEquals(Boolean.TRUE, a.stable());
                assertEquals(a.runs().get(0), a.runs().get(2), "in three fresh deployments, too");
                assertEquals(a.runs().get(0), a.values(), "the mean of equal counts is the count");
                assertEquals((merged + 300) / 2, a.statistics().mean(), 1e-9);
                assertEquals(Math.min(merged, 300), a.statistics().min());
            }
            assertTrue(!first.get(0).values().get("merge").equals(first.get(1).values().get("merge")),
                    "another seed draws other temperatures: " + first);
            assertVerdicts(first.get(0), false);
            assertVerdicts(first.get(1), true);
            RunOutcome outcome = RunOutcome.of(runs.get(0), List.of());
            assertEquals(2, outcome.failedVerdicts(), "'too strict' fails for each seed: " + outcome.failures());
            assertTrue(
                    outcome.failures()
                            .get(0)
                            .startsWith("finite sources {sensorA.seed=11}: expected too strict: "
                                    + "eventsTotal of merge " + first.get(0).values().get("merge").longValue()),
                    outcome.failures().toString());
            assertTrue(runs.get(0).environment().containsKey("jdk") && runs.get(0).environment().containsKey("cpus"));
            assertTrue(!lab.star().status().isDeployed(), "each combination is undeployed after it ran");

            Result latencyResult = runs.get(0).tests().get(1).results().get(0);
            assertTrue(latencyResult.errors().isEmpty(), latencyResult.errors().toString());
            double micros = latencyResult.values().get("merge");
            assertTrue(micros > 0 && Double.isFinite(micros),
                    "a round of Planet 1 to Planet 2 was measured: " + micros);
            assertEquals(2, latencyResult.series().get("merge").size(), "a sample a second of the 2 s window");
            List<Double> distribution = latencyResult.distributions().get("merge");
            assertEquals(9, distribution.size(), "p0 to the largest since deployment: " + distribution);
            for (int i = 1; i < distribution.size(); i++) {
                assertTrue(distribution.get(i) >= distribution.get(i - 1),
                        "a distribution never falls: " + distribution);
            }

            Path reports = temp.resolve("reports");
            Files.createDirectories(reports);
            for (ReportMode mode : ReportModes.available(getClass().getClassLoader(), message -> {
            }).values()) {
                mode.write(runs.get(0), "small", reports);
            }
            assertTrue(ImageIO.read(reports.resolve("small.png").toFile()).getWidth() > 0);
            assertTrue(ImageIO.read(reports.resolve("small-distribution-2.png").toFile()).getWidth() > 0,
                    "the latency test's percentile plot");
            String csv = Files.readString(reports.resolve("small.csv"));
            assertTrue(csv.startsWith("test,sensorA.seed,merge,thresholdB,min,max,mean,std_dev,p50,p99,errors\n") && csv
                    .contains("\n\"finite sources\",11," + first.get(0).values().get("merge").longValue() + ",300,"),
                    csv);
            assertTrue(Files.readString(reports.resolve("small.md")).contains("![reproducible](small.png)"));
        } finally {
            runtime.stop(lab);
        }
    }
}
