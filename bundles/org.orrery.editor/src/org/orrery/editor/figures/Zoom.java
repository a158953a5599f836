package org.orrery.editor.figures;

import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.ScalableFigure;

/** The zoom a figure is drawn at, and whether that is too small for its text to be read. */
public final class Zoom {

    /**
     * Below this zoom the diagram shows no text inside domains: operators show their glyph and state, connections their
     * colour and thickness, and each domain its totals in a font that stays readable.
     */
    public static final double LOW_DETAIL = 0.6;

    /** The zoom figures are drawn at regardless of the viewer's while {@link #drawingAt} runs; 0 when none. */
    private static double drawingAt;

    private Zoom() {
    }

    /**
     * Runs {@code drawing} (on the UI thread) with every figure drawn as at {@code scale}: for pictures of the diagram.
     */
    public static void drawingAt(double scale, Runnable drawing) {
        double before = drawingAt;
        drawingAt = scale;
        try {
            drawing.run();
        } finally {
            drawingAt = before;
        }
    }

    /** The scale of the nearest scalable figure containing {@code figure} (1 when there is none). */
    public static double of(IFigure figure) {
        if (drawingAt > 0) {
            return drawingAt;
        }
        for (IFigure f = figure; f != null; f = f.getParent()) {
            if (f instanceof ScalableFigure scalable) {
                return scalable.getScale();
            }
        }
        return 1;
    }

    public static boolean isLowDetail(IFigure figure) {
        return of(figure) < LOW_DETAIL;
    }
}
