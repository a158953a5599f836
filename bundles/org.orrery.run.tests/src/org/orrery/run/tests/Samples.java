package org.orrery.run.tests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.orrery.control.util.Sha256;
import org.orrery.lab.Lab;
import org.orrery.lab.LabException;
import org.orrery.lab.LabRuntime;
import org.orrery.run.RunCheck;
import org.orrery.run.RunDescription;
import org.orrery.run.RunDescription.BundleRef;
import org.orrery.run.RunRunner;
import org.orrery.run.RunXml;

/** The samples the tests on the real lab run: a system model copied beside the test's files, and the sample bundle. */
final class Samples {

    private Samples() {
    }

    /** {@code sample-systems/models/NAME} copied into {@code dir}. */
    static Path model(String name, Path dir) throws IOException {
        return Files.copy(root().resolve("sample-systems/models").resolve(name), dir.resolve(name));
    }

    /** The repository's root: the folder above the working directory that holds {@code sample-systems}. */
    static Path root() throws IOException {
        for (Path root = Path.of("").toAbsolutePath(); root != null; root = root.getParent()) {
            if (Files.isDirectory(root.resolve("sample-systems/models"))) {
                return root;
            }
        }
        throw new IOException("no folder above " + Path.of("").toAbsolutePath() + " holds sample-systems/models");
    }

    /** The sample operators' bundle as the build of the runtime leaves it, copied into {@code dir}. */
    static Path operatorsJar(Path dir) throws IOException {
        Path jar = root().resolve(
                "runtime-agents/orrery-dist/target/orrery-runtime/bundles/org.orrery.sample.operators-0.1.0.jar");
        Files.createDirectories(dir);
        return Files.copy(jar, dir.resolve(jar.getFileName()));
    }

    /**
     * Runs {@code description} (written to {@code file}) on the embedded lab of the build's runtime, started for it and
     * stopped after, its result written to {@code output}; returns the description with its results. The lab holds no
     * system afterwards, or this throws.
     */
    static RunDescription runOnTheEmbeddedLab(RunDescription description, Path file, Path output) throws Exception {
        LabRuntime runtime = LabRuntime.configured();
        RunXml.write(description, file);
        RunDescription read = RunXml.read(file);
        Lab lab = Lab.at(Path.of(System.getProperty("orrery.lab")));
        runtime.start(lab);
        try {
            RunRunner runner = new RunRunner(lab.star(), List.of(runtime.bundles()), (d, t, n, v, l) -> {
            }, () -> false);
            RunDescription ran = runner.run(read, RunCheck.check(read, file, List.of(runtime.bundles())), Map.of(),
                    RunRunner.environment("test"), output);
            if (lab.star().status().isDeployed()) {
                throw new AssertionError("every combination undeploys itself");
            }
            return ran;
        } finally {
            runtime.stop(lab);
        }
    }

    /** The sample operators' bundle of {@code runtime}, named by its hash as a description names it. */
    static BundleRef operators(LabRuntime runtime) throws IOException, LabException {
        Path jar = runtime.bundles().resolve("org.orrery.sample.operators-0.1.0.jar");
        return new BundleRef("org.orrery.sample.operators", "0.1.0", Sha256.of(jar));
    }
}
