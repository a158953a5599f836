package org.orrery.monitor.deploy;

import java.text.SimpleDateFormat;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Date;
import java.util.List;

import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.viewers.Viewer;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.widgets.Composite;
import org.orrery.control.api.SystemApi.Step;
import org.orrery.lab.LabSession;
import org.orrery.lab.LabSession.DeployReport;
import org.orrery.monitor.Columns;
import org.orrery.monitor.LabSessionView;
import org.orrery.monitor.Monitor;

/**
 * Every deployment of this session, newest first, with each of its steps and outcome: what was checked and packed, the
 * lab, and what the Star did on each domain (kept, restarted, created, removed); on failure the cause and the rollback
 * that followed.
 */
public final class DeployLogView extends LabSessionView {

    public static final String ID = Monitor.DEPLOY_LOG_VIEW;

    private static final Color FAILED = new Color(190, 30, 30);
    private static final Color OK = new Color(30, 130, 60);

    private TreeViewer viewer;

    @Override
    public void createPartControl(Composite parent) {
        viewer = Columns.tree(parent);
        Columns.add(viewer, "When / step", 190,
                element -> element instanceof DeployReport report
                        ? new SimpleDateFormat("HH:mm:ss").format(new Date(report.startedAtMillis())) + "  "
                                + report.action()
                        : ((Step) element).step(),
                DeployLogView::colour);
        Columns.add(viewer, "System / target", 160,
                element -> element instanceof DeployReport report ? String.valueOf(report.system())
                        : ((Step) element).target(),
                DeployLogView::colour);
        Columns.add(viewer, "Outcome", 80,
                element -> (element instanceof DeployReport report ? report.ok() : ((Step) element).ok()) ? "ok"
                        : "FAILED",
                DeployLogView::colour);
        Columns.add(viewer, "Detail", 700, element -> element instanceof DeployReport report
                ? (report.ok() ? report.steps().size() + " steps in " + report.millis() + " ms" : report.error())
                : ((Step) element).detail(), DeployLogView::colour);
        viewer.setContentProvider(new ITreeContentProvider() {

            @Override
            public Object[] getElements(Object input) {
                List<DeployReport> reports = new ArrayList<>(LabSession.get().reports());
                Collections.reverse(reports);
                return reports.toArray();
            }

            @Override
            public Object[] getChildren(Object parent) {
                return parent instanceof DeployReport report ? report.steps().toArray() : new Object[0];
            }

            @Override
            public Object getParent(Object element) {
                return null;
            }

            @Override
            public boolean hasChildren(Object element) {
                return element instanceof DeployReport report && !report.steps().isEmpty();
            }
        });
        viewer.setInput(LabSession.get());
        expandNewest();
        follow(LabSession.Listener.afterDeploy(() -> inUi(this::refresh)));
    }

    private static Color colour(Object element) {
        boolean ok = element instanceof DeployReport report ? report.ok() : ((Step) element).ok();
        return ok ? (element instanceof DeployReport ? OK : null) : FAILED;
    }

    private void refresh() {
        if (viewer.getControl().isDisposed()) {
            return;
        }
        viewer.refresh();
        expandNewest();
    }

    private void expandNewest() {
        Object[] reports = ((ITreeContentProvider) viewer.getContentProvider()).getElements(null);
        if (reports.length > 0) {
            viewer.expandToLevel(reports[0], 1);
        }
    }

    /** The reports shown, newest first, for tests. */
    public List<DeployReport> shownReports() {
        List<DeployReport> reports = new ArrayList<>(LabSession.get().reports());
        Collections.reverse(reports);
        return reports;
    }

    @Override
    protected Viewer mainViewer() {
        return viewer;
    }
}
