package org.orrery.editor.actions;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.commands.CompoundCommand;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.actions.ActionFactory;
import org.orrery.editor.commands.DeleteCommand;
import org.orrery.editor.commands.Snippet;

/** Copies the selected hosts, domains and operators, then deletes them in one undoable step. */
public final class CutAction extends CopyAction {

    public CutAction(IWorkbenchPart part) {
        super(part);
        setId(ActionFactory.CUT.getId());
        setText("Cu&t");
        setToolTipText("Cut the selected elements");
        setActionDefinitionId("org.eclipse.ui.edit.cut");
    }

    @Override
    public void run() {
        Snippet snippet = Snippet.copy(selectedModels());
        if (snippet.isEmpty()) {
            return;
        }
        CompoundCommand delete = new CompoundCommand("Cut");
        for (Object model : selectedModels()) {
            if (Snippet.copyable(model)) {
                delete.add(new DeleteCommand((EObject) model));
            }
        }
        putOnClipboard(snippet);
        execute(delete);
    }
}
