package org.orrery.run;

import java.util.Comparator;
import java.util.List;
import java.util.function.ToLongFunction;
import java.util.stream.Stream;

import org.orrery.control.api.DomainApi.LinkLatency;
import org.orrery.control.api.LiveStatus;
import org.orrery.control.api.SystemApi.ConnectionView;
import org.orrery.control.api.SystemApi.OperatorView;

/** The statuses of one measured window: at its start and end, each second's, and its length in seconds. */
record MeasuredWindow(LiveStatus before, LiveStatus after, List<LiveStatus> samples, double seconds) {

    /**
     * {@code figure} of {@code operator} over the window; null when it has none (not running, or no events reached it
     * for a latency). The tail latencies (p99.99, the largest) are since the deployment, warm-up included.
     */
    Double figure(String operator, String figure) {
        OperatorView start = before.operators().get(operator);
        OperatorView end = after.operators().get(operator);
        if (start == null || end == null) {
            return null;
        }
        return switch (figure) {
            case "eventsInWindow" -> end.eventsIn() - start.eventsIn() + 0.0;
            case "capacity" -> null; // found by a capacity search, never in a window
            case "eventsTotal" -> end.eventsIn() + 0.0;
            case "eventsOutPerSecond" -> (end.eventsOut() - start.eventsOut()) / seconds;
            case "latencyP50Micros", "latencyP99Micros", "hopLatencyP50Micros", "hopLatencyP99Micros" ->
                medianOfMeasured(samples.stream().map(status -> sample(status, operator, figure)).toList());
            case "latencyP9999Micros", "latencyMaxMicros" -> {
                // the tail since deployment, of the connection into it that has the longest
                double tail = linksInto(after, operator)
                        .mapToDouble(link -> figure.equals("latencyMaxMicros") ? link.latency().maxSinceDeploy()
                                : link.latency().p9999SinceDeploy())
                        .max()
                        .orElse(0);
                yield tail > 0 ? tail : null;
            }
            case "wireBytesPerSecond" -> (into(after, operator, link -> link.counts().wireBytes())
                    - into(before, operator, link -> link.counts().wireBytes())) / seconds;
            case "droppedPerSecond" -> (into(after, operator, link -> link.counts().dropped())
                    - into(before, operator, link -> link.counts().dropped())) / seconds;
            default -> (end.eventsIn() - start.eventsIn()) / seconds;
        };
    }

    /**
     * For a latency figure: {@code operator}'s latency from the source since the deployment at the window's end, at
     * {@link LinkLatency#PLOT_PERCENTILES}, of its incoming connection with the longest; null for another figure or
     * when none reached it.
     */
    List<Double> distribution(String operator, String figure) {
        if (!figure.startsWith("latency")) {
            return null;
        }
        return linksInto(after, operator).map(ConnectionView::latency)
                .filter(latency -> latency.plot().size() == LinkLatency.PLOT_PERCENTILES.size())
                .max(Comparator.comparingDouble(LinkLatency::maxSinceDeploy))
                .map(LinkLatency::plot)
                .orElse(null);
    }

    /**
     * For a latency from the source's timestamp ({@code latencyP50Micros}, {@code latencyP99Micros}): the same latency
     * of the hops into {@code operator} from the send, taken the same way; null for another figure or when none was
     * measured.
     */
    Double fromSend(String operator, String figure) {
        return switch (figure) {
            case "latencyP50Micros", "latencyP99Micros" -> figure(operator, "hopL" + figure.substring(1));
            default -> null;
        };
    }

    /**
     * One second's {@code figure} of {@code name} in {@code status}: the operator's rate in or out, or the latency of
     * the events that reached it over its incoming connections in the last second (weighted by their rates; NaN when
     * none arrived).
     */
    static double sample(LiveStatus status, String name, String figure) {
        OperatorView operator = status.operators().get(name);
        if (operator == null) {
            return Double.NaN;
        }
        return switch (figure) {
            case "eventsOutPerSecond" -> operator.outPerSecond();
            case "wireBytesPerSecond" ->
                linksInto(status, name).mapToDouble(link -> link.rates().wireBytesPerSecond()).sum();
            case "droppedPerSecond" ->
                linksInto(status, name).mapToDouble(link -> link.rates().droppedPerSecond()).sum();
            case "latencyP50Micros", "latencyP99Micros", "hopLatencyP50Micros", "hopLatencyP99Micros" -> {
                double weighted = 0;
                double rate = 0;
                for (ConnectionView link : status.links().values()) {
                    LinkLatency which = figure.startsWith("hop") ? link.hopLatency() : link.latency();
                    double latency = figure.endsWith("P50Micros") ? which.p50LastSecond() : which.p99LastSecond();
                    if (link.target().equals(name) && link.rates().eventsPerSecond() > 0 && latency > 0) {
                        weighted += latency * link.rates().eventsPerSecond();
                        rate += link.rates().eventsPerSecond();
                    }
                }
                yield rate == 0 ? Double.NaN : weighted / rate;
            }
            default -> operator.inPerSecond();
        };
    }

    /** A counter summed over the connections into {@code operator}, in {@code status}. */
    private static double into(LiveStatus status, String operator, ToLongFunction<ConnectionView> counter) {
        return linksInto(status, operator).mapToLong(counter).sum();
    }

    /** The connections into {@code operator}, in {@code status}. */
    private static Stream<ConnectionView> linksInto(LiveStatus status, String operator) {
        return status.links().values().stream().filter(l -> l.target().equals(operator));
    }

    /**
     * The median of the samples that measured something (one second's pause of a collector or the scheduler moves a
     * mean of tails far more than it moves the run); null when none did.
     */
    private static Double medianOfMeasured(List<Double> samples) {
        double[] measured = samples.stream()
                .mapToDouble(Double::doubleValue)
                .filter(v -> !Double.isNaN(v))
                .sorted()
                .toArray();
        if (measured.length == 0) {
            return null;
        }
        int middle = measured.length / 2;
        return measured.length % 2 == 1 ? measured[middle] : (measured[middle - 1] + measured[middle]) / 2;
    }
}
