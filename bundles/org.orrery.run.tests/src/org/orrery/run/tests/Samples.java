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
        Path root = Path.of("").toAbsolutePath();
        while (!Files.isDirectory(root.resolve("sample-systems/models"))) {
            root = root.getParent();
        }
        return Files.copy(root.resolve("sample-systems/models").resolve(name), dir.resolve(name));
    }

    /** The sample operators' bundle of {@code runtime}, named by its hash as a description names it. */
    static BundleRef operators(LabRuntime runtime) throws IOException, LabException {
        Path jar = runtime.bundles().resolve("org.orrery.sample.operators-0.1.0.jar");
        return new BundleRef("org.orrery.sample.operators", "0.1.0", Sha256.of(jar));
    }
}
