package org.orrery.agent.transport;

import java.nio.charset.StandardCharsets;

import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;
import org.agrona.UnsafeApi;
import org.orrery.operator.api.Attributes;
import org.orrery.operator.api.Event;

/**
 * The binary wire form of an event between domains: a fixed header, then type, source and content type as
 * length-prefixed UTF-8, the attributes as tagged values, and the body as is. Routing never decodes the body.
 *
 * <pre> int32 version | int64 timestampNs | int64 sequence | str type | str source | int32 attributeCount { str name |
 * byte tag (L, D, B, S) | value } | str contentType | int32 bodyLength | body </pre>
 *
 * A {@code str} is an int32 byte length and the bytes (version 1 had 16 bits, and a string attribute over 65,535 bytes
 * made the rest of the message unreadable). Decoding checks every read against the message's end.
 */
public final class EventCodec {

    static final int VERSION = 2;

    static final byte LONG = 'L';
    static final byte DOUBLE = 'D';
    static final byte BOOLEAN = 'B';
    static final byte STRING = 'S';
    private static final byte[] NO_BODY = new byte[0];

    private EventCodec() {
    }

    /** The exact encoded length of {@code event}, its strings' bytes taken from (and left in) {@code strings}. */
    public static int length(Event event, Utf8Strings strings) {
        int length = 4 + 8 + 8 + 4 + strings.encode(event.type()).length + 4 + strings.encode(event.source()).length + 4
                + 4 + strings.encode(event.contentType()).length + 4 + event.bodyLength();
        Attributes attributes = event.attributes();
        for (int i = 0; i < attributes.size(); i++) {
            Object value = attributes.value(i);
            length += 4 + strings.encode(attributes.name(i)).length + valueLength(value);
        }
        return length;
    }

    /** The length of {@code text} in UTF-8, without encoding it (values are encoded once, when written). */
    static int utf8Length(String text) {
        int length = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x80) {
                length++;
            } else if (c < 0x800) {
                length += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < text.length()
                    && Character.isLowSurrogate(text.charAt(i + 1))) {
                length += 4;
                i++;
            } else if (Character.isSurrogate(c)) {
                length++; // a lone surrogate: the encoder writes '?'
            } else {
                length += 3;
            }
        }
        return length;
    }

    /** Encodes {@code event} at {@code offset}; returns the encoded length. */
    public static int encode(Event event, MutableDirectBuffer buffer, int offset) {
        return encode(event, buffer, offset, new Utf8Strings());
    }

    /** Encodes {@code event} at {@code offset} with the bytes of its usual strings from {@code strings}. */
    public static int encode(Event event, MutableDirectBuffer buffer, int offset, Utf8Strings strings) {
        int position = offset;
        buffer.putInt(position, VERSION);
        position += 4;
        buffer.putLong(position, event.timestampNs());
        position += 8;
        buffer.putLong(position, event.sequence());
        position += 8;
        position = putBytes(buffer, position, strings.encode(event.type()));
        position = putBytes(buffer, position, strings.encode(event.source()));
        Attributes attributes = event.attributes();
        buffer.putInt(position, attributes.size());
        position += 4;
        for (int i = 0; i < attributes.size(); i++) {
            position = putBytes(buffer, position, strings.encode(attributes.name(i)));
            position = putValue(buffer, position, attributes.value(i));
        }
        position = putBytes(buffer, position, strings.encode(event.contentType()));
        buffer.putInt(position, event.bodyLength());
        position += 4;
        buffer.putBytes(position, event.body());
        position += event.bodyLength();
        return position - offset;
    }

    /**
     * Decodes an event of {@code length} bytes at {@code offset}; throws {@link IllegalArgumentException} when
     * malformed.
     */
    public static Event decode(DirectBuffer buffer, int offset, int length) {
        return decode(buffer, offset, length, new Utf8Strings());
    }

    /**
     * Decodes an event of {@code length} bytes at {@code offset}, its usual strings from {@code strings}; throws
     * {@link IllegalArgumentException} when malformed (a name twice among the attributes included).
     */
    public static Event decode(DirectBuffer buffer, int offset, int length, Utf8Strings strings) {
        int[] position = {offset};
        int limit = offset + length;
        need(position, 4 + 8 + 8, limit);
        int version = buffer.getInt(position[0]);
        if (version != VERSION) {
            throw new IllegalArgumentException("event wire version " + version + ", expected " + VERSION);
        }
        position[0] += 4;
        long timestampNs = buffer.getLong(position[0]);
        position[0] += 8;
        long sequence = buffer.getLong(position[0]);
        position[0] += 8;
        String type = getString(buffer, position, limit, strings);
        String source = getString(buffer, position, limit, strings);
        need(position, 4, limit);
        int count = buffer.getInt(position[0]);
        position[0] += 4;
        if (count < 0 || count > (limit - position[0]) / 6) {
            throw new IllegalArgumentException(count + " attributes cannot fit the message");
        }
        String[] names = new String[count];
        Object[] values = new Object[count];
        for (int i = 0; i < count; i++) {
            names[i] = getString(buffer, position, limit, strings);
            values[i] = getValue(buffer, position, limit, names[i], strings);
        }
        String contentType = getString(buffer, position, limit, strings);
        return event(type, timestampNs, sequence, source, names, values, getBody(buffer, position, limit), contentType);
    }

    /** Reads the length-prefixed body at {@code position[0]}, copied into an array of its own. */
    static byte[] getBody(DirectBuffer buffer, int[] position, int limit) {
        need(position, 4, limit);
        int bodyLength = buffer.getInt(position[0]);
        position[0] += 4;
        if (bodyLength < 0 || bodyLength > limit - position[0]) {
            throw new IllegalArgumentException("body of " + bodyLength + " bytes overruns the message");
        }
        // every byte is written at once: an array the JVM does not zero first (the copy is most of a large event's
        // cost)
        byte[] body = bodyLength == 0 ? NO_BODY : (byte[]) UnsafeApi.allocateUninitializedArray(byte.class, bodyLength);
        buffer.getBytes(position[0], body);
        position[0] += bodyLength;
        return body;
    }

    /** An event of these parts, as a wire format decodes them. */
    static Event event(String type, long timestampNs, long sequence, String source, String[] names, Object[] values,
            byte[] body, String contentType) {
        return Event.builder(type)
                .timestampNs(timestampNs)
                .sequence(sequence)
                .source(source)
                .attributes(Attributes.of(names, values))
                .body(body, contentType)
                .build();
    }

    /** The bytes {@link #putValue} writes for an attribute's {@code value}: its tag and the value. */
    static int valueLength(Object value) {
        return 1 + (value instanceof String s ? 4 + utf8Length(s) : value instanceof Boolean ? 1 : 8);
    }

    /** Writes an attribute's value, tagged, at {@code position}; returns the position after it. */
    static int putValue(MutableDirectBuffer buffer, int position, Object value) {
        if (value instanceof Long l) {
            buffer.putByte(position, LONG);
            buffer.putLong(position + 1, l);
            return position + 9;
        } else if (value instanceof Double d) {
            buffer.putByte(position, DOUBLE);
            buffer.putDouble(position + 1, d);
            return position + 9;
        } else if (value instanceof Boolean b) {
            buffer.putByte(position, BOOLEAN);
            buffer.putByte(position + 1, (byte) (b ? 1 : 0));
            return position + 2;
        }
        buffer.putByte(position, STRING);
        return putBytes(buffer, position + 1, ((String) value).getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Reads the tagged value of attribute {@code name} at {@code position[0]}, advancing it; a string through
     * {@code strings}.
     */
    static Object getValue(DirectBuffer buffer, int[] position, int limit, String name, Utf8Strings strings) {
        need(position, 1, limit);
        byte tag = buffer.getByte(position[0]++);
        Object value;
        switch (tag) {
            case LONG -> {
                need(position, 8, limit);
                value = buffer.getLong(position[0]);
                position[0] += 8;
            }
            case DOUBLE -> {
                need(position, 8, limit);
                value = buffer.getDouble(position[0]);
                position[0] += 8;
            }
            case BOOLEAN -> {
                need(position, 1, limit);
                value = buffer.getByte(position[0]++) != 0;
            }
            case STRING -> value = getString(buffer, position, limit, strings);
            default -> throw new IllegalArgumentException("unknown attribute tag " + tag + " for '" + name + "'");
        }
        return value;
    }

    private static int putBytes(MutableDirectBuffer buffer, int position, byte[] bytes) {
        buffer.putInt(position, bytes.length);
        buffer.putBytes(position + 4, bytes);
        return position + 4 + bytes.length;
    }

    private static String getString(DirectBuffer buffer, int[] position, int limit, Utf8Strings strings) {
        need(position, 4, limit);
        int length = buffer.getInt(position[0]);
        if (length < 0 || length > limit - position[0] - 4) {
            throw new IllegalArgumentException("string of " + length + " bytes overruns the message");
        }
        String text = strings.decode(buffer, position[0] + 4, length);
        position[0] += 4 + length;
        return text;
    }

    /** Throws when fewer than {@code bytes} bytes are left before {@code limit}. */
    private static void need(int[] position, int bytes, int limit) {
        EventFrames.need(position[0], bytes, limit);
    }
}
