package org.orrery.model.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.model.io.LoadProblem;
import org.orrery.model.io.ModelLoadException;
import org.orrery.model.io.OrreryFiles;

/**
 * Every way a file can be unreadable gives a clear message with the file and, where there is one, the line;
 * none of them changes the file.
 */
class MalformedFilesTest {

    private static final String HEADER = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<orrery:OrrerySystem xmi:version=\"2.0\" xmlns:xmi=\"http://www.omg.org/XMI\""
            + " xmlns:orrery=\"http://orrery.org/model/1.0\" name=\"s\">\n";

    @TempDir
    Path temp;

    @Test
    void emptyFile() throws IOException {
        LoadProblem problem = refuse("empty.orrery", new byte[0]);
        assertTrue(problem.message().contains("empty"), problem::toString);
    }

    @Test
    void truncatedFile() throws IOException {
        String whole = Files.readString(Samples.model("solar.orrery"));
        LoadProblem problem = refuse("truncated.orrery", whole.substring(0, whole.length() / 2));
        assertTrue(problem.line() > 10, problem::toString);
        assertTrue(problem.message().contains("XML"), problem::toString);
    }

    @Test
    void foreignRootNamespace() throws IOException {
        LoadProblem problem = refuse("foreign.orrery", "<?xml version=\"1.0\"?>\n<html xmlns=\"http://www.w3.org/1999/xhtml\"><body/></html>\n");
        assertEquals(2, problem.line(), problem::toString);
        assertTrue(problem.message().contains("not an Orrery file"), problem::toString);
    }

    @Test
    void wrongRootElementType() throws IOException {
        LoadProblem problem = refuse("host-root.orrery", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<orrery:Host xmi:version=\"2.0\" xmlns:xmi=\"http://www.omg.org/XMI\" xmlns:orrery=\"http://orrery.org/model/1.0\" name=\"h\"/>\n");
        assertTrue(problem.message().contains("root element is a Host"), problem::toString);
    }

    @Test
    void unknownFeature() throws IOException {
        LoadProblem problem = refuse("unknown-feature.orrery", HEADER
                + "  <hosts name=\"h\">\n    <domains name=\"d\" flavour=\"mint\"/>\n  </hosts>\n</orrery:OrrerySystem>\n");
        assertEquals(4, problem.line(), problem::toString);
        assertTrue(problem.message().contains("'flavour'"), problem::toString);
    }

    @Test
    void danglingReference() throws IOException {
        LoadProblem problem = refuse("dangling.orrery", HEADER
                + "  <hosts name=\"h\">\n    <domains name=\"d\"/>\n  </hosts>\n"
                + "  <operators name=\"o\" kind=\"source\" type=\"org.orrery.sample.source\" placement=\"nowhere\"/>\n"
                + "</orrery:OrrerySystem>\n");
        assertEquals(6, problem.line(), problem::toString);
        assertTrue(problem.message().contains("'nowhere'"), problem::toString);
    }

    @Test
    void duplicateIds() throws IOException {
        LoadProblem problem = refuse("duplicate.orrery", HEADER
                + "  <hosts name=\"h\">\n    <domains name=\"twin\"/>\n    <domains name=\"twin\"/>\n  </hosts>\n"
                + "</orrery:OrrerySystem>\n");
        assertEquals(5, problem.line(), problem::toString);
        assertTrue(problem.message().contains("duplicate name 'twin'") && problem.message().contains("line 4"), problem::toString);
    }

    @Test
    void binaryGarbage() throws IOException {
        byte[] garbage = new byte[4096];
        new java.util.Random(7).nextBytes(garbage);
        garbage[100] = 0;
        LoadProblem problem = refuse("garbage.orrery", garbage);
        assertTrue(problem.message().contains("binary content") || problem.message().contains("XML"), problem::toString);
    }

    @Test
    void textThatIsNotXml() throws IOException {
        LoadProblem problem = refuse("notes.orrery", "hosts: lab\n  domains: star\n");
        assertEquals(1, problem.line(), problem::toString);
        assertTrue(problem.message().contains("not well-formed XML"), problem::toString);
    }

    @Test
    void hugeFile() throws IOException {
        Path file = temp.resolve("huge.orrery");
        try (OutputStream out = Files.newOutputStream(file)) {
            out.write(HEADER.getBytes(StandardCharsets.UTF_8));
            byte[] line = "  <hosts name=\"h\" address=\"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\"/>\n"
                    .getBytes(StandardCharsets.UTF_8);
            for (long written = 0; written <= OrreryFiles.MAX_FILE_BYTES; written += line.length) {
                out.write(line);
            }
        }
        LoadProblem problem = refuseExisting(file);
        assertTrue(problem.message().contains("MiB"), problem::toString);
    }

    @Test
    void wrongEncoding() throws IOException {
        byte[] latin1 = (HEADER + "  <hosts name=\"caf\u00e9\"/>\n</orrery:OrrerySystem>\n").getBytes(StandardCharsets.ISO_8859_1);
        LoadProblem problem = refuse("latin1.orrery", latin1);
        assertEquals(3, problem.line(), problem::toString);
        assertTrue(problem.message().contains("UTF-8") && problem.message().contains("0xE9"), problem::toString);
    }

    @Test
    void declaredLatin1IsRead() throws IOException {
        byte[] latin1 = (HEADER.replace("UTF-8", "ISO-8859-1") + "  <hosts name=\"caf\u00e9\"/>\n</orrery:OrrerySystem>\n")
                .getBytes(StandardCharsets.ISO_8859_1);
        Path file = temp.resolve("declared-latin1.orrery");
        Files.write(file, latin1);
        assertEquals("caf\u00e9", OrreryFiles.load(file).getHosts().get(0).getName());
    }

    @Test
    void illegalEnumValue() throws IOException {
        LoadProblem problem = refuse("enum.orrery", HEADER
                + "  <hosts name=\"h\">\n    <domains name=\"d\" role=\"moon\"/>\n  </hosts>\n</orrery:OrrerySystem>\n");
        assertEquals(4, problem.line(), problem::toString);
        assertTrue(problem.message().contains("moon"), problem::toString);
    }

    @Test
    void missingFile() {
        Path missing = temp.resolve("missing.orrery");
        ModelLoadException thrown = assertThrows(ModelLoadException.class, () -> OrreryFiles.load(missing));
        assertEquals(missing + ": no such file", thrown.problem().toString());
        assertTrue(Files.notExists(missing));
    }

    @Test
    void directory() throws IOException {
        Path dir = Files.createDirectory(temp.resolve("dir.orrery"));
        ModelLoadException thrown = assertThrows(ModelLoadException.class, () -> OrreryFiles.load(dir));
        assertTrue(thrown.problem().message().contains("directory"));
    }

    private LoadProblem refuse(String name, String content) throws IOException {
        return refuse(name, content.getBytes(StandardCharsets.UTF_8));
    }

    private LoadProblem refuse(String name, byte[] content) throws IOException {
        Path file = temp.resolve(name);
        Files.write(file, content);
        return refuseExisting(file);
    }

    /** Loads a file that must be refused, and checks the refusal names the file and leaves it untouched. */
    private static LoadProblem refuseExisting(Path file) throws IOException {
        FileTime modified = FileTime.fromMillis(1_000_000_000_000L);
        Files.setLastModifiedTime(file, modified);
        byte[] before = Files.size(file) < 1 << 20 ? Files.readAllBytes(file) : null;
        long size = Files.size(file);
        ModelLoadException thrown = assertThrows(ModelLoadException.class, () -> OrreryFiles.load(file));
        LoadProblem problem = thrown.problem();
        assertEquals(file, problem.file());
        assertTrue(problem.toString().startsWith(file.toString() + (problem.line() > 0 ? ":" + problem.line() + ": " : ": ")));
        assertTrue(problem.message().length() > 10 && !problem.message().contains("Exception"), problem::toString);
        assertEquals(modified, Files.getLastModifiedTime(file));
        assertEquals(size, Files.size(file));
        if (before != null) {
            assertArrayEquals(before, Files.readAllBytes(file));
        }
        return problem;
    }
}
