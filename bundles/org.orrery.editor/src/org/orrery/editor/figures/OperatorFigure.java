package org.orrery.editor.figures;

import org.eclipse.draw2d.BorderLayout;
import org.eclipse.draw2d.Figure;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.MarginBorder;
import org.eclipse.draw2d.PositionConstants;
import org.eclipse.draw2d.ToolbarLayout;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.graphics.Color;
import org.orrery.model.OperatorKind;

/** An operator: a rounded white box with a stripe and glyph of its kind, its name and its operator type. */
public class OperatorFigure extends Figure implements ProblemMarkable {

    private final KindGlyph glyph = new KindGlyph();
    private final Label name = new Label();
    private final Label type = new Label();
    private OperatorKind kind = OperatorKind.SOURCE;
    private final ProblemMark mark = new ProblemMark();
    private String typeText = "";
    private Color liveState;

    public OperatorFigure() {
        setLayoutManager(new BorderLayout());
        setBorder(new MarginBorder(4, 8, 4, 6));
        Figure text = new Figure();
        text.setLayoutManager(new ToolbarLayout(false));
        name.setFont(JFaceResources.getFontRegistry().getBold(JFaceResources.DEFAULT_FONT));
        name.setLabelAlignment(PositionConstants.LEFT);
        name.setForegroundColor(Palette.TEXT);
        type.setLabelAlignment(PositionConstants.LEFT);
        type.setForegroundColor(Palette.MUTED_TEXT);
        text.add(name);
        text.add(type);
        Figure glyphBox = new Figure();
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
        String shortType = typeId == null || typeId.isBlank() ? "(no type)" : typeId.substring(typeId.lastIndexOf('.') + 1);
        typeText = shortType;
        if (liveState == null) {
            type.setText(shortType);
        }
        mark.setDescription(this, operatorName + "\n" + operatorKind.getLiteral() + " \u00b7 " + typeId);
        repaint();
    }

    /**
     * Shows the operator's live state as a coloured dot and its rates in place of its type ({@code state} null goes
     * back to the design view). Changes nothing when nothing changed, so twice-a-second updates do not repaint.
     */
    public void setLive(String state, String rates, String tooltip) {
        Color colour = state == null ? null : Palette.operatorState(state);
        String text = state == null ? typeText : rates;
        if (java.util.Objects.equals(colour, liveState) && text.equals(type.getText())) {
            return;
        }
        liveState = colour;
        type.setText(text);
        type.setForegroundColor(state == null ? Palette.MUTED_TEXT : Palette.TEXT);
        type.setToolTip(tooltip == null ? null : new Label(tooltip));
        repaint();
    }

    /** The live state's colour, or null when the operator is not shown live. */
    public Color getLiveStateColour() {
        return liveState;
    }

    /** The second line: the operator type, or its live rates. */
    public String getDetailText() {
        return type.getText();
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

    @Override
    public void setProblems(String problems) {
        mark.setProblems(this, problems);
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
}
