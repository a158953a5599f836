package org.orrery.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * {@code deploy --watch}: deploys again whenever the system file or a bundle jar it installs changes, until the command
 * is interrupted. A change counts once the files have stopped changing for a poll (a build writes a jar in steps), and
 * the files watched are found again after each deployment (the system may name other jars by then).
 */
final class DeployWatch {

    /** How often the files are looked at. */
    static final long POLL_MS = 500;

    /** One deployment of the system as it is now; its exit code. */
    interface Deployment {

        int deploy() throws Exception;
    }

    /** The files to watch: the system file and the jars it installs, as far as they can be found now. */
    interface Watched {

        List<Path> now();
    }

    private final PrintStream out;

    DeployWatch(PrintStream out) {
        this.out = out;
    }

    /** Watches {@code files} and runs {@code deployment} on every change; returns only when interrupted. */
    int watch(Watched files, Deployment deployment) throws Exception {
        List<Path> watched = files.now();
        Map<Path, String> seen = stamps(watched);
        out.println("watching " + watched.size() + " files (the system and its bundle jars); Ctrl-C ends");
        while (!Thread.currentThread().isInterrupted()) {
            Thread.sleep(POLL_MS);
            Map<Path, String> now = stamps(watched);
            if (now.equals(seen)) {
                continue;
            }
            Map<Path, String> settled;
            do {
                settled = now;
                Thread.sleep(POLL_MS);
                now = stamps(watched);
            } while (!now.equals(settled));
            out.println("changed: " + changed(seen, now));
            deployment.deploy();
            watched = files.now();
            seen = stamps(watched);
        }
        return 130;
    }

    /** Each file's size and modification time ("gone" for one that is not there). */
    private static Map<Path, String> stamps(List<Path> files) throws IOException {
        Map<Path, String> stamps = new LinkedHashMap<>();
        for (Path file : files) {
            try {
                BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
                stamps.put(file, attributes.size() + "@" + attributes.lastModifiedTime().toMillis());
            } catch (@SuppressWarnings("unused") NoSuchFileException gone) {
                stamps.put(file, "gone");
            }
        }
        return stamps;
    }

    private static String changed(Map<Path, String> before, Map<Path, String> after) {
        List<String> names = new ArrayList<>();
        after.forEach((file, stamp) -> {
            if (!Objects.equals(before.get(file), stamp)) {
                names.add(file.getFileName().toString());
            }
        });
        return String.join(", ", names);
    }
}
