package org.orrery.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.orrery.run.RunDescription.Result;
import org.orrery.run.RunDescription.Test;

/**
 * The CSV mode: one row per test and combination, a column per variable and per measuring operator, then the statistics
 * and the errors.
 */
public final class CsvMode implements ReportMode {

    @Override
    public List<Path> write(RunDescription results, String base, Path dir) throws IOException {
        return ReportMode.writeText(dir.resolve(base + ".csv"), csv(results));
    }

    @Override
    public String name() {
        return "csv";
    }

    static String csv(RunDescription results) {
        Set<String> variables = new LinkedHashSet<>();
        Set<String> operators = new LinkedHashSet<>();
        for (Test test : results.tests()) {
            test.results().forEach(r -> variables.addAll(r.variables().keySet()));
            test.measures().forEach(m -> operators.add(m.operator()));
        }
        List<String> header = new ArrayList<>(List.of("test"));
        header.addAll(variables);
        header.addAll(operators);
        header.addAll(List.of("min", "max", "mean", "std_dev", "p50", "p99", "errors"));
        StringBuilder text = new StringBuilder();
        text.append(String.join(",", header.stream().map(CsvMode::quote).toList())).append('\n');
        for (Test test : results.tests()) {
            for (Result result : test.results()) {
                List<String> row = new ArrayList<>(List.of(quote(test.name())));
                variables.forEach(v -> row.add(quote(result.variables().getOrDefault(v, ""))));
                operators.forEach(
                        o -> row.add(result.values().containsKey(o) ? RunXml.text(result.values().get(o)) : ""));
                Statistics s = result.statistics();
                for (double value : s == null ? new double[0]
                        : new double[]{s.min(), s.max(), s.mean(), s.stdDev(), s.p50(), s.p99()}) {
                    row.add(RunXml.text(value));
                }
                while (row.size() < header.size() - 1) {
                    row.add("");
                }
                row.add(quote(String.join("; ", result.errors())));
                text.append(String.join(",", row)).append('\n');
            }
        }
        return text.toString();
    }

    private static String quote(String text) {
        return text.matches("[A-Za-z0-9_.>-]*") ? text : "\"" + text.replace("\"", "\"\"") + "\"";
    }
}
