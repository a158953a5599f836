package org.orrery.run;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

import org.orrery.lab.StarClient;
import org.orrery.model.OrrerySystem;

/**
 * Finds how much a system carries: the largest rate its source can be offered with the latency bound held, nothing
 * dropped (or no more than allowed) and every backlog flat. The search doubles the rate from where it starts until a
 * step fails, then halves the gap between the last sustained rate and the first failed one until they are within the
 * precision; each rate runs in a fresh deployment ({@link CapacityProbe}), and a failed step is measured again (a
 * single loaded moment does not end the search): a rate fails when two of its runs did.
 */
public final class CapacityFinder {

    /**
     * How the search goes: the first rate, the highest it tries, how close the sustained and failed rates end (a share
     * of the sustained one), how long each step settles and is measured, the drops allowed in a window, and the most
     * steps it takes.
     */
    public record Search(double fromRate, double maxRate, double precision, long settleMillis, long windowMillis,
            long drops, int maxSteps) {

        /** From 100 events/s to 1,000,000, to 5 %, 3 s settling and 5 s windows, nothing dropped, 24 steps. */
        public static final Search DEFAULT = new Search(100, 1_000_000, 0.05, 3_000, 5_000, 0, 24);

        public Search {
            if (!(fromRate >= 1) || !(maxRate >= fromRate)) {
                throw new IllegalArgumentException("the search starts at 1 event/s or more and ends no lower");
            }
            if (!(precision > 0 && precision < 1)) {
                throw new IllegalArgumentException("the precision is a share between 0 and 1, not " + precision);
            }
            if (settleMillis < 0 || windowMillis < 2_000 || drops < 0 || maxSteps < 2) {
                throw new IllegalArgumentException(
                        "a window of 2 s or more, settling and drops not negative, at least 2 steps");
            }
        }
    }

    /**
     * What the search found: the largest sustained rate ({@code rate}; 0 when not even the least tried was), whether
     * the highest rate tried held ({@code atMax}: the capacity is at least that), every step in the order measured, and
     * what limited it (at the failed rate nearest above).
     */
    public record Capacity(String source, Slo slo, long drops, double rate, boolean atMax, List<CapacityStep> steps,
            String limitedBy) {

        /** The step that decided each rate (its last), by rate. */
        public List<CapacityStep> curve() {
            Map<Double, CapacityStep> last = new TreeMap<>();
            steps.forEach(step -> last.put(step.offered(), step));
            return List.copyOf(last.values());
        }
    }

    private final CapacityProbe probe;
    private final Search search;
    private final Consumer<CapacityStep> progress;
    private final List<CapacityStep> steps = new ArrayList<>();
    private final BooleanSupplier stopped;

    private CapacityFinder(CapacityProbe probe, Search search, Consumer<CapacityStep> progress,
            BooleanSupplier stopped) {
        this.stopped = stopped;
        this.probe = probe;
        this.search = search;
        this.progress = progress;
    }

    /**
     * Finds the capacity of {@code system} (read from {@code systemFile}) on the lab of {@code star}, offering
     * {@code source} rates with {@code settings} applied to every step; tells each step to {@code progress}, and takes
     * no step once {@code stopped}.
     */
    public static Capacity find(StarClient star, OrrerySystem system, Path systemFile, List<Path> bundlePath,
            Map<String, String> settings, Map<String, String> labMap, String source, Slo slo, Search search,
            Consumer<CapacityStep> progress, BooleanSupplier stopped) throws RunException {
        CapacityProbe probe = new CapacityProbe(new CapacityProbe.Setup(star, system, systemFile, bundlePath, settings,
                labMap, source, slo, search.drops(), search.settleMillis(), search.windowMillis()));
        return new CapacityFinder(probe, search, progress, stopped).run(source, slo);
    }

    private Capacity run(String source, Slo slo) throws RunException {
        double sustained = 0;
        double failed = Double.NaN;
        double rate = search.fromRate();
        while (rate <= search.maxRate() && budgetLeft()) {
            if (!holds(rate)) {
                failed = rate;
                break;
            }
            sustained = rate;
            if (rate == search.maxRate()) {
                break;
            }
            rate = Math.min(search.maxRate(), rate * 2);
        }
        if (sustained == 0 && !Double.isNaN(failed)) {
            // not even the first rate held: look below it
            double low = failed / 2;
            while (low >= 1 && budgetLeft()) {
                if (holds(low)) {
                    sustained = low;
                    break;
                }
                failed = low;
                low /= 2;
            }
        }
        while (sustained > 0 && !Double.isNaN(failed) && failed - sustained > search.precision() * sustained
                && budgetLeft()) {
            double middle = Math.rint((sustained + failed) / 2);
            if (middle <= sustained || middle >= failed) {
                break;
            }
            if (holds(middle)) {
                sustained = middle;
            } else {
                failed = middle;
            }
        }
        double failedAt = failed;
        String limitedBy = steps.stream()
                .filter(step -> !step.sustained() && !Double.isNaN(failedAt) && step.offered() == failedAt)
                .max(Comparator.comparingDouble(step -> step.bottleneck().busyPercent()))
                .map(step -> step.bottleneck().limiter())
                .orElse(Double.isNaN(failed) ? "nothing up to the highest rate tried" : "unknown");
        return new Capacity(source, slo, search.drops(), sustained, Double.isNaN(failed), List.copyOf(steps),
                limitedBy);
    }

    private boolean budgetLeft() {
        return steps.size() < search.maxSteps() && !stopped.getAsBoolean();
    }

    /**
     * Whether {@code rate} is sustained: its first run was, or, that one having failed, two of three were.
     */
    private boolean holds(double rate) throws RunException {
        int passed = 0;
        int failed = 0;
        while (passed < 2 && failed < 2 && budgetLeft()) {
            CapacityStep step = probe.measure(rate);
            steps.add(step);
            progress.accept(step);
            if (step.sustained() && failed == 0) {
                return true;
            }
            if (step.sustained()) {
                passed++;
            } else {
                failed++;
            }
        }
        return passed >= 2;
    }
}
