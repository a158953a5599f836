package org.orrery.sample.operators;

import java.util.Base64;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;

import org.orrery.operator.api.Attributes;
import org.orrery.operator.api.Emitter;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.EventClaim;
import org.orrery.operator.api.Operator;
import org.orrery.operator.api.OperatorContext;
import org.orrery.operator.api.Parameters;
import org.orrery.operator.api.Scheduled;

/**
 * Publishes seeded events on a schedule: {@code eventsPerSecond} on average (0 for as fast as the domain takes them),
 * {@code arrivals} {@code constant} (evenly spaced), {@code poisson} (independent arrivals, exponential gaps, seeded)
 * or {@code bursts} ({@code burstEvents} at once, as often as the rate asks), {@code count} events in all (0 for no
 * end), bodies of {@code payloadBytes}, attributes from generators or, with {@code objects}, the metadata of the JBI
 * report's objects of that schema (with {@code objectFormat=xml}, the objects as XML bodies of about
 * {@code payloadBytes} instead, their attributes only their schema and number).
 *
 * <p>It is an <em>open-loop</em> source: each event is stamped with when its schedule said it should be sent, so that a
 * source held back by a full reliable connection sends its late events stamped with when they were due and every
 * latency downstream counts the wait; it owes what it could not send and says how far behind it is ({@link Scheduled}).
 * With {@code pacing=adaptive} it is closed-loop instead: it emits no more than its connections take
 * ({@code Emitter.credits()}), forgives the rest and stamps each event when it sends it, so a slow receiver slows the
 * source instead of having a best-effort connection drop what it cannot take, and the latencies count none of what it
 * did not send. It builds each event in place ({@link Emitter#claim}), allocating nothing per event for attributes of
 * numbers; {@code views=false} builds {@link Event} objects, as a source written before claims does, for comparison.
 */
final class RateSource implements Operator, Scheduled {

    private static final int MAX_BATCH = 256;

    private final String name;
    private long eventsPerSecond;
    /**
     * Whether it emits no more than its connections take ({@code pacing=adaptive}) rather than at its rate regardless.
     */
    private boolean adaptive;
    private final long count;
    private final String eventType;
    private final byte[] payload;
    private final AttributeGenerators attributes;
    private final String objects;
    /**
     * With {@code objectFormat=xml}: the objects as XML bodies, of about {@code payloadBytes}, padded with this text.
     */
    private final String xmlFiller;
    private final SplittableRandom objectRandom;
    private final boolean claims;
    /** The domain clock, for a change of rate between two polls. */
    private final LongSupplier clock;
    private final Arrivals arrivals;
    /** How many events a burst holds ({@code arrivals=bursts}). */
    private final long burstEvents;
    /** The gaps of Poisson arrivals, seeded. */
    private final SplittableRandom gaps;
    private long emitted;
    /** When the schedule's current stretch starts (its first poll, or a change of rate), or -1 before it. */
    private long originNs = -1;
    /** The events emitted since {@link #originNs}. */
    private long sinceOrigin;
    /** When the next event is due (the domain clock), once the schedule started. */
    private long nextDueNs;

    private enum Arrivals {
        CONSTANT, POISSON, BURSTS
    }

    RateSource(OperatorContext context) {
        Parameters parameters = context.parameters();
        this.name = context.name();
        this.clock = context::nanoTime;
        this.eventsPerSecond = parameters.longValue("eventsPerSecond", 100);
        this.adaptive = pacing(parameters.string("pacing", "off"));
        this.count = parameters.longValue("count", 0);
        this.eventType = parameters.string("eventType", "event");
        long payloadBytes = parameters.longValue("payloadBytes", 64);
        long seed = parameters.longValue("seed", 1);
        if (eventsPerSecond < 0 || count < 0 || payloadBytes < 0 || payloadBytes > 16 << 20) {
            throw new IllegalArgumentException("eventsPerSecond and count must be >= 0, payloadBytes within 0..16 MiB");
        }
        this.payload = new byte[(int) payloadBytes];
        new SplittableRandom(seed ^ 0x5DEECE66DL).nextBytes(payload);
        this.attributes = new AttributeGenerators(parameters.string("attributes", ""), seed);
        String objectSchema = parameters.string("objects", "");
        this.objects = objectSchema.isBlank() ? null : JbiWorkload.schema(objectSchema);
        this.objectRandom = new SplittableRandom(seed);
        this.claims = Operators.views(parameters);
        this.arrivals = switch (parameters.string("arrivals", "constant").strip()) {
            case "constant" -> Arrivals.CONSTANT;
            case "poisson" -> Arrivals.POISSON;
            case "bursts" -> Arrivals.BURSTS;
            default -> throw new IllegalArgumentException(
                    "arrivals must be constant, poisson or bursts, not '" + parameters.string("arrivals", "") + "'");
        };
        this.burstEvents = parameters.longValue("burstEvents", 100);
        if (burstEvents < 1) {
            throw new IllegalArgumentException("burstEvents must be at least 1, not " + burstEvents);
        }
        this.gaps = new SplittableRandom(seed ^ 0x2545F4914F6CDD1DL);
        this.xmlFiller = switch (parameters.string("objectFormat", "attributes").strip()) {
            case "attributes" -> null;
            case "xml" -> {
                if (objects == null) {
                    throw new IllegalArgumentException("objectFormat=xml needs objects (a schema, or mixed)");
                }
                yield Base64.getEncoder().encodeToString(payload);
            }
            default -> throw new IllegalArgumentException(
                    "objectFormat must be attributes or xml, not '" + parameters.string("objectFormat", "") + "'");
        };
    }

    @Override
    public void onEvent(Event event, Emitter emitter) {
        // a source has no incoming connections
    }

    @Override
    public int poll(Emitter emitter, long nowNs) {
        if (isExhausted()) {
            return 0;
        }
        if (eventsPerSecond == 0) {
            // no schedule: as fast as the domain takes them, each stamped when sent
            return emit(emitter, (int) Math.min(MAX_BATCH, count > 0 ? count - emitted : MAX_BATCH), nowNs, false);
        }
        if (originNs < 0) {
            startStretch(nowNs);
        }
        int limit = adaptive ? Math.max(0, Math.min(MAX_BATCH, emitter.credits())) : MAX_BATCH;
        int batch = 0;
        for (long due = nextDueNs; batch < limit && due <= nowNs && !isExhausted(); due = nextDueNs) {
            emit(emitter, 1, adaptive ? nowNs : due, true);
            batch++;
        }
        if (adaptive && batch == limit && nextDueNs <= nowNs) {
            // the connections take less than the schedule asks: it owes nothing for the rest (the schedule starts again
            // from here, so a receiver that catches up gets no burst of events it missed)
            startStretch(nowNs);
        }
        return batch;
    }

    /** Starts the schedule over at {@code nowNs}: the next event is due then. */
    private void startStretch(long nowNs) {
        originNs = nowNs;
        sinceOrigin = 0;
        nextDueNs = nowNs;
    }

    /** When the event after {@code n} events of the stretch is due. */
    private long dueAfter(long n) {
        return switch (arrivals) {
            case CONSTANT -> originNs + (long) (n * 1e9 / eventsPerSecond);
            case BURSTS -> originNs + (long) ((n / burstEvents) * burstEvents * 1e9 / eventsPerSecond);
            case POISSON -> nextDueNs + (long) (-Math.log(1 - gaps.nextDouble()) * 1e9 / eventsPerSecond);
        };
    }

    /**
     * Emits {@code batch} events stamped {@code timestampNs}; with {@code onSchedule}, each moves the schedule on to
     * the next event's due time.
     */
    private int emit(Emitter emitter, int batch, long timestampNs, boolean onSchedule) {
        for (int i = 0; i < batch; i++) {
            emitOne(emitter, timestampNs);
            emitted++;
            if (onSchedule) {
                sinceOrigin++;
                nextDueNs = dueAfter(sinceOrigin);
            }
        }
        return batch;
    }

    private void emitOne(Emitter emitter, long timestampNs) {
        if (claims && objects == null) {
            EventClaim claim = emitter.claim(eventType).timestampNs(timestampNs).sequence(emitted).source(name);
            attributes.writeTo(claim, emitted);
            claim.body(payload, 0, payload.length, "application/octet-stream").commit();
            return;
        }
        Event.Builder event = Event.builder(eventType).timestampNs(timestampNs).sequence(emitted).source(name);
        if (objects == null) {
            event.attributes(attributes.next(emitted)).body(payload, "application/octet-stream");
        } else if (xmlFiller == null) {
            event.attributes(JbiWorkload.object(objects, objectRandom, emitted))
                    .body(payload, "application/octet-stream");
        } else {
            // the object's fields only in its XML body; its attributes say no more than its schema and number
            Attributes object = JbiWorkload.object(objects, objectRandom, emitted);
            event.attributes(Attributes.builder().put("schema", object.getString("schema")).put("n", emitted).build())
                    .body(JbiWorkload.document(object, xmlFiller, payload.length), "application/xml");
        }
        emitter.emit(event.build());
    }

    @Override
    public Loop loop() {
        return adaptive || eventsPerSecond == 0 ? Loop.CLOSED : Loop.OPEN;
    }

    @Override
    public long behindNs(long nowNs) {
        return eventsPerSecond == 0 || originNs < 0 || isExhausted() ? 0 : Math.max(0, nowNs - nextDueNs);
    }

    @Override
    public long owed(long nowNs) {
        long behind = behindNs(nowNs);
        if (behind == 0 && (originNs < 0 || nextDueNs > nowNs)) {
            return 0;
        }
        long owed = switch (arrivals) {
            case CONSTANT -> (long) ((nowNs - originNs) * (eventsPerSecond / 1e9)) + 1 - sinceOrigin;
            case BURSTS ->
                ((long) ((nowNs - originNs) * (eventsPerSecond / 1e9) / burstEvents) + 1) * burstEvents - sinceOrigin;
            // the expected count: the gaps to come are not drawn yet
            case POISSON -> (long) (behind * (eventsPerSecond / 1e9)) + 1;
        };
        owed = Math.max(0, owed);
        return count > 0 ? Math.min(owed, count - emitted) : owed;
    }

    /**
     * Takes a new {@code eventsPerSecond} (0: as fast as the connections take them) or {@code pacing} in place,
     * counting on from what it has emitted, and, open-loop, still owing what it owed; refuses every other parameter.
     */
    @Override
    public boolean reconfigure(Parameters changed) {
        Operators.onlyThese(changed, "eventsPerSecond", "pacing");
        long newRate = changed.longValue("eventsPerSecond", eventsPerSecond);
        if (newRate < 0) {
            throw new IllegalArgumentException("eventsPerSecond must be >= 0, not " + newRate);
        }
        boolean newPacing = changed.has("pacing") ? pacing(changed.string("pacing", "off")) : adaptive;
        long nowNs = clock.getAsLong();
        // an open-loop source keeps what it owes: the new rate's schedule starts with the earliest event it owes
        long restartNs = originNs < 0 || eventsPerSecond == 0 || newPacing ? nowNs : Math.min(nextDueNs, nowNs);
        eventsPerSecond = newRate;
        adaptive = newPacing;
        startStretch(restartNs);
        return true;
    }

    private static boolean pacing(String pacing) {
        return switch (pacing) {
            case "off" -> false;
            case "adaptive" -> true;
            default -> throw new IllegalArgumentException("pacing must be off or adaptive, not '" + pacing + "'");
        };
    }

    @Override
    public boolean isExhausted() {
        return count > 0 && emitted >= count;
    }
}
