package org.orrery.lab;

/**
 * The unit a chart's value axis is drawn in, chosen from the largest value shown so that its numbers stay below
 * 1,000: latencies in µs, ms or s; rates and counts with the decimal prefixes of the diagram's labels and the CLI's
 * tables (k, M, G). Values are divided by {@link #divisor()} before they are drawn.
 */
public record ChartScale(double divisor, String unit) {

    /** What a chart shows, which decides the units it may use. */
    public enum Kind {
        /** Latencies recorded in microseconds. */
        LATENCY,
        EVENT_RATE("events/s"),
        BYTE_RATE("B/s"),
        /** A connection's backlog (events) beside its drops per second: one axis, counted alike. */
        BACKLOG_AND_DROPS("events \u00b7 drops/s"),
        CPU("% of a core"),
        MEMORY("MB");

        private final String base;

        Kind() {
            this("\u00b5s");
        }

        Kind(String base) {
            this.base = base;
        }
    }

    private static final String[] PREFIXES = {"", "k", "M", "G"};

    /** The scale for a chart of {@code kind} whose largest value (in the recorded unit) is {@code largest}. */
    public static ChartScale of(Kind kind, double largest) {
        double magnitude = Double.isFinite(largest) ? Math.abs(largest) : 0;
        return switch (kind) {
            case LATENCY -> magnitude >= 1e6 ? new ChartScale(1e6, "s") : magnitude >= 1e3 ? new ChartScale(1e3, "ms")
                    : new ChartScale(1, kind.base);
            case EVENT_RATE, BYTE_RATE -> decimal(magnitude, kind.base, "");
            case BACKLOG_AND_DROPS -> decimal(magnitude, "events \u00b7 ", "drops/s");
            // a share of a core and megabytes of memory read well as they are
            case CPU, MEMORY -> new ChartScale(1, kind.base);
        };
    }

    /** "k events/s" for thousands: the prefix goes before each unit named ({@code first}, then {@code second}). */
    private static ChartScale decimal(double magnitude, String first, String second) {
        int power = 0;
        double divisor = 1;
        while (power < PREFIXES.length - 1 && magnitude >= divisor * 1e3) {
            divisor *= 1e3;
            power++;
        }
        String prefix = PREFIXES[power];
        String space = prefix.isEmpty() || first.startsWith("B") ? "" : " ";
        String unit = prefix + space + first + (second.isEmpty() ? "" : prefix + (prefix.isEmpty() ? "" : " ") + second);
        return new ChartScale(divisor, unit);
    }

    /** {@code value} in this scale's unit. */
    public double apply(double value) {
        return value / divisor;
    }

    /** Every value of {@code values} in this scale's unit, as a new array. */
    public double[] apply(double[] values) {
        double[] scaled = new double[values.length];
        for (int i = 0; i < values.length; i++) {
            scaled[i] = values[i] / divisor;
        }
        return scaled;
    }
}
