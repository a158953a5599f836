package org.orrery.agent.domain;

import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

import org.orrery.control.api.DomainApi.ConnectionStats;
import org.orrery.control.api.DomainApi.DomainStatus;
import org.orrery.control.api.DomainApi.OperatorStats;

/**
 * The domain's figures in the Prometheus text exposition format: each metric's samples together under its HELP and
 * TYPE, a connection named by its {@code source}, {@code target} and {@code side} labels (so that no operator name,
 * whatever it holds, makes two connections one series). Counters count since deploy; gauges are the domain's status
 * figures (latency over the last second, backlog, busy share, CPU and memory), which alerting rules watch.
 */
final class PrometheusText {

    private PrometheusText() {
    }

    static String of(DomainStatus status, String role) {
        String domain = status.name();
        StringBuilder text = new StringBuilder();
        text.append("# HELP orrery_domain_up Whether the domain agent is running.\n");
        text.append("# TYPE orrery_domain_up gauge\n");
        text.append("orrery_domain_up{domain=\"")
                .append(escape(domain))
                .append("\",role=\"")
                .append(role)
                .append("\"} ")
                .append(status.up() ? 1 : 0)
                .append('\n');
        if (status.process() != null) {
            metric(text, "orrery_domain_cpu_percent", "gauge", "The domain's CPU, in percent of one core.");
            sample(text, "orrery_domain_cpu_percent", status.process().cpuPercent(), "domain", domain);
            metric(text, "orrery_domain_resident_bytes", "gauge", "Resident memory of the domain's process.");
            sample(text, "orrery_domain_resident_bytes", status.process().residentBytes(), "domain", domain);
        }
        List<OperatorStats> operators = status.operators();
        operators(text, domain, operators, "orrery_operator_events_in_total", "Events delivered to an operator.",
                OperatorStats::eventsIn);
        operators(text, domain, operators, "orrery_operator_events_out_total", "Events an operator emitted.",
                OperatorStats::eventsOut);
        operators(text, domain, operators, "orrery_operator_errors_total", "Events an operator failed on.",
                OperatorStats::errors);
        operators(text, domain, operators, "orrery_operator_busy_percent",
                "An operator's share of its domain's event thread over the last second, in percent.",
                OperatorStats::busyPercent);
        List<ConnectionStats> connections = status.connections();
        List<ConnectionStats> receiving = connections.stream().filter(c -> c.side().receives()).toList();
        connections(text, domain, receiving, "orrery_connection_delivered_total",
                "Events a connection delivered to its target, as its receiver saw them.", c -> c.counts().delivered());
        connections(text, domain, connections, "orrery_connection_dropped_total", "Events a connection dropped.",
                c -> c.counts().dropped());
        connections(text, domain, connections.stream().filter(c -> c.side().sends()).toList(),
                "orrery_connection_predicate_errors_total",
                "Events a connection's predicate could not be evaluated on (it failed or passed a bound).",
                c -> c.counts().predicateErrors());
        connections(text, domain, receiving, "orrery_connection_latency_p99_microseconds",
                "A connection's 99th percentile latency from the source over the last second.",
                c -> c.latency().p99LastSecond());
        connections(text, domain, receiving, "orrery_connection_hop_latency_p99_microseconds",
                "A connection's own hop's 99th percentile latency over the last second.",
                c -> c.hopLatency().p99LastSecond());
        connections(text, domain, connections.stream().filter(c -> c.side().sends()).toList(),
                "orrery_connection_backlog", "Events a connection's sender accepted and has not sent yet.",
                ConnectionStats::backlog);
        return text.toString();
    }

    private static void operators(StringBuilder text, String domain, List<OperatorStats> operators, String metric,
            String help, ToDoubleFunction<OperatorStats> value) {
        metric(text, metric, type(metric), help);
        for (OperatorStats operator : operators) {
            sample(text, metric, value.applyAsDouble(operator), "domain", domain, "operator", operator.name());
        }
    }

    private static void connections(StringBuilder text, String domain, List<ConnectionStats> connections, String metric,
            String help, ToDoubleFunction<ConnectionStats> value) {
        metric(text, metric, type(metric), help);
        for (ConnectionStats connection : connections) {
            sample(text, metric, value.applyAsDouble(connection), "domain", domain, "source", connection.source(),
                    "target", connection.target(), "side", connection.side().name().toLowerCase(Locale.ROOT));
        }
    }

    /** One sample: {@code metric{label="value",...} value}, the labels given as name, value, name, value... */
    private static void sample(StringBuilder text, String metric, double value, String... labels) {
        text.append(metric).append('{');
        for (int i = 0; i < labels.length; i += 2) {
            text.append(i == 0 ? "" : ",").append(labels[i]).append("=\"").append(escape(labels[i + 1])).append('"');
        }
        text.append("} ");
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            text.append((long) value);
        } else {
            text.append(value);
        }
        text.append('\n');
    }

    /** A metric whose name ends in {@code _total} counts; the others are gauges. */
    private static String type(String metric) {
        return metric.endsWith("_total") ? "counter" : "gauge";
    }

    private static void metric(StringBuilder text, String name, String type, String help) {
        text.append("# HELP ").append(name).append(' ').append(help).append('\n');
        text.append("# TYPE ").append(name).append(' ').append(type).append('\n');
    }

    private static String escape(String value) {
        return value.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n");
    }
}
