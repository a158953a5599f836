package org.orrery.agent.bench;

import static org.orrery.agent.bench.Figures.median;
import static org.orrery.agent.bench.Figures.micros;
import static org.orrery.agent.bench.Figures.pairs;
import static org.orrery.agent.bench.Figures.percentiles;
import static org.orrery.agent.bench.Figures.rate;
import static org.orrery.agent.bench.Figures.ratio;
import static org.orrery.agent.bench.Figures.spread;
import static org.orrery.agent.bench.Figures.table;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.IntSupplier;

import org.orrery.agent.bench.Baselines.AeronRun;
import org.orrery.agent.bench.Baselines.Receiving;
import org.orrery.agent.bench.PathRuns.Throughput;
import org.orrery.agent.engine.Comparisons;
import org.orrery.agent.transport.Transport;
import org.orrery.control.util.BenchmarkCases;

import io.aeron.Aeron;

/**
 * The throughput cases where both sides use what they receive: Orrery's application reads every byte of each body, and
 * raw Aeron's receiver reads every byte of each message in place (and, for reference, copies each into a {@code byte[]}
 * and reads that, as Orrery's decoding copies a body); with what the event threads allocate per event beside what raw
 * Aeron's two threads do. Same channel kind, message size and waiting as the transport cases.
 */
record ReadingRuns(PathRuns paths, BenchmarkCases cases, IntSupplier streamIds, int windowMillis, int runs) {

    /**
     * The paths compared; {@code in-process} (the same operators in one domain, its one event thread running both and
     * no transport at all, against raw Aeron over IPC) is a reference: what Orrery's own work per event costs, on one
     * thread where the shared-memory path splits it over two.
     */
    private static final String[] PATHS = {"in-process", "ipc", "udp"};

    /**
     * Each path and body size: Orrery against raw Aeron reading every byte of each message sent alone, and against raw
     * Aeron batching as many messages as one transport message holds (so that a ratio above 1 cannot come from batching
     * alone), and against a hand-written application on Aeron writing and reading the fields of Orrery's frame; run in
     * interleaved triples, each figure the median, each ratio also the median of the triples' own ratios with the
     * slowest and fastest beside it; with the bytes of log and the bytes allocated per event.
     */
    void compare(Aeron aeron, int[] payloads, StringBuilder out) throws Exception {
        List<String[]> rows = new ArrayList<>();
        for (int payload : payloads) {
            for (String path : PATHS) {
                System.err.println("throughput reading every byte, " + path + ", " + payload + " B, " + runs
                        + " interleaved runs...");
                double[] reading = new double[runs];
                double[] batched = new double[runs];
                double[] fields = new double[runs];
                double[] orrery = new double[runs];
                double[] aeronBytes = new double[runs];
                double[] sendingBytes = new double[runs];
                double[] receivingBytes = new double[runs];
                double[] aeronLog = new double[runs];
                double[] batchedLog = new double[runs];
                double[] orreryLog = new double[runs];
                // one run of each side first, not counted: while the JIT still compiles a path (Orrery's is longer
                // than raw Aeron's), the first runs of a process went at a half to two thirds of the later ones
                aeronRun(aeron, path, payload, Receiving.READ);
                aeronRun(aeron, path, payload, Receiving.READ_BATCHED);
                aeronRun(aeron, path, payload, Receiving.FIELDS);
                paths.throughput(path, payload, true);
                for (int run = 0; run < runs; run++) {
                    AeronRun read = aeronRun(aeron, path, payload, Receiving.READ);
                    reading[run] = read.messagesPerSecond();
                    aeronBytes[run] = read.bytesPerMessage();
                    aeronLog[run] = read.logBytesPerMessage();
                    AeronRun inBatches = aeronRun(aeron, path, payload, Receiving.READ_BATCHED);
                    batched[run] = inBatches.messagesPerSecond();
                    batchedLog[run] = inBatches.logBytesPerMessage();
                    fields[run] = aeronRun(aeron, path, payload, Receiving.FIELDS).messagesPerSecond();
                    Throughput throughput = paths.throughput(path, payload, true);
                    orrery[run] = throughput.eventsPerSecond();
                    sendingBytes[run] = throughput.sendingBytesPerEvent();
                    receivingBytes[run] = throughput.receivingBytesPerEvent();
                    orreryLog[run] = throughput.logBytesPerEvent();
                }
                String transport = path.equals("udp") ? "UDP" : "IPC"; // in-process: against IPC (see PATHS)
                String name = "throughput-" + path + "-" + payload + "B-read";
                cases.add(name, "events/s", median(orrery), median(reading),
                        "raw Aeron " + transport + ", " + Receiving.READ.description);
                cases.add(name + "-vs-batched", "events/s", median(orrery), median(batched),
                        "raw Aeron " + transport + ", " + Receiving.READ_BATCHED.description);
                cases.add(name + "-vs-fields", "events/s", median(orrery), median(fields),
                        "Aeron " + transport + ", " + Receiving.FIELDS.description);
                boolean oneThread = path.equals("in-process"); // both counts are that thread's
                double allocated = oneThread ? median(sendingBytes) : median(sendingBytes) + median(receivingBytes);
                cases.add("alloc-per-event-" + path + "-" + payload + "B", "bytes", allocated, median(aeronBytes),
                        "raw Aeron " + transport + "'s sending and receiving threads, " + Receiving.READ.description);
                if (!oneThread) {
                    cases.add("log-per-event-" + path + "-" + payload + "B", "bytes", median(orreryLog),
                            median(aeronLog), "raw Aeron " + transport + ", each message alone");
                }
                rows.add(new String[]{path, payload + " B", rate(median(orrery)), rate(median(reading)),
                        pairs(orrery, reading), rate(median(batched)), pairs(orrery, batched), rate(median(fields)),
                        pairs(orrery, fields),
                        oneThread ? "–"
                                : String.format(Locale.ROOT, "%.0f / %.0f / %.0f", median(orreryLog), median(aeronLog),
                                        median(batchedLog)),
                        oneThread ? String.format(Locale.ROOT, "%.0f (one thread)", allocated)
                                : String.format(Locale.ROOT, "%.0f + %.0f", median(sendingBytes),
                                        median(receivingBytes)),
                        String.format(Locale.ROOT, "%.0f", median(aeronBytes))});
            }
        }
        out.append(String.format(Locale.ROOT,
                "%nThroughput with every byte read (events/s over %,d ms after a %,d ms warm-up, medians of %d "
                        + "interleaved runs after one of each not counted; Orrery's application reads each body, raw "
                        + "Aeron's receiver each message; ratios: the median of the runs' own ratios (the slowest to "
                        + "the fastest); log bytes per event: Orrery / raw Aeron / raw Aeron batched; bytes allocated "
                        + "per event by the sending + receiving event threads)%n%n",
                windowMillis, PathRuns.WARM_UP_MS, runs));
        table(out,
                new String[]{"path", "body", "Orrery", "raw Aeron, reading", "÷ reading", "raw Aeron, batched",
                        "÷ batched", "hand-written, Orrery's fields", "÷ hand-written", "log bytes/event",
                        "Orrery bytes/event", "raw Aeron bytes/message"},
                rows);
    }

    /**
     * The shared-memory reading case of each body size again and again in one process ({@link #runs} pairs each, none
     * left out): each pair's Orrery and raw Aeron rates in order, to show whether and when each side's rate settles.
     */
    void series(Aeron aeron, int[] payloads, StringBuilder out) throws Exception {
        List<String[]> rows = new ArrayList<>();
        StringBuilder spreads = new StringBuilder();
        for (int payload : payloads) {
            System.err.println("throughput reading every byte, ipc, " + payload + " B, " + runs + " pairs in a row...");
            double[] raws = new double[runs];
            double[] orrerys = new double[runs];
            for (int run = 0; run < runs; run++) {
                raws[run] = aeronRun(aeron, "ipc", payload, Receiving.READ).messagesPerSecond();
                orrerys[run] = paths.throughput("ipc", payload, true).eventsPerSecond();
                rows.add(new String[]{payload + " B", String.valueOf(run + 1), rate(orrerys[run]), rate(raws[run]),
                        ratio(orrerys[run] / raws[run])});
            }
            double spread = spread(orrerys, raws);
            cases.add("spread-ipc-" + payload + "B-read", "slowest ÷ fastest pair", spread, 1, "pairs of equal ratios");
            spreads.append(String.format(Locale.ROOT, "%n%d B: the pairs' ratios %s; the slowest ÷ the fastest %s%n",
                    payload, pairs(orrerys, raws), ratio(spread)));
        }
        out.append(String.format(Locale.ROOT,
                "%nThe shared-memory reading cases %d times in a row in one process (events/s; none left out)%n%n",
                runs));
        table(out, new String[]{"body", "pair", "Orrery", "raw Aeron, reading", "÷ reading"}, rows);
        out.append(spreads);
    }

    /**
     * 64-byte events over shared memory, the application reading every byte, with the receiving domain reading its
     * clock once per poll of a stream (the default) against once per event ({@link Comparisons#CLOCK_PER_BATCH}).
     */
    void clockPerBatch(StringBuilder out) throws Exception {
        System.err.println("clock per poll against per event, ipc, 64 B, " + runs + " interleaved runs...");
        double[] perBatch = new double[runs];
        double[] perEvent = new double[runs];
        for (int run = 0; run < runs; run++) {
            perBatch[run] = paths.throughput("ipc", 64, true).eventsPerSecond();
            perEvent[run] = RuntimeBenchmark.with(paths.domains(), Comparisons.CLOCK_PER_BATCH, "false",
                    () -> paths.throughput("ipc", 64, true).eventsPerSecond());
        }
        cases.add("throughput-ipc-64B-read-clock-per-poll", "events/s", median(perBatch), median(perEvent),
                "the receiving domain reading its clock for every event");
        out.append(String.format(Locale.ROOT,
                "%nThe receiving domain's clock, 64 B over shared memory, every byte read (events/s, medians of %d "
                        + "interleaved runs): read once per poll %s, once per event %s (×%s)%n",
                runs, rate(median(perBatch)), rate(median(perEvent)), ratio(median(perBatch) / median(perEvent))));
    }

    /**
     * What views save: source → filter (passing all) in one domain, → application (reading every byte) in another over
     * shared memory, 64 B, the sample operators taking and passing views and the source claiming its events, against
     * the same operators taking and emitting events as operators written before views do, each first in turn. Events
     * per second, and bytes the two event threads allocate per event.
     */
    void views(StringBuilder out) throws Exception {
        System.err.println("views against events, source -> filter -> application over ipc, 64 B, " + runs
                + " interleaved runs...");
        double[] viewRate = new double[runs];
        double[] eventRate = new double[runs];
        double[] viewBytes = new double[runs];
        double[] eventBytes = new double[runs];
        String[] viewSplit = new String[runs];
        String[] eventSplit = new String[runs];
        String[] viewRates = new String[runs];
        String[] eventRates = new String[runs];
        // one run of each, not counted: the first runs of a process ran at a fifth of the later ones' rate while the
        // JIT was still compiling the path
        paths.throughput("ipc", 64, true, true, true);
        paths.throughput("ipc", 64, true, true, false);
        for (int run = 0; run < runs; run++) {
            // in turn first, since the code the JIT compiled for the first favours it in this process
            boolean viewsFirst = run % 2 == 0;
            Throughput first = paths.throughput("ipc", 64, true, true, viewsFirst);
            Throughput second = paths.throughput("ipc", 64, true, true, !viewsFirst);
            Throughput views = viewsFirst ? first : second;
            Throughput events = viewsFirst ? second : first;
            viewRate[run] = views.eventsPerSecond();
            eventRate[run] = events.eventsPerSecond();
            viewBytes[run] = views.sendingBytesPerEvent() + views.receivingBytesPerEvent();
            eventBytes[run] = events.sendingBytesPerEvent() + events.receivingBytesPerEvent();
            viewSplit[run] = split(views);
            eventSplit[run] = split(events);
            viewRates[run] = rate(views.eventsPerSecond());
            eventRates[run] = rate(events.eventsPerSecond());
        }
        cases.add("throughput-ipc-64B-read-views", "events/s", median(viewRate), median(eventRate),
                "the same source, filter and application taking events (operator SPI 1.0)");
        cases.add("alloc-per-event-ipc", "bytes", median(viewBytes), median(eventBytes),
                "the same source, filter and application taking events (operator SPI 1.0)");
        out.append(String.format(Locale.ROOT,
                "%nViews against events: source → filter in one domain → application reading every byte in another, "
                        + "64 B over shared memory (medians of %d interleaved runs after one of each not counted, each kind "
                        + "first in turn)%n%n",
                runs));
        table(out,
                new String[]{"operators", "events/s (median)", "each run",
                        "bytes/event (sending + receiving thread, each run)"},
                List.of(new String[]{"views and claims", rate(median(viewRate)), String.join("; ", viewRates),
                        String.join("; ", viewSplit)},
                        new String[]{"events (SPI 1.0)", rate(median(eventRate)), String.join("; ", eventRates),
                                String.join("; ", eventSplit)}));
        out.append(String.format(Locale.ROOT, "%nViews: ×%s events/s; %.0f bytes allocated per event against %.0f%n",
                ratio(median(viewRate) / median(eventRate)), median(viewBytes), median(eventBytes)));
    }

    /**
     * What batches give: each path and body size with the events of an operator call or duty cycle sent as one
     * transport message, against each event in a message of its own ({@link Comparisons#BATCHES}), in interleaved
     * pairs, each kind first in turn; and the round trip at 1,000 events a second both ways, which batches must not
     * slow (a stream sends what it gathered when the call ends, never on a timer).
     */
    void batches(StringBuilder out) throws Exception {
        List<String[]> rows = new ArrayList<>();
        for (int payload : new int[]{64, 1024}) {
            for (String path : new String[]{"ipc", "udp"}) {
                System.err.println("batches against a message per event, " + path + ", " + payload + " B, " + runs
                        + " interleaved pairs...");
                double[] batched = new double[runs];
                double[] alone = new double[runs];
                paths.throughput(path, payload, true); // one of each first, not counted: the JIT compiles both
                paths.eachAlone(() -> paths.throughput(path, payload, true));
                for (int run = 0; run < runs; run++) {
                    if (run % 2 == 0) {
                        batched[run] = paths.throughput(path, payload, true).eventsPerSecond();
                        alone[run] = paths.eachAlone(() -> paths.throughput(path, payload, true)).eventsPerSecond();
                    } else {
                        alone[run] = paths.eachAlone(() -> paths.throughput(path, payload, true)).eventsPerSecond();
                        batched[run] = paths.throughput(path, payload, true).eventsPerSecond();
                    }
                }
                cases.add("throughput-" + path + "-" + payload + "B-batches", "events/s", median(batched),
                        median(alone), "each event a transport message of its own");
                rows.add(new String[]{path, payload + " B", rate(median(batched)), rate(median(alone)),
                        pairs(batched, alone)});
            }
        }
        out.append(String.format(Locale.ROOT,
                "%nBatches against a transport message per event (the application "
                        + "reading every byte; events/s, medians of %d interleaved pairs; the pairs' own ratios)%n%n",
                runs));
        table(out, new String[]{"path", "body", "batches", "a message per event", "ratio (slowest–fastest)"}, rows);
        List<String[]> latencies = new ArrayList<>();
        for (String path : new String[]{"ipc", "udp"}) {
            System.err.println("round trips with and without batches, " + path + ", 64 B, " + runs + " pairs...");
            double[][] batched = new double[3][runs];
            double[][] alone = new double[3][runs];
            for (int run = 0; run < runs; run++) { // each kind first in turn
                if (run % 2 == 0) {
                    percentiles(paths.roundTrip(path, 64), batched, run);
                    percentiles(paths.eachAlone(() -> paths.roundTrip(path, 64)), alone, run);
                } else {
                    percentiles(paths.eachAlone(() -> paths.roundTrip(path, 64)), alone, run);
                    percentiles(paths.roundTrip(path, 64), batched, run);
                }
            }
            cases.add("roundtrip-" + path + "-64B-batches-p99", "µs", median(batched[1]), median(alone[1]),
                    "each event a transport message of its own");
            latencies.add(new String[]{path, micros(batched), micros(alone), pairs(batched[1], alone[1])});
        }
        out.append(String.format(Locale.ROOT, "%nRound trips at 1,000 events/s, 64 B (µs p50 / p99 / p99.9 after "
                + "the warm-up, medians of %d interleaved pairs), with batches and with a message per event%n%n",
                runs));
        table(out, new String[]{"path", "batches", "a message per event", "p99 ratio of each pair"}, latencies);
    }

    /**
     * What taking batches gives an operator: 64-byte events over shared memory to an application reading every byte,
     * handed a batch's events in one call ({@code onBatch}, SPI 1.5) against each in a call of its own, in interleaved
     * pairs, each kind first in turn.
     */
    void onBatch(StringBuilder out) throws Exception {
        System.err.println("an application taking batches against one taking each event alone, ipc, 64 B, " + runs
                + " interleaved pairs...");
        PathRuns alone = paths.sinkTakingEventsAlone();
        double[][] pairs = interleaved(() -> paths.throughput("ipc", 64, true).eventsPerSecond(),
                () -> alone.throughput("ipc", 64, true).eventsPerSecond());
        report(out, "throughput-ipc-64B-onBatch", pairs, "the application taking each event in a call of its own",
                "An application taking batches (onBatch)", "taking each event alone");
    }

    /**
     * What watching a link costs it: 64-byte events over shared memory, the application reading every byte, with a tap
     * open on the link taking 100 events a second against none.
     */
    void tapOverhead(StringBuilder out) throws Exception {
        System.err.println("a tap of 100 events/s against none, ipc, 64 B, " + runs + " interleaved runs...");
        double[][] runs = interleaved(
                () -> paths.throughput("ipc", 64, true, false, true, TAP_PER_SECOND).eventsPerSecond(),
                () -> paths.throughput("ipc", 64, true).eventsPerSecond());
        report(out, "tap-overhead-ipc-64B", runs, "the same link with no tap open",
                "A tap taking " + TAP_PER_SECOND + " events/s on the link", "with none");
    }

    /**
     * What measuring each hop costs a link: 64-byte events over shared memory, the application reading every byte, the
     * sender giving each event's hand-off time and the receiver recording the hop's latency beside the latency from the
     * source, against neither ({@link Comparisons#HOP_LATENCY}).
     */
    void hopLatency(StringBuilder out) throws Exception {
        System.err.println("hop latency measured against not, ipc, 64 B, " + runs + " interleaved runs...");
        double[][] runs = interleaved(() -> paths.throughput("ipc", 64, true).eventsPerSecond(),
                () -> RuntimeBenchmark.with(paths.domains(), Comparisons.HOP_LATENCY, "false",
                        () -> paths.throughput("ipc", 64, true).eventsPerSecond()));
        report(out, "hop-latency-ipc-64B", runs, "the same link measuring only the latency from the source",
                "Each hop's own latency measured beside the latency from the source",
                "measuring only the latency from the source");
    }

    /**
     * What tracing costs a link: 64-byte events over shared memory, the application reading every byte, one source
     * event in {@value #TRACE_ONE_IN} traced (its frame carrying its trace, its hop recorded) against none.
     */
    void tracingOverhead(StringBuilder out) throws Exception {
        System.err.println("tracing 1 % against none, ipc, 64 B, " + runs + " interleaved runs...");
        double[][] runs = interleaved(() -> {
            paths.trace(TRACE_ONE_IN);
            try {
                return paths.throughput("ipc", 64, true).eventsPerSecond();
            } finally {
                paths.trace(0);
            }
        }, () -> paths.throughput("ipc", 64, true).eventsPerSecond());
        report(out, "tracing-overhead-ipc-64B", runs, "the same link tracing nothing",
                "One event in " + TRACE_ONE_IN + " traced", "tracing nothing");
    }

    /** One of the kinds of run a same-run comparison makes. */
    private interface Run {

        double eventsPerSecond() throws Exception;
    }

    /**
     * Events per second of {@code measured} and of {@code baseline}, {@link #runs} of each interleaved, each first in
     * turn (the code the JIT compiled first favours it in this process), after one of each not counted.
     */
    private double[][] interleaved(Run measured, Run baseline) throws Exception {
        measured.eventsPerSecond();
        baseline.eventsPerSecond();
        double[][] rates = new double[2][runs];
        for (int run = 0; run < runs; run++) {
            boolean measuredFirst = run % 2 == 0;
            for (int kind : measuredFirst ? new int[]{0, 1} : new int[]{1, 0}) {
                rates[kind][run] = (kind == 0 ? measured : baseline).eventsPerSecond();
            }
        }
        return rates;
    }

    /** Adds the case {@code name} of an {@link #interleaved} comparison and its sentence. */
    private void report(StringBuilder out, String name, double[][] rates, String baselineName, String what,
            String against) {
        double measured = median(rates[0]);
        double baseline = median(rates[1]);
        cases.add(name, "events/s", measured, baseline, baselineName);
        // each run beside the one made next to it: the machine's drift between pairs, larger than a few percent here,
        // cancels out of their ratio
        double[] paired = new double[runs];
        for (int run = 0; run < runs; run++) {
            paired[run] = rates[0][run] / rates[1][run];
        }
        double[] sorted = paired.clone();
        Arrays.sort(sorted);
        out.append(String.format(Locale.ROOT,
                "%n%s, 64 B over shared memory, every byte read (events/s, medians of %d interleaved runs after one of "
                        + "each not counted): %s against %s %s (×%s; runs %s against %s); each run against the one "
                        + "beside it: median ×%s, middle half ×%s to ×%s%n",
                what, runs, rate(measured), rate(baseline), against, ratio(measured / baseline), each(rates[0]),
                each(rates[1]), ratio(median(paired)), ratio(sorted[runs / 4]), ratio(sorted[(3 * runs) / 4])));
    }

    private static String each(double[] rates) {
        return String.join("; ", Arrays.stream(rates).mapToObj(Figures::rate).toList());
    }

    /** One source event in how many {@link #tracingOverhead} traces: 1 %. */
    static final int TRACE_ONE_IN = 100;

    /** The rate of the tap in {@link #tapOverhead}. */
    private static final int TAP_PER_SECOND = 100;

    private static String split(Throughput run) {
        return String.format(Locale.ROOT, "%.0f + %.0f", run.sendingBytesPerEvent(), run.receivingBytesPerEvent());
    }

    private AeronRun aeronRun(Aeron aeron, String path, int payload, Receiving receiving) throws Exception {
        String channel = path.equals("udp") ? Transport.udp("127.0.0.1", PathRuns.freeUdpPort(), 1).channel()
                : Transport.ipc(1).channel();
        return Baselines.aeronThroughput(aeron, channel, streamIds.getAsInt(), payload, PathRuns.WARM_UP_MS,
                windowMillis, receiving);
    }
}
