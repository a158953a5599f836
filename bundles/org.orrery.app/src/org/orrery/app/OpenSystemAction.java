package org.orrery.app;

import java.nio.file.Path;

import org.eclipse.jface.action.Action;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.IWorkbenchWindow;

/** File > Open System: picks a {@code .orrery} file and opens it. */
final class OpenSystemAction extends Action {

    static final String COMMAND_ID = "org.orrery.app.openFile";

    private final IWorkbenchWindow window;

    OpenSystemAction(IWorkbenchWindow window) {
        super("&Open System...");
        this.window = window;
        setId(COMMAND_ID);
        setActionDefinitionId(COMMAND_ID);
        setToolTipText("Open an Orrery system file");
        setImageDescriptor(window.getWorkbench().getSharedImages().getImageDescriptor(ISharedImages.IMG_OBJ_FOLDER));
    }

    @Override
    public void run() {
        FileDialog dialog = new FileDialog(window.getShell(), SWT.OPEN);
        dialog.setText("Open Orrery System");
        dialog.setFilterExtensions(new String[] {"*.orrery", "*"});
        dialog.setFilterNames(new String[] {"Orrery systems (*.orrery)", "All files"});
        String chosen = dialog.open();
        if (chosen != null) {
            SystemFiles.open(window.getActivePage(), Path.of(chosen));
        }
    }
}
