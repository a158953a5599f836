package org.orrery.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

import org.orrery.control.api.DomainApi.LinkLatency;
import org.orrery.control.api.LiveStatus;
import org.orrery.control.api.SystemApi.ConnectionView;
import org.orrery.control.api.SystemApi.DomainView;
import org.orrery.control.api.SystemApi.OperatorView;
import org.orrery.deploy.DeploymentExportException;
import org.orrery.lab.LabException;
import org.orrery.lab.StarClient;
import org.orrery.model.Connection;
import org.orrery.model.OrrerySystem;
import org.orrery.run.CapacityStep.Bottleneck;

/**
 * Measures one rate for a capacity search: deploys the system afresh with its source offering that rate, lets it
 * settle, samples the Star's status every second of a window, undeploys, and judges the window: sustained when the
 * source kept its schedule (what it owes did not grow; one without a schedule sent what it was offered), no connection
 * on its paths dropped more than allowed or let its backlog grow, and the latency bound held at the operators its paths
 * end in.
 */
final class CapacityProbe {

    /** What the lab, the system and the bound are. */
    record Setup(StarClient star, OrrerySystem system, Path systemFile, List<Path> bundlePath,
            Map<String, String> settings, Map<String, String> labMap, String source, Slo slo, long drops,
            long settleMillis, long windowMillis) {
    }

    private static final long SAMPLE_MILLIS = 1_000;

    private final Setup setup;
    /**
     * The connections on the source's paths (by {@link LiveStatus#linkKey}, to their labels) and those into the
     * operators the paths end in; and the operators on them.
     */
    private final Map<String, String> paths = new LinkedHashMap<>();
    private final Set<String> ends = new LinkedHashSet<>();
    private final Set<String> operators = new LinkedHashSet<>();

    CapacityProbe(Setup setup) throws RunException {
        this.setup = setup;
        if (Targets.operator(setup.system(), setup.source()) == null) {
            throw new RunException("the system has no operator '" + setup.source() + "' to offer a rate");
        }
        Map<String, List<String>> out = new LinkedHashMap<>();
        for (Connection connection : setup.system().getConnections()) {
            if (connection.getSource() != null && connection.getTarget() != null) {
                out.computeIfAbsent(connection.getSource().getName(), k -> new ArrayList<>())
                        .add(connection.getTarget().getName());
            }
        }
        Deque<String> next = new ArrayDeque<>(List.of(setup.source()));
        operators.add(setup.source());
        while (!next.isEmpty()) {
            String from = next.poll();
            for (String to : out.getOrDefault(from, List.of())) {
                paths.put(LiveStatus.linkKey(from, to), from + " → " + to);
                if (!out.containsKey(to)) {
                    ends.add(LiveStatus.linkKey(from, to));
                }
                if (operators.add(to)) {
                    next.add(to);
                }
            }
        }
        if (ends.isEmpty()) {
            throw new RunException("operator '" + setup.source() + "' has no connections: nothing to measure");
        }
    }

    /** Deploys, settles, measures and judges {@code rate} events/s. */
    CapacityStep measure(double rate) throws RunException {
        Map<String, String> settings = new LinkedHashMap<>(setup.settings());
        settings.put(setup.source() + ".eventsPerSecond", String.valueOf(Math.max(1, Math.round(rate))));
        try {
            // a capacity search holds no lab to shape links on: the links its settings name are the model's
            String refused = LabDeployment.deploy(setup.star(), setup.system(), setup.systemFile(), setup.bundlePath(),
                    settings, setup.labMap(), true);
            if (refused != null) {
                throw new RunException(refused);
            }
            awaitSource();
            Thread.sleep(setup.settleMillis());
            LiveStatus before = setup.star().status();
            List<LiveStatus> samples = new ArrayList<>();
            long from = System.nanoTime();
            for (long at = SAMPLE_MILLIS; at <= setup.windowMillis(); at += SAMPLE_MILLIS) {
                long left = at - (System.nanoTime() - from) / 1_000_000;
                if (left > 0) {
                    Thread.sleep(left);
                }
                samples.add(setup.star().status());
            }
            return judge(rate, before, samples);
        } catch (DeploymentExportException | IOException e) {
            throw new RunException("step at " + Math.round(rate) + " events/s: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RunException("interrupted", e);
        } finally {
            try {
                setup.star().undeploy();
            } catch (@SuppressWarnings("unused") LabException e) {
                // the next step's deployment replaces it
            }
        }
    }

    private void awaitSource() throws LabException, InterruptedException, RunException {
        long deadline = System.currentTimeMillis() + 20_000;
        while (System.currentTimeMillis() < deadline) {
            if (setup.star().status().operators().containsKey(setup.source())) {
                return;
            }
            Thread.sleep(100);
        }
        throw new RunException("operator '" + setup.source() + "' never reported after its deployment");
    }

    private CapacityStep judge(double rate, LiveStatus before, List<LiveStatus> samples) {
        LiveStatus after = samples.get(samples.size() - 1);
        double seconds = Math.max(1e-3, (after.sampledAtMillis() - before.sampledAtMillis()) / 1e3);
        OperatorView sourceBefore = before.operators().get(setup.source());
        OperatorView sourceAfter = after.operators().get(setup.source());
        double sent = sourceBefore == null || sourceAfter == null ? 0
                : (sourceAfter.eventsOut() - sourceBefore.eventsOut()) / seconds;
        long owedGrowth = sourceBefore == null || sourceAfter == null ? 0
                : sourceAfter.schedule().owed() - sourceBefore.schedule().owed();
        double delivered = growth(before, after, ends, link -> link.counts().delivered()) / seconds;
        long dropped = (long) growth(before, after, paths.keySet(), link -> link.counts().dropped());
        String fullest = "";
        long backlogGrowth = 0;
        for (Map.Entry<String, String> path : paths.entrySet()) {
            ConnectionView start = before.links().get(path.getKey());
            ConnectionView end = after.links().get(path.getKey());
            long grew = end == null ? 0 : end.backlog() - (start == null ? 0 : start.backlog());
            if (grew > backlogGrowth) {
                backlogGrowth = grew;
                fullest = path.getValue();
            }
        }
        double latency = latency(after, samples, ends, ConnectionView::latency);

        long allowance = Math.max(20, (long) (0.02 * rate * seconds));
        String failed = null;
        if (sourceAfter == null) {
            failed = "the source did not report";
        } else if (sourceAfter.schedule().scheduled() && owedGrowth > allowance) {
            failed = String.format(Locale.ROOT, "the source fell behind its schedule (%,d more events owed)",
                    owedGrowth);
        } else if (!sourceAfter.schedule().scheduled() && sent < 0.9 * rate) {
            // a source without a schedule is judged by what it sent: the counters come with the heartbeats, so over a
            // few seconds the rate they give is a few per cent off either way
            failed = String.format(Locale.ROOT, "the source sent %.0f of %.0f events/s", sent, rate);
        } else if (dropped > setup.drops()) {
            failed = String.format(Locale.ROOT, "%,d events dropped", dropped);
        } else if (backlogGrowth > allowance) {
            failed = String.format(Locale.ROOT, "connection %s's backlog grew by %,d events", fullest, backlogGrowth);
        } else if (Double.isNaN(latency)) {
            failed = "nothing reached the end of the source's paths";
        } else if (latency >= setup.slo().boundMicros()) {
            failed = setup.slo().name() + " " + Slo.micros(latency) + " is not below "
                    + Slo.micros(setup.slo().boundMicros());
        }
        return new CapacityStep(rate, sent, delivered, latency, dropped, owedGrowth, backlogGrowth, failed,
                bottleneck(samples, after, fullest, backlogGrowth));
    }

    /** How much a counter of {@code links} grew from {@code before} to {@code after}, summed. */
    private static double growth(LiveStatus before, LiveStatus after, Set<String> links,
            ToDoubleFunction<ConnectionView> counter) {
        double sum = 0;
        for (String key : links) {
            ConnectionView end = after.links().get(key);
            ConnectionView start = before.links().get(key);
            if (end != null) {
                sum += counter.applyAsDouble(end) - (start == null ? 0 : counter.applyAsDouble(start));
            }
        }
        return sum;
    }

    /**
     * The bound's latency of {@code links}: for p50 and p99 the worst second of the window (each second's percentile of
     * each link that delivered in it), for the others the figure since deployment at the window's end; NaN when none
     * was measured.
     */
    private double latency(LiveStatus after, List<LiveStatus> samples, Set<String> links,
            Function<ConnectionView, LinkLatency> which) {
        double worst = Double.NaN;
        Slo slo = setup.slo();
        if (slo.perSecond()) {
            for (LiveStatus sample : samples) {
                for (String key : links) {
                    ConnectionView link = sample.links().get(key);
                    if (link != null) {
                        LinkLatency latency = which.apply(link);
                        worst = worse(worst,
                                slo.percentile() == 50 ? latency.p50LastSecond() : latency.p99LastSecond());
                    }
                }
            }
            return worst;
        }
        for (String key : links) {
            ConnectionView link = after.links().get(key);
            if (link != null) {
                LinkLatency latency = which.apply(link);
                worst = worse(worst, slo.percentile() == 99.9 ? latency.p999SinceDeploy()
                        : slo.percentile() == 99.99 ? latency.p9999SinceDeploy() : latency.maxSinceDeploy());
            }
        }
        return worst;
    }

    /** The longer of {@code worst} (NaN: none yet) and a measured {@code value} (0: nothing measured). */
    private static double worse(double worst, double value) {
        return value > 0 && (Double.isNaN(worst) || value > worst) ? value : worst;
    }

    /**
     * The busiest operator on the source's paths (the median over the window's seconds of its share of its domain's
     * event thread), with the fullest connection and the domain whose process used most CPU at the window's end.
     */
    private Bottleneck bottleneck(List<LiveStatus> samples, LiveStatus after, String fullest, long backlogGrowth) {
        String busiest = "";
        double busiestPercent = 0;
        for (String name : operators) {
            double[] busy = samples.stream()
                    .map(s -> s.operators().get(name))
                    .filter(o -> o != null)
                    .mapToDouble(OperatorView::busyPercent)
                    .sorted()
                    .toArray();
            double median = busy.length == 0 ? 0 : busy[busy.length / 2];
            if (median > busiestPercent || busiest.isEmpty()) {
                busiest = name;
                busiestPercent = Math.max(busiestPercent, median);
            }
        }
        String hottest = "";
        double cpu = 0;
        for (DomainView domain : after.domains().values()) {
            if (domain.process() != null && domain.process().cpuPercent() > cpu) {
                hottest = domain.name();
                cpu = domain.process().cpuPercent();
            }
        }
        return new Bottleneck(busiest, busiestPercent, fullest, backlogGrowth, hottest, cpu);
    }
}
