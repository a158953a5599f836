package org.orrery.editor.commands;

import org.eclipse.gef.commands.Command;
import org.orrery.model.Bounds;
import org.orrery.model.Connection;
import org.orrery.model.Domain;
import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;
import org.orrery.model.edit.Insertion;

/**
 * Inserts a new operator into a connection ({@link Insertion}): the operator in the source's domain at the given
 * bounds, the connection ending at it, a new connection from it to the old target. Undone, the connection is whole
 * again.
 */
public final class InsertOperatorCommand extends Command {

    private final OrrerySystem system;
    private final Connection connection;
    private final Operator operator;
    private final Operator target;
    private final Domain domain;
    private final Bounds bounds;
    private Connection downstream;

    public InsertOperatorCommand(Connection connection, Operator operator, Bounds bounds) {
        super("Insert " + operator.getType() + " into " + connection.getSource().getName() + " \u2192 "
                + connection.getTarget().getName());
        String refusal = Insertion.refusal(connection, operator);
        if (refusal != null) {
            throw new IllegalArgumentException(refusal);
        }
        this.system = CreateNodeCommand.systemOf(connection);
        this.connection = connection;
        this.operator = operator;
        this.target = connection.getTarget();
        this.domain = connection.getSource().getPlacement();
        this.bounds = bounds;
    }

    @Override
    public void execute() {
        if (operator.getName() == null || operator.getName().isBlank()) {
            throw new IllegalStateException("the operator to insert has no name");
        }
        downstream = Insertion.downstream(connection, operator);
        redo();
    }

    @Override
    public void redo() {
        operator.setBounds(bounds);
        operator.setPlacement(domain);
        system.getOperators().add(operator);
        connection.setTarget(operator);
        downstream.setSource(operator);
        downstream.setTarget(target);
        system.getConnections().add(downstream);
    }

    @Override
    public void undo() {
        system.getConnections().remove(downstream);
        downstream.setSource(null);
        downstream.setTarget(null);
        connection.setTarget(target);
        system.getOperators().remove(operator);
        operator.setPlacement(null);
    }
}
