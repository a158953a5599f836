package org.orrery.monitor.views;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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
import org.eclipse.swt.widgets.FileDialog;
import org.orrery.control.api.LiveStatus;
import org.orrery.control.api.NodeApi.HostStatus;
import org.orrery.control.api.SystemApi.DomainView;
import org.orrery.control.lab.LabDescription;
import org.orrery.editor.OrreryEditor;
import org.orrery.lab.Lab;
import org.orrery.lab.LabException;
import org.orrery.lab.LabRuntime;
import org.orrery.lab.LabSession;
import org.orrery.monitor.Columns;
import org.orrery.monitor.LabSessionView;
import org.orrery.monitor.Monitor;
import org.orrery.monitor.MonitorStartup;
import org.orrery.monitor.deploy.HostMappings;

/**
 * The lab the workbench uses and what runs in it: the lab (embedded or connected), its node daemons with their host's
 * CPU and memory, and the domains of the deployed system. Start and stop the embedded lab, connect to another lab's
 * directory, and choose whether the lab the workbench started keeps running when it exits.
 */
public final class LabsView extends LabSessionView {

    public static final String ID = Monitor.LABS_VIEW;

    /** One row: what, where, its state and figures. */
    public record Row(String what, String where, String state, String figures) {
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
        Columns.add(table, "Figures", 560, e -> ((Row) e).figures());
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
                if (MessageDialog.openConfirm(getSite().getShell(), "Stop the lab",
                        "Stop the lab in " + LabSession.get().lab().dir() + " and every domain it runs?")) {
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
        toolBar.add(new Action("Lab File\u2026") {

            {
                setToolTipText("Start a lab on your own machines from a lab.yaml (over SSH) and use it");
            }

            @Override
            public void run() {
                FileDialog dialog = new FileDialog(getSite().getShell(), SWT.OPEN);
                dialog.setText("A lab file: the lab's machines (lab.yaml)");
                dialog.setFilterExtensions(new String[]{"*.yaml;*.yml", "*"});
                String chosen = dialog.open();
                if (chosen != null) {
                    startFromFile(Path.of(chosen), List.of());
                }
            }
        });
        toolBar.add(new Action("Map Hosts\u2026") {

            {
                setToolTipText("Choose the lab host each host of the front editor's system goes to");
            }

            @Override
            public void run() {
                mapHosts();
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
                InstanceScope.INSTANCE.getNode(MonitorStartup.PREFERENCES)
                        .putBoolean(MonitorStartup.KEEP_LAB, isChecked());
            }
        };
        keep.setToolTipText("Keep the lab the workbench started running when the workbench exits");
        keep.setChecked(LabSession.get().keepRunning());
        toolBar.add(keep);
        follow(LabSession.Listener.onLabChange(() -> inUi(this::poll)));
        poll();
    }

    /**
     * Asks where the front editor's system's hosts go on the session's lab, and keeps the answer for its deployments.
     */
    private void mapHosts() {
        OrreryEditor editor = Monitor.activeEditor();
        Lab lab = LabSession.get().lab();
        if (editor == null || editor.getSystem() == null || editor.getFile() == null) {
            MessageDialog.openInformation(getSite().getShell(), "Map Hosts",
                    "Open a saved system to map its hosts onto the lab.");
        } else if (HostMappings.labHosts(lab).size() < 2) {
            MessageDialog.openInformation(getSite().getShell(), "Map Hosts", "The lab in " + lab.dir() + " has "
                    + (lab.isDescribed() ? "one host" : "not been started") + ": every host of the system goes to it.");
        } else {
            HostMappings.ask(getSite().getShell(), editor.getSystem(), editor.getFile(), lab);
        }
    }

    /**
     * Starts the lab of {@code labFile} in the embedded lab's directory and follows it. Hosts whose SSH keys are not
     * known yet are named with their fingerprints and trusted only when the user says so: the start then runs again
     * accepting exactly the keys shown (a key swapped meanwhile is refused again); a changed key is always refused.
     */
    private void startFromFile(Path labFile, List<String> acceptedKeys) {
        Job job = Job.create("Start the lab of " + labFile.getFileName(), monitor -> {
            try {
                LabRuntime.configured().startFromFile(Lab.embedded(), labFile, acceptedKeys);
                LabSession.get().use(Lab.embedded());
            } catch (LabException e) {
                String message = e.getMessage();
                List<String> shown = unknownHostKeys(message);
                table.getControl().getDisplay().asyncExec(() -> {
                    if (!shown.isEmpty()
                            && !acceptedKeys.containsAll(shown.stream().map(LabsView::fingerprint).toList())
                            && !message.contains("CHANGED")) {
                        if (MessageDialog.openQuestion(getSite().getShell(), "Unknown host keys",
                                "These hosts are not in the known hosts yet:\n\n" + String.join("\n", shown)
                                        + "\n\nTrust these keys, add them to the known hosts and start the lab?")) {
                            startFromFile(labFile, shown.stream().map(LabsView::fingerprint).toList());
                        }
                    } else {
                        MessageDialog.openError(getSite().getShell(), "Start the lab of " + labFile.getFileName(),
                                message);
                    }
                });
            }
            return Status.OK_STATUS;
        });
        job.setUser(true);
        job.schedule();
    }

    /** The hosts and fingerprints a start refused as unknown, a line each ("h1 (10.77.0.1) SHA256:…"). */
    private static List<String> unknownHostKeys(String message) {
        List<String> lines = new ArrayList<>();
        Matcher matcher = Pattern.compile("host (\\S+) \\(([^)]*)\\): its SSH host key \\((SHA256:[^)]*)\\) is not in")
                .matcher(message);
        while (matcher.find()) {
            String line = matcher.group(1) + " (" + matcher.group(2) + ")  " + matcher.group(3);
            if (!lines.contains(line)) {
                lines.add(line);
            }
        }
        return lines;
    }

    /** The fingerprint of a line of {@link #unknownHostKeys}. */
    private static String fingerprint(String line) {
        return line.substring(line.lastIndexOf(' ') + 1);
    }

    private interface LabCall {

        void run(LabRuntime runtime) throws LabException;
    }

    private void labJob(String name, LabCall call) {
        LabJob.schedule(name, true, table.getControl().getDisplay(), () -> {
            call.run(LabRuntime.configured());
            return null;
        }, done -> {
        }, failure -> MessageDialog.openError(getSite().getShell(), name, failure.getMessage()));
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
        String kind = !session.isEmbedded() ? "connected lab"
                : lab.ofLabFile() ? "lab of a lab file" : "embedded local lab";
        read.add(new Row(
                kind, lab.dir().toString(), running ? "running" : "stopped", running
                        ? (session.startedHere() ? "started by the workbench" : "started elsewhere")
                                + (session.keepRunning() ? ", kept on exit" : "")
                        : ""));
        if (!running) {
            return read;
        }
        try {
            // each node daemon is asked only while it is the process the lab started (Lab.hosts)
            Map<String, HostStatus> hosts = lab.hosts();
            for (LabDescription.Node node : lab.nodes()) {
                HostStatus host = hosts.get(node.host());
                String figures = host != null ? hostFigures(host)
                        : "no answer: its node daemon has ended or does not answer";
                read.add(new Row("  node " + node.host(), node.url(), "pid " + node.pid(), figures));
            }
            read.add(new Row("  Star", lab.starUrl(),
                    session.isFollowing() ? session.isConnected() ? "followed" : "lost" : "",
                    session.latest().system() == null ? "nothing deployed" : "system " + session.latest().system()));
        } catch (LabException e) {
            read.add(new Row("  ?", "", "error", e.getMessage()));
        }
        for (DomainView domain : session.latest().domains().values()) {
            long resident = LiveStatus.residentBytes(domain);
            read.add(new Row("    domain " + domain.name(), domain.host() + " \u00b7 " + domain.role().wireName(),
                    domain.up() ? "up" : "DOWN",
                    "pid " + domain.pid() + (resident < 0 ? "" : " \u00b7 " + LiveStatus.bytes(resident))));
        }
        return read;
    }

    /** "2 cores, load 0.52, 20 GB of 25 GB free, 3 domains", in the decimal units of every other figure. */
    private static String hostFigures(HostStatus host) {
        String clock = host.clock() == null ? "clock not measured yet"
                : String.format(Locale.ROOT, "clock %+.3f ms \u00b1 %.3f ms", host.clock().offsetNs() / 1e6,
                        host.clock().uncertaintyNs() / 1e6);
        return String.format("%d cores, load %.2f, %s of %s free, %d domains \u00b7 %s \u00b7 runtime %s \u00b7 %s",
                host.processors(), host.loadAverage(), LiveStatus.bytes(host.memoryAvailableBytes()),
                LiveStatus.bytes(host.memoryTotalBytes()), host.domains() == null ? 0 : host.domains().size(), clock,
                host.runtime(), host.jdk());
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
