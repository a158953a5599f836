package org.orrery.run;

import java.util.Arrays;
import java.util.Locale;

/** Min, max, mean, standard deviation (of the sample) and the 50th and 99th percentiles (nearest rank) of values. */
public record Statistics(double min, double max, double mean, double stdDev, double p50, double p99) {

    /** The statistics of {@code values}; null when there are none. */
    public static Statistics of(double... values) {
        if (values.length == 0) {
            return null;
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        double sum = 0;
        for (double value : sorted) {
            sum += value;
        }
        double mean = sum / sorted.length;
        double squares = 0;
        for (double value : sorted) {
            squares += (value - mean) * (value - mean);
        }
        double stdDev = sorted.length < 2 ? 0 : Math.sqrt(squares / (sorted.length - 1));
        return new Statistics(sorted[0], sorted[sorted.length - 1], mean, stdDev, rank(sorted, 50), rank(sorted, 99));
    }

    /** A figure as reports show it: whole above 100 or when whole ("1,234"), else two decimals ("3.14"). */
    public static String text(double value) {
        return Math.abs(value) >= 100 || value == Math.rint(value) ? String.format(Locale.ROOT, "%,.0f", value)
                : String.format(Locale.ROOT, "%.2f", value);
    }

    private static double rank(double[] sorted, int percent) {
        int index = (int) Math.ceil(percent / 100.0 * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, index))];
    }
}
