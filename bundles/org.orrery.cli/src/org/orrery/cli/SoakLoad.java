package org.orrery.cli;

import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import org.orrery.control.api.DomainApi.RecordingRequest;
import org.orrery.control.api.DomainApi.RecordingState;
import org.orrery.control.api.DomainApi.TapOpened;
import org.orrery.control.api.DomainApi.TapRequest;
import org.orrery.lab.LabException;
import org.orrery.lab.StarClient;

/**
 * What a soak does beside the traffic, as a lab in use does (its alerts are the system's own, evaluated at every
 * heartbeat): a tap open on a link and read every few seconds, tracing one event in a hundred and the traces read, and
 * a recording of a link that records within its bound, is fetched whole and deleted, and starts again. Counts what it
 * did; a call that fails is counted, never fatal to the soak, so that the report says how the lab served it.
 */
final class SoakLoad implements AutoCloseable {

    private static final long EVERY_S = 2;
    private static final long RECORDING_BYTES = 4L << 20;

    private final StarClient star;
    private final String[] tapped;
    private final String[] recorded;
    private final ScheduledExecutorService thread = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "orrery-soak-load");
        t.setDaemon(true);
        return t;
    });
    private TapOpened tap;
    private RecordingState recording;
    private long tapEvents;
    private long traces;
    private long recordings;
    private long recordedBytes;
    private long failures;
    private String lastFailure = "";

    /** A load on the link {@code tapped} (source, target) and recordings of {@code recorded}. */
    SoakLoad(StarClient star, String[] tapped, String[] recorded) {
        this.star = star;
        this.tapped = tapped;
        this.recorded = recorded;
    }

    /** Starts tracing and the tap, and the rounds that read them and cycle the recording. */
    void start() throws LabException {
        star.trace(100);
        tap = star.openTap(new TapRequest(tapped[0], tapped[1], "", 10));
        thread.scheduleWithFixedDelay(this::round, EVERY_S, EVERY_S, TimeUnit.SECONDS);
    }

    private synchronized void round() {
        try {
            tapEvents += star.readTap(tap).events().size();
            traces = Math.max(traces, star.traces().traces().size());
            if (recording == null) {
                recording = star.openRecording(
                        new RecordingRequest(recorded[0], recorded[1], "", 1_000_000_000L, RECORDING_BYTES, 60));
            } else {
                recording = star.recording(recording);
                if (recording.ended()) {
                    recordedBytes += star.fetchRecording(recording).length;
                    star.deleteRecording(recording);
                    recordings++;
                    recording = null;
                }
            }
        } catch (LabException | RuntimeException e) {
            failures++;
            lastFailure = e.getMessage();
        }
    }

    /** One line: what it did, and how many of its calls failed (with the last reason). */
    synchronized String summary() {
        return String.format(Locale.ROOT,
                "soak: beside the traffic: a tap on %s->%s (%,d events read), tracing 1 in 100 (%d traces at most at a "
                        + "time), %d recordings of %s->%s fetched (%,d bytes); %d calls failed%s",
                tapped[0], tapped[1], tapEvents, traces, recordings, recorded[0], recorded[1], recordedBytes, failures,
                failures == 0 ? "" : " (last: " + lastFailure + ")");
    }

    @Override
    public synchronized void close() {
        thread.shutdownNow();
        try {
            if (tap != null) {
                star.closeTap(tap);
            }
            if (recording != null) {
                star.deleteRecording(recording);
            }
            star.trace(0);
        } catch (LabException | RuntimeException e) {
            failures++;
            lastFailure = e.getMessage();
        }
    }
}
