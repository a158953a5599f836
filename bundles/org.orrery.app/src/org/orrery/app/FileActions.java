package org.orrery.app;

import java.nio.file.Path;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.IWorkbenchWindow;

/** File > New System and File > Open System, each bound to its command so that its key binding works. */
final class FileActions {

    static final String NEW_SYSTEM = "org.orrery.app.newSystem";
    static final String OPEN_SYSTEM = "org.orrery.app.openFile";

    private FileActions() {
    }

    /** Opens the New System wizard. */
    static Action newSystem(IWorkbenchWindow window) {
        return action(window, "&New System...", NEW_SYSTEM, "Create a new Orrery system, empty or from a template",
                ISharedImages.IMG_OBJ_FILE,
                () -> new WizardDialog(window.getShell(), new NewSystemWizard(window)).open());
    }

    /** Picks a {@code .orrery} file and opens it. */
    static Action openSystem(IWorkbenchWindow window) {
        return action(window, "&Open System...", OPEN_SYSTEM, "Open an Orrery system file",
                ISharedImages.IMG_OBJ_FOLDER, () -> {
                    FileDialog dialog = new FileDialog(window.getShell(), SWT.OPEN);
                    dialog.setText("Open Orrery System");
                    dialog.setFilterExtensions(new String[]{"*.orrery", "*"});
                    dialog.setFilterNames(new String[]{"Orrery systems (*.orrery)", "All files"});
                    String chosen = dialog.open();
                    if (chosen != null) {
                        SystemFiles.open(window.getActivePage(), Path.of(chosen));
                    }
                });
    }

    private static Action action(IWorkbenchWindow window, String label, String commandId, String toolTip,
            String sharedImage, Runnable run) {
        Action action = new Action(label) {

            @Override
            public void run() {
                run.run();
            }
        };
        action.setId(commandId);
        action.setActionDefinitionId(commandId);
        action.setToolTipText(toolTip);
        action.setImageDescriptor(window.getWorkbench().getSharedImages().getImageDescriptor(sharedImage));
        return action;
    }
}
