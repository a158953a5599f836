package org.orrery.agent.star;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.orrery.control.api.AlertApi;
import org.orrery.control.api.AlertApi.AlertSpec;
import org.orrery.control.api.AlertApi.Measure;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;

/**
 * A system's alerts as a Prometheus rule file ({@code GET /v1/system/alerts/rules}): one alerting rule per alert over
 * the metrics every domain agent serves at {@code /metrics}, so that a Prometheus scraping the lab raises the same
 * alerts the Star does. Rates and latency quantiles are taken over {@link #RATE_WINDOW}; a silence over the alert's own
 * limit. The file is written through Jackson's YAML module, which quotes and escapes what a model names. The Star's
 * actions are its own: a rule file only alerts.
 */
final class PrometheusRules {

    /** The window Prometheus takes a counter's rate over; at least two scrapes must fall in it. */
    static final String RATE_WINDOW = "[15s]";

    private PrometheusRules() {
    }

    /** The rule file's shape, as Prometheus reads it. */
    record RuleFile(List<Group> groups) {
    }

    record Group(String name, List<Rule> rules) {
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"alert", "expr", "for", "labels", "annotations"})
    record Rule(String alert, String expr, @JsonProperty("for") String holdFor, Map<String, String> labels,
            Map<String, String> annotations) {
    }

    private static final ObjectMapper YAML = new ObjectMapper(YAMLFactory.builder()
            .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER, YAMLGenerator.Feature.SPLIT_LINES)
            .build());

    static String of(String system, List<AlertSpec> alerts) {
        List<Rule> rules = new ArrayList<>();
        for (AlertSpec alert : alerts) {
            Measure measure = Measure.of(alert.measure());
            Map<String, String> labels = new LinkedHashMap<>();
            labels.put("orrery_system", system);
            labels.put("orrery_subject", alert.subject());
            labels.put("orrery_measure", alert.measure());
            rules.add(new Rule(alert.name(), expression(alert, measure),
                    alert.seconds() > 0 ? alert.seconds() + "s" : null, labels, Map.of("summary", alert.subject()
                            + ": {{ $value }} " + measure.unit() + ", above " + AlertApi.number(alert.limit()))));
        }
        try {
            return "# Alerting rules of Orrery system '" + oneLine(system) + "', made by its Star.\n"
                    + YAML.writeValueAsString(new RuleFile(List.of(new Group("orrery-" + system, rules))));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the rule file could not be written: " + e.getMessage(), e);
        }
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
            case P99_US -> p99Micros("orrery_connection_latency_seconds", subject) + " > " + limit;
            case HOP_P99_US -> p99Micros("orrery_connection_hop_latency_seconds", subject) + " > " + limit;
            case BACKLOG -> "sum(orrery_connection_backlog{" + subject + "}) > " + limit;
            case ERRORS_PER_SECOND ->
                "sum(rate(orrery_operator_errors_total{" + subject + "}" + RATE_WINDOW + ")) > " + limit;
            case BUSY_PERCENT -> "max(orrery_operator_busy_ratio{" + subject + "}) * 100 > " + limit;
            case CPU_PERCENT -> "max(orrery_domain_cpu_ratio{" + subject + "}) * 100 > " + limit;
            case MEMORY_MB -> "max(orrery_domain_resident_bytes{" + subject + "}) / 1048576 > " + limit;
            case SILENT_SECONDS -> silence(alert, subject);
        };
    }

    /**
     * A connection's 99th percentile latency in µs from its histogram's buckets over the rate window (the Star's own
     * figure is over the last second, from the exact latencies: the two agree to within a bucket).
     */
    private static String p99Micros(String histogram, String subject) {
        return "histogram_quantile(0.99, sum by (le) (rate(" + histogram + "_bucket{" + subject + "}" + RATE_WINDOW
                + "))) * 1e6";
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
     * A PromQL label value: its backslashes and quotes escaped, a line feed as {@code \n} and every other control
     * character as {@code \xNN}, so that nothing a model names ends the string.
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
