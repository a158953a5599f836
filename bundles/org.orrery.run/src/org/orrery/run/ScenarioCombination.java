package org.orrery.run;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Predicate;

import org.orrery.control.api.AlertApi;
import org.orrery.control.api.LiveStatus;
import org.orrery.control.api.SystemApi.ConnectionView;
import org.orrery.lab.Lab;
import org.orrery.lab.LabException;
import org.orrery.lab.StarClient;
import org.orrery.run.RunDescription.Expectation;
import org.orrery.run.RunDescription.Workload;
import org.orrery.run.Scenario.Phase;

/**
 * One run of a combination of a test with a scenario: deployed and warmed up as any, then the measured window plays the
 * scenario's steps ({@link ScenarioPlayer}) while the Star's status is read every second and at each phase's bounds;
 * once the window is over, what is still in force is undone, the measures are taken over the whole window and each
 * expectation of a phase over its phase ({@link ScenarioFigures}). A step that could not be played is an error of the
 * run.
 */
final class ScenarioCombination {

    private ScenarioCombination() {
    }

    static RunRunner.Measured run(StarClient star, Lab lab, RunCheck.Checked test, Map<String, String> combination,
            Map<String, String> settings, List<Path> jars) {
        return LabDeployment.run(star, lab, test, combination, settings, jars,
                measurement -> play(star, lab, test, test.test().scenario(), measurement));
    }

    /** Warms the deployed system up, plays the scenario through its window and measures it into {@code measurement}. */
    private static void play(StarClient star, Lab lab, RunCheck.Checked test, Scenario scenario,
            Measurement measurement) throws LabException {
        Workload workload = test.test().workload();
        RunRunner.awaitReported(star, test.test().measures());
        RunRunner.sleep(workload.warmupMillis());
        NavigableMap<Long, LiveStatus> statuses = new TreeMap<>();
        List<ScenarioPlayer.Played> played;
        long from;
        try (ScenarioPlayer player = new ScenarioPlayer(star, lab, test.system(), test.test().labMap(), step -> {
            // each step is kept by the player and judged once the window is over
        })) {
            statuses.put(0L, star.status());
            from = System.nanoTime();
            player.start(scenario);
            for (long at : sampleTimes(scenario, workload.durationMillis())) {
                RunRunner.sleepUntil(from, at);
                try {
                    statuses.put(at, star.status());
                } catch (LabException e) {
                    measurement.errors
                            .add("the status at " + Scenario.time(at) + " could not be read: " + e.getMessage());
                }
            }
            player.close();
            played = player.played();
        }
        for (ScenarioPlayer.Played step : played) {
            if (step.error() != null) {
                measurement.errors.add(
                        "step '" + step.what() + "' at " + Scenario.time(step.atMillis()) + " failed: " + step.error());
            }
        }
        List<LiveStatus> seconds = new ArrayList<>();
        statuses.forEach((at, status) -> {
            if (at > 0 && at % RunDescription.SERIES_MILLIS == 0) {
                seconds.add(status);
            }
        });
        LiveStatus after = statuses.lastEntry().getValue();
        MeasuredWindow window = new MeasuredWindow(statuses.firstEntry().getValue(), after, seconds,
                (System.nanoTime() - from) / 1e9);
        measurement.measures(test.test().measures(), window, workload.series());
        List<String> connections = measurement.operatorExpectations(test.expectations(), window);
        new ScenarioFigures(scenario.phases(workload.durationMillis()), statuses).judged(test.expectations(),
                measurement.figures);
        measurement.connections(star, after, connections);
    }

    /**
     * How long before a step the status a phase is counted from (or to) is read: a phase's figures run from just before
     * the step that begins it to just before the one that ends it, so that neither step's effect is read on the wrong
     * side (the reading at a step's own time races with it).
     */
    static final long BEFORE_STEP_MILLIS = 100;

    /**
     * When the status is read: every second of the window, at every phase's bounds and just before them (ms from its
     * start).
     */
    static List<Long> sampleTimes(Scenario scenario, long durationMillis) {
        TreeSet<Long> times = new TreeSet<>();
        for (long at = RunDescription.SERIES_MILLIS; at <= durationMillis; at += RunDescription.SERIES_MILLIS) {
            times.add(at);
        }
        for (Phase phase : scenario.phases(durationMillis)) {
            for (long bound : List.of(phase.fromMillis(), phase.toMillis())) {
                times.add(bound);
                if (bound > BEFORE_STEP_MILLIS) {
                    times.add(bound - BEFORE_STEP_MILLIS);
                }
            }
        }
        times.remove(0L);
        return List.copyOf(times);
    }

    /**
     * The figures of the expectations judged on a phase, from the statuses read at its bounds and within it: an
     * operator's figures as over a window ({@link MeasuredWindow}), its {@code recoverySeconds}, a connection's counts
     * over the phase, and for either how long into the phase until an alert on it fired ({@code alertSeconds}).
     */
    record ScenarioFigures(List<Phase> phases, NavigableMap<Long, LiveStatus> statuses) {

        /** The share of its rate before the first step that an operator receives again once recovered. */
        static final double RECOVERED = 0.9;

        /** Adds to {@code figures} (by {@link Expectations#key(Expectation, String)}) each phase's expectation's. */
        void judged(Map<Expectation, List<String>> expectations, Map<String, Double> figures) {
            expectations.forEach((expectation, subjects) -> {
                Phase phase = phases.stream()
                        .filter(p -> p.name().equals(expectation.phase()))
                        .findFirst()
                        .orElse(null);
                if (phase == null) {
                    return;
                }
                for (String subject : subjects) {
                    Double value = expectation.operator() != null ? operator(phase, subject, expectation.figure())
                            : connection(phase, subject, expectation.figure());
                    if (value != null) {
                        figures.put(Expectations.key(expectation, subject), value);
                    }
                }
            });
        }

        private Double operator(Phase phase, String operator, String figure) {
            return switch (figure) {
                case Expectations.RECOVERY -> recovery(phase, operator);
                case Expectations.ALERT ->
                    secondsUntil(phase, status -> !status.firing(AlertApi.Subject.OPERATOR, operator).isEmpty());
                default -> window(phase).figure(operator, figure);
            };
        }

        /**
         * Seconds from the phase's start to the first status within it (its start's included) where {@code holds};
         * infinite when none.
         */
        private double secondsUntil(Phase phase, Predicate<LiveStatus> holds) {
            for (Map.Entry<Long, LiveStatus> entry : statuses.subMap(phase.fromMillis(), true, phase.toMillis(), true)
                    .entrySet()) {
                if (holds.test(entry.getValue())) {
                    return (entry.getKey() - phase.fromMillis()) / 1000.0;
                }
            }
            return Double.POSITIVE_INFINITY;
        }

        /**
         * The phase as a measured window: from the status read just before its first step to the one read just before
         * the step that ends it, with those read between.
         */
        MeasuredWindow window(Phase phase) {
            Map.Entry<Long, LiveStatus> start = beforeStep(phase.fromMillis());
            Map.Entry<Long, LiveStatus> end = end(phase);
            return new MeasuredWindow(start.getValue(), end.getValue(),
                    List.copyOf(statuses.subMap(start.getKey(), false, end.getKey(), true).values()),
                    end.getKey() > start.getKey() ? (end.getKey() - start.getKey()) / 1000.0 : phase.seconds());
        }

        /** The status read last before the step at {@code millis} ({@link #BEFORE_STEP_MILLIS}); the first at 0. */
        private Map.Entry<Long, LiveStatus> beforeStep(long millis) {
            Map.Entry<Long, LiveStatus> entry = statuses.floorEntry(millis - BEFORE_STEP_MILLIS);
            return entry == null ? statuses.firstEntry() : entry;
        }

        /** The status a phase's figures end with: read just before its end's step, else at its end. */
        private Map.Entry<Long, LiveStatus> end(Phase phase) {
            Map.Entry<Long, LiveStatus> end = beforeStep(phase.toMillis());
            return end.getKey() > beforeStep(phase.fromMillis()).getKey() ? end : statuses.floorEntry(phase.toMillis());
        }

        /**
         * Seconds from the phase's start until {@code operator} received at least {@link #RECOVERED} of its median rate
         * before the first step again, after it had fallen below it: 0 when it did not fall, infinite when it did not
         * recover within the phase; null when nothing reached it before the first step.
         */
        private Double recovery(Phase phase, String operator) {
            Phase before = phases.get(0);
            double[] rates = statuses.subMap(before.fromMillis(), false, before.toMillis(), true)
                    .values()
                    .stream()
                    .mapToDouble(status -> MeasuredWindow.sample(status, operator, "eventsPerSecond"))
                    .filter(rate -> !Double.isNaN(rate))
                    .sorted()
                    .toArray();
            if (rates.length == 0 || rates[rates.length / 2] <= 0) {
                return null;
            }
            double enough = RECOVERED * rates[rates.length / 2];
            boolean fell = false;
            for (Map.Entry<Long, LiveStatus> entry : statuses.subMap(phase.fromMillis(), false, phase.toMillis(), true)
                    .entrySet()) {
                double rate = MeasuredWindow.sample(entry.getValue(), operator, "eventsPerSecond");
                boolean low = Double.isNaN(rate) || rate < enough;
                if (low) {
                    fell = true;
                } else if (fell) {
                    return (entry.getKey() - phase.fromMillis()) / 1000.0;
                }
            }
            return fell ? Double.POSITIVE_INFINITY : 0.0;
        }

        /**
         * A connection's count over the phase ({@code sent}, {@code delivered}, {@code dropped}): its change from the
         * phase's start to its end; counted from zero where a domain started again within the phase reset it.
         */
        private Double connection(Phase phase, String label, String figure) {
            String[] ends = label.split("->", 2);
            switch (figure) {
                case Expectations.ALERT -> {
                    return secondsUntil(phase, status -> !status.firing(ends[0], ends[1]).isEmpty());
                }
                default -> {
                    // a count over the phase
                }
            }
            ConnectionView start = beforeStep(phase.fromMillis()).getValue().link(ends[0], ends[1]);
            ConnectionView end = end(phase).getValue().link(ends[0], ends[1]);
            if (end == null) {
                return null;
            }
            long last = count(end, figure);
            long first = start == null ? 0 : count(start, figure);
            return (double) (last >= first ? last - first : last);
        }

        private static long count(ConnectionView link, String figure) {
            return switch (figure) {
                case "sent" -> link.counts().sent();
                case "delivered" -> link.counts().delivered();
                default -> link.counts().dropped();
            };
        }
    }
}
