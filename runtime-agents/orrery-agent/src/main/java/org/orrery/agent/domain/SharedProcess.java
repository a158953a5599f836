package org.orrery.agent.domain;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.orrery.agent.control.ControlServer;
import org.orrery.agent.engine.AeronClients;

import com.sun.management.ThreadMXBean;

/**
 * What the domains of a shared domain host ({@link DomainHost}) share: one media driver client, one pool of request
 * threads for their control servers; and what each has of its own: a thread group, in which every thread it starts (its
 * event thread, its framework's) is made, so that its CPU time and allocation are measured apart.
 */
final class SharedProcess {

    private static final ThreadMXBean THREADS = (ThreadMXBean) ManagementFactory.getThreadMXBean();

    private final AeronClients aeron = AeronClients.shared();
    private final QueuedThreadPool requestThreads;
    private final Map<String, Domain> domains = new ConcurrentHashMap<>();

    private static final class Domain {

        final ThreadGroup threads;
        volatile DomainAgent agent;
        /** CPU and allocated bytes by thread at the last sample, and its time. */
        Map<Long, long[]> last = new HashMap<>();
        long lastAt = System.nanoTime();

        Domain(ThreadGroup threads) {
            this.threads = threads;
        }
    }

    SharedProcess() {
        requestThreads = ControlServer.requestThreads("orrery-control");
        // a selector per domain's server for as long as it runs, and the requests under way beside them
        requestThreads.setMaxThreads(16 + 2 * DomainHost.MAX_DOMAINS);
        try {
            requestThreads.start();
        } catch (Exception e) {
            throw new IllegalStateException("the request threads of the domain host do not start: " + e, e);
        }
        if (THREADS.isThreadCpuTimeSupported()) {
            THREADS.setThreadCpuTimeEnabled(true);
        }
    }

    AeronClients aeron() {
        return aeron;
    }

    QueuedThreadPool requestThreads() {
        return requestThreads;
    }

    /** The thread group domain {@code name}'s threads are made in (a new one: the domain starts). */
    ThreadGroup threadsOf(String name) {
        Domain domain = new Domain(new ThreadGroup("orrery-domain-" + name));
        domains.put(name, domain);
        return domain.threads;
    }

    /** Domain {@code name}'s agent is up. */
    void running(String name, DomainAgent agent) {
        Domain domain = domains.get(name);
        if (domain != null) {
            domain.agent = agent;
        }
    }

    /** Domain {@code name} has ended. */
    void ended(String name) {
        domains.remove(name);
    }

    /** The other domains this process runs beside {@code name}, by name. */
    List<String> neighboursOf(String name) {
        return domains.keySet().stream().filter(other -> !other.equals(name)).sorted().toList();
    }

    /**
     * CPU (percent of one core) and bytes allocated per second by domain {@code name}'s threads since the last call
     * (threads that ended meanwhile are not counted); -1 each when unknown.
     */
    double[] sample(String name) {
        Domain domain = domains.get(name);
        if (domain == null) {
            return new double[]{-1, -1};
        }
        synchronized (domain) {
            Thread[] threads = new Thread[domain.threads.activeCount() + 16];
            int count = domain.threads.enumerate(threads, true);
            long[] ids = Arrays.stream(threads, 0, count).mapToLong(Thread::getId).toArray();
            long[] allocated = THREADS.getThreadAllocatedBytes(ids);
            Map<Long, long[]> now = new HashMap<>();
            long cpu = 0;
            long bytes = 0;
            for (int i = 0; i < ids.length; i++) {
                long[] figures = {THREADS.getThreadCpuTime(ids[i]), allocated[i]};
                if (figures[0] < 0 || figures[1] < 0) {
                    continue;
                }
                long[] before = domain.last.getOrDefault(ids[i], new long[2]);
                cpu += figures[0] - before[0];
                bytes += figures[1] - before[1];
                now.put(ids[i], figures);
            }
            long at = System.nanoTime();
            double seconds = Math.max(1e-3, (at - domain.lastAt) / 1e9);
            domain.last = now;
            domain.lastAt = at;
            return new double[]{100.0 * cpu / 1e9 / seconds, bytes / seconds};
        }
    }

    /** Asks every domain to stop and waits up to {@code timeout} for them to end. */
    void stopAll(long timeout, TimeUnit unit) throws InterruptedException {
        List<Domain> running = new ArrayList<>(domains.values());
        running.stream().map(domain -> domain.agent).filter(a -> a != null).forEach(DomainAgent::stop);
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        while (!domains.isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
    }
}
