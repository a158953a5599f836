package org.orrery.editor.commands;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

import org.eclipse.emf.common.util.ECollections;
import org.eclipse.gef.commands.Command;
import org.eclipse.gef.commands.CompoundCommand;
import org.orrery.model.Bendpoint;
import org.orrery.model.Connection;
import org.orrery.model.OrreryFactory;

/**
 * Replaces the bend points of a connection (diagram coordinates, in order from source to target). Adding, moving and
 * removing one bend point, and straightening a connection, are all this command with another list.
 */
public final class SetBendpointsCommand extends Command {

    /** A bend point's position on the diagram. */
    public record Point(int x, int y) {
    }

    private final Connection connection;
    private final List<Point> newPoints;
    private List<Point> oldPoints;

    public SetBendpointsCommand(String label, Connection connection, List<Point> newPoints) {
        super(label);
        this.connection = connection;
        this.newPoints = List.copyOf(newPoints);
    }

    /** Drops the bend points of those of {@code connections} that have any, in one step. */
    public static CompoundCommand straighten(Collection<Connection> connections) {
        CompoundCommand command = new CompoundCommand("Straighten");
        for (Connection connection : connections) {
            if (!connection.getBendpoints().isEmpty()) {
                command.add(new SetBendpointsCommand("Straighten", connection, List.of()));
            }
        }
        return command;
    }

    /** The bend points of {@code connection} as they are now. */
    public static List<Point> pointsOf(Connection connection) {
        List<Point> points = new ArrayList<>();
        for (Bendpoint bendpoint : connection.getBendpoints()) {
            points.add(new Point(bendpoint.getX(), bendpoint.getY()));
        }
        return points;
    }

    @Override
    public void execute() {
        oldPoints = pointsOf(connection);
        redo();
    }

    @Override
    public void redo() {
        apply(newPoints);
    }

    @Override
    public void undo() {
        apply(oldPoints);
    }

    private void apply(List<Point> points) {
        List<Bendpoint> bendpoints = new ArrayList<>();
        for (Point point : points) {
            Bendpoint bendpoint = OrreryFactory.eINSTANCE.createBendpoint();
            bendpoint.setX(point.x());
            bendpoint.setY(point.y());
            bendpoints.add(bendpoint);
        }
        // one notification for the whole list, so the figure is routed once
        ECollections.setEList(connection.getBendpoints(), bendpoints);
    }
}
