package org.orrery.agent;

import java.nio.charset.StandardCharsets;

import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;
import org.orrery.operator.api.Attributes;
import org.orrery.operator.api.Event;

/**
 * The binary wire form of an event between domains: a fixed header, then type, source and content type as
 * length-prefixed UTF-8, the attributes as tagged values, and the body as is. Routing never decodes the body.
 *
 * <pre>
 *   int32 version | int64 timestampNs | int64 sequence | str type | str source | int16 attributeCount
 *   { str name | byte tag (L, D, B, S) | value } | str contentType | int32 bodyLength | body
 * </pre>
 */
final class EventCodec {

    static final int VERSION = 1;

    private static final byte LONG = 'L';
    private static final byte DOUBLE = 'D';
    private static final byte BOOLEAN = 'B';
    private static final byte STRING = 'S';

    private EventCodec() {
    }

    /** An upper bound of the encoded length, so that a buffer can be sized before encoding. */
    static int maxLength(Event event) {
        int length = 4 + 8 + 8 + maxString(event.type()) + maxString(event.source()) + 2 + maxString(event.contentType()) + 4
                + event.bodyLength();
        Attributes attributes = event.attributes();
        for (int i = 0; i < attributes.size(); i++) {
            length += maxString(attributes.name(i)) + 1 + (attributes.value(i) instanceof String s ? maxString(s) : 8);
        }
        return length;
    }

    private static int maxString(String text) {
        return 2 + text.length() * 3;
    }

    /** Encodes {@code event} at {@code offset}; returns the encoded length. */
    static int encode(Event event, MutableDirectBuffer buffer, int offset) {
        int position = offset;
        buffer.putInt(position, VERSION);
        position += 4;
        buffer.putLong(position, event.timestampNs());
        position += 8;
        buffer.putLong(position, event.sequence());
        position += 8;
        position = putString(buffer, position, event.type());
        position = putString(buffer, position, event.source());
        Attributes attributes = event.attributes();
        buffer.putShort(position, (short) attributes.size());
        position += 2;
        for (int i = 0; i < attributes.size(); i++) {
            position = putString(buffer, position, attributes.name(i));
            Object value = attributes.value(i);
            if (value instanceof Long l) {
                buffer.putByte(position++, LONG);
                buffer.putLong(position, l);
                position += 8;
            } else if (value instanceof Double d) {
                buffer.putByte(position++, DOUBLE);
                buffer.putDouble(position, d);
                position += 8;
            } else if (value instanceof Boolean b) {
                buffer.putByte(position++, BOOLEAN);
                buffer.putByte(position++, (byte) (b ? 1 : 0));
            } else {
                buffer.putByte(position++, STRING);
                position = putString(buffer, position, (String) value);
            }
        }
        position = putString(buffer, position, event.contentType());
        buffer.putInt(position, event.bodyLength());
        position += 4;
        buffer.putBytes(position, event.body());
        position += event.bodyLength();
        return position - offset;
    }

    /** Decodes an event of {@code length} bytes at {@code offset}; throws {@link IllegalArgumentException} when malformed. */
    static Event decode(DirectBuffer buffer, int offset, int length) {
        int[] position = {offset};
        int limit = offset + length;
        int version = buffer.getInt(position[0]);
        if (version != VERSION) {
            throw new IllegalArgumentException("event wire version " + version + ", expected " + VERSION);
        }
        position[0] += 4;
        long timestampNs = buffer.getLong(position[0]);
        position[0] += 8;
        long sequence = buffer.getLong(position[0]);
        position[0] += 8;
        String type = getString(buffer, position, limit);
        String source = getString(buffer, position, limit);
        int count = buffer.getShort(position[0]);
        position[0] += 2;
        Attributes.Builder attributes = Attributes.builder();
        for (int i = 0; i < count; i++) {
            String name = getString(buffer, position, limit);
            byte tag = buffer.getByte(position[0]++);
            switch (tag) {
                case LONG -> {
                    attributes.put(name, buffer.getLong(position[0]));
                    position[0] += 8;
                }
                case DOUBLE -> {
                    attributes.put(name, buffer.getDouble(position[0]));
                    position[0] += 8;
                }
                case BOOLEAN -> attributes.put(name, buffer.getByte(position[0]++) != 0);
                case STRING -> attributes.put(name, getString(buffer, position, limit));
                default -> throw new IllegalArgumentException("unknown attribute tag " + tag + " for '" + name + "'");
            }
        }
        String contentType = getString(buffer, position, limit);
        int bodyLength = buffer.getInt(position[0]);
        position[0] += 4;
        if (bodyLength < 0 || position[0] + bodyLength > limit) {
            throw new IllegalArgumentException("body of " + bodyLength + " bytes overruns the message");
        }
        byte[] body = new byte[bodyLength];
        buffer.getBytes(position[0], body);
        return Event.builder(type).timestampNs(timestampNs).sequence(sequence).source(source)
                .attributes(attributes.build()).body(body, contentType).build();
    }

    private static int putString(MutableDirectBuffer buffer, int position, String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        buffer.putShort(position, (short) bytes.length);
        buffer.putBytes(position + 2, bytes);
        return position + 2 + bytes.length;
    }

    private static String getString(DirectBuffer buffer, int[] position, int limit) {
        int length = buffer.getShort(position[0]) & 0xFFFF;
        if (position[0] + 2 + length > limit) {
            throw new IllegalArgumentException("string of " + length + " bytes overruns the message");
        }
        byte[] bytes = new byte[length];
        buffer.getBytes(position[0] + 2, bytes);
        position[0] += 2 + length;
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
