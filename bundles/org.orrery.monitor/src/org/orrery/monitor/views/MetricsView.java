package org.orrery.monitor.views;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.text.DecimalFormat;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.eclipse.gef.EditPart;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swtchart.Chart;
import org.eclipse.swtchart.IAxis;
import org.eclipse.swtchart.IAxisTick;
import org.eclipse.swtchart.ILineSeries;
import org.eclipse.swtchart.ISeries;
import org.eclipse.swtchart.LineStyle;
import org.eclipse.swtchart.Range;
import org.eclipse.ui.ISelectionListener;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.part.ViewPart;
import org.orrery.control.api.LiveStatus;
import org.orrery.editor.CompositeEditor;
import org.orrery.lab.ChartScale;
import org.orrery.lab.LabSession;
import org.orrery.lab.MetricsHistory;
import org.orrery.lab.MetricsHistory.Measure;
import org.orrery.model.Connection;
import org.orrery.model.Domain;
import org.orrery.model.Operator;
import org.orrery.monitor.Monitor;

/**
 * Charts of the running system beside the editor: for the selected connections, operators or domain (when nothing is
 * selected, the busiest few connections and domains of each chart, or every one when asked: {@link ChartLines}) the
 * time series of events/s and bytes/s, latency p50 and p99 over the last second (from the source's timestamp, and of
 * the connection's own hop), backlog and drops; operators' rates in and out; domains' CPU and memory. Each value axis
 * names its unit, scaled to what is shown ({@link ChartScale}: µs to ms to s, events/s to k and M), and runs from 0 to
 * a round number with at least three labelled ticks; each legend names its lines. With nothing to show the view says so
 * in words. The history (15 minutes) is kept whether the view is paused or not; the shown series export as CSV.
 */
public final class MetricsView extends ViewPart {

    public static final String ID = Monitor.METRICS_VIEW;

    private static final int MAX_CHARTS = 4;
    private static final int REFRESH_MS = 500;
    /** A chart's least height: room for its title, its axis's title and a plot with three labelled ticks. */
    private static final int MIN_CHART_HEIGHT = 200;
    private static final Color[] COLOURS = {new Color(38, 110, 200), new Color(215, 60, 40), new Color(40, 160, 80),
            new Color(150, 80, 190), new Color(220, 150, 20), new Color(30, 160, 170), new Color(120, 120, 120)};

    /** One line of a chart: whose measure. */
    public record Line(String subject, Measure measure) {

        /**
         * Its name in the legend among {@code lines}, those of its chart: the subject, and the measure when the chart
         * draws several; only the measure when every line is of one subject (a chart of one connection's latencies
         * names four lines, whose legend must leave room for the plot).
         */
        String id(List<Line> lines) {
            boolean severalMeasures = lines.stream().map(Line::measure).distinct().count() > 1;
            boolean severalSubjects = lines.stream().map(Line::subject).distinct().count() > 1;
            return !severalMeasures ? subject
                    : severalSubjects ? subject + " \u00b7 " + measure.shortName() : measure.shortName();
        }
    }

    /**
     * Legends of more lines than this take the whole height of a chart stacked four high (seven connections left no
     * plot at all): the lines are then named in the plot's tool tip.
     */
    private static final int MAX_LEGEND = 4;
    /** A connection's latencies: from the source's timestamp (every hop before) and its own hop's, p50 and p99. */
    static final String LATENCY_CHART = "Latency from the source and of this hop";

    private Composite charts;
    /** Holds the charts: each at least {@link #MIN_CHART_HEIGHT} high, scrolled when the view is shorter. */
    private ScrolledComposite scroller;
    private Label caption;
    private Label emptyState;
    private final List<Chart> chartWidgets = new ArrayList<>();
    private Map<String, List<Line>> layout = new LinkedHashMap<>();
    private final List<ChartScale> scales = new ArrayList<>();
    private List<Object> selected = List.of();
    private boolean paused;
    /** Every series of the whole system, not only the busiest few of each chart. */
    private boolean allSeries;
    private long windowMillis = 5 * 60_000L;
    private final ISelectionListener selectionListener = this::selectionChanged;
    private final Runnable tick = this::tick;

    @Override
    public void createPartControl(Composite parent) {
        Composite body = new Composite(parent, SWT.NONE);
        body.setLayout(new GridLayout(1, false));
        caption = new Label(body, SWT.WRAP);
        caption.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        emptyState = new Label(body, SWT.WRAP | SWT.CENTER);
        emptyState.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, true));
        emptyState.setForeground(parent.getDisplay().getSystemColor(SWT.COLOR_WIDGET_DARK_SHADOW));
        scroller = new ScrolledComposite(body, SWT.V_SCROLL);
        scroller.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        scroller.setExpandHorizontal(true);
        scroller.setExpandVertical(true);
        charts = new Composite(scroller, SWT.NONE);
        scroller.setContent(charts);
        GridLayout chartLayout = new GridLayout(1, true);
        chartLayout.marginWidth = 0;
        chartLayout.marginHeight = 0;
        charts.setLayout(chartLayout);
        for (int i = 0; i < MAX_CHARTS; i++) {
            Chart chart = new Chart(charts, SWT.NONE);
            chart.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
            chart.getTitle().setFont(parent.getFont());
            chart.getAxisSet().getXAxis(0).getTitle().setText("seconds ago");
            chart.getAxisSet().getYAxis(0).getTitle().setFont(parent.getFont());
            chart.getAxisSet().getYAxis(0).getTick().setFormat(new DecimalFormat("#,##0.##"));
            chartWidgets.add(chart);
        }
        rebuild(); // no placeholder charts before the first status
        contributeActions();
        getSite().getWorkbenchWindow().getSelectionService().addPostSelectionListener(selectionListener);
        selectionChanged(null, getSite().getWorkbenchWindow().getSelectionService().getSelection());
        tick();
    }

    private void contributeActions() {
        IToolBarManager toolBar = getViewSite().getActionBars().getToolBarManager();
        Action pause = new Action("Pause", IAction.AS_CHECK_BOX) {

            @Override
            public void run() {
                setPaused(isChecked());
            }
        };
        pause.setToolTipText("Pause the charts (the history keeps recording)");
        toolBar.add(pause);
        Action all = new Action("All Series", IAction.AS_CHECK_BOX) {

            @Override
            public void run() {
                setAllSeries(isChecked());
            }
        };
        all.setToolTipText("Of the whole system, every connection's and domain's series, not only the "
                + ChartLines.BUSIEST + " busiest of each chart");
        toolBar.add(all);
        toolBar.add(new Action("Export CSV\u2026") {

            @Override
            public void run() {
                exportCsv();
            }
        });
        toolBar.add(new Action("Distribution") {

            {
                setToolTipText("The latency distribution since deployment, p50 to the largest (a view of its own)");
            }

            @Override
            public void run() {
                Monitor.showView(Monitor.LATENCY_VIEW);
            }
        });
        IMenuManager menu = getViewSite().getActionBars().getMenuManager();
        for (int minutes : new int[]{1, 5, 15}) {
            menu.add(new Action("Last " + minutes + " minute" + (minutes == 1 ? "" : "s"), IAction.AS_RADIO_BUTTON) {

                {
                    setChecked(minutes == 5);
                }

                @Override
                public void run() {
                    if (isChecked()) {
                        windowMillis = minutes * 60_000L;
                        refresh();
                    }
                }
            });
        }
    }

    public void setPaused(boolean pause) {
        paused = pause;
        refresh();
    }

    /** Shows every series of the whole system ({@code all}), or the busiest few of each chart. */
    public void setAllSeries(boolean all) {
        allSeries = all;
        refresh();
    }

    public boolean isPaused() {
        return paused;
    }

    private void selectionChanged(IWorkbenchPart part, ISelection selection) {
        if (part == this || !(selection instanceof IStructuredSelection structured)) {
            return;
        }
        List<Object> elements = new ArrayList<>();
        for (Object element : structured.toList()) {
            Object model = element instanceof EditPart editPart ? editPart.getModel() : element;
            if (model instanceof Connection || model instanceof Operator || model instanceof Domain) {
                elements.add(model);
            }
        }
        if (!elements.isEmpty() || CompositeEditor.systemEditor(part) != null) {
            selected = elements;
            refresh();
        }
    }

    private void tick() {
        if (charts == null || charts.isDisposed()) {
            return;
        }
        if (!paused) {
            refresh();
        }
        charts.getDisplay().timerExec(REFRESH_MS, tick);
    }

    /** Redraws the charts from the history now. */
    public void refresh() {
        if (charts == null || charts.isDisposed()) {
            return;
        }
        LabSession session = LabSession.get();
        LiveStatus status = session.latest();
        Map<String, List<Line>> wanted = ChartLines.of(status, selected, allSeries, MAX_CHARTS);
        if (!wanted.equals(layout)) {
            layout = wanted;
            rebuild();
        }
        long now = System.currentTimeMillis();
        scales.clear();
        int index = 0;
        for (Map.Entry<String, List<Line>> chart : layout.entrySet()) {
            Chart widget = chartWidgets.get(index++);
            List<MetricsHistory.Series> recorded = new ArrayList<>();
            double largest = 0;
            for (Line line : chart.getValue()) {
                MetricsHistory.Series series = session.history()
                        .series(line.subject(), line.measure(), now - windowMillis);
                recorded.add(series);
                for (double value : series.values()) {
                    largest = Math.max(largest, Math.abs(value));
                }
            }
            ChartScale scale = ChartScale.of(chart.getValue().get(0).measure().kind(), largest);
            scales.add(scale);
            widget.getAxisSet().getYAxis(0).getTitle().setText(scale.unit());
            double oldest = 0;
            for (int line = 0; line < recorded.size(); line++) {
                MetricsHistory.Series series = recorded.get(line);
                ISeries<?> drawn = widget.getSeriesSet().getSeries(chart.getValue().get(line).id(chart.getValue()));
                double[] x = new double[series.size()];
                for (int i = 0; i < x.length; i++) {
                    x[i] = (series.times()[i] - now) / 1000.0;
                }
                drawn.setXSeries(x);
                drawn.setYSeries(scale.apply(series.values()));
                if (x.length > 0) {
                    oldest = Math.min(oldest, x[0]);
                }
            }
            widget.getAxisSet().adjustRange();
            // from 0 to a round number above the largest value, with room for at least three labelled ticks
            IAxis values = widget.getAxisSet().getYAxis(0);
            values.setRange(new Range(0, ChartScale.top(largest / scale.divisor())));
            int plotHeight = widget.getPlotArea().getControl().getSize().y;
            // a tick step at most half the plot's height, so that the middle tick is drawn too
            values.getTick()
                    .setTickMarkStepHint(Math.max((int) IAxisTick.MIN_GRID_STEP_HINT, Math.min(64, plotHeight / 3)));
            // the window shown, or less while the history is younger than it
            widget.getAxisSet().getXAxis(0).setRange(new Range(Math.min(-10, oldest), 0));
            widget.redraw();
        }
        int links = status.links().size();
        int domains = status.domains().size();
        String what = !selected.isEmpty() ? selected.size() + " selected element" + (selected.size() == 1 ? "" : "s")
                : allSeries || links <= ChartLines.BUSIEST && domains <= ChartLines.BUSIEST
                        ? "every connection and domain"
                        : "the busiest " + ChartLines.BUSIEST + " of " + links + " connections and " + domains
                                + " domains (All Series shows every one)";
        String state = !session.isLive() ? "Not following a lab."
                : !session.isConnected() ? "Connection to the lab lost \u2014 " + session.problem() + " (retrying)"
                        : "Live: " + status.system() + " \u00b7 " + what + (paused ? " \u00b7 paused" : "");
        String empty = !layout.isEmpty() ? ""
                : !session.isLive()
                        ? "Deploy (Ctrl+Alt+D) or Monitor a system to see its traffic here: events and bytes per "
                                + "second, latency, " + "backlog and drops per connection, CPU and memory per domain."
                        : "Waiting for the lab's first status"
                                + (status.system() == null ? "" : " of " + status.system()) + "\u2026";
        if (!state.equals(caption.getText()) || !empty.equals(emptyState.getText())) {
            caption.setText(state);
            emptyState.setText(empty);
            caption.getParent().layout(true, true);
        }
    }

    private void rebuild() {
        boolean nothing = layout.isEmpty();
        emptyState.setVisible(nothing);
        ((GridData) emptyState.getLayoutData()).exclude = !nothing;
        scroller.setVisible(!nothing);
        ((GridData) scroller.getLayoutData()).exclude = nothing;
        int index = 0;
        for (Chart chart : chartWidgets) {
            for (ISeries<?> series : chart.getSeriesSet().getSeries()) {
                chart.getSeriesSet().deleteSeries(series.getId());
            }
            boolean used = index < layout.size();
            chart.setVisible(used);
            ((GridData) chart.getLayoutData()).exclude = !used;
            index++;
        }
        index = 0;
        for (Map.Entry<String, List<Line>> entry : layout.entrySet()) {
            Chart chart = chartWidgets.get(index++);
            chart.getTitle().setText(entry.getKey());
            // below the plot a legend of more than two lines would take the height of a chart stacked four high
            chart.getLegend().setPosition(entry.getValue().size() > 2 ? SWT.RIGHT : SWT.BOTTOM);
            chart.getLegend().setVisible(entry.getValue().size() <= MAX_LEGEND);
            chart.getPlotArea()
                    .getControl()
                    .setToolTipText(entry.getValue()
                            .stream()
                            .map(line -> line.id(entry.getValue()))
                            .collect(Collectors.joining("\n")));
            int colour = 0;
            for (Line line : entry.getValue()) {
                ILineSeries<?> series = (ILineSeries<?>) chart.getSeriesSet()
                        .createSeries(ISeries.SeriesType.LINE, line.id(entry.getValue()));
                series.setSymbolType(ILineSeries.PlotSymbolType.NONE);
                series.setLineColor(COLOURS[colour++ % COLOURS.length]);
                series.setLineStyle(
                        line.measure() == Measure.LATENCY_P50_US || line.measure() == Measure.HOP_LATENCY_P50_US
                                || line.measure() == Measure.DROPS_PER_SECOND ? LineStyle.DASH : LineStyle.SOLID);
                series.setLineWidth(2);
                series.setXSeries(new double[0]);
                series.setYSeries(new double[0]);
            }
        }
        scroller.setMinHeight(Math.min(layout.size(), MAX_CHARTS) * MIN_CHART_HEIGHT);
        scroller.getParent().layout(true, true);
    }

    /** The charts drawn now, for tests: their titles and series. */
    public List<Chart> shownCharts() {
        return chartWidgets.subList(0, layout.size());
    }

    /** The scale of each chart shown, as last drawn, for tests. */
    public List<ChartScale> shownScales() {
        return List.copyOf(scales);
    }

    /** The words shown instead of charts when there is nothing to chart, or "" while charts are shown. */
    public String emptyStateText() {
        return emptyState.getText();
    }

    /** Every series shown, as recorded in the window shown. */
    public List<MetricsHistory.Series> shownSeries() {
        List<MetricsHistory.Series> shown = new ArrayList<>();
        long since = System.currentTimeMillis() - windowMillis;
        layout.values()
                .forEach(lines -> lines.forEach(
                        line -> shown.add(LabSession.get().history().series(line.subject(), line.measure(), since))));
        return shown;
    }

    private void exportCsv() {
        FileDialog dialog = new FileDialog(getSite().getShell(), SWT.SAVE);
        dialog.setText("Export the shown series");
        dialog.setFilterExtensions(new String[]{"*.csv"});
        dialog.setFileName("orrery-metrics.csv");
        dialog.setOverwrite(true);
        String chosen = dialog.open();
        if (chosen != null) {
            try {
                exportCsv(Path.of(chosen));
            } catch (IOException e) {
                MessageDialog.openError(getSite().getShell(), "Export CSV",
                        "Cannot write " + chosen + ": " + e.getMessage());
            }
        }
    }

    /** Writes the shown series to {@code target} as CSV, through a temporary file moved into place. */
    public void exportCsv(Path target) throws IOException {
        Path temp = target.resolveSibling(target.getFileName() + ".tmp");
        try (Writer out = Files.newBufferedWriter(temp, StandardCharsets.UTF_8)) {
            MetricsHistory.writeCsv(shownSeries(), out);
        }
        Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    @Override
    public void setFocus() {
        charts.setFocus();
    }

    @Override
    public void dispose() {
        getSite().getWorkbenchWindow().getSelectionService().removePostSelectionListener(selectionListener);
        super.dispose();
    }
}
