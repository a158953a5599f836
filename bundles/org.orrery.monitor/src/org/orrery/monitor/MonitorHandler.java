package org.orrery.monitor;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.handlers.HandlerUtil;
import org.orrery.lab.LabException;
import org.orrery.lab.LabSession;

/** Monitor Only: follows the system running in the lab without deploying anything. */
public final class MonitorHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        try {
            LabSession.get().follow();
            Monitor.showView(Monitor.METRICS_VIEW);
            LiveBridge.get().schedule();
        } catch (LabException e) {
            MessageDialog.openError(HandlerUtil.getActiveShell(event), "Monitor", e.getMessage());
        }
        return null;
    }
}
