package org.orrery.agent.node;

import java.io.File;
import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The class data sharing archive of one main class of the lab's JVMs: the classes such a JVM loaded from the class
 * path, mapped by the next ones instead of being loaded, verified and linked again. It lives in {@code cds/} above the
 * class path's code ({@code cds/} beside {@code lib/} in the runtime, {@code target/cds} in a build), a directory of
 * this user's alone (0700), as trusted as the code beside it.
 *
 * <p>An archive is used only while the identity written beside it (the JDK, and each class path entry's path, size and
 * time) is this JVM's: the JDK refuses an archive of other jars but does not make a new one in its place, so after a
 * rebuild every JVM would start without one. When there is none, the next JVM started makes it at its exit into a file
 * of its own ({@code -XX:ArchiveClassesAtExit}), and when that JVM has ended normally the file is moved into place and
 * its identity written (both atomically), so that no JVM maps a half-written archive and two writers never share a
 * file; one made while another became current is dropped, and so is one whose class path changed while its maker ran
 * (its identity is taken when it starts). At most {@value #MAKERS} JVMs at a time make it per process (one of them may
 * be a Star, which runs as long as the lab); the others start without, as before there was one. A JVM that will outlive
 * the one starting it (a node daemon started by {@code lab start}) has nobody to move its archive into place: it gets
 * the JDK's own {@code -XX:+AutoCreateSharedArchive}, which writes a missing archive at exit, after the stale one has
 * been removed.
 */
final class ClassDataArchive {

    /** How many JVMs started by one process make an archive at once. */
    static final int MAKERS = 2;
    private static final Map<Path, Integer> MAKING = new ConcurrentHashMap<>();
    private static final String MAKE_OPTION = "-XX:ArchiveClassesAtExit=";
    private static final String QUIET_CDS = "-Xlog:cds=off";
    private static final String QUIET_DYNAMIC = "-Xlog:cds+dynamic=off";

    private ClassDataArchive() {
    }

    /**
     * The options that give a JVM of {@code mainClass} on {@code classPath} the current archive, or have it make one;
     * none when the JDK has no dynamic archives (before 19), when {@code disabled}, when the class path holds a
     * directory (the JDK archives only classes from jars; a build's test class path, say), or when the archives'
     * directory cannot be this user's alone.
     */
    static List<String> options(Class<?> mainClass, String classPath, boolean disabled, boolean outlivesUs) {
        boolean jarsOnly = Arrays.stream(classPath.split(File.pathSeparator)).noneMatch(e -> new File(e).isDirectory());
        Path directory = disabled || !jarsOnly || Runtime.version().feature() < 19 ? null : directory(classPath);
        if (directory == null) {
            return List.of();
        }
        Path archive = directory.resolve(mainClass.getSimpleName() + ".jsa");
        try {
            if (isCurrent(archive, classPath)) {
                return concat("-XX:SharedArchiveFile=" + archive);
            }
        } catch (IOException e) {
            return List.of();
        }
        if (outlivesUs) {
            try {
                Files.deleteIfExists(archive);
                writeIdentity(archive, classPath);
            } catch (IOException e) {
                return List.of();
            }
            return List.of("-XX:SharedArchiveFile=" + archive, "-XX:+AutoCreateSharedArchive", QUIET_CDS,
                    QUIET_DYNAMIC);
        }
        if (MAKING.merge(archive, 1, Integer::sum) > MAKERS) {
            makerDone(archive);
            return List.of();
        }
        Path temporary = archive.resolveSibling(
                archive.getFileName() + "." + ProcessHandle.current().pid() + "-" + System.nanoTime() + ".tmp");
        try {
            // the class path as the maker starts on it: a jar rebuilt while it runs must not pass for the one it
            // archived
            Files.writeString(identityFile(temporary), identity(classPath));
        } catch (IOException e) {
            makerDone(archive);
            return List.of();
        }
        return concat(MAKE_OPTION + temporary);
    }

    /** One maker of {@code archive} fewer. */
    private static void makerDone(Path archive) {
        MAKING.computeIfPresent(archive, (a, n) -> n > 1 ? n - 1 : null);
    }

    /** Whether a JVM started with {@code command} would make an archive (there is no current one). */
    static boolean makes(List<String> command) {
        return command.stream().anyMatch(o -> o.startsWith(MAKE_OPTION));
    }

    /**
     * Called when a JVM started with {@code command} has ended with {@code exitValue}: if it was making an archive and
     * ended normally (0, or 143 after a SIGTERM, when the JVM still writes it), moves the archive into place and writes
     * its identity; otherwise removes what it left.
     */
    static void ended(List<String> command, int exitValue) {
        String made = command.stream().filter(o -> o.startsWith(MAKE_OPTION)).findFirst().orElse(null);
        if (made == null) {
            return;
        }
        Path temporary = Path.of(made.substring(MAKE_OPTION.length()));
        String name = temporary.getFileName().toString();
        Path archive = temporary.resolveSibling(name.substring(0, name.indexOf(".jsa.") + ".jsa".length()));
        try {
            // the first archive made for a class path stays: a Star making one too ends with the lab, and its archive
            // (the coordinator's classes as well) would replace the one a rehearsal made for the Planets
            String classPath = classPathOf(command);
            String madeFor = Files.readString(identityFile(temporary));
            if ((exitValue == 0 || exitValue == 143) && Files.size(temporary) > 0 && madeFor.equals(identity(classPath))
                    && !isCurrent(archive, classPath)) {
                move(temporary, archive);
                move(identityFile(temporary), identityFile(archive));
            }
        } catch (IOException e) {
            // no archive this time: the next JVM makes one
        } finally {
            try {
                Files.deleteIfExists(temporary);
                Files.deleteIfExists(identityFile(temporary));
            } catch (IOException e) {
                // left for the next build's clean
            }
            makerDone(archive);
        }
    }

    private static boolean isCurrent(Path archive, String classPath) throws IOException {
        Path identity = identityFile(archive);
        return Files.isRegularFile(archive, LinkOption.NOFOLLOW_LINKS)
                && Files.isRegularFile(identity, LinkOption.NOFOLLOW_LINKS)
                && Files.readString(identity).equals(identity(classPath));
    }

    private static String classPathOf(List<String> command) {
        int option = command.indexOf("-cp");
        return option < 0 ? "" : command.get(option + 1);
    }

    /** Writes the identity of {@code classPath} beside {@code archive}: into a file of its own, then moved over. */
    private static void writeIdentity(Path archive, String classPath) throws IOException {
        Path identity = identityFile(archive);
        Path written = identity.resolveSibling(identity.getFileName() + "." + ProcessHandle.current().pid() + ".tmp");
        Files.writeString(written, identity(classPath));
        move(written, identity);
    }

    private static Path identityFile(Path archive) {
        return archive.resolveSibling(archive.getFileName() + ".id");
    }

    /**
     * What an archive was made for: the JDK, and each class path entry's path, size and time of change, with its inode
     * and status change time where the file system has them. The JDK itself checks only size and time, and a
     * reproducible build gives every jar the same time: a rebuilt jar of the same size would pass for the old one,
     * while a file written anew always gets a new status change time.
     */
    static String identity(String classPath) {
        StringBuilder identity = new StringBuilder(System.getProperty("java.home")).append('\n')
                .append(System.getProperty("java.vm.version"))
                .append('\n');
        for (String entry : classPath.split(File.pathSeparator)) {
            File file = new File(entry).getAbsoluteFile();
            identity.append(file).append(' ').append(file.length()).append(' ').append(file.lastModified());
            try {
                Map<String, Object> unix = Files.readAttributes(file.toPath(), "unix:ino,ctime");
                identity.append(' ').append(unix.get("ino")).append(' ').append(unix.get("ctime"));
            } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
                // not a Unix file system: size and time alone
            }
            identity.append('\n');
        }
        return identity.toString();
    }

    /** {@code cds/} above the class path's code, made this user's alone; null when it cannot be. */
    private static Path directory(String classPath) {
        String first = classPath.split(File.pathSeparator)[0];
        Path code = Path.of(first).toAbsolutePath();
        Path above = Files.isDirectory(code) ? code.getParent()
                : code.getParent() == null ? null : code.getParent().getParent();
        if (above == null) {
            return null;
        }
        Path archives = above.resolve("cds");
        try {
            if (!Files.isDirectory(archives, LinkOption.NOFOLLOW_LINKS)) {
                Files.createDirectories(archives,
                        PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
            }
            boolean ours = Files.getOwner(archives, LinkOption.NOFOLLOW_LINKS)
                    .getName()
                    .equals(System.getProperty("user.name"));
            Set<PosixFilePermission> permissions = Files.getPosixFilePermissions(archives, LinkOption.NOFOLLOW_LINKS);
            boolean onlyOurs = !permissions.contains(PosixFilePermission.GROUP_WRITE)
                    && !permissions.contains(PosixFilePermission.OTHERS_WRITE);
            return ours && onlyOurs && Files.isWritable(archives) ? archives : null;
        } catch (@SuppressWarnings("unused") IOException | UnsupportedOperationException | SecurityException e) {
            return null;
        }
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (@SuppressWarnings("unused") AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static List<String> concat(String option) {
        return List.of(option, QUIET_CDS, QUIET_DYNAMIC);
    }
}
