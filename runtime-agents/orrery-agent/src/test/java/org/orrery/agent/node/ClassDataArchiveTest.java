package org.orrery.agent.node;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Class data sharing archives made by real child JVMs on a class path of jars (as in the runtime's lib/): made by the
 * first JVM, used by the next while current, remade after a change, never left half-written by a JVM killed.
 */
@Timeout(120)
class ClassDataArchiveTest {

    /** A child JVM's main class: ends at once, or with "wait" waits until it is ended. */
    public static final class Child {

        public static void main(String[] args) throws InterruptedException {
            if (args.length > 0 && args[0].equals("wait")) {
                Thread.sleep(60_000);
            }
        }
    }

    @TempDir
    Path temp;
    private String classPath;
    private Path archive;

    @BeforeEach
    void aRuntimeOfOneJar() throws Exception {
        Path jar = temp.resolve("runtime/lib/child.jar");
        Files.createDirectories(jar.getParent());
        String entry = Child.class.getName().replace('.', '/') + ".class";
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar));
                var in = Child.class.getClassLoader().getResourceAsStream(entry)) {
            out.putNextEntry(new JarEntry(entry));
            in.transferTo(out);
            out.closeEntry();
        }
        classPath = jar.toString();
        archive = temp.resolve("runtime/cds/Child.jsa");
    }

    @Test
    void theFirstJvmMakesTheArchiveTheNextUseItAndAChangedJarHasItRemade() throws Exception {
        List<String> maker = command("");
        assertTrue(maker.stream().anyMatch(o -> o.startsWith("-XX:ArchiveClassesAtExit=" + archive + ".")),
                maker.toString());
        List<String> second = command("");
        assertTrue(second.stream().anyMatch(o -> o.startsWith("-XX:ArchiveClassesAtExit=")), "two makers at a time");
        assertFalse(usesOrMakes(command("")), "not three");
        assertEquals(0, run(second), "the second maker's archive is put in place as well");
        assertEquals(0, run(maker));
        awaitArchive();

        List<String> user = command("");
        assertTrue(user.contains("-XX:SharedArchiveFile=" + archive), user.toString());
        // -Xshare:on makes the JVM fail unless it maps the archive
        List<String> strict = new ArrayList<>(user);
        strict.add(1, "-Xshare:on");
        assertEquals(0, run(strict), "the archive maps");

        // a rebuilt jar (another size) makes the archive stale: not used, and the next JVM makes a new one
        try (OutputStream out = Files.newOutputStream(Path.of(classPath), StandardOpenOption.APPEND)) {
            out.write(new byte[16]);
        }
        List<String> remaker = command("");
        assertTrue(remaker.stream().anyMatch(o -> o.startsWith("-XX:ArchiveClassesAtExit=")), remaker.toString());
        assertEquals(0, run(remaker));
        awaitArchive();
        assertTrue(command("").contains("-XX:SharedArchiveFile=" + archive));
    }

    @Test
    void aMakerKilledLeavesNoArchiveAndTheNextJvmMakesIt() throws Exception {
        Process process = ChildJvm.start(command("wait"), temp.resolve("killed.log"));
        Thread.sleep(500);
        process.destroyForcibly().waitFor(20, TimeUnit.SECONDS);
        // until the killed maker's end is handled
        List<String> next = await().atMost(Duration.ofSeconds(20))
                .pollInterval(Duration.ofMillis(50))
                .until(() -> command(""), ClassDataArchiveTest::usesOrMakes);
        assertFalse(Files.exists(archive), "nothing put in place");
        try (var left = Files.list(archive.getParent())) {
            assertTrue(left.noneMatch(p -> p.toString().endsWith(".tmp")), "the killed maker's file removed");
        }
        assertEquals(0, run(next));
        awaitArchive();
    }

    /**
     * A jar written anew while the maker runs (same bytes, size and time, as a reproducible build makes it) leaves the
     * maker's archive out: it archived the jar as it was. (Once the identity was taken when the maker ended, and an
     * archive of the old jar went in as current; the JDK then refused it for every domain of the lab.)
     */
    @Test
    void anArchiveOfAJarRewrittenWhileItsMakerRanIsNotPutInPlace() throws Exception {
        Process process = ChildJvm.start(command("wait"), temp.resolve("rewritten.log"));
        Thread.sleep(1_000);
        Path jar = Path.of(classPath);
        byte[] bytes = Files.readAllBytes(jar);
        FileTime time = Files.getLastModifiedTime(jar);
        Files.delete(jar);
        Files.write(jar, bytes);
        Files.setLastModifiedTime(jar, time);
        process.destroy(); // SIGTERM: the JVM still writes its archive (exit 143)
        assertTrue(process.waitFor(60, TimeUnit.SECONDS));
        await("the maker's files are removed once it has ended").atMost(Duration.ofSeconds(20))
                .pollInterval(Duration.ofMillis(20))
                .until(() -> {
                    try (var left = Files.list(archive.getParent())) {
                        return left.noneMatch(p -> p.toString().endsWith(".tmp"));
                    }
                });
        assertFalse(Files.exists(archive), "the archive of the jar as it was is not put in place");
        assertTrue(command("").stream().anyMatch(o -> o.startsWith("-XX:ArchiveClassesAtExit=")),
                "the next JVM makes one");
    }

    @Test
    void aClassPathWithADirectoryGetsNoArchive() {
        assertEquals(List.of(),
                ClassDataArchive.options(Child.class, classPath + File.pathSeparator + temp, false, false));
        assertEquals(List.of(), ClassDataArchive.options(Child.class, classPath, true, false), "turned off");
    }

    private List<String> command(String argument) {
        List<String> command = new ArrayList<>(List.of(ChildJvm.javaExecutable(), "-Xmx64m"));
        command.addAll(ClassDataArchive.options(Child.class, classPath, false, false));
        command.addAll(List.of("-cp", classPath, Child.class.getName()));
        if (!argument.isEmpty()) {
            command.add(argument);
        }
        return command;
    }

    private static boolean usesOrMakes(List<String> command) {
        return command.stream()
                .anyMatch(o -> o.startsWith("-XX:ArchiveClassesAtExit=") || o.startsWith("-XX:SharedArchiveFile="));
    }

    private int run(List<String> command) throws Exception {
        Path log = temp.resolve("child.log");
        Process process = ChildJvm.start(command, log);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS));
        if (process.exitValue() != 0) {
            System.err.println(command + " ended with " + process.exitValue() + ":\n" + Files.readString(log));
        }
        return process.exitValue();
    }

    /** Waits until the archive is in place with the identity of the class path as it is now. */
    private void awaitArchive() throws Exception {
        Path identity = archive.resolveSibling("Child.jsa.id");
        await("the archive is put in place when its maker has ended").atMost(Duration.ofSeconds(20))
                .pollInterval(Duration.ofMillis(20))
                .until(() -> Files.exists(archive) && Files.exists(identity)
                        && Files.readString(identity).equals(ClassDataArchive.identity(classPath)));
    }
}
