package org.orrery.control.util;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.orrery.control.api.ControlJson;

/**
 * The figures of one benchmark run as cases, each measured beside its baseline in the same run, written as one JSON
 * object: {@code machine} (cores, CPU, JDK) and {@code cases}, each {@code name}, {@code unit}, {@code value},
 * {@code baseline}, {@code baselineName} and {@code ratio} (value ÷ baseline). The one writer of that form, for the
 * runtime benchmark and the deployment benchmark alike.
 */
public final class BenchmarkCases {

    private final List<Map<String, Object>> cases = new ArrayList<>();

    /** Adds a case: {@code value} in {@code unit}, beside {@code baseline} measured in the same run. */
    public void add(String name, String unit, double value, double baseline, String baselineName) {
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("name", name);
        entry.put("unit", unit);
        entry.put("value", round(value));
        entry.put("baseline", round(baseline));
        entry.put("baselineName", baselineName);
        entry.put("ratio", baseline == 0 ? null : Math.round(value / baseline * 1000) / 1000.0);
        cases.add(entry);
    }

    /** The machine and every case added, as one JSON object. */
    public String json() {
        Map<String, Object> run = new LinkedHashMap<>();
        run.put("machine", machine());
        run.put("cases", cases);
        return ControlJson.text(run, true) + "\n";
    }

    private static double round(double value) {
        return Math.round(value * 10) / 10.0;
    }

    /**
     * This machine: its cores, its CPU's model name, the JDK the benchmark ran on, and the options its lab's JVMs were
     * given if any ({@code ORRERY_LAB_JVM_OPTIONS}: a figure measured with, say, the optimising compiler off says so).
     */
    public static Map<String, Object> machine() {
        Map<String, Object> machine = new LinkedHashMap<>();
        machine.put("cores", Runtime.getRuntime().availableProcessors());
        machine.put("cpu", cpu());
        machine.put("jdk", System.getProperty("java.vm.vendor") + " " + System.getProperty("java.runtime.version"));
        machine.put("os", System.getProperty("os.name") + " " + System.getProperty("os.version"));
        String labOptions = System.getenv("ORRERY_LAB_JVM_OPTIONS");
        if (labOptions != null && !labOptions.isBlank()) {
            machine.put("labJvmOptions", labOptions.strip());
        }
        return machine;
    }

    private static String cpu() {
        try {
            return Files.readAllLines(Path.of("/proc/cpuinfo"))
                    .stream()
                    .filter(l -> l.startsWith("model name"))
                    .map(l -> l.substring(l.indexOf(':') + 1).strip())
                    .findFirst()
                    .orElse("unknown");
        } catch (IOException e) {
            return "unknown (" + e.getMessage() + ")";
        }
    }
}
