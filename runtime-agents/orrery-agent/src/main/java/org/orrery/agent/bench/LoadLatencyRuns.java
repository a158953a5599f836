package org.orrery.agent.bench;

import static org.orrery.agent.bench.Figures.median;
import static org.orrery.agent.bench.Figures.micros;
import static org.orrery.agent.bench.Figures.pairs;
import static org.orrery.agent.bench.Figures.percentiles;
import static org.orrery.agent.bench.Figures.rate;
import static org.orrery.agent.bench.Figures.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

import org.orrery.control.util.BenchmarkCases;

/**
 * Latency at half the capacity, per latency profile: 64-byte events over shared memory from an open-loop source at half
 * the rate a stream sending each event alone carries (measured first, under that profile), to an application reading
 * every byte; with batches (and the application taking them) against each event in a message of its own and taken
 * alone, in interleaved pairs, each kind first in turn. Latency counts from when each event was due.
 *
 * @param paths the paths it runs on
 * @param cases where it adds its figures
 * @param waitBy has the domains and the driver wait as the named profile says
 * @param runs pairs per profile
 */
record LoadLatencyRuns(PathRuns paths, BenchmarkCases cases, Consumer<String> waitBy, int runs) {

    static final List<String> PROFILES = List.of("throughput", "balanced", "low-latency");

    void halfCapacity(StringBuilder out) throws Exception {
        PathRuns before = paths.sinkTakingEventsAlone();
        List<String[]> rows = new ArrayList<>();
        try {
            for (String profile : PROFILES) {
                waitBy.accept(profile);
                double capacity = paths.eachAlone(() -> before.throughput("ipc", 64, true).eventsPerSecond());
                long half = Math.max(1, Math.round(capacity / 2));
                System.err.println("latency at half the capacity (" + rate(half) + " events/s), " + profile + ", "
                        + runs + " interleaved pairs...");
                double[][] batched = new double[3][runs];
                double[][] alone = new double[3][runs];
                paths.latencyAtRate("ipc", 64, half); // one of each first, not counted: the JIT compiles both
                paths.eachAlone(() -> before.latencyAtRate("ipc", 64, half));
                for (int run = 0; run < runs; run++) {
                    if (run % 2 == 0) {
                        percentiles(paths.latencyAtRate("ipc", 64, half), batched, run);
                        percentiles(paths.eachAlone(() -> before.latencyAtRate("ipc", 64, half)), alone, run);
                    } else {
                        percentiles(paths.eachAlone(() -> before.latencyAtRate("ipc", 64, half)), alone, run);
                        percentiles(paths.latencyAtRate("ipc", 64, half), batched, run);
                    }
                }
                cases.add("latency-ipc-64B-half-capacity-" + profile + "-p99", "µs", median(batched[1]),
                        median(alone[1]), "each event a transport message of its own, taken alone");
                rows.add(
                        new String[]{profile, rate(half), micros(batched), micros(alone), pairs(batched[1], alone[1])});
            }
        } finally {
            waitBy.accept("balanced");
        }
        out.append(String.format(Locale.ROOT, "%nLatency at half the capacity, 64 B over shared memory, from when each "
                + "event was due (µs p50 / p99 / p99.9 of the window after the warm-up, medians of %d interleaved "
                + "pairs): batches against a message per event%n%n", runs));
        table(out, new String[]{"profile", "events/s (half of one message per event's)", "batches",
                "a message per event", "p99 ratio of each pair"}, rows);
    }
}
