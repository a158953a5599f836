package org.orrery.editor.policies;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.commands.Command;
import org.eclipse.gef.editpolicies.ComponentEditPolicy;
import org.eclipse.gef.requests.GroupRequest;
import org.orrery.editor.commands.DeleteCommand;

/** Deletes the element of a node or connection, with what would dangle without it. */
public final class DeletePolicy extends ComponentEditPolicy {

    @Override
    protected Command createDeleteCommand(GroupRequest request) {
        return getHost().getModel() instanceof EObject element ? new DeleteCommand(element) : null;
    }
}
