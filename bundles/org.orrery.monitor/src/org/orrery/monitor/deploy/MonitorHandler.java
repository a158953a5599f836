package org.orrery.monitor.deploy;

import java.util.LinkedHashSet;
import java.util.Set;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.gef.EditPart;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.handlers.HandlerUtil;
import org.orrery.lab.LabException;
import org.orrery.lab.LabSession;
import org.orrery.model.Domain;
import org.orrery.monitor.Monitor;
import org.orrery.monitor.views.LiveBridge;

/**
 * Monitor Only: follows the system running in the lab without deploying anything. With domains selected in the diagram
 * it watches only those (their operators and the connections touching them); with none, everything.
 */
public final class MonitorHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        Set<String> domains = new LinkedHashSet<>();
        if (HandlerUtil.getCurrentSelection(event) instanceof IStructuredSelection selection) {
            for (Object element : selection.toList()) {
                if (element instanceof EditPart part && part.getModel() instanceof Domain domain) {
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
