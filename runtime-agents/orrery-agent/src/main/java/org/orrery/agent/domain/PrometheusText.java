package org.orrery.agent.domain;

import java.util.List;
import java.util.Locale;
import java.util.function.ToLongFunction;

import org.orrery.agent.engine.DomainEngine;
import org.orrery.control.api.DomainApi.ConnectionStats;
import org.orrery.control.api.DomainApi.OperatorStats;

/**
 * The domain's figures in the Prometheus text exposition format: each metric's samples together under its HELP and
 * TYPE, a connection named by its {@code source}, {@code target} and {@code side} labels (so that no operator name,
 * whatever it holds, makes two connections one series).
 */
final class PrometheusText {

    private PrometheusText() {
    }

    static String of(String domain, String role, DomainEngine engine) {
        StringBuilder text = new StringBuilder();
        text.append("# HELP orrery_domain_up Whether the domain agent is running.\n");
        text.append("# TYPE orrery_domain_up gauge\n");
        text.append("orrery_domain_up{domain=\"")
                .append(escape(domain))
                .append("\",role=\"")
                .append(role)
                .append("\"} ")
                .append(engine.failure() == null ? 1 : 0)
                .append('\n');
        List<OperatorStats> operators = engine.operatorStats();
        operators(text, domain, operators, "orrery_operator_events_in_total", "Events delivered to an operator.",
                OperatorStats::eventsIn);
        operators(text, domain, operators, "orrery_operator_events_out_total", "Events an operator emitted.",
                OperatorStats::eventsOut);
        operators(text, domain, operators, "orrery_operator_errors_total", "Events an operator failed on.",
                OperatorStats::errors);
        List<ConnectionStats> connections = engine.routeStats();
        connections(text, domain, connections.stream().filter(c -> c.side().receives()).toList(),
                "orrery_connection_delivered_total",
                "Events a connection delivered to its target, as its receiver saw them.", c -> c.counts().delivered());
        connections(text, domain, connections, "orrery_connection_dropped_total", "Events a connection dropped.",
                c -> c.counts().dropped());
        connections(text, domain, connections.stream().filter(c -> c.side().sends()).toList(),
                "orrery_connection_predicate_errors_total",
                "Events a connection's predicate could not be evaluated on (it failed or passed a bound).",
                c -> c.counts().predicateErrors());
        return text.toString();
    }

    private static void operators(StringBuilder text, String domain, List<OperatorStats> operators, String metric,
            String help, ToLongFunction<OperatorStats> value) {
        counter(text, metric, help);
        for (OperatorStats operator : operators) {
            sample(text, metric, value.applyAsLong(operator), "domain", domain, "operator", operator.name());
        }
    }

    private static void connections(StringBuilder text, String domain, List<ConnectionStats> connections, String metric,
            String help, ToLongFunction<ConnectionStats> value) {
        counter(text, metric, help);
        for (ConnectionStats connection : connections) {
            sample(text, metric, value.applyAsLong(connection), "domain", domain, "source", connection.source(),
                    "target", connection.target(), "side", connection.side().name().toLowerCase(Locale.ROOT));
        }
    }

    /** One sample: {@code metric{label="value",...} value}, the labels given as name, value, name, value... */
    private static void sample(StringBuilder text, String metric, long value, String... labels) {
        text.append(metric).append('{');
        for (int i = 0; i < labels.length; i += 2) {
            text.append(i == 0 ? "" : ",").append(labels[i]).append("=\"").append(escape(labels[i + 1])).append('"');
        }
        text.append("} ").append(value).append('\n');
    }

    private static void counter(StringBuilder text, String name, String help) {
        text.append("# HELP ").append(name).append(' ').append(help).append('\n');
        text.append("# TYPE ").append(name).append(" counter\n");
    }

    private static String escape(String value) {
        return value.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n");
    }
}
