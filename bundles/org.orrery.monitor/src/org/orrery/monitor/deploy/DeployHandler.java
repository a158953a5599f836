package org.orrery.monitor.deploy;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.handlers.HandlerUtil;
import org.orrery.editor.OrreryEditor;
import org.orrery.monitor.Monitor;

/** Deploy (Ctrl+Alt+D, the tool bar's Deploy): deploys the system in the front editor. */
public final class DeployHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        OrreryEditor editor = Monitor.activeEditor();
        if (editor == null || editor.getSystem() == null) {
            MessageDialog.openInformation(HandlerUtil.getActiveShell(event), "Deploy", "Open a system to deploy it.");
            return null;
        }
        deploy(editor);
        return null;
    }

    /** Deploys the editor's system; returns the job, or null when the system was refused. */
    public static Job deploy(OrreryEditor editor) {
        DeployJob job = DeployJob.prepare(editor);
        if (job != null) {
            Monitor.showView(Monitor.METRICS_VIEW);
            job.schedule();
        }
        return job;
    }
}
