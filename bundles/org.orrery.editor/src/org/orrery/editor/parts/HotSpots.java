package org.orrery.editor.parts;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.BiFunction;
import java.util.function.ToDoubleFunction;

import org.eclipse.draw2d.CompoundBorder;
import org.eclipse.draw2d.Figure;
import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.LineBorder;
import org.eclipse.draw2d.MarginBorder;
import org.eclipse.draw2d.PositionConstants;
import org.eclipse.draw2d.ToolbarLayout;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.EditPartViewer;
import org.orrery.control.api.LiveStatus;
import org.orrery.control.api.SystemApi.OperatorView;
import org.orrery.editor.figures.Fonts;
import org.orrery.editor.figures.Palette;

/**
 * The live diagram's hot spots: the operators that used the most of their domain's event thread over the last second,
 * busiest first, and those congestion held back, most first; in a box at the top right of the diagram's visible area,
 * over the diagram and never scrolled away with it. It takes no clicks outside its box. Shown only while the diagram is
 * live and something was busy or held back.
 */
public final class HotSpots {

    /** Operators listed of each kind. */
    static final int LISTED = 5;
    private static final String OVERLAY_KEY = "org.orrery.editor.hotSpots";

    private HotSpots() {
    }

    /**
     * The lines the box shows for {@code status}, busiest first, then the held back: {@code display · planet2 · 96.5 %
     * busy}, {@code sensorA · planet1 · held back 40.0 %}; empty when nothing was busy or held back.
     */
    public static List<String> lines(LiveStatus status) {
        List<String> lines = new ArrayList<>();
        if (status != null) {
            ranked(status, OperatorView::busyPercent, (o, share) -> share + " busy", lines);
            ranked(status, OperatorView::heldBackPercent, (o, share) -> "held back " + share, lines);
        }
        return lines;
    }

    /**
     * Adds the {@link #LISTED} operators with the largest non-zero {@code share}, largest first, worded by {@code as}.
     */
    private static void ranked(LiveStatus status, ToDoubleFunction<OperatorView> share,
            BiFunction<OperatorView, String, String> as, List<String> lines) {
        status.operators()
                .values()
                .stream()
                .filter(o -> share.applyAsDouble(o) > 0)
                .sorted(Comparator.comparingDouble(share).reversed())
                .limit(LISTED)
                .forEach(o -> lines.add(o.name() + " \u00b7 " + o.domain() + " \u00b7 "
                        + as.apply(o, percent(share.applyAsDouble(o)))));
    }

    private static String percent(double value) {
        return String.format(Locale.ROOT, "%.1f %%", value);
    }

    /** Shows {@code status}'s hot spots over {@code viewer}'s diagram (none: hides the box). */
    static void show(EditPartViewer viewer, LiveStatus status) {
        if (!(viewer.getControl() instanceof FigureCanvas canvas) || canvas.isDisposed()) {
            return;
        }
        Overlay overlay = (Overlay) viewer.getProperty(OVERLAY_KEY);
        if (overlay == null) {
            overlay = new Overlay();
            canvas.getLightweightSystem().getRootFigure().add(overlay);
            viewer.setProperty(OVERLAY_KEY, overlay);
        }
        overlay.show(lines(status));
    }

    /** The box's lines as shown now (empty when hidden), for tests and the curious. */
    public static List<String> shown(EditPartViewer viewer) {
        Overlay overlay = (Overlay) viewer.getProperty(OVERLAY_KEY);
        return overlay == null ? List.of() : overlay.lines;
    }

    /** Fills the canvas above the diagram, painting and taking the mouse only in its box. */
    private static final class Overlay extends Figure {

        private static final int MARGIN = 10;
        private final Figure box = new Figure();
        private List<String> lines = List.of();

        Overlay() {
            setOpaque(false);
            box.setOpaque(true);
            box.setBackgroundColor(Palette.LABEL_FILL);
            box.setBorder(new CompoundBorder(new LineBorder(Palette.DOMAIN_BORDER, 1), new MarginBorder(4, 8, 4, 8)));
            ToolbarLayout layout = new ToolbarLayout(false);
            layout.setSpacing(1);
            box.setLayoutManager(layout);
            add(box);
            box.setVisible(false);
        }

        void show(List<String> newLines) {
            if (newLines.equals(lines)) {
                return;
            }
            lines = List.copyOf(newLines);
            box.removeAll();
            if (!lines.isEmpty()) {
                Label title = new Label("Hot spots (last second)");
                title.setFont(Fonts.of(Fonts.defaultHeight(), true));
                title.setLabelAlignment(PositionConstants.LEFT);
                box.add(title);
                for (String line : lines) {
                    Label label = new Label(line);
                    label.setLabelAlignment(PositionConstants.LEFT);
                    label.setForegroundColor(line.contains(" held back ") ? Palette.ERROR : Palette.TEXT);
                    box.add(label);
                }
            }
            box.setVisible(!lines.isEmpty());
            revalidate();
            repaint();
        }

        @Override
        public void layout() {
            Dimension size = box.getPreferredSize();
            Rectangle area = getClientArea();
            box.setBounds(new Rectangle(area.right() - size.width - MARGIN, area.y + MARGIN, size.width, size.height));
        }

        @Override
        public boolean containsPoint(int x, int y) {
            return box.isVisible() && box.containsPoint(x, y);
        }

        @Override
        protected void paintFigure(Graphics graphics) {
            // transparent: the diagram shows through everywhere but the box
        }

        @Override
        public IFigure findMouseEventTargetAt(int x, int y) {
            return containsPoint(x, y) ? super.findMouseEventTargetAt(x, y) : null;
        }

        @Override
        public Dimension getPreferredSize(int wHint, int hHint) {
            return new Dimension(1, 1);
        }

        @Override
        public boolean isOpaque() {
            return false;
        }
    }
}
