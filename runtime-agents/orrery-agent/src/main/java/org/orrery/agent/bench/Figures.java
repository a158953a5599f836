package org.orrery.agent.bench;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.HdrHistogram.Histogram;

/** How the runtime benchmark reduces runs to figures and prints them: medians, rates, ratios, Markdown tables. */
final class Figures {

    private Figures() {
    }

    static double median(double[] runs) {
        double[] sorted = runs.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    /** The median of each row of runs. */
    static double[] medians(double[][] runs) {
        double[] medians = new double[runs.length];
        for (int i = 0; i < runs.length; i++) {
            medians[i] = median(runs[i]);
        }
        return medians;
    }

    /** The median of the runs' own ratios {@code a[i] / b[i]}, and the slowest and fastest: "0.31 (0.25–0.40)". */
    static String pairs(double[] a, double[] b) {
        double[] ratios = new double[a.length];
        for (int i = 0; i < a.length; i++) {
            ratios[i] = a[i] / b[i];
        }
        double[] sorted = ratios.clone();
        Arrays.sort(sorted);
        return String.format(Locale.ROOT, "%.2f (%.2f–%.2f)", median(ratios), sorted[0], sorted[sorted.length - 1]);
    }

    /** The slowest of the runs' own ratios {@code a[i] / b[i]} divided by the fastest: 1 when every run agrees. */
    static double spread(double[] a, double[] b) {
        double slowest = Double.MAX_VALUE;
        double fastest = 0;
        for (int i = 0; i < a.length; i++) {
            slowest = Math.min(slowest, a[i] / b[i]);
            fastest = Math.max(fastest, a[i] / b[i]);
        }
        return slowest / fastest;
    }

    static String rate(double perSecond) {
        return String.format(Locale.ROOT, "%,.0f", perSecond);
    }

    static String ratio(double value) {
        return String.format(Locale.ROOT, "%.2f", value);
    }

    static String micros(double p50, double p99, double p999) {
        return String.format(Locale.ROOT, "%.0f / %.0f / %.0f", p50, p99, p999);
    }

    /** The medians of p50, p99 and p99.9 of runs kept by {@link #percentiles}, in µs as {@link #micros} writes them. */
    static String micros(double[][] percentiles) {
        return micros(median(percentiles[0]), median(percentiles[1]), median(percentiles[2]));
    }

    /** Puts {@code histogram}'s p50, p99 and p99.9 into run {@code run} of {@code into}'s three rows. */
    static void percentiles(Histogram histogram, double[][] into, int run) {
        into[0][run] = histogram.getValueAtPercentile(50);
        into[1][run] = histogram.getValueAtPercentile(99);
        into[2][run] = histogram.getValueAtPercentile(99.9);
    }

    static void table(StringBuilder out, String[] header, List<String[]> rows) {
        out.append("| ").append(String.join(" | ", header)).append(" |\n");
        out.append("|").append("---|".repeat(header.length)).append('\n');
        for (String[] row : rows) {
            out.append("| ").append(String.join(" | ", row)).append(" |\n");
        }
    }
}
