package org.orrery.editor.figures;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.draw2d.Figure;
import org.eclipse.draw2d.FigureUtilities;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
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

    /**
     * As narrow as the dot: the line shortens its text to the width it is given (Draw2D would otherwise take the
     * preferred size as the least, and the list would grow past its domain, cutting the line at the domain's edge).
     */
    @Override
    public Dimension getMinimumSize(int wHint, int hHint) {
        return new Dimension(DOT + GAP, getPreferredSize(wHint, hHint).height);
    }

    @Override
    public Dimension getPreferredSize(int wHint, int hHint) {
        Dimension extent = FigureUtilities.getTextExtents(text, getFont());
        return new Dimension(DOT + GAP + Fonts.drawnWidth(text, getFont(), Zoom.of(this)),
                Math.max(DOT, extent.height));
    }

    /**
     * The line as drawn in {@code width}: the whole of it, else with the symbolic name shortened to its last segments
     * ("[2] sample.operators 0.1.0", "[2] operators 0.1.0"), else that in a smaller font; never cut.
     */
    public String shownText(int width) {
        return shown(width, Zoom.of(this)).text();
    }

    private record Shown(String text, Font font) {
    }

    private Shown shown(int width, double zoom) {
        String[] parts = text.split(" ", 3);
        List<String> wordings = new ArrayList<>(List.of(text));
        if (parts.length == 3) {
            String[] segments = parts[1].split("\\.");
            for (int keep = segments.length - 1; keep >= 1; keep--) {
                String name = String.join(".", List.of(segments).subList(segments.length - keep, segments.length));
                wordings.add(parts[0] + " " + name + " " + parts[2]);
            }
        }
        for (String wording : wordings) {
            if (Fonts.drawnWidth(wording, getFont(), zoom) <= width) {
                return new Shown(wording, getFont());
            }
        }
        String last = wordings.get(wordings.size() - 1);
        return new Shown(last, Fonts.largestFitting(last, width, false, zoom));
    }

    @Override
    protected void paintFigure(Graphics g) {
        Rectangle r = getBounds();
        g.setAntialias(SWT.ON);
        g.setBackgroundColor(getStateColour());
        g.fillOval(r.x, r.y + (r.height - DOT) / 2, DOT, DOT);
        g.setForegroundColor(state == BundleState.ACTIVE ? Palette.TEXT : getStateColour());
        Shown shown = shown(r.width - DOT - GAP, Zoom.of(this));
        g.setFont(shown.font());
        g.drawText(shown.text(), r.x + DOT + GAP, r.y);
    }
}
