package org.orrery.editor.policies;

import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.Request;
import org.eclipse.gef.RequestConstants;
import org.eclipse.gef.commands.Command;
import org.eclipse.gef.editpolicies.GraphicalEditPolicy;
import org.eclipse.gef.requests.CreateRequest;
import org.orrery.model.Connection;
import org.orrery.model.Operator;
import org.orrery.model.edit.Insertion;
import org.orrery.editor.commands.InsertOperatorCommand;

/**
 * An operator from the palette dropped onto a connection is inserted into it ({@link InsertOperatorCommand}): in the
 * domain of the connection's source, where it was dropped when that is inside the domain, else under the source.
 * On a live diagram, the next Deploy starts the new operator alone; the others run on.
 */
public final class InsertPolicy extends GraphicalEditPolicy {

    /** The role it is installed under. */
    public static final String ROLE = "insert operator";

    private static final int WIDTH = 135;
    private static final int HEIGHT = 48;

    private Connection connection() {
        return (Connection) getHost().getModel();
    }

    private Operator insertable(Request request) {
        if (RequestConstants.REQ_CREATE.equals(request.getType()) && request instanceof CreateRequest create
                && create.getNewObject() instanceof Operator operator && Insertion.refusal(connection(), operator) == null) {
            return operator;
        }
        return null;
    }

    @Override
    public EditPart getTargetEditPart(Request request) {
        return insertable(request) != null ? getHost() : null;
    }

    @Override
    public Command getCommand(Request request) {
        Operator operator = insertable(request);
        if (operator == null) {
            return null;
        }
        return new InsertOperatorCommand(connection(), operator, DiagramLayoutPolicy.bounds(place(((CreateRequest) request).getLocation())));
    }

    /** Where in the source's domain the operator goes: at {@code drop} when it falls inside the domain, else under the source. */
    private Rectangle place(Point drop) {
        Operator source = connection().getSource();
        Object domainPart = getHost().getViewer().getEditPartRegistry().get(source.getPlacement());
        if (drop != null && domainPart instanceof GraphicalEditPart domain) {
            IFigure pane = domain.getContentPane();
            Point at = drop.getCopy();
            pane.translateToRelative(at);
            Rectangle client = pane.getClientArea();
            if (client.contains(at)) {
                Point inside = at.getTranslated(-WIDTH / 2, -HEIGHT / 2);
                inside.x = Math.max(client.x, Math.min(inside.x, client.right() - WIDTH));
                inside.y = Math.max(client.y, Math.min(inside.y, client.bottom() - HEIGHT));
                return new Rectangle(inside.x - client.x, inside.y - client.y, WIDTH, HEIGHT);
            }
        }
        org.orrery.model.Bounds below = source.getBounds();
        return below == null ? new Rectangle(10, 10, WIDTH, HEIGHT)
                : new Rectangle(below.getX(), below.getY() + below.getHeight() + 12, WIDTH, HEIGHT);
    }
}
