package org.orrery.editor.policies;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.draw2d.geometry.Point;
import org.eclipse.gef.commands.Command;
import org.eclipse.gef.editpolicies.BendpointEditPolicy;
import org.eclipse.gef.requests.BendpointRequest;
import org.orrery.editor.commands.SetBendpointsCommand;
import org.orrery.model.Connection;

/** Adds, moves and removes bend points of a connection by dragging its handles; each is one undoable command. */
public final class BendpointPolicy extends BendpointEditPolicy {

    private Connection connection() {
        return (Connection) getHost().getModel();
    }

    /** Where the request points, in diagram coordinates (independent of zoom and scrolling). */
    private SetBendpointsCommand.Point at(BendpointRequest request) {
        Point location = request.getLocation().getCopy();
        getConnection().translateToRelative(location);
        return new SetBendpointsCommand.Point(location.x, location.y);
    }

    @Override
    protected Command getCreateBendpointCommand(BendpointRequest request) {
        List<SetBendpointsCommand.Point> points = new ArrayList<>(SetBendpointsCommand.pointsOf(connection()));
        points.add(Math.min(request.getIndex(), points.size()), at(request));
        return new SetBendpointsCommand("Add bend point", connection(), points);
    }

    @Override
    protected Command getMoveBendpointCommand(BendpointRequest request) {
        List<SetBendpointsCommand.Point> points = new ArrayList<>(SetBendpointsCommand.pointsOf(connection()));
        if (request.getIndex() >= points.size()) {
            return null;
        }
        points.set(request.getIndex(), at(request));
        return new SetBendpointsCommand("Move bend point", connection(), points);
    }

    @Override
    protected Command getDeleteBendpointCommand(BendpointRequest request) {
        List<SetBendpointsCommand.Point> points = new ArrayList<>(SetBendpointsCommand.pointsOf(connection()));
        if (request.getIndex() >= points.size()) {
            return null;
        }
        points.remove(request.getIndex());
        return new SetBendpointsCommand("Remove bend point", connection(), points);
    }
}
