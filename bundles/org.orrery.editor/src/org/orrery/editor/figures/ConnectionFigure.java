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

    private String predicateText = "";
    private String liveText;
    private double liveRate;
    private String problems = "";

    public void setConnection(String predicate, DeliveryMode delivery) {
        predicateText = predicate == null ? "" : predicate.strip();
        showLabel();
        setLineStyle(delivery == DeliveryMode.BEST_EFFORT ? Graphics.LINE_DASH : Graphics.LINE_SOLID);
    }

    /**
     * Shows the stream's live figures on its label and draws it thicker and hotter with its rate ({@code text} null
     * goes back to the design view). Changes nothing when nothing changed.
     */
    public void setLive(String text, double eventsPerSecond) {
        if (java.util.Objects.equals(text, liveText) && eventsPerSecond == liveRate) {
            return;
        }
        liveText = text;
        liveRate = eventsPerSecond;
        showLabel();
        paintLine();
    }

    private void showLabel() {
        String shown = predicateText.isEmpty() ? "" : predicateText;
        if (liveText != null) {
            shown = shown.isEmpty() ? liveText : shown + "  \u00b7  " + liveText;
        }
        label.setText(shown.isEmpty() ? "" : " " + shown + " ");
        label.setVisible(!shown.isEmpty());
    }

    private void paintLine() {
        if (!problems.isEmpty() || liveText == null) {
            setForegroundColor(mark.outline(Palette.CONNECTION));
            setLineWidth(mark.lineWidth());
        } else {
            setForegroundColor(Palette.heat(liveRate));
            setLineWidth(Palette.thickness(liveRate));
        }
    }

    /** The live text on the label, or null when not shown live. */
    public String getLiveText() {
        return liveText;
    }

    public Label getLabel() {
        return label;
    }

    @Override
    public void setProblems(String problems) {
        mark.setProblems(this, problems);
        this.problems = problems == null ? "" : problems;
        paintLine();
    }
}
