package org.orrery.sample.operators;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.function.Function;

import org.orrery.operator.api.Emitter;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.EventBatch;
import org.orrery.operator.api.EventPredicate;
import org.orrery.operator.api.EventView;
import org.orrery.operator.api.Operator;
import org.orrery.operator.api.Parameters;

/**
 * An application that consumes events. The domain measures what it receives (count, bytes, latency from the source
 * timestamp, order) on its incoming connections; the sink itself keeps a running count and, when asked to, reads every
 * byte of each body (as an application that uses its data must), so that what reading costs is measured too. Made as
 * {@link Batches} by default, it takes the events that come together over a connection as one batch (SPI 1.5).
 */
class MeasuringSink implements Operator {

    private long workNsPerEvent;
    private EventPredicate interest;
    private final Function<String, EventPredicate> compiler;
    private final boolean readBody;
    private final boolean views;
    private long received;
    /** What reading the bodies came to, kept so that the reading is not optimized away. */
    private long checksum;

    /**
     * A sink that spends {@code workMicrosPerEvent} of busy work on each event, to play a slow consumer, and keeps only
     * the events {@code interest} accepts (null: all), to filter in the application; {@code compiler} compiles a
     * predicate given while it runs.
     */
    MeasuringSink(long workMicrosPerEvent, EventPredicate interest, Function<String, EventPredicate> compiler,
            boolean readBody, boolean views) {
        this.workNsPerEvent = workNs(workMicrosPerEvent);
        this.readBody = readBody;
        this.views = views;
        this.interest = interest;
        this.compiler = compiler;
    }

    private static long workNs(long workMicrosPerEvent) {
        if (workMicrosPerEvent < 0 || workMicrosPerEvent > 1_000_000) {
            throw new IllegalArgumentException(
                    "workMicrosPerEvent must be within 0..1,000,000, not " + workMicrosPerEvent);
        }
        return workMicrosPerEvent * 1_000;
    }

    /**
     * Takes a new {@code workMicrosPerEvent} (a consumer that becomes slower or faster) or {@code predicate} (blank:
     * all) in place, both checked before either changes; refuses every other parameter.
     */
    @Override
    public boolean reconfigure(Parameters changed) {
        Operators.onlyThese(changed, "workMicrosPerEvent", "predicate");
        long newWork = changed.has("workMicrosPerEvent") ? workNs(changed.longValue("workMicrosPerEvent", 0))
                : workNsPerEvent;
        String predicate = changed.string("predicate", null);
        EventPredicate newInterest = predicate == null ? interest
                : predicate.isBlank() ? null : compiler.apply(predicate);
        workNsPerEvent = newWork;
        interest = newInterest;
        return true;
    }

    @Override
    public void onEvent(Event event, Emitter emitter) {
        received++;
        if (interest != null && !interest.test(event)) {
            return;
        }
        if (readBody) {
            checksum += sum(event.body());
        }
        work();
    }

    /** Reads the view where the event lies (its body too, when asked to), with no copy. */
    @Override
    public void onView(EventView view, Emitter emitter) {
        if (!views) {
            onEvent(view.toEvent(), emitter);
            return;
        }
        received++;
        if (interest != null && !interest.test(view)) {
            return;
        }
        if (readBody) {
            checksum += sum(view);
        }
        work();
    }

    /**
     * The sink that takes a batch in one call ({@link Operator#onBatch}): the domain enters it once per batch instead
     * of once per event; it reads each event as {@link #onView} does.
     */
    static final class Batches extends MeasuringSink {

        Batches(long workMicrosPerEvent, EventPredicate interest, Function<String, EventPredicate> compiler,
                boolean readBody, boolean views) {
            super(workMicrosPerEvent, interest, compiler, readBody, views);
        }

        @Override
        public void onBatch(EventBatch batch, Emitter emitter) {
            while (batch.next()) {
                onView(batch.event(), emitter);
            }
        }
    }

    private void work() {
        if (workNsPerEvent > 0) {
            long until = System.nanoTime() + workNsPerEvent;
            while (System.nanoTime() < until) {
                Thread.onSpinWait();
            }
        }
    }

    long received() {
        return received;
    }

    long checksum() {
        return checksum;
    }

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    /** The sum of {@code view}'s body read eight bytes at a time, and the rest one by one, as {@link #sum(byte[])}. */
    static long sum(EventView view) {
        long sum = 0;
        int length = view.bodyLength();
        int i = 0;
        for (; i + Long.BYTES <= length; i += Long.BYTES) {
            sum += view.bodyLong(i);
        }
        for (; i < length; i++) {
            sum += view.bodyByte(i);
        }
        return sum;
    }

    /** The sum of {@code bytes} read eight at a time, and the rest one by one. */
    static long sum(byte[] bytes) {
        long sum = 0;
        int i = 0;
        for (; i + Long.BYTES <= bytes.length; i += Long.BYTES) {
            sum += (long) LONGS.get(bytes, i);
        }
        for (; i < bytes.length; i++) {
            sum += bytes[i];
        }
        return sum;
    }
}
