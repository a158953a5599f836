package org.orrery.model.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.model.OrrerySystem;
import org.orrery.model.io.AtomicFiles;
import org.orrery.model.io.OrreryFiles;

/** Saving writes beside the file and renames: a failure half way leaves the previous file as it was. */
class AtomicSaveTest {

    @TempDir
    Path temp;

    @Test
    void failureWhileWritingLeavesThePreviousFileIntact() throws IOException {
        Path file = temp.resolve("solar.orrery");
        OrrerySystem system = OrreryFiles.load(Samples.model("solar.orrery"));
        OrreryFiles.save(system, file);
        byte[] saved = Files.readAllBytes(file);

        IOException crash = assertThrows(IOException.class, () -> AtomicFiles.write(file, out -> {
            out.write("<?xml version=\"1.0\"?>\n<orrery:OrrerySystem".getBytes(StandardCharsets.UTF_8));
            throw new IOException("disk pulled out");
        }));
        assertEquals("disk pulled out", crash.getMessage());
        assertArrayEquals(saved, Files.readAllBytes(file));
        assertEquals(List.of("solar.orrery"), names());
        assertEquals(9, OrreryFiles.load(file).getOperators().size());
    }

    @Test
    void saveReplacesTheFileByRenaming() throws IOException {
        Path file = temp.resolve("system.orrery");
        OrrerySystem system = OrreryFiles.load(Samples.model("solar.orrery"));
        OrreryFiles.save(system, file);
        Object firstInode = Files.getAttribute(file, "unix:ino");
        system.setDescription("changed");
        OrreryFiles.save(system, file);
        assertNotEquals(firstInode, Files.getAttribute(file, "unix:ino"), "the new content must arrive by rename");
        assertEquals("changed", OrreryFiles.load(file).getDescription());
        assertEquals(List.of("system.orrery"), names());
    }

    @Test
    void savedFileReferencesElementsByName() throws IOException {
        Path file = temp.resolve("named.orrery");
        OrreryFiles.save(OrreryFiles.load(Samples.model("solar.orrery")), file);
        String text = Files.readString(file);
        assertTrue(text.contains("placement=\"planet1\""), text);
        assertTrue(text.contains("source=\"sensorA\" target=\"thresholdA\""), text);
    }

    private List<String> names() throws IOException {
        try (Stream<Path> files = Files.list(temp)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
