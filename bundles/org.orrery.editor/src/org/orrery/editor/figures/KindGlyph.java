package org.orrery.editor.figures;

import org.eclipse.draw2d.Figure;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.SWT;
import org.orrery.model.OperatorKind;

/** A small drawn icon that tells the operator kinds apart by shape as well as colour. */
public class KindGlyph extends Figure {

    private static final int SIZE = 16;

    private OperatorKind kind = OperatorKind.SOURCE;

    public KindGlyph() {
        setPreferredSize(new Dimension(SIZE, SIZE));
    }

    public void setKind(OperatorKind kind) {
        this.kind = kind;
        repaint();
    }

    public OperatorKind getKind() {
        return kind;
    }

    @Override
    protected void paintFigure(Graphics g) {
        Rectangle r = getBounds().getCopy().shrink(1, 1);
        int x = r.x;
        int y = r.y;
        int w = r.width;
        int h = r.height;
        g.setAntialias(SWT.ON);
        g.setBackgroundColor(Palette.kind(kind));
        g.setForegroundColor(Palette.kind(kind));
        g.setLineWidth(2);
        switch (kind) {
            case SOURCE -> g.fillPolygon(new int[]{x + 2, y, x + w, y + h / 2, x + 2, y + h});
            case FILTER -> g.fillPolygon(new int[]{x, y, x + w, y, x + w / 2 + 2, y + h / 2, x + w / 2 + 2, y + h,
                    x + w / 2 - 2, y + h, x + w / 2 - 2, y + h / 2});
            case TRANSFORM -> g.fillPolygon(new int[]{x + w / 2, y, x + w, y + h / 2, x + w / 2, y + h, x, y + h / 2});
            case MERGE -> {
                g.drawLine(x, y + 1, x + w / 2, y + h / 2);
                g.drawLine(x, y + h - 1, x + w / 2, y + h / 2);
                g.drawLine(x + w / 2, y + h / 2, x + w, y + h / 2);
            }
            case AGGREGATE -> g.drawPolyline(
                    new int[]{x + w, y + 1, x + 1, y + 1, x + w / 2, y + h / 2, x + 1, y + h - 1, x + w, y + h - 1});
            case APPLICATION -> {
                g.fillRectangle(x + 1, y + 1, w - 2, h - 4);
                g.fillRectangle(x + w / 2 - 3, y + h - 2, 6, 2);
            }
        }
    }
}
