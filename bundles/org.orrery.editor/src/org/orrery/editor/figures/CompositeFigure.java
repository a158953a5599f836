package org.orrery.editor.figures;

import java.util.List;
import java.util.Objects;

import org.eclipse.draw2d.FigureUtilities;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.PositionConstants;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;

/**
 * A composite operator. Expanded, a box framing its operators under a header (its name and what it holds); collapsed,
 * one node of its own size with its input ports on the left edge and its output ports on the right, each a marker and
 * its name, where the connections from and to the outside end. Text is never cut: the collapsed node is as wide as its
 * header and port names need.
 */
public class CompositeFigure extends ContainerFigure {

    public static final Color FILL = new Color(243, 238, 252);
    public static final Color BORDER = new Color(112, 84, 160);
    private static final int PORT_ROW = 18;
    private static final int MARKER = 8;

    private final Label detail = new Label();
    private boolean collapsed;
    private List<String> inputs = List.of();
    private List<String> outputs = List.of();

    public CompositeFigure() {
        super(FILL, BORDER);
        detail.setForegroundColor(Palette.MUTED_TEXT);
        detail.setLabelAlignment(PositionConstants.LEFT);
        getHeader().add(detail);
    }

    /** Shows the composite's name, whether it is collapsed, its ports (by name) and its line of detail. */
    public void setComposite(String name, boolean isCollapsed, List<String> inputNames, List<String> outputNames,
            String detailText) {
        boolean changed = isCollapsed != collapsed || !inputNames.equals(inputs) || !outputNames.equals(outputs);
        setTitle(name);
        collapsed = isCollapsed;
        inputs = List.copyOf(inputNames);
        outputs = List.copyOf(outputNames);
        getContentPane().setVisible(!collapsed);
        setDetail(detailText);
        mark.setDescription(this, name + (collapsed ? " (collapsed)" : ""));
        if (changed) {
            revalidate();
        }
        repaint();
    }

    /** The line under the name: what the composite holds, or live, what crosses it. */
    public void setDetail(String text) {
        if (!Objects.equals(text, detail.getText())) {
            detail.setText(text);
            revalidate();
        }
    }

    public String getDetailText() {
        return detail.getText();
    }

    public boolean isCollapsed() {
        return collapsed;
    }

    @Override
    public Dimension getPreferredSize(int wHint, int hHint) {
        if (!collapsed) {
            return super.getPreferredSize(wHint, hHint);
        }
        double zoom = Zoom.of(this);
        Font plain = Fonts.of(Fonts.defaultHeight(), false);
        int header = Math.max(Fonts.drawnWidth(getTitleText(), getTitle().getFont(), zoom),
                Fonts.drawnWidth(detail.getText(), plain, zoom)) + 24;
        int ports = widest(inputs, plain, zoom) + widest(outputs, plain, zoom) + 2 * (MARKER + 8) + 16;
        int rows = Math.max(inputs.size(), outputs.size());
        return new Dimension(Math.max(Math.max(header, ports), 150),
                getHeader().getPreferredSize().height + rows * PORT_ROW + 10);
    }

    private static int widest(List<String> names, Font font, double zoom) {
        int widest = 0;
        for (String name : names) {
            widest = Math.max(widest, Fonts.drawnWidth(name, font, zoom));
        }
        return widest;
    }

    /** Where a connection ends at the input (or output) port called {@code port}: on the left (right) edge. */
    public Point portPoint(String port, boolean input) {
        List<String> ports = input ? inputs : outputs;
        int index = Math.max(0, ports.indexOf(port));
        Rectangle r = getBounds();
        int y = r.y + getHeader().getPreferredSize().height + 4 + index * PORT_ROW + PORT_ROW / 2;
        Point point = new Point(input ? r.x : r.right() - 1, Math.min(y, r.bottom() - 4));
        translateToAbsolute(point);
        return point;
    }

    @Override
    protected void paintClientArea(Graphics g) {
        super.paintClientArea(g);
        if (!collapsed) {
            return;
        }
        Rectangle r = getBounds();
        int top = r.y + getHeader().getPreferredSize().height + 4;
        g.setFont(Fonts.of(Fonts.defaultHeight(), false));
        g.setForegroundColor(Palette.TEXT);
        g.setBackgroundColor(BORDER);
        int textHeight = FigureUtilities.getFontMetrics(g.getFont()).getHeight();
        for (int i = 0; i < inputs.size(); i++) {
            int y = top + i * PORT_ROW + PORT_ROW / 2;
            g.fillPolygon(triangle(r.x, y));
            g.drawText(inputs.get(i), r.x + MARKER + 6, y - textHeight / 2);
        }
        for (int i = 0; i < outputs.size(); i++) {
            int y = top + i * PORT_ROW + PORT_ROW / 2;
            g.fillPolygon(triangle(r.right() - MARKER - 1, y));
            int width = Fonts.drawnWidth(outputs.get(i), g.getFont(), Zoom.of(this));
            g.drawText(outputs.get(i), r.right() - MARKER - 8 - width, y - textHeight / 2);
        }
    }

    /** A marker pointing right (the way events flow) with its left edge at {@code x}, centred on {@code y}. */
    private static int[] triangle(int x, int y) {
        return new int[]{x, y - MARKER / 2 - 1, x + MARKER, y, x, y + MARKER / 2 + 1};
    }
}
