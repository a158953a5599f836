package org.orrery.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import org.orrery.control.api.DomainApi;
import org.orrery.control.util.Sha256;
import org.orrery.model.OrrerySystem;
import org.orrery.model.catalog.BundleJar;
import org.orrery.model.catalog.OperatorCatalog;
import org.orrery.model.io.ModelLoadException;
import org.orrery.model.io.OrreryFiles;
import org.orrery.model.validation.OrreryValidation;
import org.orrery.model.validation.ValidationProblem;
import org.orrery.run.RunDescription.BundleRef;
import org.orrery.run.RunDescription.Expectation;
import org.orrery.run.RunDescription.Measure;
import org.orrery.run.RunDescription.RecordingRef;
import org.orrery.run.RunDescription.Test;
import org.orrery.run.RunDescription.Variable;

/**
 * Checks a run description before anything is deployed: each test's system is there, unchanged (SHA-256) and valid;
 * every bundle is found with its version and SHA-256; every target set or varied (see {@link Targets}) exists in the
 * system and every value it takes fits it; every variable's range is a range; every measuring operator exists and is
 * measured once; every recording is a trace file of its SHA-256 for an operator that replays; every expectation names
 * what the system has, with a bound fit for its figure and a baseline the test's variables take; every host the lab
 * mapping names is in the system. Returns the systems it loaded, one per test.
 */
public final class RunCheck {

    /**
     * A test ready to run: its system, the jar of each of its bundles, what it sets (the group's shared targets
     * overridden by the test's own), its recordings' files, and its expectations with the subjects each names.
     */
    public record Checked(Test test, Path systemFile, OrrerySystem system, Map<BundleRef, Path> jars,
            Map<RecordingRef, Path> recordingFiles, Map<String, String> settings,
            Map<Expectation, List<String>> expectations) {
    }

    private RunCheck() {
    }

    /**
     * @param descriptionFile where the description is; a system's href is relative to it
     * @param bundlePath where bundle jars are looked for, besides the description's and the system's folders
     */
    public static List<Checked> check(RunDescription description, Path descriptionFile, List<Path> bundlePath)
            throws RunException {
        List<Checked> checked = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        Path base = descriptionFile.toAbsolutePath().getParent();
        for (Test test : description.tests()) {
            String where = "test '" + test.name() + "': ";
            Path systemFile = base.resolve(test.system().href()).normalize();
            OrrerySystem system;
            try {
                if (!Files.isRegularFile(systemFile) || Files.size(systemFile) > OrreryFiles.MAX_FILE_BYTES) {
                    problems.add(where + "the system " + test.system().href()
                            + (Files.isRegularFile(systemFile)
                                    ? " is larger than " + (OrreryFiles.MAX_FILE_BYTES >> 20) + " MiB"
                                    : " is not a file"));
                    continue;
                }
                if (!systemFile.getFileName().toString().endsWith(".orrery")) {
                    // any other file is neither hashed nor read: a description must not learn what is in it
                    problems.add(where + "the system " + test.system().href() + " is not an .orrery file");
                    continue;
                }
                String sha = Sha256.of(systemFile);
                if (!sha.equals(test.system().sha256())) {
                    problems.add(where + "the system " + test.system().href() + " has SHA-256 " + sha
                            + ", the description expects " + test.system().sha256());
                    continue;
                }
                system = OrreryFiles.load(systemFile);
            } catch (ModelLoadException e) {
                problems.add(where + e.getMessage());
                continue;
            } catch (IOException e) {
                problems.add(where + "the system " + test.system().href() + " cannot be read: " + e.getMessage());
                continue;
            }
            List<Path> searched = new ArrayList<>(
                    List.of(base, systemFile.getParent(), systemFile.getParent().resolve("bundles")));
            searched.addAll(bundlePath);
            Map<BundleRef, Path> jars = new LinkedHashMap<>();
            OperatorCatalog catalog = OperatorCatalog.builtIn();
            for (BundleRef bundle : test.bundles()) {
                Path jar = find(bundle, searched, problems, where);
                if (jar != null) {
                    jars.put(bundle, jar);
                    try {
                        catalog.addAll(BundleJar.operatorTypes(jar));
                    } catch (IOException e) {
                        problems.add(where + e.getMessage());
                    }
                }
            }
            for (ValidationProblem problem : new OrreryValidation(catalog).validate(system)) {
                if (problem.severity() == ValidationProblem.Severity.ERROR) {
                    problems.add(where + "the system is not valid: " + problem.message());
                }
            }
            Map<RecordingRef, Path> recordingFiles = new LinkedHashMap<>();
            for (RecordingRef recording : test.recordings()) {
                Path file = recording(recording, base, system, catalog, problems, where);
                if (file != null) {
                    recordingFiles.put(recording, file);
                }
            }
            Map<String, String> settings = new LinkedHashMap<>();
            description.params().forEach((name, value) -> {
                if (Targets.isTarget(name)) {
                    settings.put(name, value);
                }
            });
            settings.putAll(test.settings());
            settings.forEach(
                    (target, value) -> problem(Targets.problem(target, value, system, catalog), problems, where));
            for (Variable variable : test.variables()) {
                String problem = Targets.problem(variable.target(), null, system, catalog);
                problem(problem, problems, where);
                try {
                    for (String value : problem == null ? Combinations.values(variable) : List.<String>of()) {
                        if (problem(Targets.problem(variable.target(), variable.applied(value), system, catalog),
                                problems, where)) {
                            break;
                        }
                    }
                } catch (RunException | NumberFormatException e) {
                    problems.add(where + e.getMessage());
                }
            }
            Set<String> measured = new HashSet<>();
            for (Measure measure : test.measures()) {
                if (Targets.operator(system, measure.operator()) == null) {
                    problems.add(where + "the measuring operator '" + measure.operator() + "' is not in the system");
                } else if (!measured.add(measure.operator())) {
                    problems.add(where + "the operator '" + measure.operator()
                            + "' is measured twice; one figure per operator");
                }
            }
            capacityProblems(test, system, catalog).forEach(problem -> problems.add(where + problem));
            ScenarioCheck.problems(test, system, catalog).forEach(problem -> problems.add(where + problem));
            Map<Expectation, List<String>> expectations = new LinkedHashMap<>();
            for (Expectation expectation : test.expectations()) {
                if (!problem(Expectations.problem(expectation, system, test.variables()), problems, where)
                        && expectations.keySet().stream().anyMatch(e -> e.label().equals(expectation.label()))) {
                    problems.add(where + "two expectations are called '" + expectation.label()
                            + "'; give one a name of its own");
                }
                expectations.put(expectation, Expectations.subjects(expectation, system));
            }
            for (String host : test.labMap().keySet()) {
                if (system.getHosts().stream().noneMatch(h -> host.equals(h.getName()))) {
                    problems.add(where + "the lab mapping names host '" + host + "', which the system does not have");
                }
            }
            checked.add(new Checked(test, systemFile, system, jars, recordingFiles, settings, expectations));
        }
        if (!problems.isEmpty()) {
            throw new RunException(String.join("\n", problems));
        }
        return checked;
    }

    /**
     * What is wrong with a test's capacity search: a source whose rate cannot be offered, a bound that does not read,
     * measures other than its source's capacity, a capacity measured without a search, repeats (a search repeats its
     * steps itself), a maximum below the start.
     */
    private static List<String> capacityProblems(Test test, OrrerySystem system, OperatorCatalog catalog) {
        List<String> problems = new ArrayList<>();
        RunDescription.CapacitySearch capacity = test.capacity();
        boolean measuresCapacity = test.measures().stream().anyMatch(m -> m.figure().equals("capacity"))
                || test.expectations().stream().anyMatch(e -> "capacity".equals(e.figure()));
        if (capacity == null) {
            if (measuresCapacity) {
                problems.add("the figure capacity needs a <capacity> search in the test");
            }
            return problems;
        }
        String rate = Targets.problem(capacity.source() + ".eventsPerSecond", "1", system, catalog);
        if (rate != null) {
            problems.add("the capacity search's source '" + capacity.source() + "' has no rate to offer: " + rate);
        }
        try {
            Slo.parse(capacity.slo());
            capacity.search(test.workload());
        } catch (IllegalArgumentException e) {
            problems.add("the capacity search: " + e.getMessage());
        }
        if (test.measures().size() != 1 || !test.measures().get(0).figure().equals("capacity")
                || !test.measures().get(0).operator().equals(capacity.source())) {
            problems.add("a test with a capacity search measures its source's capacity, and nothing else:"
                    + " <measure operator=\"" + capacity.source() + "\" figure=\"capacity\"/>");
        }
        if (test.workload().repeat() != 1) {
            problems.add("a capacity search measures each step again itself; its workload does not repeat");
        }
        return problems;
    }

    /** The largest trace a run hands to a replaying operator (as much as the replay source reads). */
    static final long MAX_TRACE_BYTES = 32L << 20;

    /**
     * The trace file of {@code recording}, relative to {@code base}, checked: a {@code .orrtrace} file of its SHA-256,
     * for an operator of the system whose type takes {@code file} and {@code sha256}; null (with a problem) otherwise.
     */
    private static Path recording(RecordingRef recording, Path base, OrrerySystem system, OperatorCatalog catalog,
            List<String> problems, String where) {
        String what = where + "the recording " + recording.href() + " for '" + recording.operator() + "' ";
        var operator = Targets.operator(system, recording.operator());
        var type = operator == null ? null : catalog.find(operator.getType()).orElse(null);
        if (operator == null) {
            problems.add(what + "names an operator the system does not have");
            return null;
        }
        if (type == null || type.parameter("file").isEmpty() || type.parameter("sha256").isEmpty()) {
            problems.add(what + "names an operator of type " + operator.getType()
                    + ", which takes no file and sha256 to replay (org.orrery.sample.replay does)");
            return null;
        }
        Path file = base.resolve(recording.href()).normalize();
        try {
            if (!recording.href().endsWith(DomainApi.TRACE_EXTENSION) || !Files.isRegularFile(file)) {
                // any other file is neither hashed nor read: a description must not learn what is in it
                problems.add(what + (Files.isRegularFile(file) ? "is not a " + DomainApi.TRACE_EXTENSION + " file"
                        : "is not a file"));
                return null;
            }
            if (Files.size(file) > MAX_TRACE_BYTES) {
                problems.add(what + "is larger than " + (MAX_TRACE_BYTES >> 20) + " MiB");
                return null;
            }
            String sha = Sha256.of(file);
            if (!sha.equals(recording.sha256())) {
                problems.add(what + "has SHA-256 " + sha + ", the description expects " + recording.sha256());
                return null;
            }
        } catch (IOException e) {
            problems.add(what + "cannot be read: " + e.getMessage());
            return null;
        }
        return file;
    }

    /** Adds {@code problem} (when there is one); tells whether there was. */
    private static boolean problem(String problem, List<String> problems, String where) {
        if (problem != null) {
            problems.add(where + problem);
        }
        return problem != null;
    }

    /** The jar of {@code bundle} in the folders searched, checked by SHA-256; null (with a problem) when none fits. */
    private static Path find(BundleRef bundle, List<Path> searched, List<String> problems, String where) {
        String mismatch = null;
        for (Path dir : searched) {
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (Stream<Path> files = Files.list(dir)) {
                for (Path jar : files.filter(f -> f.getFileName().toString().endsWith(".jar")).sorted().toList()) {
                    if (!BundleJar.isBundle(jar, bundle.symbolicName(), bundle.version())) {
                        continue;
                    }
                    String sha = Sha256.of(jar);
                    if (sha.equals(bundle.sha256())) {
                        return jar;
                    }
                    mismatch = jar + " has SHA-256 " + sha;
                }
            } catch (IOException e) {
                problems.add(where + "cannot look for bundles in " + dir + ": " + e.getMessage());
            }
        }
        problems.add(where + "bundle " + bundle.symbolicName() + " " + bundle.version()
                + (mismatch == null ? " is not in " + searched
                        : ": hash mismatch, " + mismatch + ", the description expects " + bundle.sha256()));
        return null;
    }
}
