package org.orrery.app.tests;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Predicate;
import java.util.function.Supplier;

import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;

/**
 * A second hand for modal dialogs. A dialog opened by a click runs its own event loop inside that click, so the test
 * cannot go on until it closes: the hand works it from another thread, reading the widgets on the UI thread (which the
 * dialog's loop keeps serving) and typing and clicking through the X server with xdotool, as a person would.
 */
final class Hand {

    /** What the hand does. */
    interface Steps {

        void run(Hand hand) throws Exception;
    }

    private final Display display;
    private final AtomicReference<Throwable> problem = new AtomicReference<>();
    private final Thread thread;

    private Hand(Display display, String name, Steps steps) {
        this.display = display;
        this.thread = new Thread(() -> {
            try {
                steps.run(this);
            } catch (Throwable e) {
                problem.set(e);
                dismissDialogs();
            }
        }, name);
    }

    /**
     * After a failed step: Escape pressed three times, which closes the dialogs a step may have left open (GTK's own
     * file chooser included, which SWT does not see as a shell), so that the click which opened them returns and the
     * test reports the failure instead of waiting inside a dialog for ever.
     */
    private void dismissDialogs() {
        try {
            for (int i = 0; i < 3; i++) {
                xdotool("key", "Escape");
                Thread.sleep(500);
            }
        } catch (Exception | AssertionError e) {
            problem.get().addSuppressed(e);
        }
    }

    /** Starts a hand doing {@code steps}; call from the UI thread before the click that opens the dialog. */
    static Hand start(String name, Steps steps) {
        Hand hand = new Hand(Display.getCurrent(), name, steps);
        hand.thread.start();
        return hand;
    }

    /** Waits (dispatching events) until the hand has done everything, and fails with what went wrong in it. */
    void await(long timeoutMs) {
        Ui.waitUntil("the hand '" + thread.getName() + "'", timeoutMs, () -> !thread.isAlive());
        if (problem.get() instanceof AssertionError failed) {
            throw failed;
        }
        if (problem.get() != null) {
            throw new AssertionError(thread.getName() + ": " + problem.get(), problem.get());
        }
    }

    /** {@code read} on the UI thread. */
    <T> T read(Supplier<T> read) {
        List<T> value = new ArrayList<>(1);
        display.syncExec(() -> value.add(read.get()));
        return value.get(0);
    }

    /** The visible shell titled {@code title}, or null when there is none now. */
    Shell shell(String title) {
        return read(() -> {
            for (Shell candidate : display.getShells()) {
                if (!candidate.isDisposed() && candidate.isVisible() && title.equals(candidate.getText())) {
                    return candidate;
                }
            }
            return null;
        });
    }

    /** The visible shell titled {@code title} once it appears. */
    Shell awaitShell(String title, long timeoutMs) throws InterruptedException {
        Shell[] shown = {null};
        if (!within(timeoutMs, 100, () -> (shown[0] = shell(title)) != null)) {
            throw new AssertionError("no '" + title + "' dialog within " + timeoutMs + " ms");
        }
        Thread.sleep(500);
        return shown[0];
    }

    /** A condition a thread other than the UI thread waits for; asking it may fail as {@code E}. */
    @FunctionalInterface
    interface Check<E extends Exception> {

        boolean holds() throws E, InterruptedException;
    }

    /**
     * Asks {@code condition} every {@code pollMs} until it holds or {@code timeoutMs} has passed; whether it held. The
     * one wait of a thread other than the UI thread ({@link Ui#waitAtMost} is the UI thread's).
     */
    static <E extends Exception> boolean within(long timeoutMs, long pollMs, Check<E> condition)
            throws E, InterruptedException {
        long deadline = System.nanoTime() + timeoutMs * 1_000_000L;
        while (!condition.holds()) {
            if (System.nanoTime() - deadline > 0) {
                return false;
            }
            Thread.sleep(pollMs);
        }
        return true;
    }

    /** The button labelled {@code label} (mnemonics aside) under {@code control}; fails when there is none. */
    static Button button(Control control, String label) {
        Button found = find(control, Button.class, b -> b.getText().replace("&", "").equals(label.replace("&", "")));
        if (found == null) {
            throw new AssertionError("no button " + label);
        }
        return found;
    }

    /** The first control of {@code type} under {@code control} (itself included) that passes {@code test}, or null. */
    static <T extends Control> T find(Control control, Class<T> type, Predicate<T> test) {
        if (type.isInstance(control) && test.test(type.cast(control))) {
            return type.cast(control);
        }
        if (control instanceof Composite composite) {
            for (Control child : composite.getChildren()) {
                T found = find(child, type, test);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /** Clicks the middle of {@code control} with the left button. */
    void click(Control control) throws IOException, InterruptedException {
        Point centre = read(() -> {
            control.getShell().forceActive();
            return control.toDisplay(control.getSize().x / 2, control.getSize().y / 2);
        });
        // step off the target first: a synchronous move to where the pointer already is would wait for ever
        xdotool("mousemove", String.valueOf(centre.x + 3), String.valueOf(centre.y + 3));
        xdotool("mousemove", "--sync", String.valueOf(centre.x), String.valueOf(centre.y), "click", "1");
    }

    /** Presses {@code keys} with the keyboard focus on {@code control}. */
    void key(Control control, String keys) throws IOException, InterruptedException {
        read(() -> {
            control.getShell().forceActive();
            return control.setFocus();
        });
        Thread.sleep(100);
        xdotool("key", keys);
    }

    /** Runs xdotool with {@code arguments} (at most 30 s) and lets the workbench take it in. */
    void xdotool(String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("xdotool"));
        command.addAll(List.of(arguments));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError(String.join(" ", command) + " did not finish within 30 s");
        }
        if (process.exitValue() != 0) {
            throw new AssertionError(
                    String.join(" ", command) + ": " + new String(process.getInputStream().readAllBytes()));
        }
        Thread.sleep(300);
    }
}
