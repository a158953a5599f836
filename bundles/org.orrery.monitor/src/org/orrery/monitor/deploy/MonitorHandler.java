package org.orrery.monitor.deploy;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.handlers.HandlerUtil;
import org.orrery.lab.LabException;
import org.orrery.lab.LabSession;
import org.orrery.monitor.Monitor;
import org.orrery.monitor.views.LiveBridge;

/**
 * Monitor Only: follows the system running in the lab without deploying anything. With domains selected in the diagram
 * it watches only those (their operators and the connections touching them); with none, everything.
 */
public final class MonitorHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        java.util.Set<String> domains = new java.util.LinkedHashSet<>();
        if (HandlerUtil.getCurrentSelection(event) instanceof org.eclipse.jface.viewers.IStructuredSelection selection) {
            for (Object element : selection.toList()) {
                if (element instanceof org.eclipse.gef.EditPart part && part.getModel() instanceof org.orrery.model.Domain domain) {
                    domains.add(domain.getName());
                }
            }
        }
        LabSession.get().watchOnly(domains.isEmpty() ? null : domains);
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
