package org.orrery.editor.figures;

import org.eclipse.draw2d.ColorConstants;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.MarginBorder;
import org.eclipse.draw2d.PositionConstants;
import org.eclipse.draw2d.geometry.Rectangle;

/**
 * A composite's port where the composite is opened on a canvas of its own: a box at the canvas's left edge (an input)
 * or right edge (an output) with the port's name beside a marker pointing the way the events go, where the connections
 * from and to the outside begin and end.
 */
public class PortFigure extends Label {

    private static final int MARKER = 8;
    private boolean input;

    public PortFigure() {
        setBackgroundColor(CompositeFigure.FILL);
        setOpaque(true);
        setForegroundColor(ColorConstants.black);
    }

    /** Shows port {@code name}, an input ({@code isInput}) or an output, with {@code toolTip} naming its operator. */
    public void setPort(String name, boolean isInput, String toolTip) {
        input = isInput;
        setText((isInput ? "in  " : "out  ") + name);
        setLabelAlignment(isInput ? PositionConstants.LEFT : PositionConstants.RIGHT);
        setToolTip(new Label(toolTip));
        setBorder(new MarginBorder(4, isInput ? 6 : MARKER + 10, 4, isInput ? MARKER + 10 : 6));
        repaint();
    }

    @Override
    protected void paintFigure(Graphics graphics) {
        super.paintFigure(graphics);
        Rectangle r = getBounds().getCopy();
        graphics.setForegroundColor(CompositeFigure.BORDER);
        graphics.drawRectangle(r.x, r.y, r.width - 1, r.height - 1);
        int y = r.y + r.height / 2;
        int x = input ? r.right() - MARKER - 6 : r.x + 6;
        graphics.setBackgroundColor(CompositeFigure.BORDER);
        graphics.fillPolygon(new int[]{x, y - MARKER / 2, x + MARKER, y, x, y + MARKER / 2});
    }
}
