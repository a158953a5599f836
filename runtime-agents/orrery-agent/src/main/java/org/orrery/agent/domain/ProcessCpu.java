package org.orrery.agent.domain;

import java.lang.management.ManagementFactory;

import com.sun.management.OperatingSystemMXBean;

/**
 * This process's CPU in percent of one core, over the time since it was last asked (at least half a second; asked
 * sooner, the last figure is given again; the first time, since this object was made). From the process's CPU time
 * alone: the JDK's own process CPU load reads the container's control group files (quota, shares, CPU set) at every
 * call, which took a fifth of what a Planet spent answering its status twice a second.
 */
final class ProcessCpu {

    private static final long MIN_WINDOW_NS = 500_000_000L;

    private final OperatingSystemMXBean os;
    private long lastWallNs;
    private long lastCpuNs;
    private double percent = -1;

    ProcessCpu() {
        os = ManagementFactory.getOperatingSystemMXBean() instanceof OperatingSystemMXBean bean ? bean : null;
        lastWallNs = System.nanoTime();
        lastCpuNs = os == null ? -1 : os.getProcessCpuTime();
    }

    /** The percentage (100 = one core busy), or -1 where the JVM cannot tell its CPU time. */
    synchronized double percent() {
        if (os == null || lastCpuNs < 0) {
            return -1;
        }
        long now = System.nanoTime();
        if (now - lastWallNs >= MIN_WINDOW_NS || percent < 0 && now > lastWallNs) {
            long cpu = os.getProcessCpuTime();
            percent = Math.max(0, 100.0 * (cpu - lastCpuNs) / (now - lastWallNs));
            lastWallNs = now;
            lastCpuNs = cpu;
        }
        return percent;
    }
}
