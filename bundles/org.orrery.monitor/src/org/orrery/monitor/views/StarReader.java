package org.orrery.monitor.views;

import java.util.function.Consumer;

import org.eclipse.swt.widgets.Display;
import org.orrery.lab.LabException;
import org.orrery.lab.LabSession;
import org.orrery.lab.StarClient;

/**
 * Reads something of the running system from the lab's Star every two seconds while the lab is live, on a thread of its
 * own, and hands each answer to the UI thread; a Star away for a moment leaves the view as it was until the next read.
 * Stopped with {@link #stop}, when its view goes.
 */
final class StarReader<T> {

    /** A read of the Star's. */
    interface Read<T> {

        T from(StarClient star) throws LabException;
    }

    private static final long READ_EVERY_MS = 2_000;

    private final Thread thread;
    private volatile boolean open = true;

    private StarReader(String name, Read<T> read, Consumer<T> onUi) {
        thread = new Thread(() -> {
            while (open) {
                try {
                    if (LabSession.get().isLive()) {
                        T answer = read.from(LabSession.get().lab().star());
                        Display.getDefault().asyncExec(() -> onUi.accept(answer));
                    }
                } catch (@SuppressWarnings("unused") LabException | RuntimeException e) {
                    // the Star went away for a moment: the view stays as it was, the next read tries again
                }
                try {
                    Thread.sleep(READ_EVERY_MS);
                } catch (@SuppressWarnings("unused") InterruptedException e) {
                    return;
                }
            }
        }, name);
        thread.setDaemon(true);
    }

    /** Starts reading with {@code read} and showing with {@code onUi} (on the UI thread). */
    static <T> StarReader<T> start(String name, Read<T> read, Consumer<T> onUi) {
        StarReader<T> reader = new StarReader<>(name, read, onUi);
        reader.thread.start();
        return reader;
    }

    void stop() {
        open = false;
        thread.interrupt();
    }
}
