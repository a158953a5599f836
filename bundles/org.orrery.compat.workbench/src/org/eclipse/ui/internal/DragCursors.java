package org.eclipse.ui.internal;

import java.util.HashMap;
import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Cursor;
import org.eclipse.swt.widgets.Display;

/**
 * The drag cursors that the workbench no longer provides and GEF 3.2's palette asks for while it is dragged to dock.
 * Each kind maps to a system cursor of the current display.
 */
public final class DragCursors {

    public static final int INVALID = 0;
    public static final int LEFT = 1;
    public static final int RIGHT = 2;
    public static final int TOP = 3;
    public static final int BOTTOM = 4;
    public static final int CENTER = 5;
    public static final int OFFSCREEN = 6;
    public static final int FASTVIEW = 7;

    private static final Map<Integer, Integer> SYSTEM_CURSORS = Map.of(INVALID, SWT.CURSOR_NO, LEFT, SWT.CURSOR_SIZEW,
            RIGHT, SWT.CURSOR_SIZEE, TOP, SWT.CURSOR_SIZEN, BOTTOM, SWT.CURSOR_SIZES, CENTER, SWT.CURSOR_SIZEALL,
            OFFSCREEN, SWT.CURSOR_NO, FASTVIEW, SWT.CURSOR_HAND);

    private static final Map<Display, Map<Integer, Cursor>> CURSORS = new HashMap<>();

    private DragCursors() {
    }

    /** The system cursor for a drag {@code kind}; system cursors belong to the display and are never disposed. */
    public static synchronized Cursor getCursor(int kind) {
        Display display = Display.getCurrent() != null ? Display.getCurrent() : Display.getDefault();
        return CURSORS.computeIfAbsent(display, d -> {
            d.disposeExec(() -> forget(d));
            return new HashMap<>();
        }).computeIfAbsent(kind, k -> display.getSystemCursor(SYSTEM_CURSORS.getOrDefault(k, SWT.CURSOR_ARROW)));
    }

    private static synchronized void forget(Display display) {
        CURSORS.remove(display);
    }
}
