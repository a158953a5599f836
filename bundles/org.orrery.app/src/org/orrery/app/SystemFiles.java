package org.orrery.app;

import java.nio.file.Path;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Status;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.orrery.editor.OrreryEditor;
import org.orrery.editor.OrreryFileEditorInput;

/** Opens {@code .orrery} files in the Orrery editor. */
public final class SystemFiles {

    private SystemFiles() {
    }

    /** Opens {@code file} in an Orrery editor (an unreadable file opens as an error page); null if the editor failed. */
    public static IEditorPart open(IWorkbenchPage page, Path file) {
        try {
            return page.openEditor(new OrreryFileEditorInput(file), OrreryEditor.ID);
        } catch (PartInitException e) {
            ILog.of(SystemFiles.class).log(Status.error("cannot open " + file, e));
            MessageDialog.openError(page.getWorkbenchWindow().getShell(), "Cannot open system",
                    "Could not open " + file + ":\n" + e.getMessage());
            return null;
        }
    }
}
