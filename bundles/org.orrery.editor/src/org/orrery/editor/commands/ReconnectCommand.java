package org.orrery.editor.commands;

import org.eclipse.gef.commands.Command;
import org.orrery.model.Connection;
import org.orrery.model.Operator;
import org.orrery.model.validation.ConnectionRules;

/** Moves one end of a connection to another operator, under the same rules as drawing a new connection. */
public final class ReconnectCommand extends Command {

    private final Connection connection;
    private final Operator newSource;
    private final Operator newTarget;
    private final Operator oldSource;
    private final Operator oldTarget;

    /** Moves the source end when {@code moveSource}, else the target end, to {@code operator}. */
    public ReconnectCommand(Connection connection, Operator operator, boolean moveSource) {
        super("Reconnect " + (moveSource ? "source" : "target") + " to "
                + (operator == null ? "?" : operator.getName()));
        this.connection = connection;
        this.oldSource = connection.getSource();
        this.oldTarget = connection.getTarget();
        this.newSource = moveSource ? operator : oldSource;
        this.newTarget = moveSource ? oldTarget : operator;
        String refusal = refusal(connection, newSource, newTarget);
        if (refusal != null) {
            throw new IllegalArgumentException(refusal);
        }
    }

    /** Why {@code connection} may not run from {@code source} to {@code target}, or null when it may. */
    public static String refusal(Connection connection, Operator source, Operator target) {
        if (source == connection.getSource() && target == connection.getTarget()) {
            return "the connection already runs there";
        }
        return ConnectionRules.refusal(source, target, connection);
    }

    @Override
    public void execute() {
        redo();
    }

    @Override
    public void redo() {
        connection.setSource(newSource);
        connection.setTarget(newTarget);
    }

    @Override
    public void undo() {
        connection.setSource(oldSource);
        connection.setTarget(oldTarget);
    }
}
