package org.orrery.editor.parts;

import java.util.Set;

import org.eclipse.draw2d.geometry.Point;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.GraphicalViewer;
import org.eclipse.swt.events.MouseEvent;
import org.eclipse.swt.events.MouseMoveListener;
import org.eclipse.swt.events.MouseTrackAdapter;
import org.orrery.editor.figures.ConnectionFigure;
import org.orrery.model.Connection;
import org.orrery.model.Domain;
import org.orrery.model.Operator;

/**
 * While the pointer is over an operator its connections are drawn prominently, and over a domain (its header or
 * background) the connections of all its operators: where a domain's traffic goes, at a glance, at any zoom.
 */
public final class HoverHighlight extends MouseTrackAdapter implements MouseMoveListener {

    private final GraphicalViewer viewer;
    private Object hovered;

    private HoverHighlight(GraphicalViewer viewer) {
        this.viewer = viewer;
    }

    public static void install(GraphicalViewer viewer) {
        HoverHighlight highlight = new HoverHighlight(viewer);
        viewer.getControl().addMouseMoveListener(highlight);
        viewer.getControl().addMouseTrackListener(highlight);
    }

    @Override
    public void mouseMove(MouseEvent e) {
        // connections crossing a figure are looked through: what counts is the operator or domain under them
        EditPart part = viewer.findObjectAtExcluding(new Point(e.x, e.y), Set.of(),
                candidate -> candidate instanceof OperatorEditPart || candidate instanceof DomainEditPart);
        show(part instanceof OperatorEditPart || part instanceof DomainEditPart ? part.getModel() : null);
    }

    @Override
    public void mouseExit(MouseEvent e) {
        show(null);
    }

    private void show(Object element) {
        if (element == hovered) {
            return;
        }
        hovered = element;
        for (Object part : viewer.getEditPartRegistry().values().toArray()) {
            if (part instanceof ConnectionEditPart connection) {
                ((ConnectionFigure) connection.getFigure()).setHighlighted(touches(connection.getModel(), element));
            }
        }
    }

    private static boolean touches(Connection connection, Object element) {
        if (element instanceof Operator operator) {
            return connection.getSource() == operator || connection.getTarget() == operator;
        }
        if (element instanceof Domain domain) {
            return connection.getSource() != null && connection.getSource().getPlacement() == domain
                    || connection.getTarget() != null && connection.getTarget().getPlacement() == domain;
        }
        return false;
    }
}
