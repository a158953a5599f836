package org.orrery.editor.figures;

import org.eclipse.draw2d.BorderLayout;
import org.eclipse.draw2d.Figure;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.MarginBorder;
import org.eclipse.draw2d.PositionConstants;
import org.eclipse.draw2d.ToolbarLayout;
import org.eclipse.draw2d.XYLayout;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.graphics.Color;

/**
 * A rounded box with a header and a content pane in which children are placed by their bounds; hosts and domains are
 * drawn with it.
 */
public class ContainerFigure extends MarkedFigure {

    private final Figure header = new Figure();
    private final Label title = new Label();
    private final Figure contentPane = new Figure();
    private Color fill;
    private Color border;

    public ContainerFigure(Color fill, Color border) {
        this.fill = fill;
        this.border = border;
        setLayoutManager(new BorderLayout());
        ToolbarLayout headerLayout = new ToolbarLayout(false);
        headerLayout.setSpacing(2);
        // each line takes the header's width: at other zooms its text is wider than at 100 % (see layout())
        headerLayout.setStretchMinorAxis(true);
        header.setLayoutManager(headerLayout);
        header.setBorder(new MarginBorder(4, 8, 2, 8));
        title.setFont(JFaceResources.getFontRegistry().getBold(JFaceResources.DEFAULT_FONT));
        title.setForegroundColor(Palette.TEXT);
        title.setLabelAlignment(PositionConstants.LEFT);
        header.add(title);
        add(header, BorderLayout.TOP);
        contentPane.setLayoutManager(new XYLayout());
        contentPane.setBorder(new MarginBorder(4));
        add(contentPane, BorderLayout.CENTER);
        setOpaque(false);
    }

    /** The header: the title and what subclasses add under it. */
    public IFigure getHeader() {
        return header;
    }

    /** The least width that shows the whole header (title and what subclasses add under it). */
    public int headerWidth() {
        return header.getPreferredSize().width + 4;
    }

    /** The least width that shows everything placed in the content pane (where its children's bounds place them). */
    public int contentWidth() {
        return contentPane.getPreferredSize().width + getInsets().getWidth();
    }

    public Label getTitle() {
        return title;
    }

    public String getTitleText() {
        return title.getText();
    }

    public void setTitle(String text) {
        title.setText(text);
    }

    public IFigure getContentPane() {
        return contentPane;
    }

    public void setColours(Color fill, Color border) {
        this.fill = fill;
        this.border = border;
        repaint();
    }

    @Override
    protected void paintFigure(Graphics g) {
        mark.drawOutline(g, ProblemMark.fillBody(g, getBounds(), fill, 12), border, 12);
    }

    /** The header's lines of text fit its width as drawn at the diagram's zoom: in a smaller font where they must. */
    @Override
    protected void layout() {
        super.layout();
        int width = header.getClientArea().width;
        if (width <= 0) {
            return;
        }
        double zoom = Zoom.of(this);
        for (Object child : header.getChildren()) {
            if (child instanceof Label line) {
                Fonts.fit(line, width, line == title, zoom);
            }
        }
    }

    /** The alerts' tag goes over the children, at the top right of the header. */
    @Override
    public void paint(Graphics g) {
        super.paint(g);
        Rectangle r = getBounds();
        alerts.paint(g, r.right() - 6, r.y + 4, r.width / 2);
    }
}
