package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.app.tests.LiveSolar.LIVE_TIMEOUT_MS;
import static org.orrery.app.tests.LiveSolar.connection;
import static org.orrery.app.tests.LiveSolar.dir;
import static org.orrery.app.tests.LiveSolar.domain;
import static org.orrery.app.tests.LiveSolar.editor;
import static org.orrery.app.tests.LiveSolar.figureOf;
import static org.orrery.app.tests.LiveSolar.onLine;
import static org.orrery.app.tests.LiveSolar.operator;
import static org.orrery.app.tests.LiveSolar.page;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.GraphicalViewer;
import org.eclipse.gef.commands.CommandStack;
import org.eclipse.gef.editparts.ZoomManager;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.swtchart.Chart;
import org.eclipse.swtchart.ISeries;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orrery.app.SystemFiles;
import org.orrery.editor.CompositeEditor;
import org.orrery.editor.OrreryEditor;
import org.orrery.editor.commands.GroupIntoCompositeCommand;
import org.orrery.editor.figures.ConnectionFigure;
import org.orrery.editor.figures.DomainFigure;
import org.orrery.editor.figures.OperatorFigure;
import org.orrery.editor.figures.Zoom;
import org.orrery.editor.problems.ProblemsView;
import org.orrery.lab.ChartScale;
import org.orrery.lab.LabException;
import org.orrery.lab.LabSession;
import org.orrery.model.Connection;
import org.orrery.monitor.Monitor;
import org.orrery.monitor.views.LatencyDistributionView;
import org.orrery.monitor.views.MetricsView;

/**
 * The Solar sample deployed from the real workbench by the Deploy button (real input) and watched on its diagram and in
 * the Metrics view: a system with problems refused before anything starts, the diagram and the charts alive, the live
 * diagram readable, the running system live again when it is opened anew, and Undeploy taking the diagram back to the
 * design. In order, from a workbench that has started no lab ({@link LiveSolar}).
 */
@ExtendWith(LiveSolar.class)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class LiveDiagramTest {

    @BeforeAll
    static void theSample() throws LabException {
        LiveSolar.noLab();
    }

    @Test
    @Order(0)
    void anInvalidSystemIsRefusedWithTheProblemsViewAndNothingDeployed() throws IOException {
        Path broken = dir().resolve("solar-broken.orrery");
        Files.copy(Ui.sample("solar-broken.orrery"), broken);
        OrreryEditor brokenEditor = assertInstanceOf(OrreryEditor.class, SystemFiles.open(page(), broken));
        page().activate(brokenEditor);
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
            assertNotNull(page().findView(ProblemsView.ID), "the Problems view is shown");
            assertTrue(page().isPartVisible(page().findView(ProblemsView.ID)), "the Problems view is in front");
            assertTrue(!LabSession.get().lab().isRunning(), "nothing was started or deployed");
            MetricsView metrics = assertInstanceOf(MetricsView.class, Monitor.showView(Monitor.METRICS_VIEW));
            Ui.waitUntil("the Metrics view saying in words that there is nothing to chart", 5_000, () -> {
                metrics.refresh();
                return metrics.shownCharts().isEmpty()
                        && metrics.emptyStateText().startsWith("Deploy (Ctrl+Alt+D) or Monitor");
            });
        } finally {
            page().closeEditor(brokenEditor, false);
            page().activate(editor());
            Ui.settle(300);
        }
    }

    @Test
    @Order(1)
    void theDeployButtonBringsTheDiagramAndTheChartsAlive() throws IOException {
        Ui.clickToolItem(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), "Deploy");
        Ui.waitUntil("a live status on the diagram", LIVE_TIMEOUT_MS, () -> editor().shownLive() != null);
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
        // its label gives its rate and volume (how many a second depends on the machine's load: not asserted)
        assertTrue(busy.getLiveText().matches("[1-9][0-9.,k]* ev/s \u00b7 [0-9.,]+ [kM]?B/s.*"), busy.getLiveText());

        DomainFigure planet1 = (DomainFigure) figureOf(domain("planet1"));
        assertEquals(Boolean.TRUE, planet1.getLiveUp());
        assertTrue(planet1.getBadgeText().contains("MB") || planet1.getBadgeText().contains("up"),
                planet1.getBadgeText());
        OperatorFigure sensor = (OperatorFigure) figureOf(operator("sensorA"));
        Ui.waitUntil("the source's live rate", LIVE_TIMEOUT_MS,
                () -> sensor.getDetailText().matches("running \u00b7 [1-9].* out/s"));

        MetricsView metrics = assertInstanceOf(MetricsView.class, page().findView(MetricsView.ID));
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
        // the whole system: the busiest five of Solar's eight connections, every one a click away
        assertEquals(5, metrics.shownCharts().get(0).getSeriesSet().getSeries().length, "the busiest five");
        Ui.clickToolItem(Ui.toolBarOf(metrics), "All Series");
        Ui.waitUntil("every connection's series", 5_000, () -> {
            metrics.refresh();
            return metrics.shownCharts().get(0).getSeriesSet().getSeries().length == 8;
        });
        Ui.clickToolItem(Ui.toolBarOf(metrics), "All Series");
        assertAxesReadable(metrics);
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
        Path csv = dir().resolve("shown.csv");
        metrics.exportCsv(csv);
        List<String> rows = Files.readAllLines(csv);
        assertTrue(rows.get(0).startsWith("time_ms,connection ") && rows.get(0).contains("events/s"), rows.get(0));
        assertTrue(rows.size() >= 4, "a row per sample: " + rows.size());
        assertEquals("", metrics.emptyStateText());

        // a connection clicked on the diagram: its own charts, each axis in the unit that keeps its numbers short
        Ui.click(editor().viewer().getControl(), onLine(connection("sensorA", "thresholdA"), 3));
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
        assertAxesReadable(metrics);
        Ui.saveScreenshot("connection-charts");
    }

    /** Every chart's value axis has at least three labelled ticks, so that a value can be read off it. */
    private static void assertAxesReadable(MetricsView metrics) {
        metrics.refresh();
        Ui.settle(300); // the ticks are laid out when the charts are drawn
        for (Chart chart : metrics.shownCharts()) {
            double[] ticks = chart.getAxisSet().getYAxis(0).getTick().getTickLabelValues();
            GC gc = new GC(chart);
            int labelHeight;
            try {
                gc.setFont(chart.getAxisSet().getYAxis(0).getTick().getFont());
                labelHeight = gc.textExtent("0").y;
            } finally {
                gc.dispose();
            }
            // the chart hides a tick label that would touch another: three need their height and a gap each
            assertTrue(chart.getPlotArea().getControl().getSize().y >= 3 * labelHeight * 3 / 2,
                    chart.getTitle().getText() + "'s plot is " + chart.getPlotArea().getControl().getSize().y
                            + " px high, too low for three labels " + labelHeight + " px high");
            assertTrue(ticks.length >= 3,
                    chart.getTitle().getText() + "'s value axis has the ticks " + Arrays.toString(ticks) + " over "
                            + chart.getAxisSet().getYAxis(0).getRange() + " in a plot "
                            + chart.getPlotArea().getControl().getSize().y + " px high, step hint "
                            + chart.getAxisSet().getYAxis(0).getTick().getTickMarkStepHint());
        }
    }

    @Test
    @Order(2)
    void theLiveDiagramIsReadableLabelsCoverNoFigureAndNoTextIsCutOff() throws IOException {
        ZoomManager zoom = (ZoomManager) editor().getAdapter(ZoomManager.class);
        double fitted = zoom.getZoom();
        try {
            for (double at : new double[]{1.0, 0.75}) {
                zoom.setZoom(at);
                Ui.settle(1_000);
                int shown = DiagramReading.assertReadable(editor().viewer());
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
            page().setPartState(page().getReference(editor()), IWorkbenchPage.STATE_MAXIMIZED);
            Ui.settle(1_000);
            editor().zoomToFit();
            Ui.settle(1_500);
            assertTrue(zoom.getZoom() >= Zoom.LOW_DETAIL, "Solar readable when maximized: " + zoom.getZoom());
            Ui.saveScreenshot("solar-live");
        } finally {
            page().setPartState(page().getReference(editor()), IWorkbenchPage.STATE_RESTORED);
            zoom.setZoom(fitted);
            Ui.settle(300);
        }
    }

    @Test
    @Order(3)
    void theDistributionButtonShowsTheClickedConnectionsLatencyFromP0ToTheLargest() throws IOException {
        MetricsView metrics = assertInstanceOf(MetricsView.class, Monitor.showView(Monitor.METRICS_VIEW));
        Ui.clickToolItem(Ui.toolBarOf(metrics), "Distribution");
        Ui.waitUntil("the Latency Distribution view", 10_000,
                () -> page().findView(LatencyDistributionView.ID) instanceof LatencyDistributionView);
        LatencyDistributionView view = (LatencyDistributionView) page().findView(LatencyDistributionView.ID);
        page().activate(editor());
        Ui.click(editor().viewer().getControl(), onLine(connection("fahrenheitA", "merge"), 3));
        Ui.waitUntil("the clicked connection's distribution alone", LIVE_TIMEOUT_MS, () -> {
            view.refresh();
            ISeries<?>[] series = view.chart().getSeriesSet().getSeries();
            return series.length == 1 && series[0].getId().equals("fahrenheitA \u2192 merge")
                    && series[0].getYSeries().length == 9;
        });
        double[] latencies = view.chart().getSeriesSet().getSeries()[0].getYSeries();
        for (int i = 1; i < latencies.length; i++) {
            assertTrue(latencies[i] >= latencies[i - 1] && latencies[i] > 0,
                    "p0 to the largest, never falling: " + Arrays.toString(latencies));
        }
        assertTrue(view.chart().getAxisSet().getYAxis(0).isLogScaleEnabled(), "microseconds to seconds on a log scale");
        assertEquals(List.of("p0", "p50", "p75", "p90", "p99", "p99.9", "p99.99", "p99.999", "max"),
                Arrays.asList(view.chart().getAxisSet().getXAxis(0).getCategorySeries()));
        assertTrue(view.captionText().startsWith("The selected connections: latency from each event's source"),
                view.captionText());
        Ui.saveScreenshot("latency-distribution");
    }

    @Test
    @Order(10)
    void reopeningTheRunningSystemShowsItLiveAgain() {
        Path file = editor().getFile();
        page().closeAllEditors(false);
        LabSession.get().unfollow();
        Ui.settle(300);
        LiveSolar.use(assertInstanceOf(OrreryEditor.class, SystemFiles.open(page(), file)));
        page().activate(editor());
        Ui.waitUntil("the reopened system live again without deploying", LIVE_TIMEOUT_MS,
                () -> editor().shownLive() != null && editor().shownLive().isDeployed());
        OperatorFigure sensor = (OperatorFigure) figureOf(operator("sensorA"));
        Ui.waitUntil("live rates on the reopened diagram", LIVE_TIMEOUT_MS,
                () -> sensor.getDetailText().startsWith("running"));
    }

    @Test
    @Order(11)
    void aCompositeOpenedInItsOwnTabShowsTheSameLiveFigures() throws Exception {
        page().activate(editor());
        CommandStack stack = (CommandStack) editor().getAdapter(CommandStack.class);
        GroupIntoCompositeCommand group = new GroupIntoCompositeCommand(editor().getSystem(),
                List.of(operator("thresholdB"), operator("fahrenheitB")));
        stack.execute(group);
        CompositeEditor tab = CompositeEditor.open(editor(), group.composite());
        try {
            GraphicalViewer inside = tab.viewer();
            Ui.waitUntil("the tab's operators live", LIVE_TIMEOUT_MS,
                    () -> inside.getEditPartRegistry().get(operator("thresholdB")) instanceof GraphicalEditPart part
                            && ((OperatorFigure) part.getFigure()).getDetailText().startsWith("running \u00b7 "));
        } finally {
            page().closeEditor(tab, false);
            stack.undo();
        }
        assertTrue(!editor().isDirty(), "the grouping undone");
    }

    @Test
    @Order(16)
    void undeployTakesTheDiagramBackToTheDesign() throws Exception {
        page().activate(editor());
        Ui.clickToolItem(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), "Undeploy");
        Ui.waitUntil("the design view again", LIVE_TIMEOUT_MS, () -> editor().shownLive() == null);
        assertTrue(!LabSession.get().lab().star().status().isDeployed(), "the Star runs nothing");
        assertEquals(null, ((DomainFigure) figureOf(domain("planet1"))).getLiveUp());
        assertEquals("source", ((OperatorFigure) figureOf(operator("sensorA"))).getDetailText());
    }

    private static List<String> chartTitles(MetricsView metrics) {
        return metrics.shownCharts().stream().map(chart -> chart.getTitle().getText()).toList();
    }

    private static int firstSeriesLength(MetricsView metrics) {
        double[] x = metrics.shownCharts().get(0).getSeriesSet().getSeries()[0].getXSeries();
        return x == null ? 0 : x.length;
    }
}
