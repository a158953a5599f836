package org.orrery.monitor;

import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IStartup;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchListener;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.PlatformUI;
import org.orrery.control.api.LiveStatus;
import org.orrery.editor.DiagramMenus;
import org.orrery.editor.OrreryEditor;
import org.orrery.lab.Lab;
import org.orrery.lab.LabException;
import org.orrery.lab.LabRuntime;
import org.orrery.lab.LabSession;
import org.orrery.monitor.deploy.DeployHandler;
import org.orrery.monitor.views.DomainControl;
import org.orrery.monitor.views.LiveBridge;

/**
 * Connects the workbench to its lab when it starts: live statuses reach the diagrams, a system opened while it runs in
 * the lab is shown live again (reconnect after a restart), {@code -Dorrery.autoDeploy=true} deploys the first system
 * opened ({@code ./orrery demo}), alerts firing and deployments failing are told in a popup while the window is not in
 * front ({@link Notifications}), and on exit the lab the workbench started is stopped unless the user keeps it.
 */
public final class MonitorStartup implements IStartup {

    public static final String PREFERENCES = "org.orrery.monitor";
    public static final String KEEP_LAB = "keepLabRunning";

    private static boolean autoDeployDone;

    @Override
    public void earlyStartup() {
        LiveBridge.install();
        Notifications.install();
        DiagramMenus.add(DomainControl::contributeToDiagram);
        LabSession.get().setKeepRunning(InstanceScope.INSTANCE.getNode(PREFERENCES).getBoolean(KEEP_LAB, false));
        IWorkbench workbench = PlatformUI.getWorkbench();
        workbench.addWorkbenchListener(new IWorkbenchListener() {

            @Override
            public boolean preShutdown(IWorkbench closing, boolean forced) {
                return true;
            }

            @Override
            public void postShutdown(IWorkbench closed) {
                try {
                    LabSession.get().shutdown(LabRuntime.configured());
                } catch (@SuppressWarnings("unused") LabException e) {
                    LabSession.get().unfollow();
                }
            }
        });
        Display.getDefault().asyncExec(() -> {
            IWorkbenchPage page = Monitor.page();
            if (page == null) {
                return;
            }
            page.addPartListener(new IPartListener2() {

                @Override
                public void partOpened(IWorkbenchPartReference reference) {
                    if (reference.getPart(false) instanceof OrreryEditor editor) {
                        opened(editor);
                    }
                }
            });
            Monitor.openEditors().forEach(MonitorStartup::opened);
        });
    }

    /** A system was opened: deploy it for the demo, or show it live when it runs in the lab already. */
    public static void opened(OrreryEditor editor) {
        if (editor.getSystem() == null) {
            return;
        }
        if (Boolean.getBoolean("orrery.autoDeploy") && !autoDeployDone) {
            autoDeployDone = true;
            DeployHandler.deploy(editor);
            return;
        }
        String name = editor.getSystem().getName();
        Job reconnect = Job.create("Look for " + name + " in the lab", monitor -> {
            LabSession session = LabSession.get();
            Lab lab = session.lab();
            if (session.isFollowing() || !lab.isRunning()) {
                return Status.OK_STATUS;
            }
            try {
                LiveStatus running = lab.star().status();
                if (name.equals(running.system())) {
                    session.follow();
                }
            } catch (@SuppressWarnings("unused") LabException e) {
                // the lab went away meanwhile: nothing to show
            }
            return Status.OK_STATUS;
        });
        reconnect.setSystem(true);
        reconnect.schedule();
    }
}
