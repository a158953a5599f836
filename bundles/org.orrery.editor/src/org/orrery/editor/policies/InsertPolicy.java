package org.orrery.editor.policies;

import java.util.ArrayList;
import java.util.List;

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
import org.orrery.editor.commands.CreateNodeCommand;
import org.orrery.editor.commands.InsertOperatorCommand;
import org.orrery.model.Bounds;
import org.orrery.model.Connection;
import org.orrery.model.Operator;
import org.orrery.model.edit.Insertion;

/**
 * An operator from the palette dropped onto a connection is inserted into it ({@link InsertOperatorCommand}): in the
 * domain of the connection's source, at a free place near the connection ({@link #place}). On a live diagram, the next
 * Deploy starts the new operator alone; the others run on.
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
                && create.getNewObject() instanceof Operator operator
                && Insertion.refusal(connection(), operator) == null) {
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
        return new InsertOperatorCommand(connection(), operator,
                DiagramLayoutPolicy.bounds(place(((CreateRequest) request).getLocation())));
    }

    /**
     * Where in the source's domain the operator goes: the first free place (overlapping no operator there) among under
     * the middle of the connection, above it, where it was dropped, and under the source; the drop point when none is
     * free.
     */
    private Rectangle place(Point drop) {
        Operator source = connection().getSource();
        Operator target = connection().getTarget();
        Object domainPart = getHost().getViewer().getEditPartRegistry().get(source.getPlacement());
        if (!(domainPart instanceof GraphicalEditPart domain)) {
            return new Rectangle(10, 10, WIDTH, HEIGHT);
        }
        IFigure pane = domain.getContentPane();
        Rectangle client = pane.getClientArea().getCopy();
        Rectangle area = new Rectangle(0, 0, client.width, client.height);
        List<Rectangle> taken = new ArrayList<>();
        for (Operator other : CreateNodeCommand.systemOf(source).getOperators()) {
            if (other.getPlacement() == source.getPlacement() && other.getBounds() != null) {
                taken.add(rectangle(other.getBounds()).expand(6, 6));
            }
        }
        List<Rectangle> candidates = new ArrayList<>();
        Rectangle from = rectangle(source.getBounds());
        Rectangle to = target.getPlacement() == source.getPlacement() && target.getBounds() != null
                ? rectangle(target.getBounds())
                : from;
        int middle = (from.getCenter().x + to.getCenter().x) / 2 - WIDTH / 2;
        candidates.add(new Rectangle(middle, Math.max(from.bottom(), to.bottom()) + 14, WIDTH, HEIGHT));
        candidates.add(new Rectangle(middle, Math.min(from.y, to.y) - 14 - HEIGHT, WIDTH, HEIGHT));
        Rectangle dropped = null;
        if (drop != null) {
            Point at = drop.getCopy();
            pane.translateToRelative(at);
            dropped = new Rectangle(at.x - client.x - WIDTH / 2, at.y - client.y - HEIGHT / 2, WIDTH, HEIGHT);
            candidates.add(dropped);
        }
        candidates.add(new Rectangle(from.x, from.bottom() + 14, WIDTH, HEIGHT));
        for (Rectangle candidate : candidates) {
            if (area.contains(candidate) && taken.stream().noneMatch(candidate::intersects)) {
                return candidate;
            }
        }
        Rectangle fallback = dropped != null ? dropped : candidates.get(0);
        fallback.x = Math.max(0, Math.min(fallback.x, area.width - WIDTH));
        fallback.y = Math.max(0, Math.min(fallback.y, area.height - HEIGHT));
        return fallback;
    }

    private static Rectangle rectangle(Bounds bounds) {
        return bounds == null ? new Rectangle(10, 10, WIDTH, HEIGHT)
                : new Rectangle(bounds.getX(), bounds.getY(), bounds.getWidth(), bounds.getHeight());
    }
}
