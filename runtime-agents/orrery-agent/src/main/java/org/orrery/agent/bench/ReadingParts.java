package org.orrery.agent.bench;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

import io.aeron.Aeron;

/**
 * The reading cases, run whole ({@code reading}) or by the parts asked for alone, each part once, in the order below:
 * whole, every comparison runs {@code runs} times; a part alone runs {@code runsAlone} times.
 */
final class ReadingParts {

    /** One part: a comparison of {@link ReadingRuns}, given the media driver's client for the raw baselines. */
    @FunctionalInterface
    private interface Part {

        void run(ReadingRuns reading, Aeron aeron, StringBuilder out) throws Exception;
    }

    /** The parts in the order a whole run takes them, and the parts only asked for alone after them. */
    private static final Map<String, Part> WHOLE = new LinkedHashMap<>();
    private static final Map<String, Part> ALONE_ONLY = new LinkedHashMap<>();

    static {
        WHOLE.put("compare", (reading, aeron, out) -> reading.compare(aeron, RuntimeBenchmark.PAYLOADS, out));
        WHOLE.put("batches", (reading, aeron, out) -> reading.batches(out));
        WHOLE.put("onbatch", (reading, aeron, out) -> reading.onBatch(out));
        WHOLE.put("clock-per-batch", (reading, aeron, out) -> reading.clockPerBatch(out));
        WHOLE.put("views", (reading, aeron, out) -> reading.views(out));
        WHOLE.put("tap-overhead", (reading, aeron, out) -> reading.tapOverhead(out));
        WHOLE.put("hop-latency", (reading, aeron, out) -> reading.hopLatency(out));
        WHOLE.put("tracing-overhead", (reading, aeron, out) -> reading.tracingOverhead(out));
        ALONE_ONLY.put("series", (reading, aeron, out) -> reading.series(aeron, RuntimeBenchmark.PAYLOADS, out));
    }

    private ReadingParts() {
    }

    /**
     * Runs the reading cases whole when {@code which} names {@code reading}, else the parts it names; {@code reading}
     * makes the runs for a number of repetitions, {@code aeronDirectory} is the media driver's.
     */
    static void run(List<String> which, IntFunction<ReadingRuns> reading, String aeronDirectory, int runs,
            int runsAlone, StringBuilder out) throws Exception {
        boolean whole = which.contains("reading");
        Map<String, Part> chosen = new LinkedHashMap<>();
        if (whole) {
            chosen.putAll(WHOLE);
        }
        for (Map<String, Part> parts : List.of(WHOLE, ALONE_ONLY)) {
            parts.forEach((name, part) -> {
                if (which.contains(name)) {
                    chosen.putIfAbsent(name, part);
                }
            });
        }
        if (chosen.isEmpty()) {
            return;
        }
        ReadingRuns runsOf = reading.apply(whole ? runs : runsAlone);
        try (Aeron aeron = Aeron.connect(new Aeron.Context().aeronDirectoryName(aeronDirectory))) {
            for (Part part : chosen.values()) {
                part.run(runsOf, aeron, out);
            }
        }
    }
}
