package org.orrery.editor.figures;

import org.eclipse.draw2d.ColorConstants;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.LineBorder;
import org.eclipse.draw2d.MidpointLocator;
import org.eclipse.draw2d.PolygonDecoration;
import org.eclipse.draw2d.PolylineConnection;
import org.orrery.model.DeliveryMode;

/** An event stream: an arrow from source to target, dashed when best effort, labelled with its predicate. */
public class ConnectionFigure extends PolylineConnection implements ProblemMarkable {

    private final Label label = new Label();
    private final ProblemMark mark = new ProblemMark();

    public ConnectionFigure() {
        setTargetDecoration(new PolygonDecoration());
        setForegroundColor(Palette.CONNECTION);
        label.setOpaque(true);
        label.setBackgroundColor(Palette.LABEL_FILL);
        label.setBorder(new LineBorder(ColorConstants.lightGray, 1));
        label.setForegroundColor(Palette.TEXT);
        add(label, new MidpointLocator(this, 0));
        label.setVisible(false);
    }

    public void setConnection(String predicate, DeliveryMode delivery) {
        boolean hasPredicate = predicate != null && !predicate.isBlank();
        label.setText(hasPredicate ? " " + predicate + " " : "");
        label.setVisible(hasPredicate);
        setLineStyle(delivery == DeliveryMode.BEST_EFFORT ? Graphics.LINE_DASH : Graphics.LINE_SOLID);
    }

    public Label getLabel() {
        return label;
    }

    @Override
    public void setProblems(String problems) {
        mark.setProblems(this, problems);
        setForegroundColor(mark.outline(Palette.CONNECTION));
        setLineWidth(mark.lineWidth());
    }

    public boolean hasProblemMark() {
        return mark.isSet();
    }
}
