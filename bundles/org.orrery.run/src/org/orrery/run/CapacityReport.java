package org.orrery.run;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.orrery.model.io.AtomicFiles;
import org.orrery.run.CapacityFinder.Capacity;
import org.orrery.run.Plot.Point;

/**
 * What a capacity search found, as files: the latency–throughput curve (the bound's latency from the intended send at
 * each rate tried, the same percentile of the hops from the send beside it, the bound, and the knee marked at the
 * capacity) as {@code BASE-capacity.png} and {@code .svg}, and {@code BASE-capacity.md}: the capacity, what limits it,
 * and every step.
 */
public final class CapacityReport {

    private CapacityReport() {
    }

    /** Writes the three files into {@code dir} (which exists); returns them. */
    public static List<Path> write(Capacity capacity, String system, String base, Path dir) throws IOException {
        Plot plot = plot(capacity, system);
        Path png = dir.resolve(base + "-capacity.png");
        Path svg = dir.resolve(base + "-capacity.svg");
        Path markdown = dir.resolve(base + "-capacity.md");
        plot.writePng(png);
        plot.writeSvg(svg);
        byte[] text = markdown(capacity, system, png.getFileName().toString()).getBytes(StandardCharsets.UTF_8);
        AtomicFiles.write(markdown, out -> out.write(text));
        return List.of(png, svg, markdown);
    }

    static Plot plot(Capacity capacity, String system) {
        String percentile = capacity.slo().name();
        List<Point> open = new ArrayList<>();
        double lowest = Double.POSITIVE_INFINITY;
        double highest = 0;
        for (CapacityStep step : capacity.curve()) {
            open.add(new Point(step.offered(), step.latencyMicros()));
            lowest = Math.min(lowest, step.offered());
            highest = Math.max(highest, step.offered());
        }
        Plot plot = new Plot(
                "Capacity of " + system + ": " + capacity.source() + " offered more until " + capacity.slo()
                        + " breaks",
                capacity.source() + "'s offered rate (events/s)", Plot.Scale.LINEAR,
                percentile + " latency (µs, log scale)", Plot.Scale.LOG)
                .series(percentile + " from the intended send", open, false);
        if (highest > 0) {
            plot.series("the bound, " + capacity.slo(), List.of(new Point(lowest, capacity.slo().boundMicros()),
                    new Point(highest, capacity.slo().boundMicros())), true);
        }
        if (capacity.rate() > 0) {
            plot.mark(capacity.rate(), String.format(Locale.ROOT, "knee: %,.0f events/s%s", capacity.rate(),
                    capacity.atMax() ? " (or more)" : ""));
        }
        for (CapacityStep step : capacity.curve()) {
            if (!step.sustained() && step.latencyMicros() > 0) {
                plot.flag(new Point(step.offered(), step.latencyMicros()), "not sustained");
            }
        }
        return plot;
    }

    static String markdown(Capacity capacity, String system, String chart) {
        StringBuilder text = new StringBuilder();
        text.append("# Capacity of ").append(system).append("\n\n");
        if (capacity.rate() == 0) {
            text.append("Not even the least rate tried was sustained with ").append(capacity.slo()).append(".\n\n");
        } else {
            text.append(String.format(Locale.ROOT,
                    "**%,.0f events/s**%s offered by `%s`, with %s from the intended"
                            + " send, %s dropped and every backlog flat.%n%n",
                    capacity.rate(), capacity.atMax() ? " or more (the highest rate tried)" : "", capacity.source(),
                    capacity.slo(), capacity.drops() == 0 ? "nothing" : "at most " + capacity.drops() + " events"));
        }
        text.append("Limited by: ").append(capacity.limitedBy()).append(".\n\n");
        text.append("![latency against offered rate](").append(chart).append(")\n\n");
        text.append("| offered/s | sent/s | delivered/s | ")
                .append(capacity.slo().name())
                .append(" | dropped | owed grew | verdict | busiest |\n");
        text.append("|---:|---:|---:|---:|---:|---:|---|---|\n");
        for (CapacityStep step : capacity.steps()) {
            text.append(String.format(Locale.ROOT, "| %,.0f | %,.0f | %,.0f | %s | %,d | %,d | %s | %s %.0f %% |%n",
                    step.offered(), step.sent(), step.delivered(), latency(step.latencyMicros()), step.dropped(),
                    step.owedGrowth(), step.sustained() ? "sustained" : step.failed(), step.bottleneck().operator(),
                    step.bottleneck().busyPercent()));
        }
        return text.toString();
    }

    private static String latency(double micros) {
        return Double.isNaN(micros) ? "-" : Slo.micros(micros);
    }
}
