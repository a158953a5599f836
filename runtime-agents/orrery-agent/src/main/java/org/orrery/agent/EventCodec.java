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
 *   int32 version | int64 timestampNs | int64 sequence | str type | str source | int32 attributeCount
 *   { str name | byte tag (L, D, B, S) | value } | str contentType | int32 bodyLength | body
 * </pre>
 *
 * A {@code str} is an int32 byte length and the bytes (version 1 had 16 bits, and a string attribute over 65,535 bytes
 * made the rest of the message unreadable). Decoding checks every read against the message's end.
 */
final class EventCodec {

    static final int VERSION = 2;

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
        return 4 + text.length() * 3;
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
        buffer.putInt(position, attributes.size());
        position += 4;
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
        String type = getString(buffer, position, limit);
        String source = getString(buffer, position, limit);
        need(position, 4, limit);
        int count = buffer.getInt(position[0]);
        position[0] += 4;
        if (count < 0 || count > (limit - position[0]) / 6) {
            throw new IllegalArgumentException(count + " attributes cannot fit the message");
        }
        Attributes.Builder attributes = Attributes.builder();
        for (int i = 0; i < count; i++) {
            String name = getString(buffer, position, limit);
            need(position, 1, limit);
            byte tag = buffer.getByte(position[0]++);
            switch (tag) {
                case LONG -> {
                    need(position, 8, limit);
                    attributes.put(name, buffer.getLong(position[0]));
                    position[0] += 8;
                }
                case DOUBLE -> {
                    need(position, 8, limit);
                    attributes.put(name, buffer.getDouble(position[0]));
                    position[0] += 8;
                }
                case BOOLEAN -> {
                    need(position, 1, limit);
                    attributes.put(name, buffer.getByte(position[0]++) != 0);
                }
                case STRING -> attributes.put(name, getString(buffer, position, limit));
                default -> throw new IllegalArgumentException("unknown attribute tag " + tag + " for '" + name + "'");
            }
        }
        String contentType = getString(buffer, position, limit);
        need(position, 4, limit);
        int bodyLength = buffer.getInt(position[0]);
        position[0] += 4;
        if (bodyLength < 0 || bodyLength > limit - position[0]) {
            throw new IllegalArgumentException("body of " + bodyLength + " bytes overruns the message");
        }
        byte[] body = new byte[bodyLength];
        buffer.getBytes(position[0], body);
        return Event.builder(type).timestampNs(timestampNs).sequence(sequence).source(source)
                .attributes(attributes.build()).body(body, contentType).build();
    }

    private static int putString(MutableDirectBuffer buffer, int position, String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        buffer.putInt(position, bytes.length);
        buffer.putBytes(position + 4, bytes);
        return position + 4 + bytes.length;
    }

    private static String getString(DirectBuffer buffer, int[] position, int limit) {
        need(position, 4, limit);
        int length = buffer.getInt(position[0]);
        if (length < 0 || length > limit - position[0] - 4) {
            throw new IllegalArgumentException("string of " + length + " bytes overruns the message");
        }
        byte[] bytes = new byte[length];
        buffer.getBytes(position[0] + 4, bytes);
        position[0] += 4 + length;
        return new String(bytes, StandardCharsets.UTF_8);
    }

    /** Throws when fewer than {@code bytes} bytes are left before {@code limit}. */
    private static void need(int[] position, int bytes, int limit) {
        if (limit - position[0] < bytes) {
            throw new IllegalArgumentException("the message ends " + (bytes - (limit - position[0])) + " bytes short");
        }
    }
}
