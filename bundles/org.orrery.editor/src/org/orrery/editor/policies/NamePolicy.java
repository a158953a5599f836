package org.orrery.editor.policies;

import org.eclipse.gef.commands.Command;
import org.eclipse.gef.editpolicies.DirectEditPolicy;
import org.eclipse.gef.requests.DirectEditRequest;
import org.orrery.editor.commands.Names;
import org.orrery.editor.commands.SetFeatureCommand;
import org.orrery.model.NamedElement;
import org.orrery.model.OrreryPackage;

/** Turns a name typed in place into a rename command; a name that is taken or malformed gets no command. */
public final class NamePolicy extends DirectEditPolicy {

    @Override
    protected Command getDirectEditCommand(DirectEditRequest request) {
        if (!(getHost().getModel() instanceof NamedElement element) || request.getCellEditor() == null) {
            return null;
        }
        Object value = request.getCellEditor().getValue();
        String name = value == null ? null : String.valueOf(value).strip();
        if (name == null || name.equals(element.getName()) || Names.problem(element, name) != null) {
            return null;
        }
        return new SetFeatureCommand(element, OrreryPackage.Literals.NAMED_ELEMENT__NAME, name);
    }

    @Override
    protected void showCurrentEditValue(DirectEditRequest request) {
        // the figure shows the new name once the command has run
    }
}
