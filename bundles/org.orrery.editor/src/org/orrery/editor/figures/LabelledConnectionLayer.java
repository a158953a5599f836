package org.orrery.editor.figures;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.draw2d.ConnectionLayer;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.graphics.Font;

/**
 * The layer of connections, which places all their labels together each time it is laid out (after the figures it must
 * avoid): the busiest connection first, none over a figure or another label ({@link LabelPlacement}). Labels keep their
 * size on screen as the diagram is zoomed out, so they collide sooner and shrink sooner; below {@link Zoom#LOW_DETAIL}
 * none is shown, and the connections between two hosts (or two domains of one host) are drawn as one line
 * ({@link ConnectionBundles}).
 */
public class LabelledConnectionLayer extends ConnectionLayer {

    /** How much labels grow against the zoom at most (at {@link Zoom#LOW_DETAIL} they are as large as at 100 %). */
    private static final double MAX_GROWTH = 1 / Zoom.LOW_DETAIL;

    private final IFigure figures;
    /** Below {@link Zoom#LOW_DETAIL}: the connections between domains, drawn as one line per pair of boxes. */
    private List<ConnectionBundles.Bundle> bundles = List.of();
    private Set<IFigure> bundled = Set.of();

    /** A layer whose labels avoid the figures of {@code figures} (the layer of nodes). */
    public LabelledConnectionLayer(IFigure figures) {
        this.figures = figures;
    }

    @Override
    public void validate() {
        if (isValid()) {
            return;
        }
        super.validate();
        placeLabels();
        bundles = Zoom.of(this) < Zoom.LOW_DETAIL ? ConnectionBundles.of(visibleConnections()) : List.of();
        bundled = new HashSet<>();
        bundles.forEach(b -> bundled.addAll(b.connections()));
    }

    /** The lines drawn instead of the connections between domains (none at {@link Zoom#LOW_DETAIL} and above). */
    public List<ConnectionBundles.Bundle> bundles() {
        return bundles;
    }

    /** Paints the connections that are not in a bundle, then the bundles. */
    @Override
    protected void paintChildren(Graphics graphics) {
        if (bundles.isEmpty()) {
            super.paintChildren(graphics);
            return;
        }
        Rectangle clip = new Rectangle();
        for (Object child : getChildren()) {
            IFigure figure = (IFigure) child;
            if (figure.isVisible() && !bundled.contains(figure) && figure.intersects(graphics.getClip(clip))) {
                graphics.clipRect(figure.getBounds());
                figure.paint(graphics);
                graphics.restoreState();
            }
        }
        // the labels as large on screen as at 100 %
        ConnectionBundles.paint(graphics, this, bundles, Math.min(12, 1 / Zoom.of(this)));
    }

    private List<ConnectionFigure> visibleConnections() {
        List<ConnectionFigure> connections = new ArrayList<>();
        for (Object child : getChildren()) {
            if (child instanceof ConnectionFigure connection && connection.isVisible()) {
                connections.add(connection);
            }
        }
        return connections;
    }

    /** Places every label anew for the zoom the diagram is drawn at. */
    public void placeLabels() {
        List<ConnectionFigure> connections = visibleConnections();
        double scale = Zoom.of(this);
        if (scale < Zoom.LOW_DETAIL) {
            connections.forEach(c -> c.placeLabel(-1, null, null, null));
            return;
        }
        connections.sort(Comparator.comparingDouble(ConnectionFigure::getLiveRate).reversed());
        Font font = Fonts.scaled(Math.min(MAX_GROWTH, Math.max(1, 1 / scale)), false);
        List<LabelPlacement.Request> requests = new ArrayList<>(connections.size());
        for (ConnectionFigure connection : connections) {
            List<Dimension> sizes = new ArrayList<>();
            for (String text : connection.labelTexts()) {
                sizes.add(connection.labelSize(text, font));
            }
            requests.add(new LabelPlacement.Request(connection.getPoints().getCopy(), sizes));
        }
        List<LabelPlacement.Placement> placements = LabelPlacement.place(requests, obstacles());
        for (int i = 0; i < connections.size(); i++) {
            LabelPlacement.Placement placement = placements.get(i);
            connections.get(i).placeLabel(placement.text(), placement.bounds(), placement.anchor(), font);
        }
    }

    /** What labels must not cover: every operator and the header (title, badge, bundles) of every host and domain. */
    public List<Rectangle> obstacles() {
        List<Rectangle> obstacles = new ArrayList<>();
        collect(figures, obstacles);
        return obstacles;
    }

    private void collect(IFigure parent, List<Rectangle> obstacles) {
        for (Object child : parent.getChildren()) {
            IFigure figure = (IFigure) child;
            if (!figure.isVisible()) {
                continue;
            }
            if (figure instanceof OperatorFigure) {
                obstacles.add(inLayer(figure, figure.getBounds()));
            } else if (figure instanceof ContainerFigure container) {
                obstacles.add(inLayer(container.getHeader(), container.getHeader().getBounds()));
                collect(container.getContentPane(), obstacles);
            } else {
                collect(figure, obstacles);
            }
        }
    }

    /** {@code bounds} of {@code figure} in this layer's coordinates (both layers share the diagram's). */
    private Rectangle inLayer(IFigure figure, Rectangle bounds) {
        Rectangle r = bounds.getCopy();
        for (IFigure p = figure.getParent(); p != null && p != figures; p = p.getParent()) {
            p.translateToParent(r);
        }
        return r;
    }
}
