package org.orrery.agent.cli;

import java.io.PrintStream;

import com.fasterxml.jackson.databind.JsonNode;

/** Prints the Star's system status as tables of domains, operators and connections. */
final class StatusTable {

    private StatusTable() {
    }

    static void print(JsonNode status, PrintStream out) {
        String system = status.get("system").isNull() ? "(nothing deployed)" : status.get("system").asText();
        out.println("system " + system);
        out.printf("%-12s %-8s %-7s %-5s %s%n", "DOMAIN", "HOST", "ROLE", "UP", "BUNDLES");
        for (JsonNode domain : status.get("domains")) {
            StringBuilder bundles = new StringBuilder();
            for (JsonNode bundle : domain.get("bundles")) {
                if (bundle.get("id").asLong() == 0) {
                    continue;
                }
                bundles.append(bundles.length() == 0 ? "" : ", ").append(bundle.get("symbolicName").asText()).append(' ')
                        .append(bundle.get("version").asText()).append(" (").append(bundle.get("state").asText()).append(')');
            }
            out.printf("%-12s %-8s %-7s %-5s %s%n", domain.get("name").asText(), domain.get("host").asText(),
                    domain.get("role").asText(), domain.get("up").asBoolean() ? "yes" : "NO", bundles);
        }
        out.println();
        out.printf("%-14s %-10s %-12s %12s %12s %8s%n", "OPERATOR", "DOMAIN", "STATE", "EVENTS IN", "EVENTS OUT", "ERRORS");
        for (JsonNode operator : status.get("operators")) {
            out.printf("%-14s %-10s %-12s %12d %12d %8d%n", operator.get("name").asText(), operator.get("domain").asText(),
                    operator.get("state").asText(), operator.get("eventsIn").asLong(), operator.get("eventsOut").asLong(),
                    operator.get("errors").asLong());
        }
        out.println();
        out.printf("%-28s %-10s %11s %9s %9s %10s %9s %9s%n", "CONNECTION", "PATH", "DELIVERED", "DROPPED", "EVENTS/S",
                "KB/S", "P50 µs", "P99 µs");
        for (JsonNode connection : status.get("connections")) {
            out.printf("%-28s %-10s %11d %9d %9.0f %10.1f %9.0f %9.0f%n",
                    connection.get("source").asText() + " \u2192 " + connection.get("target").asText(),
                    connection.get("path").asText(), connection.get("delivered").asLong(), connection.get("dropped").asLong(),
                    connection.get("eventsPerSecond").asDouble(), connection.get("bytesPerSecond").asDouble() / 1024,
                    connection.get("latencyP50Us").asDouble(), connection.get("latencyP99Us").asDouble());
        }
    }
}
