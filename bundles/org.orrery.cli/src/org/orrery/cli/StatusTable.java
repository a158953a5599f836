package org.orrery.cli;

import java.io.PrintStream;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;

import org.orrery.control.api.AlertApi.AlertView;
import org.orrery.control.api.DomainApi.BundleInfo;
import org.orrery.control.api.DomainApi.SourceSchedule;
import org.orrery.control.api.SystemApi.ConnectionView;
import org.orrery.control.api.SystemApi.DomainView;
import org.orrery.control.api.SystemApi.OperatorView;
import org.orrery.control.api.SystemApi.SystemStatus;

/**
 * Prints the Star's system status as tables of domains, operators and connections. Volumes are in kB (1,000 bytes), as
 * the workbench shows them; latency is over the last whole second, as the diagram and the Metrics view show it.
 */
final class StatusTable {

    private StatusTable() {
    }

    static void print(SystemStatus status, PrintStream out) {
        out.println("system " + (status.system() == null ? "(nothing deployed)" : status.system()));
        out.printf("%-12s %-8s %-7s %-5s %s%n", "DOMAIN", "HOST", "ROLE", "UP", "BUNDLES");
        for (DomainView domain : status.domains()) {
            StringBuilder bundles = new StringBuilder();
            for (BundleInfo bundle : domain.bundles()) {
                if (bundle.id() == 0) {
                    continue;
                }
                bundles.append(bundles.length() == 0 ? "" : ", ")
                        .append(bundle.symbolicName())
                        .append(' ')
                        .append(bundle.version())
                        .append(" (")
                        .append(bundle.state().wireName())
                        .append(')');
            }
            out.printf("%-12s %-8s %-7s %-5s %s%n", domain.name(), domain.host(), domain.role().wireName(),
                    domain.up() ? "yes" : "NO", bundles);
        }
        out.println();
        out.printf("%-14s %-10s %-12s %12s %12s %8s %6s %6s  %s%n", "OPERATOR", "DOMAIN", "STATE", "EVENTS IN",
                "EVENTS OUT", "ERRORS", "BUSY%", "HELD%", "SCHEDULE");
        for (OperatorView operator : status.operators()) {
            out.printf("%-14s %-10s %-12s %12d %12d %8d %6.1f %6.1f  %s%n", operator.name(), operator.domain(),
                    operator.state().wireName(), operator.eventsIn(), operator.eventsOut(), operator.errors(),
                    operator.busyPercent(), operator.heldBackPercent(), schedule(operator.schedule()));
        }
        out.println();
        out.printf("%-28s %-11s %-8s %4s %11s %9s %9s %10s %10s %8s %8s %8s %8s %7s  %s%n", "CONNECTION", "PATH",
                "FORMAT", "PRIO", "DELIVERED", "DROPPED", "EVENTS/S", "BODY kB/S", "WIRE kB/S", "SRC P50", "SRC P99",
                "HOP P50", "HOP P99", "HOP ±", "LINK");
        for (ConnectionView connection : status.connections()) {
            String format = connection.wireFormat() == null || connection.wireFormat().isEmpty() ? "-"
                    : connection.wireFormat();
            out.printf("%-28s %-11s %-8s %4d %11d %9d %9.0f %10.1f %10.1f %8.0f %8.0f %8.0f %8.0f %7s  %s%n",
                    connection.source() + " \u2192 " + connection.target(), connection.path().wireName(), format,
                    connection.priority(), connection.counts().delivered(), connection.counts().dropped(),
                    connection.rates().eventsPerSecond(), connection.rates().bytesPerSecond() / 1000,
                    connection.rates().wireBytesPerSecond() / 1000, connection.latency().p50LastSecond(),
                    connection.latency().p99LastSecond(), connection.hopLatency().p50LastSecond(),
                    connection.hopLatency().p99LastSecond(), uncertainty(connection.hopClockUncertaintyUs()),
                    connection.link().isEmpty() ? "-" : connection.link());
        }
        out.println("latencies in µs over the last second: SRC from the source's timestamp (every hop before; the"
                + " intended send of an open-loop source, the send of a closed-loop one), HOP this connection's own"
                + " (from the sender's hand-off); HOP ± how far the two hosts' clocks may disagree; LINK the profile its"
                + " events cross and who applies it");
        if (!status.alerts().isEmpty()) {
            out.println();
            alerts(status.alerts(), out);
        }
    }

    /** The alerts as a table: name, state, since when, how often fired, and subject, figure and limit. */
    static void alerts(List<AlertView> alerts, PrintStream out) {
        out.printf("%-20s %-8s %-8s %7s  %s%n", "ALERT", "STATE", "SINCE", "FIRINGS", "SUBJECT: FIGURE (LIMIT)");
        for (AlertView alert : alerts) {
            out.printf("%-20s %-8s %-8s %7d  %s%n", alert.name(), alert.state().toUpperCase(Locale.ROOT),
                    TIME.format(Instant.ofEpochMilli(alert.sinceMillis())), alert.firings(), alert.summary());
        }
    }

    /** Local wall-clock time of day, to the second. */
    static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss").withZone(ZoneId.systemDefault());

    /**
     * Where a source stands on its schedule: "-" for an operator without one, its loop, and for an open-loop source
     * behind it how far and how many events it owes.
     */
    static String schedule(SourceSchedule schedule) {
        if (!schedule.scheduled()) {
            return "-";
        }
        if (schedule.owed() == 0) {
            return schedule.loop() + " loop, on time";
        }
        return String.format(Locale.ROOT, "%s loop, %.1f s behind, %,d owed", schedule.loop(),
                schedule.behindNs() / 1e9, schedule.owed());
    }

    /** A hop's clock uncertainty: "-" on one host, "?" while a host's clock is not measured, else microseconds. */
    private static String uncertainty(double us) {
        return us == 0 ? "-" : us < 0 ? "?" : String.format(Locale.ROOT, "%.0f", us);
    }
}
