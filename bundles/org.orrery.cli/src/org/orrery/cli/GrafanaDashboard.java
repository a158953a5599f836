package org.orrery.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.orrery.control.api.ControlJson;

/**
 * A Grafana dashboard (its JSON model, to import or provision) over the metrics of a lab's domains as
 * {@code orrery alerts --prometheus} has Prometheus scrape them: throughput, latency, drops and backlog per link; busy
 * and held-back per operator; CPU, memory and heap per domain; the alerts' states. The Prometheus data source is chosen
 * when it is imported ({@code ${datasource}}); rates are over Grafana's {@code $__rate_interval}.
 */
final class GrafanaDashboard {

    /** One panel: its title, unit (Grafana's), what a series is called, and its PromQL. */
    record Panel(String title, String unit, String legend, String query, String description) {
    }

    static final String FILE = "grafana-dashboard.json";

    private static final String LINK = "{{source}} → {{target}}";
    private static final String RATE = "[$__rate_interval]";

    static final List<Panel> PANELS = List.of(
            new Panel("Throughput per link", "ops", LINK,
                    "sum by (source, target) (rate(orrery_connection_delivered_total" + RATE + "))",
                    "Events a second each connection delivered, as its receiver counted them."),
            new Panel("Latency from the source, p99", "s", LINK, quantile("orrery_connection_latency_seconds"),
                    "From when the source should have sent an event to its delivery, across the domains that "
                            + "receive the link."),
            new Panel("Latency of the hop, p99", "s", LINK, quantile("orrery_connection_hop_latency_seconds"),
                    "From the hand-off to the sender to the delivery: the link's own share."),
            new Panel("Drops per link", "ops", LINK,
                    "sum by (source, target) (rate(orrery_connection_dropped_total" + RATE + "))",
                    "Events a second a connection dropped (best-effort links into slow consumers, full queues)."),
            new Panel("Backlog per link", "short", LINK, "sum by (source, target) (orrery_connection_backlog)",
                    "Events a connection's sender accepted and has not sent yet."),
            new Panel("Busy per operator", "percentunit", "{{operator}}",
                    "max by (operator) (orrery_operator_busy_ratio)",
                    "An operator's share of its domain's event thread over the last second."),
            new Panel("Held back per operator", "percentunit", "{{operator}}",
                    "max by (operator) (orrery_operator_held_back_ratio)",
                    "The share of the last second a source was held back by the links it sends on."),
            new Panel("CPU per domain", "percentunit", "{{domain}}", "max by (domain) (orrery_domain_cpu_ratio)",
                    "The CPU a domain's threads took over the last second, as a share of one core."),
            new Panel("Memory per domain", "bytes", "{{domain}}", "max by (domain) (orrery_domain_resident_bytes)",
                    "Resident memory of a domain's process (shared in a shared domain host)."),
            new Panel("Heap per domain", "bytes", "{{orrery_domain}}",
                    "sum by (orrery_domain) (jvm_memory_used_bytes{area=\"heap\"})",
                    "The JVM heap in use in each domain's process."),
            new Panel("Domains up", "short", "{{domain}} ({{role}})", "max by (domain, role) (orrery_domain_up)",
                    "1 while a domain agent runs; 0 once its event thread has died."),
            new Panel("Alerts pending or firing", "short", "{{alertname}} {{alertstate}}",
                    "max by (alertname, alertstate, orrery_subject) (ALERTS{orrery_system!=\"\"})",
                    "The system's alerts as Prometheus evaluates the Star's rules: pending, then firing."));

    private GrafanaDashboard() {
    }

    private static String quantile(String histogram) {
        return "histogram_quantile(0.99, sum by (source, target, le) (rate(" + histogram + "_bucket" + RATE + ")))";
    }

    /** The dashboard's JSON model, titled for {@code lab}. */
    static String json(String lab) {
        List<Object> panels = new ArrayList<>();
        for (int i = 0; i < PANELS.size(); i++) {
            Panel panel = PANELS.get(i);
            Map<String, Object> target = new LinkedHashMap<>();
            target.put("refId", "A");
            target.put("datasource", datasource());
            target.put("expr", panel.query());
            target.put("legendFormat", panel.legend());
            Map<String, Object> json = new LinkedHashMap<>();
            json.put("id", i + 1);
            json.put("type", "timeseries");
            json.put("title", panel.title());
            json.put("description", panel.description());
            json.put("datasource", datasource());
            json.put("gridPos", Map.of("h", 8, "w", 12, "x", i % 2 * 12, "y", i / 2 * 8));
            json.put("fieldConfig", Map.of("defaults", Map.of("unit", panel.unit()), "overrides", List.of()));
            json.put("targets", List.of(target));
            panels.add(json);
        }
        Map<String, Object> datasource = new LinkedHashMap<>();
        datasource.put("name", "datasource");
        datasource.put("label", "Prometheus");
        datasource.put("type", "datasource");
        datasource.put("query", "prometheus");
        Map<String, Object> dashboard = new LinkedHashMap<>();
        dashboard.put("title", "Orrery lab " + lab);
        dashboard.put("uid", "orrery-lab");
        dashboard.put("tags", List.of("orrery"));
        dashboard.put("schemaVersion", 39);
        dashboard.put("refresh", "5s");
        dashboard.put("time", Map.of("from", "now-15m", "to", "now"));
        dashboard.put("templating", Map.of("list", List.of(datasource)));
        dashboard.put("panels", panels);
        return ControlJson.text(dashboard, true);
    }

    private static Map<String, String> datasource() {
        return Map.of("type", "prometheus", "uid", "${datasource}");
    }
}
