package org.orrery.monitor.views;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

import org.orrery.control.api.LiveStatus;
import org.orrery.control.api.SystemApi.ConnectionView;
import org.orrery.control.api.SystemApi.DomainView;
import org.orrery.lab.MetricsHistory;
import org.orrery.lab.MetricsHistory.Measure;
import org.orrery.model.Connection;
import org.orrery.model.Domain;
import org.orrery.model.Operator;
import org.orrery.monitor.views.MetricsView.Line;

/**
 * Which lines the Metrics view draws, per chart: for the selected connections, operators and domains what each of them
 * measures; with nothing selected the whole system, and of a large system the busiest few of each chart (the
 * connections carrying the most, those with the worst latency, the domains using the most CPU and memory) unless every
 * series is asked for.
 */
final class ChartLines {

    /** How many lines a chart of the whole system draws unless every series is asked for. */
    static final int BUSIEST = 5;

    private ChartLines() {
    }

    /** The lines to draw, per chart title (at most {@code maxCharts} charts). */
    static Map<String, List<Line>> of(LiveStatus status, List<Object> selected, boolean all, int maxCharts) {
        Map<String, List<Line>> byChart = new LinkedHashMap<>();
        if (selected.isEmpty()) {
            int keep = all ? Integer.MAX_VALUE : BUSIEST;
            Collection<ConnectionView> links = status.links().values();
            Collection<DomainView> domains = status.domains().values();
            for (ConnectionView link : top(links, keep, l -> l.rates().eventsPerSecond(), ChartLines::linkSubject)) {
                add(byChart, maxCharts, "Throughput", new Line(linkSubject(link), Measure.EVENTS_PER_SECOND));
            }
            for (ConnectionView link : top(links, keep, l -> l.latency().p99LastSecond(), ChartLines::linkSubject)) {
                add(byChart, maxCharts, "Latency p99", new Line(linkSubject(link), Measure.LATENCY_P99_US));
            }
            for (DomainView domain : top(domains, keep, LiveStatus::cpuPercent, DomainView::name)) {
                add(byChart, maxCharts, "CPU",
                        new Line(MetricsHistory.domainSubject(domain.name()), Measure.CPU_PERCENT));
            }
            for (DomainView domain : top(domains, keep, LiveStatus::residentBytes, DomainView::name)) {
                add(byChart, maxCharts, "Memory",
                        new Line(MetricsHistory.domainSubject(domain.name()), Measure.RESIDENT_MB));
            }
            return byChart;
        }
        for (Object element : selected) {
            if (element instanceof Connection connection && connection.getSource() != null
                    && connection.getTarget() != null) {
                String subject = MetricsHistory.linkSubject(connection.getSource().getName(),
                        connection.getTarget().getName());
                add(byChart, maxCharts, "Throughput", new Line(subject, Measure.EVENTS_PER_SECOND));
                add(byChart, maxCharts, "Volume", new Line(subject, Measure.BYTES_PER_SECOND));
                for (Measure latency : List.of(Measure.LATENCY_P50_US, Measure.LATENCY_P99_US,
                        Measure.HOP_LATENCY_P50_US, Measure.HOP_LATENCY_P99_US)) {
                    add(byChart, maxCharts, MetricsView.LATENCY_CHART, new Line(subject, latency));
                }
                add(byChart, maxCharts, "Backlog and drops", new Line(subject, Measure.BACKLOG));
                add(byChart, maxCharts, "Backlog and drops", new Line(subject, Measure.DROPS_PER_SECOND));
            } else if (element instanceof Operator operator) {
                String subject = MetricsHistory.operatorSubject(operator.getName());
                add(byChart, maxCharts, "Throughput", new Line(subject, Measure.IN_PER_SECOND));
                add(byChart, maxCharts, "Throughput", new Line(subject, Measure.OUT_PER_SECOND));
                add(byChart, maxCharts, "Busy and held back", new Line(subject, Measure.BUSY_PERCENT));
                add(byChart, maxCharts, "Busy and held back", new Line(subject, Measure.HELD_BACK_PERCENT));
            } else if (element instanceof Domain domain) {
                String subject = MetricsHistory.domainSubject(domain.getName());
                add(byChart, maxCharts, "CPU", new Line(subject, Measure.CPU_PERCENT));
                add(byChart, maxCharts, "Memory", new Line(subject, Measure.RESIDENT_MB));
                for (Operator operator : domain.getOperators()) {
                    add(byChart, maxCharts, "Throughput",
                            new Line(MetricsHistory.operatorSubject(operator.getName()), Measure.OUT_PER_SECOND));
                    add(byChart, maxCharts, "Busy by operator",
                            new Line(MetricsHistory.operatorSubject(operator.getName()), Measure.BUSY_PERCENT));
                }
            }
        }
        return byChart;
    }

    private static String linkSubject(ConnectionView link) {
        return MetricsHistory.linkSubject(link.source(), link.target());
    }

    /**
     * The {@code keep} items with the largest {@code by} (ties by name), in the order of their names: a line keeps its
     * place and colour while the set stays the same.
     */
    static <T> List<T> top(Collection<T> items, int keep, ToDoubleFunction<T> by, Function<T, String> name) {
        List<T> sorted = new ArrayList<>(items);
        if (sorted.size() > keep) {
            sorted.sort(Comparator.comparingDouble(by).reversed().thenComparing(name));
            sorted = new ArrayList<>(sorted.subList(0, keep));
        }
        sorted.sort(Comparator.comparing(name));
        return sorted;
    }

    private static void add(Map<String, List<Line>> byChart, int maxCharts, String chart, Line line) {
        List<Line> lines = byChart.get(chart);
        if (lines == null) {
            if (byChart.size() == maxCharts) {
                return;
            }
            lines = new ArrayList<>();
            byChart.put(chart, lines);
        }
        if (!lines.contains(line)) {
            lines.add(line);
        }
    }
}
