package org.orrery.app;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.IWorkbenchWindow;

/** File > New System: opens the New System wizard. */
final class NewSystemAction extends Action {

    static final String COMMAND_ID = "org.orrery.app.newSystem";

    private final IWorkbenchWindow window;

    NewSystemAction(IWorkbenchWindow window) {
        super("&New System...");
        this.window = window;
        setId(COMMAND_ID);
        setActionDefinitionId(COMMAND_ID);
        setToolTipText("Create a new Orrery system, empty or from a template");
        setImageDescriptor(window.getWorkbench().getSharedImages().getImageDescriptor(ISharedImages.IMG_OBJ_FILE));
    }

    @Override
    public void run() {
        new WizardDialog(window.getShell(), new NewSystemWizard(window)).open();
    }
}
