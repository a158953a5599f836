package org.orrery.agent.host;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import org.orrery.control.api.NodeApi;

/**
 * The clock a host's agents stamp events with and measure latency by, in the lab's time: the host's monotonic clock
 * ({@link System#nanoTime()}, plus a skew that only tests set, to play a host whose clock differs) minus the host's
 * offset to the Star's clock, which the Star measures and the node daemon hands to its domains in a file of the lab
 * directory. Without an offset (a lab of one machine, or before the first measurement) lab time is host time.
 */
public final class LabClock {

    /** The file in a host's lab directory that holds the host's offset and its uncertainty, in nanoseconds. */
    public static final String FILE = "clock-offset";

    private final long skewNs;
    private volatile long offsetNs;
    private volatile long uncertaintyNs = -1;

    public LabClock(long skewNs) {
        this.skewNs = skewNs;
    }

    /** The skew a test gave this host's clock (0 otherwise). */
    public long skewNs() {
        return skewNs;
    }

    /** The host's own clock: what the Star's measurement reads. */
    public long hostNow() {
        return System.nanoTime() + skewNs;
    }

    /** Lab time: the host's clock corrected by its offset to the Star's. */
    public long now() {
        return hostNow() - offsetNs;
    }

    public long offsetNs() {
        return offsetNs;
    }

    /** Half the round trip of the measurement the offset came from; -1 before the first. */
    public long uncertaintyNs() {
        return uncertaintyNs;
    }

    public void set(long offset, long uncertainty) {
        this.offsetNs = offset;
        this.uncertaintyNs = uncertainty;
    }

    /** Writes the offset for the host's domains ({@value #FILE} in {@code labDir}), atomically. */
    public void write(Path labDir) throws IOException {
        Path temp = labDir.resolve(FILE + ".tmp");
        Files.writeString(temp, offsetNs + " " + uncertaintyNs + "\n", StandardCharsets.US_ASCII);
        Files.move(temp, labDir.resolve(FILE), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /**
     * Reads the offset from {@code file} now and then every second, on a daemon thread; a missing file is no offset.
     */
    public void follow(Path file) {
        read(file);
        ScheduledExecutorService reader = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread thread = new Thread(r, "orrery-lab-clock");
            thread.setDaemon(true);
            return thread;
        });
        reader.scheduleWithFixedDelay(() -> read(file), 1, 1, TimeUnit.SECONDS);
    }

    private void read(Path file) {
        try {
            String[] parts = Files.readString(file, StandardCharsets.US_ASCII).strip().split(" ");
            set(Long.parseLong(parts[0]), Long.parseLong(parts[1]));
        } catch (IOException | RuntimeException e) {
            // no offset measured yet, or a file being replaced: keep the last one
        }
    }

    /** "clock offset to the Star +250.012 ms ± 0.041 ms (best of 8 readings)", or that it is not measured yet. */
    public static String describe(NodeApi.ClockOffset clock) {
        if (clock == null) {
            return "clock offset to the Star: not measured yet";
        }
        return String.format(Locale.ROOT, "clock offset to the Star %+.3f ms ± %.3f ms (best of %d readings)",
                clock.offsetNs() / 1e6, clock.uncertaintyNs() / 1e6, clock.samples());
    }
}
