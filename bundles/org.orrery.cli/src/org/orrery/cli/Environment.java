package org.orrery.cli;

import java.nio.file.Files;
import java.nio.file.Path;

import org.orrery.lab.LabException;
import org.orrery.lab.LabRuntime;

/**
 * Where the command line finds things, as the {@code orrery} launcher tells it: the source checkout or the release
 * ({@code -Dorrery.root}), the built workbench product ({@code -Dorrery.product}) and the runtime distribution
 * ({@code -Dorrery.runtime}).
 */
final class Environment {

    private Environment() {
    }

    static Path root() {
        return Path.of(property("orrery.root"));
    }

    static Path product() {
        return Path.of(property("orrery.product"));
    }

    static LabRuntime runtime() throws LabException {
        return LabRuntime.configured();
    }

    /**
     * The operator kit's Maven repository ({@code -Dorrery.maven}): a release's {@code maven/}, or the one the build
     * staged in a source checkout.
     */
    static Path operatorRepository() {
        String value = System.getProperty("orrery.maven");
        if (blank(value) || !Files.isDirectory(Path.of(value))) {
            throw new IllegalStateException(
                    "there is no operator kit repository here: run './orrery package' in " + "the source checkout");
        }
        return Path.of(value);
    }

    /** The source checkout, for a command that works on the sources; refuses in a release, which has none. */
    static Path sources(String command) {
        Path root = root();
        if (!Files.isRegularFile(root.resolve("pom.xml"))) {
            throw new IllegalStateException(
                    "'" + command + "' works on a source checkout of Orrery; " + root + " is a release");
        }
        return root;
    }

    /** The workbench's workspace: {@code $ORRERY_WORKSPACE}, else {@code ~/.orrery/workspace}. */
    static Path workspace() {
        String configured = System.getenv("ORRERY_WORKSPACE");
        return configured != null && !configured.isBlank() ? Path.of(configured)
                : Path.of(System.getProperty("user.home"), ".orrery", "workspace");
    }

    /** Whether a desktop (X11 or Wayland) is there for the workbench to open on. */
    static boolean hasDisplay() {
        return !blank(System.getenv("DISPLAY")) || !blank(System.getenv("WAYLAND_DISPLAY"));
    }

    /** The sample operators bundle of the runtime distribution. */
    static Path sampleOperators() throws LabException {
        Path jar = runtime().bundles().resolve("org.orrery.sample.operators-0.1.0.jar");
        if (!Files.isRegularFile(jar)) {
            throw new LabException("the runtime has no " + jar.getFileName() + "; run './orrery build'");
        }
        return jar;
    }

    private static boolean blank(String value) {
        return value == null || value.isBlank();
    }

    private static String property(String name) {
        String value = System.getProperty(name);
        if (blank(value)) {
            throw new IllegalStateException("-D" + name + " is not set: start the command line through ./orrery");
        }
        return value;
    }
}
