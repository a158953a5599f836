package org.orrery.editor.figures;

import java.util.Objects;
import java.util.stream.Stream;

import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;

/**
 * The validation mark of a figure: a red, thicker outline and the problem messages under its own tooltip (with what the
 * alerts firing on its element say below them).
 */
final class ProblemMark {

    private String problems;
    private String description;
    private String alerts;

    /** Sets the problems (null for none) and updates the figure's tooltip. */
    void setProblems(IFigure figure, String newProblems) {
        problems = newProblems;
        updateTooltip(figure);
    }

    /** Sets what the tooltip says about the element when it has no problems, and under its problems otherwise. */
    void setDescription(IFigure figure, String newDescription) {
        description = newDescription;
        updateTooltip(figure);
    }

    /** Sets what the alerts firing on the element say (null for none), under everything else in the tooltip. */
    void setAlerts(IFigure figure, String newAlerts) {
        alerts = newAlerts;
        updateTooltip(figure);
    }

    boolean isSet() {
        return problems != null;
    }

    Color outline(Color normal) {
        return isSet() ? Palette.ERROR : normal;
    }

    int lineWidth() {
        return isSet() ? 2 : 1;
    }

    /** Fills the rounded body of a node figure within {@code bounds}; returns the rectangle it filled. */
    static Rectangle fillBody(Graphics g, Rectangle bounds, Color fill, int arc) {
        Rectangle r = bounds.getCopy().resize(-1, -1);
        g.setAntialias(SWT.ON);
        g.setBackgroundColor(fill);
        g.fillRoundRectangle(r, arc, arc);
        return r;
    }

    /** Draws the outline of a body filled by {@link #fillBody}: {@code normal}, or the mark's when it is set. */
    void drawOutline(Graphics g, Rectangle body, Color normal, int arc) {
        g.setForegroundColor(outline(normal));
        g.setLineWidth(lineWidth());
        g.drawRoundRectangle(body, arc, arc);
    }

    private void updateTooltip(IFigure figure) {
        String text = String.join("\n\n", Stream.of(description, problems, alerts).filter(Objects::nonNull).toList());
        figure.setToolTip(text.isEmpty() ? null : new Label(text));
        figure.repaint();
    }
}
