package org.orrery.agent;

import org.agrona.concurrent.BackoffIdleStrategy;

import io.aeron.driver.MediaDriver;
import io.aeron.driver.ThreadingMode;

/**
 * The Aeron media driver of a host, shared by its domains: one thread, a backoff idle strategy that parks at
 * most 1 ms (a few percent of a core when idle, full speed under load), and its directory removed on stop.
 * Domains of the host exchange events through its shared memory; domains of other hosts over its UDP.
 */
public final class HostMediaDriver implements AutoCloseable {

    private final MediaDriver driver;

    private HostMediaDriver(MediaDriver driver) {
        this.driver = driver;
    }

    /** Starts a driver in {@code directory} (under /dev/shm for shared memory); one directory per driver. */
    public static HostMediaDriver launch(String directory) {
        MediaDriver.Context context = new MediaDriver.Context()
                .aeronDirectoryName(directory)
                .dirDeleteOnStart(true)
                .dirDeleteOnShutdown(true)
                .threadingMode(ThreadingMode.SHARED)
                .sharedIdleStrategy(new BackoffIdleStrategy(100, 10, 1_000, 1_000_000))
                .ipcTermBufferLength(1 << 20)
                .publicationTermBufferLength(1 << 20)
                .termBufferSparseFile(true);
        return new HostMediaDriver(MediaDriver.launch(context));
    }

    public String directory() {
        return driver.aeronDirectoryName();
    }

    @Override
    public void close() {
        driver.close();
    }
}
