package org.orrery.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;
import org.orrery.model.catalog.BundleJar;
import org.orrery.model.catalog.OperatorCatalog;
import org.orrery.model.catalog.OperatorType;
import org.orrery.model.io.ModelLoadException;
import org.orrery.model.io.OrreryFiles;
import org.orrery.model.io.Sha256;
import org.orrery.model.validation.OrreryValidation;
import org.orrery.model.validation.ValidationProblem;
import org.orrery.run.RunDescription.BundleRef;
import org.orrery.run.RunDescription.Measure;
import org.orrery.run.RunDescription.Test;
import org.orrery.run.RunDescription.Variable;

/**
 * Checks a run description before anything is deployed: each test's system is there, unchanged (SHA-256) and valid;
 * every bundle is found with its version and SHA-256; every parameter set or varied belongs to an operator of the
 * system and is declared by its operator type; every variable's range is a range; every measuring operator exists.
 * Returns the systems it loaded, one per test.
 */
public final class RunCheck {

    /** A test ready to run: its system, and the jar of each of its bundles. */
    public record Checked(Test test, Path systemFile, OrrerySystem system, Map<BundleRef, Path> jars) {
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
                String sha = Sha256.of(systemFile);
                if (!sha.equals(test.system().sha256())) {
                    problems.add(where + "the system " + test.system().href() + " has SHA-256 " + sha + ", the description expects "
                            + test.system().sha256());
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
            List<Path> searched = new ArrayList<>(List.of(base, systemFile.getParent(), systemFile.getParent().resolve("bundles")));
            searched.addAll(bundlePath);
            Map<BundleRef, Path> jars = new java.util.LinkedHashMap<>();
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
            test.settings().keySet().forEach(target -> checkTarget(target, system, catalog, problems, where));
            for (Variable variable : test.variables()) {
                checkTarget(variable.target(), system, catalog, problems, where);
                try {
                    Combinations.values(variable);
                } catch (RunException | NumberFormatException e) {
                    problems.add(where + e.getMessage());
                }
            }
            for (Measure measure : test.measures()) {
                if (operator(system, measure.operator()) == null) {
                    problems.add(where + "the measuring operator '" + measure.operator() + "' is not in the system");
                }
            }
            checked.add(new Checked(test, systemFile, system, jars));
        }
        if (!problems.isEmpty()) {
            throw new RunException(String.join("\n", problems));
        }
        return checked;
    }

    private static void checkTarget(String target, OrrerySystem system, OperatorCatalog catalog, List<String> problems,
            String where) {
        int dot = target.lastIndexOf('.');
        String operatorName = target.substring(0, dot);
        String parameter = target.substring(dot + 1);
        Operator operator = operator(system, operatorName);
        if (operator == null) {
            problems.add(where + target + ": the system has no operator '" + operatorName + "'");
            return;
        }
        OperatorType type = catalog.find(operator.getType()).orElse(null);
        if (type == null || type.parameter(parameter).isEmpty()) {
            problems.add(where + target + ": unknown parameter '" + parameter + "' of operator '" + operatorName + "' ("
                    + operator.getType() + ")");
        }
    }

    private static Operator operator(OrrerySystem system, String name) {
        return system.getOperators().stream().filter(o -> name.equals(o.getName())).findFirst().orElse(null);
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
        problems.add(where + "bundle " + bundle.symbolicName() + " " + bundle.version() + (mismatch == null
                ? " is not in " + searched : ": hash mismatch, " + mismatch + ", the description expects " + bundle.sha256()));
        return null;
    }
}
