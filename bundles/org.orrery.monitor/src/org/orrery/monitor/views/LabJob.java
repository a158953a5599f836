package org.orrery.monitor.views;

import java.util.function.Consumer;

import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Display;
import org.orrery.lab.LabException;

/**
 * A call to the lab (its Star, its tool) made in a job off the UI thread, whose outcome is shown on the UI thread: the
 * one way the monitor views ask the lab for something and tell the user what came of it.
 */
final class LabJob {

    /** What the job does. */
    interface Call<T> {

        T run() throws LabException;
    }

    private LabJob() {
    }

    /**
     * Schedules {@code call} as a job named {@code what}; {@code outcome} gets "WHAT: result" or "WHAT failed: why", on
     * the UI thread of {@code display}.
     */
    static Job describe(String what, Display display, Consumer<String> outcome, Call<String> call) {
        return schedule(what, false, display, call, result -> outcome.accept(what + ": " + result),
                failure -> outcome.accept(what + " failed: " + failure.getMessage()));
    }

    /**
     * Schedules {@code call} as a job named {@code what}, shown in a progress dialog when {@code user}; {@code done}
     * gets its result, or {@code failed} why it failed, on the UI thread of {@code display} (neither once the display
     * is gone).
     */
    static <T> Job schedule(String what, boolean user, Display display, Call<T> call, Consumer<T> done,
            Consumer<LabException> failed) {
        Job job = Job.create(what, monitor -> {
            try {
                T result = call.run();
                later(display, () -> done.accept(result));
            } catch (LabException e) {
                later(display, () -> failed.accept(e));
            }
            return Status.OK_STATUS;
        });
        job.setUser(user);
        job.schedule();
        return job;
    }

    private static void later(Display display, Runnable task) {
        if (!display.isDisposed()) {
            display.asyncExec(task);
        }
    }
}
