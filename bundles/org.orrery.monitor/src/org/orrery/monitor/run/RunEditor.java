package org.orrery.monitor.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.ProgressBar;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swtchart.Chart;
import org.eclipse.swtchart.IAxis;
import org.eclipse.swtchart.ILineSeries;
import org.eclipse.swtchart.ISeries;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IPathEditorInput;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.EditorPart;
import org.orrery.editor.OrreryFileEditorInput;
import org.orrery.lab.LabException;
import org.orrery.lab.LabRuntime;
import org.orrery.lab.LabSession;
import org.orrery.lab.StarClient;
import org.orrery.run.ChartData;
import org.orrery.run.Combinations;
import org.orrery.run.ReportModes;
import org.orrery.run.RunCheck;
import org.orrery.run.RunDescription;
import org.orrery.run.RunException;
import org.orrery.run.RunHistory;
import org.orrery.run.RunOutcome;
import org.orrery.run.RunRunner;
import org.orrery.run.RunXml;
import org.orrery.run.Statistics;

/**
 * A run description opened in the workbench: its tests, a Run button that runs every combination on the workbench's lab
 * with progress (in the editor and as a job), and the result charts and table, shown as soon as the file holds results.
 * A run writes the description with its results and the PNG, CSV and Markdown reports into a {@code results} folder
 * beside the description, as {@code orrery run --out results} would.
 */
public final class RunEditor extends EditorPart {

    public static final String ID = "org.orrery.monitor.runEditor";

    private Path file;
    private RunDescription description;
    private RunDescription shown;
    private String readProblem;
    private Label title;
    private Table tests;
    private Button run;
    private Button stop;
    private ProgressBar bar;
    private Label state;
    private Composite charts;
    private Table results;
    private Table verdicts;
    private final List<Chart> chartWidgets = new ArrayList<>();
    private RunTrendSection trend;
    private final AtomicBoolean stopRequested = new AtomicBoolean();

    /** Opens {@code file} in a run editor on {@code page}; a file that cannot be opened says why in a dialog. */
    public static RunEditor open(IWorkbenchPage page, Path file) {
        try {
            return (RunEditor) page.openEditor(new OrreryFileEditorInput(file), ID);
        } catch (PartInitException e) {
            MessageDialog.openError(page.getWorkbenchWindow().getShell(), "Open Run Description", e.getMessage());
            return null;
        }
    }

    @Override
    public void init(IEditorSite site, IEditorInput input) throws PartInitException {
        if (!(input instanceof IPathEditorInput pathInput)) {
            throw new PartInitException("A run description opens from a file, not from " + input.getName());
        }
        setSite(site);
        setInput(input);
        file = pathInput.getPath().toPath();
        setPartName(file.getFileName().toString());
        read();
    }

    private void read() {
        try {
            description = RunXml.read(file);
            shown = description;
            readProblem = null;
        } catch (RunException e) {
            description = null;
            shown = null;
            readProblem = e.getMessage();
        }
    }

    @Override
    public void createPartControl(Composite parent) {
        Composite body = new Composite(parent, SWT.NONE);
        body.setLayout(new GridLayout(1, false));
        title = new Label(body, SWT.WRAP);
        title.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        title.setFont(JFaceResources.getHeaderFont());

        tests = new Table(body, SWT.BORDER | SWT.FULL_SELECTION);
        tests.setHeaderVisible(true);
        GridData testsData = new GridData(SWT.FILL, SWT.TOP, true, false);
        testsData.heightHint = 90;
        tests.setLayoutData(testsData);
        for (String column : new String[]{"Test", "System", "Combinations", "Variables", "Measured", "Workload",
                "Expected"}) {
            new TableColumn(tests, SWT.LEFT).setText(column);
        }

        Composite controls = new Composite(body, SWT.NONE);
        controls.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        controls.setLayout(new GridLayout(4, false));
        run = new Button(controls, SWT.PUSH);
        run.setText("Run");
        run.setToolTipText(
                "Run every combination on the lab (the embedded one unless the Labs view connected another)");
        run.addListener(SWT.Selection, e -> startRun());
        stop = new Button(controls, SWT.PUSH);
        stop.setText("Stop");
        stop.setToolTipText("Stop after the combination under way; what finished is kept");
        stop.setEnabled(false);
        stop.addListener(SWT.Selection, e -> {
            stopRequested.set(true);
            stop.setEnabled(false);
            state.setText("Stopping after the combination under way\u2026");
        });
        bar = new ProgressBar(controls, SWT.HORIZONTAL | SWT.SMOOTH);
        GridData barData = new GridData(SWT.FILL, SWT.CENTER, false, false);
        barData.widthHint = 220;
        bar.setLayoutData(barData);
        state = new Label(controls, SWT.NONE);
        state.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));

        charts = new Composite(body, SWT.NONE);
        charts.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        charts.setLayout(new GridLayout(2, true));

        results = new Table(body, SWT.BORDER | SWT.FULL_SELECTION);
        results.setHeaderVisible(true);
        GridData resultsData = new GridData(SWT.FILL, SWT.FILL, true, false);
        resultsData.heightHint = 150;
        results.setLayoutData(resultsData);
        for (String column : new String[]{"Test", "Combination", "Mean", "Std dev", "Min \u2013 max", "Values",
                "Errors"}) {
            new TableColumn(results, SWT.LEFT).setText(column);
        }

        trend = new RunTrendSection(body);

        verdicts = new Table(body, SWT.BORDER | SWT.FULL_SELECTION);
        verdicts.setHeaderVisible(true);
        GridData verdictsData = new GridData(SWT.FILL, SWT.FILL, true, false);
        verdictsData.heightHint = 110;
        verdicts.setLayoutData(verdictsData);
        for (String column : new String[]{"Verdict", "Test", "Combination", "Expectation", "Subject", "Figure",
                "Why"}) {
            new TableColumn(verdicts, SWT.LEFT).setText(column);
        }
        show();
    }

    /** Fills the editor from the description (and its results, when it has them). */
    private void show() {
        tests.removeAll();
        results.removeAll();
        if (description == null) {
            title.setText("This run description cannot be read");
            state.setText(readProblem);
            run.setEnabled(false);
            showCharts(List.of());
            return;
        }
        title.setText(description.name() + "  \u2014  " + file);
        for (RunDescription.Test test : description.tests()) {
            String combinations;
            try {
                combinations = String.valueOf(Combinations.of(test.variables()).size());
            } catch (RunException e) {
                combinations = e.getMessage();
            }
            new TableItem(tests, SWT.NONE).setText(new String[]{test.name(), test.system().href(), combinations,
                    test.variables().stream().map(RunDescription.Variable::target).collect(Collectors.joining(", ")),
                    test.measures()
                            .stream()
                            .map(m -> m.operator() + " " + m.figure())
                            .collect(Collectors.joining(", ")),
                    test.workload().warmupMillis() + " ms warm-up, " + test.workload().durationMillis() + " ms"
                            + (test.workload().untilStable()
                                    ? ", until stable (at most " + test.workload().repeat() + " runs)"
                                    : test.workload().repeat() == 1 ? ""
                                            : ", " + test.workload().repeat() + " runs each"),
                    test.expectations()
                            .stream()
                            .map(RunDescription.Expectation::label)
                            .collect(Collectors.joining(", "))});
        }
        for (TableColumn column : tests.getColumns()) {
            column.pack();
        }
        showResults(shown);
    }

    private void showResults(RunDescription withResults) {
        results.removeAll();
        for (RunDescription.Test test : withResults.tests()) {
            for (RunDescription.Result result : test.results()) {
                Statistics s = result.statistics();
                new TableItem(results, SWT.NONE).setText(new String[]{test.name(),
                        result.variables().isEmpty() ? "(one run)" : result.variables().toString(),
                        s == null ? "" : Statistics.text(s.mean()), s == null ? "" : Statistics.text(s.stdDev()),
                        s == null ? "" : Statistics.text(s.min()) + " \u2013 " + Statistics.text(s.max()),
                        result.values().size() > 3 ? result.values().size() + " operators"
                                : result.values()
                                        .entrySet()
                                        .stream()
                                        .map(e -> e.getKey() + " " + Statistics.text(e.getValue()))
                                        .collect(Collectors.joining(", "))
                                        + (result.runs().isEmpty() ? ""
                                                : " (mean of " + result.runs().size() + " runs)"),
                        String.join("; ", result.errors())});
            }
        }
        for (TableColumn column : results.getColumns()) {
            column.pack();
        }
        showVerdicts(withResults);
        showCharts(ChartData.charts(withResults).stream().filter(c -> !c.isEmpty()).toList());
        trend.show(withResults.name(), RunTrendSection.historyOf(file));
    }

    /** Each expectation's verdict in each combination, failures first and in red; hidden when there are none. */
    private void showVerdicts(RunDescription withResults) {
        verdicts.removeAll();
        for (boolean passed : new boolean[]{false, true}) {
            for (RunDescription.Test test : withResults.tests()) {
                for (RunDescription.Result result : test.results()) {
                    for (RunDescription.Verdict verdict : result.verdicts()) {
                        if (verdict.passed() != passed) {
                            continue;
                        }
                        TableItem item = new TableItem(verdicts, SWT.NONE);
                        item.setText(new String[]{passed ? "\u2714 held" : "\u2718 failed", test.name(),
                                result.variables().isEmpty() ? "(one run)" : result.variables().toString(),
                                verdict.expect(), verdict.subject(),
                                verdict.value() == null ? "" : Statistics.text(verdict.value()), verdict.message()});
                        item.setForeground(
                                verdicts.getDisplay().getSystemColor(passed ? SWT.COLOR_DARK_GREEN : SWT.COLOR_RED));
                    }
                }
            }
        }
        for (TableColumn column : verdicts.getColumns()) {
            column.pack();
        }
        boolean any = verdicts.getItemCount() > 0;
        verdicts.setVisible(any);
        ((GridData) verdicts.getLayoutData()).exclude = !any;
        verdicts.getParent().layout(true, true);
    }

    private void showCharts(List<ChartData> data) {
        chartWidgets.forEach(Chart::dispose);
        chartWidgets.clear();
        ((GridLayout) charts.getLayout()).numColumns = Math.max(1, Math.min(2, data.size()));
        for (ChartData chartData : data) {
            Chart chart = new Chart(charts, SWT.NONE);
            chart.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
            chart.getTitle().setText(chartData.title());
            chart.getTitle().setFont(charts.getFont());
            chart.getAxisSet().getXAxis(0).getTitle().setText(chartData.xLabel());
            chart.getAxisSet().getYAxis(0).getTitle().setText(chartData.yLabel());
            if (!chartData.categories().isEmpty()) {
                IAxis x = chart.getAxisSet().getXAxis(0);
                x.enableCategory(true);
                x.setCategorySeries(chartData.categories().toArray(String[]::new));
            }
            chart.getLegend().setPosition(SWT.BOTTOM);
            int colour = 0;
            for (ChartData.Series series : chartData.series()) {
                ILineSeries<?> line = (ILineSeries<?>) chart.getSeriesSet()
                        .createSeries(ISeries.SeriesType.LINE, series.name());
                int rgb = ChartData.COLOURS[colour++ % ChartData.COLOURS.length];
                Color lineColour = new Color(rgb >> 16, rgb >> 8 & 0xff, rgb & 0xff);
                line.setLineColor(lineColour);
                line.setSymbolColor(lineColour);
                line.setSymbolType(ILineSeries.PlotSymbolType.CIRCLE);
                line.setLineWidth(2);
                line.setXSeries(series.x());
                line.setYSeries(series.y());
            }
            chart.getAxisSet().adjustRange();
            chartWidgets.add(chart);
        }
        charts.layout(true, true);
    }

    /** Checks the description, then runs it as a job on the workbench's lab. */
    void startRun() {
        read();
        show();
        if (description == null) {
            return;
        }
        if (LabSession.get().latest().isDeployed() && !MessageDialog.openConfirm(getSite().getShell(), "Run",
                "The lab runs " + LabSession.get().latest().system()
                        + ". The run deploys its own systems in its place, one "
                        + "combination after another, and leaves the lab empty. Go on?")) {
            return;
        }
        List<RunCheck.Checked> checked;
        LabRuntime runtime;
        try {
            runtime = LabRuntime.configured();
            checked = RunCheck.check(description, file, List.of(runtime.bundles()));
        } catch (RunException | LabException e) {
            state.setText("Refused: " + e.getMessage().lines().findFirst().orElse(""));
            state.setToolTipText(e.getMessage());
            state.getParent().layout();
            return;
        }
        RunDescription toRun = description;
        Path outDir = file.toAbsolutePath().getParent().resolve("results");
        stopRequested.set(false);
        run.setEnabled(false);
        stop.setEnabled(true);
        bar.setSelection(0);
        state.setText("Starting the lab\u2026");
        state.getParent().layout();
        Job job = new Job("Running " + toRun.name()) {

            @Override
            protected IStatus run(IProgressMonitor monitor) {
                String outcome;
                RunDescription finished = null;
                try {
                    StarClient star = LabSession.get().ensureRunning(runtime);
                    monitor.beginTask("Running " + toRun.name(), 1000);
                    int[] worked = {0};
                    RunRunner runner = new RunRunner(star, List.of(runtime.bundles()),
                            (done, total, test, values, left) -> {
                                int now = total == 0 ? 1000 : done * 1000 / total;
                                monitor.worked(now - worked[0]);
                                worked[0] = now;
                                String text = test.isEmpty() ? "Writing the reports\u2026"
                                        : (done + 1) + "/" + total + "  " + test + " " + values
                                                + (left < 0 ? "" : "  \u2014 about " + (left + 999) / 1000 + " s left");
                                monitor.subTask(text);
                                ui(() -> {
                                    bar.setMaximum(Math.max(1, total));
                                    bar.setSelection(done);
                                    state.setText(text);
                                    state.getParent().layout();
                                });
                            }, () -> stopRequested.get() || monitor.isCanceled());
                    RunOutcome ran = runner.runAndReport(toRun, checked, Map.of(), RunRunner.environment(null), outDir,
                            RunXml.baseName(file), ReportModes.available(RunEditor.class.getClassLoader(), message -> {
                            }).values());
                    finished = ran.results();
                    if (!stopRequested.get() && !monitor.isCanceled()) {
                        RunHistory.keep(outDir.resolve(RunXml.baseName(file) + ".xml"), finished,
                                RunTrendSection.historyOf(file));
                    }
                    outcome = ran.summary(stopRequested.get() || monitor.isCanceled(), outDir)
                            + (ran.reportProblems().isEmpty() ? "" : "; " + String.join("; ", ran.reportProblems()));
                } catch (RunException | IOException | RuntimeException e) {
                    outcome = "The run failed: " + e.getMessage();
                } finally {
                    monitor.done();
                }
                RunDescription done = finished;
                String text = outcome;
                ui(() -> {
                    run.setEnabled(true);
                    stop.setEnabled(false);
                    state.setText(text);
                    state.setToolTipText(text);
                    if (done != null) {
                        shown = done;
                        bar.setSelection(bar.getMaximum());
                        showResults(done);
                    }
                    state.getParent().layout();
                });
                return Status.OK_STATUS;
            }
        };
        job.setUser(false);
        job.schedule();
    }

    /** The history of its description's runs, for tests. */
    public RunTrendSection trend() {
        return trend;
    }

    private void ui(Runnable action) {
        if (state.isDisposed()) {
            return;
        }
        state.getDisplay().asyncExec(() -> {
            if (!state.isDisposed()) {
                action.run();
            }
        });
    }

    /** What the editor shows now, for tests: the description with the results shown, and the chart widgets. */
    public RunDescription shownResults() {
        return shown;
    }

    /** The verdicts table's rows as shown, each its cells joined by " | ", for tests. */
    public List<String> shownVerdicts() {
        List<String> rows = new ArrayList<>();
        for (TableItem item : verdicts.getItems()) {
            List<String> cells = new ArrayList<>();
            for (int i = 0; i < verdicts.getColumnCount(); i++) {
                cells.add(item.getText(i));
            }
            rows.add(String.join(" | ", cells));
        }
        return rows;
    }

    public List<Chart> shownCharts() {
        return List.copyOf(chartWidgets);
    }

    public String stateText() {
        return state.getText();
    }

    public Button runButton() {
        return run;
    }

    @Override
    public void dispose() {
        stopRequested.set(true);
        super.dispose();
    }

    @Override
    public void setFocus() {
        run.setFocus();
    }

    @Override
    public void doSave(IProgressMonitor monitor) {
        // a run description is written by export and by runs, not edited here
    }

    @Override
    public void doSaveAs() {
        // as doSave
    }

    @Override
    public boolean isDirty() {
        return false;
    }

    @Override
    public boolean isSaveAsAllowed() {
        return false;
    }
}
