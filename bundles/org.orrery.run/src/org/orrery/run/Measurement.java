package org.orrery.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.orrery.control.api.LiveStatus;
import org.orrery.control.api.SystemApi.ConnectionView;
import org.orrery.control.api.SystemApi.OperatorView;
import org.orrery.lab.LabException;
import org.orrery.lab.StarClient;
import org.orrery.run.RunDescription.Expectation;
import org.orrery.run.RunDescription.Measure;
import org.orrery.run.RunDescription.Result;

/**
 * What one run of a combination measured, gathered as it goes: the measuring operators' values (with their series,
 * latencies from the send and distributions), the figures its expectations judge (by {@link Expectations#key}) and its
 * errors. Shared by a window's measurement and a scenario's.
 */
final class Measurement {

    final List<String> errors = new ArrayList<>();
    final Map<String, Double> values = new LinkedHashMap<>();
    final Map<String, Double> figures = new LinkedHashMap<>();
    final Map<String, List<Double>> series = new LinkedHashMap<>();
    private final Map<String, Double> fromSend = new LinkedHashMap<>();
    private final Map<String, List<Double>> distributions = new LinkedHashMap<>();

    /** The measuring operators' figures over {@code window} (with series when {@code withSeries}). */
    void measures(List<Measure> measures, MeasuredWindow window, boolean withSeries) {
        for (Measure measure : measures) {
            OperatorView end = window.after().operators().get(measure.operator());
            if (window.before().operators().get(measure.operator()) == null || end == null) {
                errors.add(measure.operator() + ": not running in the lab");
                continue;
            }
            if (!end.lastError().isEmpty()) {
                errors.add(measure.operator() + ": " + end.lastError());
            }
            Double value = window.figure(measure.operator(), measure.figure());
            List<Double> distribution = window.distribution(measure.operator(), measure.figure());
            if (distribution != null) {
                distributions.put(measure.operator(), distribution);
            }
            Double sent = value == null ? null : window.fromSend(measure.operator(), measure.figure());
            if (sent != null && Math.abs(sent - value) > Result.LOOPS_DIFFER * value) {
                fromSend.put(measure.operator(), sent);
            }
            if (value == null) {
                errors.add(
                        measure.operator() + ": no events reached it during the measured window, so it has no latency");
            } else {
                values.put(measure.operator(), value);
                figures.put(Expectations.key(measure.operator(), measure.figure()), value);
            }
            if (withSeries) {
                series.put(measure.operator(),
                        window.samples()
                                .stream()
                                .map(status -> MeasuredWindow.sample(status, measure.operator(), measure.figure()))
                                .map(v -> Double.isNaN(v) ? 0.0 : v)
                                .toList());
            }
        }
    }

    /**
     * The figures of operators that the expectations of the whole window (no phase) bound, over {@code window}, where a
     * measure has not taken them; returns the connections those expectations name, whose counts are read once they
     * settle ({@link #connections}).
     */
    List<String> operatorExpectations(Map<Expectation, List<String>> expectations, MeasuredWindow window) {
        List<String> connections = new ArrayList<>();
        expectations.forEach((expectation, subjects) -> {
            if (expectation.phase() != null) {
                return;
            }
            if (expectation.operator() == null) {
                connections.addAll(subjects);
                return;
            }
            for (String operator : subjects) {
                String key = Expectations.key(operator, expectation.figure());
                if (!figures.containsKey(key)) {
                    Double value = window.figure(operator, expectation.figure());
                    if (value != null) {
                        figures.put(key, value);
                    }
                }
            }
        });
        return connections;
    }

    /** Each connection's counts since the deployment, once they have stopped moving after {@code after}. */
    void connections(StarClient star, LiveStatus after, List<String> connections) throws LabException {
        if (connections.isEmpty()) {
            return;
        }
        LiveStatus settled = settled(star, after, connections);
        for (String label : connections) {
            String[] ends = label.split("->", 2);
            ConnectionView link = settled.link(ends[0], ends[1]);
            if (link != null) {
                figures.put(Expectations.key(label, "sent"), (double) link.counts().sent());
                figures.put(Expectations.key(label, "delivered"), (double) link.counts().delivered());
                figures.put(Expectations.key(label, "dropped"), (double) link.counts().dropped());
                figures.put(Expectations.key(label, "lost"),
                        (double) (link.counts().sent() - link.counts().delivered()));
            }
        }
    }

    /** The run's result for {@code combination}, with the figures its expectations judge. */
    RunRunner.Measured result(Map<String, String> combination) {
        double[] measured = values.values().stream().mapToDouble(Double::doubleValue).toArray();
        return new RunRunner.Measured(
                new Result(combination, values, Statistics.of(measured), errors, series).withFromSend(fromSend)
                        .withDistributions(distributions),
                figures);
    }

    /** The most a run waits after its window for the counters of the connections it judges to stop moving. */
    static final long SETTLE_MILLIS = 10_000;

    /** How many successive statuses a heartbeat apart must agree before counts that do not add up count as settled. */
    static final int STILL_STATUSES = 3;

    /**
     * The Star's status once the counters of {@code connections} (as {@code source->target}) have stopped moving: the
     * same in two successive statuses a heartbeat apart with every event sent accounted for (delivered, dropped or
     * filtered), or the same in {@link #STILL_STATUSES} successive ones (events still in flight at the end of the
     * window have arrived, for a source that has finished; a status of a host the Star hears late does not pass for one
     * that stopped); the last status read when they are still moving after {@link #SETTLE_MILLIS}.
     */
    private static LiveStatus settled(StarClient star, LiveStatus after, List<String> connections) throws LabException {
        long deadline = System.currentTimeMillis() + SETTLE_MILLIS;
        LiveStatus last = after;
        int still = 1;
        while (System.currentTimeMillis() < deadline) {
            RunRunner.sleep(600);
            LiveStatus next = star.status();
            LiveStatus previous = last;
            last = next;
            boolean same = true;
            boolean accounted = true;
            for (String label : connections) {
                String[] ends = label.split("->", 2);
                ConnectionView was = previous.link(ends[0], ends[1]);
                ConnectionView now = next.link(ends[0], ends[1]);
                same &= was != null && now != null && was.counts().equals(now.counts());
                accounted &= now != null && now.counts().delivered() + now.counts().dropped() + now.counts().filtered()
                        + now.counts().predicateErrors() >= now.counts().sent();
            }
            still = same ? still + 1 : 1;
            if (same && accounted || still >= STILL_STATUSES) {
                break;
            }
        }
        return last;
    }
}
