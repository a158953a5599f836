package org.orrery.agent.transport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import org.orrery.agent.host.OwnTree;
import org.orrery.control.api.LatencyProfile;

import io.aeron.driver.MediaDriver;
import io.aeron.driver.ThreadingMode;

/**
 * The Aeron media driver of a host, shared by its domains: one thread, waiting as the most demanding latency profile of
 * the host's domains (until one is set, a backoff that parks at most 1 ms). Domains of the host exchange events through
 * its shared memory; domains of other hosts over its UDP. <p> The driver's files live in a directory of their own, made
 * fresh under an unpredictable name with mode 0700, so that no other local user can read the events between domains or
 * have the driver's start-up clean-up delete anything but its own files; the directory is removed when the driver
 * stops.
 */
public final class HostMediaDriver implements AutoCloseable {

    private final Path privateDirectory;
    private final MediaDriver driver;
    private final DomainIdle idle;

    private HostMediaDriver(Path privateDirectory, MediaDriver driver, DomainIdle idle) {
        this.privateDirectory = privateDirectory;
        this.driver = driver;
        this.idle = idle;
    }

    /** Where every driver makes its private directory: shared memory. */
    public static final Path SHARED_MEMORY = Path.of("/dev/shm");

    /** How the private directory of the node daemon of {@code host} begins; a random number follows. */
    public static String prefix(String host) {
        return "orrery-" + host + "-";
    }

    /** Starts a driver in a fresh private directory in {@link #SHARED_MEMORY} whose name begins with {@code prefix}. */
    public static HostMediaDriver launch(String prefix) throws IOException {
        Path own = Files.createTempDirectory(SHARED_MEMORY, prefix,
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        // until a deployment says otherwise: 10 spins, 10 yields, then parks from 1 µs doubling to 1 ms
        DomainIdle idle = new DomainIdle("backoff", 1_000_000);
        MediaDriver.Context context = new MediaDriver.Context().aeronDirectoryName(own.resolve("driver").toString())
                .dirDeleteOnStart(true)
                .dirDeleteOnShutdown(true)
                .threadingMode(ThreadingMode.SHARED)
                .sharedIdleStrategy(idle)
                .ipcTermBufferLength(1 << 20)
                .publicationTermBufferLength(1 << 20)
                .termBufferSparseFile(true);
        try {
            return new HostMediaDriver(own, MediaDriver.launch(context), idle);
        } catch (RuntimeException e) {
            OwnTree.remove(own);
            throw e;
        }
    }

    /** The directory domains connect to, inside the driver's private directory (its parent). */
    public String directory() {
        return driver.aeronDirectoryName();
    }

    /**
     * From its next idle on, the driver's thread waits as {@code profile} says (see {@link DomainIdle}), except that
     * for {@code low-latency} it waits as {@code balanced}: a polling driver would take a core from the host's
     * low-latency domains, which poll themselves, and shared memory between them never passes through it.
     */
    public void latencyProfile(LatencyProfile profile) {
        idle((profile == LatencyProfile.LOW_LATENCY ? LatencyProfile.BALANCED : profile).wireName());
    }

    /**
     * From its next idle on, the driver's thread waits by {@code name}: a profile or a fixed strategy (comparisons).
     */
    public void idle(String name) {
        idle.select(name);
    }

    /** The driver thread's idle strategy itself, whose counts tell how it waited. */
    DomainIdle idleStrategy() {
        return idle;
    }

    /** How the driver's thread waits: a latency profile's name, or {@code backoff} before any was set. */
    public String idle() {
        return idle.name();
    }

    @Override
    public void close() {
        driver.close();
        try {
            OwnTree.remove(privateDirectory);
        } catch (IOException e) {
            throw new UncheckedIOException(
                    "cannot remove the media driver directory " + privateDirectory + ": " + e.getMessage(), e);
        }
    }
}
