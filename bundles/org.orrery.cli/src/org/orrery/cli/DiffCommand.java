package org.orrery.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.orrery.model.OrrerySystem;
import org.orrery.model.diff.SystemDiff;
import org.orrery.model.io.OrreryFiles;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code orrery diff BEFORE AFTER} or {@code orrery diff --rev REV FILE}: what changed from one system to another. */
@Command(name = "diff", mixinStandardHelpOptions = true,
        description = {"List what changed from one system to another.",
                "Hosts, domains, bundles, operators (type, placement, parameters), connections (predicate, delivery,",
                "priority, wire format) and alerts, each added (+), removed (-) or changed (~) with its old and new",
                "values; elements are matched by name, a connection by its two operators. With --rev, FILE as of a git",
                "revision against FILE now. Where things are drawn is counted apart (--layout lists it).",
                "Exit 0 when nothing changed, 1 when something did, 2 when a file cannot be read."})
final class DiffCommand implements Callable<Integer> {

    @Parameters(paramLabel = "FILE", arity = "1..2",
            description = "BEFORE and AFTER (.orrery), or with --rev the one file to compare with its revision")
    List<Path> files;

    @Option(names = "--rev", paramLabel = "REV", description = "compare FILE as of this git revision with FILE now")
    String revision;

    @Option(names = "--layout", description = "also list the elements drawn elsewhere")
    boolean layout;

    @Mixin
    JsonOption answer;

    /** What {@code --json} prints: each change's kind, element, key and differences; the layout's apart. */
    record Changed(String kind, String element, String key, List<String> details) {

        static List<Changed> of(List<SystemDiff.Change> changes) {
            return changes.stream()
                    .map(c -> new Changed(c.kind().name().toLowerCase(Locale.ROOT), c.element(), c.key(), c.details()))
                    .toList();
        }
    }

    /** What {@code --json} prints. */
    record Diff(List<Changed> changes, List<Changed> layout) {
    }

    private final PrintStream out = System.out;
    private final PrintStream err = System.err;

    @Override
    public Integer call() {
        if (files.size() != (revision == null ? 2 : 1)) {
            err.println("orrery diff: " + (revision == null ? "give BEFORE and AFTER" : "--rev takes one FILE"));
            return 2;
        }
        OrrerySystem before;
        OrrerySystem after;
        try {
            Path last = files.get(files.size() - 1);
            before = revision == null ? OrreryFiles.load(files.get(0))
                    : OrreryFiles.load(Path.of(revision + ":" + last), atRevision(revision, last));
            after = OrreryFiles.load(last);
        } catch (IOException e) {
            err.println("orrery diff: " + e.getMessage());
            return 2;
        }
        SystemDiff diff = SystemDiff.of(before, after);
        if (answer.print(out, new Diff(Changed.of(diff.changes()), Changed.of(diff.layout())))) {
            return diff.isEmpty() ? 0 : 1;
        }
        diff.changes().forEach(out::println);
        if (layout) {
            diff.layout().forEach(change -> out.println(change + " (layout)"));
        }
        int count = diff.changes().size();
        out.println((count == 0 ? "no changes" : count + (count == 1 ? " change" : " changes"))
                + (diff.layout().isEmpty() || layout ? ""
                        : " (and " + diff.layout().size() + " drawn elsewhere; --layout lists them)"));
        return diff.isEmpty() ? 0 : 1;
    }

    /** The content of {@code file} as of git revision {@code revision} ({@code git show REV:./NAME} in its folder). */
    static byte[] atRevision(String revision, Path file) throws IOException {
        if (revision.startsWith("-")) {
            throw new IOException("'" + revision + "' is not a revision");
        }
        Path absolute = file.toAbsolutePath();
        Process git = new ProcessBuilder("git", "-C", absolute.getParent().toString(), "show",
                revision + ":./" + absolute.getFileName()).start();
        CompletableFuture<byte[]> errors = CompletableFuture.supplyAsync(() -> readAll(git.getErrorStream()));
        byte[] content;
        try (InputStream in = git.getInputStream()) {
            content = in.readNBytes((int) OrreryFiles.MAX_FILE_BYTES + 1);
        }
        if (content.length > OrreryFiles.MAX_FILE_BYTES) {
            git.destroyForcibly(); // nothing more of it is read: it is not left to write into a closed pipe
            throw new IOException(file + " as of " + revision + " is larger than "
                    + OrreryFiles.MAX_FILE_BYTES / (1024 * 1024) + " MiB, more than a system file may be");
        }
        try {
            if (!git.waitFor(30, TimeUnit.SECONDS)) {
                git.destroyForcibly();
                throw new IOException("git show " + revision + " did not answer within 30 s");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            git.destroyForcibly();
            throw new IOException("interrupted", e);
        }
        if (git.exitValue() != 0) {
            throw new IOException(file + " as of " + revision + ": "
                    + new String(errors.join(), StandardCharsets.UTF_8).strip()
                            .lines()
                            .findFirst()
                            .orElse("git failed"));
        }
        return content;
    }

    /**
     * The first 64 KiB of what {@code in} gives (git's errors: their first line is shown), the rest read and dropped.
     */
    private static byte[] readAll(InputStream in) {
        try (in) {
            byte[] start = in.readNBytes(64 * 1024);
            in.transferTo(OutputStream.nullOutputStream());
            return start;
        } catch (IOException e) {
            return e.toString().getBytes(StandardCharsets.UTF_8);
        }
    }
}
