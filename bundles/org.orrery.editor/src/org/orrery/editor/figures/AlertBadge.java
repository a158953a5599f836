package org.orrery.editor.figures;

import java.util.List;

import org.eclipse.draw2d.ColorConstants;
import org.eclipse.draw2d.FigureUtilities;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Font;

/**
 * The mark of a figure whose element has alerts firing on the running system: a red tag with a warning sign and the
 * first alert's name (and how many more) in a corner of the figure.
 */
final class AlertBadge {

    private List<String> firing = List.of();

    /**
     * Sets the names of the alerts firing (empty for none) and, in {@code figure}'s tooltip through its {@code mark},
     * what they say; answers whether that changed anything.
     */
    boolean set(IFigure figure, ProblemMark mark, List<String> names, String summary) {
        List<String> next = names == null ? List.of() : List.copyOf(names);
        if (next.equals(firing)) {
            return false;
        }
        firing = next;
        mark.setAlerts(figure, next.isEmpty() ? null : summary);
        return true;
    }

    List<String> firing() {
        return firing;
    }

    /** What the tag says: "⚠ merge-silent", "⚠ merge-silent +2". */
    String text() {
        return firing.isEmpty() ? ""
                : "\u26a0 " + firing.get(0) + (firing.size() > 1 ? " +" + (firing.size() - 1) : "");
    }

    /** Paints the tag with its top right corner at ({@code right}, {@code top}), within {@code right - maxWidth}. */
    void paint(Graphics g, int right, int top, int maxWidth) {
        if (firing.isEmpty()) {
            return;
        }
        Font font = Fonts.of(Math.max(6, Fonts.defaultHeight() - 1), true);
        String text = text();
        Dimension size = FigureUtilities.getTextExtents(text, font);
        int width = Math.min(size.width + 8, Math.max(16, maxWidth));
        Rectangle tag = new Rectangle(right - width, top, width, size.height + 2);
        g.pushState();
        g.setAntialias(SWT.ON);
        g.setBackgroundColor(Palette.ERROR);
        g.fillRoundRectangle(tag, 8, 8);
        g.clipRect(tag);
        g.setForegroundColor(ColorConstants.white);
        g.setFont(font);
        g.drawText(text, tag.x + 4, tag.y + 1);
        g.popState();
    }
}
