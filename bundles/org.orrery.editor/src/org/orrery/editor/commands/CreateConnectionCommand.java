package org.orrery.editor.commands;

import org.eclipse.gef.commands.Command;
import org.orrery.model.Connection;
import org.orrery.model.Operator;
import org.orrery.model.OrreryFactory;
import org.orrery.model.OrrerySystem;
import org.orrery.model.validation.ConnectionRules;

/** Connects two operators, refusing what the model forbids: loops, into a source, out of an application, twice. */
public final class CreateConnectionCommand extends Command {

    private final OrrerySystem system;
    private final Connection connection;
    private final Operator source;
    private final Operator target;

    public CreateConnectionCommand(Operator source, Operator target) {
        super("Connect " + (source == null ? "?" : source.getName()) + " to "
                + (target == null ? "?" : target.getName()));
        String refusal = refusal(source, target);
        if (refusal != null) {
            throw new IllegalArgumentException(refusal);
        }
        this.source = source;
        this.target = target;
        this.system = CreateNodeCommand.systemOf(source);
        this.connection = OrreryFactory.eINSTANCE.createConnection();
    }

    /** Why {@code source} may not be connected to {@code target}, or null when it may ({@link ConnectionRules}). */
    public static String refusal(Operator source, Operator target) {
        return ConnectionRules.refusal(source, target, null);
    }

    public Connection connection() {
        return connection;
    }

    @Override
    public void execute() {
        redo();
    }

    @Override
    public void redo() {
        connection.setSource(source);
        connection.setTarget(target);
        system.getConnections().add(connection);
    }

    @Override
    public void undo() {
        system.getConnections().remove(connection);
        connection.setSource(null);
        connection.setTarget(null);
    }
}
