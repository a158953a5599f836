package org.orrery.agent.bench;

import static org.orrery.agent.bench.Figures.median;
import static org.orrery.agent.bench.Figures.rate;
import static org.orrery.agent.bench.Figures.ratio;
import static org.orrery.agent.bench.Figures.table;
import static org.orrery.agent.bench.PathRuns.awaitReceived;
import static org.orrery.agent.bench.PathRuns.stats;

import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.orrery.agent.engine.Comparisons;
import org.orrery.agent.engine.DomainEngine;
import org.orrery.agent.engine.OperatorSpec;
import org.orrery.agent.engine.RouteSpec;
import org.orrery.control.api.Delivery;
import org.orrery.control.util.BenchmarkCases;

/**
 * The benchmark's cases inside one domain, each against the same work done the plain way in the same run: compiled
 * predicates against JEXL interpreting them, connections indexed by their access clause against every predicate
 * evaluated, and a content router's indexed subscriptions against its linear scan.
 */
record InDomainRuns(DomainEngine planet1, BenchmarkCases cases, int events, int runs) {

    /**
     * A case that compares the product's way with a baseline: its id and unit in the cases file, what the baseline is,
     * and its table's first and ratio columns and the names of its two rows.
     */
    private record Case(String id, String unit, String baselineIs, String what, String ratioColumn, String productRow,
            String baselineRow) {
    }

    private static final Case FILTER = new Case("filter-90pct-in-source", "events/s", "JEXL interpretation",
            "predicates", "÷ interpreted", "compiled", "interpreted (JEXL)");
    private static final Case INDEX = new Case("connections-1000-by-symbol", "events/s",
            "every predicate evaluated (compiled)", "connections", "÷ evaluated", "indexed by their access clause",
            "every predicate evaluated");
    private static final Case ROUTING = new Case("jbi-2000-2KB", "objects delivered/s",
            "linear scan in the same router", "matching", "÷ scan", "indexed", "scan");

    /** Records {@code c} ({@code product} against {@code baseline}) and writes its table under {@code heading}. */
    private void report(StringBuilder out, Case c, double product, double baseline, String heading) {
        cases.add(c.id(), c.unit(), product, baseline, c.baselineIs());
        out.append(heading);
        table(out, new String[]{c.what(), c.unit(), c.ratioColumn()},
                List.of(new String[]{c.productRow(), rate(product), ratio(product / baseline)},
                        new String[]{c.baselineRow(), rate(baseline), "1.00"}));
    }

    /**
     * A source publishing as fast as it can into a filter in its own domain that passes one event in ten: the source's
     * rate with the predicate compiled, against the same with JEXL interpreting it.
     */
    void predicates(StringBuilder out) throws Exception {
        System.err.println("predicates...");
        String predicate = "n % 10 == 0 && symbol != 'NONE'";
        double[] medians = interleaved((compiledSide, count) -> filterInSource(predicate, compiledSide, count), events);
        double compiled = medians[0];
        double interpreted = medians[1];
        report(out, FILTER, compiled, interpreted,
                String.format(Locale.ROOT,
                        "%nA filter passing 10 %% in the "
                                + "source's domain (`%s`), %,d events (source events/s, median of three runs)%n%n",
                        predicate, events));
    }

    /**
     * A source with 1,000 connections to applications in its own domain, each selecting one of 1,000 symbols
     * ({@code symbol == 'S42'}): the source's events/s with the connections indexed by that clause, against every
     * predicate evaluated for every event (compiled both ways). Medians of three interleaved runs.
     */
    void connectionIndex(StringBuilder out) throws Exception {
        System.err.println("connection index...");
        int count = Math.max(20_000, events / 2);
        double[] medians = interleaved(this::selectingFanOut, count);
        double indexed = medians[0];
        double evaluated = medians[1];
        report(out, INDEX, indexed, evaluated, String.format(Locale.ROOT, "%nOne source, 1,000 connections each "
                + "selecting one symbol of 1,000 (`symbol == 'S42'`), %,d events (source events/s, median of three "
                + "runs)%n%n", count));
    }

    /** One side of a case: the product's way ({@code product}) or the baseline's, over {@code count} events. */
    private interface Side {

        double measure(boolean product, int count) throws Exception;
    }

    /**
     * The medians of the product's side and the baseline's: after a warm-up of each on a quarter of {@code count},
     * {@link #runs} runs of each, interleaved (this machine's figures vary by tens of percent from run to run).
     */
    private double[] interleaved(Side side, int count) throws Exception {
        side.measure(true, count / 4);
        side.measure(false, count / 4);
        double[] product = new double[runs];
        double[] baseline = new double[runs];
        for (int i = 0; i < runs; i++) {
            product[i] = side.measure(true, count);
            baseline[i] = side.measure(false, count);
        }
        return new double[]{median(product), median(baseline)};
    }

    private double selectingFanOut(boolean indexed, int count) throws Exception {
        SelectingFanOut fanOut = new SelectingFanOut(planet1);
        return RuntimeBenchmark.with(List.of(planet1), Comparisons.CONNECTION_INDEX, String.valueOf(indexed),
                () -> fanOut.eventsPerSecond(count));
    }

    private double filterInSource(String predicate, boolean compiled, int count) throws Exception {
        return RuntimeBenchmark.with(List.of(planet1), Comparisons.PREDICATES, compiled ? "compiled" : "interpreted",
                () -> {
                    OperatorSpec source = new OperatorSpec("source", "org.orrery.sample.source", "",
                            Map.of("count", String.valueOf(count), "eventsPerSecond", "0", "payloadBytes", "64",
                                    "attributes", "n=seq();symbol=choice(ACME,GLOBEX,INITECH)"));
                    OperatorSpec filter = new OperatorSpec("filter", "org.orrery.sample.filter", "",
                            Map.of("predicate", predicate));
                    OperatorSpec sink = new OperatorSpec("sink", "org.orrery.sample.application", "", Map.of());
                    long start = System.nanoTime();
                    planet1.deploy(List.of(source, filter, sink),
                            List.of(new RouteSpec("source", "filter", "", Delivery.RELIABLE),
                                    new RouteSpec("filter", "sink", "", Delivery.RELIABLE)));
                    awaitReceived(planet1, "filter", count);
                    double rate = count / ((System.nanoTime() - start) / 1e9);
                    awaitReceived(planet1, "sink", count / 10);
                    planet1.undeploy();
                    return rate;
                });
    }

    /**
     * The JBI workload (2 KiB objects of the three schemas) into a content router with 2,000 subscriptions in the
     * source's domain: objects delivered per second with the subscriptions indexed, against the same router scanning
     * them all. Both deliver the same number of copies, which is checked.
     */
    void routing(StringBuilder out) throws Exception {
        System.err.println("routing...");
        int objects = Math.max(2_000, events / 10);
        route("scan", objects / 4);
        route("indexed", objects / 4);
        double[] scanRuns = new double[runs];
        double[] indexedRuns = new double[runs];
        long[] indexed = null;
        for (int i = 0; i < runs; i++) {
            long[] scan = route("scan", objects);
            indexed = route("indexed", objects);
            if (scan[0] != indexed[0]) {
                throw new IllegalStateException(
                        "the indexed router delivered " + indexed[0] + " copies, the scan " + scan[0]);
            }
            scanRuns[i] = scan[0] / (scan[1] / 1e9);
            indexedRuns[i] = indexed[0] / (indexed[1] / 1e9);
        }
        double scanRate = median(scanRuns);
        double indexedRate = median(indexedRuns);
        report(out, ROUTING, indexedRate, scanRate, String.format(Locale.ROOT, "%nContent-based routing, JBI "
                + "workload, 2,000 subscriptions, %,d objects of 2 KiB, %,d copies delivered (median of three runs)%n%n",
                objects, indexed[0]));
    }

    /** Copies delivered and nanoseconds taken routing {@code count} objects with {@code matching}. */
    private long[] route(String matching, int count) throws Exception {
        OperatorSpec source = new OperatorSpec("source", "org.orrery.sample.source", "",
                Map.of("count", String.valueOf(count), "eventsPerSecond", "0", "payloadBytes", "2048", "objects",
                        "mixed", "seed", "1"));
        OperatorSpec router = new OperatorSpec("router", "org.orrery.sample.router", "",
                Map.of("subscriptions", "2000", "schema", "mixed", "seed", "2", "matching", matching));
        OperatorSpec sink = new OperatorSpec("sink", "org.orrery.sample.application", "", Map.of());
        long start = System.nanoTime();
        planet1.deploy(List.of(source, router, sink), List.of(new RouteSpec("source", "router", "", Delivery.RELIABLE),
                new RouteSpec("router", "sink", "", Delivery.RELIABLE)));
        awaitReceived(planet1, "router", count);
        long delivered;
        long deadline = System.nanoTime() + 300_000_000_000L;
        long took = 0;
        long settled = -1;
        while (true) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the router's copies did not all arrive within 300 s");
            }
            long routed = stats(planet1, "router").eventsOut();
            delivered = stats(planet1, "sink").eventsIn();
            if (delivered == routed && stats(planet1, "router").eventsIn() == count) {
                // the router counts an object in before it has sent all its copies: the figure is the one that
                // stays the same 50 ms later, its time the time it was first read
                if (delivered == settled) {
                    break;
                }
                settled = delivered;
                took = System.nanoTime() - start;
                Thread.sleep(50);
                continue;
            }
            settled = -1;
            Thread.sleep(1);
        }
        planet1.undeploy();
        return new long[]{delivered, took};
    }
}
