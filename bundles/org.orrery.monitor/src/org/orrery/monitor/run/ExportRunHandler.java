package org.orrery.monitor.run;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.handlers.HandlerUtil;
import org.orrery.editor.OrreryEditor;
import org.orrery.monitor.Monitor;

/**
 * File > Export > Orrery Run: the system in the front editor as a run description. A system with unsaved changes is
 * saved first (the description names the saved file by its SHA-256); the exported file opens in the run editor.
 */
public final class ExportRunHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        Shell shell = HandlerUtil.getActiveShell(event);
        OrreryEditor editor = Monitor.activeEditor();
        if (editor == null || editor.getSystem() == null || editor.getFile() == null) {
            MessageDialog.openInformation(shell, "Export Orrery Run", "Open a system to export a run of it.");
            return null;
        }
        if (editor.isDirty()) {
            if (!MessageDialog.openConfirm(shell, "Export Orrery Run",
                    "The run refers to the saved system. Save " + editor.getFile().getFileName() + " and export?")) {
                return null;
            }
            editor.doSave(null);
            if (editor.isDirty()) {
                return null;
            }
        }
        RunExportWizard wizard = new RunExportWizard(editor.getSystem(), editor.getFile());
        if (new WizardDialog(shell, wizard).open() == Window.OK && wizard.written() != null) {
            RunEditor.open(editor.getSite().getPage(), wizard.written());
        }
        return null;
    }
}
