package org.orrery.monitor.views;

import java.text.DecimalFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.eclipse.gef.EditPart;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swtchart.Chart;
import org.eclipse.swtchart.ILineSeries;
import org.eclipse.swtchart.ISeries;
import org.eclipse.swtchart.ISeries.SeriesType;
import org.eclipse.swtchart.LineStyle;
import org.eclipse.ui.ISelectionListener;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.part.ViewPart;
import org.orrery.control.api.DomainApi.LinkLatency;
import org.orrery.control.api.LiveStatus;
import org.orrery.control.api.SystemApi.ConnectionView;
import org.orrery.editor.CompositeEditor;
import org.orrery.lab.LabSession;
import org.orrery.model.Connection;
import org.orrery.monitor.Monitor;

/**
 * The latency distribution of the running system's connections: for the connections selected on the diagram (the
 * slowest few when none is), the latency from the source since deployment at p0, p50, p75, p90, p99, p99.9, p99.99,
 * p99.999 and the largest, on a log scale, refreshed every second. Where the Metrics view shows p50 and p99 of the last
 * second, this shows the tail: a stall, a slow hop, a source held back, which a p99 hides.
 */
public final class LatencyDistributionView extends ViewPart {

    public static final String ID = Monitor.LATENCY_VIEW;

    /** The most connections drawn at once. */
    static final int MAX_LINES = 6;
    private static final int REFRESH_MS = 1_000;
    private static final Color[] COLOURS = {new Color(38, 110, 200), new Color(215, 60, 40), new Color(40, 160, 80),
            new Color(150, 80, 190), new Color(220, 150, 20), new Color(30, 160, 170)};

    private Label caption;
    private Chart chart;
    private List<String> selected = List.of();
    private final ISelectionListener selectionListener = this::selectionChanged;
    private final Runnable tick = this::tick;

    @Override
    public void createPartControl(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        caption = new Label(parent, SWT.WRAP);
        caption.setText("Nothing deployed: deploy a system to see its latency distribution.");
        GridData captionData = new GridData(SWT.FILL, SWT.TOP, true, false);
        captionData.widthHint = 200; // wraps to the view's width rather than widening it
        caption.setLayoutData(captionData);
        chart = new Chart(parent, SWT.NONE);
        chart.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        chart.getTitle().setText("Latency from the source since deployment");
        chart.getTitle().setFont(parent.getFont());
        chart.getAxisSet().getXAxis(0).getTitle().setText("percentile");
        chart.getAxisSet().getXAxis(0).enableCategory(true);
        chart.getAxisSet().getXAxis(0).setCategorySeries(categories());
        chart.getAxisSet().getXAxis(0).getTick().setTickLabelAngle(45);
        chart.getLegend().setPosition(SWT.BOTTOM);
        chart.getAxisSet().getYAxis(0).getTitle().setText("µs (log scale)");
        chart.getAxisSet().getYAxis(0).getTick().setFormat(new DecimalFormat("#,##0"));
        getSite().getWorkbenchWindow().getSelectionService().addPostSelectionListener(selectionListener);
        selectionChanged(null, getSite().getWorkbenchWindow().getSelectionService().getSelection());
        tick();
    }

    /** The x axis's names: p0, p50 … p99.999, max. */
    static String[] categories() {
        return LinkLatency.PLOT_PERCENTILES.stream()
                .map(p -> p == 100 ? "max" : "p" + new DecimalFormat("0.###").format(p))
                .toArray(String[]::new);
    }

    private void selectionChanged(IWorkbenchPart part, ISelection selection) {
        if (part == this || !(selection instanceof IStructuredSelection structured)) {
            return;
        }
        List<String> connections = new ArrayList<>();
        for (Object element : structured.toList()) {
            Object model = element instanceof EditPart editPart ? editPart.getModel() : element;
            if (model instanceof Connection connection && connection.getSource() != null
                    && connection.getTarget() != null) {
                connections.add(LiveStatus.linkKey(connection.getSource().getName(), connection.getTarget().getName()));
            }
        }
        if (!connections.isEmpty() || CompositeEditor.systemEditor(part) != null) {
            selected = connections;
            refresh();
        }
    }

    private void tick() {
        if (chart == null || chart.isDisposed()) {
            return;
        }
        refresh();
        chart.getDisplay().timerExec(REFRESH_MS, tick);
    }

    /** Draws the newest status's distributions now. */
    public void refresh() {
        if (chart == null || chart.isDisposed()) {
            return;
        }
        LiveStatus status = LabSession.get().latest();
        List<ConnectionView> shown = shown(status);
        for (ISeries<?> series : chart.getSeriesSet().getSeries()) {
            chart.getSeriesSet().deleteSeries(series.getId());
        }
        for (int i = 0; i < shown.size(); i++) {
            ConnectionView link = shown.get(i);
            double[] y = link.latency().plot().stream().mapToDouble(v -> Math.max(1, v)).toArray();
            ILineSeries<?> series = (ILineSeries<?>) chart.getSeriesSet()
                    .createSeries(SeriesType.LINE, link.source() + " \u2192 " + link.target());
            series.setYSeries(y);
            series.setLineColor(COLOURS[i % COLOURS.length]);
            series.setSymbolColor(COLOURS[i % COLOURS.length]);
            series.setLineStyle(LineStyle.SOLID);
        }
        // a log axis takes only positive values: it is turned on once there are some
        chart.getAxisSet().getYAxis(0).enableLogScale(!shown.isEmpty());
        chart.getAxisSet().adjustRange();
        caption.setText(status == null || !status.isDeployed()
                ? "Nothing deployed: deploy a system to see its latency distribution."
                : shown.isEmpty() ? "No latency measured yet on "
                        + (selected.isEmpty() ? "the running system's connections" : "the selected connections") + "."
                        : String.format(Locale.ROOT,
                                "%s: latency from each event's source timestamp (the intended"
                                        + " send of an open-loop source), since deployment, %s.",
                                selected.isEmpty() ? "The slowest connections" : "The selected connections",
                                aboveCeiling(shown)));
        caption.getParent().layout();
        chart.redraw();
    }

    private static String aboveCeiling(List<ConnectionView> shown) {
        long above = shown.stream().mapToLong(link -> link.latency().aboveCeiling()).sum();
        return above == 0 ? "none past the hour the histograms hold"
                : String.format(Locale.ROOT, "%,d past the hour the histograms hold (drawn at an hour)", above);
    }

    /**
     * The connections drawn: the selected ones that have measured a latency, or, with none selected, those with the
     * longest latencies, at most {@link #MAX_LINES}.
     */
    List<ConnectionView> shown(LiveStatus status) {
        if (status == null || !status.isDeployed()) {
            return List.of();
        }
        List<ConnectionView> measured = new ArrayList<>();
        status.links().forEach((key, link) -> {
            if (link.latency().plot().size() == LinkLatency.PLOT_PERCENTILES.size()
                    && (selected.isEmpty() || selected.contains(key))) {
                measured.add(link);
            }
        });
        measured.sort((a, b) -> Double.compare(b.latency().maxSinceDeploy(), a.latency().maxSinceDeploy()));
        return List.copyOf(measured.subList(0, Math.min(MAX_LINES, measured.size())));
    }

    /** The chart, for tests. */
    public Chart chart() {
        return chart;
    }

    /** What the line above the chart says, for tests. */
    public String captionText() {
        return caption.getText();
    }

    @Override
    public void setFocus() {
        chart.setFocus();
    }

    @Override
    public void dispose() {
        getSite().getWorkbenchWindow().getSelectionService().removePostSelectionListener(selectionListener);
        super.dispose();
    }
}
