package org.orrery.monitor.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swtchart.Chart;
import org.eclipse.swtchart.ILineSeries;
import org.eclipse.swtchart.ISeries.SeriesType;
import org.eclipse.swtchart.LineStyle;
import org.orrery.run.Trend;
import org.orrery.run.Trend.Point;
import org.orrery.run.Trend.Run;
import org.orrery.run.Trend.Series;
import org.orrery.run.TrendReport;

/**
 * The run editor's history: the runs of its description kept in {@code results/history/} beside it (every run the
 * editor or {@code orrery run} finishes), each figure across them as {@code orrery trend} draws it — the median of each
 * run, oldest first — with the runs that shifted named in red above the charts.
 */
public final class RunTrendSection {

    /** The most figures charted (the first ones of the description); the rest are counted. */
    static final int MAX_CHARTS = 4;

    private final Label summary;
    private final Composite charts;
    private final List<Chart> shown = new ArrayList<>();

    RunTrendSection(Composite parent) {
        summary = new Label(parent, SWT.WRAP);
        summary.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        charts = new Composite(parent, SWT.NONE);
        GridData chartsData = new GridData(SWT.FILL, SWT.FILL, true, false);
        chartsData.heightHint = 0;
        charts.setLayoutData(chartsData);
        charts.setLayout(new GridLayout(MAX_CHARTS, true));
    }

    /** Shows the trend of the description called {@code name} from the runs kept in {@code history}. */
    void show(String name, Path history) {
        shown.forEach(Chart::dispose);
        shown.clear();
        List<Series> series = new ArrayList<>();
        List<Run> runs = List.of();
        if (Files.isDirectory(history)) {
            try {
                runs = Trend.read(history, skipped -> {
                }).stream().filter(run -> run.results().name().equals(name)).toList();
                series = Trend.analyse(runs, Trend.Judgement.DEFAULT)
                        .stream()
                        .filter(figure -> figure.points().size() >= 2)
                        .toList();
            } catch (IOException e) {
                summary.setText("History: " + e.getMessage());
                layout(false);
                return;
            }
        }
        List<String> shifts = new ArrayList<>();
        series.forEach(figure -> figure.shifts()
                .forEach(shift -> shifts.add(figure.key().label() + ": " + shift.run().file().getFileName() + " "
                        + TrendReport.shiftWords(shift))));
        summary.setForeground(shifts.isEmpty() ? null : summary.getDisplay().getSystemColor(SWT.COLOR_RED));
        summary.setText(runs.size() < 2
                ? "History: " + runs.size() + " run kept in " + history
                        + " (each run that finishes is kept; a trend needs two)"
                : "History: " + runs.size() + " runs kept in " + history + ", " + series.size() + " figures"
                        + (shifts.isEmpty() ? ", no shift (a median moved beyond 10 % with p < 0.05 would show here)"
                                : "; shifted: " + String.join("; ", shifts)));
        for (Series figure : series.subList(0, Math.min(MAX_CHARTS, series.size()))) {
            shown.add(chart(figure));
        }
        layout(!shown.isEmpty());
    }

    private Chart chart(Series figure) {
        Chart chart = new Chart(charts, SWT.NONE);
        chart.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        List<String> variables = new ArrayList<>();
        figure.key()
                .variables()
                .forEach((target, value) -> variables.add(target.substring(target.lastIndexOf('.') + 1) + "=" + value));
        chart.getTitle().setText(figure.key().test() + (variables.isEmpty() ? "" : " " + String.join(" ", variables)));
        chart.getTitle().setFont(charts.getFont());
        chart.getAxisSet().getXAxis(0).getTitle().setText("run");
        chart.getAxisSet().getXAxis(0).enableCategory(true);
        // the runs that measured this figure, each a category; a shifted run's point is red
        List<Point> points = figure.points();
        chart.getAxisSet()
                .getXAxis(0)
                .setCategorySeries(
                        points.stream().map(p -> p.run().file().getFileName().toString()).toArray(String[]::new));
        chart.getAxisSet().getYAxis(0).getTitle().setText(figure.key().operator() + " " + figure.key().figure());
        ILineSeries<?> line = (ILineSeries<?>) chart.getSeriesSet().createSeries(SeriesType.LINE, "median");
        line.setYSeries(points.stream().mapToDouble(Point::median).toArray());
        line.setLineStyle(LineStyle.SOLID);
        Color blue = new Color(38, 110, 200);
        Color red = new Color(215, 40, 40);
        line.setLineColor(blue);
        line.setSymbolSize(5);
        line.setSymbolColors(points.stream()
                .map(p -> figure.shifts().stream().anyMatch(shift -> shift.run() == p.run()) ? red : blue)
                .toArray(Color[]::new));
        chart.getLegend().setVisible(false);
        chart.getAxisSet().adjustRange();
        return chart;
    }

    private void layout(boolean withCharts) {
        ((GridData) charts.getLayoutData()).heightHint = withCharts ? 200 : 0;
        charts.getParent().layout(true, true);
    }

    /** Where the runs of the description in {@code file} are kept: {@code results/history/} beside it. */
    static Path historyOf(Path file) {
        return file.toAbsolutePath().getParent().resolve("results").resolve("history");
    }

    /** The charts shown, for tests. */
    public List<Chart> shownCharts() {
        return List.copyOf(shown);
    }

    /** What the line above the charts says, for tests. */
    public String summaryText() {
        return summary.getText();
    }
}
