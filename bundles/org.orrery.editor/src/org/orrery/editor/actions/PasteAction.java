package org.orrery.editor.actions;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.GraphicalViewer;
import org.eclipse.gef.ui.actions.Clipboard;
import org.eclipse.gef.ui.actions.SelectionAction;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.actions.ActionFactory;
import org.orrery.editor.commands.PasteCommand;
import org.orrery.editor.commands.Snippet;
import org.orrery.model.DiagramNode;
import org.orrery.model.OrrerySystem;

/**
 * Pastes what Copy or Cut put on the clipboard, with fresh names, into the selected host or Planet domain (or back
 * where it came from), and selects what it pasted.
 */
public final class PasteAction extends SelectionAction {

    private final Supplier<OrrerySystem> system;

    /** A paste into the system {@code system} gives (the editor reads its file after it creates its actions). */
    public PasteAction(IWorkbenchPart part, Supplier<OrrerySystem> system) {
        super(part);
        this.system = system;
        setId(ActionFactory.PASTE.getId());
        setText("&Paste");
        setToolTipText("Paste copied elements");
        setActionDefinitionId("org.eclipse.ui.edit.paste");
    }

    private EObject target() {
        List<?> selected = getSelectedObjects();
        if (selected.size() == 1 && selected.get(0) instanceof EditPart part
                && part.getModel() instanceof EObject model) {
            return model;
        }
        return null;
    }

    private PasteCommand command() {
        return Clipboard.getDefault().getContents() instanceof Snippet snippet
                ? new PasteCommand(system.get(), snippet, target())
                : null;
    }

    @Override
    protected boolean calculateEnabled() {
        return system.get() != null && Clipboard.getDefault().getContents() instanceof Snippet;
    }

    @Override
    public void run() {
        PasteCommand command = command();
        if (command == null || !command.canExecute()) {
            return;
        }
        execute(command);
        GraphicalViewer viewer = getWorkbenchPart().getAdapter(GraphicalViewer.class);
        if (viewer != null) {
            List<EditPart> pasted = new ArrayList<>();
            for (DiagramNode node : command.pasted()) {
                if (viewer.getEditPartRegistry().get(node) instanceof EditPart part) {
                    pasted.add(part);
                }
            }
            viewer.setSelection(new StructuredSelection(pasted));
        }
    }
}
