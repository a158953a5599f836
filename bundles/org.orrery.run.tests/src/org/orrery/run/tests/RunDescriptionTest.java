package org.orrery.run.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.control.util.Sha256;
import org.orrery.run.Combinations;
import org.orrery.run.RunCheck;
import org.orrery.run.RunDescription;
import org.orrery.run.RunDescription.BundleRef;
import org.orrery.run.RunDescription.Measure;
import org.orrery.run.RunDescription.RecordingRef;
import org.orrery.run.RunDescription.Result;
import org.orrery.run.RunDescription.SystemRef;
import org.orrery.run.RunDescription.Variable;
import org.orrery.run.RunDescription.Workload;
import org.orrery.run.RunException;
import org.orrery.run.RunXml;
import org.orrery.run.Statistics;

/**
 * Run descriptions: the published schema, reading and writing (load, save, load equal), the combinations of nested
 * variables, the statistics, and the check before anything is deployed, which refuses an unknown parameter, a bad
 * variable range, a missing bundle and a hash mismatch, naming the problem.
 */
class RunDescriptionTest {

    @TempDir
    Path temp;

    private Path solar;
    private Path operatorsJar;

    @BeforeEach
    void samples() throws Exception {
        solar = Samples.model("solar.orrery", temp);
        operatorsJar = Samples.operatorsJar(temp.resolve("bundles"));
    }

    private RunDescription description(Map<String, String> settings, List<Variable> variables, BundleRef bundle,
            String systemSha) throws Exception {
        RunDescription.Test test = new RunDescription.Test("solar", new SystemRef("solar.orrery", systemSha),
                List.of(bundle), Map.of("lab", "local"), new Workload(1_000, 5_000, true), settings, variables,
                List.of(new Measure("display", "eventsPerSecond")), List.of());
        return new RunDescription("Solar throughput", Map.of(), Map.of("valueAxisLabel", "events/s"), List.of(test));
    }

    private BundleRef operators() throws Exception {
        return new BundleRef("org.orrery.sample.operators", "0.1.0", Sha256.of(operatorsJar));
    }

    private String solarSha() throws Exception {
        return Sha256.of(solar);
    }

    @Test
    void aDescriptionWithResultsRoundTrips() throws Exception {
        RunDescription.Test test = description(Map.of("sensorA.eventsPerSecond", "500"),
                List.of(new Variable("sensorA.seed", null, null, null, List.of("11", "12")),
                        new Variable("sensorB.eventsPerSecond", "100", "300", "100", List.of())),
                operators(), solarSha()).tests().get(0);
        Result result = new Result(Map.of("sensorA.seed", "11", "sensorB.eventsPerSecond", "100"),
                Map.of("display", 412.5), Statistics.of(412.5), List.of(),
                Map.of("display", List.of(400.0, 412.5, 425.25)));
        Result failed = new Result(Map.of("sensorA.seed", "12", "sensorB.eventsPerSecond", "100"), Map.of(), null,
                List.of("display: no events arrived"), Map.of());
        Result repeated = Result.repeated(List.of(
                new Result(Map.of("sensorA.seed", "11", "sensorB.eventsPerSecond", "200"), Map.of("display", 400.0),
                        null, List.of(), Map.of()),
                new Result(Map.of("sensorA.seed", "11", "sensorB.eventsPerSecond", "200"), Map.of(), null,
                        List.of("deploy failed: no Star"), Map.of()),
                new Result(Map.of("sensorA.seed", "11", "sensorB.eventsPerSecond", "200"), Map.of("display", 500.0),
                        null, List.of(), Map.of())));
        assertEquals(Map.of("display", 450.0), repeated.values(), "the mean over the runs that measured it");
        assertEquals(List.of(Map.of("display", 400.0), Map.of(), Map.of("display", 500.0)), repeated.runs());
        assertEquals(List.of("run 2: deploy failed: no Star"), repeated.errors());
        assertEquals(400.0, repeated.statistics().min());
        assertEquals(500.0, repeated.statistics().max());
        RunDescription.Test repeating = new RunDescription.Test(test.name(), test.system(), test.bundles(),
                test.labMap(), new Workload(1_000, 5_000, true, 3), test.settings(), test.variables(), test.measures(),
                List.of());
        RunDescription written = new RunDescription("Solar throughput", Map.of("jdk", "25", "cpus", "2"),
                Map.of("valueAxisLabel", "events/s"),
                List.of(repeating.withResults(List.of(result, failed, repeated))));
        Path file = temp.resolve("run.xml");
        RunXml.write(written, file);
        RunDescription read = RunXml.read(file);
        assertEquals(written, read);
        Path again = temp.resolve("again.xml");
        RunXml.write(read, again);
        assertEquals(Files.readString(file), Files.readString(again), "saving what was read writes the same file");
        String xml = Files.readString(file);
        assertTrue(xml.contains("xmlns=\"urn:orrery:run:1\"") && xml.contains("version=\"1\""), xml);
        assertTrue(xml.contains("<var end=\"300\" start=\"100\" step=\"100\" target=\"sensorB.eventsPerSecond\"/>"),
                xml);
        assertTrue(xml.contains("<series everyMillis=\"1000\" operator=\"display\">400 412.5 425.25</series>"), xml);
        assertTrue(xml.contains("repeat=\"3\"")
                && xml.contains("<run>\n        <value operator=\"display\" value=\"400\"/>"), xml);
        assertEquals(1, RunCheck.check(read, file, List.of()).size());
    }

    /** A description of one test searching sensorA's capacity in Solar, as {@code search} and {@code measure} say. */
    private RunDescription capacity(RunDescription.CapacitySearch search, Measure measure, Workload workload)
            throws Exception {
        return new RunDescription("capacity", Map.of(), Map.of(),
                List.of(new RunDescription.Test("how much", new SystemRef("solar.orrery", solarSha()),
                        List.of(operators()), List.of(), Map.of(), workload, Map.of(), List.of(), List.of(measure),
                        List.of(), List.of(), search)));
    }

    @Test
    void aCapacitySearchRoundTripsAndIsCheckedBeforeAnythingRuns() throws Exception {
        Path file = temp.resolve("capacity.xml");
        RunDescription.CapacitySearch search = new RunDescription.CapacitySearch("sensorA", "p99<5ms", 0, 200, 50_000,
                0.05);
        RunDescription good = capacity(search, new Measure("sensorA", "capacity"), new Workload(2_000, 4_000, false));
        RunXml.write(good, file);
        assertEquals(good, RunXml.read(file));
        assertTrue(Files.readString(file)
                .contains("<capacity drops=\"0\" from=\"200\" max=\"50000\" precision=\"0.05\""
                        + " slo=\"p99&lt;5ms\" source=\"sensorA\"/>"),
                Files.readString(file));
        assertEquals(1, RunCheck.check(RunXml.read(file), file, List.of()).size());

        Files.writeString(file, Files.readString(file).replace("p99&lt;5ms", "p98&lt;5ms"));
        RunException slo = assertThrows(RunException.class, () -> RunXml.read(file));
        assertTrue(slo.getMessage().contains("slo"), "the schema refuses a bound that does not read: " + slo);

        RunXml.write(capacity(new RunDescription.CapacitySearch("display", "p99<5ms", 0, 200, 50_000, 0.05),
                new Measure("display", "eventsPerSecond"), new Workload(2_000, 4_000, false, 3)), file);
        String problems = assertThrows(RunException.class, () -> RunCheck.check(RunXml.read(file), file, List.of()))
                .getMessage();
        assertTrue(problems.contains("the capacity search's source 'display' has no rate to offer"), problems);
        assertTrue(problems.contains("measures its source's capacity, and nothing else"), problems);
        assertTrue(problems.contains("its workload does not repeat"), problems);

        RunXml.write(description(Map.of(), List.of(), operators(), solarSha()), file);
        RunXml.write(new RunDescription("no search", Map.of(), Map.of(),
                List.of(new RunDescription.Test("window", new SystemRef("solar.orrery", solarSha()),
                        List.of(operators()), Map.of(), new Workload(1_000, 2_000, false), Map.of(), List.of(),
                        List.of(new Measure("sensorA", "capacity")), List.of()))),
                file);
        String unsearched = assertThrows(RunException.class, () -> RunCheck.check(RunXml.read(file), file, List.of()))
                .getMessage();
        assertTrue(unsearched.contains("the figure capacity needs a <capacity> search"), unsearched);
    }

    /** A description whose test replays {@code recordings} in {@code system}. */
    private RunDescription replaying(Path system, List<RecordingRef> recordings) throws Exception {
        return new RunDescription("replay", Map.of(), Map.of(),
                List.of(new RunDescription.Test("replay",
                        new SystemRef(system.getFileName().toString(), Sha256.of(system)), List.of(operators()),
                        recordings, Map.of(), new Workload(0, 1_000, false), Map.of(), List.of(),
                        List.of(new Measure("archive", "eventsTotal")), List.of(), List.of())));
    }

    @Test
    void aRecordingIsCheckedByItsHashAndByTheOperatorThatReplaysIt() throws Exception {
        Path root = solar.getParent();
        Path shipped = Samples.root();
        Path system = Files.copy(shipped.resolve("sample-systems/models/solar-replay.orrery"),
                root.resolve("solar-replay.orrery"));
        Files.createDirectories(root.resolve("recordings"));
        Path trace = Files.copy(shipped.resolve("sample-systems/experiments/recordings/solar-merged.orrtrace"),
                root.resolve("recordings/merged.orrtrace"));
        Files.writeString(root.resolve("recordings/notes.txt"), "not a trace");
        Path file = root.resolve("replay.xml");
        RunDescription good = replaying(system,
                List.of(new RecordingRef("replay", "recordings/merged.orrtrace", Sha256.of(trace))));
        RunXml.write(good, file);
        assertEquals(good, RunXml.read(file), "the recording is kept in the description");
        RunCheck.Checked checked = RunCheck.check(good, file, List.of()).get(0);
        assertEquals(Map.of(good.tests().get(0).recordings().get(0), trace.normalize()), checked.recordingFiles());

        RunException refused = assertThrows(RunException.class,
                () -> RunCheck.check(
                        replaying(system,
                                List.of(new RecordingRef("replay", "recordings/merged.orrtrace", "0".repeat(64)),
                                        new RecordingRef("archive", "recordings/merged.orrtrace", Sha256.of(trace)),
                                        new RecordingRef("replay", "recordings/notes.txt", "0".repeat(64)),
                                        new RecordingRef("ghost", "recordings/merged.orrtrace", Sha256.of(trace)))),
                        file, List.of()));
        String message = refused.getMessage();
        assertTrue(message.contains("the recording recordings/merged.orrtrace for 'replay' has SHA-256 "
                + Sha256.of(trace) + ", the description expects " + "0".repeat(64)), message);
        assertTrue(message.contains("for 'archive' names an operator of type org.orrery.sample.application, which "
                + "takes no file and sha256 to replay"), message);
        assertTrue(message.contains("the recording recordings/notes.txt for 'replay' is not a .orrtrace file"),
                message);
        assertTrue(message.contains("for 'ghost' names an operator the system does not have"), message);
    }

    @Test
    void variablesNestLikeLoopsAndStatisticsAreTheUsualOnes() throws Exception {
        List<Map<String, String>> combinations = Combinations
                .of(List.of(new Variable("a.x", "0", "1000", "500", List.of()),
                        new Variable("b.y", null, null, null, List.of("r", "s"))));
        assertEquals(List.of(Map.of("a.x", "0", "b.y", "r"), Map.of("a.x", "0", "b.y", "s"),
                Map.of("a.x", "500", "b.y", "r"), Map.of("a.x", "500", "b.y", "s"), Map.of("a.x", "1000", "b.y", "r"),
                Map.of("a.x", "1000", "b.y", "s")), combinations);
        assertEquals(List.of("0.1", "0.2", "0.3"),
                Combinations.values(new Variable("a.x", "0.1", "0.3", "0.1", List.of())), "decimal steps do not drift");
        Statistics s = Statistics.of(2, 4, 4, 4, 5, 5, 7, 9);
        assertEquals(2, s.min());
        assertEquals(9, s.max());
        assertEquals(5, s.mean());
        assertEquals(2.138, s.stdDev(), 0.001);
        assertEquals(4, s.p50());
        assertEquals(9, s.p99());
    }

    @Test
    void malformedDescriptionsAreRefusedNamingTheProblemBeforeAnythingIsDeployed() throws Exception {
        Path file = temp.resolve("run.xml");

        Files.writeString(file,
                "<test-group xmlns=\"urn:orrery:run:1\" name=\"x\" version=\"1\">\n  <test name=\"t\">\n"
                        + "    <workload warmupMillis=\"0\" durationMillis=\"10\"/>\n  </test>\n</test-group>\n");
        RunException schema = assertThrows(RunException.class, () -> RunXml.read(file));
        assertTrue(schema.getMessage().startsWith(file + ":3: ") && schema.getMessage().contains("workload"),
                schema.getMessage());

        RunXml.write(description(Map.of(), List.of(), operators(), solarSha()), file);
        Files.writeString(file, Files.readString(file).replace("series=\"true\"", "series=\"true\" repeat=\"0\""));
        RunException never = assertThrows(RunException.class, () -> RunXml.read(file));
        assertTrue(never.getMessage().contains("repeat") || never.getMessage().contains("'0'"), never.getMessage());

        Files.writeString(file, "<test-group version=\"1\"");
        RunException notXml = assertThrows(RunException.class, () -> RunXml.read(file));
        assertTrue(notXml.getMessage().startsWith(file + ":1: "), notXml.getMessage());

        RunXml.write(description(Map.of("sensorA.payloadSize", "10"), List.of(), operators(), solarSha()), file);
        RunException unknown = assertThrows(RunException.class,
                () -> RunCheck.check(RunXml.read(file), file, List.of()));
        assertTrue(unknown.getMessage().contains("unknown parameter 'payloadSize' of operator 'sensorA'"),
                unknown.getMessage());

        RunXml.write(
                description(Map.of(), List.of(new Variable("sensorA.eventsPerSecond", "100", "10", "10", List.of())),
                        operators(), solarSha()),
                file);
        RunException range = assertThrows(RunException.class, () -> RunCheck.check(RunXml.read(file), file, List.of()));
        assertTrue(range.getMessage().contains("start 100 is after end 10"), range.getMessage());

        RunXml.write(description(Map.of(), List.of(new Variable("sensorA.eventsPerSecond", "0", "10", "0", List.of())),
                operators(), solarSha()), file);
        RunException step = assertThrows(RunException.class, () -> RunCheck.check(RunXml.read(file), file, List.of()));
        assertTrue(step.getMessage().contains("step must be greater than 0"), step.getMessage());

        RunXml.write(description(Map.of(), List.of(), new BundleRef("org.orrery.sample.gone", "9.9.9", "0".repeat(64)),
                solarSha()), file);
        RunException missing = assertThrows(RunException.class,
                () -> RunCheck.check(RunXml.read(file), file, List.of()));
        assertTrue(missing.getMessage().contains("bundle org.orrery.sample.gone 9.9.9 is not in"),
                missing.getMessage());

        RunXml.write(description(Map.of(), List.of(),
                new BundleRef("org.orrery.sample.operators", "0.1.0", "a".repeat(64)), solarSha()), file);
        RunException bundleHash = assertThrows(RunException.class,
                () -> RunCheck.check(RunXml.read(file), file, List.of()));
        assertTrue(bundleHash.getMessage().contains("hash mismatch")
                && bundleHash.getMessage().contains(operatorsJar.toString()), bundleHash.getMessage());

        RunXml.write(description(
                Map.of("merge->dailyHigh.delivery", "sometimes", "sensorA->display.predicate", "true",
                        "merge->dailyHigh.wireFormat", "YAML!"),
                List.of(new Variable("sensorA.count", null, null, null, List.of("10", "ten"))), operators(),
                solarSha()), file);
        String targets = assertThrows(RunException.class, () -> RunCheck.check(RunXml.read(file), file, List.of()))
                .getMessage();
        assertTrue(targets.contains("merge->dailyHigh.delivery: reliable or best-effort, not 'sometimes'"), targets);
        assertTrue(targets.contains(
                "merge->dailyHigh.wireFormat: a wire format is named in lower-case letters, digits and '-' (up to "
                        + "32), not 'YAML!'"),
                targets);
        assertTrue(targets.contains("the system has no connection sensorA->display"), targets);
        assertTrue(targets.contains("sensorA.count: a long parameter cannot be 'ten'"), targets);

        RunDescription.Test twice = description(Map.of(), List.of(), operators(), solarSha()).tests().get(0);
        twice = new RunDescription.Test("twice", twice.system(), twice.bundles(), Map.of("moon", "local"),
                twice.workload(), Map.of(), List.of(),
                List.of(new Measure("display", "eventsPerSecond"), new Measure("display", "latencyP50Micros")),
                List.of());
        RunXml.write(new RunDescription("twice", Map.of(), Map.of(), List.of(twice)), file);
        String measures = assertThrows(RunException.class, () -> RunCheck.check(RunXml.read(file), file, List.of()))
                .getMessage();
        assertTrue(measures.contains("'display' is measured twice"), measures);
        assertTrue(measures.contains("the lab mapping names host 'moon'"), measures);

        RunXml.write(description(Map.of(), List.of(), operators(), "b".repeat(64)), file);
        RunException systemHash = assertThrows(RunException.class,
                () -> RunCheck.check(RunXml.read(file), file, List.of()));
        assertTrue(systemHash.getMessage().contains("the system solar.orrery has SHA-256 " + solarSha()),
                systemHash.getMessage());
    }

    /** What the schema lets through but no run could bear: refused by name, or read as the number it is. */
    @Test
    @Timeout(30)
    void descriptionsTheSchemaAcceptsButNoRunCouldBearAreRefused() throws Exception {
        Path file = temp.resolve("run.xml");
        RunXml.write(description(Map.of(), List.of(), operators(), solarSha()), file);
        String good = Files.readString(file);

        Files.writeString(file, good.replace("series=\"true\"", "series=\"true\" repeat=\"3000000000\""));
        RunException repeat = assertThrows(RunException.class, () -> RunXml.read(file));
        assertTrue(repeat.getMessage().contains("repeat 3000000000 is more than 1000"), repeat.getMessage());

        Files.writeString(file,
                good.replaceFirst("durationMillis=\"\\d+\"", "durationMillis=\"99999999999999999999\""));
        RunException duration = assertThrows(RunException.class, () -> RunXml.read(file));
        assertTrue(duration.getMessage().contains("durationMillis 99999999999999999999 is more than"),
                duration.getMessage());

        Files.writeString(file, good.replaceFirst("href=\"[^\"]*\"", "href=\"/dev/zero\""));
        RunException zero = assertThrows(RunException.class, () -> RunCheck.check(RunXml.read(file), file, List.of()));
        assertTrue(zero.getMessage().contains("the system /dev/zero is not a file"), zero.getMessage());
        // a file that is not a system is neither hashed nor read: the refusal tells nothing of what is in it
        Files.writeString(file, good.replaceFirst("href=\"[^\"]*\"", "href=\"/etc/passwd\""));
        RunException other = assertThrows(RunException.class, () -> RunCheck.check(RunXml.read(file), file, List.of()));
        assertTrue(other.getMessage().contains("the system /etc/passwd is not an .orrery file"), other.getMessage());
        assertTrue(!other.getMessage().contains(Sha256.of(Path.of("/etc/passwd"))), other.getMessage());

        Statistics infinite = new Statistics(Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, 1, 0, 1, 1);
        RunDescription.Test test = description(Map.of(), List.of(), operators(), solarSha()).tests().get(0);
        RunDescription.Test withResult = new RunDescription.Test(test.name(), test.system(), test.bundles(),
                test.labMap(), test.workload(), test.settings(), test.variables(), test.measures(),
                List.of(new Result(Map.of(), Map.of("display", Double.POSITIVE_INFINITY), infinite, List.of(),
                        Map.of())));
        RunXml.write(new RunDescription("inf", Map.of(), Map.of(), List.of(withResult)), file);
        assertTrue(Files.readString(file).contains("max=\"INF\""), Files.readString(file));
        Result read = RunXml.read(file).tests().get(0).results().get(0);
        assertEquals(Double.POSITIVE_INFINITY, read.values().get("display"));
        assertEquals(Double.NEGATIVE_INFINITY, read.statistics().min());
    }
}
