package org.orrery.agent.bench;

import java.lang.management.ManagementFactory;

/** What one thread allocates from now on, by the JVM's count of each thread's allocation. */
final class ThreadAllocation {

    private final com.sun.management.ThreadMXBean threads;
    private final long thread;
    private final long before;

    ThreadAllocation(long threadId) {
        threads = ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean counting
                && counting.isThreadAllocatedMemorySupported() ? counting : null;
        thread = threadId;
        before = allocated();
    }

    private long allocated() {
        return threads == null ? -1 : threads.getThreadAllocatedBytes(thread);
    }

    /** Bytes allocated since this was made, per one of {@code events}; -1 when the JVM cannot tell. */
    double perEvent(long events) {
        long after = allocated();
        return after < 0 || before < 0 || events <= 0 ? -1 : (after - before) / (double) events;
    }
}
