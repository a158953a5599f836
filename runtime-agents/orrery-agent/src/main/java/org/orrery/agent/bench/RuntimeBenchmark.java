package org.orrery.agent.bench;

import static org.orrery.agent.bench.Figures.median;
import static org.orrery.agent.bench.Figures.medians;
import static org.orrery.agent.bench.Figures.micros;
import static org.orrery.agent.bench.Figures.rate;
import static org.orrery.agent.bench.Figures.ratio;
import static org.orrery.agent.bench.Figures.table;
import static org.orrery.agent.bench.PathRuns.freeUdpPort;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

import org.HdrHistogram.Histogram;
import org.orrery.agent.engine.Comparisons;
import org.orrery.agent.engine.DeploymentException;
import org.orrery.agent.engine.DomainContext;
import org.orrery.agent.engine.DomainContext.Tuning;
import org.orrery.agent.engine.DomainEngine;
import org.orrery.agent.engine.DomainFramework;
import org.orrery.agent.host.OwnTree;
import org.orrery.agent.transport.DomainIdle;
import org.orrery.agent.transport.HostMediaDriver;
import org.orrery.agent.transport.Transport;
import org.orrery.control.api.LatencyProfile;
import org.orrery.control.util.BenchmarkCases;
import org.orrery.control.util.Sha256;

import com.sun.management.OperatingSystemMXBean;

import io.aeron.Aeron;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * Throughput and round-trip latency of the runtime's three paths (in-process, shared memory, UDP on loopback) for
 * 64-byte and 1 KiB bodies, beside two baselines measured in the same run: raw Aeron on the same transport, and Java
 * serialization over a TCP socket. Two domains with their own Equinox and the real sample bundle share one media
 * driver, as on one host.
 *
 * <p>{@code RuntimeBenchmark --framework-bundles DIR --bundle SAMPLE.jar [--events N] [--round-trips M]
 * [--window-ms W] [--out FILE]}
 */
public final class RuntimeBenchmark {

    static final int[] PAYLOADS = {64, 1024};
    private static final String[] PATHS = {"in-process", "ipc", "udp"};

    /** Runs of each side of a case that compares medians. */
    private static final int RUNS = 3;
    /**
     * Runs of a comparison asked for alone ({@code --cases hop-latency,tracing-overhead}): a few percent between two
     * kinds of run is within the spread of three on a shared machine.
     */
    private static final int RUNS_ALONE = 7;

    private final BenchmarkCases cases = new BenchmarkCases();
    private final int events;
    private final int roundTrips;
    private final int windowMillis;
    private final PathRuns paths;
    private final HostMediaDriver driver;
    private final DomainFramework framework1;
    private final DomainFramework framework2;
    private final DomainEngine planet1;
    private final DomainEngine planet2;
    private int nextStream = 5000;
    private final Path frameworkBundles;
    private final Path storage;

    private RuntimeBenchmark(Path frameworkBundles, byte[] sampleBundle, Path storage, int events, int roundTrips,
            int windowMillis) throws DeploymentException, IOException {
        this.events = events;
        this.windowMillis = windowMillis;
        this.roundTrips = roundTrips;
        this.frameworkBundles = frameworkBundles;
        this.storage = storage;
        this.driver = HostMediaDriver.launch("orrery-bench-");
        DomainContext context1 = context("planet1", frameworkBundles, storage);
        DomainContext context2 = context("planet2", frameworkBundles, storage);
        framework1 = start(context1, sampleBundle);
        framework2 = start(context2, sampleBundle);
        planet1 = new DomainEngine(context1, framework1);
        planet2 = new DomainEngine(context2, framework2);
        paths = new PathRuns(planet1, planet2, () -> nextStream++, roundTrips, windowMillis);
    }

    private DomainContext context(String name, Path frameworkBundles, Path storage) {
        return DomainContext.of(name, storage.resolve(name), frameworkBundles)
                .withAeronDirectory(driver.directory())
                .withTuning(new Tuning(10, 5_000, "balanced", Tuning.DEFAULT.idleSleepMaxNs()));
    }

    private static DomainFramework start(DomainContext context, byte[] bundle) throws DeploymentException {
        DomainFramework framework = new DomainFramework(context);
        framework.start();
        framework.start(framework.install("sample:operators", bundle, Sha256.of(bundle)).id());
        return framework;
    }

    /** {@code RuntimeBenchmark}: the benchmark program behind {@code ./orrery bench}. */
    @Command(name = "orrery-bench", mixinStandardHelpOptions = true, description = "Throughput and round-trip latency "
            + "of Orrery's paths beside raw Aeron and TCP, in one run.")
    static final class Launch implements Callable<Integer> {

        @Option(names = "--framework-bundles", required = true,
                description = "the bundles every domain framework " + "starts with")
        Path frameworkBundles;
        @Option(names = "--bundle", required = true, description = "the sample operators bundle")
        Path bundle;
        @Option(names = "--events", description = "events per run of the cases that count them (default 200,000)")
        int events = 200_000;
        @Option(names = "--window-ms",
                description = "how long a throughput run measures, after a 500 ms warm-up " + "(default 1,500)")
        int windowMillis = 1_500;
        @Option(names = "--round-trips", description = "round trips per latency run (default 5,000)")
        int roundTrips = 5_000;
        @Option(names = "--runs",
                description = "runs of each kind in a comparison asked for alone (a part of the reading cases, "
                        + "half-capacity; default 7)")
        int runs = RUNS_ALONE;
        @Option(names = "--out", description = "also write the tables to this file")
        Path out;
        @Option(names = "--json", description = "also write the cases as one JSON object to this file")
        Path json;
        @Option(names = "--cases", split = ",",
                description = "which cases: transport, reading (compare, batches, onbatch, clock-per-batch, views, "
                        + "tap-overhead, hop-latency, tracing-overhead, and series: a part of it alone), "
                        + "profiles (half-capacity: its latency at half the capacity alone), predicates, routing, "
                        + "fanout, footprint (default all)")
        List<String> cases = List.of("transport", "reading", "profiles", "predicates", "routing", "fanout",
                "footprint");

        @Override
        public Integer call() throws Exception {
            if (events < 1 || windowMillis < 1 || roundTrips < 1 || runs < 1) {
                throw new CommandLine.ParameterException(new CommandLine(this),
                        "--events, --window-ms, --round-trips and --runs take whole numbers of 1 or more, not " + events
                                + ", " + windowMillis + ", " + roundTrips + " and " + runs);
            }
            Path storage = Files.createTempDirectory("orrery-bench");
            RuntimeBenchmark benchmark = null;
            String report;
            try {
                benchmark = new RuntimeBenchmark(frameworkBundles, Files.readAllBytes(bundle), storage, events,
                        roundTrips, windowMillis);
                report = benchmark.run(cases, runs);
            } finally {
                // the driver's 48 MB in /dev/shm and the frameworks' storage go with the run, whatever ended it
                if (benchmark != null) {
                    benchmark.close();
                }
                OwnTree.remove(storage);
            }
            System.out.print(report);
            if (out != null) {
                Files.writeString(out, report);
            }
            if (json != null) {
                Files.writeString(json, benchmark.cases.json());
            }
            return 0;
        }
    }

    public static void main(String[] args) {
        System.exit(new CommandLine(new Launch()).execute(args));
    }

    private String run(List<String> which, int runsAlone) throws Exception {
        StringBuilder out = new StringBuilder();
        if (which.contains("transport")) {
            transport(out);
        }
        ReadingParts.run(which, runs -> new ReadingRuns(paths, cases, () -> nextStream++, windowMillis, runs),
                driver.directory(), RUNS, runsAlone, out);
        if (which.contains("profiles")) {
            profiles(out);
        }
        if (which.contains("profiles") || which.contains("half-capacity")) {
            new LoadLatencyRuns(paths, cases, this::waitBy, which.contains("profiles") ? RUNS : runsAlone)
                    .halfCapacity(out);
        }
        InDomainRuns inDomain = new InDomainRuns(planet1, cases, events, RUNS);
        if (which.contains("predicates")) {
            inDomain.predicates(out);
            inDomain.connectionIndex(out);
        }
        if (which.contains("routing")) {
            inDomain.routing(out);
        }
        if (which.contains("fanout")) {
            fanOut(out);
        }
        if (which.contains("footprint")) {
            footprint(out);
        }
        return out.toString();
    }

    /**
     * One source to ten receivers in another domain over shared memory, for 64-byte and 1 KiB bodies: events delivered
     * per second with the ten connections on one stream against a stream per connection (medians of three interleaved
     * runs).
     */
    private void fanOut(StringBuilder out) throws Exception {
        System.err.println("fan-out...");
        FanOut fanOut = new FanOut(planet1, planet2);
        int count = Math.max(1_000, events / 4);
        List<String[]> rows = new ArrayList<>();
        for (int payload : PAYLOADS) {
            fanOut.deliveredPerSecond(payload, count / 4, true, streams(FanOut.RECEIVERS));
            fanOut.deliveredPerSecond(payload, count / 4, false, streams(FanOut.RECEIVERS));
            double[] sharedRuns = new double[RUNS];
            double[] separateRuns = new double[RUNS];
            for (int i = 0; i < RUNS; i++) {
                sharedRuns[i] = fanOut.deliveredPerSecond(payload, count, true, streams(FanOut.RECEIVERS));
                separateRuns[i] = fanOut.deliveredPerSecond(payload, count, false, streams(FanOut.RECEIVERS));
            }
            double shared = median(sharedRuns);
            double separate = median(separateRuns);
            cases.add("fanout10-ipc-" + payload + "B", "events delivered/s", shared, separate,
                    "a stream per connection (each event encoded, sent and decoded ten times)");
            rows.add(new String[]{payload + " B", rate(shared), rate(separate), ratio(shared / separate)});
        }
        out.append(
                String.format(Locale.ROOT,
                        "%nFan-out: one source to %d receivers in another domain over shared memory, %,d events"
                                + " (events delivered/s, all receivers; medians of three runs)%n%n",
                        FanOut.RECEIVERS, count));
        table(out, new String[]{"body", "one shared stream", "a stream per connection", "÷ per connection"}, rows);
    }

    /** The idle Planet's footprint cases ({@link Footprint#compare}). */
    private void footprint(StringBuilder out) throws Exception {
        System.err.println("idle Planet...");
        new Footprint(storage.resolve("footprint"), frameworkBundles, driver.directory()).compare(cases, out, RUNS);
    }

    /** The first of {@code count} stream ids no earlier measurement used. */
    private int streams(int count) {
        int first = nextStream;
        nextStream += count;
        return first;
    }

    private void transport(StringBuilder out) throws Exception {
        PrintStream progress = System.err;
        progress.println("warming up...");
        paths.throughput("ipc", 64);
        paths.throughput("udp", 64);
        paths.roundTrip("ipc", 64);
        List<String[]> rows = new ArrayList<>();
        List<String[]> rttRows = new ArrayList<>();
        try (Aeron aeron = Aeron.connect(new Aeron.Context().aeronDirectoryName(driver.directory()))) {
            for (int payload : PAYLOADS) {
                String ipc = Transport.ipc(1).channel();
                progress.println("throughput, " + payload + " B, " + RUNS + " interleaved runs...");
                double[] aeronIpcRuns = new double[RUNS];
                double[] aeronUdpRuns = new double[RUNS];
                double[][] orreryRuns = new double[PATHS.length][RUNS];
                for (int run = 0; run < RUNS; run++) {
                    aeronIpcRuns[run] = Baselines.aeronThroughput(aeron, ipc, nextStream++, payload,
                            PathRuns.WARM_UP_MS, windowMillis);
                    aeronUdpRuns[run] = Baselines.aeronThroughput(aeron,
                            Transport.udp("127.0.0.1", freeUdpPort(), 1).channel(), nextStream++, payload,
                            PathRuns.WARM_UP_MS, windowMillis);
                    for (int p = 0; p < PATHS.length; p++) {
                        orreryRuns[p][run] = paths.throughput(PATHS[p], payload);
                    }
                }
                double aeronIpc = median(aeronIpcRuns);
                double aeronUdp = median(aeronUdpRuns);
                double tcp = Baselines.javaSerializationThroughput(payload, events);
                Histogram aeronIpcRtt = Baselines.aeronRoundTrip(aeron, ipc, nextStream++, nextStream++, payload,
                        roundTrips);
                String udpRtt = Transport.udp("127.0.0.1", freeUdpPort(), 1).channel();
                Histogram aeronUdpRtt = Baselines.aeronRoundTrip(aeron, udpRtt, nextStream++, nextStream++, payload,
                        roundTrips);
                Histogram tcpRtt = Baselines.javaSerializationRoundTrip(payload, roundTrips);
                for (int p = 0; p < PATHS.length; p++) {
                    String path = PATHS[p];
                    progress.println("round trips, " + path + ", " + payload + " B...");
                    double orrery = median(orreryRuns[p]);
                    double aeronBaseline = path.equals("udp") ? aeronUdp : aeronIpc;
                    rows.add(new String[]{path, payload + " B", rate(orrery),
                            rate(aeronBaseline) + (path.equals("in-process") ? " (IPC)" : ""),
                            ratio(orrery / aeronBaseline), rate(tcp), ratio(orrery / tcp)});
                    cases.add("throughput-" + path + "-" + payload + "B", "events/s", orrery, aeronBaseline,
                            "raw Aeron " + (path.equals("udp") ? "UDP" : "IPC"));
                    Histogram rtt = paths.roundTrip(path, payload);
                    Histogram aeronRtt = path.equals("udp") ? aeronUdpRtt : aeronIpcRtt;
                    rttRows.add(new String[]{path, payload + " B",
                            micros(rtt.getValueAtPercentile(50), rtt.getValueAtPercentile(99),
                                    rtt.getValueAtPercentile(99.9)),
                            micros(aeronRtt.getValueAtPercentile(50), aeronRtt.getValueAtPercentile(99),
                                    aeronRtt.getValueAtPercentile(99.9)) + (path.equals("in-process") ? " (IPC)" : ""),
                            ratio(rtt.getValueAtPercentile(50) / Math.max(1, aeronRtt.getValueAtPercentile(50))),
                            micros(tcpRtt.getValueAtPercentile(50), tcpRtt.getValueAtPercentile(99),
                                    tcpRtt.getValueAtPercentile(99.9)),
                            ratio(rtt.getValueAtPercentile(50) / Math.max(1, tcpRtt.getValueAtPercentile(50)))});
                    cases.add("roundtrip-" + path + "-" + payload + "B-p50", "µs", rtt.getValueAtPercentile(50),
                            aeronRtt.getValueAtPercentile(50),
                            "raw Aeron " + (path.equals("udp") ? "UDP" : "IPC") + " ping-pong");
                    cases.add("roundtrip-" + path + "-" + payload + "B-p99", "µs", rtt.getValueAtPercentile(99),
                            aeronRtt.getValueAtPercentile(99),
                            "raw Aeron " + (path.equals("udp") ? "UDP" : "IPC") + " ping-pong");
                }
            }
        }
        progress.println("udp round trip since deploy, with and without waiting for the streams to connect...");
        Histogram connectedFirst = paths.udpRoundTripSinceDeploy(64, true);
        Histogram startedAtOnce = paths.udpRoundTripSinceDeploy(64, false);
        cases.add("roundtrip-udp-64B-since-deploy-p999", "µs", connectedFirst.getValueAtPercentile(99.9),
                startedAtOnce.getValueAtPercentile(99.9), "starting without waiting for the streams to connect");
        progress.println("udp round trip without connect-before-send...");
        Histogram connected = paths.roundTrip("udp", 64);
        Histogram unconnected = with(paths.domains(), Comparisons.CONNECT_BEFORE_SEND, "false",
                () -> paths.roundTrip("udp", 64));
        cases.add("roundtrip-udp-64B-balanced-p99", "µs", connected.getValueAtPercentile(99),
                unconnected.getValueAtPercentile(99), "the same without connect-before-send");
        out.append(String.format(Locale.ROOT,
                "Throughput over %,d ms after a %,d ms warm-up (events/s, medians of %d interleaved runs;"
                        + " Java serialization: %,d events, one run; ratios are Orrery ÷ baseline)%n%n",
                windowMillis, PathRuns.WARM_UP_MS, RUNS, events));
        table(out, new String[]{"path", "body", "Orrery", "raw Aeron", "÷ Aeron", "Java serialization, TCP", "÷ TCP"},
                rows);
        out.append(String.format(Locale.ROOT,
                "%nRound trip (bounce-back), %,d events at 1,000/s, the first tenth a warm-up (µs p50 / p99 / p99.9 "
                        + "of the rest; ratios of p50)%n%n",
                roundTrips));
        table(out, new String[]{"path", "body", "Orrery", "raw Aeron", "÷ Aeron", "Java serialization, TCP", "÷ TCP"},
                rttRows);
        out.append(String.format(Locale.ROOT,
                "%nUDP round trip, 64 B, after the warm-up (µs p50 / p99 / p99.9): with connect-before-send %s,"
                        + " without %s%n",
                micros(connected.getValueAtPercentile(50), connected.getValueAtPercentile(99),
                        connected.getValueAtPercentile(99.9)),
                micros(unconnected.getValueAtPercentile(50), unconnected.getValueAtPercentile(99),
                        unconnected.getValueAtPercentile(99.9))));
        out.append(String.format(Locale.ROOT,
                "%nUDP round trip, 64 B, every round trip since the deployment began (µs p50 / p99 / p99.9 / max):"
                        + " both domains started once their streams connected %s / %d, started at once %s / %d%n",
                micros(connectedFirst.getValueAtPercentile(50), connectedFirst.getValueAtPercentile(99),
                        connectedFirst.getValueAtPercentile(99.9)),
                connectedFirst.getMaxValue(), micros(startedAtOnce.getValueAtPercentile(50),
                        startedAtOnce.getValueAtPercentile(99), startedAtOnce.getValueAtPercentile(99.9)),
                startedAtOnce.getMaxValue()));
    }

    /**
     * The IPC round trip at 1,000 a second under each latency profile, with both domains and the media driver waiting
     * by it, beside the fixed back-off every domain used before profiles (parking up to 1 ms): p50 and p99, and the
     * benchmark process's CPU (two domains, their media driver and its own polling every millisecond) during the round
     * trips and with nothing deployed. The low-latency p99 is compared with raw Aeron ping-pong at the same rate, both
     * of its threads waiting as the low-latency profile does. Medians of three interleaved runs.
     */
    private void profiles(StringBuilder out) throws Exception {
        System.err.println("latency profiles...");
        List<String> profiles = List.of("backoff", "throughput", "balanced", "low-latency");
        Map<String, double[][]> runs = new LinkedHashMap<>();
        profiles.forEach(p -> runs.put(p, new double[4][RUNS]));
        double[] rawP99 = new double[RUNS];
        waitBy("balanced");
        paths.roundTrip("ipc", 64);
        try (Aeron aeron = Aeron.connect(new Aeron.Context().aeronDirectoryName(driver.directory()))) {
            for (int run = 0; run < RUNS; run++) {
                for (String profile : profiles) {
                    waitBy(profile);
                    long cpu = processCpuNs();
                    long start = System.nanoTime();
                    Histogram rtt = paths.roundTrip("ipc", 64);
                    double[][] figures = runs.get(profile);
                    figures[0][run] = rtt.getValueAtPercentile(50);
                    figures[1][run] = rtt.getValueAtPercentile(99);
                    figures[2][run] = (processCpuNs() - cpu) * 100.0 / (System.nanoTime() - start);
                    Thread.sleep(300);
                    cpu = processCpuNs();
                    start = System.nanoTime();
                    Thread.sleep(1_000);
                    figures[3][run] = (processCpuNs() - cpu) * 100.0 / (System.nanoTime() - start);
                }
                waitBy("balanced");
                String ipc = Transport.ipc(1).channel();
                rawP99[run] = Baselines
                        .aeronRoundTrip(aeron, ipc, nextStream++, nextStream++, 64, roundTrips, 1_000_000,
                                () -> new DomainIdle("low-latency", 1_000_000),
                                () -> new DomainIdle("low-latency", 1_000_000))
                        .getValueAtPercentile(99);
            }
        }
        waitBy("balanced");
        double[] today = medians(runs.get("backoff"));
        double[] balanced = medians(runs.get("balanced"));
        double[] lowLatency = medians(runs.get("low-latency"));
        cases.add("roundtrip-ipc-64B-balanced-p50", "µs", balanced[0], today[0],
                "today's default idle strategy (back-off to 1 ms)");
        cases.add("roundtrip-ipc-64B-low-latency-p99", "µs", lowLatency[1], median(rawP99),
                "raw Aeron IPC ping-pong at 1,000/s, waiting as low-latency does");
        List<String[]> rows = new ArrayList<>();
        for (String profile : profiles) {
            double[] figures = medians(runs.get(profile));
            rows.add(new String[]{profile.equals("backoff") ? "back-off to 1 ms (before profiles)" : profile,
                    String.format(Locale.ROOT, "%.0f / %.0f", figures[0], figures[1]),
                    String.format(Locale.ROOT, "%.0f %%", figures[2]),
                    String.format(Locale.ROOT, "%.1f %%", figures[3])});
            if (!profile.equals("backoff")) {
                cases.add("cpu-roundtrip-ipc-" + profile, "% of a core", figures[2], today[2], "back-off to 1 ms");
                cases.add("cpu-idle-" + profile, "% of a core", figures[3], today[3], "back-off to 1 ms");
            }
        }
        rows.add(new String[]{"raw Aeron ping-pong, waiting as low-latency does",
                String.format(Locale.ROOT, "– / %.0f", median(rawP99)), "", ""});
        out.append(String.format(Locale.ROOT,
                "%nLatency profiles: IPC round trip, 64 B, %,d at 1,000/s, the first tenth a warm-up (µs p50 / p99; "
                        + "the process's CPU in %% of"
                        + " one core, during the round trips and with nothing deployed; medians of three runs)%n%n",
                roundTrips));
        table(out, new String[]{"profile", "p50 / p99", "CPU, round trips", "CPU, idle"}, rows);
    }

    /**
     * Both domains wait by {@code name}, a latency profile or a fixed idle strategy, and their media driver as a
     * deployment of that profile would have it wait.
     */
    private void waitBy(String name) {
        planet1.idle(name);
        planet2.idle(name);
        if (DomainIdle.FIXED.contains(name)) {
            driver.idle(name);
        } else {
            driver.latencyProfile(LatencyProfile.named(name));
        }
    }

    private static long processCpuNs() {
        return ((OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }

    /** {@code measurement} with {@code domains} deploying as {@link Comparisons} {@code name=value} says, then back. */
    static <T> T with(List<DomainEngine> domains, String name, String value, Callable<T> measurement) throws Exception {
        List<Comparisons> before = domains.stream().map(DomainEngine::comparisons).toList();
        domains.forEach(domain -> domain.compare(domain.comparisons().with(name, value)));
        try {
            return measurement.call();
        } finally {
            for (int i = 0; i < domains.size(); i++) {
                domains.get(i).compare(before.get(i));
            }
        }
    }

    /** Closes the domains, their frameworks and the driver, each even when one before it failed. */
    private void close() {
        RuntimeException failed = null;
        for (AutoCloseable part : List.<AutoCloseable>of(planet1, planet2, framework1, framework2, driver)) {
            try {
                part.close();
            } catch (Exception e) {
                if (failed == null) {
                    failed = new IllegalStateException("closing the benchmark's domains failed: " + e.getMessage(), e);
                } else {
                    failed.addSuppressed(e);
                }
            }
        }
        if (failed != null) {
            throw failed;
        }
    }
}
