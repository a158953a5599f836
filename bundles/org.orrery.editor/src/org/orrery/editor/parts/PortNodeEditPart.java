package org.orrery.editor.parts;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.draw2d.IFigure;
import org.eclipse.gef.editparts.AbstractGraphicalEditPart;
import org.orrery.editor.figures.PortFigure;
import org.orrery.model.Composite;
import org.orrery.model.Connection;
import org.orrery.model.Operator;
import org.orrery.model.Port;
import org.orrery.model.PortDirection;
import org.orrery.model.edit.Composites;

/**
 * A port of the composite opened on its own canvas: an input port begins, inside the canvas, every connection that
 * reaches its operator from outside the composite; an output port ends every one its operator sends outside. Where it
 * stands is the canvas's to say ({@link CompositeCanvasEditPart#placeOf}).
 */
final class PortNodeEditPart extends AbstractGraphicalEditPart implements BoxAnchored {

    PortNodeEditPart(PortNode node) {
        setModel(node);
    }

    private Port port() {
        return ((PortNode) getModel()).port();
    }

    private boolean input() {
        return port().getDirection() == PortDirection.IN;
    }

    @Override
    protected IFigure createFigure() {
        return new PortFigure();
    }

    @Override
    protected void createEditPolicies() {
        // a port is placed by the canvas and changed in the Properties view of its composite
    }

    @Override
    protected void refreshVisuals() {
        Port port = port();
        Operator operator = port.getOperator();
        String name = port.getName() == null ? "" : port.getName();
        ((PortFigure) getFigure()).setPort(name, input(), (input() ? "input" : "output") + " port '" + name + "' "
                + (input() ? "into " : "out of ") + (operator == null ? "no operator" : operator.getName()));
        if (getParent() instanceof CompositeCanvasEditPart canvas) {
            canvas.setLayoutConstraint(this, getFigure(), canvas.placeOf(this));
        }
    }

    @Override
    protected List<Object> getModelSourceConnections() {
        return input() ? crossing(true) : List.of();
    }

    @Override
    protected List<Object> getModelTargetConnections() {
        return input() ? List.of() : crossing(false);
    }

    /**
     * The connections and named links crossing the canvas's boundary at this port: from outside into its operator
     * ({@code inwards}), or from its operator out. A second port naming the same operator the same way ends none: the
     * first one does.
     */
    private List<Object> crossing(boolean inwards) {
        Composite canvas = DrawnEnds.canvas(getViewer());
        Port port = port();
        Operator operator = port.getOperator();
        if (canvas == null || operator == null || Composites.port(canvas, port.getDirection(), operator) != port) {
            return List.of();
        }
        List<Object> crossing = new ArrayList<>();
        for (Connection connection : inwards ? operator.getIncoming() : operator.getOutgoing()) {
            Operator outer = inwards ? connection.getSource() : connection.getTarget();
            if (outer != null && !Composites.inside(outer, canvas)) {
                crossing.add(connection);
            }
        }
        for (SubscriptionLink link : NamedLinks.of(this)) {
            Operator inner = inwards ? link.subscriber() : link.source();
            Operator outer = inwards ? link.source() : link.subscriber();
            if (inner == operator && !Composites.inside(outer, canvas)) {
                crossing.add(link);
            }
        }
        return crossing;
    }

    /** Draws its connections again (the graph or what the subscriptions resolve to changed). */
    void refreshConnections() {
        refreshSourceConnections();
        refreshTargetConnections();
    }
}
