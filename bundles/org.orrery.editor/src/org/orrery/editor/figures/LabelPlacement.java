package org.orrery.editor.figures;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.PointList;
import org.eclipse.draw2d.geometry.Rectangle;

/**
 * Where the labels of connections go so that none covers a figure or another label. Labels are placed one after the
 * other, in the order given (the busiest first): each tries its longest text first, on its path from the middle
 * outwards, then beside the path at growing distances; when no place is free it tries its next shorter text, and when
 * none fits it is not shown (the connection keeps its colour and thickness).
 */
public final class LabelPlacement {

    /** A label to place: the path of its connection and the sizes of its texts, longest first. */
    public record Request(PointList path, List<Dimension> sizes) {
    }

    /**
     * Where a label went: the index of the text shown ({@code -1}: none), its bounds, and the point of the path it
     * belongs to (inside the bounds when the label sits on the path).
     */
    public record Placement(int text, Rectangle bounds, Point anchor) {

        static final Placement NONE = new Placement(-1, null, null);

        public boolean shown() {
            return text >= 0;
        }
    }

    /** Where along the path labels are tried, as fractions of its length: the middle first. */
    private static final double[] ALONG = {0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8, 0.12, 0.88};
    /** How many places beside the path are tried on each side, each this far beyond the last. */
    private static final int BESIDE_STEPS = 4;
    private static final int BESIDE_STEP = 12;
    /** The least gap kept between a label and a figure or another label. */
    static final int GAP = 2;
    private static final int CELL = 64;

    private final Map<Long, List<Rectangle>> cells = new HashMap<>();

    private LabelPlacement(List<Rectangle> obstacles) {
        obstacles.forEach(this::occupy);
    }

    /** Places {@code requests} in order around {@code obstacles} (the figures' bounds); one placement per request. */
    public static List<Placement> place(List<Request> requests, List<Rectangle> obstacles) {
        LabelPlacement placement = new LabelPlacement(obstacles);
        List<Placement> result = new ArrayList<>(requests.size());
        for (Request request : requests) {
            Placement placed = placement.placeOne(request);
            if (placed.shown()) {
                placement.occupy(placed.bounds());
            }
            result.add(placed);
        }
        return result;
    }

    private Placement placeOne(Request request) {
        PointList path = request.path();
        if (path == null || path.size() < 2) {
            return Placement.NONE;
        }
        for (int text = 0; text < request.sizes().size(); text++) {
            Dimension size = request.sizes().get(text);
            for (int beside = 0; beside <= 2 * BESIDE_STEPS; beside++) {
                for (double along : ALONG) {
                    Rectangle candidate = candidate(path, along, beside, size);
                    if (isFree(candidate)) {
                        return new Placement(text, candidate, pointAt(path, along, null));
                    }
                }
            }
        }
        return Placement.NONE;
    }

    /**
     * The bounds of a label of {@code size} at {@code along} the path: on it when {@code beside} is 0, else on the left
     * (odd) or right (even) side, clear of the line and {@code BESIDE_STEP} further out each step.
     */
    static Rectangle candidate(PointList path, double along, int beside, Dimension size) {
        double[] direction = new double[2];
        Point at = pointAt(path, along, direction);
        double cx = at.x;
        double cy = at.y;
        if (beside > 0) {
            double nx = -direction[1];
            double ny = direction[0];
            double clear = Math.abs(nx) * size.width / 2.0 + Math.abs(ny) * size.height / 2.0 + GAP + 1;
            double distance = clear + ((beside - 1) / 2) * BESIDE_STEP;
            double side = beside % 2 == 1 ? -1 : 1;
            cx += side * nx * distance;
            cy += side * ny * distance;
        }
        return new Rectangle((int) Math.round(cx - size.width / 2.0), (int) Math.round(cy - size.height / 2.0),
                size.width, size.height);
    }

    /**
     * The point {@code along} (a fraction of its length) the path; the unit direction there goes to {@code direction}.
     */
    static Point pointAt(PointList path, double along, double[] direction) {
        double total = 0;
        for (int i = 1; i < path.size(); i++) {
            total += path.getPoint(i - 1).getDistance(path.getPoint(i));
        }
        double wanted = total * along;
        for (int i = 1; i < path.size(); i++) {
            Point a = path.getPoint(i - 1);
            Point b = path.getPoint(i);
            double length = a.getDistance(b);
            if (wanted <= length || i == path.size() - 1) {
                double f = length == 0 ? 0 : Math.min(1, wanted / length);
                if (direction != null) {
                    direction[0] = length == 0 ? 1 : (b.x - a.x) / length;
                    direction[1] = length == 0 ? 0 : (b.y - a.y) / length;
                }
                return new Point((int) Math.round(a.x + (b.x - a.x) * f), (int) Math.round(a.y + (b.y - a.y) * f));
            }
            wanted -= length;
        }
        return path.getFirstPoint();
    }

    private boolean isFree(Rectangle candidate) {
        Rectangle kept = candidate.getExpanded(GAP, GAP);
        for (long key : keys(kept)) {
            for (Rectangle taken : cells.getOrDefault(key, List.of())) {
                if (taken.intersects(kept)) {
                    return false;
                }
            }
        }
        return true;
    }

    private void occupy(Rectangle bounds) {
        for (long key : keys(bounds)) {
            cells.computeIfAbsent(key, k -> new ArrayList<>()).add(bounds);
        }
    }

    private static long[] keys(Rectangle r) {
        int x0 = Math.floorDiv(r.x, CELL);
        int x1 = Math.floorDiv(r.x + r.width, CELL);
        int y0 = Math.floorDiv(r.y, CELL);
        int y1 = Math.floorDiv(r.y + r.height, CELL);
        long[] keys = new long[(x1 - x0 + 1) * (y1 - y0 + 1)];
        int i = 0;
        for (int x = x0; x <= x1; x++) {
            for (int y = y0; y <= y1; y++) {
                keys[i++] = ((long) x << 32) ^ (y & 0xffffffffL);
            }
        }
        return keys;
    }
}
