package org.orrery.editor.outline;

import java.util.Map;

import org.eclipse.draw2d.Figure;
import org.eclipse.draw2d.FreeformFigure;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.UpdateListener;
import org.eclipse.draw2d.geometry.PointList;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.SWT;
import org.orrery.editor.figures.ConnectionFigure;

/**
 * Drawn over the outline's thumbnail: every live connection in its traffic colour, thick enough to see at the
 * thumbnail's scale (the thumbnail alone thins them to hairlines). Repaints whenever the diagram does.
 */
final class TrafficOverlay extends Figure implements UpdateListener {

    private final IFigure source;
    private final IFigure connections;

    /**
     * An overlay for a thumbnail of {@code source} (the printable layers) showing {@code connections} (their layer).
     */
    TrafficOverlay(IFigure source, IFigure connections) {
        this.source = source;
        this.connections = connections;
        source.getUpdateManager().addUpdateListener(this);
    }

    void dispose() {
        source.getUpdateManager().removeUpdateListener(this);
    }

    @Override
    protected void paintFigure(Graphics g) {
        Rectangle from = source instanceof FreeformFigure freeform ? freeform.getFreeformExtent() : source.getBounds();
        Rectangle to = getClientArea();
        if (from.isEmpty() || to.isEmpty()) {
            return;
        }
        // the thumbnail keeps the diagram's proportions and draws from its top left corner
        double scale = Math.min((double) to.width / from.width, (double) to.height / from.height);
        g.setAntialias(SWT.ON);
        for (Object child : connections.getChildren()) {
            if (child instanceof ConnectionFigure connection && draws(connection)) {
                PointList points = connection.getPoints();
                PointList scaled = new PointList(points.size());
                for (int i = 0; i < points.size(); i++) {
                    scaled.addPoint(to.x + (int) Math.round((points.getPoint(i).x - from.x) * scale),
                            to.y + (int) Math.round((points.getPoint(i).y - from.y) * scale));
                }
                g.setForegroundColor(connection.getForegroundColor());
                g.setLineWidth(Math.max(2, (int) Math.round(connection.getLineWidth() * scale * 2)));
                g.drawPolyline(scaled);
            }
        }
    }

    /** Whether {@code connection} is drawn on the thumbnail (live, visible). */
    static boolean draws(ConnectionFigure connection) {
        return connection.getLiveText() != null && connection.isVisible();
    }

    @Override
    public void notifyPainting(Rectangle damage, @SuppressWarnings("rawtypes") Map dirtyRegions) {
        repaint();
    }

    @Override
    public void notifyValidating() {
        // nothing to do until the diagram paints
    }
}
