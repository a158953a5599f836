package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.eclipse.draw2d.IFigure;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.orrery.app.SystemFiles;
import org.orrery.control.api.LiveStatus;
import org.orrery.editor.OrreryEditor;
import org.orrery.editor.figures.ConnectionFigure;
import org.orrery.lab.LabException;
import org.orrery.lab.LabRuntime;
import org.orrery.lab.LabSession;
import org.orrery.model.Connection;
import org.orrery.model.Domain;
import org.orrery.model.Operator;
import org.orrery.model.edit.Named;
import org.orrery.monitor.Monitor;
import org.orrery.monitor.deploy.DeployPreviewDialog;
import org.orrery.monitor.views.DomainsView;

/**
 * The Solar sample open in the real workbench and deployed on the real embedded lab (a node daemon, a Star and two
 * Planet processes the workbench started), shared by the classes that watch it view by view
 * ({@code @ExtendWith(LiveSolar.class)}): one lab for all of them, stopped when the run's last test has ended, its
 * agents' logs printed then when they hold an exception. A class takes the system as it needs it: {@link #deployed()}
 * (the sample running as its file has it, deployed by the Deploy button if it is not) or {@link #undeployed()}; a class
 * that changes the running system leaves it undeployed, so that the next one deploys the sample afresh. Each class thus
 * stands on its own: a failure names its view, and the other classes still run on a system as the sample has it.
 */
final class LiveSolar implements BeforeAllCallback {

    static final long LIVE_TIMEOUT_MS = 60_000;

    private static Path dir;
    private static IWorkbenchPage page;
    private static OrreryEditor editor;
    /** Whether the Star runs the sample as this class deployed it, unchanged since. */
    private static boolean sampleDeployed;

    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        context.getRoot()
                .getStore(ExtensionContext.Namespace.create(LiveSolar.class))
                .getOrComputeIfAbsent(LabStopper.class, key -> new LabStopper(), LabStopper.class);
        if (dir == null) {
            dir = Files.createTempDirectory("orrery-live");
        }
        open();
    }

    /** Stops the lab once the run's last test has ended (JUnit closes what its root store holds then). */
    private static final class LabStopper implements AutoCloseable {

        @Override
        public void close() throws Exception {
            page.closeAllEditors(false);
            try {
                LabSession.get().stopLab(LabRuntime.configured());
            } finally {
                printLabLogs();
            }
        }
    }

    /** The lab's agent logs that hold an exception, for a failed run to be understood from the test output alone. */
    private static void printLabLogs() throws IOException {
        Path logs = LabSession.get().lab().dir().resolve("logs");
        if (!Files.isDirectory(logs) || Boolean.getBoolean("orrery.quietLabLogs")) {
            return;
        }
        try (var files = Files.list(logs)) {
            for (Path log : files.filter(Files::isRegularFile).toList()) {
                String text = Files.readString(log);
                if (text.contains("Exception")) {
                    System.err.println("--- " + log + "\n" + text);
                }
            }
        }
    }

    /**
     * The sample afresh from its file in the editor, alone on the workbench's page and active (live at once when the
     * lab runs it).
     */
    private static void open() throws IOException {
        page = Ui.emptyPage();
        Path file = dir.resolve("solar.orrery");
        Files.copy(Ui.sample("solar.orrery"), file, StandardCopyOption.REPLACE_EXISTING);
        editor = assertInstanceOf(OrreryEditor.class, SystemFiles.open(page, file));
        page.activate(editor);
        Ui.settle(500);
    }

    /** The sample running as its file has it, live on the diagram: deployed by the Deploy button unless it runs. */
    static void deployed() throws LabException {
        if (!sampleRunning()) {
            undeployed();
            page.activate(editor);
            Ui.clickToolItem(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), "Deploy");
            sampleDeployed = true;
        }
        Ui.waitUntil("the Solar sample live on the diagram", LIVE_TIMEOUT_MS,
                () -> editor.shownLive() != null && editor.shownLive().isDeployed());
    }

    /** Nothing running on the lab (which may run or not), the diagram showing the design. */
    static void undeployed() throws LabException {
        sampleDeployed = false;
        if (LabSession.get().lab().isRunning() && LabSession.get().lab().star().status().isDeployed()) {
            LabSession.get().undeploy();
        }
        Ui.waitUntil("the design on the diagram", LIVE_TIMEOUT_MS, () -> editor.shownLive() == null);
    }

    /** No lab running, the workbench following none: as a workbench that has started nothing yet. */
    static void noLab() throws LabException {
        sampleDeployed = false;
        Ui.noLab();
        Ui.waitUntil("the design on the diagram", LIVE_TIMEOUT_MS, () -> editor.shownLive() == null);
    }

    /** Whether the Star runs the sample as {@link #deployed()} deployed it (another class may have stopped the lab). */
    private static boolean sampleRunning() throws LabException {
        if (!sampleDeployed || !LabSession.get().lab().isRunning()) {
            return false;
        }
        LiveStatus status = LabSession.get().lab().star().status();
        Set<String> designed = editor.getSystem()
                .getOperators()
                .stream()
                .map(Operator::getName)
                .collect(Collectors.toSet());
        return status.isDeployed() && status.operators().keySet().equals(designed);
    }

    static Path dir() {
        return dir;
    }

    static IWorkbenchPage page() {
        return page;
    }

    static OrreryEditor editor() {
        return editor;
    }

    /** The editor a test opened on the sample in place of the first (reopening it). */
    static void use(OrreryEditor reopened) {
        editor = reopened;
    }

    static IFigure figureOf(Object model) {
        return ((GraphicalEditPart) editor().viewer().getEditPartRegistry().get(model)).getFigure();
    }

    static Operator operator(String name) {
        return Named.operator(editor().getSystem(), name).orElseThrow();
    }

    static Domain domain(String name) {
        return Named.domain(editor().getSystem(), name).orElseThrow();
    }

    static Connection connection(String source, String target) {
        return editor().getSystem()
                .getConnections()
                .stream()
                .filter(c -> c.getSource().getName().equals(source) && c.getTarget().getName().equals(target))
                .findFirst()
                .orElseThrow();
    }

    /** The point {@code tenths} tenths along the first segment of {@code connection}'s line, in the viewer. */
    static Point onLine(Connection connection, int tenths) {
        DiagramReading.layOut(editor().viewer());
        ConnectionFigure line = (ConnectionFigure) figureOf(connection);
        org.eclipse.draw2d.geometry.Point from = line.getPoints().getPoint(0);
        org.eclipse.draw2d.geometry.Point to = line.getPoints().getPoint(1);
        org.eclipse.draw2d.geometry.Point on = new org.eclipse.draw2d.geometry.Point(
                from.x + (to.x - from.x) * tenths / 10, from.y + (to.y - from.y) * tenths / 10);
        line.translateToAbsolute(on);
        return new Point(on.x, on.y);
    }

    interface StarCondition {

        boolean holds(LiveStatus status);
    }

    static LiveStatus awaitStar(StarCondition condition) {
        LiveStatus[] seen = {null};
        Ui.waitUntil("the Star to report the expected status", LIVE_TIMEOUT_MS, () -> {
            Ui.settle(200);
            try {
                seen[0] = LabSession.get().lab().star().status();
            } catch (LabException e) {
                throw new AssertionError(e);
            }
            return condition.holds(seen[0]);
        });
        return seen[0];
    }

    /**
     * A hand that works the Deploy Preview a deployment over the running system shows: keeps the changes it lists in
     * {@code previewed}, then clicks Deploy.
     */
    static Hand deployThroughThePreview(List<String> previewed) {
        return Hand.start("deploy preview", h -> {
            Shell dialog = h.awaitShell(DeployPreviewDialog.TITLE, 30_000);
            DeployPreviewDialog preview = h.read(() -> (DeployPreviewDialog) dialog.getData());
            previewed.addAll(h.read(preview::shownChanges));
            h.click(h.read(() -> Hand.button(dialog, "Deploy")));
        });
    }

    /** Stops or starts ({@code action}) planet1's operator bundle in the Domains view by real input; the view. */
    static DomainsView planet1sOperators(String action) {
        DomainsView domains = assertInstanceOf(DomainsView.class, Monitor.showView(Monitor.DOMAINS_VIEW));
        page().activate(domains);
        Ui.settle(300);
        clickRow(domains, "planet1", "org.orrery.sample.operators");
        Ui.clickToolItem(Ui.toolBarOf(domains), action);
        return domains;
    }

    /** Scrolls a bundle's row into view and clicks it with the mouse; waits until it is the selected row. */
    static void clickRow(DomainsView view, String domain, String bundle) {
        TreeItem item = bundleItem(view, domain, bundle);
        view.tree().getTree().showItem(item);
        Ui.settle(200);
        Rectangle at = bundleItem(view, domain, bundle).getBounds();
        Ui.click(view.tree().getTree(), new Point(at.x + 30, at.y + at.height / 2));
        Ui.waitUntil(bundle + " in " + domain + " selected", 5_000, () -> {
            TreeItem[] selected = view.tree().getTree().getSelection();
            return selected.length == 1 && selected[0].getText(0).equals(bundle)
                    && selected[0].getParentItem().getText(0).equals(domain);
        });
    }

    static TreeItem bundleItem(DomainsView view, String domain, String bundle) {
        for (TreeItem domainItem : view.tree().getTree().getItems()) {
            if (domainItem.getText(0).equals(domain)) {
                domainItem.setExpanded(true);
                for (TreeItem item : domainItem.getItems()) {
                    if (item.getText(0).equals(bundle)) {
                        return item;
                    }
                }
            }
        }
        throw new AssertionError("the Domains view has no " + bundle + " in " + domain);
    }
}
