package org.orrery.editor.policies;

import org.eclipse.gef.commands.Command;
import org.eclipse.gef.editpolicies.GraphicalNodeEditPolicy;
import org.eclipse.gef.requests.CreateConnectionRequest;
import org.eclipse.gef.requests.ReconnectRequest;
import org.orrery.editor.commands.CreateConnectionCommand;
import org.orrery.editor.commands.ReconnectCommand;
import org.orrery.model.Connection;
import org.orrery.model.Operator;
import org.orrery.model.OperatorKind;

/** Draws connections between operators; what the model forbids gets no command, so the tool shows it refused. */
public final class ConnectPolicy extends GraphicalNodeEditPolicy {

    /** The first half of a connection being drawn: remembers its source. */
    private static final class Start extends Command {

        final Operator source;

        Start(Operator source) {
            this.source = source;
        }
    }

    @Override
    protected Command getConnectionCreateCommand(CreateConnectionRequest request) {
        if (!(getHost().getModel() instanceof Operator source) || source.getKind() == OperatorKind.APPLICATION) {
            return null;
        }
        Start start = new Start(source);
        request.setStartCommand(start);
        return start;
    }

    @Override
    protected Command getConnectionCompleteCommand(CreateConnectionRequest request) {
        if (!(request.getStartCommand() instanceof Start start) || !(getHost().getModel() instanceof Operator target)
                || CreateConnectionCommand.refusal(start.source, target) != null) {
            return null;
        }
        return new CreateConnectionCommand(start.source, target);
    }

    @Override
    protected Command getReconnectSourceCommand(ReconnectRequest request) {
        return reconnect(request, true);
    }

    @Override
    protected Command getReconnectTargetCommand(ReconnectRequest request) {
        return reconnect(request, false);
    }

    /** Moves one end of the dragged connection onto this operator, if the model allows the result. */
    private Command reconnect(ReconnectRequest request, boolean source) {
        if (!(request.getConnectionEditPart().getModel() instanceof Connection connection)
                || !(getHost().getModel() instanceof Operator operator)) {
            return null;
        }
        Operator newSource = source ? operator : connection.getSource();
        Operator newTarget = source ? connection.getTarget() : operator;
        if (ReconnectCommand.refusal(connection, newSource, newTarget) != null) {
            return null;
        }
        return new ReconnectCommand(connection, operator, source);
    }
}
