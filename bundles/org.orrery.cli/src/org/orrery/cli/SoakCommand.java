package org.orrery.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.orrery.control.api.ControlJson;
import org.orrery.control.api.DomainApi.ProcessFigures;
import org.orrery.control.api.LiveStatus;
import org.orrery.control.api.SystemApi.ConnectionView;
import org.orrery.control.api.SystemApi.DeployResult;
import org.orrery.control.api.SystemApi.DomainView;
import org.orrery.control.api.SystemApi.OperatorView;
import org.orrery.deploy.DeploymentExport;
import org.orrery.lab.Lab;
import org.orrery.lab.LabRuntime;
import org.orrery.lab.StarClient;
import org.orrery.model.Operator;
import org.orrery.model.OperatorKind;
import org.orrery.model.OrreryFactory;
import org.orrery.model.OrrerySystem;
import org.orrery.model.Parameter;
import org.orrery.model.ParameterType;
import org.orrery.model.io.OrreryFiles;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code orrery soak}: the Solar sample on a fresh embedded lab for N minutes with its sources at half of the capacity
 * measured first (the same deployment with unlimited sources), reporting each minute every domain's resident memory,
 * heap and threads and the events delivered and dropped; at the end, once the finite sources are done and the
 * connections drained, every reliable connection must have delivered what it sent.
 */
@Command(name = "soak", mixinStandardHelpOptions = true, description = {
        "The Solar sample for N minutes at half of its measured capacity (a soak run).",
        "With what a lab in use does beside it: its alerts evaluated, a tap open and read, tracing 1 in 100, and a recording that",
        "fills its bound, is fetched and starts again (--bare: the traffic alone).",
        "Each minute: resident memory, heap and threads of every domain, events delivered and dropped. Exit 1",
        "when a reliable connection lost events, or (runs of 10 minutes or more) memory grew 10 % or more after",
        "the fifth minute."})
final class SoakCommand implements Callable<Integer> {

    private static final int MEASURE_SECONDS = 10;
    private static final int WARMUP_SECONDS = 3;
    private static final long DRAIN_TIMEOUT_MS = 120_000;

    @Option(names = "--minutes", paramLabel = "N", description = "how long the system runs (default 60)")
    int minutes = 60;

    @Option(names = "--out", paramLabel = "FILE", description = "also write the report to FILE")
    Path outFile;

    @Option(names = "--bare", description = "the traffic alone: no tap, tracing or recording beside it")
    boolean bare;

    private final PrintStream out = System.out;
    private final List<String> report = new ArrayList<>();

    @Override
    public Integer call() throws Exception {
        if (minutes < 1 || minutes > 24 * 60) {
            throw new picocli.CommandLine.ParameterException(new picocli.CommandLine(this),
                    "--minutes takes 1 to 1440, not " + minutes);
        }
        Lab lab = Lab.embedded();
        if (lab.isRunning()) {
            out.println(
                    "orrery: the embedded lab is running; stop it first (./orrery lab stop): the soak starts its own");
            return 2;
        }
        LabRuntime runtime = Environment.runtime();
        out.println(runtime.start(lab));
        try {
            return soak(lab.star(), runtime);
        } finally {
            out.println(runtime.stop(lab));
            if (outFile != null) {
                Files.write(outFile, report);
            }
        }
    }

    private int soak(StarClient star, LabRuntime runtime) throws Exception {
        Path file = Environment.root().resolve("sample-systems/models/solar.orrery");
        List<Operator> sources = new ArrayList<>();
        OrrerySystem system = OrreryFiles.load(file);
        system.getOperators().stream().filter(o -> o.getKind() == OperatorKind.SOURCE).forEach(sources::add);

        sources.forEach(source -> setSource(source, 0, 0));
        deploy(star, system, file, runtime);
        Thread.sleep(WARMUP_SECONDS * 1000L);
        long before = emitted(star.status(), sources);
        Thread.sleep(MEASURE_SECONDS * 1000L);
        double capacity = (emitted(star.status(), sources) - before) / (double) MEASURE_SECONDS;
        star.undeploy();
        long perSource = Math.max(1, Math.round(capacity / 2 / sources.size()));
        long count = perSource * minutes * 60L;
        line(String.format(Locale.ROOT,
                "soak: Solar's sources take %,.0f events/s in all at full speed; %d minutes at %,d events/s"
                        + " per source (%d sources, %,d events each), %d cores",
                capacity, minutes, perSource, sources.size(), count, Runtime.getRuntime().availableProcessors()));

        sources.forEach(source -> setSource(source, perSource, count));
        deploy(star, system, file, runtime);
        try (SoakLoad load = new SoakLoad(star, new String[]{"fahrenheitA", "merge"},
                new String[]{"merge", "dailyHigh"})) {
            if (!bare) {
                load.start();
            }
            int lost = soak(star, sources, count);
            if (!bare) {
                line(load.summary());
            }
            star.undeploy();
            return lost;
        }
    }

    /** The minutes of the soak, its report, and its verdict: 0, or 1 for events lost or memory grown. */
    private int soak(StarClient star, List<Operator> sources, long count) throws Exception {
        line("minute   RSS MB (all domains)   heap MB   threads    delivered      dropped   per domain RSS MB");
        long fifthMinuteRss = 0;
        long lastRss = 0;
        long start = System.nanoTime();
        for (int minute = 1; minute <= minutes; minute++) {
            long due = start + minute * 60_000_000_000L;
            Thread.sleep(Math.max(0, (due - System.nanoTime()) / 1_000_000));
            LiveStatus status = star.status();
            long rss = 0;
            long heap = 0;
            int threads = 0;
            StringBuilder perDomain = new StringBuilder();
            for (DomainView domain : status.domains().values()) {
                ProcessFigures process = domain.process();
                if (process == null) {
                    continue;
                }
                rss += process.residentBytes();
                heap += process.heapUsedBytes();
                threads += process.threads();
                perDomain.append(domain.name()).append(' ').append(process.residentBytes() >> 20).append("  ");
            }
            long delivered = status.links().values().stream().mapToLong(link -> link.counts().delivered()).sum();
            long dropped = status.links().values().stream().mapToLong(link -> link.counts().dropped()).sum();
            line(String.format(Locale.ROOT, "%6d %22d %9d %9d %12d %12d   %s", minute, rss >> 20, heap >> 20, threads,
                    delivered, dropped, perDomain.toString().strip()));
            if (minute == Math.min(5, minutes)) {
                fifthMinuteRss = rss;
            }
            lastRss = rss;
        }
        LiveStatus drained = awaitDrained(star, sources, count);
        long sent = 0;
        long lost = 0;
        for (ConnectionView link : drained.links().values()) {
            sent += link.counts().sent();
            lost += link.counts().sent() - link.counts().delivered();
        }
        double growth = fifthMinuteRss == 0 ? 0 : 100.0 * (lastRss - fifthMinuteRss) / fifthMinuteRss;
        line(String.format(Locale.ROOT, "soak: resident memory %d MB after minute %d, %d MB at the end (%+.1f %%)",
                fifthMinuteRss >> 20, Math.min(5, minutes), lastRss >> 20, growth));
        line(String.format(Locale.ROOT, "soak: reliable connections: %,d events sent, %,d delivered, lost %d", sent,
                sent - lost, lost));
        boolean grew = minutes >= 10 && growth >= 10;
        return lost == 0 && !grew ? 0 : 1;
    }

    /** Waits until the finite sources have emitted everything and every connection delivered what it was sent. */
    private static LiveStatus awaitDrained(StarClient star, List<Operator> sources, long count) throws Exception {
        long deadline = System.currentTimeMillis() + DRAIN_TIMEOUT_MS;
        while (true) {
            LiveStatus status = star.status();
            boolean emitted = emitted(status, sources) >= count * sources.size();
            boolean drained = status.links()
                    .values()
                    .stream()
                    .allMatch(link -> link.counts().sent() == link.counts().delivered() + link.counts().dropped());
            if ((emitted && drained) || System.currentTimeMillis() > deadline) {
                return status;
            }
            Thread.sleep(500);
        }
    }

    private static long emitted(LiveStatus status, List<Operator> sources) {
        return sources.stream()
                .map(source -> status.operators().get(source.getName()))
                .filter(o -> o != null)
                .mapToLong(OperatorView::eventsOut)
                .sum();
    }

    private static void setSource(Operator source, long eventsPerSecond, long count) {
        parameter(source, "eventsPerSecond").setValue(String.valueOf(eventsPerSecond));
        parameter(source, "count").setValue(String.valueOf(count));
    }

    private static Parameter parameter(Operator operator, String name) {
        for (Parameter parameter : operator.getParameters()) {
            if (name.equals(parameter.getName())) {
                return parameter;
            }
        }
        Parameter added = OrreryFactory.eINSTANCE.createParameter();
        added.setName(name);
        added.setType(ParameterType.LONG);
        operator.getParameters().add(added);
        return added;
    }

    private static void deploy(StarClient star, OrrerySystem system, Path file, LabRuntime runtime) throws Exception {
        DeployResult result = star
                .deploy(ControlJson.write(DeploymentExport.deployment(system, file, List.of(runtime.bundles()), true)));
        if (!result.deployed()) {
            throw new IllegalStateException("the Solar sample did not deploy: " + result.error());
        }
    }

    private void line(String text) {
        out.println(text);
        report.add(text);
    }
}
