package org.orrery.run;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A latency bound a capacity must hold, as a user writes it: {@code p99<5ms}, {@code p99.9<20ms}, {@code p50<800us},
 * {@code max<2s}. The latency is from the source's timestamp (the intended send of an open-loop source) to the
 * operators at the end of the source's paths. p50 and p99 are judged on each second of a measured window (the worst
 * second decides); p99.9, p99.99 and max on everything the step delivered since it was deployed, its settling included.
 *
 * @param percentile 50, 99, 99.9, 99.99 or 100 (max)
 * @param boundMicros the latency it must stay below, in microseconds
 */
public record Slo(double percentile, double boundMicros) {

    private static final Pattern TEXT = Pattern
            .compile("\\s*(p50|p99|p99\\.9|p99\\.99|max)\\s*<\\s*([0-9]+(?:\\.[0-9]+)?)\\s*(us|µs|ms|s)\\s*");

    public Slo {
        if (!(percentile == 50 || percentile == 99 || percentile == 99.9 || percentile == 99.99 || percentile == 100)) {
            throw new IllegalArgumentException("a bound is on p50, p99, p99.9, p99.99 or max, not p" + percentile);
        }
        if (!(boundMicros > 0) || !Double.isFinite(boundMicros)) {
            throw new IllegalArgumentException("a latency bound must be above 0, not " + boundMicros + " µs");
        }
    }

    /** Reads {@code p99<5ms}; refuses anything else, saying what it takes. */
    public static Slo parse(String text) {
        Matcher matcher = TEXT.matcher(text == null ? "" : text);
        if (!matcher.matches()) {
            throw new IllegalArgumentException("a latency bound reads like p99<5ms (p50, p99, p99.9, p99.99 or max;"
                    + " us, ms or s), not '" + text + "'");
        }
        double percentile = switch (matcher.group(1)) {
            case "max" -> 100;
            default -> Double.parseDouble(matcher.group(1).substring(1));
        };
        double value = Double.parseDouble(matcher.group(2));
        double micros = switch (matcher.group(3)) {
            case "s" -> value * 1e6;
            case "ms" -> value * 1e3;
            default -> value;
        };
        return new Slo(percentile, micros);
    }

    /** Whether it is judged on each second of the window (p50, p99) rather than since the deployment. */
    boolean perSecond() {
        return percentile == 50 || percentile == 99;
    }

    /** "p99", "max". */
    String name() {
        return percentile == 100 ? "max" : "p" + Plot.number(percentile);
    }

    @Override
    public String toString() {
        return name() + " < " + micros(boundMicros);
    }

    /** A latency in the unit that reads best: 850 µs, 4.2 ms, 37.5 s. */
    static String micros(double micros) {
        if (micros >= 1e6) {
            return String.format(Locale.ROOT, "%.1f s", micros / 1e6);
        }
        if (micros >= 1e3) {
            return String.format(Locale.ROOT, "%.1f ms", micros / 1e3);
        }
        return String.format(Locale.ROOT, "%.0f µs", micros);
    }
}
