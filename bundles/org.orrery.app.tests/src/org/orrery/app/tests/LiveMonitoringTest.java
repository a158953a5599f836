package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

import org.eclipse.draw2d.IFigure;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.commands.CommandStack;
import org.eclipse.gef.editparts.ZoomManager;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.swtchart.Chart;
import org.eclipse.swtchart.ISeries;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.orrery.app.SystemFiles;
import org.orrery.control.api.DomainApi.TapEvent;
import org.orrery.control.api.DomainApi.TapOpened;
import org.orrery.control.api.LiveStatus;
import org.orrery.control.api.OperatorState;
import org.orrery.control.api.SystemApi.OperatorView;
import org.orrery.control.api.SystemApi.Trace;
import org.orrery.control.util.ProcessCommandLine;
import org.orrery.editor.OrreryEditor;
import org.orrery.editor.commands.SetParameterCommand;
import org.orrery.editor.figures.ConnectionFigure;
import org.orrery.editor.figures.DomainFigure;
import org.orrery.editor.figures.OperatorFigure;
import org.orrery.editor.figures.Palette;
import org.orrery.editor.figures.Zoom;
import org.orrery.editor.parts.HotSpots;
import org.orrery.editor.problems.ProblemsView;
import org.orrery.lab.ChartScale;
import org.orrery.lab.LabException;
import org.orrery.lab.LabRuntime;
import org.orrery.lab.LabSession;
import org.orrery.model.Connection;
import org.orrery.model.Domain;
import org.orrery.model.Operator;
import org.orrery.model.OperatorKind;
import org.orrery.model.ParameterType;
import org.orrery.model.edit.Named;
import org.orrery.monitor.Monitor;
import org.orrery.monitor.deploy.DeployPreviewDialog;
import org.orrery.monitor.views.AlertsView;
import org.orrery.monitor.views.DeployHistoryView;
import org.orrery.monitor.views.DomainsView;
import org.orrery.monitor.views.LabsView;
import org.orrery.monitor.views.MetricsView;
import org.orrery.monitor.views.TapView;
import org.orrery.monitor.views.TracesView;

/**
 * Deploying and watching the Solar sample on the real embedded lab (a node daemon, a Star and two Planet processes
 * started by the workbench) from the real workbench, with real mouse and keyboard input: the Deploy button brings the
 * diagram and the charts alive, a bundle stopped in the Domains view suspends its operators on the diagram, a changed
 * parameter redeployed with Ctrl+Alt+D restarts that operator alone (asked of the Star), and a killed Planet shows its
 * domain down. The tests run in order on one deployment; the lab lives under target/ and is stopped at the end.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class LiveMonitoringTest {

    private static final long LIVE_TIMEOUT_MS = 60_000;

    private static Path dir;
    private static IWorkbenchPage page;
    private static OrreryEditor editor;

    @BeforeAll
    static void open() throws IOException {
        dir = Files.createTempDirectory("orrery-live");
        Path file = dir.resolve("solar.orrery");
        Files.copy(Ui.sample("solar.orrery"), file);
        page = Ui.emptyPage();
        editor = assertInstanceOf(OrreryEditor.class, SystemFiles.open(page, file));
        page.activate(editor);
        Ui.settle(500);
    }

    @AfterAll
    static void stopLab() throws Exception {
        page.closeAllEditors(false);
        try {
            LabSession.get().stopLab(LabRuntime.configured());
        } finally {
            printLabLogs();
        }
    }

    /** The lab's agent logs, for a failed run to be understood from the test output alone. */
    private static void printLabLogs() throws IOException {
        Path logs = LabSession.get().lab().dir().resolve("logs");
        if (!Files.isDirectory(logs) || Boolean.getBoolean("orrery.quietLabLogs")) {
            return;
        }
        try (var files = Files.list(logs)) {
            for (Path log : files.toList()) {
                String text = Files.readString(log);
                if (text.contains("Exception")) {
                    System.err.println("--- " + log + "\n" + text);
                }
            }
        }
    }

    @Test
    @Order(0)
    void anInvalidSystemIsRefusedWithTheProblemsViewAndNothingDeployed() throws IOException {
        Path broken = dir.resolve("solar-broken.orrery");
        Files.copy(Ui.sample("solar-broken.orrery"), broken);
        OrreryEditor brokenEditor = assertInstanceOf(OrreryEditor.class, SystemFiles.open(page, broken));
        page.activate(brokenEditor);
        Ui.settle(500);
        try {
            int reports = LabSession.get().reports().size();
            Ui.key(brokenEditor.viewer().getControl(), "ctrl+alt+d");
            Ui.waitUntil("the refusal in the Deploy Log", 10_000, () -> LabSession.get().reports().size() > reports);
            LabSession.DeployReport report = LabSession.get().reports().get(LabSession.get().reports().size() - 1);
            assertTrue(!report.ok() && report.error().contains("validation error"), report.toString());
            assertTrue(
                    report.steps().stream().anyMatch(s -> s.step().equals("validate") && s.target().equals("one_star")),
                    report.steps().toString());
            assertNotNull(page.findView(ProblemsView.ID), "the Problems view is shown");
            assertTrue(page.isPartVisible(page.findView(ProblemsView.ID)), "the Problems view is in front");
            assertTrue(!LabSession.get().lab().isRunning(), "nothing was started or deployed");
            MetricsView metrics = assertInstanceOf(MetricsView.class, Monitor.showView(Monitor.METRICS_VIEW));
            Ui.waitUntil("the Metrics view saying in words that there is nothing to chart", 5_000, () -> {
                metrics.refresh();
                return metrics.shownCharts().isEmpty()
                        && metrics.emptyStateText().startsWith("Deploy (Ctrl+Alt+D) or Monitor");
            });
        } finally {
            page.closeEditor(brokenEditor, false);
            page.activate(editor);
            Ui.settle(300);
        }
    }

    @Test
    @Order(1)
    void theDeployButtonBringsTheDiagramAndTheChartsAlive() throws IOException {
        Ui.clickToolItem(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), "Deploy");
        Ui.waitUntil("a live status on the diagram", LIVE_TIMEOUT_MS, () -> editor.shownLive() != null);
        LabSession.DeployReport report = LabSession.get().reports().get(LabSession.get().reports().size() - 1);
        assertTrue(report.ok(), report.toString());
        assertTrue(
                report.steps().stream().anyMatch(s -> s.step().equals("operators") && s.detail().contains("created")),
                report.steps().toString());

        Connection toMerge = connection("fahrenheitA", "merge");
        ConnectionFigure line = (ConnectionFigure) figureOf(toMerge);
        Ui.waitUntil("non-zero rates on the connection label", LIVE_TIMEOUT_MS,
                () -> line.getLiveText() != null && line.getLiveText().matches("[1-9].* ev/s.*"));
        String tip = ((org.eclipse.draw2d.Label) line.getToolTip()).getText();
        assertTrue(tip.contains("from the source: p50 ") && tip.contains("this hop: p50 "),
                "the latency from the source and the hop's own, each labelled: " + tip);
        ConnectionFigure busy = (ConnectionFigure) figureOf(connection("sensorA", "thresholdA"));
        Ui.waitUntil("the source's stream drawn thicker", LIVE_TIMEOUT_MS, () -> busy.getLineWidth() > 1);
        assertTrue(busy.getLiveText().startsWith("2") || busy.getLiveText().startsWith("1"), busy.getLiveText());

        DomainFigure planet1 = (DomainFigure) figureOf(domain("planet1"));
        assertEquals(Boolean.TRUE, planet1.getLiveUp());
        assertTrue(planet1.getBadgeText().contains("MB") || planet1.getBadgeText().contains("up"),
                planet1.getBadgeText());
        OperatorFigure sensor = (OperatorFigure) figureOf(operator("sensorA"));
        Ui.waitUntil("the source's live rate", LIVE_TIMEOUT_MS,
                () -> sensor.getDetailText().matches("running \u00b7 [1-9].* out/s"));

        MetricsView metrics = assertInstanceOf(MetricsView.class, page.findView(MetricsView.ID));
        Ui.waitUntil("points in the chart series", LIVE_TIMEOUT_MS, () -> {
            metrics.refresh();
            for (Chart chart : metrics.shownCharts()) {
                for (ISeries<?> series : chart.getSeriesSet().getSeries()) {
                    double[] y = series.getYSeries();
                    if (y != null && y.length >= 3 && Arrays.stream(y).anyMatch(v -> v > 0)) {
                        return true;
                    }
                }
            }
            return false;
        });
        ToolItem pause = Ui.findToolItem(Ui.toolBarOf(metrics), "Pause");
        Ui.clickToolItem(Ui.toolBarOf(metrics), "Pause");
        Ui.waitUntil("the charts paused", 5_000, metrics::isPaused);
        int frozen = firstSeriesLength(metrics);
        Ui.settle(1_500);
        assertEquals(frozen, firstSeriesLength(metrics), "a paused chart does not move");
        Ui.clickToolItem(Ui.toolBarOf(metrics), "Pause");
        Ui.waitUntil("the charts moving again", 10_000,
                () -> !metrics.isPaused() && firstSeriesLength(metrics) > frozen);
        assertTrue(!pause.getSelection());
        Path csv = dir.resolve("shown.csv");
        metrics.exportCsv(csv);
        List<String> rows = Files.readAllLines(csv);
        assertTrue(rows.get(0).startsWith("time_ms,connection ") && rows.get(0).contains("events/s"), rows.get(0));
        assertTrue(rows.size() >= 4, "a row per sample: " + rows.size());
        assertEquals("", metrics.emptyStateText());

        // a connection clicked on the diagram: its own charts, each axis in the unit that keeps its numbers short
        Ui.click(editor.viewer().getControl(), onLine(connection("sensorA", "thresholdA"), 3));
        Ui.waitUntil("the clicked connection's volume in kB/s", LIVE_TIMEOUT_MS, () -> {
            metrics.refresh();
            int volume = chartTitles(metrics).indexOf("Volume");
            return volume >= 0 && metrics.shownScales().get(volume).unit().equals("kB/s");
        });
        List<String> titles = chartTitles(metrics);
        assertEquals(List.of("Throughput", "Volume", "Latency from the source and of this hop", "Backlog and drops"),
                titles);
        for (int i = 0; i < titles.size(); i++) {
            Chart chart = metrics.shownCharts().get(i);
            ChartScale scale = metrics.shownScales().get(i);
            assertEquals(scale.unit(), chart.getAxisSet().getYAxis(0).getTitle().getText(), titles.get(i));
            double largest = Arrays.stream(chart.getSeriesSet().getSeries())
                    .flatMapToDouble(series -> Arrays.stream(series.getYSeries()))
                    .max()
                    .orElse(0);
            assertTrue(largest < 1_000, titles.get(i) + " drawn up to " + largest + " " + scale.unit());
            assertTrue(scale.divisor() == 1 || largest >= 1,
                    titles.get(i) + " scaled too far: " + largest + " " + scale.unit());
            assertTrue(chart.getLegend().isVisible(), titles.get(i) + " names its lines");
        }
        int[] plotHeights = metrics.shownCharts()
                .stream()
                .mapToInt(c -> c.getPlotArea().getControl().getSize().y)
                .toArray();
        for (int i = 1; i < titles.size(); i++) { // as much as half of Throughput's, whose legend is one line
            assertTrue(plotHeights[i] * 2 >= plotHeights[0],
                    titles.get(i) + "'s legend leaves its plot room: " + Arrays.toString(plotHeights) + " px");
        }
        Chart volume = metrics.shownCharts().get(1);
        double kilobytes = volume.getSeriesSet().getSeries()[0]
                .getYSeries()[volume.getSeriesSet().getSeries()[0].getYSeries().length - 1];
        assertTrue(kilobytes > 1 && kilobytes < 1_000, "about 13 kB/s drawn as kB/s: " + kilobytes);
        assertEquals(List.of("from source p50", "from source p99", "this hop p50", "this hop p99"),
                Arrays.stream(metrics.shownCharts().get(2).getSeriesSet().getSeries()).map(ISeries::getId).toList(),
                "both latencies, each named");
        Ui.saveScreenshot("connection-charts");
    }

    @Test
    @Order(2)
    void theLiveDiagramIsReadableLabelsCoverNoFigureAndNoTextIsCutOff() throws IOException {
        ZoomManager zoom = (ZoomManager) editor.getAdapter(ZoomManager.class);
        double fitted = zoom.getZoom();
        try {
            for (double at : new double[]{1.0, 0.75}) {
                zoom.setZoom(at);
                Ui.settle(1_000);
                int shown = DiagramReading.assertReadable(editor.viewer());
                assertTrue(shown >= 6, "most of Solar's eight streams keep a label at " + at + ": " + shown);
            }
            OperatorFigure threshold = (OperatorFigure) figureOf(operator("thresholdA"));
            assertTrue(threshold.getDetailText().startsWith("running \u00b7 "), threshold.getDetailText());
            assertTrue(
                    threshold.getDetailLabel()
                            .getText()
                            .matches("[0-9.,k]+ (in/s \u00b7 [0-9.,k]+ out/s|\u2192 [0-9.,k]+/s)"),
                    "the wording that fits the box: " + threshold.getDetailLabel().getText());
            // the README's picture: the editor maximized, the whole system in view (at 100 % on a 1600 px screen)
            page.setPartState(page.getReference(editor), IWorkbenchPage.STATE_MAXIMIZED);
            Ui.settle(1_000);
            editor.zoomToFit();
            Ui.settle(1_500);
            assertTrue(zoom.getZoom() >= Zoom.LOW_DETAIL, "Solar readable when maximized: " + zoom.getZoom());
            Ui.saveScreenshot("solar-live");
        } finally {
            page.setPartState(page.getReference(editor), IWorkbenchPage.STATE_RESTORED);
            zoom.setZoom(fitted);
            Ui.settle(300);
        }
    }

    private static List<String> chartTitles(MetricsView metrics) {
        return metrics.shownCharts().stream().map(chart -> chart.getTitle().getText()).toList();
    }

    @Test
    @Order(3)
    void stoppingABundleInTheDomainsViewSuspendsItsOperatorsOnTheDiagram() {
        DomainsView domains = planet1sOperators("Stop");

        OperatorFigure sensor = (OperatorFigure) figureOf(operator("sensorA"));
        OperatorFigure merge = (OperatorFigure) figureOf(operator("merge"));
        Ui.waitUntil("planet1's operators suspended on the diagram", LIVE_TIMEOUT_MS,
                () -> sensor.getDetailText().startsWith("suspended"));
        assertTrue(merge.getDetailText().startsWith("running"), "planet2 has its own copy: " + merge.getDetailText());
        Ui.waitUntil("the Domains view showing the bundle resolved", LIVE_TIMEOUT_MS,
                () -> bundleItem(domains, "planet1", "org.orrery.sample.operators").getText(3).equals("resolved"));

        planet1sOperators("Start");
        Ui.waitUntil("planet1's operators running again", LIVE_TIMEOUT_MS,
                () -> sensor.getDetailText().startsWith("running"));
    }

    /** Stops or starts ({@code action}) planet1's operator bundle in the Domains view by real input; the view. */
    private static DomainsView planet1sOperators(String action) {
        DomainsView domains = assertInstanceOf(DomainsView.class, Monitor.showView(Monitor.DOMAINS_VIEW));
        page.activate(domains);
        Ui.settle(300);
        clickRow(domains, "planet1", "org.orrery.sample.operators");
        Ui.clickToolItem(Ui.toolBarOf(domains), action);
        return domains;
    }

    @Test
    @Order(4)
    void anAlertFiringIsMarkedOnTheDiagramAndListedInTheProblemsViewWhichLeadsToItsElement() throws Exception {
        // planet1's operators suspended by real input: merge, on planet2, receives nothing and its alert fires
        planet1sOperators("Stop");
        OperatorFigure merge = (OperatorFigure) figureOf(operator("merge"));
        Ui.waitUntil("merge-silent marked on merge", LIVE_TIMEOUT_MS,
                () -> merge.getAlerts().equals(List.of("merge-silent")));
        assertTrue(
                merge.getToolTip() instanceof org.eclipse.draw2d.Label tip
                        && tip.getText().contains("\n\n\u26a0 alert merge-silent firing: merge: "),
                "the tooltip says it");
        ProblemsView problems = assertInstanceOf(ProblemsView.class, page.showView(ProblemsView.ID));
        Ui.waitUntil("the alert in the Problems view", 10_000,
                () -> problems.rows()
                        .stream()
                        .anyMatch(r -> r.alert() != null && r.alert().name().equals("merge-silent")));
        int index = 0;
        while (problems.rows().get(index).alert() == null
                || !problems.rows().get(index).alert().name().equals("merge-silent")) {
            index++;
        }
        ProblemsView.Row row = problems.rows().get(index);
        assertEquals(List.of("alert", "operator 'merge'", "running system"),
                List.of(row.rule(), row.element(), row.location()));
        assertTrue(
                row.description().matches("alert merge-silent firing: merge: [0-9.,]+ s without traffic \\(limit 5\\)"),
                row.description());
        editor.viewer().reveal((EditPart) editor.viewer().getEditPartRegistry().get(operator("merge")));
        Ui.saveScreenshot("alert-firing");
        AlertsView alerts = assertInstanceOf(AlertsView.class, Monitor.showView(Monitor.ALERTS_VIEW));
        Ui.waitUntil("the Alerts view showing merge-silent firing, and when it fired", 10_000,
                () -> alerts.alertRows().stream().anyMatch(r -> r[0].equals("merge-silent") && r[1].equals("FIRING"))
                        && alerts.logRows()
                                .stream()
                                .anyMatch(r -> r[1].equals("merge-silent") && r[2].equals("firing")
                                        && r[3].startsWith("merge: ")));

        // a double click on the alert's row selects what it watches in the diagram
        page.activate(editor);
        editor.viewer().deselectAll();
        page.activate(problems);
        Ui.settle(300);
        org.eclipse.swt.widgets.Table table = problems.getViewer().getTable();
        Rectangle at = table.getItem(index).getBounds(0);
        Ui.doubleClick(table, new Point(at.x + 40, at.y + at.height / 2));
        Ui.waitUntil("merge selected in the diagram", 5_000, () -> editor.viewer().getSelectedEditParts().size() == 1
                && ((EditPart) editor.viewer().getSelectedEditParts().get(0)).getModel() == operator("merge"));

        // planet1's operators started again: events reach merge, the alert resolves, its mark and row go
        planet1sOperators("Start");
        Ui.waitUntil("the Alerts view showing it resolved, newest first", LIVE_TIMEOUT_MS,
                () -> alerts.logRows().size() > 1 && alerts.logRows().get(0)[1].equals("merge-silent")
                        && alerts.logRows().get(0)[2].equals("resolved"));
        Ui.waitUntil("the alert resolved: no mark on merge, no row", LIVE_TIMEOUT_MS,
                () -> merge.getAlerts().isEmpty() && problems.rows()
                        .stream()
                        .noneMatch(r -> r.alert() != null && r.alert().name().equals("merge-silent")));
        assertTrue(
                LabSession.get()
                        .lab()
                        .star()
                        .alerts()
                        .log()
                        .stream()
                        .anyMatch(e -> e.alert().equals("merge-silent") && e.event().equals("resolved")),
                "logged as resolved");
        page.activate(editor);
    }

    @Test
    @Order(5)
    void theLabsViewShowsEachHostsClockOffsetRuntimeAndJdk() {
        LabsView labs = assertInstanceOf(LabsView.class, Monitor.showView(Monitor.LABS_VIEW));
        page.activate(labs);
        // the Star measures the host's clock when it starts and every 30 s; the view reads the node daemon every 2 s
        Ui.waitUntil("the Labs view showing the host's clock offset", LIVE_TIMEOUT_MS,
                () -> labs.shownRows()
                        .stream()
                        .anyMatch(row -> row.what().contains("node local")
                                && row.figures().matches(".*clock [+-][0-9.]+ ms \u00b1 [0-9.]+ ms.*")));
        LabsView.Row node = labs.shownRows()
                .stream()
                .filter(row -> row.what().contains("node local"))
                .findFirst()
                .orElseThrow();
        assertTrue(
                node.figures()
                        .matches(".*cores.* \u00b7 runtime 0\\.1\\.0-SNAPSHOT \u00b7 .*[0-9]+\\.[0-9]+\\.[0-9]+.*"),
                "cores, runtime and the JDK's version: " + node.figures());
    }

    @Test
    @Order(6)
    void theDomainsViewInstallsUninstallsAndSaysWhyAnInstallIsRefused() throws IOException {
        DomainsView domains = assertInstanceOf(DomainsView.class, Monitor.showView(Monitor.DOMAINS_VIEW));
        Path extra = dir.resolve("extra.jar");
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().putValue("Manifest-Version", "1.0");
        manifest.getMainAttributes().putValue("Bundle-ManifestVersion", "2");
        manifest.getMainAttributes().putValue("Bundle-SymbolicName", "org.orrery.test.extra");
        manifest.getMainAttributes().putValue("Bundle-Version", "1.2.3");
        try (var jar = new JarOutputStream(Files.newOutputStream(extra), manifest)) {
            jar.putNextEntry(new JarEntry("readme.txt"));
            jar.write("an empty bundle".getBytes());
        }
        domains.installFile("planet2", extra);
        Ui.waitUntil("the installed bundle listed in planet2", LIVE_TIMEOUT_MS,
                () -> hasBundle(domains, "planet2", "org.orrery.test.extra"));

        // on the live diagram: listed in planet2 as not in the model, and added to the model from its context menu
        DomainFigure planet2 = (DomainFigure) figureOf(domain("planet2"));
        Ui.waitUntil("the run-time bundle on the diagram, marked as not in the model", LIVE_TIMEOUT_MS, () -> planet2
                .getRuntimeBundles()
                .stream()
                .anyMatch(line -> line.contains("org.orrery.test.extra 1.2.3") && line.endsWith("not in the model")));
        page.activate(editor);
        editor.viewer().reveal((EditPart) editor.viewer().getEditPartRegistry().get(domain("planet2")));
        Ui.settle(300);
        org.eclipse.draw2d.geometry.Point header = planet2.getBounds().getTopLeft().getTranslated(12, 8);
        planet2.translateToAbsolute(header);
        Ui.click(editor.viewer().getControl(), new Point(header.x, header.y));
        Ui.waitUntil("planet2 selected", 5_000, () -> editor.viewer().getSelectedEditParts().size() == 1
                && ((EditPart) editor.viewer().getSelectedEditParts().get(0)).getModel() == domain("planet2"));
        Ui.settle(500);
        Ui.contextMenu(editor.viewer().getControl(), "n", "1"); // Add Ru&n-time Bundle to Model > &1
                                                               // org.orrery.test.extra 1.2.3
        Ui.waitUntil("the bundle in planet2's model", 5_000, () -> domain("planet2").getBundles()
                .stream()
                .anyMatch(b -> "org.orrery.test.extra".equals(b.getSymbolicName()) && "1.2.3".equals(b.getVersion())));
        Ui.waitUntil("no longer marked as not in the model", LIVE_TIMEOUT_MS,
                () -> planet2.getRuntimeBundles().isEmpty());
        Ui.key(editor.viewer().getControl(), "ctrl+z"); // the design as it was, for the tests after this one
        assertTrue(domain("planet2").getBundles()
                .stream()
                .noneMatch(b -> "org.orrery.test.extra".equals(b.getSymbolicName())));
        page.activate(domains);

        Path notABundle = dir.resolve("notes.jar");
        Files.writeString(notABundle, "not a jar at all");
        domains.installFile("planet2", notABundle);
        Ui.waitUntil("the refusal and its reason", LIVE_TIMEOUT_MS, () -> domains.outcome().contains("failed:"));
        assertTrue(domains.outcome().contains("notes.jar"), domains.outcome());

        clickRow(domains, "planet2", "org.orrery.test.extra");
        Ui.clickToolItem(Ui.toolBarOf(domains), "Uninstall");
        Ui.waitUntil("the bundle gone from planet2", LIVE_TIMEOUT_MS,
                () -> !hasBundle(domains, "planet2", "org.orrery.test.extra"));
    }

    /** Scrolls a bundle's row into view and clicks it with the mouse; waits until it is the selected row. */
    private static void clickRow(DomainsView view, String domain, String bundle) {
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

    private static boolean hasBundle(DomainsView view, String domain, String bundle) {
        try {
            bundleItem(view, domain, bundle);
            return true;
        } catch (@SuppressWarnings("unused") AssertionError absent) {
            return false;
        }
    }

    @Test
    @Order(7)
    void aChangedParameterRedeployedWithTheKeyRestartsOnlyThatOperator() throws Exception {
        page.activate(editor);
        Ui.settle(300);
        LiveStatus before = LabSession.get().lab().star().status();
        int reports = LabSession.get().reports().size();
        ((CommandStack) editor.getAdapter(CommandStack.class)).execute(
                new SetParameterCommand(operator("thresholdA"), "predicate", ParameterType.STRING, "celsius > 22.0"));
        List<String> previewed = new ArrayList<>();
        Hand hand = deployThroughThePreview(previewed);
        Ui.key(editor.viewer().getControl(), "ctrl+alt+d");
        hand.await(60_000);
        assertEquals(List.of("restart operator thresholdA: parameter predicate celsius > 25.0 -> celsius > 22.0"),
                previewed, "the preview names the one change, from what the Star runs");
        Ui.waitUntil("the redeployment", LIVE_TIMEOUT_MS, () -> LabSession.get().reports().size() > reports);
        LabSession.DeployReport report = LabSession.get().reports().get(LabSession.get().reports().size() - 1);
        assertTrue(report.ok(), report.toString());
        assertTrue(report.steps().stream().anyMatch(s -> s.detail().contains("1 restarted (thresholdA)")),
                report.steps().toString());

        LiveStatus after = awaitStar(
                s -> s.operators().get("thresholdA").restarts() == before.operators().get("thresholdA").restarts() + 1);
        for (OperatorView operator : after.operators().values()) {
            OperatorView earlier = before.operators().get(operator.name());
            if (!operator.name().equals("thresholdA")) {
                assertEquals(earlier.startedAtMillis(), operator.startedAtMillis(), operator.name() + " kept running");
                assertTrue(operator.eventsIn() >= earlier.eventsIn(), operator.name() + " kept its counters");
            }
        }
    }

    @Test
    @Order(8)
    void aParameterChangedInTheModelIsAppliedLiveFromTheOperatorsContextMenu() throws Exception {
        page.activate(editor);
        editor.viewer().reveal((EditPart) editor.viewer().getEditPartRegistry().get(operator("thresholdA")));
        Ui.settle(300);
        OperatorView before = LabSession.get().lab().star().status().operators().get("thresholdA");
        ((CommandStack) editor.getAdapter(CommandStack.class)).execute(
                new SetParameterCommand(operator("thresholdA"), "predicate", ParameterType.STRING, "celsius > 23.5"));
        OperatorFigure threshold = (OperatorFigure) figureOf(operator("thresholdA"));
        org.eclipse.draw2d.geometry.Point corner = threshold.getBounds().getTopLeft().getTranslated(6, 6);
        threshold.translateToAbsolute(corner);
        Ui.click(editor.viewer().getControl(), new Point(corner.x, corner.y));
        Ui.waitUntil("thresholdA selected", 5_000, () -> editor.viewer().getSelectedEditParts().size() == 1
                && ((EditPart) editor.viewer().getSelectedEditParts().get(0)).getModel() == operator("thresholdA"));
        Ui.settle(500);
        Ui.contextMenu(editor.viewer().getControl(), "e", "a"); // Op&erator > &Apply Parameters Live
        Ui.waitUntil("the Star running thresholdA with the new predicate", LIVE_TIMEOUT_MS, () -> {
            try {
                return "celsius > 23.5"
                        .equals(LabSession.get().lab().star().operator("thresholdA").parameters().get("predicate"));
            } catch (@SuppressWarnings("unused") LabException notYet) {
                return false;
            }
        });
        OperatorView after = LabSession.get().lab().star().status().operators().get("thresholdA");
        assertEquals(before.startedAtMillis(), after.startedAtMillis(), "changed in place, not restarted");
        assertEquals(before.restarts(), after.restarts());
        assertTrue(after.eventsIn() >= before.eventsIn(), "its counters go on");
    }

    @Test
    @Order(9)
    void aFilterDroppedOntoALiveConnectionIsInsertedAndDeployStartsItAlone() throws Exception {
        page.activate(editor);
        Connection into = connection("sensorB", "thresholdB");
        editor.viewer().reveal((EditPart) editor.viewer().getEditPartRegistry().get(into));
        Ui.settle(300);
        LiveStatus before = LabSession.get().lab().star().status();
        int reports = LabSession.get().reports().size();
        ConnectionFigure line = (ConnectionFigure) figureOf(into);
        org.eclipse.draw2d.geometry.Point from = line.getPoints().getFirstPoint();
        org.eclipse.draw2d.geometry.Point to = line.getPoints().getLastPoint();
        org.eclipse.draw2d.geometry.Point middle = new org.eclipse.draw2d.geometry.Point((from.x + to.x) / 2,
                (from.y + to.y) / 2);
        line.translateToAbsolute(middle);
        Ui.drag(editor.paletteViewer().getControl(), Ui.paletteEntry(editor, "Predicate filter"),
                editor.viewer().getControl(), new Point(middle.x, middle.y));
        Ui.waitUntil("sensorB's connection ending at a new filter", 5_000,
                () -> into.getTarget() != operator("thresholdB"));
        Operator inserted = into.getTarget();
        assertEquals(OperatorKind.FILTER, inserted.getKind());
        assertEquals(domain("planet1"), inserted.getPlacement(), "in the source's domain");
        assertEquals(operator("thresholdB"), connection(inserted.getName(), "thresholdB").getTarget());

        List<String> previewed = new ArrayList<>();
        Hand hand = deployThroughThePreview(previewed);
        Ui.key(editor.viewer().getControl(), "ctrl+alt+d");
        hand.await(60_000);
        assertTrue(
                previewed.containsAll(
                        List.of("add operator " + inserted.getName() + ": org.orrery.sample.filter in planet1",
                                "remove connection sensorB->thresholdB",
                                "add connection sensorB->" + inserted.getName() + ": reliable",
                                "add connection " + inserted.getName() + "->thresholdB: reliable")),
                previewed.toString());
        Ui.waitUntil("the redeployment", LIVE_TIMEOUT_MS, () -> LabSession.get().reports().size() > reports);
        LabSession.DeployReport report = LabSession.get().reports().get(LabSession.get().reports().size() - 1);
        assertTrue(report.ok(), report.toString());
        LiveStatus after = awaitStar(s -> s.operators().containsKey(inserted.getName())
                && s.operators().get(inserted.getName()).state() == OperatorState.RUNNING
                && s.operators().get(inserted.getName()).eventsIn() > 0);
        for (OperatorView operator : before.operators().values()) {
            assertEquals(operator.startedAtMillis(), after.operators().get(operator.name()).startedAtMillis(),
                    operator.name() + " kept running");
        }
        OperatorFigure figure = (OperatorFigure) figureOf(inserted);
        // the figure's state, not its wording: "running · …" is shown only when it fits, and the filter's rates did not
        Ui.waitUntil("the inserted filter running on the diagram", LIVE_TIMEOUT_MS,
                () -> Palette.operatorState("running").equals(figure.getLiveStateColour()));
        Ui.saveScreenshot("filter-inserted-live");
    }

    @Test
    @Order(10)
    void reopeningTheRunningSystemShowsItLiveAgain() {
        Path file = editor.getFile();
        page.closeAllEditors(false);
        LabSession.get().unfollow();
        Ui.settle(300);
        editor = assertInstanceOf(OrreryEditor.class, SystemFiles.open(page, file));
        page.activate(editor);
        Ui.waitUntil("the reopened system live again without deploying", LIVE_TIMEOUT_MS,
                () -> editor.shownLive() != null && editor.shownLive().isDeployed());
        OperatorFigure sensor = (OperatorFigure) figureOf(operator("sensorA"));
        Ui.waitUntil("live rates on the reopened diagram", LIVE_TIMEOUT_MS,
                () -> sensor.getDetailText().startsWith("running"));
    }

    @Test
    @Order(11)
    void aKilledPlanetShowsItsDomainDownUntilItsNodeDaemonHasStartedItAgain() throws Exception {
        LiveStatus status = LabSession.get().lab().star().status();
        long pid = status.domains().get("planet2").pid();
        ProcessHandle planet = ProcessHandle.of(pid).orElseThrow(() -> new AssertionError("no planet2 process " + pid));
        assertTrue(ProcessCommandLine.of(planet).contains("planet2"), "the pid is planet2's agent");
        planet.destroyForcibly();
        DomainFigure planet2 = (DomainFigure) figureOf(domain("planet2"));
        Ui.waitUntil("planet2 marked down", LIVE_TIMEOUT_MS, () -> Boolean.FALSE.equals(planet2.getLiveUp()));
        assertTrue(planet2.getBadgeText().contains("DOWN"), planet2.getBadgeText());
        assertEquals(Boolean.TRUE, ((DomainFigure) figureOf(domain("planet1"))).getLiveUp());
        // its node daemon starts it again and the Star deploys its part there: the diagram follows by itself
        Ui.waitUntil("planet2 up again", LIVE_TIMEOUT_MS, () -> Boolean.TRUE.equals(planet2.getLiveUp()));
        assertTrue(!planet2.getBadgeText().contains("DOWN"), planet2.getBadgeText());
    }

    @Test
    @Order(12)
    void aPlanetIsStoppedFromTheDomainsViewAndStartedFromTheDiagramsContextMenu() throws Exception {
        DomainsView domains = assertInstanceOf(DomainsView.class, Monitor.showView(Monitor.DOMAINS_VIEW));
        page.activate(domains);
        DomainFigure planet2 = (DomainFigure) figureOf(domain("planet2"));
        Ui.waitUntil("planet2 up", LIVE_TIMEOUT_MS, () -> Boolean.TRUE.equals(planet2.getLiveUp()));
        long pid = LabSession.get().lab().star().status().domains().get("planet2").pid();

        // the Domains view: click planet2's row, its context menu (Shift+F10), Sto&p Domain
        // (the view's rows may move between finding the row and the click, as a refresh lays it out: then again)
        BooleanSupplier planet2Selected = () -> domains.tree().getTree().getSelectionCount() == 1
                && domains.tree().getTree().getSelection()[0].getText(0).equals("planet2");
        for (int attempt = 0; attempt < 3 && !planet2Selected.getAsBoolean(); attempt++) {
            Rectangle at = domainItem(domains, "planet2").getBounds();
            Ui.click(domains.tree().getTree(), new Point(at.x + 30, at.y + at.height / 2));
            Ui.settle(500);
        }
        Ui.waitUntil("planet2's row selected", 5_000, planet2Selected);
        Ui.contextMenu(domains.tree().getTree(), "p");
        Ui.waitUntil("planet2 stopped on the diagram", LIVE_TIMEOUT_MS,
                () -> Boolean.FALSE.equals(planet2.getLiveUp()));
        Ui.waitUntil("the Domains view saying so", LIVE_TIMEOUT_MS,
                () -> domains.outcome().contains("stop planet2: down"));
        assertTrue(ProcessHandle.of(pid).map(p -> !p.isAlive()).orElse(true), "planet2's process ended");
        assertTrue(planet2.getBadgeText().contains("DOWN"), planet2.getBadgeText());
        assertEquals(Boolean.TRUE, ((DomainFigure) figureOf(domain("planet1"))).getLiveUp(), "planet1 runs on");
        Ui.settle(3_000); // heartbeats go by: stopped on request, nobody starts it again
        assertEquals(Boolean.FALSE, planet2.getLiveUp());

        // the diagram: click planet2, its context menu (Shift+F10), Do&main > St&art Domain
        page.activate(editor);
        editor.viewer().reveal((EditPart) editor.viewer().getEditPartRegistry().get(domain("planet2")));
        Ui.settle(300);
        org.eclipse.draw2d.geometry.Point header = planet2.getBounds().getTopLeft().getTranslated(12, 8);
        planet2.translateToAbsolute(header);
        Point onFigure = new Point(header.x, header.y);
        Ui.click(editor.viewer().getControl(), onFigure);
        Ui.waitUntil("planet2 selected", 5_000, () -> editor.viewer().getSelectedEditParts().size() == 1
                && ((EditPart) editor.viewer().getSelectedEditParts().get(0)).getModel() == domain("planet2"));
        Ui.settle(500);
        Ui.contextMenu(editor.viewer().getControl(), "m", "a");
        Ui.waitUntil("planet2 up again", LIVE_TIMEOUT_MS, () -> Boolean.TRUE.equals(planet2.getLiveUp()));
        long again = LabSession.get().lab().star().status().domains().get("planet2").pid();
        assertTrue(again != pid, "a new process: " + again);
        OperatorFigure merge = (OperatorFigure) figureOf(operator("merge"));
        Ui.waitUntil("planet2's operators running again", LIVE_TIMEOUT_MS,
                () -> merge.getDetailText().startsWith("running"));
        Ui.saveScreenshot("domain-started-from-diagram");
    }

    private static TreeItem domainItem(DomainsView view, String domain) {
        for (TreeItem item : view.tree().getTree().getItems()) {
            if (item.getText(0).equals(domain)) {
                return item;
            }
        }
        throw new AssertionError("the Domains view has no domain " + domain);
    }

    @Test
    @Order(13)
    void aTapOnALiveConnectionShowsItsEventsFilteredPausedAndDecoded() throws Exception {
        page.activate(editor);
        editor.viewer()
                .reveal((EditPart) editor.viewer().getEditPartRegistry().get(connection("fahrenheitA", "merge")));
        Ui.settle(300);
        Ui.click(editor.viewer().getControl(), onLine(connection("fahrenheitA", "merge"), 4));
        Ui.waitUntil("fahrenheitA -> merge selected", 5_000,
                () -> editor.viewer().getSelectedEditParts().size() == 1
                        && ((EditPart) editor.viewer().getSelectedEditParts().get(0))
                                .getModel() == connection("fahrenheitA", "merge"));
        Ui.settle(500);

        // the hot spots over the live diagram (which let the click above through): the busiest first
        Ui.waitUntil("hot spots listed", LIVE_TIMEOUT_MS, () -> !HotSpots.shown(editor.viewer()).isEmpty());
        List<Double> busy = HotSpots.shown(editor.viewer())
                .stream()
                .filter(shown -> shown.endsWith(" % busy"))
                .map(shown -> Double.parseDouble(shown.replaceAll(".* \u00b7 ([0-9.]+) % busy$", "$1")))
                .toList();
        for (int i = 1; i < busy.size(); i++) {
            assertTrue(busy.get(i - 1) >= busy.get(i), "busiest first: " + HotSpots.shown(editor.viewer()));
        }

        Ui.contextMenu(editor.viewer().getControl(), "k", "t"); // Lin&k > &Tap Events
        Ui.waitUntil("the Tap view", 5_000, () -> page.findView(TapView.ID) != null);
        TapView tap = (TapView) page.findView(TapView.ID);
        Ui.waitUntil("events listed as they pass", LIVE_TIMEOUT_MS, () -> tap.listed().size() >= 3);
        for (TapEvent event : tap.listed()) {
            assertEquals("temperature-f", event.type());
            assertTrue(event.attributes().containsKey("fahrenheit"), event.toString());
        }

        // a predicate typed and applied with Enter: what is listed from then on satisfies it
        Text where = Hand.find(tap.table().getParent().getParent(), Text.class, t -> (t.getStyle() & SWT.SEARCH) != 0);
        Ui.key(tap.table(), "alt+r"); // Whe&re
        Ui.type("fahrenheit > 85");
        Ui.waitUntil("the predicate typed", 5_000, () -> where.getText().equals("fahrenheit > 85"));
        Ui.keyToFocus("Return");
        Ui.waitUntil("the tap applied again with the predicate", LIVE_TIMEOUT_MS,
                () -> tap.opened() != null && tap.opened().where().equals("fahrenheit > 85"));
        int before = tap.listed().size();
        Ui.waitUntil("events that satisfy it listed", LIVE_TIMEOUT_MS, () -> tap.listed().size() >= before + 3);
        for (TapEvent event : tap.listed().subList(before, tap.listed().size())) {
            assertTrue(((Number) event.attributes().get("fahrenheit")).doubleValue() > 85, event.toString());
        }

        // paused: the tap goes on counting, the list stays; resumed: it grows again
        Button pause = Hand.button(tap.table().getParent().getParent(), "&Pause");
        Ui.click(pause, new Point(5, 5));
        Ui.waitUntil("paused", 5_000, () -> pause.getText().equals("Res&ume"));
        int frozen = tap.listed().size();
        Ui.waitUntil("events counted but not listed while paused", LIVE_TIMEOUT_MS,
                () -> tap.countsText().matches(".*; ([3-9]|[1-9][0-9]+) not listed while paused"));
        assertEquals(frozen, tap.listed().size(), "nothing listed while paused");
        Ui.click(pause, new Point(5, 5));
        Ui.waitUntil("listing again", LIVE_TIMEOUT_MS, () -> tap.listed().size() > frozen);

        // an event chosen in the list (the newest are kept in sight): its body below, as its content type says
        // (hex), then as text
        Rectangle row = tap.table().getItem(tap.table().getTopIndex()).getBounds(1);
        Ui.click(tap.table(), new Point(row.x + 5, row.y + row.height / 2));
        Ui.waitUntil("the first event's body in hex", 5_000, () -> tap.bodyText().startsWith("0000  "));
        Combo format = Hand.find(tap.table().getParent().getParent(), Combo.class, c -> true);
        Ui.key(format, "Down");
        Ui.waitUntil("the body as text, which it is not", 5_000, () -> tap.bodyText().startsWith("(not UTF-8 text)"));
        Ui.saveScreenshot("tap-view");

        // the view closed: its tap is closed at the domain
        TapOpened opened = tap.opened();
        page.hideView(tap);
        Ui.waitUntil("the tap closed at its domain", LIVE_TIMEOUT_MS, () -> {
            try {
                LabSession.get().lab().star().readTap(opened);
                return false;
            } catch (LabException e) {
                return e.status() == 404;
            }
        });
    }

    @Test
    @Order(14)
    void aTraceThroughALiveConnectionIsDrawnAlongItsPathWithItsLatencyByCause() throws Exception {
        page.activate(editor);
        Connection link = connection("fahrenheitA", "merge");
        editor.viewer().reveal((EditPart) editor.viewer().getEditPartRegistry().get(link));
        Ui.settle(300);
        Ui.click(editor.viewer().getControl(), onLine(link, 4));
        Ui.waitUntil("fahrenheitA -> merge selected", 5_000, () -> editor.viewer().getSelectedEditParts().size() == 1
                && ((EditPart) editor.viewer().getSelectedEditParts().get(0)).getModel() == link);
        Ui.settle(500);
        Ui.contextMenu(editor.viewer().getControl(), "k", "r"); // Lin&k > T&races
        Ui.waitUntil("the Traces view", 5_000, () -> page.findView(TracesView.ID) != null);
        TracesView view = (TracesView) page.findView(TracesView.ID);

        // one event in 20 traced, typed and applied with Enter
        Spinner oneIn = Hand.find(view.table().getParent().getParent(), Spinner.class, s -> true);
        Ui.key(view.table(), "alt+o"); // Trace &one in
        Ui.keyToFocus("ctrl+a");
        Ui.type("20");
        Ui.waitUntil("one in 20 typed", 5_000, () -> oneIn.getSelection() == 20);
        Ui.keyToFocus("Return");
        Ui.waitUntil("the system tracing one in 20", LIVE_TIMEOUT_MS, () -> {
            try {
                return LabSession.get().lab().star().traces().oneIn() == 20;
            } catch (@SuppressWarnings("unused") LabException e) {
                return false;
            }
        });
        Ui.waitUntil("traces through the link listed", LIVE_TIMEOUT_MS, () -> !view.listedTraces().isEmpty());
        for (Trace trace : view.listedTraces()) {
            assertTrue(
                    trace.hops().stream().anyMatch(h -> h.source().equals("fahrenheitA") && h.target().equals("merge")),
                    "only traces through the link: " + trace);
        }

        // a trace chosen in the list (the view maximized, as a user would to read a timeline): drawn along its path,
        // from its source to merge and on, its latency by cause
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
        Ui.settle(1_000);
        Rectangle row = view.table().getItem(0).getBounds(0);
        Ui.click(view.table(), new Point(row.x + 5, row.y + row.height / 2));
        Ui.waitUntil("the trace drawn", 5_000, () -> view.shownTrace() != null);
        Trace shown = view.shownTrace();
        List<String> path = shown.path()
                .stream()
                .map(i -> shown.hops().get(i).source() + "->" + shown.hops().get(i).target())
                .toList();
        assertEquals("sensorA->thresholdA", path.get(0), "from the source: " + path);
        assertTrue(path.contains("fahrenheitA->merge"), "through the link: " + path);
        for (int i = 1; i < shown.path().size(); i++) {
            assertEquals(shown.path().get(i - 1), shown.hops().get(shown.path().get(i)).parent(), "a chain: " + path);
        }
        assertEquals(shown.totalUs(), shown.operatorUs() + shown.queuedUs() + shown.transportUs(), 0.01,
                "its latency is its causes'");
        assertTrue(view.breakdownText().startsWith("trace "), view.breakdownText());
        Ui.saveScreenshot("traces-view");
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_RESTORED);

        LabSession.get().lab().star().trace(0);
        page.hideView(view);
    }

    /**
     * A hand that works the Deploy Preview a deployment over the running system shows: keeps the changes it lists in
     * {@code previewed}, then clicks Deploy.
     */
    private static Hand deployThroughThePreview(List<String> previewed) {
        return Hand.start("deploy preview", h -> {
            Shell dialog = h.awaitShell(DeployPreviewDialog.TITLE, 30_000);
            DeployPreviewDialog preview = h.read(() -> (DeployPreviewDialog) dialog.getData());
            previewed.addAll(h.read(preview::shownChanges));
            h.click(h.read(() -> Hand.button(dialog, "Deploy")));
        });
    }

    @Test
    @Order(15)
    void theDeployHistoryReturnsTheLabToItsFirstDeployment() throws Exception {
        DeployHistoryView history = assertInstanceOf(DeployHistoryView.class,
                Monitor.showView(Monitor.DEPLOY_HISTORY_VIEW));
        Ui.waitUntil("the history read from the Star", 10_000, () -> history.rows().size() >= 3);
        // this class's three deployments, newest first (a lab directory kept from an earlier run holds older ones)
        List<String[]> rows = history.rows().subList(0, 3);
        int first = Integer.parseInt(rows.get(2)[0]);
        assertEquals(List.of(first + 2, first + 1, first), rows.stream().map(r -> Integer.parseInt(r[0])).toList(),
                "newest first");
        for (String[] row : rows) {
            assertTrue(row[2].matches("[^@ ]+@\\S+") && row[3].equals("solar") && row[4].equals("deployed")
                    && row[5].equals("yes"), String.join(" | ", row));
        }
        Table table = history.deploymentsTable();
        for (String key : List.of("Home", "Down", "Down")) { // this class's first deployment, the third row
            Ui.key(table, key);
        }
        Ui.waitUntil("what the first deployment changed", 5_000,
                () -> history.shownChanges().contains("add operator thresholdA: org.orrery.sample.filter in planet1")
                        && history.returnButton().isEnabled());
        Ui.saveScreenshot("deploy-history");
        Hand hand = Hand.start("confirm the return", h -> {
            Shell dialog = h.awaitShell(DeployHistoryView.RETURN_TITLE, 20_000);
            h.click(h.read(() -> Hand.button(dialog, "OK")));
        });
        Button returnButton = history.returnButton();
        Ui.click(returnButton, new Point(returnButton.getSize().x / 2, returnButton.getSize().y / 2));
        hand.await(60_000);
        LiveStatus back = awaitStar(s -> s.operators().size() == 9 && s.operators().containsKey("thresholdB")
                && s.link("sensorB", "thresholdB") != null);
        assertEquals("celsius > 25.0",
                LabSession.get().lab().star().operator("thresholdA").parameters().get("predicate"),
                "the first deployment's parameters, the later changes undone");
        assertEquals(9, back.operators().size(), "the filter inserted later is gone");
        Ui.waitUntil("the return recorded as the newest deployment", 10_000,
                () -> history.rows().get(0)[2].endsWith("(return to deployment " + first + ")"));
    }

    @Test
    @Order(16)
    void undeployTakesTheDiagramBackToTheDesign() throws Exception {
        page.activate(editor);
        Ui.clickToolItem(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), "Undeploy");
        Ui.waitUntil("the design view again", LIVE_TIMEOUT_MS, () -> editor.shownLive() == null);
        assertTrue(!LabSession.get().lab().star().status().isDeployed(), "the Star runs nothing");
        assertEquals(null, ((DomainFigure) figureOf(domain("planet1"))).getLiveUp());
        assertEquals("source", ((OperatorFigure) figureOf(operator("sensorA"))).getDetailText());
    }

    private interface StarCondition {

        boolean holds(LiveStatus status);
    }

    private static LiveStatus awaitStar(StarCondition condition) {
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

    private static int firstSeriesLength(MetricsView metrics) {
        double[] x = metrics.shownCharts().get(0).getSeriesSet().getSeries()[0].getXSeries();
        return x == null ? 0 : x.length;
    }

    /** The point {@code tenths} tenths along the first segment of {@code connection}'s line, in the viewer. */
    private static Point onLine(Connection connection, int tenths) {
        ConnectionFigure line = (ConnectionFigure) figureOf(connection);
        org.eclipse.draw2d.geometry.Point from = line.getPoints().getPoint(0);
        org.eclipse.draw2d.geometry.Point to = line.getPoints().getPoint(1);
        org.eclipse.draw2d.geometry.Point on = new org.eclipse.draw2d.geometry.Point(
                from.x + (to.x - from.x) * tenths / 10, from.y + (to.y - from.y) * tenths / 10);
        line.translateToAbsolute(on);
        return new Point(on.x, on.y);
    }

    private static IFigure figureOf(Object model) {
        return ((GraphicalEditPart) editor.viewer().getEditPartRegistry().get(model)).getFigure();
    }

    private static Operator operator(String name) {
        return Named.operator(editor.getSystem(), name).orElseThrow();
    }

    private static Domain domain(String name) {
        return Named.domain(editor.getSystem(), name).orElseThrow();
    }

    private static Connection connection(String source, String target) {
        return editor.getSystem()
                .getConnections()
                .stream()
                .filter(c -> c.getSource().getName().equals(source) && c.getTarget().getName().equals(target))
                .findFirst()
                .orElseThrow();
    }

    private static TreeItem bundleItem(DomainsView view, String domain, String bundle) {
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
