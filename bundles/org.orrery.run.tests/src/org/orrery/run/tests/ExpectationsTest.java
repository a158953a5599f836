package org.orrery.run.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.model.OrrerySystem;
import org.orrery.model.io.OrreryFiles;
import org.orrery.run.Expectations;
import org.orrery.run.JUnitMode;
import org.orrery.run.RunDescription;
import org.orrery.run.RunDescription.Expectation;
import org.orrery.run.RunDescription.Measure;
import org.orrery.run.RunDescription.Result;
import org.orrery.run.RunDescription.SystemRef;
import org.orrery.run.RunDescription.Variable;
import org.orrery.run.RunDescription.Verdict;
import org.orrery.run.RunDescription.Workload;
import org.orrery.run.RunException;
import org.orrery.run.RunOutcome;
import org.orrery.run.RunXml;
import org.orrery.run.Statistics;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * Expectations judged on figures made up here: bounds on the mean and exact counts in every run, ratios to a baseline
 * combination, stability over repeated runs, the check's refusals, the verdicts kept in the result file and the JUnit
 * XML report CI reads.
 */
class ExpectationsTest {

    @TempDir
    Path temp;

    private static Expectation bound(String operator, String figure, Double below, Double above, Double equals) {
        return new Expectation(null, operator, null, null, figure, below, above, equals, Map.of());
    }

    private static Map<Expectation, List<String>> named(Expectation expectation, String... subjects) {
        Map<Expectation, List<String>> map = new LinkedHashMap<>();
        map.put(expectation, List.of(subjects));
        return map;
    }

    @Test
    void boundsJudgeTheMeanAndEqualsEveryRunNamingTheFigure() {
        Expectation p99 = bound("merge", "latencyP99Micros", 20_000.0, null, null);
        List<Verdict> held = Expectations.judge(named(p99, "merge"),
                List.of(Map.of("merge latencyP99Micros", 12_000.0), Map.of("merge latencyP99Micros", 26_000.0)));
        assertEquals(1, held.size());
        assertTrue(held.get(0).passed(), "the mean of 12,000 and 26,000 is below 20,000: " + held.get(0));
        assertEquals(19_000.0, held.get(0).value());
        assertEquals("merge latencyP99Micros below 20,000", held.get(0).expect());

        Verdict failed = Expectations
                .judge(named(bound("merge", "latencyP99Micros", 1_000.0, null, null), "merge"),
                        List.of(Map.of("merge latencyP99Micros", 1_500.0)))
                .get(0);
        assertFalse(failed.passed());
        assertEquals("latencyP99Micros of merge 1,500 is not below 1,000", failed.message());

        Expectation total = bound("merge", "eventsTotal", null, null, 300.0);
        Verdict secondRunDiffers = Expectations
                .judge(named(total, "merge"), List.of(Map.of("merge eventsTotal", 300.0),
                        Map.of("merge eventsTotal", 299.0), Map.of("merge eventsTotal", 301.0)))
                .get(0);
        assertFalse(secondRunDiffers.passed(), "the mean is 300, but a count must hold in every run");
        assertEquals(299.0, secondRunDiffers.value());
        assertTrue(secondRunDiffers.message().contains("(run 2 of 3)"), secondRunDiffers.message());

        Verdict notMeasured = Expectations
                .judge(named(total, "merge", "display"), List.of(Map.of("merge eventsTotal", 300.0)))
                .get(1);
        assertFalse(notMeasured.passed(), "a figure that is missing fails: a gate never passes on nothing");
        assertNull(notMeasured.value());
        assertEquals("display", notMeasured.subject());
    }

    @Test
    void aRatioToTheBaselineCombinationWithTheOtherVariablesAsHere() {
        Expectation ratio = new Expectation("within 10 % of no payload", "app", null, null, "eventsPerSecond", null,
                0.9, null, Map.of("payload", "0"));
        Map<Map<String, String>, Map<String, Double>> means = Map.of(Map.of("payload", "0", "receivers", "1"),
                Map.of("app eventsPerSecond", 1000.0), Map.of("payload", "0", "receivers", "10"),
                Map.of("app eventsPerSecond", 500.0));
        List<Verdict> verdicts = Expectations.judgeAgainstBaselines(named(ratio, "app"),
                Map.of("payload", "100", "receivers", "10"), Map.of("app eventsPerSecond", 470.0), means::get);
        assertEquals(1, verdicts.size());
        assertTrue(verdicts.get(0).passed(), verdicts.get(0).toString());
        assertEquals(0.94, verdicts.get(0).value(), 1e-9, "against payload 0 with 10 receivers, as here");

        Verdict slower = Expectations
                .judgeAgainstBaselines(named(ratio, "app"), new TreeMap<>(Map.of("payload", "100", "receivers", "1")),
                        Map.of("app eventsPerSecond", 800.0), means::get)
                .get(0);
        assertFalse(slower.passed());
        assertEquals("eventsPerSecond ratio of app 0.80 (800 against 1,000 in the baseline {payload=0, receivers=1})"
                + " is not above 0.90", slower.message());

        assertTrue(
                Expectations
                        .judgeAgainstBaselines(named(ratio, "app"), Map.of("payload", "0", "receivers", "1"),
                                Map.of("app eventsPerSecond", 1000.0), means::get)
                        .isEmpty(),
                "the baseline is not judged on itself");
        Verdict noBaseline = Expectations
                .judgeAgainstBaselines(named(ratio, "app"), Map.of("payload", "100", "receivers", "5"),
                        Map.of("app eventsPerSecond", 1.0), means::get)
                .get(0);
        assertFalse(noBaseline.passed(), "a baseline that did not run fails the comparison: " + noBaseline);
    }

    @Test
    void stableOnceEveryOperatorsDeviationIsWithinItsShareOfTheMean() {
        assertFalse(Expectations.stability(List.of(Map.of("a", 100.0), Map.of("a", 100.0)), 0.1, 3).passed(),
                "two runs are too few to judge");
        Verdict stable = Expectations.stability(
                List.of(Map.of("a", 100.0, "b", 10.0), Map.of("a", 104.0, "b", 10.0), Map.of("a", 96.0, "b", 10.0)),
                0.1, 3);
        assertTrue(stable.passed(), stable.message());
        assertEquals("a", stable.subject(), "the operator that varies most");
        assertEquals(0.04, stable.value(), 1e-9);
        Verdict unstable = Expectations.stability(
                List.of(Map.of("a", 100.0, "b", 10.0), Map.of("a", 104.0, "b", 20.0), Map.of("a", 96.0, "b", 5.0)), 0.1,
                3);
        assertFalse(unstable.passed());
        assertEquals("b", unstable.subject());
        assertTrue(unstable.message().startsWith("not stable after 3 runs: the standard deviation of b is"),
                unstable.message());
    }

    @Test
    void theCheckRefusesWhatCannotBeJudged() throws Exception {
        OrrerySystem solar = OrreryFiles.load(Samples.root().resolve("sample-systems/models/solar.orrery"));
        List<Variable> seeds = List.of(new Variable("sensorA.seed", null, null, null, List.of("11", "99")));
        assertNull(Expectations.problem(bound("merge", "eventsTotal", null, 1.0, null), solar, seeds));
        assertEquals(
                List.of("fahrenheitA->merge", "fahrenheitB->merge"), Expectations.subjects(new Expectation(null, null,
                        "fahrenheit*->merge", "reliable", "lost", null, null, 0.0, Map.of()), solar),
                "a pattern names every connection it matches");
        assertEquals(List.of("dailyHigh->display"), Expectations.subjects(
                new Expectation(null, null, "*->*", "best-effort", "dropped", null, null, 0.0, Map.of()), solar));
        assertEquals("expectation 'nobody eventsTotal above 1': the system has no operator 'nobody'",
                Expectations.problem(bound("nobody", "eventsTotal", null, 1.0, null), solar, seeds));
        assertEquals("expectation 'merge eventsTotal': gives no bound (below, above or equals)",
                Expectations.problem(bound("merge", "eventsTotal", null, null, null), solar, seeds));
        assertTrue(Expectations.problem(bound("merge", "lost", null, null, 0.0), solar, seeds)
                .contains("an operator's figure is one of"));
        assertTrue(
                Expectations
                        .problem(new Expectation(null, null, "merge->dailyHigh", null, "eventsTotal", null, 1.0, null,
                                Map.of()), solar, seeds)
                        .contains("a connection's figure is one of alertSeconds, delivered, dropped, lost, sent"));
        assertEquals("expectation 'x': the baseline's sensorA.seed=5 is not a value it takes (11, 99)",
                Expectations.problem(new Expectation("x", "merge", null, null, "eventsTotal", null, 0.5, null,
                        Map.of("sensorA.seed", "5")), solar, seeds));
        assertEquals("expectation 'y': the baseline names sensorB.seed, which the test does not vary",
                Expectations.problem(new Expectation("y", "merge", null, null, "eventsTotal", null, 0.5, null,
                        Map.of("sensorB.seed", "12")), solar, seeds));
        assertThrows(IllegalArgumentException.class, () -> Expectations.baseline("payload"));
        assertEquals(Map.of("payload", "0", "receivers", "1"), Expectations.baseline("payload=0, receivers=1"));
    }

    private RunDescription judged() {
        Expectation p99 = bound("merge", "latencyP99Micros", 20_000.0, null, null);
        Expectation lossless = new Expectation("nothing lost", null, "*->merge", "reliable", "lost", null, null, 0.0,
                Map.of());
        RunDescription.Test test = new RunDescription.Test("solar", new SystemRef("solar.orrery", "0".repeat(64)),
                List.of(), Map.of(), new Workload(300, 2_000, false, 8, 0.05), Map.of(),
                List.of(new Variable("sensorA.seed", null, null, null, List.of("11"))),
                List.of(new Measure("merge", "latencyP99Micros")), List.of(p99, lossless),
                List.of(new Result(Map.of("sensorA.seed", "11"), Map.of("merge", 25_000.0), Statistics.of(25_000),
                        List.of(), Map.of(), List.of(Map.of("merge", 25_000.0)),
                        List.of(new Verdict("stable", "merge", true, 0.01, "stable after 3 runs"),
                                new Verdict(p99.label(), "merge", false, 25_000.0,
                                        "latencyP99Micros of merge 25,000 is not below 20,000"),
                                new Verdict("nothing lost", "fahrenheitA->merge", true, 0.0, "lost holds")),
                        true)));
        return new RunDescription("gate", Map.of("date", "2026-11-28T06:00:00Z"), Map.of(), List.of(test));
    }

    @Test
    void verdictsAndUntilStableAreKeptInTheResultFile() throws Exception {
        Path file = temp.resolve("gate.xml");
        RunDescription description = judged();
        RunXml.write(description, file);
        String xml = Files.readString(file);
        assertTrue(xml.contains("repeat=\"until-stable\"") && xml.contains("maxRepeat=\"8\"")
                && xml.contains("stableWithin=\"0.05\""), xml);
        assertEquals(description, RunXml.read(file), "written and read back, verdicts and all");

        RunOutcome outcome = RunOutcome.of(description, List.of());
        assertEquals(List.of("solar {sensorA.seed=11}: expected merge latencyP99Micros below 20,000: "
                + "latencyP99Micros of merge 25,000 is not below 20,000"), outcome.failures());
        assertTrue(outcome.summary(false, temp).startsWith("1 combination ran, 0 failed, 2 of 3 expectations held"),
                outcome.summary(false, temp));

        Files.writeString(file, xml.replace("repeat=\"until-stable\" ", ""));
        RunException refused = assertThrows(RunException.class, () -> RunXml.read(file));
        assertTrue(refused.getMessage().contains("maxRepeat and stableWithin go with repeat=\"until-stable\""),
                refused.getMessage());
        Files.writeString(file, xml.replace("maxRepeat=\"8\" ", ""));
        refused = assertThrows(RunException.class, () -> RunXml.read(file));
        assertTrue(refused.getMessage().contains("needs maxRepeat"), refused.getMessage());
        Files.writeString(file, xml.replace("maxRepeat=\"8\"", "maxRepeat=\"2\""));
        refused = assertThrows(RunException.class, () -> RunXml.read(file));
        assertTrue(refused.getMessage().contains("at least 3 runs"), refused.getMessage());
        Files.writeString(file, xml.replace("figure=\"lost\"", "figure=\"late\""));
        refused = assertThrows(RunException.class, () -> RunXml.read(file));
        assertTrue(refused.getMessage().startsWith(file + ":"), "the schema names the line: " + refused.getMessage());
    }

    @Test
    void theJUnitReportNamesEachVerdictAndTheFigureThatFailed() throws Exception {
        Path report = new JUnitMode().write(judged(), "gate", temp).get(0);
        assertEquals(temp.resolve("gate-junit.xml"), report);
        Document document = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(report.toFile());
        Element suites = document.getDocumentElement();
        assertEquals("testsuites", suites.getTagName());
        assertEquals("4", suites.getAttribute("tests"), "the combination and its three verdicts");
        assertEquals("1", suites.getAttribute("failures"));
        assertEquals("0", suites.getAttribute("errors"));
        Element suite = (Element) suites.getElementsByTagName("testsuite").item(0);
        assertEquals("gate.solar", suite.getAttribute("name"));
        Element failure = (Element) document.getElementsByTagName("failure").item(0);
        Element failedCase = (Element) failure.getParentNode();
        assertEquals("{sensorA.seed=11} merge latencyP99Micros below 20,000 [merge]", failedCase.getAttribute("name"));
        assertEquals("latencyP99Micros of merge 25,000 is not below 20,000", failure.getAttribute("message"));
    }
}
