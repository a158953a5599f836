package org.orrery.agent.lab;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.orrery.agent.host.OwnTree;
import org.orrery.control.util.Sha256;

/**
 * The files of a runtime and their SHA-256, by path inside it ({@code ./lib/x.jar}): what decides whether a host's
 * installed runtime is the one a lab would upload, file by file, rather than a marker file that says so. The runtime's
 * {@code cds/} (the class data archives its JVMs make as they run) is not part of it.
 */
record RuntimeFiles(Map<String, String> hashes) {

    /** The folder of the runtime that its JVMs write to as they run; left out of the comparison. */
    static final String MADE_AT_RUN_TIME = "./cds";

    RuntimeFiles {
        hashes = Map.copyOf(hashes);
    }

    /**
     * The files of the runtime archive {@code archive} (a .tar.gz), unpacked by {@code tar} into a folder of its own.
     */
    static RuntimeFiles ofArchive(Path archive) throws IOException, InterruptedException {
        Path unpacked = Files.createTempDirectory("orrery-runtime-files");
        try {
            Process tar = new ProcessBuilder("tar", "xzf", archive.toString(), "-C", unpacked.toString())
                    .redirectErrorStream(true)
                    .start();
            String output = new String(tar.getInputStream().readAllBytes());
            if (!tar.waitFor(2, TimeUnit.MINUTES) || tar.exitValue() != 0) {
                tar.destroyForcibly();
                throw new IOException(
                        "the runtime " + archive + " could not be unpacked to hash its files: " + output.strip());
            }
            Map<String, String> hashes = new TreeMap<>();
            try (Stream<Path> paths = Files.walk(unpacked)) {
                for (Path path : paths.toList()) {
                    String name = "./" + unpacked.relativize(path).toString().replace('\\', '/');
                    if (Files.isSymbolicLink(path)) {
                        throw new IOException(
                                "the runtime " + archive + " holds a link, " + name + "; a runtime holds files only");
                    }
                    if (Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS)) {
                        hashes.put(name, Sha256.of(path));
                    }
                }
            }
            return new RuntimeFiles(hashes);
        } finally {
            OwnTree.remove(unpacked);
        }
    }

    /**
     * The files {@code sha256sum} listed ({@code HASH  ./path} a line), as the probe of a host prints them for its
     * installed runtime; a line {@code link ./path} is a link, which no runtime holds.
     */
    static RuntimeFiles ofListing(List<String> lines) {
        Map<String, String> hashes = new TreeMap<>();
        for (String line : lines) {
            int space = line.indexOf("  ");
            if (space > 0) {
                hashes.put(line.substring(space + 2), line.substring(0, space));
            }
        }
        return new RuntimeFiles(hashes);
    }

    /** How {@code installed} differs from these files, a few paths named; empty when it holds exactly them. */
    String differences(RuntimeFiles installed) {
        List<String> missing = new ArrayList<>();
        List<String> changed = new ArrayList<>();
        List<String> extra = new ArrayList<>();
        hashes.forEach((path, hash) -> {
            String there = installed.hashes().get(path);
            if (there == null) {
                missing.add(path);
            } else if (!there.equals(hash)) {
                changed.add(path);
            }
        });
        installed.hashes().keySet().stream().filter(path -> !hashes.containsKey(path)).forEach(extra::add);
        List<String> parts = new ArrayList<>();
        describe(parts, "changed", changed);
        describe(parts, "missing", missing);
        describe(parts, "not the runtime's", extra);
        return String.join("; ", parts);
    }

    private static void describe(List<String> parts, String what, List<String> paths) {
        if (!paths.isEmpty()) {
            parts.add(what + ": " + String.join(", ", paths.subList(0, Math.min(3, paths.size())))
                    + (paths.size() > 3 ? " and " + (paths.size() - 3) + " more" : ""));
        }
    }
}
