package org.orrery.model.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.eclipse.emf.common.util.Diagnostic;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Regenerates the model code into a temporary folder and fails when the committed
 * {@code bundles/org.orrery.model/src-gen} differs from it: the metamodel and its code must move together.
 */
class GeneratedCodeInSyncTest {

    private static final String REGENERATE = "regenerate with: ./orrery generate-model";

    @Test
    void committedModelCodeMatchesTheGenerator(@TempDir Path temp) throws IOException {
        Path modelDir = Path.of(System.getProperty("orrery.model.dir", "."));
        Path committed = Path.of(System.getProperty("orrery.model.bundle.dir", "../bundles/org.orrery.model"))
                .resolve("src-gen");

        Diagnostic result = GenerateModel.generate(modelDir.resolve("orrery.genmodel"), temp);
        assertTrue(result.getSeverity() < Diagnostic.ERROR, () -> "generator failed: " + result);

        Path regenerated = temp.resolve("src-gen");
        SortedSet<String> expectedFiles = relativeFiles(regenerated);
        SortedSet<String> committedFiles = relativeFiles(committed);
        assertTrue(expectedFiles.size() > 10, "the generator produced too few files: " + expectedFiles);
        assertEquals(expectedFiles, committedFiles, "generated files differ from src-gen; " + REGENERATE);

        List<String> differing = new ArrayList<>();
        for (String file : expectedFiles) {
            if (!Files.readString(regenerated.resolve(file)).equals(Files.readString(committed.resolve(file)))) {
                differing.add(file);
            }
        }
        if (!differing.isEmpty()) {
            fail("committed generated code is out of date in " + differing + "; " + REGENERATE);
        }
    }

    private static SortedSet<String> relativeFiles(Path root) throws IOException {
        SortedSet<String> files = new TreeSet<>();
        if (!Files.isDirectory(root)) {
            return files;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            paths.filter(Files::isRegularFile).forEach(path -> files.add(root.relativize(path).toString()));
        }
        return files;
    }
}
