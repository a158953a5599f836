package org.orrery.editor.figures;

import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.swt.graphics.Color;

/** The validation mark of a figure: a red, thicker outline and the problem messages under its own tooltip. */
final class ProblemMark {

    private String problems;
    private String description;

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

    boolean isSet() {
        return problems != null;
    }

    Color outline(Color normal) {
        return isSet() ? Palette.ERROR : normal;
    }

    int lineWidth() {
        return isSet() ? 2 : 1;
    }

    private void updateTooltip(IFigure figure) {
        String text = description == null ? problems : problems == null ? description : description + "\n\n" + problems;
        figure.setToolTip(text == null ? null : new Label(text));
        figure.repaint();
    }
}
