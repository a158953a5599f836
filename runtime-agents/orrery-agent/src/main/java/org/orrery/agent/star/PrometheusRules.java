package org.orrery.agent.star;

import java.util.List;

import org.orrery.control.api.AlertApi;
import org.orrery.control.api.AlertApi.AlertSpec;
import org.orrery.control.api.AlertApi.Measure;

/**
 * A system's alerts as a Prometheus rule file ({@code GET /v1/system/alerts/rules}): one alerting rule per alert over
 * the metrics every domain agent serves at {@code /metrics}, so that a Prometheus scraping the lab raises the same
 * alerts the Star does. Rates are taken over {@link #RATE_WINDOW}; a silence over the alert's own limit. The Star's
 * actions are its own: a rule file only alerts.
 */
final class PrometheusRules {

    /** The window Prometheus takes a counter's rate over; at least two scrapes must fall in it. */
    static final String RATE_WINDOW = "[15s]";

    private PrometheusRules() {
    }

    static String of(String system, List<AlertSpec> alerts) {
        StringBuilder yaml = new StringBuilder();
        yaml.append("# Alerting rules of Orrery system '").append(oneLine(system)).append("', made by its Star.\n");
        yaml.append("groups:\n");
        yaml.append("  - name: ").append(quoted("orrery-" + system)).append('\n');
        yaml.append("    rules:");
        if (alerts.isEmpty()) {
            yaml.append(" []\n");
            return yaml.toString();
        }
        yaml.append('\n');
        for (AlertSpec alert : alerts) {
            Measure measure = Measure.of(alert.measure());
            yaml.append("      - alert: ").append(quoted(alert.name())).append('\n');
            yaml.append("        expr: ").append(quoted(expression(alert, measure))).append('\n');
            if (alert.seconds() > 0) {
                yaml.append("        for: ").append(alert.seconds()).append("s\n");
            }
            yaml.append("        labels:\n");
            yaml.append("          orrery_system: ").append(quoted(system)).append('\n');
            yaml.append("          orrery_subject: ").append(quoted(alert.subject())).append('\n');
            yaml.append("          orrery_measure: ").append(quoted(alert.measure())).append('\n');
            yaml.append("        annotations:\n");
            yaml.append("          summary: ")
                    .append(quoted(alert.subject() + ": {{ $value }} " + measure.unit() + ", above "
                            + AlertApi.number(alert.limit())))
                    .append('\n');
        }
        return yaml.toString();
    }

    /** The PromQL expression that holds while the alert's figure is above its limit. */
    static String expression(AlertSpec alert, Measure measure) {
        String limit = String.valueOf(alert.limit());
        String subject = switch (alert.subjectKind()) {
            case CONNECTION -> "source=" + quoted(alert.link()[0]) + ",target=" + quoted(alert.link()[1]);
            case OPERATOR -> "operator=" + quoted(alert.subject());
            case DOMAIN -> "domain=" + quoted(alert.subject());
        };
        return switch (measure) {
            case DROPPED_PER_SECOND ->
                "sum(rate(orrery_connection_dropped_total{" + subject + "}" + RATE_WINDOW + ")) > " + limit;
            case P99_US -> "max(orrery_connection_latency_p99_microseconds{" + subject + "}) > " + limit;
            case HOP_P99_US -> "max(orrery_connection_hop_latency_p99_microseconds{" + subject + "}) > " + limit;
            case BACKLOG -> "sum(orrery_connection_backlog{" + subject + "}) > " + limit;
            case ERRORS_PER_SECOND ->
                "sum(rate(orrery_operator_errors_total{" + subject + "}" + RATE_WINDOW + ")) > " + limit;
            case BUSY_PERCENT -> "max(orrery_operator_busy_percent{" + subject + "}) > " + limit;
            case CPU_PERCENT -> "max(orrery_domain_cpu_percent{" + subject + "}) > " + limit;
            case MEMORY_MB -> "max(orrery_domain_resident_bytes{" + subject + "}) / 1048576 > " + limit;
            case SILENT_SECONDS -> silence(alert, subject);
        };
    }

    /** No traffic for longer than the limit: the subject's counters did not change over that window. */
    private static String silence(AlertSpec alert, String subject) {
        String window = "[" + Math.max(1, (long) Math.ceil(alert.limit())) + "s]";
        if (alert.subjectKind() == AlertApi.Subject.CONNECTION) {
            return "sum(changes(orrery_connection_delivered_total{" + subject + "}" + window + ")) == 0";
        }
        return "sum(changes(orrery_operator_events_in_total{" + subject + "}" + window
                + ")) + sum(changes(orrery_operator_events_out_total{" + subject + "}" + window + ")) == 0";
    }

    /**
     * A YAML double-quoted scalar, or a PromQL label value (PromQL reads the same escapes): its backslashes and quotes
     * escaped, a line feed as {@code \n} and every other control character as {@code \xNN}, so that nothing a model
     * names ends a line or hides in the file.
     */
    private static String quoted(String value) {
        StringBuilder quoted = new StringBuilder(value.length() + 2).append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '\\' || c == '"') {
                quoted.append('\\').append(c);
            } else if (c == '\n') {
                quoted.append("\\n");
            } else if (c < 0x20 || c == 0x7f) {
                quoted.append(String.format("\\x%02x", (int) c));
            } else {
                quoted.append(c);
            }
        }
        return quoted.append('"').toString();
    }

    /** {@code value} for a comment: every control character a space. */
    private static String oneLine(String value) {
        return value.replaceAll("[\\x00-\\x1f\\x7f]", " ");
    }
}
