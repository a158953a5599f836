package org.orrery.editor.actions;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.gef.EditPart;
import org.eclipse.gef.ui.actions.Clipboard;
import org.eclipse.gef.ui.actions.SelectionAction;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.actions.ActionFactory;
import org.orrery.editor.commands.Snippet;

/** Puts copies of the selected hosts, domains and operators (with the connections among them) on the clipboard. */
public class CopyAction extends SelectionAction {

    private Runnable copied = () -> {
    };

    public CopyAction(IWorkbenchPart part) {
        super(part);
        setId(ActionFactory.COPY.getId());
        setText("&Copy");
        setToolTipText("Copy the selected elements");
        setActionDefinitionId("org.eclipse.ui.edit.copy");
    }

    /** Runs {@code listener} after something was put on the clipboard, so that Paste can enable itself. */
    public void whenCopied(Runnable listener) {
        copied = listener;
    }

    /** Puts {@code snippet} on the clipboard and tells the listener. */
    protected void putOnClipboard(Snippet snippet) {
        Clipboard.getDefault().setContents(snippet);
        copied.run();
    }

    /** The models of the selected edit parts. */
    protected List<Object> selectedModels() {
        List<Object> models = new ArrayList<>();
        for (Object selected : getSelectedObjects()) {
            if (selected instanceof EditPart part) {
                models.add(part.getModel());
            }
        }
        return models;
    }

    @Override
    protected boolean calculateEnabled() {
        return Snippet.canCopy(selectedModels());
    }

    @Override
    public void run() {
        Snippet snippet = Snippet.copy(selectedModels());
        if (!snippet.isEmpty()) {
            putOnClipboard(snippet);
        }
    }
}
