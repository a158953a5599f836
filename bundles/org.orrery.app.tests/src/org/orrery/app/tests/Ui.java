package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

import org.eclipse.draw2d.IFigure;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.palette.PaletteEntry;
import org.eclipse.gef.ui.palette.PaletteViewer;
import org.eclipse.jface.action.ToolBarManager;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.orrery.editor.OrreryEditor;
import org.orrery.lab.LabException;
import org.orrery.lab.LabRuntime;
import org.orrery.lab.LabSession;

/** Helpers that drive the real workbench from the UI thread: spinning the event loop and posting OS input. */
final class Ui {

    private Ui() {
    }

    /**
     * No lab running and the workbench following none, as a workbench that has started nothing: a class that deploys on
     * the embedded lab begins so, whatever a class before it (those of {@link LiveSolar} share one) left running.
     */
    static void noLab() throws LabException {
        LabSession.get().stopLab(LabRuntime.configured());
    }

    /** The workbench window's page with no editor open. */
    static IWorkbenchPage emptyPage() {
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        page.closeAllEditors(false);
        return page;
    }

    /**
     * The least a wait for a condition is given: the UI tests run beside the command-line checks, and a click or a
     * redraw that takes a moment alone can take seconds on a loaded machine. A wait ends when its condition holds.
     */
    static final long LEAST_WAIT_MS = 30_000;

    /** Runs the event loop until {@code condition} holds; fails after {@code timeoutMs}, or {@link #LEAST_WAIT_MS}. */
    static void waitUntil(String what, long timeoutMs, BooleanSupplier condition) {
        long timeout = Math.max(timeoutMs, LEAST_WAIT_MS);
        if (!waitAtMost(timeout, condition)) {
            fail("timed out after " + timeout + " ms waiting for " + what + screenshot());
        }
    }

    /**
     * Runs the event loop until {@code condition} holds or {@code timeoutMs} has passed; whether it held. The one wait
     * of the UI thread: {@link #waitUntil} and {@link #settle} are this one.
     */
    static boolean waitAtMost(long timeoutMs, BooleanSupplier condition) {
        Display display = Display.getCurrent();
        long deadline = System.nanoTime() + timeoutMs * 1_000_000L;
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                return false;
            }
            display.timerExec(10, () -> {
            });
            if (!display.readAndDispatch()) {
                display.sleep();
            }
        }
        return true;
    }

    /** Saves a picture of the workbench into target/screenshots as a failure's, and says where. */
    private static String screenshot() {
        try {
            return " (screen: " + saveScreenshot(Path.of("")
                    .toAbsolutePath()
                    .resolve("target/failures/failure-" + System.currentTimeMillis() + ".png")) + ")";
        } catch (@SuppressWarnings("unused") IOException | RuntimeException noPicture) {
            return "";
        }
    }

    /** Lets the event loop run for a while, so that posted events and repaints are processed. */
    static void settle(long millis) {
        waitAtMost(millis, () -> false);
    }

    /*
     * Mouse input goes through the X server (its XTest extension, driven by xdotool), so the workbench receives exactly
     * what a person's mouse would produce. SWT 3.135's Display.post on GTK 3 puts synthesized GDK events into the queue
     * instead: under Xvfb their coordinates arrive wrong (offset by the window's origin), and GDK never turns two
     * synthesized presses into a double-click.
     */

    /** Double-clicks the left button at {@code point} of {@code control}. */
    static void doubleClick(Control control, Point point) {
        mouse(control, point, "click", "--repeat", "2", "--delay", "80", "1");
    }

    /** Turns the mouse wheel one notch away from the user (button 4) at {@code point} of {@code control}, Ctrl held. */
    /** Where on the screen (in the palette's control) the palette entry {@code label} of {@code editor} is. */
    static Point paletteEntry(OrreryEditor editor, String label) {
        PaletteViewer palette = editor.paletteViewer();
        for (Object entry : palette.getEditPartRegistry().keySet()) {
            if (entry instanceof PaletteEntry paletteEntry && label.equals(paletteEntry.getLabel())) {
                IFigure figure = ((GraphicalEditPart) palette.getEditPartRegistry().get(entry)).getFigure();
                org.eclipse.draw2d.geometry.Rectangle bounds = figure.getBounds().getCopy();
                figure.translateToAbsolute(bounds);
                return new Point(bounds.x + 30, bounds.y + bounds.height / 2);
            }
        }
        throw new AssertionError("no palette entry '" + label + "'");
    }

    /**
     * Opens the context menu of {@code control}'s selection from the keyboard (Shift+F10), waits until it shows, and
     * presses the mnemonic {@code keys} one after the other, each after the menu it acts on shows: a key sent before a
     * popup is mapped is lost, and the popup then stays open, holding the pointer and keyboard.
     */
    static void contextMenu(Control control, String... keys) {
        Menu menu = control.getMenu();
        for (int attempt = 0;; attempt++) {
            control.setFocus();
            keyToFocus("shift+F10");
            if (waitAtMost(5_000, menu::isVisible)) {
                break;
            }
            if (attempt == 2) {
                fail("the context menu of " + control + " did not open" + screenshot());
            }
        }
        Menu current = menu;
        for (int i = 0; i < keys.length; i++) {
            MenuItem item = mnemonicItem(current, keys[i]);
            keyToFocus(keys[i]);
            if (item.getMenu() != null) {
                Menu submenu = item.getMenu();
                waitUntil("the submenu " + item.getText(), 5_000, submenu::isVisible);
                current = submenu;
            } else if (i + 1 < keys.length) {
                fail(item.getText() + " has no submenu for " + keys[i + 1]);
            }
        }
        settle(200);
    }

    /** The enabled item of {@code menu} whose mnemonic is {@code key}. */
    private static MenuItem mnemonicItem(Menu menu, String key) {
        List<String> texts = new ArrayList<>();
        for (MenuItem item : menu.getItems()) {
            String text = item.getText();
            texts.add(text);
            int amp = text.indexOf('&');
            if (amp >= 0 && amp + 1 < text.length() && text.substring(amp + 1, amp + 2).equalsIgnoreCase(key)
                    && item.isEnabled()) {
                return item;
            }
        }
        throw new AssertionError("no enabled item with the mnemonic '" + key + "' among " + texts);
    }

    static void ctrlWheelUp(Control control, Point point) {
        mouse(control, point, "keydown", "ctrl", "click", "4", "keyup", "ctrl");
    }

    /** Moves the pointer to {@code point} of {@code control} without pressing anything. */
    static void hover(Control control, Point point) {
        mouse(control, point);
    }

    /**
     * Saves what the workbench window shows as {@code target/screenshots/NAME.png}, read back from the X server; the
     * README's pictures are these (./orrery test copies them to docs/screenshots).
     */
    static Path saveScreenshot(String name) throws IOException {
        return saveScreenshot(Path.of("").toAbsolutePath().resolve("target/screenshots/" + name + ".png"));
    }

    /** Saves a picture of the workbench's window into {@code file} (PNG). */
    private static Path saveScreenshot(Path file) throws IOException {
        Display display = Display.getCurrent();
        Shell shell = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        settle(300);
        org.eclipse.swt.graphics.Rectangle bounds = shell.getBounds();
        Image image = new Image(display, bounds.width, bounds.height);
        GC gc = new GC(display);
        try {
            gc.copyArea(image, bounds.x, bounds.y);
            Files.createDirectories(file.getParent());
            ImageLoader loader = new ImageLoader();
            loader.data = new ImageData[]{image.getImageData()};
            loader.save(file.toString(), SWT.IMAGE_PNG);
            return file;
        } finally {
            gc.dispose();
            image.dispose();
        }
    }

    /** Clicks the left button at {@code point} of {@code control} with Shift held (adds to a diagram's selection). */
    static void shiftClick(Control control, Point point) {
        mouse(control, point, "keydown", "shift", "click", "1", "keyup", "shift");
    }

    /** Clicks the left button at {@code point} of {@code control}. */
    static void click(Control control, Point point) {
        mouse(control, point, "click", "1");
    }

    /**
     * Drags with the left button from {@code from} in {@code source} to {@code to} in {@code target}, moving in small
     * steps as a hand would, so that both GEF's drag trackers and native drag and drop see a real drag.
     */
    static void drag(Control source, Point from, Control target, Point to) {
        source.getShell().forceActive();
        settle(100);
        Point start = source.toDisplay(from);
        Point end = target.toDisplay(to);
        runAndKeepDispatching(
                List.of("xdotool", "mousemove", String.valueOf(start.x + 3), String.valueOf(start.y + 3)));
        runAndKeepDispatching(
                List.of("xdotool", "mousemove", "--sync", String.valueOf(start.x), String.valueOf(start.y)));
        runAndKeepDispatching(List.of("xdotool", "mousedown", "1"));
        settle(150);
        int steps = 12;
        for (int i = 1; i <= steps; i++) {
            int x = start.x + (end.x - start.x) * i / steps;
            int y = start.y + (end.y - start.y) * i / steps;
            runAndKeepDispatching(List.of("xdotool", "mousemove", String.valueOf(x), String.valueOf(y)));
            settle(40);
        }
        settle(200);
        runAndKeepDispatching(List.of("xdotool", "mouseup", "1"));
        settle(400);
    }

    /** Types {@code text} into the focused control, key by key. */
    static void type(String text) {
        runAndKeepDispatching(List.of("xdotool", "type", "--delay", "30", text));
        settle(200);
    }

    /**
     * Waits for a window of this title that is not SWT's own (a GTK file chooser), gives it the keyboard focus and
     * types {@code text} and then {@code keys} into it.
     */
    static void typeIntoWindow(String title, String text, String keys) {
        runAndKeepDispatching(List.of("xdotool", "search", "--sync", "--name", title, "windowfocus", "--sync", "%1",
                "type", "--delay", "30", text));
        settle(500);
        runAndKeepDispatching(List.of("xdotool", "key", keys));
        settle(300);
    }

    /** Presses a key combination on whatever has the keyboard focus now (such as a field opened for editing). */
    static void keyToFocus(String keys) {
        runAndKeepDispatching(List.of("xdotool", "key", keys));
        settle(300);
    }

    /** Presses a key combination, such as {@code ctrl+z}, on the focused window. */
    static void key(Control control, String keys) {
        control.getShell().forceActive();
        control.setFocus();
        settle(100);
        runAndKeepDispatching(List.of("xdotool", "key", keys));
        settle(300);
    }

    /** Runs xdotool with these arguments (such as focusing another application's window), dispatching meanwhile. */
    static void xdotool(String... arguments) {
        List<String> command = new ArrayList<>(List.of("xdotool"));
        command.addAll(List.of(arguments));
        runAndKeepDispatching(command);
        settle(200);
    }

    /** Clicks at {@code point} in {@code control} leaving the focus where it is (a popup that takes none). */
    static void clickWhereItIs(Control control, Point point) {
        pointer(control, point, "click", "1");
    }

    private static void mouse(Control control, Point point, String... action) {
        control.getShell().forceActive();
        settle(100);
        pointer(control, point, action);
    }

    private static void pointer(Control control, Point point, String... action) {
        Point screen = control.toDisplay(point);
        // step off the target first: a synchronous move to where the pointer already is would wait for ever
        runAndKeepDispatching(
                List.of("xdotool", "mousemove", String.valueOf(screen.x + 3), String.valueOf(screen.y + 3)));
        List<String> command = new ArrayList<>(
                List.of("xdotool", "mousemove", "--sync", String.valueOf(screen.x), String.valueOf(screen.y)));
        command.addAll(List.of(action));
        runAndKeepDispatching(command);
        settle(300);
    }

    /**
     * Gives the X server's keyboard focus to the window under {@code control}'s middle (the pointer moved there),
     * whatever the toolkit believes: after another application had the focus, the toolkit's own request for it may
     * carry an older time than that application's and be ignored.
     */
    static void giveXFocus(Control control) {
        Point size = control.getSize();
        Point middle = control.toDisplay(size.x / 2, size.y / 2);
        runAndKeepDispatching(
                List.of("xdotool", "mousemove", "--sync", String.valueOf(middle.x), String.valueOf(middle.y)));
        String window = runAndKeepDispatching(List.of("xdotool", "getmouselocation", "--shell")).lines()
                .filter(line -> line.startsWith("WINDOW="))
                .map(line -> line.substring("WINDOW=".length()).trim())
                .findFirst()
                .orElseThrow(() -> new AssertionError("xdotool named no window under the pointer"));
        runAndKeepDispatching(List.of("xdotool", "windowfocus", "--sync", window));
        settle(200);
    }

    /** Runs the command, dispatching meanwhile; its output. */
    private static String runAndKeepDispatching(List<String> command) {
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            waitUntil(String.join(" ", command), 10_000, () -> !process.isAlive());
            String output = new String(process.getInputStream().readAllBytes());
            if (process.exitValue() != 0) {
                fail(String.join(" ", command) + " failed: " + output);
            }
            return output;
        } catch (IOException e) {
            fail("cannot run " + command.get(0) + " (install the Debian package xdotool): " + e.getMessage());
            return "";
        }
    }

    /** The repository's sample systems, found from the test runtime's working directory upwards. */
    static Path sample(String fileName) {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null) {
            Path candidate = dir.resolve("sample-systems/models").resolve(fileName);
            if (Files.isRegularFile(candidate)) {
                return candidate;
            }
            dir = dir.getParent();
        }
        throw new IllegalStateException("sample " + fileName + " not found above " + Path.of("").toAbsolutePath());
    }

    /** The tool bar of a view. */
    static Composite toolBarOf(IViewPart view) {
        return ((ToolBarManager) view.getViewSite().getActionBars().getToolBarManager()).getControl();
    }

    /** Clicks the tool item labelled {@code label} somewhere under {@code root}, with the real mouse. */
    static void clickToolItem(Composite root, String label) {
        ToolItem item = enabledToolItem(root, label);
        click(item.getParent(), centre(item));
    }

    /** Clicks a tool item leaving the focus where it is: another application's window keeps it. */
    static void clickToolItemWhereItIs(Composite root, String label) {
        ToolItem item = enabledToolItem(root, label);
        clickWhereItIs(item.getParent(), centre(item));
    }

    private static ToolItem enabledToolItem(Composite root, String label) {
        ToolItem item = findToolItem(root, label);
        assertNotNull(item, "no tool item '" + label + "'");
        waitUntil("'" + label + "' enabled", 10_000, item::isEnabled);
        return item;
    }

    private static Point centre(ToolItem item) {
        Rectangle bounds = item.getBounds();
        return new Point(bounds.x + bounds.width / 2, bounds.y + bounds.height / 2);
    }

    static ToolItem findToolItem(Control control, String label) {
        if (control instanceof ToolBar bar) {
            for (ToolItem item : bar.getItems()) {
                if (label.equals(item.getText()) && item.getBounds().width > 0) {
                    return item;
                }
            }
        }
        if (control instanceof Composite composite) {
            for (Control child : composite.getChildren()) {
                ToolItem found = findToolItem(child, label);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }
}
