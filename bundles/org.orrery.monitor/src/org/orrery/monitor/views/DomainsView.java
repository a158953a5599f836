package org.orrery.monitor.views;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.viewers.Viewer;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.StackLayout;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.orrery.control.api.DomainApi.BundleInfo;
import org.orrery.control.api.LiveStatus;
import org.orrery.control.api.SystemApi.DomainView;
import org.orrery.editor.figures.Palette;
import org.orrery.lab.Lab;
import org.orrery.lab.LabException;
import org.orrery.lab.LabSession;
import org.orrery.lab.StarClient;
import org.orrery.model.BundleState;
import org.orrery.model.io.ProtocolEnums;
import org.orrery.monitor.Columns;
import org.orrery.monitor.LabSessionView;
import org.orrery.monitor.Monitor;

/**
 * The domains of the running system (source document 003's domain tool, made real): per domain its process (up or down,
 * CPU, memory) and its bundles sorted by ID, coloured by state, with version and manifest headers. Bundles are
 * installed from a file or URL, started, stopped and uninstalled through the Star; a refusal shows the framework's
 * reason. Its context menu also stops, starts and restarts a Planet ({@link DomainControl}). A domain selected shows
 * its log beside the tree, followed as it is written ({@link DomainLogPane}); a bundle selected, its manifest headers.
 */
public final class DomainsView extends LabSessionView {

    public static final String ID = Monitor.DOMAINS_VIEW;

    /** A domain row; looked up in the newest status, so selection survives updates. */
    record DomainRow(String name) {
    }

    /** A bundle row: the bundle with this ID in this domain. */
    record BundleRow(String domain, long id) {
    }

    private static final Color DOWN = new Color(190, 30, 30);

    private TreeViewer tree;
    private TableViewer headers;
    /** Beside the tree: a bundle's manifest headers, or a domain's log. */
    private Composite details;
    private final StackLayout detailsLayout = new StackLayout();
    private DomainLogPane log;
    private Label outcome;
    private String shownSignature = "";
    private final Map<String, Action> actions = new LinkedHashMap<>();
    private final LabSession.Listener listener = new LabSession.Listener() {

        @Override
        public void status(LiveStatus status) {
            asyncRefresh();
        }

        @Override
        public void labChanged(Lab lab) {
            asyncRefresh();
        }
    };

    @Override
    public void createPartControl(Composite parent) {
        Composite body = new Composite(parent, SWT.NONE);
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        body.setLayout(layout);
        outcome = new Label(body, SWT.NONE);
        outcome.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        SashForm sash = new SashForm(body, SWT.HORIZONTAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        tree = Columns.tree(sash);
        Columns.add(tree, "Domain / bundle", 260, this::name, DomainsView::colour);
        Columns.add(tree, "ID", 50, e -> e instanceof BundleRow row ? String.valueOf(row.id()) : "",
                DomainsView::colour);
        Columns.add(tree, "Version", 90, e -> e instanceof BundleRow row && bundle(row) != null ? bundle(row).version()
                : e instanceof DomainRow row && domain(row.name()) != null ? domain(row.name()).role().wireName() : "",
                DomainsView::colour);
        Columns.add(tree, "State", 90, this::state, DomainsView::colour);
        Columns.add(tree, "Process", 220, e -> e instanceof DomainRow row ? process(domain(row.name())) : location(e),
                DomainsView::colour);
        tree.setContentProvider(new ITreeContentProvider() {

            @Override
            public Object[] getElements(Object input) {
                return LabSession.get().latest().domains().keySet().stream().map(DomainRow::new).toArray();
            }

            @Override
            public Object[] getChildren(Object parent) {
                if (!(parent instanceof DomainRow row) || domain(row.name()) == null) {
                    return new Object[0];
                }
                return domain(row.name()).bundles()
                        .stream()
                        .sorted(Comparator.comparingLong(BundleInfo::id))
                        .map(b -> new BundleRow(row.name(), b.id()))
                        .toArray();
            }

            @Override
            public Object getParent(Object element) {
                return element instanceof BundleRow row ? new DomainRow(row.domain()) : null;
            }

            @Override
            public boolean hasChildren(Object element) {
                return getChildren(element).length > 0;
            }
        });
        tree.setInput(LabSession.get());
        tree.expandAll();
        details = new Composite(sash, SWT.NONE);
        details.setLayout(detailsLayout);
        headers = Columns.table(details, SWT.V_SCROLL);
        Columns.add(headers, "Manifest header", 150, e -> ((String[]) e)[0]);
        Columns.add(headers, "Value", 400, e -> ((String[]) e)[1]);
        headers.setContentProvider(ArrayContentProvider.getInstance());
        log = new DomainLogPane(details);
        detailsLayout.topControl = headers.getControl();
        sash.setWeights(55, 45);
        tree.addSelectionChangedListener(event -> selectionChanged());
        contributeActions();
        contextMenu();
        follow(listener);
        refresh();
    }

    private static Color colour(Object element) {
        if (element instanceof DomainRow row) {
            DomainView domain = domain(row.name());
            return domain != null && !domain.up() ? DOWN : null;
        }
        BundleInfo bundle = bundle((BundleRow) element);
        return bundle == null ? null
                : Palette.bundleState(ProtocolEnums.toModel(bundle.state(), BundleState.UNINSTALLED));
    }

    private static DomainView domain(String name) {
        return LabSession.get().latest().domains().get(name);
    }

    private static BundleInfo bundle(BundleRow row) {
        DomainView domain = domain(row.domain());
        return domain == null ? null
                : domain.bundles().stream().filter(b -> b.id() == row.id()).findFirst().orElse(null);
    }

    private String name(Object element) {
        if (element instanceof DomainRow row) {
            return row.name();
        }
        BundleInfo bundle = bundle((BundleRow) element);
        return bundle == null ? "" : bundle.symbolicName();
    }

    private String state(Object element) {
        if (element instanceof DomainRow row) {
            DomainView domain = domain(row.name());
            return domain == null ? "" : domain.up() ? "up" : "DOWN";
        }
        BundleInfo bundle = bundle((BundleRow) element);
        return bundle == null ? "" : bundle.state().wireName();
    }

    private static String location(Object element) {
        BundleInfo bundle = element instanceof BundleRow row ? bundle(row) : null;
        return bundle == null ? "" : bundle.location();
    }

    private static String process(DomainView domain) {
        if (domain == null) {
            return "";
        }
        if (!domain.up()) {
            return "pid " + domain.pid() + " \u00b7 " + domain.error();
        }
        double cpuPercent = LiveStatus.cpuPercent(domain);
        long resident = LiveStatus.residentBytes(domain);
        return "pid " + domain.pid() + (cpuPercent < 0 ? "" : String.format(" \u00b7 CPU %.0f%%", cpuPercent))
                + (resident < 0 ? "" : " \u00b7 " + LiveStatus.bytes(resident));
    }

    private void contributeActions() {
        IToolBarManager toolBar = getViewSite().getActionBars().getToolBarManager();
        action(toolBar, "Start", "Start the selected bundle",
                row -> star().bundleAction(row.domain(), row.id(), "start").state().wireName());
        action(toolBar, "Stop", "Stop the selected bundle",
                row -> star().bundleAction(row.domain(), row.id(), "stop").state().wireName());
        action(toolBar, "Uninstall", "Uninstall the selected bundle", row -> {
            star().uninstall(row.domain(), row.id());
            return "uninstalled";
        });
        domainAction(toolBar, "Install File\u2026", domain -> {
            FileDialog dialog = new FileDialog(getSite().getShell(), SWT.OPEN);
            dialog.setText("Install a bundle into " + domain);
            dialog.setFilterExtensions(new String[]{"*.jar"});
            String chosen = dialog.open();
            if (chosen != null) {
                installFile(domain, Path.of(chosen));
            }
        });
        domainAction(toolBar, "Install URL\u2026", domain -> {
            InputDialog dialog = new InputDialog(getSite().getShell(), "Install a bundle into " + domain,
                    "The bundle's https URL, on a host the lab names (orrery-node --bundle-hosts); the domain fetches "
                            + "it itself",
                    "https://", null);
            if (dialog.open() != Window.OK) {
                return;
            }
            String url = dialog.getValue().strip();
            InputDialog hash = new InputDialog(getSite().getShell(), "Install a bundle into " + domain,
                    "The SHA-256 of the bundle at " + url
                            + " (64 hex digits): the domain installs only bytes that have it",
                    "", text -> text.strip().toLowerCase(Locale.ROOT).matches("[0-9a-f]{64}") ? null
                            : "a SHA-256 is 64 hex digits");
            if (hash.open() == Window.OK) {
                String sha256 = hash.getValue().strip().toLowerCase(Locale.ROOT);
                run("install " + url + " into " + domain,
                        () -> star().installFromUrl(domain, url, sha256).state().wireName());
            }
        });
    }

    /**
     * The tree's context menu: a domain's start, stop and restart (a Planet of the running system); a bundle's start,
     * stop and uninstall; installing into the domain.
     */
    private void contextMenu() {
        MenuManager menu = new MenuManager();
        menu.setRemoveAllWhenShown(true);
        menu.addMenuListener(manager -> {
            Object selected = ((IStructuredSelection) tree.getSelection()).getFirstElement();
            if (selected instanceof DomainRow row) {
                DomainControl.addTo(manager, null, row.name(), this::show);
                manager.add(new Separator());
            }
            if (selected instanceof BundleRow) {
                for (String label : List.of("Start", "Stop", "Uninstall")) {
                    manager.add(actions.get(label));
                }
                manager.add(new Separator());
            }
            if (selected != null) {
                manager.add(actions.get("Install File\u2026"));
                manager.add(actions.get("Install URL\u2026"));
            }
        });
        tree.getControl().setMenu(menu.createContextMenu(tree.getControl()));
    }

    /** Says how a request went, in red when it failed. */
    private void show(String message) {
        if (outcome.isDisposed()) {
            return;
        }
        boolean failed = message.contains(" failed: ");
        outcome.setText(message);
        outcome.setForeground(failed ? DOWN : null);
        outcome.getParent().layout();
        getViewSite().getActionBars().getStatusLineManager().setErrorMessage(failed ? message : null);
    }

    private interface BundleCall {

        String run(BundleRow row) throws LabException;
    }

    /** An action on the selected domain (or the domain of the selected bundle); without one it does nothing. */
    private void domainAction(IToolBarManager toolBar, String label, Consumer<String> onDomain) {
        Action action = new Action(label) {

            @Override
            public void run() {
                String domain = selectedDomain();
                if (domain != null) {
                    onDomain.accept(domain);
                }
            }
        };
        toolBar.add(action);
        actions.put(label, action);
    }

    private void action(IToolBarManager toolBar, String label, String tooltip, BundleCall call) {
        Action action = new Action(label) {

            @Override
            public void run() {
                Object selected = ((IStructuredSelection) tree.getSelection()).getFirstElement();
                if (selected instanceof BundleRow row) {
                    BundleInfo bundle = bundle(row);
                    String what = label.toLowerCase() + " "
                            + (bundle == null ? "bundle " + row.id() : bundle.symbolicName()) + " in " + row.domain();
                    DomainsView.this.run(what, () -> call.run(row));
                }
            }
        };
        action.setToolTipText(tooltip);
        action.setEnabled(false);
        toolBar.add(action);
        actions.put(label, action);
    }

    public void installFile(String domain, Path jar) {
        run("install " + jar.getFileName() + " into " + domain, () -> {
            try {
                return star().install(domain, jar.toUri().toString(), Files.readAllBytes(jar)).state().wireName();
            } catch (IOException e) {
                if (e instanceof LabException lab) {
                    throw lab;
                }
                throw new LabException("cannot read " + jar + ": " + e.getMessage());
            }
        });
    }

    /** Runs a bundle request off the UI thread; says how it went, and why when it was refused. */
    private void run(String what, LabJob.Call<String> call) {
        outcome.setText("\u2026 " + what);
        LabJob.describe(what, outcome.getDisplay(), this::show, call);
    }

    private static StarClient star() throws LabException {
        return LabSession.get().lab().star();
    }

    private String selectedDomain() {
        Object selected = ((IStructuredSelection) tree.getSelection()).getFirstElement();
        String domain = selected instanceof DomainRow row ? row.name()
                : selected instanceof BundleRow row ? row.domain() : null;
        if (domain == null) {
            MessageDialog.openInformation(getSite().getShell(), "Install", "Select the domain to install into.");
        }
        return domain;
    }

    private void selectionChanged() {
        Object selected = ((IStructuredSelection) tree.getSelection()).getFirstElement();
        boolean isBundle = selected instanceof BundleRow row && row.id() != 0;
        for (String label : List.of("Start", "Stop", "Uninstall")) {
            actions.get(label).setEnabled(isBundle);
        }
        List<String[]> rows = new ArrayList<>();
        if (selected instanceof BundleRow row && bundle(row) != null) {
            BundleInfo bundle = bundle(row);
            rows.add(new String[]{"Bundle-SymbolicName", bundle.symbolicName()});
            rows.add(new String[]{"Bundle-Version", bundle.version()});
            bundle.headers().forEach((name, value) -> rows.add(new String[]{name, value}));
            rows.add(new String[]{"Location", bundle.location()});
        }
        headers.setInput(rows.toArray());
        if (selected instanceof DomainRow row) {
            log.show(row.name());
            detailsLayout.topControl = log.control();
        } else {
            log.hide();
            detailsLayout.topControl = headers.getControl();
        }
        details.layout();
    }

    /** The log shown beside the tree while a domain is selected, for tests. */
    public String logText() {
        return log.text();
    }

    private void asyncRefresh() {
        inUi(this::refresh);
    }

    /** Refreshes when a domain or bundle changed (not on every heartbeat). */
    public void refresh() {
        if (tree.getControl().isDisposed()) {
            return;
        }
        StringBuilder signature = new StringBuilder();
        for (DomainView domain : LabSession.get().latest().domains().values()) {
            signature.append(domain.name())
                    .append(domain.up())
                    .append(process(domain).replaceAll("CPU \\d+%", ""))
                    .append(';');
            domain.bundles().forEach(b -> signature.append(b.id()).append(b.state()).append(','));
        }
        if (signature.toString().equals(shownSignature)) {
            return;
        }
        shownSignature = signature.toString();
        tree.refresh();
        tree.expandAll();
        selectionChanged();
    }

    /** The tree, for tests. */
    public TreeViewer tree() {
        return tree;
    }

    /** The text saying how the last bundle request went. */
    public String outcome() {
        return outcome.getText();
    }

    @Override
    protected Viewer mainViewer() {
        return tree;
    }
}
