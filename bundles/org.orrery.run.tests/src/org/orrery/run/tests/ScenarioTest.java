package org.orrery.run.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.control.api.LinkProfile;
import org.orrery.run.JUnitMode;
import org.orrery.run.RunCheck;
import org.orrery.run.RunDescription;
import org.orrery.run.RunDescription.Result;
import org.orrery.run.RunDescription.Verdict;
import org.orrery.run.RunException;
import org.orrery.run.RunXml;
import org.orrery.run.Scenario;
import org.orrery.run.Scenario.Action;
import org.orrery.run.Scenario.Phase;
import org.orrery.run.Scenario.Step;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Scenarios without a lab: steps read as written and refused with the form they take, the phases the steps cut a window
 * into, the shipped faults experiment read, written back the same and checked, what the check refuses, a link's rate as
 * a run variable and its refusals, and the JUnit report's case per phase that names the phase and the figure that
 * failed. The scenario played on a real lab of namespaces is a check of the command line (releng/scripts/cli-test.sh).
 */
class ScenarioTest {

    @TempDir
    Path temp;

    private Path experiment;
    private Path bandwidth;
    private Path bundles;

    @BeforeEach
    void shipped() throws Exception {
        Path root = Samples.root();
        Files.createDirectories(temp.resolve("experiments"));
        Samples.model("faults.orrery", Files.createDirectories(temp.resolve("models")));
        experiment = Files.copy(root.resolve("sample-systems/experiments/faults.xml"),
                temp.resolve("experiments/faults.xml"));
        bandwidth = Files.copy(root.resolve("sample-systems/experiments/bandwidth.xml"),
                temp.resolve("experiments/bandwidth.xml"));
        bundles = Samples.operatorsJar(temp.resolve("bundles")).getParent();
    }

    @Test
    void stepsReadAsWrittenAndAreRefusedWithTheirForm() {
        Step partition = Step.parse("  at 30s partition alpha beta for 5s ", null);
        assertEquals(new Step(30_000, Action.PARTITION, List.of("alpha", "beta"), 5_000, "partition alpha beta"),
                partition);
        assertEquals("at 30s partition alpha beta for 5s", partition.text());
        assertEquals(35_000, partition.endMillis());
        Step set = Step.parse("at 1.5s set sensor eventsPerSecond=2000 arrivals=poisson", "faster");
        assertEquals(Map.of("eventsPerSecond", "2000", "arrivals", "poisson"), set.settings());
        assertEquals("faster", set.name());
        assertEquals(1_500, set.atMillis());
        assertEquals(120_000, Step.parse("at 2m kill planet2", null).atMillis());
        Step hog = Step.parse("at 60s cpu-hog planet1 1 core for 10s", null);
        assertEquals(List.of(Action.CPU_HOG, 1, 10_000L), List.of(hog.action(), hog.cores(), hog.forMillis()));
        assertEquals("cpu-hog planet1 1 core", hog.name());
        assertEquals(2, Step.parse("at 1s cpu-hog planet1 2 cores", null).cores());
        assertEquals(250, Step.parse("at 250ms stop planet2 for 1m", null).atMillis());
        Step link = Step.parse("at 4s link alpha beta rate=1.5mbit delay=20ms jitter=5ms loss=5% for 5s", "wan");
        assertEquals(new LinkProfile(null, 1_500_000, 20, 5, null, 5, 0, 0), link.profile());
        assertTrue(link.profile().needsNetem());
        assertEquals(new LinkProfile(null, 512_000, 0, 0, null, 0, 0, 0),
                Step.parse("at 4s link h1 h2 rate=512kbit", null).profile());

        for (List<String> refused : List.of(List.of("kill planet2", "a step reads 'at TIME ACTION ...'"),
                List.of("at 5s explode planet2", "no action 'explode'"),
                List.of("at 5s cpu-hog planet1 lots cores", "it reads 'cpu-hog DOMAIN N core[s] [for TIME]'"),
                List.of("at 5s cpu-hog planet1 99 cores", "N from 1 to 64"),
                List.of("at 5 kill planet2", "'5' is not a time"),
                List.of("at 5s kill planet1 planet2", "it reads 'kill DOMAIN'"),
                List.of("at 5s kill planet2 for 3s", "a kill has no duration"),
                List.of("at 5s partition alpha", "it reads 'partition HOST HOST [for TIME]'"),
                List.of("at 5s partition alpha alpha", "not host 'alpha' and itself"),
                List.of("at 5s set sensor", "it reads 'set OPERATOR NAME=VALUE"),
                List.of("at 5s set sensor =3", "a setting reads NAME=VALUE"),
                List.of("at 2000m kill planet2", "more than a day"),
                List.of("at 5s link alpha beta", "it reads 'link HOST HOST [rate=R]"),
                List.of("at 5s link alpha beta speed=3",
                        "a link has rate, delay, jitter, distribution, loss, loss-correlation and reorder, not 'speed'"),
                List.of("at 5s link alpha beta rate=10", "rate is bits a second, such as 512kbit"),
                List.of("at 5s link alpha beta rate=1kbit", "rate is from 8kbit to 100gbit"),
                List.of("at 5s link alpha beta jitter=5ms", "jitter varies a delay; give the delay too"),
                List.of("at 5s link alpha beta loss=150%", "loss is a percentage up to 100%"),
                List.of("at 5s link alpha alpha rate=1mbit", "not host 'alpha' and itself"))) {
            String message = assertThrows(IllegalArgumentException.class, () -> Step.parse(refused.get(0), null))
                    .getMessage();
            assertTrue(message.contains(refused.get(1)), refused + ": " + message);
        }
    }

    @Test
    void stepsCutTheWindowIntoPhasesNamedByWhatBeganThem() {
        Scenario scenario = Scenario.parse(
                List.of("at 12s set sensor eventsPerSecond=10", "at 5s partition a b for 3s", "at 20s kill far"),
                List.of("faster"));
        assertEquals(List.of(new Phase(Scenario.BEFORE, 0, 5_000), new Phase("partition a b", 5_000, 8_000),
                new Phase("partition a b ended", 8_000, 12_000), new Phase("faster", 12_000, 20_000),
                new Phase("kill far", 20_000, 30_000)), scenario.phases(30_000));
        assertEquals(List.of(), scenario.problems(30_000));
        // a fault that lasts past the window has no phase after it
        assertEquals(List.of(new Phase(Scenario.BEFORE, 0, 5_000), new Phase("partition a b", 5_000, 7_000)),
                Scenario.parse(List.of("at 5s partition a b for 3s"), List.of()).phases(7_000));
        List<String> problems = Scenario.parse(List.of("at 0s kill far", "at 40s kill far", "at 10s stop far for 2s",
                "at 12s start far", "at 20s stop far for 2s", "at 22s start far"), List.of()).problems(30_000);
        assertTrue(
                problems.contains(
                        "step 'at 0s kill far' is not inside the measured window (after 0 s and before" + " 30s)"),
                problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.contains("step 'at 40s kill far'")), problems.toString());
        assertTrue(problems.contains("two phases are called 'stop far'; name the steps (<step name=\"...\">)"),
                problems.toString());
    }

    @Test
    void theShippedFaultsExperimentReadsWritesBackTheSameAndChecks() throws Exception {
        RunDescription read = RunXml.read(experiment);
        RunDescription.Test partition = read.tests().get(0);
        assertEquals(List.of("before", "narrow", "narrow ended"),
                read.tests().get(2).scenario().phases(20_000).stream().map(Phase::name).toList());
        assertEquals(List.of("before", "partition", "partition ended", "faster"),
                partition.scenario().phases(partition.workload().durationMillis()).stream().map(Phase::name).toList());
        assertEquals("partition", partition.expectations().get(0).phase());
        Path again = temp.resolve("experiments/again.xml");
        RunXml.write(read, again);
        assertEquals(read, RunXml.read(again));
        String written = Files.readString(again);
        assertTrue(written.contains("<step name=\"partition\">at 5s partition alpha beta for 3s</step>"), written);
        assertTrue(written.contains("phase=\"partition ended\""), written);
        assertEquals(3, RunCheck.check(read, experiment, List.of(bundles)).size());

        Files.writeString(experiment,
                Files.readString(experiment)
                        .replace("at 5s kill far", "at 5s kill star")
                        .replace("set steady eventsPerSecond=1500", "set steady speed=fast")
                        .replace("partition alpha beta", "partition alpha gamma")
                        .replace("phase=\"faster\"", "phase=\"quicker\""));
        String problems = assertThrows(RunException.class,
                () -> RunCheck.check(RunXml.read(experiment), experiment, List.of(bundles))).getMessage();
        for (String expected : List.of("'star' is the Star, which coordinates the run",
                "'gamma' is neither a host of the system nor a lab host",
                "names phase 'quicker', which the scenario does not have (its phases: before, partition, partition"
                        + " ended, faster)",
                "speed")) {
            assertTrue(problems.contains(expected), expected + " in " + problems);
        }
        Files.writeString(experiment, Files.readString(experiment).replace("<step name=\"crash\">at 5s", "<step>"));
        RunException schema = assertThrows(RunException.class, () -> RunXml.read(experiment));
        assertTrue(schema.getMessage().contains("faults.xml:"), schema.getMessage());
    }

    @Test
    void aLinkIsARunVariableCheckedBeforeAnythingRuns() throws Exception {
        RunDescription read = RunXml.read(bandwidth);
        assertEquals("link.alpha-beta.rate", read.tests().get(0).variables().get(0).target());
        assertEquals(1, RunCheck.check(read, bandwidth, List.of(bundles)).size());
        Files.writeString(bandwidth,
                Files.readString(bandwidth)
                        .replace("<value>256kbit</value>", "<value>256</value>")
                        .replace("<set target=\"lossy.count\" value=\"1\"/>",
                                "<set target=\"link.alpha-gamma.delayMs\" value=\"20\"/>"
                                        + "<set target=\"link.h1-h2.speed\" value=\"3\"/>"
                                        + "<set target=\"link.h1-h2.lossPercent\" value=\"500\"/>"));
        String problems = assertThrows(RunException.class,
                () -> RunCheck.check(RunXml.read(bandwidth), bandwidth, List.of(bundles))).getMessage();
        for (String expected : List.of(
                "link.alpha-gamma.delayMs: a link is named HOST-HOST by two hosts of the system or of the lab (h1-h2),"
                        + " not 'alpha-gamma'",
                "link.h1-h2.speed: a link has rate, delayMs, jitterMs and lossPercent, not 'speed'",
                "link.h1-h2.lossPercent: loss is a percentage up to 100%",
                "link.alpha-beta.rate: rate is bits a second, such as 512kbit or 10mbit, not '256'")) {
            assertTrue(problems.contains(expected), expected + " in " + problems);
        }
    }

    @Test
    void theJUnitReportHasACasePerPhaseNamingWhatFailedInIt() throws Exception {
        RunDescription read = RunXml.read(experiment);
        RunDescription.Test partition = read.tests().get(0);
        Result result = new Result(Map.of(), Map.of("reliableSink", 990.0), null, List.of(), Map.of())
                .withVerdicts(List.of(
                        new Verdict("partition: reliableSink eventsPerSecond below 500", "reliableSink", false, 938.0,
                                "eventsPerSecond of reliableSink 938 is not below 500"),
                        new Verdict("faster: reliableSink eventsPerSecond above 1,300", "reliableSink", true, 1482.0,
                                "eventsPerSecond of reliableSink 1,482 is above 1,300")));
        RunDescription ran = new RunDescription(read.name(), Map.of(), Map.of(),
                List.of(partition.withResults(List.of(result))));
        new JUnitMode().write(ran, "faults", temp);
        Document report = DocumentBuilderFactory.newInstance()
                .newDocumentBuilder()
                .parse(temp.resolve("faults-junit.xml").toFile());
        NodeList cases = report.getElementsByTagName("testcase");
        StringBuilder phases = new StringBuilder();
        for (int i = 0; i < cases.getLength(); i++) {
            Element testCase = (Element) cases.item(i);
            if (testCase.getAttribute("name").contains(" phase ")) {
                NodeList failures = testCase.getElementsByTagName("failure");
                phases.append(testCase.getAttribute("name"))
                        .append(failures.getLength() == 0 ? " passed"
                                : " failed: " + ((Element) failures.item(0)).getAttribute("message"))
                        .append('\n');
            }
        }
        assertEquals(
                """
                        {} phase before (0s to 5s) passed
                        {} phase partition (5s to 8s) failed: phase partition: eventsPerSecond of reliableSink 938 is not below 500
                        {} phase partition ended (8s to 12s) passed
                        {} phase faster (12s to 20s) passed
                        """,
                phases.toString());
    }
}
