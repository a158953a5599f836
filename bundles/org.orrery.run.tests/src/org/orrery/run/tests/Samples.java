package org.orrery.run.tests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.orrery.control.util.Sha256;
import org.orrery.lab.LabException;
import org.orrery.lab.LabRuntime;
import org.orrery.run.RunDescription.BundleRef;

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

    /** The sample operators' bundle of {@code runtime}, named by its hash as a description names it. */
    static BundleRef operators(LabRuntime runtime) throws IOException, LabException {
        Path jar = runtime.bundles().resolve("org.orrery.sample.operators-0.1.0.jar");
        return new BundleRef("org.orrery.sample.operators", "0.1.0", Sha256.of(jar));
    }
}
