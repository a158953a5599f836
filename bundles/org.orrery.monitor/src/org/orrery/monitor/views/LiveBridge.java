package org.orrery.monitor.views;

import java.lang.management.ManagementFactory;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

import org.eclipse.swt.widgets.Display;
import org.orrery.control.api.LiveStatus;
import org.orrery.editor.OrreryEditor;
import org.orrery.lab.Lab;
import org.orrery.lab.LabSession;
import org.orrery.monitor.Monitor;

/**
 * Carries the lab session's live status to the diagrams of the open editors showing the deployed system. Statuses
 * arriving faster than the UI thread takes them are coalesced: only the newest is shown. It also keeps count of the UI
 * thread's time spent showing them, which the live-view benchmark reads.
 */
public final class LiveBridge implements LabSession.Listener {

    private static final LiveBridge INSTANCE = new LiveBridge();

    private final AtomicBoolean scheduled = new AtomicBoolean();
    private final AtomicLong busyNanos = new AtomicLong();
    private final AtomicLong updates = new AtomicLong();
    private final AtomicLong latencyNanos = new AtomicLong();
    private volatile long arrivedAtNanos;
    private final long[] recentLatencies = new long[4096];
    private boolean firstShown;

    public static LiveBridge get() {
        return INSTANCE;
    }

    public static void install() {
        LabSession.get().addListener(INSTANCE);
    }

    @Override
    public void status(LiveStatus status) {
        schedule();
    }

    @Override
    public void connection(boolean connected, String problem) {
        schedule();
    }

    @Override
    public void labChanged(Lab lab) {
        schedule();
    }

    @Override
    public void deployed(LabSession.DeployReport report) {
        schedule();
    }

    /** Shows the session's newest status soon, on the UI thread; one pending update at a time. */
    public void schedule() {
        arrivedAtNanos = System.nanoTime();
        if (!scheduled.compareAndSet(false, true)) {
            return;
        }
        Display display = Display.getDefault();
        if (display.isDisposed()) {
            return;
        }
        display.asyncExec(this::showNow);
    }

    private void showNow() {
        scheduled.set(false);
        long start = System.nanoTime();
        long arrived = arrivedAtNanos;
        LabSession session = LabSession.get();
        LiveStatus status = session.isLive() ? session.latest() : null;
        String problem = session.isLive() && !session.isConnected() ? session.problem() : "";
        for (OrreryEditor editor : Monitor.openEditors()) {
            boolean same = status != null && status.system() != null
                    && status.system().equals(editor.getSystem().getName());
            if (same) {
                editor.showLive(status, problem);
            } else if (editor.shownLive() != null) {
                editor.showLive(null, "");
            }
        }
        long end = System.nanoTime();
        busyNanos.addAndGet(end - start);
        latencyNanos.addAndGet(end - arrived);
        synchronized (recentLatencies) {
            recentLatencies[(int) (updates.getAndIncrement() % recentLatencies.length)] = end - arrived;
        }
        if (!firstShown && status != null && status.isDeployed()) {
            firstShown = true;
            long sinceStart = System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
            System.out.println("orrery: live view of " + status.system() + " shown " + sinceStart
                    + " ms after the workbench started");
        }
    }

    /** The latest update latencies (arrival of a status to the end of showing it), in nanoseconds, oldest first. */
    public long[] recentLatencies() {
        synchronized (recentLatencies) {
            int count = (int) Math.min(updates.get(), recentLatencies.length);
            long[] copy = new long[count];
            long total = updates.get();
            for (int i = 0; i < count; i++) {
                copy[i] = recentLatencies[(int) ((total - count + i) % recentLatencies.length)];
            }
            return copy;
        }
    }

    /** UI-thread time spent showing statuses so far, in nanoseconds. */
    public long busyNanos() {
        return busyNanos.get();
    }

    public long updates() {
        return updates.get();
    }

    /** Sum over updates of the time from a status's arrival to the end of showing it, in nanoseconds. */
    public long latencyNanos() {
        return latencyNanos.get();
    }
}
