package org.orrery.agent.transport;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * Whether the machine is saturated now: more threads ready to run than it has cores, as the kernel counts them
 * ({@code /proc/loadavg}'s running tasks, read every {@value #SAMPLE_MS} ms by a daemon thread of its own, itself not
 * counted). An event thread that would spin while waiting yields instead when it is, since the core it would spin on is
 * one another thread (a receiver, the media driver's conductor) is waiting for. One per process, started on first use;
 * where the kernel does not say (no {@code /proc}), the machine is never saturated.
 */
public final class MachineLoad {

    static final long SAMPLE_MS = 10;
    private static final Path LOADAVG = Path.of("/proc/loadavg");

    private static final class Shared {

        static final MachineLoad LOAD = start();
    }

    private final int cores;
    private volatile boolean saturated;
    private volatile boolean heeded = true;

    MachineLoad(int cores) {
        this.cores = cores;
    }

    /** The process's sampler, started on the first call. */
    public static MachineLoad shared() {
        return Shared.LOAD;
    }

    private static MachineLoad start() {
        MachineLoad load = new MachineLoad(Runtime.getRuntime().availableProcessors());
        if (Files.isReadable(LOADAVG)) {
            Thread sampler = new Thread(load::sample, "orrery-machine-load");
            sampler.setDaemon(true);
            sampler.start();
        }
        return load;
    }

    /** Whether more threads were ready to run than the machine has cores, at the last sample (and it is heeded). */
    public boolean saturated() {
        return heeded && saturated;
    }

    /**
     * Whether the load is heeded (the default); while it is not, the machine is never saturated, and event threads spin
     * as they did before: the benchmark's comparison.
     */
    public void heed(boolean heed) {
        heeded = heed;
    }

    private void sample() {
        while (true) {
            try {
                observe(Files.readString(LOADAVG));
            } catch (IOException | RuntimeException e) {
                saturated = false; // the kernel no longer says: wait as if not saturated, and stop asking
                return;
            }
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(SAMPLE_MS));
        }
    }

    /** Takes {@code loadavg} as the kernel's latest word ({@link #saturated(String)}). */
    void observe(String loadavg) {
        saturated = saturated(loadavg);
    }

    /**
     * Whether {@code loadavg} (the text of {@code /proc/loadavg}: three load averages, then {@code running/total}
     * tasks, then the last process id) counts more running tasks than there are cores, the reading thread not counted.
     */
    boolean saturated(String loadavg) {
        String[] fields = loadavg.strip().split("\\s+");
        if (fields.length < 4 || fields[3].indexOf('/') < 1) {
            throw new IllegalArgumentException("not a loadavg line: '" + loadavg.strip() + "'");
        }
        int running = Integer.parseInt(fields[3].substring(0, fields[3].indexOf('/')));
        return running - 1 > cores;
    }
}
