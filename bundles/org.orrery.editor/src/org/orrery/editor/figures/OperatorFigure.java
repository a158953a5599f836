package org.orrery.editor.figures;

import java.util.List;
import java.util.Objects;

import org.eclipse.draw2d.BorderLayout;
import org.eclipse.draw2d.Figure;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.MarginBorder;
import org.eclipse.draw2d.PositionConstants;
import org.eclipse.draw2d.ToolbarLayout;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.orrery.model.OperatorKind;

/**
 * An operator: a rounded white box with a stripe and glyph of its kind, its name and its operator type, or live its
 * state and rates. Text is never cut: the second line takes the longest of its wordings that fits, and a name too long
 * for the box is set in a smaller font. Below {@link Zoom#LOW_DETAIL} only the glyph and state are drawn.
 */
public class OperatorFigure extends MarkedFigure {

    private final KindGlyph glyph = new KindGlyph();
    private final Figure text = new Figure();
    private final Figure glyphBox = new Figure();
    private final Label name = new Label();
    private final Label type = new Label();
    private OperatorKind kind = OperatorKind.SOURCE;
    private String typeText = "";
    /** What the second line may say, longest first; the first that fits is shown. */
    private List<String> detail = List.of("");
    private Color liveState;

    public OperatorFigure() {
        setLayoutManager(new BorderLayout());
        setBorder(new MarginBorder(4, 8, 4, 6));
        ToolbarLayout lines = new ToolbarLayout(false);
        lines.setStretchMinorAxis(true); // each line as wide as the box: its text is fitted to that (see fit())
        text.setLayoutManager(lines);
        name.setLabelAlignment(PositionConstants.LEFT);
        name.setForegroundColor(Palette.TEXT);
        type.setLabelAlignment(PositionConstants.LEFT);
        type.setForegroundColor(Palette.MUTED_TEXT);
        text.add(name);
        text.add(type);
        glyphBox.setLayoutManager(new ToolbarLayout(false));
        glyphBox.setBorder(new MarginBorder(2, 0, 0, 6));
        glyphBox.add(glyph);
        add(glyphBox, BorderLayout.LEFT);
        add(text, BorderLayout.CENTER);
    }

    public void setOperator(String operatorName, OperatorKind operatorKind, String typeId) {
        kind = operatorKind;
        glyph.setKind(operatorKind);
        name.setText(operatorName);
        String shortType = typeId == null || typeId.isBlank() ? "(no type)"
                : typeId.substring(typeId.lastIndexOf('.') + 1);
        typeText = shortType;
        if (liveState == null) {
            detail = List.of(shortType);
            fit();
        }
        mark.setDescription(this, operatorName + "\n" + operatorKind.getLiteral() + " \u00b7 " + typeId);
        repaint();
    }

    /**
     * Shows the operator's live state as a coloured dot and its rates in place of its type, in the first of
     * {@code wordings} (longest first) that fits ({@code state} null goes back to the design view). Changes nothing
     * when nothing changed, so twice-a-second updates do not repaint.
     */
    public void setLive(String state, List<String> wordings, String tooltip) {
        Color colour = state == null ? null : Palette.operatorState(state);
        List<String> shown = state == null ? List.of(typeText) : List.copyOf(wordings);
        if (Objects.equals(colour, liveState) && shown.equals(detail)) {
            return;
        }
        liveState = colour;
        detail = shown;
        fit();
        type.setForegroundColor(state == null ? Palette.MUTED_TEXT : Palette.TEXT);
        type.setToolTip(tooltip == null ? null : new Label(tooltip));
        repaint();
    }

    @Override
    protected void layout() {
        super.layout();
        fit();
    }

    /**
     * Sets the name in the largest font (down to 6 points) and the second line in the longest wording that fit, as
     * drawn at the diagram's zoom.
     */
    private void fit() {
        int width = getClientArea().width - glyph.getPreferredSize().width - 6;
        if (width <= 0) {
            return;
        }
        double zoom = Zoom.of(this);
        name.setFont(Fonts.largestFitting(name.getText(), width, true, zoom));
        Font plain = Fonts.of(Fonts.defaultHeight(), false);
        String chosen = detail.get(detail.size() - 1);
        for (String wording : detail) {
            if (Fonts.drawnWidth(wording, plain, zoom) <= width) {
                chosen = wording;
                break;
            }
        }
        Font detailFont = Fonts.largestFitting(chosen, width, false, zoom);
        type.setFont(detailFont);
        type.setText(chosen);
    }

    /** The live state's colour, or null when the operator is not shown live. */
    public Color getLiveStateColour() {
        return liveState;
    }

    /** The second line in its longest wording: the operator type, or its live state and rates. */
    public String getDetailText() {
        return detail.get(0);
    }

    /** The second line as drawn: the longest wording that fits the box. */
    public Label getDetailLabel() {
        return type;
    }

    /** The label that shows the operator's name; renaming in place edits over it. */
    public Label getNameLabel() {
        return name;
    }

    public String getName() {
        return name.getText();
    }

    public OperatorKind getKind() {
        return kind;
    }

    /** Below {@link Zoom#LOW_DETAIL} the text would be too small to read: only the glyph is drawn. */
    @Override
    protected void paintChildren(Graphics g) {
        if (!Zoom.isLowDetail(this)) {
            super.paintChildren(g);
        } else if (glyphBox.isVisible() && glyphBox.intersects(g.getClip(new Rectangle()))) {
            g.clipRect(glyphBox.getBounds());
            glyphBox.paint(g);
            g.restoreState();
        }
    }

    @Override
    protected void paintFigure(Graphics g) {
        Rectangle r = ProblemMark.fillBody(g, getBounds(), Palette.OPERATOR_FILL, 10);
        g.setBackgroundColor(Palette.kind(kind));
        g.fillRectangle(r.x + 1, r.y + 4, 4, r.height - 8);
        mark.drawOutline(g, r, Palette.kind(kind), 10);
        if (liveState != null) {
            g.setBackgroundColor(liveState);
            g.fillOval(r.right() - 13, r.y + 5, 8, 8);
        }
    }

    /** The alerts' tag goes over the children, at the bottom right, so that it is never hidden by the text. */
    @Override
    public void paint(Graphics g) {
        super.paint(g);
        Rectangle r = getBounds();
        alerts.paint(g, r.right() - 3, r.bottom() - Fonts.defaultHeight() - 8, r.width - 24);
    }
}
