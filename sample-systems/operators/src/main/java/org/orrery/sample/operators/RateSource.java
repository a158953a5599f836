package org.orrery.sample.operators;

import java.util.Base64;
import java.util.SplittableRandom;

import org.orrery.operator.api.Attributes;
import org.orrery.operator.api.Emitter;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.EventClaim;
import org.orrery.operator.api.Operator;
import org.orrery.operator.api.OperatorContext;
import org.orrery.operator.api.Parameters;

/**
 * Publishes seeded events at a fixed rate: {@code eventsPerSecond} (0 for as fast as the domain takes them),
 * {@code count} events in all (0 for no end), bodies of {@code payloadBytes}, attributes from generators or, with
 * {@code objects}, the metadata of the JBI report's objects of that schema (with {@code objectFormat=xml}, the objects
 * as XML bodies of about {@code payloadBytes} instead, their attributes only their schema and number). With
 * {@code pacing=adaptive} it emits no more than its connections take ({@code Emitter.credits()}): a slow receiver slows
 * the source instead of having a best-effort connection drop what it cannot take. It builds each event in place
 * ({@link Emitter#claim}), allocating nothing per event for attributes of numbers; {@code views=false} builds
 * {@link Event} objects, as a source written before claims does, for comparison.
 */
final class RateSource implements Operator {

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
    private long startNs = -1;
    private long emitted;
    /** What it had emitted when its rate last changed; the rate counts from there. */
    private long emittedAtRate;

    RateSource(OperatorContext context) {
        Parameters parameters = context.parameters();
        this.name = context.name();
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
        if (startNs < 0) {
            startNs = nowNs;
        }
        long due = eventsPerSecond == 0 ? emitted + MAX_BATCH
                : emittedAtRate + (long) ((nowNs - startNs) / 1e9 * eventsPerSecond) + 1;
        if (count > 0) {
            due = Math.min(due, count);
        }
        int batch = (int) Math.min(MAX_BATCH, due - emitted);
        if (adaptive) {
            int credits = emitter.credits();
            if (credits < batch) {
                // the connections take less than the rate asks: emit what they take, and owe nothing for the rest (the
                // schedule starts again from here, so a receiver that catches up gets no burst of events it missed)
                batch = Math.max(0, credits);
                emittedAtRate = emitted + batch;
                startNs = nowNs;
            }
        }
        for (int i = 0; i < batch; i++) {
            if (claims && objects == null) {
                EventClaim claim = emitter.claim(eventType).timestampNs(nowNs).sequence(emitted).source(name);
                attributes.writeTo(claim, emitted);
                claim.body(payload, 0, payload.length, "application/octet-stream").commit();
                emitted++;
                continue;
            }
            Event.Builder event = Event.builder(eventType).timestampNs(nowNs).sequence(emitted).source(name);
            if (objects == null) {
                event.attributes(attributes.next(emitted)).body(payload, "application/octet-stream");
            } else if (xmlFiller == null) {
                event.attributes(JbiWorkload.object(objects, objectRandom, emitted))
                        .body(payload, "application/octet-stream");
            } else {
                // the object's fields only in its XML body; its attributes say no more than its schema and number
                Attributes object = JbiWorkload.object(objects, objectRandom, emitted);
                event.attributes(
                        Attributes.builder().put("schema", object.getString("schema")).put("n", emitted).build())
                        .body(JbiWorkload.document(object, xmlFiller, payload.length), "application/xml");
            }
            emitter.emit(event.build());
            emitted++;
        }
        return Math.max(batch, 0);
    }

    /**
     * Takes a new {@code eventsPerSecond} (0: as fast as the connections take them) or {@code pacing} in place,
     * counting on from what it has emitted; refuses every other parameter.
     */
    @Override
    public boolean reconfigure(Parameters changed) {
        Operators.onlyThese(changed, "eventsPerSecond", "pacing");
        long newRate = changed.longValue("eventsPerSecond", eventsPerSecond);
        if (newRate < 0) {
            throw new IllegalArgumentException("eventsPerSecond must be >= 0, not " + newRate);
        }
        boolean newPacing = changed.has("pacing") ? pacing(changed.string("pacing", "off")) : adaptive;
        eventsPerSecond = newRate;
        adaptive = newPacing;
        emittedAtRate = emitted;
        startNs = -1;
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
