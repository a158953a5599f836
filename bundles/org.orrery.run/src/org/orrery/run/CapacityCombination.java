package org.orrery.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

import org.orrery.lab.StarClient;
import org.orrery.run.RunDescription.CapacitySearch;
import org.orrery.run.RunDescription.Result;
import org.orrery.run.RunRunner.Measured;

/**
 * A combination of a run description's test that searches capacity ({@code <capacity>}) instead of measuring a window:
 * the search with the combination's settings, its capacity as the source's {@code capacity} figure, and its curve and
 * steps written beside the results as {@code BASE-TEST-VARIABLES-capacity.png}, {@code .svg} and {@code .md}.
 */
final class CapacityCombination {

    private CapacityCombination() {
    }

    static Measured run(StarClient star, RunCheck.Checked test, Map<String, String> combination,
            Map<String, String> settings, List<Path> jars, Path reports, String base, BooleanSupplier stopped) {
        CapacitySearch search = test.test().capacity();
        List<String> errors = new ArrayList<>();
        Map<String, Double> values = new LinkedHashMap<>();
        Map<String, Double> figures = new LinkedHashMap<>();
        try {
            CapacityFinder.Capacity capacity = CapacityFinder.find(star, test.system(), test.systemFile(), jars,
                    settings, test.test().labMap(), search.source(), Slo.parse(search.slo()),
                    search.search(test.test().workload()), step -> {
                    }, stopped);
            values.put(search.source(), capacity.rate());
            figures.put(Expectations.key(search.source(), "capacity"), capacity.rate());
            List<String> varied = new ArrayList<>();
            combination.forEach((target, value) -> varied.add(target + "=" + value));
            String name = (base + "-" + test.test().name() + (varied.isEmpty() ? "" : "-" + String.join(",", varied)))
                    .replaceAll("[^A-Za-z0-9._=,-]+", "_");
            CapacityReport.write(capacity, test.system().getName(), name, reports);
        } catch (RunException | IOException | RuntimeException e) {
            errors.add(e.getMessage() == null ? e.toString() : e.getMessage());
        }
        double[] measured = values.values().stream().mapToDouble(Double::doubleValue).toArray();
        return new Measured(new Result(combination, values, Statistics.of(measured), errors, Map.of()), figures);
    }
}
