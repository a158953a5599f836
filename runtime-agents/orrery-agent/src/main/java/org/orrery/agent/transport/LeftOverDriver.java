package org.orrery.agent.transport;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import java.util.regex.Pattern;

import org.orrery.agent.host.OwnTree;

import io.aeron.CommonContext;

/**
 * The private directory of a host's media driver that a node daemon killed before it stopped left behind, removed on
 * the word of a lab file only when it is exactly what a node daemon makes: {@code /dev/shm/orrery-HOST-DIGITS/driver}
 * as {@link HostMediaDriver#launch} names it, the private directory a real one (no link) of this user with mode 0700,
 * holding nothing but the driver's own files, and no driver alive in it. Anything else a lab file names (a system
 * directory, {@code /dev/shm} itself, another user's directory, a link, a directory of the user's own) is reported and
 * left alone: a lab file may be stale, of another version or edited by hand.
 */
public final class LeftOverDriver {

    /** The files Aeron's media driver keeps in its directory. */
    private static final Set<String> DRIVER_FILES = Set.of("cnc.dat", "loss-report.dat");
    private static final Set<String> DRIVER_FOLDERS = Set.of("publications", "images");
    /** A driver whose heartbeat is older than this is not running (Aeron's conductor beats about once a second). */
    private static final long DRIVER_TIMEOUT_MS = 3_000;

    private LeftOverDriver() {
    }

    /**
     * Removes the private directory of the driver directory {@code recorded} (as a lab file names it) of the node
     * daemon of {@code host}, if it is one the lab made and its driver is gone; returns null when it is gone or was
     * never made, else why it was left alone.
     */
    public static String remove(String recorded, String host) {
        if (recorded == null) {
            return null;
        }
        Path driver;
        try {
            driver = Path.of(recorded);
        } catch (InvalidPathException e) {
            return "the media driver directory '" + recorded + "' is not a path; nothing was removed";
        }
        String why = notMadeByTheLab(driver, host);
        if (why != null) {
            return "the media driver directory " + recorded + " " + why + "; it was left alone";
        }
        try {
            if (Files.notExists(driver.getParent(), LinkOption.NOFOLLOW_LINKS)) {
                return null;
            }
            if (running(driver)) {
                return "a media driver still runs in " + recorded + " (of another lab?); it was left alone";
            }
            OwnTree.remove(driver.getParent());
            return null;
        } catch (IOException | UncheckedIOException e) {
            return "the media driver directory " + driver.getParent() + " could not be removed: " + e.getMessage();
        }
    }

    /** Why {@code driver} is not a driver directory a node daemon of {@code host} made; null when it is one. */
    public static String notMadeByTheLab(Path driver, String host) {
        if (!driver.isAbsolute() || !driver.equals(driver.normalize()) || driver.getNameCount() != 4
                || !driver.getFileName().toString().equals("driver")
                || !driver.getParent().getParent().equals(HostMediaDriver.SHARED_MEMORY)) {
            return "is not where a node daemon makes one (" + HostMediaDriver.SHARED_MEMORY
                    + "/orrery-HOST-NUMBER/driver)";
        }
        Path own = driver.getParent();
        if (!Pattern.matches(Pattern.quote(HostMediaDriver.prefix(host)) + "[0-9]+", own.getFileName().toString())) {
            return "is not named as the node daemon of " + host + " names its own (" + HostMediaDriver.prefix(host)
                    + "NUMBER)";
        }
        if (Files.notExists(own, LinkOption.NOFOLLOW_LINKS)) {
            return null;
        }
        try {
            if (!Files.isDirectory(own, LinkOption.NOFOLLOW_LINKS)) {
                return "lies in " + own + ", which is a link or a file, not a directory";
            }
            String user = System.getProperty("user.name");
            if (!Files.getOwner(own, LinkOption.NOFOLLOW_LINKS).getName().equals(user)) {
                return "lies in " + own + ", which does not belong to " + user;
            }
            if (!Files.getPosixFilePermissions(own, LinkOption.NOFOLLOW_LINKS)
                    .equals(PosixFilePermissions.fromString("rwx------"))) {
                return "lies in " + own + ", whose mode is not the 0700 a node daemon gives it";
            }
            try (DirectoryStream<Path> entries = Files.newDirectoryStream(own)) {
                for (Path entry : entries) {
                    if (!entry.equals(driver)) {
                        return "lies in " + own + ", which holds " + entry.getFileName() + " besides the driver";
                    }
                }
            }
            return Files.exists(driver, LinkOption.NOFOLLOW_LINKS) ? strangerIn(driver) : null;
        } catch (IOException e) {
            return "cannot be checked (" + e.getMessage() + ")";
        }
    }

    /** What in a driver directory is not the driver's own, or null when everything is. */
    private static String strangerIn(Path driver) throws IOException {
        if (!Files.isDirectory(driver, LinkOption.NOFOLLOW_LINKS)) {
            return "is a link or a file, not a directory";
        }
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(driver)) {
            for (Path entry : entries) {
                String name = entry.getFileName().toString();
                boolean own = DRIVER_FILES.contains(name) ? Files.isRegularFile(entry, LinkOption.NOFOLLOW_LINKS)
                        : DRIVER_FOLDERS.contains(name) && onlyFiles(entry);
                if (!own) {
                    return "holds " + name + ", which is not a media driver's";
                }
            }
        }
        return null;
    }

    private static boolean onlyFiles(Path folder) throws IOException {
        if (!Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
            return false;
        }
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder)) {
            for (Path entry : entries) {
                if (!Files.isRegularFile(entry, LinkOption.NOFOLLOW_LINKS)) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Whether a driver still beats in {@code driver}: asked until its last heartbeat is older than the driver timeout,
     * so that a driver killed a moment ago is taken for gone once its heartbeat has aged.
     */
    private static boolean running(Path driver) throws IOException {
        File directory = driver.toFile();
        if (!Files.isRegularFile(driver.resolve("cnc.dat"), LinkOption.NOFOLLOW_LINKS)) {
            return false;
        }
        long deadline = System.nanoTime() + 2 * DRIVER_TIMEOUT_MS * 1_000_000;
        while (active(directory)) {
            if (System.nanoTime() > deadline) {
                return true;
            }
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted while asking whether a driver runs in " + driver, e);
            }
        }
        return false;
    }

    private static boolean active(File directory) {
        try {
            return CommonContext.isDriverActive(directory, DRIVER_TIMEOUT_MS, message -> {
            });
        } catch (RuntimeException unreadable) {
            // a driver file cut short or never finished: no driver runs there
            return false;
        }
    }
}
