package org.orrery.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.orrery.run.RunDescription.Result;
import org.orrery.run.RunDescription.Test;

/**
 * The Markdown mode: a short report with what the run ran on, the chart when the PNG mode wrote one beside it, and a
 * table per test (the variables, the mean with its spread, each operator's value, errors).
 */
public final class MarkdownMode implements ReportMode {

    @Override
    public String name() {
        return "markdown";
    }

    @Override
    public List<Path> write(RunDescription results, String base, Path dir) throws IOException {
        List<String> charts = new ArrayList<>(PngChartMode.named(results, base).keySet());
        charts.addAll(DistributionCharts.named(results, base).keySet());
        charts.removeIf(name -> !Files.exists(dir.resolve(name)));
        return ReportMode.writeText(dir.resolve(base + ".md"), markdown(results, charts));
    }

    /** What the column of latencies from the send says, above a table that has one. */
    static final String FROM_SEND = "Latencies count from the source's timestamp: the intended send of an open-loop"
            + " source. Where the same latency of the connections into the operator counted from when their senders"
            + " sent each event differs by more than a tenth, it stands beside it (\"from the send\"; for a connection"
            + " straight from a source, what a closed-loop source reports): the difference is the time events waited"
            + " before they were sent.";

    static String markdown(RunDescription results, List<String> charts) {
        StringBuilder text = new StringBuilder("# " + results.name() + "\n\n");
        List<String> environment = new ArrayList<>();
        results.environment().forEach((name, value) -> environment.add(name + ": " + value));
        if (!environment.isEmpty()) {
            text.append("Ran on ").append(String.join(" · ", environment)).append(".\n\n");
        }
        for (String chart : charts) {
            text.append("![").append(results.name()).append("](").append(chart).append(")\n\n");
        }
        for (Test test : results.tests()) {
            Set<String> variables = new LinkedHashSet<>();
            test.results().forEach(r -> variables.addAll(r.variables().keySet()));
            String figure = test.measures().isEmpty() ? "" : test.measures().get(0).figure();
            text.append("## ").append(test.name()).append("\n\n");
            List<String> header = new ArrayList<>();
            variables.forEach(v -> header.add(ChartData.shortName(v)));
            boolean fromSend = test.results().stream().anyMatch(r -> !r.fromSend().isEmpty());
            if (fromSend) {
                text.append(FROM_SEND).append("\n\n");
            }
            header.addAll(List.of(figure + " (mean)", "std dev", "min – max", "values"));
            if (fromSend) {
                header.add("from the send");
            }
            header.add("errors");
            text.append("| ").append(String.join(" | ", header)).append(" |\n");
            text.append("|").append("---|".repeat(header.size())).append('\n');
            for (Result result : test.results()) {
                List<String> row = new ArrayList<>();
                variables.forEach(v -> row.add(result.variables().getOrDefault(v, "")));
                Statistics s = result.statistics();
                row.add(s == null ? "" : Statistics.text(s.mean()));
                row.add(s == null ? "" : Statistics.text(s.stdDev()));
                row.add(s == null ? "" : Statistics.text(s.min()) + " – " + Statistics.text(s.max()));
                List<String> values = new ArrayList<>();
                result.values().forEach((operator, value) -> values.add(operator + " " + Statistics.text(value)));
                row.add(values.size() > 4 ? values.size() + " operators" : String.join(", ", values));
                if (fromSend) {
                    List<String> sent = new ArrayList<>();
                    result.fromSend().forEach((operator, value) -> sent.add(operator + " " + Statistics.text(value)));
                    row.add(sent.size() > 4 ? sent.size() + " operators" : String.join(", ", sent));
                }
                row.add(String.join("; ", result.errors()).replace("|", "\\|"));
                text.append("| ").append(String.join(" | ", row)).append(" |\n");
            }
            text.append('\n');
        }
        return text.toString();
    }

}
