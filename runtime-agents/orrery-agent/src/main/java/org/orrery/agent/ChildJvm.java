package org.orrery.agent;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Starts the lab's own processes (node daemons, domain agents) as child JVMs on this JVM's class path and waits until
 * they listen: each writes its control port to a port file once it serves. One place for the JVM options every such
 * process needs (Aeron's access to the JDK's internal misc package, a heap sized for an agent that grows as needed).
 */
public final class ChildJvm {

    /** What Aeron needs of the JDK; every JVM of the lab that moves events gets it. */
    public static final List<String> AERON_OPTIONS = List.of("--add-exports", "java.base/jdk.internal.misc=ALL-UNNAMED");

    /**
     * What setting an event thread's timer slack through the foreign function API needs to go without a warning (JDK
     * 22 and later; see {@code TimerSlack}).
     */
    public static final List<String> NATIVE_ACCESS = Runtime.version().feature() >= 22
            ? List.of("--enable-native-access=ALL-UNNAMED") : List.of();

    /** The environment variable that turns class data sharing off for the lab's JVMs ({@code off}). */
    public static final String CLASS_DATA_SHARING_VARIABLE = "ORRERY_CLASS_DATA_SHARING";

    private static final Duration POLL = Duration.ofMillis(20);
    /** The heap a lab process starts with. */
    static final int INITIAL_HEAP_MEGABYTES = 32;

    private ChildJvm() {
    }

    /** The Java executable this JVM runs on. */
    public static String javaExecutable() {
        return ProcessHandle.current().info().command().orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    }

    /**
     * The command line of a child JVM running {@code mainClass} with {@code arguments}: this JVM's Java and class path,
     * a heap of {@code heapMegabytes}, Aeron's options and {@code options}.
     */
    public static List<String> command(Class<?> mainClass, int heapMegabytes, List<String> options, List<String> arguments) {
        List<String> command = new ArrayList<>();
        command.add(javaExecutable());
        command.add("-Xmx" + heapMegabytes + "m");
        // the heap starts small and grows with what it holds, so an idle agent stays small; with the JVM's default
        // start (1/64 of the memory: more than -Xmx on a machine of 24 GB) the whole heap was committed at once, and
        // under load the serial collector promoted garbage into old-generation pages never touched before, one after
        // another until its first full collection: a domain holding 20 MB of live objects crept up 1.5 MB a minute
        command.add("-Xms" + INITIAL_HEAP_MEGABYTES + "m");
        command.addAll(AERON_OPTIONS);
        command.addAll(NATIVE_ACCESS);
        command.addAll(classDataSharing(mainClass));
        command.addAll(options);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), mainClass.getName()));
        command.addAll(arguments);
        return command;
    }

    /**
     * Class data sharing for a child JVM, so that it starts from an archive of the classes it loaded last time rather
     * than loading, verifying and linking them again: on a JDK that creates its archives itself (19 and later) the
     * archive of {@code mainClass} in the directory above this class path's code ({@code cds/} beside {@code lib/} in
     * the runtime, {@code target/cds} in a build), made when such a JVM ends and remade when the JDK or the class path
     * changed. The directory is this user's alone (0700), as trusted as the code beside it; when it cannot be, the
     * JVM starts without an archive. {@value #CLASS_DATA_SHARING_VARIABLE}{@code =off} in the environment (which the
     * lab's processes pass on) starts every JVM of the lab without one, for comparison.
     */
    static List<String> classDataSharing(Class<?> mainClass) {
        if (Runtime.version().feature() < 19 || "off".equals(System.getenv(CLASS_DATA_SHARING_VARIABLE))) {
            return List.of();
        }
        String first = System.getProperty("java.class.path").split(File.pathSeparator)[0];
        Path code = Path.of(first).toAbsolutePath();
        Path above = Files.isDirectory(code) ? code.getParent() : code.getParent() == null ? null : code.getParent().getParent();
        if (above == null) {
            return List.of();
        }
        Path archives = above.resolve("cds");
        try {
            if (!Files.isDirectory(archives, LinkOption.NOFOLLOW_LINKS)) {
                Files.createDirectories(archives, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
            }
            boolean ours = Files.getOwner(archives, LinkOption.NOFOLLOW_LINKS).getName()
                    .equals(System.getProperty("user.name"));
            Set<PosixFilePermission> permissions = Files.getPosixFilePermissions(archives, LinkOption.NOFOLLOW_LINKS);
            boolean onlyOurs = !permissions.contains(PosixFilePermission.GROUP_WRITE)
                    && !permissions.contains(PosixFilePermission.OTHERS_WRITE);
            if (!ours || !onlyOurs || !Files.isWritable(archives)) {
                return List.of();
            }
        } catch (@SuppressWarnings("unused") IOException | UnsupportedOperationException | SecurityException e) {
            return List.of();
        }
        return List.of("-XX:SharedArchiveFile=" + archives.resolve(mainClass.getSimpleName() + ".jsa"),
                "-XX:+AutoCreateSharedArchive", "-Xlog:cds=off", "-Xlog:cds+dynamic=off");
    }

    /** Starts {@code command} with its output and errors appended to {@code log}. */
    public static Process start(List<String> command, Path log) throws IOException {
        Files.createDirectories(log.toAbsolutePath().getParent());
        return new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
    }

    /**
     * Waits until {@code process} has written its port to {@code portFile}; a process that exits first, or does not
     * write it within {@code timeout} (it is then ended), fails with a message that names it and its log.
     */
    public static int awaitPort(Process process, Path portFile, Duration timeout, String name, Path log)
            throws IOException, InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            String written = Files.exists(portFile) ? Files.readString(portFile).strip() : "";
            if (!written.isEmpty()) {
                try {
                    return Integer.parseInt(written);
                } catch (NumberFormatException e) {
                    throw new IOException(name + " wrote '" + written + "' as its port; see " + log, e);
                }
            }
            if (!process.isAlive()) {
                throw new IOException(name + " exited with " + process.exitValue() + " while starting; see " + log);
            }
            if (System.nanoTime() > deadline) {
                process.destroyForcibly();
                throw new IOException(name + " did not start within " + timeout.toSeconds() + " s; see " + log);
            }
            Thread.sleep(POLL.toMillis());
        }
    }
}
