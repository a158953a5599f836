package org.orrery.agent.host;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * Removes a directory tree that Orrery's own code made at a path it computed itself (a driver's private directory, a
 * rehearsal's storage, a sandbox's host folder), never one named by a file, a request or the environment: callers check
 * that first (as transport.LeftOverDriver does). The root must be a real directory of this user; links inside are
 * removed, never followed, and nothing on another file system is entered.
 */
public final class OwnTree {

    private OwnTree() {
    }

    /** Removes {@code root} and everything below it; nothing when it does not exist. */
    public static void remove(Path root) throws IOException {
        if (Files.notExists(root, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        if (!Files.isDirectory(root, LinkOption.NOFOLLOW_LINKS)) {
            throw new IOException(root + " is not a directory (a link or a file); left alone");
        }
        String user = System.getProperty("user.name");
        if (!Files.getOwner(root, LinkOption.NOFOLLOW_LINKS).getName().equals(user)) {
            throw new IOException(root + " does not belong to " + user + "; left alone");
        }
        Object device = device(root);
        try {
            Files.walkFileTree(root, new SimpleFileVisitor<>() {

                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) throws IOException {
                    if (!device.equals(device(dir))) {
                        throw new IOException(
                                dir + " is on another file system (a mount inside " + root + "); left alone");
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) throws IOException {
                    Files.delete(file);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult postVisitDirectory(Path dir, IOException failure) throws IOException {
                    if (failure != null) {
                        throw failure;
                    }
                    Files.delete(dir);
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (@SuppressWarnings("unused") NoSuchFileException gone) {
            // removed meanwhile
        }
    }

    /** The device a path is on ({@code unix:dev}, as stat reports it), not following a link. */
    private static Object device(Path path) throws IOException {
        return Files.getAttribute(path, "unix:dev", LinkOption.NOFOLLOW_LINKS);
    }
}
