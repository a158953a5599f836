package org.orrery.sample.operators;

import org.orrery.operator.api.Attributes;
import org.orrery.operator.api.Emitter;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.Operator;
import org.orrery.operator.api.OperatorContext;
import org.orrery.operator.api.Parameters;

/**
 * Aggregates one attribute over windows of {@code windowMillis}: in mode {@code high}, {@code low} or {@code high-low}
 * it publishes an event only when it sets a new high or low of the window ("publish only a new daily high or low"); in
 * mode {@code count} it publishes the number of events at the end of each window.
 */
final class HighLowAggregate implements Operator {

    private final String name;
    private final String attribute;
    private final boolean high;
    private final boolean low;
    private final boolean count;
    private final long windowNs;
    private long windowStartNs = Long.MIN_VALUE;
    private double highest = Double.NEGATIVE_INFINITY;
    private double lowest = Double.POSITIVE_INFINITY;
    private long eventsInWindow;
    private long windows;

    HighLowAggregate(OperatorContext context) {
        Parameters parameters = context.parameters();
        this.name = context.name();
        this.attribute = parameters.required("attribute");
        String mode = parameters.string("mode", "high-low");
        this.high = mode.equals("high") || mode.equals("high-low");
        this.low = mode.equals("low") || mode.equals("high-low");
        this.count = mode.equals("count");
        if (!high && !low && !count) {
            throw new IllegalArgumentException("mode '" + mode + "' is none of high-low, high, low, count");
        }
        long windowMillis = parameters.longValue("windowMillis", 86_400_000L);
        if (windowMillis <= 0) {
            throw new IllegalArgumentException("windowMillis must be positive, not " + windowMillis);
        }
        this.windowNs = windowMillis * 1_000_000L;
    }

    @Override
    public void onEvent(Event event, Emitter emitter) {
        if (windowStartNs == Long.MIN_VALUE) {
            windowStartNs = event.timestampNs();
        }
        if (!count && event.timestampNs() - windowStartNs >= windowNs) {
            windowStartNs = event.timestampNs();
            highest = Double.NEGATIVE_INFINITY;
            lowest = Double.POSITIVE_INFINITY;
        }
        eventsInWindow++;
        if (count) {
            return;
        }
        double value = event.attributes().getDouble(attribute);
        if (high && value > highest) {
            highest = value;
            emitter.emit(marked(event, "high"));
        } else if (low && value < lowest) {
            lowest = value;
            emitter.emit(marked(event, "low"));
        }
        if (high && low && value < lowest) {
            lowest = value;
        }
    }

    private static Event marked(Event event, String extreme) {
        return event.toBuilder().attributes(event.attributes().toBuilder().put("extreme", extreme).build()).build();
    }

    @Override
    public boolean isExhausted() {
        return !count;
    }

    @Override
    public int poll(Emitter emitter, long nowNs) {
        if (!count || windowStartNs == Long.MIN_VALUE || nowNs - windowStartNs < windowNs) {
            return 0;
        }
        emitter.emit(Event.builder("count")
                .timestampNs(nowNs)
                .sequence(windows++)
                .source(name)
                .attributes(Attributes.builder().put("count", eventsInWindow).put("attribute", attribute).build())
                .build());
        eventsInWindow = 0;
        windowStartNs = nowNs;
        return 1;
    }
}
