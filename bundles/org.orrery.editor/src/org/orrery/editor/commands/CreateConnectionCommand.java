package org.orrery.editor.commands;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Set;

import org.eclipse.gef.commands.Command;
import org.orrery.model.Connection;
import org.orrery.model.Operator;
import org.orrery.model.OperatorKind;
import org.orrery.model.OrreryFactory;
import org.orrery.model.OrrerySystem;

/** Connects two operators, refusing what the model forbids: loops, into a source, out of an application, twice. */
public final class CreateConnectionCommand extends Command {

    private final OrrerySystem system;
    private final Connection connection;
    private final Operator source;
    private final Operator target;

    public CreateConnectionCommand(Operator source, Operator target) {
        super("Connect " + (source == null ? "?" : source.getName()) + " to " + (target == null ? "?" : target.getName()));
        String refusal = refusal(source, target);
        if (refusal != null) {
            throw new IllegalArgumentException(refusal);
        }
        this.source = source;
        this.target = target;
        this.system = CreateNodeCommand.systemOf(source);
        this.connection = OrreryFactory.eINSTANCE.createConnection();
    }

    /** Why {@code source} may not be connected to {@code target}, or null when it may. */
    public static String refusal(Operator source, Operator target) {
        return refusal(source, target, null);
    }

    /**
     * Why {@code source} may not be connected to {@code target}, judged as if {@code ignored} (a connection being
     * moved, or null) were not there; null when it may.
     */
    static String refusal(Operator source, Operator target, Connection ignored) {
        if (source == null || target == null) {
            return "a connection needs a source and a target operator";
        }
        if (source == target) {
            return "an operator cannot be connected to itself";
        }
        if (source.getKind() == OperatorKind.APPLICATION) {
            return "applications have no outgoing connections";
        }
        if (target.getKind() == OperatorKind.SOURCE) {
            return "sources have no incoming connections";
        }
        for (Connection existing : source.getOutgoing()) {
            if (existing != ignored && existing.getTarget() == target) {
                return "'" + source.getName() + "' is already connected to '" + target.getName() + "'";
            }
        }
        if (reaches(target, source, ignored)) {
            return "the connection would close a loop through '" + target.getName() + "'";
        }
        return null;
    }

    private static boolean reaches(Operator from, Operator to, Connection ignored) {
        Deque<Operator> pending = new ArrayDeque<>();
        Set<Operator> seen = new HashSet<>();
        pending.push(from);
        while (!pending.isEmpty()) {
            Operator current = pending.pop();
            if (current == to) {
                return true;
            }
            if (seen.add(current)) {
                for (Connection out : current.getOutgoing()) {
                    if (out != ignored && out.getTarget() != null) {
                        pending.push(out.getTarget());
                    }
                }
            }
        }
        return false;
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
