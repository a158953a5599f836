package org.orrery.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.orrery.run.RunDescription.Result;
import org.orrery.run.RunDescription.Test;
import org.orrery.run.RunDescription.Variable;

/**
 * What a result chart shows, headless: one series per test (and per value of its other variables), one variable on the
 * x axis (the group's {@code xAxis} parameter, else each test's innermost variable; labelled by {@code xAxisLabel} when
 * given), the mean of each combination's measured values on the y axis with their minimum and maximum. Combinations
 * that failed are left out. When an x value is not a number, the axis is a list of categories. Tests whose figures have
 * different units (rates, counts, latencies) get a chart each. The PNG mode and the workbench draw from it.
 */
public record ChartData(String unit, String title, String xLabel, String yLabel, List<String> categories,
        List<Series> series) {

    /** The colours of the series in order (RGB), in the PNG mode and in the workbench alike. */
    public static final int[] COLOURS = {0x1f77b4, 0xd62728, 0x2ca02c, 0xff7f0e, 0x9467bd, 0x8c564b, 0xe377c2, 0x17becf,
            0x7f7f7f, 0xbcbd22};

    /** One line: x (or category index), mean, min and max per point, in the order run. */
    public record Series(String name, double[] x, double[] y, double[] low, double[] high) {
    }

    public boolean isEmpty() {
        return series.stream().allMatch(s -> s.x().length == 0);
    }

    /** The unit of a figure: {@code rate}, {@code bytes}, {@code count} or {@code latency}. */
    static String unit(String figure) {
        return figure.startsWith("latency") || figure.startsWith("hopLatency") ? "latency"
                : figure.equals("wireBytesPerSecond") ? "bytes"
                        : figure.endsWith("PerSecond") || figure.equals("capacity") ? "rate" : "count";
    }

    private static String unitLabel(String unit) {
        return switch (unit) {
            case "latency" -> "microseconds";
            case "rate" -> "events per second";
            case "bytes" -> "bytes per second on the wire";
            default -> "events";
        };
    }

    /** The charts of a run: one per unit among its tests' figures, in the order the tests come. */
    public static List<ChartData> charts(RunDescription results) {
        Map<String, List<Test>> byUnit = new LinkedHashMap<>();
        for (Test test : results.tests()) {
            String unit = test.measures().isEmpty() ? "count" : unit(test.measures().get(0).figure());
            byUnit.computeIfAbsent(unit, u -> new ArrayList<>()).add(test);
        }
        List<ChartData> charts = new ArrayList<>();
        byUnit.forEach((unit, tests) -> charts.add(of(results, unit, tests, byUnit.size() == 1)));
        return charts;
    }

    private static ChartData of(RunDescription results, String unit, List<Test> tests, boolean only) {
        String xTarget = results.params().get("xAxis");
        String xLabel = null;
        Map<String, List<double[]>> points = new LinkedHashMap<>();
        List<String> categories = new ArrayList<>();
        boolean numeric = true;
        for (Test test : tests) {
            for (Result result : test.results()) {
                String x = x(test, result, xTarget);
                if (x != null && !x.isEmpty()) {
                    try {
                        Double.parseDouble(x);
                    } catch (@SuppressWarnings("unused") NumberFormatException e) {
                        numeric = false;
                    }
                }
            }
        }
        for (Test test : tests) {
            String target = xTarget != null ? xTarget
                    : test.variables().isEmpty() ? null : test.variables().get(test.variables().size() - 1).target();
            if (xLabel == null && target != null) {
                xLabel = target;
            }
            for (Result result : test.results()) {
                if (result.statistics() == null || !result.errors().isEmpty()) {
                    continue;
                }
                String x = x(test, result, xTarget);
                double position;
                if (numeric && x != null) {
                    position = Double.parseDouble(x);
                } else {
                    String category = x == null ? test.name() : x;
                    if (!categories.contains(category)) {
                        categories.add(category);
                    }
                    position = categories.indexOf(category);
                }
                List<String> others = new ArrayList<>();
                result.variables().forEach((name, value) -> {
                    if (!name.equals(target)) {
                        others.add(shortName(name) + "=" + value);
                    }
                });
                // one test on the chart: its other variables name the series alone, so that legends stay short
                String name = others.isEmpty() ? test.name()
                        : tests.size() == 1 ? String.join(", ", others)
                                : test.name() + " (" + String.join(", ", others) + ")";
                points.computeIfAbsent(name, n -> new ArrayList<>())
                        .add(new double[]{position, result.statistics().mean(), result.statistics().min(),
                                result.statistics().max()});
            }
        }
        List<Series> series = new ArrayList<>();
        points.forEach((name, list) -> series
                .add(new Series(name, column(list, 0), column(list, 1), column(list, 2), column(list, 3))));
        String yLabel = only ? results.params().getOrDefault("valueAxisLabel", unitLabel(unit)) : unitLabel(unit);
        String title = results.params().getOrDefault("title", results.name());
        return new ChartData(unit, only ? title : title + " — " + unitLabel(unit),
                results.params().getOrDefault("xAxisLabel", xLabel == null ? "test" : xLabel), yLabel,
                numeric ? List.of() : List.copyOf(categories), List.copyOf(series));
    }

    /** The x value of {@code result}: the chosen target's value, else the test's innermost variable's; null: none. */
    private static String x(Test test, Result result, String xTarget) {
        if (xTarget != null) {
            return result.variables().get(xTarget);
        }
        List<Variable> variables = test.variables();
        return variables.isEmpty() ? null : result.variables().get(variables.get(variables.size() - 1).target());
    }

    /** {@code sensor.payloadBytes} → {@code payloadBytes}, {@code a->b.delivery} → {@code delivery}. */
    static String shortName(String target) {
        return target.substring(target.lastIndexOf('.') + 1);
    }

    private static double[] column(List<double[]> rows, int index) {
        return rows.stream().mapToDouble(row -> row[index]).toArray();
    }
}
