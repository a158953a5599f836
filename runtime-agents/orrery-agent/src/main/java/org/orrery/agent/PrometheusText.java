package org.orrery.agent;

import org.orrery.control.api.DomainApi.ConnectionStats;

/** The domain's figures in the Prometheus text exposition format. */
final class PrometheusText {

    private PrometheusText() {
    }

    static String of(String domain, String role, DomainEngine engine) {
        StringBuilder text = new StringBuilder();
        text.append("# HELP orrery_domain_up Whether the domain agent is running.\n");
        text.append("# TYPE orrery_domain_up gauge\n");
        text.append("orrery_domain_up{domain=\"").append(escape(domain)).append("\",role=\"").append(role).append("\"} 1\n");
        counter(text, "orrery_operator_events_in_total", "Events delivered to an operator.");
        engine.operatorStats().forEach(s -> sample(text, "orrery_operator_events_in_total", domain, "operator", s.name(), s.eventsIn()));
        counter(text, "orrery_operator_events_out_total", "Events an operator emitted.");
        engine.operatorStats().forEach(s -> sample(text, "orrery_operator_events_out_total", domain, "operator", s.name(), s.eventsOut()));
        counter(text, "orrery_operator_errors_total", "Events an operator failed on.");
        engine.operatorStats().forEach(s -> sample(text, "orrery_operator_errors_total", domain, "operator", s.name(), s.errors()));
        counter(text, "orrery_connection_delivered_total", "Events a connection delivered to its target, as its receiver saw them.");
        counter(text, "orrery_connection_dropped_total", "Events a connection dropped.");
        for (ConnectionStats route : engine.routeStats()) {
            String connection = route.source() + "->" + route.target();
            if (route.side().receives()) {
                sample(text, "orrery_connection_delivered_total", domain, "connection", connection, route.delivered());
            }
            sample(text, "orrery_connection_dropped_total", domain, "connection", connection, route.dropped());
        }
        return text.toString();
    }

    private static void counter(StringBuilder text, String name, String help) {
        text.append("# HELP ").append(name).append(' ').append(help).append('\n');
        text.append("# TYPE ").append(name).append(" counter\n");
    }

    private static void sample(StringBuilder text, String metric, String domain, String label, String value, long count) {
        text.append(metric).append("{domain=\"").append(escape(domain)).append("\",").append(label).append("=\"")
                .append(escape(value)).append("\"} ").append(count).append('\n');
    }

    private static String escape(String value) {
        return value.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n");
    }
}
