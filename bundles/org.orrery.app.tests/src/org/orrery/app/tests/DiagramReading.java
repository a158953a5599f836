package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.FreeformFigure;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.ConnectionEditPart;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.GraphicalViewer;
import org.orrery.editor.figures.BundleFigure;
import org.orrery.editor.figures.CompositeFigure;
import org.orrery.editor.figures.ConnectionFigure;
import org.orrery.editor.figures.ContainerFigure;
import org.orrery.editor.figures.Fonts;
import org.orrery.editor.figures.OperatorFigure;
import org.orrery.editor.figures.Zoom;
import org.orrery.model.Operator;

/**
 * Reads a diagram the way a person would, from the figures' bounds on the canvas: what text is cut off and which label
 * covers a figure or another label.
 */
final class DiagramReading {

    private DiagramReading() {
    }

    /** The figures of every edit part of {@code viewer} that are an instance of {@code type}. */
    static <T extends IFigure> List<T> figures(GraphicalViewer viewer, Class<T> type) {
        List<T> figures = new ArrayList<>();
        for (Object part : viewer.getEditPartRegistry().values()) {
            if (part instanceof GraphicalEditPart graphical && type.isInstance(graphical.getFigure())) {
                figures.add(type.cast(graphical.getFigure()));
            }
        }
        return figures;
    }

    /**
     * The bounds of {@code model}'s figure in {@code viewer}'s canvas coordinates, once the canvas has laid out what is
     * pending: on a loaded machine a figure can still be at its old place some time after the editor opened or changed.
     */
    static Rectangle onCanvas(GraphicalViewer viewer, Object model) {
        layOut(viewer);
        return onCanvas(((GraphicalEditPart) viewer.getEditPartRegistry().get(model)).getFigure());
    }

    /**
     * Lays out and paints what is pending on {@code viewer}'s canvas, so that its figures' bounds are where they show.
     */
    static void layOut(GraphicalViewer viewer) {
        ((FigureCanvas) viewer.getControl()).getLightweightSystem().getUpdateManager().performUpdate();
    }

    /** Bounds in the canvas's coordinates (zoom and scrolling applied). */
    static Rectangle onCanvas(IFigure figure) {
        Rectangle bounds = figure.getBounds().getCopy();
        figure.translateToAbsolute(bounds);
        return bounds;
    }

    /** The connection labels that are shown. */
    static List<Label> shownLabels(GraphicalViewer viewer) {
        return figures(viewer, ConnectionFigure.class).stream()
                .map(ConnectionFigure::getLabel)
                .filter(l -> l.isVisible() && !l.getText().isBlank())
                .toList();
    }

    /**
     * Fails naming the first label over an operator, a host's or domain's header or another label, or the first
     * operator whose name or second line is cut off, as the diagram is drawn (pending layout done first); returns how
     * many labels are shown.
     */
    static int assertReadable(GraphicalViewer viewer) {
        // what the screen shows: figures are laid out before they are painted
        viewer.flush();
        List<Rectangle> figures = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (OperatorFigure operator : figures(viewer, OperatorFigure.class)) {
            figures.add(onCanvas(operator));
            names.add("operator " + operator.getName());
            assertFalse(operator.getNameLabel().isTextTruncated(), "the name of " + operator.getName() + " is cut off");
            assertFalse(operator.getDetailLabel().isTextTruncated(),
                    operator.getName() + "'s second line is cut off: " + operator.getDetailLabel().getText()
                            + " (label " + operator.getDetailLabel().getBounds() + " needs "
                            + operator.getDetailLabel().getPreferredSize() + ", operator " + operator.getBounds()
                            + ")");
        }
        for (ContainerFigure container : figures(viewer, ContainerFigure.class)) {
            figures.add(onCanvas(container.getHeader()));
            names.add("the header of " + container.getTitleText());
        }
        List<Label> labels = shownLabels(viewer);
        List<Rectangle> placed = new ArrayList<>();
        for (Label label : labels) {
            Rectangle bounds = onCanvas(label);
            for (int i = 0; i < figures.size(); i++) {
                if (bounds.intersects(figures.get(i))) {
                    fail("the label '" + label.getText().strip() + "' at " + bounds + " covers " + names.get(i) + " at "
                            + figures.get(i));
                }
            }
            for (int i = 0; i < placed.size(); i++) {
                if (bounds.intersects(placed.get(i))) {
                    fail("the label '" + label.getText().strip() + "' at " + bounds + " covers the label '"
                            + labels.get(i).getText().strip() + "' at " + placed.get(i));
                }
            }
            placed.add(bounds);
        }
        return labels.size();
    }

    /** The connections {@code viewer} draws into {@code target} (wired or resolved from names), by source, sorted. */
    static List<String> drawnInto(GraphicalViewer viewer, Operator target) {
        GraphicalEditPart part = (GraphicalEditPart) viewer.getEditPartRegistry().get(target);
        List<String> sources = new ArrayList<>();
        for (Object connection : part.getTargetConnections()) {
            sources.add(((Operator) ((ConnectionEditPart) connection).getSource().getModel()).getName());
        }
        sources.sort(null);
        return sources;
    }

    /**
     * Fails naming the first text a figure cuts as the diagram is drawn at its zoom: an operator's name or second line,
     * a line of a host's, domain's or composite's header, a bundle's line, a collapsed composite's ports. Text is
     * measured as Draw2D draws it at the zoom (the zoomed font, often wider than the zoomed text). Returns how many
     * texts it read.
     */
    static int assertNothingCut(GraphicalViewer viewer) {
        viewer.flush();
        layOut(viewer);
        int read = 0;
        for (OperatorFigure operator : figures(viewer, OperatorFigure.class)) {
            if (Zoom.isLowDetail(operator)) {
                continue; // only the glyph is drawn
            }
            read += assertFits(operator.getNameLabel(), "the name of operator " + operator.getName());
            read += assertFits(operator.getDetailLabel(), "the second line of operator " + operator.getName());
        }
        for (ContainerFigure container : figures(viewer, ContainerFigure.class)) {
            if (Zoom.isLowDetail(container)) {
                continue; // the totals are drawn over it instead
            }
            for (Object child : container.getHeader().getChildren()) {
                if (child instanceof Label line && line.isVisible()) {
                    read += assertFits(line, "the header of " + container.getTitleText());
                }
            }
            if (container instanceof CompositeFigure composite && composite.isCollapsed()) {
                int needs = composite.getPreferredSize().width;
                if (needs > composite.getBounds().width) {
                    fail("collapsed composite " + composite.getTitleText() + " is " + composite.getBounds().width
                            + " wide and needs " + needs + " for its ports");
                }
                read++;
            }
        }
        for (BundleFigure bundle : figures(viewer, BundleFigure.class)) {
            if (Zoom.isLowDetail(bundle) || !bundle.isShowing()) {
                continue;
            }
            int width = bundle.getBounds().width - 13;
            String shown = bundle.shownText(width);
            String version = bundle.getText().substring(bundle.getText().lastIndexOf(' ') + 1);
            if (!shown.endsWith(" " + version) || !shown.startsWith(bundle.getText().substring(0, 3))) {
                fail("bundle line '" + bundle.getText() + "' shown as '" + shown + "' in " + width);
            }
            // what its domain shows of it: a line wider than its domain is cut at the domain's edge
            int seen = seenWidth(bundle) - 13;
            int needs = Fonts.drawnWidth(shown, bundle.getFont(), Zoom.of(bundle));
            if (seen < width && needs > seen) {
                fail("bundle line '" + shown + "' needs " + needs + " and its domain shows " + seen + " of it");
            }
            read++;
        }
        return read;
    }

    /**
     * How much of {@code figure}'s width its ancestors on the diagram show (each cuts what lies outside its client
     * area; scrolling is not cutting), in the figure's own units.
     */
    private static int seenWidth(IFigure figure) {
        Rectangle whole = figure.getBounds().getCopy();
        figure.getParent().translateToAbsolute(whole);
        Rectangle seen = whole.getCopy();
        for (IFigure up = figure.getParent(); up != null && !(up instanceof FreeformFigure); up = up.getParent()) {
            Rectangle area = up.getClientArea().getCopy();
            up.translateToAbsolute(area);
            seen.intersect(area);
        }
        return whole.width == 0 ? 0 : figure.getBounds().width * seen.width / whole.width;
    }

    /** Fails when {@code label}'s text, drawn at its figure's zoom, is wider than the label; 1 when it fits. */
    private static int assertFits(Label label, String what) {
        if (label.getText().isEmpty()) {
            return 0;
        }
        double zoom = Zoom.of(label);
        int needs = Fonts.drawnWidth(label.getText(), label.getFont(), zoom);
        int has = label.getBounds().width;
        if (needs > has || label.isTextTruncated()) {
            fail(what + " ('" + label.getText() + "') is cut at " + Math.round(zoom * 100) + " %: it needs " + needs
                    + " and has " + has);
        }
        return 1;
    }
}
