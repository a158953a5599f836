package org.orrery.model.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.model.OrrerySystem;
import org.orrery.model.io.LoadProblem;
import org.orrery.model.io.ModelLoadException;
import org.orrery.model.io.OrreryFiles;
import org.orrery.model.validation.OrreryValidation;
import org.orrery.model.validation.Rule;
import org.orrery.model.validation.ValidationProblem;

/**
 * Every way a file can be unreadable gives a clear message with the file and, where there is one, the line; none of
 * them changes the file.
 */
class MalformedFilesTest {

    private static final String HEADER = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<orrery:OrrerySystem xmi:version=\"2.0\" xmlns:xmi=\"http://www.omg.org/XMI\""
            + " xmlns:orrery=\"http://orrery.org/model/1.0\" name=\"s\">\n";

    @TempDir
    Path temp;

    /**
     * The files of {@code malformed/}, each with the line and the message parts {@code malformed/expected.txt} gives.
     */
    @TestFactory
    Stream<DynamicTest> malformedFiles() throws IOException {
        Path dir = Samples.find("bundles/org.orrery.model.tests/malformed");
        Pattern row = Pattern.compile("(\\S+)\\s+(-|\\d+)((?:\\s+\"[^\"]*\")+)");
        return Files.readAllLines(dir.resolve("expected.txt"))
                .stream()
                .filter(l -> !l.isBlank() && !l.startsWith("#"))
                .map(l -> {
                    Matcher expected = row.matcher(l.strip());
                    assertTrue(expected.matches(), "expected.txt: " + l);
                    return DynamicTest.dynamicTest(expected.group(1), () -> {
                        LoadProblem problem = refuse(expected.group(1),
                                Files.readAllBytes(dir.resolve(expected.group(1))));
                        if (!expected.group(2).equals("-")) {
                            assertEquals(Integer.parseInt(expected.group(2)), problem.line(), problem::toString);
                        }
                        Matcher part = Pattern.compile("\"([^\"]*)\"").matcher(expected.group(3));
                        while (part.find()) {
                            assertTrue(problem.message().contains(part.group(1)),
                                    () -> problem + " does not say " + part.group());
                        }
                    });
                });
    }

    @Test
    void truncatedFile() throws IOException {
        String whole = Files.readString(Samples.model("solar.orrery"));
        LoadProblem problem = refuse("truncated.orrery", whole.substring(0, whole.length() / 2));
        assertTrue(problem.line() > 10, problem::toString);
        assertTrue(problem.message().contains("XML"), problem::toString);
    }

    @Test
    void binaryGarbage() throws IOException {
        byte[] garbage = new byte[4096];
        new Random(7).nextBytes(garbage);
        garbage[100] = 0;
        LoadProblem problem = refuse("garbage.orrery", garbage);
        assertTrue(problem.message().contains("binary content") || problem.message().contains("XML"),
                problem::toString);
    }

    @Test
    void hugeFile() throws IOException {
        Path file = temp.resolve("huge.orrery");
        try (OutputStream out = Files.newOutputStream(file)) {
            out.write(HEADER.getBytes(StandardCharsets.UTF_8));
            byte[] line = ("  <hosts name=\"h\" "
                    + "address=\"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\"/>\n")
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
        byte[] latin1 = (HEADER + "  <hosts name=\"caf\u00e9\"/>\n</orrery:OrrerySystem>\n")
                .getBytes(StandardCharsets.ISO_8859_1);
        LoadProblem problem = refuse("latin1.orrery", latin1);
        assertEquals(3, problem.line(), problem::toString);
        assertTrue(problem.message().contains("UTF-8") && problem.message().contains("0xE9"), problem::toString);
    }

    @Test
    void declaredLatin1IsRead() throws IOException {
        byte[] latin1 = (HEADER.replace("UTF-8", "ISO-8859-1")
                + "  <hosts name=\"caf\u00e9\"/>\n</orrery:OrrerySystem>\n").getBytes(StandardCharsets.ISO_8859_1);
        Path file = temp.resolve("declared-latin1.orrery");
        Files.write(file, latin1);
        assertEquals("caf\u00e9", OrreryFiles.load(file).getHosts().get(0).getName());
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

    /**
     * A reference into another document, on a web server or in a local file, is never followed: a real server on
     * loopback sees no connection, and validation names the element that refers out of the file.
     */
    @Test
    void crossDocumentReferencesAreNeverLoaded() throws IOException {
        Path other = Files.copy(Samples.model("solar.orrery"), temp.resolve("other.orrery"));
        try (ServerSocketChannel server = ServerSocketChannel.open()
                .bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0))) {
            server.configureBlocking(false);
            String remote = "http://127.0.0.1:" + server.socket().getLocalPort() + "/x.orrery#planet1";
            Path file = temp.resolve("refers-out.orrery");
            Files.writeString(file,
                    HEADER + "  <hosts name=\"h\">\n    <domains name=\"star\" role=\"star\"/>\n"
                            + "    <domains name=\"planet\"/>\n  </hosts>\n"
                            + "  <operators name=\"src\" kind=\"source\" type=\"org.orrery.sample.source\" placement=\""
                            + remote + "\"/>\n"
                            + "  <operators name=\"app\" kind=\"application\" type=\"org.orrery.sample.application\" "
                            + "placement=\"planet\"/>\n" + "  <connections source=\"" + other.toUri()
                            + "#sensorA\" target=\"app\"/>\n" + "</orrery:OrrerySystem>\n");
            OrrerySystem system = OrreryFiles.load(file);
            List<ValidationProblem> problems = OrreryValidation.withBuiltInCatalog()
                    .validate(system)
                    .stream()
                    .filter(p -> p.rule() == Rule.SELF_CONTAINED)
                    .toList();
            assertEquals(2, problems.size(), problems::toString);
            assertSame(system.getOperators().get(0), problems.get(0).element());
            assertTrue(
                    problems.get(0).message().contains("operator 'src'") && problems.get(0).message().contains(remote),
                    problems.get(0)::toString);
            assertTrue(problems.get(1).message().contains("other.orrery"), problems.get(1)::toString);
            assertTrue(system.getOperators().get(0).getPlacement().eIsProxy(), "the placement was resolved");
            assertTrue(system.getConnections().get(0).getSource().eIsProxy(), "the source was resolved");
            assertNull(server.accept(), "the loader connected to the referenced server");
        }
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
        assertTrue(problem.toString()
                .startsWith(file.toString() + (problem.line() > 0 ? ":" + problem.line() + ": " : ": ")));
        assertTrue(problem.message().length() > 10 && !problem.message().contains("Exception"), problem::toString);
        assertEquals(modified, Files.getLastModifiedTime(file));
        assertEquals(size, Files.size(file));
        if (before != null) {
            assertArrayEquals(before, Files.readAllBytes(file));
        }
        return problem;
    }
}
