package org.orrery.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicBoolean;

import org.orrery.control.api.DomainApi;
import org.orrery.control.api.DomainApi.RecordingRequest;
import org.orrery.control.api.DomainApi.RecordingState;
import org.orrery.lab.Lab;
import org.orrery.lab.LabException;
import org.orrery.lab.StarClient;
import org.orrery.model.io.AtomicFiles;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code orrery record SOURCE->TARGET|OPERATOR --out FILE}: a running connection's traffic into a trace file. */
@Command(name = "record", mixinStandardHelpOptions = true,
        description = {"Record a running connection's traffic, or an operator's output, into a trace file.",
                "The domain of the connection's target records every event it delivers that satisfies --where, with",
                "when it arrived, until --events, --bytes or --seconds is reached (or Ctrl+C, which keeps what was",
                "recorded); the trace is then fetched, checked against the SHA-256 its domain computed and written to",
                "--out (replace with --force). An operator alone is recorded on the first of its connections without",
                "a predicate. The replay source (org.orrery.sample.replay) plays a trace back; a run description names",
                "it by its SHA-256 (docs/runs.md). Exit 1 when the recording failed or recorded nothing."})
final class RecordCommand extends LabCalls {

    /** What {@code --json} prints: the file written and the recording as its domain ended it. */
    record Recorded(String file, RecordingState recording) {
    }

    /** How often the recording is looked at. */
    private static final long LOOK_EVERY_MS = 250;

    @Parameters(index = "0", paramLabel = "SOURCE->TARGET|OPERATOR",
            description = "the connection, by its operators' names, or an operator whose output is recorded")
    String what;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "the trace file (.orrtrace)")
    Path file;

    @Option(names = "--force", description = "replace FILE when it exists")
    boolean force;

    @Option(names = "--where", paramLabel = "PREDICATE",
            description = "only events it accepts (a predicate as a connection's, or xpath:...)")
    String where;

    @Option(names = "--events", paramLabel = "N", description = "stop after N events (default 100,000)")
    long events = DomainApi.DEFAULT_RECORDING_EVENTS;

    @Option(names = "--bytes", paramLabel = "B",
            description = "stop before the trace passes B bytes (default 16 MiB, at most 32 MiB)")
    long bytes = DomainApi.DEFAULT_RECORDING_BYTES;

    @Option(names = "--seconds", paramLabel = "S", description = "stop after S seconds (default 60, at most 3600)")
    int seconds = DomainApi.DEFAULT_RECORDING_SECONDS;

    @Mixin
    JsonOption answer;

    @Override
    int call(Lab lab) throws Exception {
        String source = what.strip();
        String target = "";
        int arrow = what.indexOf("->");
        if (arrow >= 0) {
            source = what.substring(0, arrow).strip();
            target = what.substring(arrow + 2).strip();
            if (source.isEmpty() || target.isEmpty()) {
                err.println("orrery record: '" + what + "' is not SOURCE->TARGET or OPERATOR");
                return 2;
            }
        }
        if (!file.getFileName().toString().endsWith(DomainApi.TRACE_EXTENSION)) {
            err.println("orrery record: a trace file's name ends with " + DomainApi.TRACE_EXTENSION + ", not " + file);
            return 2;
        }
        if (Files.exists(file) && !force) {
            err.println("orrery record: " + file + " exists; --force replaces it");
            return 2;
        }
        StarClient star = star(lab);
        RecordingState recording;
        try {
            recording = star.openRecording(new RecordingRequest(source, target, where, events, bytes, seconds));
        } catch (LabException e) {
            err.println("orrery record: " + e.getMessage());
            return e.status() / 100 == 4 ? 2 : 1;
        }
        err.println("recording " + recording.source() + " -> " + recording.target() + " in " + recording.domain()
                + (recording.where().isEmpty() ? "" : ", where " + recording.where()) + " (Ctrl+C stops it, keeping "
                + "what it recorded)");
        AtomicBoolean interrupted = new AtomicBoolean();
        AtomicBoolean done = new AtomicBoolean();
        Thread main = Thread.currentThread();
        Thread stopOnExit = new Thread(() -> {
            if (!done.get()) {
                interrupted.set(true);
                try {
                    main.join(30_000); // the recording is stopped, fetched and written before the process ends
                } catch (@SuppressWarnings("unused") InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }, "orrery-record-stop");
        Runtime.getRuntime().addShutdownHook(stopOnExit);
        try {
            while (!recording.ended()) {
                if (interrupted.get()) {
                    recording = star.stopRecording(recording);
                    break;
                }
                Thread.sleep(LOOK_EVERY_MS);
                recording = star.recording(recording);
            }
            byte[] trace = star.fetchRecording(recording);
            star.deleteRecording(recording);
            if (file.toAbsolutePath().getParent() != null) {
                Files.createDirectories(file.toAbsolutePath().getParent());
            }
            AtomicFiles.write(file, stream -> stream.write(trace));
        } finally {
            done.set(true);
            if (!interrupted.get()) {
                Runtime.getRuntime().removeShutdownHook(stopOnExit);
            }
        }
        if (!answer.print(out, new Recorded(file.toString(), recording))) {
            out.println("recorded " + recording.events() + (recording.events() == 1 ? " event" : " events") + " ("
                    + recording.bytes() + " bytes) of " + recording.source() + " -> " + recording.target() + " to "
                    + file + ": " + recording.state() + ", " + recording.reason() + "; sha256 " + recording.sha256());
        }
        if (recording.state().equals("failed") || recording.events() == 0) {
            err.println("orrery record: " + (recording.events() == 0 ? "nothing was recorded" : recording.reason()));
            return 1;
        }
        return 0;
    }
}
