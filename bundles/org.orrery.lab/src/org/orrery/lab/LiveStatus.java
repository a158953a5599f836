package org.orrery.lab;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * One heartbeat of a deployed system as the Star reports it: every domain with its bundles and process figures, every
 * operator with its state and rates, every connection with its counters, rates, latency and backlog. Immutable; maps
 * are keyed by name (connections by {@link #linkKey}).
 */
public record LiveStatus(String system, long sampledAtMillis, Map<String, Domain> domains, Map<String, Operator> operators,
        Map<String, Link> links) {

    public record Domain(String name, String host, String role, boolean up, String error, long pid, double cpuPercent,
            long residentBytes, long heapUsedBytes, List<Bundle> bundles) {

        /** The live bundle of this domain with {@code symbolicName}, or null. */
        public Bundle bundle(String symbolicName) {
            for (Bundle bundle : bundles) {
                if (bundle.symbolicName().equals(symbolicName)) {
                    return bundle;
                }
            }
            return null;
        }
    }

    public record Bundle(long id, String symbolicName, String version, String state, String location,
            Map<String, String> headers) {
    }

    public record Operator(String name, String domain, String type, String state, long eventsIn, long eventsOut, long errors,
            String lastError, long startedAtMillis, long restarts, double inPerSecond, double outPerSecond) {
    }

    public record Link(String source, String target, String path, long sent, long delivered, long dropped, long filtered,
            long bytes, double eventsPerSecond, double bytesPerSecond, double latencyP50Us, double latencyP99Us, long backlog,
            double droppedPerSecond) {
    }

    /** The status of nothing deployed. */
    public static final LiveStatus EMPTY = new LiveStatus(null, 0, Map.of(), Map.of(), Map.of());

    public static String linkKey(String source, String target) {
        return source + "\u2192" + target;
    }

    public Link link(String source, String target) {
        return links.get(linkKey(source, target));
    }

    public boolean isDeployed() {
        return system != null;
    }

    /** Reads the Star's JSON status ({@code GET /v1/system/status} or one frame of its stream). */
    public static LiveStatus parse(JsonNode json) {
        Map<String, Domain> domains = new LinkedHashMap<>();
        for (JsonNode d : json.path("domains")) {
            List<Bundle> bundles = new ArrayList<>();
            for (JsonNode b : d.path("bundles")) {
                Map<String, String> headers = new LinkedHashMap<>();
                b.path("headers").properties().forEach(e -> headers.put(e.getKey(), e.getValue().asText()));
                bundles.add(new Bundle(b.path("id").asLong(), b.path("symbolicName").asText(), b.path("version").asText(),
                        b.path("state").asText(), b.path("location").asText(), Collections.unmodifiableMap(headers)));
            }
            JsonNode process = d.path("process");
            domains.put(d.path("name").asText(), new Domain(d.path("name").asText(), d.path("host").asText(),
                    d.path("role").asText(), d.path("up").asBoolean(), d.path("error").asText(""), d.path("pid").asLong(),
                    process.path("cpuPercent").asDouble(-1), process.path("residentBytes").asLong(-1),
                    process.path("heapUsedBytes").asLong(-1), List.copyOf(bundles)));
        }
        Map<String, Operator> operators = new LinkedHashMap<>();
        for (JsonNode o : json.path("operators")) {
            operators.put(o.path("name").asText(), new Operator(o.path("name").asText(), o.path("domain").asText(),
                    o.path("type").asText(), o.path("state").asText(), o.path("eventsIn").asLong(), o.path("eventsOut").asLong(),
                    o.path("errors").asLong(), o.path("lastError").asText(""), o.path("startedAtMillis").asLong(),
                    o.path("restarts").asLong(), o.path("inPerSecond").asDouble(), o.path("outPerSecond").asDouble()));
        }
        Map<String, Link> links = new LinkedHashMap<>();
        for (JsonNode c : json.path("connections")) {
            Link link = new Link(c.path("source").asText(), c.path("target").asText(), c.path("path").asText(),
                    c.path("sent").asLong(), c.path("delivered").asLong(), c.path("dropped").asLong(), c.path("filtered").asLong(),
                    c.path("bytes").asLong(), c.path("eventsPerSecond").asDouble(), c.path("bytesPerSecond").asDouble(),
                    c.path("recentP50Us").asDouble(), c.path("recentP99Us").asDouble(), c.path("backlog").asLong(),
                    c.path("droppedPerSecond").asDouble());
            links.put(linkKey(link.source(), link.target()), link);
        }
        JsonNode system = json.path("system");
        return new LiveStatus(system.isTextual() ? system.asText() : null, json.path("sampledAtMillis").asLong(),
                Collections.unmodifiableMap(domains), Collections.unmodifiableMap(operators), Collections.unmodifiableMap(links));
    }

    /** "1.2k" for 1,234; rates and counts on figures. */
    public static String compact(double value) {
        double abs = Math.abs(value);
        if (abs >= 1e9) {
            return String.format("%.1fG", value / 1e9);
        } else if (abs >= 1e6) {
            return String.format("%.1fM", value / 1e6);
        } else if (abs >= 1e4) {
            return String.format("%.0fk", value / 1e3);
        } else if (abs >= 1e3) {
            return String.format("%.1fk", value / 1e3);
        }
        return String.format("%.0f", value);
    }

    /** "75 kB" for 75,000 bytes (decimal units). */
    public static String bytes(double value) {
        return compact(value).replace("k", " k").replace("M", " M").replace("G", " G") + "B";
    }
}
