package org.orrery.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;

import org.orrery.control.api.DomainApi.LinkLatency;
import org.orrery.control.api.SystemApi.ConnectionView;
import org.orrery.control.api.SystemApi.OperatorView;
import org.orrery.control.api.SystemApi.SystemStatus;

/**
 * Prints each connection's latency distribution since it was deployed (the Star's percentile plot: p50 to p99.999 and
 * the largest, in µs), from the source's timestamp and of its own hop from the send, and the sources' loops: what a
 * user reads to see a tail or a stall that a p99 hides.
 */
final class LatencyTable {

    private LatencyTable() {
    }

    static void print(SystemStatus status, PrintStream out) {
        List<Double> percentiles = LinkLatency.PLOT_PERCENTILES.subList(1, LinkLatency.PLOT_PERCENTILES.size());
        StringBuilder header = new StringBuilder(String.format(Locale.ROOT, "%-28s %-4s", "CONNECTION", "FROM"));
        for (double percentile : percentiles) {
            header.append(String.format(Locale.ROOT, " %11s", percentile == 100 ? "MAX" : "P" + trim(percentile)));
        }
        out.println(header.append(String.format(Locale.ROOT, " %8s", "ABOVE 1H")));
        for (ConnectionView connection : status.connections()) {
            String name = connection.source() + " \u2192 " + connection.target();
            row(out, name, "src", connection.latency());
            row(out, "", "hop", connection.hopLatency());
        }
        out.println("latencies in µs since deploy: src from the source's timestamp (the intended send of an open-loop"
                + " source), hop this connection's own from the sender's hand-off; ABOVE 1H counts latencies past the"
                + " hour the histograms hold");
        for (OperatorView operator : status.operators()) {
            if (operator.schedule().scheduled()) {
                out.println("source " + operator.name() + ": " + StatusTable.schedule(operator.schedule()));
            }
        }
    }

    private static void row(PrintStream out, String name, String from, LinkLatency latency) {
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-28s %-4s", name, from));
        List<Double> plot = latency.plot();
        for (int i = 1; i < LinkLatency.PLOT_PERCENTILES.size(); i++) {
            line.append(i < plot.size() ? String.format(Locale.ROOT, " %,11.0f", plot.get(i))
                    : String.format(Locale.ROOT, " %11s", "-"));
        }
        out.println(line.append(String.format(Locale.ROOT, " %8d", latency.aboveCeiling())));
    }

    private static String trim(double percentile) {
        return percentile == Math.rint(percentile) ? String.valueOf((long) percentile) : String.valueOf(percentile);
    }
}
