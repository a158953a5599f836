package org.orrery.editor.figures;

import org.eclipse.draw2d.Figure;
import org.eclipse.draw2d.FigureUtilities;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.orrery.model.BundleState;

/** One line of a domain's bundle list: a dot coloured by the bundle's state, its ID, name and version. */
public class BundleFigure extends Figure {

    private static final int DOT = 8;
    private static final int GAP = 5;

    private String text = "";
    private BundleState state = BundleState.ACTIVE;

    public void setBundle(String text, BundleState state) {
        this.text = text;
        this.state = state;
        setToolTip(new Label(text + "  (" + state.getLiteral() + ")"));
        revalidate();
        repaint();
    }

    public String getText() {
        return text;
    }

    public BundleState getState() {
        return state;
    }

    public Color getStateColour() {
        return Palette.bundleState(state);
    }

    @Override
    public Dimension getPreferredSize(int wHint, int hHint) {
        Dimension extent = FigureUtilities.getTextExtents(text, getFont());
        return new Dimension(DOT + GAP + extent.width, Math.max(DOT, extent.height));
    }

    @Override
    protected void paintFigure(Graphics g) {
        Rectangle r = getBounds();
        g.setAntialias(SWT.ON);
        g.setBackgroundColor(getStateColour());
        g.fillOval(r.x, r.y + (r.height - DOT) / 2, DOT, DOT);
        g.setForegroundColor(state == BundleState.ACTIVE ? Palette.TEXT : getStateColour());
        g.drawText(text, r.x + DOT + GAP, r.y);
    }
}
