package org.orrery.agent.engine;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.locks.LockSupport;
import java.util.function.IntSupplier;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

import org.agrona.concurrent.Agent;
import org.agrona.concurrent.AgentRunner;
import org.agrona.concurrent.ManyToOneConcurrentLinkedQueue;
import org.orrery.agent.transport.DomainIdle;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A domain's duty thread: an Agrona {@link Agent} driven by an {@link AgentRunner} with the domain's idle strategy.
 * Each cycle first runs the commands other threads queued ({@link #call(Supplier)}), then the domain's work; so
 * everything the thread owns is read and changed on it alone, and no lock is taken per cycle.
 */
final class DutyThread {

    private static final Logger LOG = LoggerFactory.getLogger(DutyThread.class);

    /** How long a caller waits for the duty thread to carry out a command. */
    private static final long COMMAND_TIMEOUT_S = 30;
    private static final long COMMAND_POLL_MS = 100;

    private final String domain;
    private final IntSupplier work;
    private final Runnable onClose;
    /** The domain's clock, which a command's wait is timed by. */
    private final LongSupplier clockNs;
    private final ManyToOneConcurrentLinkedQueue<Runnable> commands = new ManyToOneConcurrentLinkedQueue<>();
    private final AgentRunner runner;
    private final Thread thread;
    /** What ended the duty thread, if something did. */
    private volatile Throwable failure;

    /**
     * Starts the duty thread of {@code domain}: each cycle does {@code work}; {@code onClose} runs on it at the end.
     */
    DutyThread(String domain, DomainIdle idle, IntSupplier work, Runnable onClose, LongSupplier clockNs) {
        this.domain = domain;
        this.clockNs = clockNs;
        this.work = work;
        this.onClose = onClose;
        this.runner = new AgentRunner(idle, this::cycleFailed, null, new Cycle());
        this.thread = AgentRunner.startOnThread(runner, runnable -> {
            Thread started = new Thread(runnable, "orrery-domain-" + domain);
            started.setDaemon(true);
            return started;
        });
    }

    long threadId() {
        return thread.getId();
    }

    /** Whatever a cycle threw; an {@link Error} ends the duty thread right after (the runner rethrows it). */
    private void cycleFailed(Throwable error) {
        LOG.error("the duty cycle of domain {} failed", domain, error);
        if (error instanceof Error) {
            failure = error;
        }
    }

    /**
     * Why the domain no longer moves events, or null while it does: its duty thread died (of an {@code Error} such as
     * running out of memory) or ended while it was not closed.
     */
    String failure() {
        Throwable failed = failure;
        if (failed != null) {
            return "the event thread died: " + failed;
        }
        return thread.isAlive() || runner.isClosed() ? null : "the event thread has ended";
    }

    /** The duty cycle: the commands waiting, then the domain's work. */
    private final class Cycle implements Agent {

        @Override
        public int doWork() {
            return runCommands() + work.getAsInt();
        }

        @Override
        public void onClose() {
            runCommands();
            onClose.run();
        }

        @Override
        public String roleName() {
            return "orrery-domain-" + domain;
        }
    }

    private int runCommands() {
        int count = 0;
        for (Runnable command = commands.poll(); command != null; command = commands.poll()) {
            command.run();
            count++;
        }
        return count;
    }

    /** Wakes the duty thread should it be idle. */
    void wake() {
        LockSupport.unpark(thread);
    }

    /**
     * Carries out {@code task} on the duty thread between two cycles and returns its result; on the duty thread itself,
     * or when it no longer runs (closed), at once on this thread.
     */
    <T> T call(Supplier<T> task) {
        if (Thread.currentThread() == thread || !thread.isAlive()) {
            return task.get();
        }
        CompletableFuture<T> done = new CompletableFuture<>();
        commands.offer(() -> {
            try {
                done.complete(task.get());
            } catch (RuntimeException | Error e) {
                done.completeExceptionally(e);
            }
        });
        wake();
        long deadline = clockNs.getAsLong() + TimeUnit.SECONDS.toNanos(COMMAND_TIMEOUT_S);
        try {
            while (true) {
                try {
                    return done.get(COMMAND_POLL_MS, TimeUnit.MILLISECONDS);
                } catch (TimeoutException e) {
                    if (!thread.isAlive()) {
                        synchronized (commands) {
                            runCommands(); // the thread ended after the command was queued: nobody else will run it
                        }
                    } else if (clockNs.getAsLong() - deadline > 0) {
                        throw new IllegalStateException("the duty thread of domain '" + domain
                                + "' did not answer within " + COMMAND_TIMEOUT_S + " s", e);
                    }
                }
            }
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw (Error) e.getCause();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the duty thread of domain '" + domain + "'",
                    e);
        }
    }

    /**
     * Has {@code task} carried out on the duty thread between two cycles, and waits for it up to {@code timeoutMs}:
     * whether it was done by then (if not, it is done later, when the thread gets to it).
     */
    boolean callWithin(Runnable task, long timeoutMs) {
        if (Thread.currentThread() == thread || !thread.isAlive()) {
            task.run();
            return true;
        }
        CountDownLatch done = new CountDownLatch(1);
        commands.offer(() -> {
            try {
                task.run();
            } finally {
                done.countDown();
            }
        });
        wake();
        try {
            return done.await(timeoutMs, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Carries out {@code task} on the duty thread between two cycles ({@link #call(Supplier)}). */
    void call(Runnable task) {
        call(() -> {
            task.run();
            return null;
        });
    }

    /** Ends the duty thread after its current cycle; it runs the commands left and its close work first. */
    void close() {
        runner.close();
    }
}
