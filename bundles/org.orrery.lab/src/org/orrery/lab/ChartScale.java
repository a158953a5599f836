package org.orrery.lab;

/**
 * The unit a chart's value axis is drawn in, chosen from the largest value shown so that its numbers stay below 1,000:
 * latencies in µs, ms or s; rates and counts with the decimal prefixes of the diagram's labels and the CLI's tables (k,
 * M, G). Values are divided by {@link #divisor()} before they are drawn.
 */
public record ChartScale(double divisor, String unit) {

    /** What a chart shows, which decides the units it may use. */
    public enum Kind {

        /** Latencies recorded in microseconds. */
        LATENCY("\u00b5s", false),
        EVENT_RATE("%sevents/s", true),
        BYTE_RATE("%sB/s", false),
        /** A connection's backlog (events) beside its drops per second: one axis, counted alike. */
        BACKLOG_AND_DROPS("%sevents \u00b7 %sdrops/s", true),
        CPU("% of a core", false),
        MEMORY("MB", false),
        /** A share of the time, such as an operator's of its domain's event thread. */
        SHARE("% of the time", false);

        /** The unit, with {@code %s} where a decimal prefix goes. */
        private final String unit;
        /** Whether a prefix stands apart from the word it scales ("k events", but "kB"). */
        private final boolean spaced;

        Kind(String unit, boolean spaced) {
            this.unit = unit;
            this.spaced = spaced;
        }
    }

    private static final String[] PREFIXES = {"", "k", "M", "G"};

    /** The scale for a chart of {@code kind} whose largest value (in the recorded unit) is {@code largest}. */
    public static ChartScale of(Kind kind, double largest) {
        double magnitude = Double.isFinite(largest) ? Math.abs(largest) : 0;
        return switch (kind) {
            case LATENCY -> magnitude >= 1e6 ? new ChartScale(1e6, "s")
                    : magnitude >= 1e3 ? new ChartScale(1e3, "ms") : new ChartScale(1, kind.unit);
            case EVENT_RATE, BYTE_RATE, BACKLOG_AND_DROPS -> decimal(magnitude, kind);
            // a share of a core and megabytes of memory read well as they are
            case CPU, MEMORY, SHARE -> new ChartScale(1, kind.unit);
        };
    }

    /** "k events/s" for thousands: the same prefix before each unit the kind names. */
    private static ChartScale decimal(double magnitude, Kind kind) {
        int power = 0;
        double divisor = 1;
        while (power < PREFIXES.length - 1 && magnitude >= divisor * 1e3) {
            divisor *= 1e3;
            power++;
        }
        String prefix = power == 0 ? "" : PREFIXES[power] + (kind.spaced ? " " : "");
        return new ChartScale(divisor, kind.unit.replace("%s", prefix));
    }

    /** Every value of {@code values} in this scale's unit, as a new array. */
    public double[] apply(double[] values) {
        double[] scaled = new double[values.length];
        for (int i = 0; i < values.length; i++) {
            scaled[i] = values[i] / divisor;
        }
        return scaled;
    }

    /**
     * The top of a value axis that starts at 0 and shows {@code largest} (in this scale's unit): twice the next of 1, 2
     * and 5 times a power of ten above half of it, so that a tick at 0, one at the middle and one at the top fall on
     * round numbers (the steps a chart's ticks take); 2 when nothing is above 0.
     */
    public static double top(double largest) {
        if (!Double.isFinite(largest) || largest <= 0) {
            return 2;
        }
        double half = largest / 2 * 1.0001;
        double power = Math.pow(10, Math.floor(Math.log10(half)));
        for (double step : new double[]{1, 2, 5, 10}) {
            if (step * power >= half) {
                return 2 * step * power;
            }
        }
        return 20 * power;
    }
}
