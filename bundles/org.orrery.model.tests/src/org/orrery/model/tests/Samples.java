package org.orrery.model.tests;

import java.nio.file.Files;
import java.nio.file.Path;

/** Finds the repository's sample systems from wherever the test runtime was started. */
final class Samples {

    private Samples() {
    }

    static Path models() {
        return find("sample-systems/models");
    }

    /** The directory {@code relative} to the repository's root. */
    static Path find(String relative) {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null) {
            Path candidate = dir.resolve(relative);
            if (Files.isDirectory(candidate)) {
                return candidate;
            }
            dir = dir.getParent();
        }
        throw new IllegalStateException(relative + " not found above " + Path.of("").toAbsolutePath());
    }

    static Path model(String fileName) {
        return models().resolve(fileName);
    }
}
