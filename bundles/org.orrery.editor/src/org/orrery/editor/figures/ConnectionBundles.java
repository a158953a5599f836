package org.orrery.editor.figures;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.draw2d.FigureUtilities;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.PointList;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.graphics.Font;
import org.orrery.control.api.LiveStatus;

/**
 * Below {@link Zoom#LOW_DETAIL}, where a large diagram is seen whole, the connections between two hosts are drawn as
 * one line between the hosts' boxes (between two domains of one host, between the domains' boxes), thicker the more it
 * carries, with an arrowhead at each end that receives, and labelled with how many (and, live, their events per second
 * together) where the label has room; a connection inside a domain is drawn as it is. The 1,000-operator sample's 300
 * connections between pipelines, drawn each at that zoom, covered the canvas.
 */
public final class ConnectionBundles {

    /** The connections between two boxes (hosts, or domains of one host), whichever way they go. */
    public record Bundle(ContainerFigure one, ContainerFigure other, List<ConnectionFigure> connections,
            boolean intoOther, boolean intoOne) {

        /** What its label says: how many connections, and live their events per second together. */
        public String text() {
            double rate = connections.stream().mapToDouble(ConnectionFigure::getLiveRate).sum();
            return connections.size() + (rate > 0 ? " \u00b7 " + LiveStatus.compact(rate) + " ev/s" : "");
        }
    }

    private ConnectionBundles() {
    }

    /** The boxes a connection between these two domains is bundled between: their hosts', or theirs on one host. */
    public static List<ContainerFigure> ends(DomainFigure source, DomainFigure target) {
        HostFigure sourceHost = ancestor(source, HostFigure.class);
        HostFigure targetHost = ancestor(target, HostFigure.class);
        return sourceHost != null && targetHost != null && sourceHost != targetHost ? List.of(sourceHost, targetHost)
                : List.of(source, target);
    }

    /** The bundles of {@code connections} (those visible): one per pair of boxes, in the order first met. */
    static List<Bundle> of(List<ConnectionFigure> connections) {
        Map<List<ContainerFigure>, List<ConnectionFigure>> byPair = new LinkedHashMap<>();
        Map<List<ContainerFigure>, boolean[]> directions = new HashMap<>();
        for (ConnectionFigure connection : connections) {
            if (connection.getSourceAnchor() == null || connection.getTargetAnchor() == null) {
                continue;
            }
            DomainFigure source = ancestor(connection.getSourceAnchor().getOwner(), DomainFigure.class);
            DomainFigure target = ancestor(connection.getTargetAnchor().getOwner(), DomainFigure.class);
            if (source == null || target == null || source == target) {
                continue;
            }
            List<ContainerFigure> ends = ends(source, target);
            List<ContainerFigure> reversed = List.of(ends.get(1), ends.get(0));
            boolean backwards = byPair.containsKey(reversed);
            List<ContainerFigure> key = backwards ? reversed : ends;
            byPair.computeIfAbsent(key, pair -> new ArrayList<>()).add(connection);
            directions.computeIfAbsent(key, pair -> new boolean[2])[backwards ? 1 : 0] = true;
        }
        List<Bundle> bundles = new ArrayList<>();
        byPair.forEach((pair, members) -> bundles.add(new Bundle(pair.get(0), pair.get(1), List.copyOf(members),
                directions.get(pair)[0], directions.get(pair)[1])));
        return bundles;
    }

    private static <T extends IFigure> T ancestor(IFigure figure, Class<T> kind) {
        for (IFigure current = figure; current != null; current = current.getParent()) {
            if (kind.isInstance(current)) {
                return kind.cast(current);
            }
        }
        return null;
    }

    /**
     * Paints {@code bundles} on {@code layer} (whose coordinates the domains' boxes are given in), the label's font
     * grown by {@code growth} so that it reads at the zoom.
     */
    static void paint(Graphics graphics, IFigure layer, List<Bundle> bundles, double growth) {
        Font font = Fonts.scaled(growth, false);
        graphics.setFont(font);
        List<Rectangle> labels = new ArrayList<>();
        for (Bundle bundle : bundles) {
            Rectangle one = inLayer(layer, bundle.one());
            Rectangle other = inLayer(layer, bundle.other());
            Point start = edge(one, other.getCenter());
            Point end = edge(other, one.getCenter());
            int width = Math.max(1,
                    (int) Math.round(growth * (1 + Math.log(bundle.connections().size()) / Math.log(2)) / 2));
            int head = (int) Math.round(6 * growth) + width;
            graphics.setForegroundColor(Palette.CONNECTION);
            graphics.setBackgroundColor(Palette.CONNECTION);
            graphics.setLineWidth(width);
            graphics.drawLine(start, end);
            if (bundle.intoOther()) {
                graphics.fillPolygon(arrowhead(start, end, head));
            }
            if (bundle.intoOne()) {
                graphics.fillPolygon(arrowhead(end, start, head));
            }
            // a label where it has room: on the line's middle, over no label drawn before
            String text = bundle.text();
            Dimension size = FigureUtilities.getTextExtents(text, font);
            Point middle = new Point((start.x + end.x) / 2, (start.y + end.y) / 2);
            Rectangle box = new Rectangle(middle.x - size.width / 2 - 2, middle.y - size.height / 2, size.width + 4,
                    size.height);
            if (labels.stream().noneMatch(box::intersects)) {
                labels.add(box);
                graphics.setBackgroundColor(Palette.LABEL_FILL);
                graphics.fillRectangle(box);
                graphics.setForegroundColor(Palette.TEXT);
                graphics.drawText(text, box.x + 2, box.y);
            }
        }
    }

    /** {@code figure}'s bounds in {@code layer}'s coordinates (the layers of a diagram share them). */
    private static Rectangle inLayer(IFigure layer, IFigure figure) {
        Rectangle bounds = figure.getBounds().getCopy();
        figure.translateToAbsolute(bounds);
        layer.translateToRelative(bounds);
        return bounds;
    }

    /** Where the line from {@code box}'s centre towards {@code towards} leaves the box. */
    private static Point edge(Rectangle box, Point towards) {
        Point centre = box.getCenter();
        double dx = towards.x - centre.x;
        double dy = towards.y - centre.y;
        if (dx == 0 && dy == 0) {
            return centre;
        }
        double scale = Math.min(dx == 0 ? Double.MAX_VALUE : box.width / 2.0 / Math.abs(dx),
                dy == 0 ? Double.MAX_VALUE : box.height / 2.0 / Math.abs(dy));
        return new Point((int) Math.round(centre.x + dx * scale), (int) Math.round(centre.y + dy * scale));
    }

    private static PointList arrowhead(Point start, Point end, int length) {
        double angle = Math.atan2(end.y - start.y, end.x - start.x);
        PointList head = new PointList();
        head.addPoint(end);
        head.addPoint((int) Math.round(end.x - length * Math.cos(angle - 0.4)),
                (int) Math.round(end.y - length * Math.sin(angle - 0.4)));
        head.addPoint((int) Math.round(end.x - length * Math.cos(angle + 0.4)),
                (int) Math.round(end.y - length * Math.sin(angle + 0.4)));
        return head;
    }
}
