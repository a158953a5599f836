package org.orrery.agent.domain;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;

import org.orrery.agent.control.ControlServer.Typed;
import org.orrery.agent.engine.LinkLatencies;
import org.orrery.control.api.DomainApi.ConnectionStats;
import org.orrery.control.api.DomainApi.DomainStatus;
import org.orrery.control.api.DomainApi.OperatorStats;

import io.prometheus.metrics.config.PrometheusProperties;
import io.prometheus.metrics.expositionformats.ExpositionFormatWriter;
import io.prometheus.metrics.expositionformats.ExpositionFormats;
import io.prometheus.metrics.instrumentation.jvm.JvmMetrics;
import io.prometheus.metrics.model.registry.MultiCollector;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import io.prometheus.metrics.model.snapshots.CounterSnapshot;
import io.prometheus.metrics.model.snapshots.CounterSnapshot.CounterDataPointSnapshot;
import io.prometheus.metrics.model.snapshots.GaugeSnapshot;
import io.prometheus.metrics.model.snapshots.GaugeSnapshot.GaugeDataPointSnapshot;
import io.prometheus.metrics.model.snapshots.HistogramSnapshot;
import io.prometheus.metrics.model.snapshots.HistogramSnapshot.HistogramDataPointSnapshot;
import io.prometheus.metrics.model.snapshots.Labels;
import io.prometheus.metrics.model.snapshots.MetricMetadata;
import io.prometheus.metrics.model.snapshots.MetricSnapshot;
import io.prometheus.metrics.model.snapshots.MetricSnapshots;
import io.prometheus.metrics.model.snapshots.Unit;

/**
 * A domain's {@code /metrics} in Prometheus's own forms, through the Prometheus Java client: counters since deploy
 * ({@code _total}), latencies as histograms in seconds (classic and native buckets, {@link LatencyHistogram}), shares
 * as ratios from 0 to 1, bytes in bytes, and the JVM's and the process's metrics; each with its help. A connection is
 * named by its {@code source} and {@code target} labels (no operator's name, whatever it holds, makes two connections
 * one series). The answer is in the format the scraper asks for: a Prometheus with native histograms asks for protobuf.
 */
final class DomainMetrics implements MultiCollector {

    private final Supplier<DomainStatus> status;
    private final Supplier<List<LinkLatencies>> latencies;
    private final String role;
    private final PrometheusRegistry registry = new PrometheusRegistry();
    private final ExpositionFormats formats = ExpositionFormats.init(PrometheusProperties.builder().build());

    DomainMetrics(Supplier<DomainStatus> status, Supplier<List<LinkLatencies>> latencies, String role) {
        this.status = status;
        this.latencies = latencies;
        this.role = role;
        registry.register(this);
        JvmMetrics.builder(PrometheusProperties.builder().build()).register(registry);
    }

    /** The metrics in the format {@code accept} (a request's Accept header, or null) asks for. */
    Typed page(String accept) {
        ExpositionFormatWriter writer = formats.findWriter(accept);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(16_384);
        try {
            writer.write(bytes, registry.scrape());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new Typed(writer.getContentType(), bytes.toByteArray());
    }

    @Override
    public MetricSnapshots collect() {
        DomainStatus now = status.get();
        String domain = now.name();
        List<MetricSnapshot> metrics = new ArrayList<>();
        metrics.add(gauge("orrery_domain_up", "Whether the domain agent is running (1) or failed (0).", null, List
                .of(new GaugeDataPointSnapshot(now.up() ? 1 : 0, Labels.of("domain", domain, "role", role), null))));
        if (now.process() != null && now.process().cpuPercent() >= 0) {
            metrics.add(gauge("orrery_domain_cpu_ratio",
                    "The CPU the domain's threads took over the last second, as a share of one core (2 is two cores).",
                    Unit.RATIO, List.of(point(now.process().cpuPercent() / 100, "domain", domain))));
        }
        if (now.process() != null && now.process().residentBytes() >= 0) {
            metrics.add(gauge("orrery_domain_resident_bytes",
                    "Resident memory of the domain's process (shared with its neighbours in a shared domain host).",
                    Unit.BYTES, List.of(point(now.process().residentBytes(), "domain", domain))));
        }
        List<OperatorStats> operators = now.operators();
        Function<OperatorStats, Labels> operator = o -> Labels.of("domain", domain, "operator", o.name());
        Function<ConnectionStats, Labels> connection = c -> Labels.of(connectionLabels(domain, c));
        metrics.add(counter("orrery_operator_events_in", "Events delivered to an operator since deploy.", operators,
                operator, OperatorStats::eventsIn));
        metrics.add(counter("orrery_operator_events_out", "Events an operator emitted since deploy.", operators,
                operator, OperatorStats::eventsOut));
        metrics.add(counter("orrery_operator_errors", "Events an operator failed on since deploy.", operators, operator,
                OperatorStats::errors));
        metrics.add(gauge("orrery_operator_busy_ratio",
                "An operator's share of its domain's event thread over the last second.", Unit.RATIO,
                operators.stream()
                        .map(o -> point(o.busyPercent() / 100, "domain", domain, "operator", o.name()))
                        .toList()));
        metrics.add(gauge("orrery_operator_held_back_ratio",
                "The share of the last second a source was held back by the connections it sends on (flow control).",
                Unit.RATIO,
                operators.stream()
                        .map(o -> point(o.heldBackPercent() / 100, "domain", domain, "operator", o.name()))
                        .toList()));
        List<ConnectionStats> connections = now.connections();
        List<ConnectionStats> receiving = connections.stream().filter(c -> c.side().receives()).toList();
        List<ConnectionStats> sending = connections.stream().filter(c -> c.side().sends()).toList();
        metrics.add(counter("orrery_connection_delivered",
                "Events a connection delivered to its target since deploy, as its receiver saw them.", receiving,
                connection, c -> c.counts().delivered()));
        metrics.add(counter("orrery_connection_dropped", "Events a connection dropped since deploy.", connections,
                connection, c -> c.counts().dropped()));
        metrics.add(counter("orrery_connection_predicate_errors",
                "Events a connection's predicate could not be evaluated on (it failed or passed a bound).", sending,
                connection, c -> c.counts().predicateErrors()));
        metrics.add(gauge("orrery_connection_backlog", "Events a connection's sender accepted and has not sent yet.",
                null, sending.stream().map(c -> point(c.backlog(), connectionLabels(domain, c))).toList()));
        List<LinkLatencies> links = latencies.get();
        metrics.add(histogram("orrery_connection_latency_seconds",
                "A connection's latency from when its source should have sent an event to its delivery, since deploy.",
                links, domain, LinkLatencies::fromSource));
        metrics.add(histogram("orrery_connection_hop_latency_seconds",
                "A connection's own hop's latency, from the hand-off to its sender to its delivery, since deploy.",
                links, domain, LinkLatencies::hop));
        return new MetricSnapshots(metrics);
    }

    private static <T> CounterSnapshot counter(String name, String help, List<T> subjects, Function<T, Labels> labels,
            ToDoubleFunction<T> value) {
        List<CounterDataPointSnapshot> points = new ArrayList<>();
        for (T subject : subjects) {
            points.add(new CounterDataPointSnapshot(value.applyAsDouble(subject), labels.apply(subject), null, 0L));
        }
        return new CounterSnapshot(new MetricMetadata(name, help), points);
    }

    private static GaugeSnapshot gauge(String name, String help, Unit unit, List<GaugeDataPointSnapshot> points) {
        return new GaugeSnapshot(unit == null ? new MetricMetadata(name, help) : new MetricMetadata(name, help, unit),
                points);
    }

    private static HistogramSnapshot histogram(String name, String help, List<LinkLatencies> links, String domain,
            Function<LinkLatencies, org.HdrHistogram.Histogram> micros) {
        List<HistogramDataPointSnapshot> points = new ArrayList<>();
        for (LinkLatencies link : links) {
            points.add(LatencyHistogram.of(micros.apply(link),
                    Labels.of("domain", domain, "source", link.source(), "target", link.target())));
        }
        return new HistogramSnapshot(new MetricMetadata(name, help, Unit.SECONDS), points);
    }

    private static GaugeDataPointSnapshot point(double value, String... labels) {
        return new GaugeDataPointSnapshot(value, Labels.of(labels), null);
    }

    private static String[] connectionLabels(String domain, ConnectionStats connection) {
        return new String[]{"domain", domain, "source", connection.source(), "target", connection.target(), "side",
                connection.side().name().toLowerCase(Locale.ROOT)};
    }
}
