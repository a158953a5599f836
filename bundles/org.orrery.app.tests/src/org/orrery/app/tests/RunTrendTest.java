package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.swt.graphics.Color;
import org.eclipse.swtchart.Chart;
import org.eclipse.swtchart.ILineSeries;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.monitor.run.RunEditor;
import org.orrery.run.RunDescription;
import org.orrery.run.RunDescription.Result;
import org.orrery.run.RunXml;

/**
 * The run editor's history: a run's results opened beside the runs of its description kept in results/history (the
 * shipped pacing results kept twice as they are, then a third time with what the application delivered halved) show
 * each figure across the runs, and the line above the charts names the halved run's shift in the figures it moved.
 */
class RunTrendTest {

    @TempDir
    Path dir;

    private final IWorkbenchPage page = Ui.emptyPage();

    @AfterEach
    void closeEditors() {
        page.closeAllEditors(false);
    }

    @Test
    void theRunEditorShowsEachFigureAcrossTheKeptRunsAndNamesAShiftedRun() throws Exception {
        Path shipped = Ui.sample("solar.orrery").getParent().resolveSibling("experiments/results/pacing.xml");
        Path history = Files.createDirectories(dir.resolve("results/history"));
        Files.copy(shipped, history.resolve("pacing-1.xml"));
        Files.copy(shipped, history.resolve("pacing-2.xml"));
        RunXml.write(halved(RunXml.read(shipped), "pacing off: delivered"), history.resolve("pacing-3.xml"));
        Path opened = Files.copy(shipped, dir.resolve("pacing.xml"));

        RunEditor editor = RunEditor.open(page, opened);
        Ui.waitUntil("the history's charts", 10_000, () -> !editor.trend().shownCharts().isEmpty());
        String summary = editor.trend().summaryText();
        assertTrue(summary.startsWith("History: 3 runs kept in " + history + ", 12 figures; shifted: "), summary);
        assertTrue(summary.contains("pacing off: delivered {application.workMicrosPerEvent=50} / application"
                + " eventsPerSecond: pacing-3.xml shifted -50 % against 2 runs"), summary);
        assertTrue(!summary.contains("adaptive"), "a figure that did not move is not named: " + summary);
        Chart first = editor.trend().shownCharts().get(0);
        assertEquals(List.of("pacing-1.xml", "pacing-2.xml", "pacing-3.xml"),
                List.of(first.getAxisSet().getXAxis(0).getCategorySeries()));
        double[] medians = first.getSeriesSet().getSeries()[0].getYSeries();
        assertEquals(medians[0] / 2, medians[2], medians[0] * 1e-9, "the third run's median is half the first's");
        Color[] symbols = ((ILineSeries<?>) first.getSeriesSet().getSeries()[0]).getSymbolColors();
        assertTrue(symbols[2].getRed() > 200 && symbols[0].getRed() < 100, "the shifted run's point, and only it, red");
        Ui.saveScreenshot("run-trend");
    }

    /** {@code results} with every value of the test called {@code test} halved, each run's too. */
    private static RunDescription halved(RunDescription results, String test) {
        List<RunDescription.Test> tests = new ArrayList<>();
        for (RunDescription.Test each : results.tests()) {
            if (!each.name().equals(test)) {
                tests.add(each);
                continue;
            }
            List<Result> changed = new ArrayList<>();
            for (Result result : each.results()) {
                List<Map<String, Double>> runs = new ArrayList<>();
                result.runs().forEach(run -> runs.add(half(run)));
                changed.add(new Result(result.variables(), half(result.values()), result.statistics(), result.errors(),
                        result.series(), runs, result.verdicts(), result.stable()));
            }
            tests.add(each.withResults(changed));
        }
        return new RunDescription(results.name(), results.environment(), results.params(), tests);
    }

    private static Map<String, Double> half(Map<String, Double> values) {
        Map<String, Double> half = new LinkedHashMap<>();
        values.forEach((operator, value) -> half.put(operator, value / 2));
        return half;
    }
}
