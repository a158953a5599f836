package org.orrery.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.orrery.run.Plot.Point;
import org.orrery.run.RunDescription.Result;
import org.orrery.run.RunDescription.Test;
import org.orrery.run.Scenario.Phase;

/**
 * The timelines of a run's scenarios: for each test that played one and kept its series, a chart of each measure over
 * the window's seconds (one line per combination and operator) with a mark where each phase began, named
 * {@code BASE-timeline-N.png} after the test's place in the run.
 */
final class TimelineCharts {

    private TimelineCharts() {
    }

    /** The charts worth drawing, each with its file name. */
    static Map<String, Plot> named(RunDescription results, String base) {
        Map<String, Plot> named = new LinkedHashMap<>();
        for (int t = 0; t < results.tests().size(); t++) {
            Test test = results.tests().get(t);
            if (test.scenario() == null) {
                continue;
            }
            String figure = test.measures().isEmpty() ? "" : test.measures().get(0).figure();
            Plot plot = new Plot(results.name() + " — " + test.name() + ": its scenario", "seconds into the window",
                    Plot.Scale.LINEAR, figure, Plot.Scale.LINEAR);
            for (Result result : test.results()) {
                List<String> variables = new ArrayList<>();
                result.variables().forEach((target, value) -> variables.add(ChartData.shortName(target) + "=" + value));
                result.series().forEach((operator, values) -> {
                    List<Point> points = new ArrayList<>();
                    for (int i = 0; i < values.size(); i++) {
                        points.add(new Point((i + 1) * RunDescription.SERIES_MILLIS / 1000.0, values.get(i)));
                    }
                    plot.series(operator + (variables.isEmpty() ? "" : " " + String.join(" ", variables)), points,
                            false);
                });
            }
            for (Phase phase : test.scenario().phases(test.workload().durationMillis())) {
                if (phase.fromMillis() > 0) {
                    plot.mark(phase.fromMillis() / 1000.0, phase.name());
                }
            }
            if (!plot.isEmpty()) {
                named.put(base + "-timeline-" + (t + 1) + ".png", plot);
            }
        }
        return named;
    }
}
