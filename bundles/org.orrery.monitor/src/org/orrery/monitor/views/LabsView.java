package org.orrery.monitor.views;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.Viewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.orrery.control.api.LabDescription;
import org.orrery.control.api.LiveStatus;
import org.orrery.control.api.NodeApi.HostStatus;
import org.orrery.control.api.SystemApi.DomainView;
import org.orrery.lab.Lab;
import org.orrery.lab.LabException;
import org.orrery.lab.LabRuntime;
import org.orrery.lab.LabSession;
import org.orrery.monitor.Columns;
import org.orrery.monitor.LabSessionView;
import org.orrery.monitor.Monitor;
import org.orrery.monitor.MonitorStartup;

/**
 * The lab the workbench uses and what runs in it: the lab (embedded or connected), its node daemons with their host's
 * CPU and memory, and the domains of the deployed system. Start and stop the embedded lab, connect to another lab's
 * directory, and choose whether the lab the workbench started keeps running when it exits.
 */
public final class LabsView extends LabSessionView {

    public static final String ID = Monitor.LABS_VIEW;

    /** One row: what, where, its state and figures. */
    record Row(String what, String where, String state, String figures) {
    }

    private TableViewer table;
    private volatile List<Row> rows = List.of();
    private final Runnable poll = this::poll;

    @Override
    public void createPartControl(Composite parent) {
        table = Columns.table(parent, SWT.V_SCROLL | SWT.H_SCROLL);
        Columns.add(table, "Lab / node / domain", 200, e -> ((Row) e).what());
        Columns.add(table, "Where", 260, e -> ((Row) e).where());
        Columns.add(table, "State", 90, e -> ((Row) e).state());
        Columns.add(table, "Figures", 260, e -> ((Row) e).figures());
        table.setContentProvider(ArrayContentProvider.getInstance());
        IToolBarManager toolBar = getViewSite().getActionBars().getToolBarManager();
        toolBar.add(new Action("Start") {
            {
                setToolTipText("Start the embedded local lab");
            }

            @Override
            public void run() {
                labJob("Start the lab", runtime -> LabSession.get().ensureRunning(runtime));
            }
        });
        toolBar.add(new Action("Stop") {
            {
                setToolTipText("Stop the lab and every domain it runs");
            }

            @Override
            public void run() {
                if (MessageDialog.openConfirm(getSite().getShell(), "Stop the lab", "Stop the lab in "
                        + LabSession.get().lab().dir() + " and every domain it runs?")) {
                    labJob("Stop the lab", runtime -> LabSession.get().stopLab(runtime));
                }
            }
        });
        toolBar.add(new Action("Connect\u2026") {
            {
                setToolTipText("Use another lab: a directory with its lab.json and token");
            }

            @Override
            public void run() {
                DirectoryDialog dialog = new DirectoryDialog(getSite().getShell());
                dialog.setText("A lab's directory (lab.json and token)");
                String chosen = dialog.open();
                if (chosen != null) {
                    Lab lab = Lab.at(Path.of(chosen));
                    if (!lab.isDescribed()) {
                        MessageDialog.openError(getSite().getShell(), "Connect", chosen + " has no lab.json and token");
                        return;
                    }
                    LabSession.get().use(lab);
                }
            }
        });
        toolBar.add(new Action("Embedded") {
            {
                setToolTipText("Use the embedded local lab again");
            }

            @Override
            public void run() {
                LabSession.get().use(Lab.embedded());
            }
        });
        Action keep = new Action("Keep running", IAction.AS_CHECK_BOX) {
            @Override
            public void run() {
                LabSession.get().setKeepRunning(isChecked());
                InstanceScope.INSTANCE.getNode(MonitorStartup.PREFERENCES).putBoolean(MonitorStartup.KEEP_LAB, isChecked());
            }
        };
        keep.setToolTipText("Keep the lab the workbench started running when the workbench exits");
        keep.setChecked(LabSession.get().keepRunning());
        toolBar.add(keep);
        follow(LabSession.Listener.onLabChange(() -> inUi(this::poll)));
        poll();
    }

    private interface LabCall {
        void run(LabRuntime runtime) throws LabException;
    }

    private void labJob(String name, LabCall call) {
        Job job = Job.create(name, monitor -> {
            try {
                call.run(LabRuntime.configured());
            } catch (LabException e) {
                table.getControl().getDisplay().asyncExec(() -> MessageDialog.openError(getSite().getShell(), name, e.getMessage()));
            }
            return Status.OK_STATUS;
        });
        job.setUser(true);
        job.schedule();
    }

    /** Reads the lab's state off the UI thread every two seconds while the view is open. */
    private void poll() {
        if (table.getControl().isDisposed()) {
            return;
        }
        table.getControl().getDisplay().timerExec(-1, poll);
        Job job = Job.create("Read the lab's state", monitor -> {
            rows = read();
            table.getControl().getDisplay().asyncExec(() -> {
                if (!table.getControl().isDisposed()) {
                    table.setInput(rows.toArray());
                    table.getControl().getDisplay().timerExec(2_000, poll);
                }
            });
            return Status.OK_STATUS;
        });
        job.setSystem(true);
        job.schedule();
    }

    private static List<Row> read() {
        LabSession session = LabSession.get();
        Lab lab = session.lab();
        List<Row> read = new ArrayList<>();
        boolean running = lab.isRunning();
        String kind = session.isEmbedded() ? "embedded local lab" : "connected lab";
        read.add(new Row(kind, lab.dir().toString(), running ? "running" : "stopped", running
                ? (session.startedHere() ? "started by the workbench" : "started elsewhere")
                        + (session.keepRunning() ? ", kept on exit" : "") : ""));
        if (!running) {
            return read;
        }
        try {
            for (LabDescription.Node node : lab.nodes()) {
                String figures;
                try {
                    HostStatus host = lab.star().host(node.url());
                    figures = hostFigures(host);
                } catch (LabException e) {
                    figures = e.getMessage();
                }
                read.add(new Row("  node " + node.host(), node.url(), "pid " + node.pid(), figures));
            }
            read.add(new Row("  Star", lab.starUrl(), session.isFollowing() ? session.isConnected() ? "followed" : "lost" : "",
                    session.latest().system() == null ? "nothing deployed" : "system " + session.latest().system()));
        } catch (LabException e) {
            read.add(new Row("  ?", "", "error", e.getMessage()));
        }
        for (DomainView domain : session.latest().domains().values()) {
            long resident = LiveStatus.residentBytes(domain);
            read.add(new Row("    domain " + domain.name(), domain.host() + " \u00b7 " + domain.role().wireName(),
                    domain.up() ? "up" : "DOWN", "pid " + domain.pid() + (resident < 0 ? "" : " \u00b7 " + LiveStatus.bytes(resident))));
        }
        return read;
    }

    /** "2 cores, load 0.52, 20 GB of 25 GB free, 3 domains", in the decimal units of every other figure. */
    private static String hostFigures(HostStatus host) {
        return String.format("%d cores, load %.2f, %s of %s free, %d domains", host.processors(), host.loadAverage(),
                LiveStatus.bytes(host.memoryAvailableBytes()), LiveStatus.bytes(host.memoryTotalBytes()),
                host.domains() == null ? 0 : host.domains().size());
    }

    /** The rows shown, for tests. */
    public List<Row> shownRows() {
        return rows;
    }

    @Override
    protected Viewer mainViewer() {
        return table;
    }
}
