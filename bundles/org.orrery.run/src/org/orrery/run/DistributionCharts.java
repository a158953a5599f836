package org.orrery.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.orrery.control.api.DomainApi.LinkLatency;
import org.orrery.run.Plot.Point;
import org.orrery.run.RunDescription.Result;
import org.orrery.run.RunDescription.Test;

/**
 * The latency percentile plots of a run: for each test that measured a latency, a chart of the distributions its
 * results kept (one line per combination and operator: p0 to the largest, percentiles in nines on x, microseconds on a
 * log scale on y), named {@code BASE-distribution-N.png} after the test's place in the run.
 */
final class DistributionCharts {

    private DistributionCharts() {
    }

    /** The charts worth drawing, each with its file name. */
    static Map<String, Plot> named(RunDescription results, String base) {
        Map<String, Plot> named = new LinkedHashMap<>();
        for (int t = 0; t < results.tests().size(); t++) {
            Test test = results.tests().get(t);
            Plot plot = new Plot(results.name() + " — " + test.name() + ": latency from the source since deployment",
                    "percentile", Plot.Scale.NINES, "latency (µs, log scale)", Plot.Scale.LOG);
            for (Result result : test.results()) {
                List<String> variables = new ArrayList<>();
                result.variables().forEach((target, value) -> variables.add(ChartData.shortName(target) + "=" + value));
                result.distributions().forEach((operator, values) -> {
                    List<Point> points = new ArrayList<>();
                    // the largest (100) has no place on a scale of nines: it is drawn at the last percentile's nines
                    for (int i = 0; i < values.size() && i < LinkLatency.PLOT_PERCENTILES.size() - 1; i++) {
                        points.add(new Point(LinkLatency.PLOT_PERCENTILES.get(i), values.get(i)));
                    }
                    plot.series(operator + (variables.isEmpty() ? "" : " " + String.join(" ", variables)), points,
                            false);
                });
            }
            if (!plot.isEmpty()) {
                named.put(base + "-distribution-" + (t + 1) + ".png", plot);
            }
        }
        return named;
    }
}
