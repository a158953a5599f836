package org.orrery.agent.transport;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.UncheckedIOException;
import java.util.Set;

import org.orrery.control.api.WireFormat;
import org.orrery.operator.api.Attributes;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.wire.WireCodec;

/**
 * The {@code java} wire format, Solar's baseline: each event written with {@link ObjectOutputStream}, as one array of
 * its parts ({@code type, timestampNs, sequence, source, names, values, contentType, body}), a stream of its own per
 * message as a sender of Java objects would have it.
 *
 * <p>Reading Java serialization from another process is how deserialization attacks work, so a message is read through
 * an {@link ObjectInputFilter} that admits only the classes an event is made of (arrays of objects and strings,
 * {@code String}, {@code Long}, {@code Double}, {@code Boolean}, {@code byte[]}), a depth of four, as many references
 * and array elements as the message's length allows and no more bytes than it has; any other class is refused before it
 * is loaded, and the message counts as unreadable.
 */
final class JavaWireCodec implements WireCodec {

    private static final int PARTS = 8;
    /** The event's array, its arrays of names and values, a value, and a value's superclass ({@code Number}). */
    private static final int MAX_DEPTH = 4;
    private static final Set<Class<?>> ALLOWED = Set.of(Object[].class, String[].class, String.class, Long.class,
            Double.class, Boolean.class, Number.class, byte[].class);

    @Override
    public String name() {
        return WireFormat.JAVA;
    }

    @Override
    public byte[] encode(Event event) {
        Attributes attributes = event.attributes();
        String[] names = new String[attributes.size()];
        Object[] values = new Object[attributes.size()];
        for (int i = 0; i < names.length; i++) {
            names[i] = attributes.name(i);
            values[i] = attributes.value(i);
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(256 + event.bodyLength());
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(new Object[]{event.type(), event.timestampNs(), event.sequence(), event.source(), names,
                    values, event.contentType(), event.body()});
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a stream in memory of serializable values: cannot happen
        }
        return bytes.toByteArray();
    }

    @Override
    public Event decode(byte[] message, int offset, int length) {
        WireCodecs.requireWithin(message, offset, length);
        Object read;
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(message, offset, length))) {
            in.setObjectInputFilter(filter(length));
            read = in.readObject();
            if (in.read() != -1) {
                throw new IllegalArgumentException("more after the event");
            }
        } catch (IOException | ClassNotFoundException e) {
            throw new IllegalArgumentException("not a Java-serialized event: " + e, e);
        }
        if (!(read instanceof Object[] parts) || parts.length != PARTS) {
            throw new IllegalArgumentException("not an event's " + PARTS + " parts");
        }
        if (!(parts[0] instanceof String type) || !(parts[1] instanceof Long timestampNs)
                || !(parts[2] instanceof Long sequence) || !(parts[3] instanceof String source)
                || !(parts[4] instanceof String[] names) || !(parts[5] instanceof Object[] values)
                || !(parts[6] instanceof String contentType) || !(parts[7] instanceof byte[] body)) {
            throw new IllegalArgumentException("an event's parts are of the wrong types");
        }
        return EventCodec.event(type, timestampNs, sequence, source, names, values, body, contentType);
    }

    /** What a message of {@code length} bytes may hold. */
    private static ObjectInputFilter filter(int length) {
        return info -> {
            if (info.depth() > MAX_DEPTH || info.references() > length || info.streamBytes() > length
                    || info.arrayLength() > length) {
                return ObjectInputFilter.Status.REJECTED;
            }
            Class<?> type = info.serialClass();
            if (type == null) {
                return ObjectInputFilter.Status.UNDECIDED;
            }
            return ALLOWED.contains(type) ? ObjectInputFilter.Status.ALLOWED : ObjectInputFilter.Status.REJECTED;
        };
    }
}
