package org.orrery.editor.figures;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

import org.eclipse.draw2d.ColorConstants;
import org.eclipse.draw2d.FigureUtilities;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.LineBorder;
import org.eclipse.draw2d.Locator;
import org.eclipse.draw2d.PolygonDecoration;
import org.eclipse.draw2d.PolylineConnection;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.graphics.Font;
import org.orrery.model.DeliveryMode;

/**
 * An event stream: an arrow from source to target, dashed when best effort. Its label says its predicate and, live, its
 * traffic; where the label goes, and how much of it is shown, the connection layer decides for all labels at once
 * ({@link LabelledConnectionLayer}) so that none covers a figure or another label.
 */
public class ConnectionFigure extends PolylineConnection implements ProblemMarkable, AlertMarkable {

    private final Label label = new Label();
    private final ProblemMark mark = new ProblemMark();
    private final AlertBadge alerts = new AlertBadge();
    private String predicateText = "";
    /**
     * What the label says of the connection besides its predicate (its priority and wire format when not the default).
     */
    private String qualitiesText = "";
    private String liveText;
    private String rateText;
    private double liveRate;
    private String problems = "";
    private boolean highlighted;
    /** Where the layer put the label (null: not placed yet), and the point of the path it belongs to. */
    private Rectangle placed;
    private Point anchor;

    public ConnectionFigure() {
        setTargetDecoration(new PolygonDecoration());
        setForegroundColor(Palette.CONNECTION);
        label.setOpaque(true);
        label.setBackgroundColor(Palette.LABEL_FILL);
        label.setBorder(new LineBorder(ColorConstants.lightGray, 1));
        label.setForegroundColor(Palette.TEXT);
        add(label, new Locator() {

            @Override
            public void relocate(IFigure target) {
                if (placed != null) {
                    target.setBounds(placed);
                } else {
                    Dimension size = target.getPreferredSize();
                    Point middle = getPoints().size() < 2 ? new Point()
                            : LabelPlacement.pointAt(getPoints(), 0.5, null);
                    target.setBounds(new Rectangle(middle.x - size.width / 2, middle.y - size.height / 2, size.width,
                            size.height));
                }
            }
        });
        label.setVisible(false);
    }

    /**
     * Shows the connection as designed: its {@code predicate} on the label with {@code qualities} (such as "priority 3
     * · json", empty for none), the line dashed for best effort.
     */
    public void setConnection(String predicate, DeliveryMode delivery, String qualities) {
        predicateText = predicate == null ? "" : predicate.strip();
        qualitiesText = qualities == null ? "" : qualities;
        mark.setDescription(this, predicateText.isEmpty() ? null : "where " + predicateText);
        setLineStyle(delivery == DeliveryMode.BEST_EFFORT ? Graphics.LINE_DASH : Graphics.LINE_SOLID);
        revalidate();
    }

    /**
     * Shows the stream's live figures: {@code text} in full and {@code rate} alone for when space is short, drawing the
     * line thicker and hotter with its rate ({@code text} null goes back to the design view). Changes nothing when
     * nothing changed.
     */
    public void setLive(String text, String rate, double eventsPerSecond) {
        if (Objects.equals(text, liveText) && Objects.equals(rate, rateText) && eventsPerSecond == liveRate) {
            return;
        }
        liveText = text;
        rateText = rate;
        liveRate = eventsPerSecond;
        if (text == null) {
            mark.setDescription(this, predicateText.isEmpty() ? null : "where " + predicateText);
        }
        paintLine();
        revalidate();
    }

    /** The label's possible texts, longest first: what it says in full, then shorter, for when space is short. */
    public List<String> labelTexts() {
        List<String> texts = new ArrayList<>(4);
        String design = String.join("  \u00b7  ",
                Stream.of(predicateText, qualitiesText).filter(t -> !t.isEmpty()).toList());
        String after = liveText == null ? "" : "  \u00b7  " + liveText;
        if (!design.isEmpty()) {
            texts.add(design + after);
        }
        if (!predicateText.isEmpty() && !qualitiesText.isEmpty()) {
            texts.add(qualitiesText + after); // shorter: the priority and format without the predicate
        }
        if (liveText == null) {
            return texts;
        }
        texts.add(liveText);
        if (rateText != null && !rateText.equals(liveText)) {
            texts.add(rateText);
        }
        if (!alerts.firing().isEmpty()) {
            texts.replaceAll(text -> alerts.text() + "  \u00b7  " + text); // an alert is said in every wording
            texts.add(alerts.text());
        }
        return texts;
    }

    /** The size of the label showing {@code text} in {@code font}. */
    public Dimension labelSize(String text, Font font) {
        Dimension size = FigureUtilities.getTextExtents(" " + text + " ", font).getCopy();
        return size.expand(2, 2);
    }

    /**
     * Shows text {@code index} of {@link #labelTexts()} in {@code font} within {@code bounds}, belonging to the path's
     * point {@code at}; {@code index} -1 shows no label.
     */
    public void placeLabel(int index, Rectangle bounds, Point at, Font font) {
        List<String> texts = labelTexts();
        if (index < 0 || index >= texts.size()) {
            if (placed == null && !label.isVisible()) {
                // nothing shown, nothing to move: laying the line out again would tell the layer of its move, and
                // a whole diagram of connections, zoomed out, did that for each of them at every paint
                return;
            }
            placed = null;
            anchor = null;
            label.setVisible(false);
        } else {
            placed = bounds.getCopy();
            anchor = at == null ? null : at.getCopy();
            label.setFont(font);
            label.setText(" " + texts.get(index) + " ");
            label.setVisible(true);
        }
        layout();
        repaint();
    }

    /** Draws the line prominently (while the pointer is over one of its ends' figures), or as usual. */
    public void setHighlighted(boolean highlight) {
        if (highlight != highlighted) {
            highlighted = highlight;
            label.setBorder(new LineBorder(highlight ? Palette.HIGHLIGHT : ColorConstants.lightGray, 1));
            paintLine();
        }
    }

    public boolean isHighlighted() {
        return highlighted;
    }

    private void paintLine() {
        label.setForegroundColor(alerts.firing().isEmpty() ? Palette.TEXT : Palette.ERROR);
        if (!alerts.firing().isEmpty()) {
            setForegroundColor(highlighted ? Palette.HIGHLIGHT : Palette.ERROR);
            setLineWidth(Math.max(2, Palette.thickness(liveRate)) + (highlighted ? 2 : 0));
        } else if (!problems.isEmpty() || liveText == null) {
            setForegroundColor(highlighted ? Palette.HIGHLIGHT : mark.outline(Palette.CONNECTION));
            setLineWidth(mark.lineWidth() + (highlighted ? 2 : 0));
        } else {
            setForegroundColor(highlighted ? Palette.HIGHLIGHT : Palette.heat(liveRate));
            setLineWidth(Palette.thickness(liveRate) + (highlighted ? 2 : 0));
        }
    }

    /** A label placed beside its path gets a dotted leader to the point it belongs to. */
    @Override
    protected void outlineShape(Graphics g) {
        super.outlineShape(g);
        if (placed != null && anchor != null && label.isVisible() && !placed.contains(anchor)) {
            Point near = new Point(Math.max(placed.x, Math.min(anchor.x, placed.right() - 1)),
                    Math.max(placed.y, Math.min(anchor.y, placed.bottom() - 1)));
            int width = g.getLineWidth();
            int style = g.getLineStyle();
            g.setLineWidth(1);
            g.setLineStyle(Graphics.LINE_DOT);
            g.drawLine(anchor, near);
            g.setLineWidth(width);
            g.setLineStyle(style);
        }
    }

    /** How many events a second the stream carries live (0 in the design view). */
    public double getLiveRate() {
        return liveRate;
    }

    /** The live text in full, or null when not shown live. */
    public String getLiveText() {
        return liveText;
    }

    public Label getLabel() {
        return label;
    }

    /** Marks the line red and says the alerts firing on it in every wording of its label. */
    @Override
    public void setAlerts(List<String> names, String summary) {
        if (alerts.set(this, mark, names, summary)) {
            paintLine();
            revalidate();
        }
    }

    @Override
    public List<String> getAlerts() {
        return alerts.firing();
    }

    @Override
    public void setProblems(String problems) {
        mark.setProblems(this, problems);
        this.problems = problems == null ? "" : problems;
        paintLine();
    }
}
