package org.orrery.agent.transport;

import java.nio.charset.StandardCharsets;

import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;
import org.agrona.UnsafeApi;
import org.orrery.operator.api.Attributes;
import org.orrery.operator.api.Event;

/**
 * The binary wire form of events between domains, version 3: names once. An event's names (its type, source, content
 * type and attribute names) travel as numbers; each stream announces what its numbers stand for in a message of their
 * own before the first event that uses them, and again after a reconnect and every tenth of a second (see
 * {@link NameTable}). An event of type "event" from "source" with one number attribute and a 64-byte body then takes
 * 107 bytes; version 2 ({@link EventCodec}), which wrote every name in every event, took 153.
 *
 * <pre> event: byte version (3) | byte kind (0) | uint16 attributeCount | uint16 type | uint16 source | uint16
 * contentType | uint16 reserved (0) | int64 timestampNs | int64 sequence | { uint16 name | byte tag (L, D, B, S) |
 * value } | int32 bodyLength | body names: byte version (3) | byte kind (1) | uint16 count | { uint16 number | int32
 * length | UTF-8 bytes } </pre>
 *
 * A string attribute's value is an int32 length and its UTF-8 bytes, as in version 2. Version 2 begins with the int32
 * 2, so its first byte tells the two apart; a receiver reads both. Decoding checks every read against the message's end
 * and refuses a number that was never announced.
 */
public final class EventFrames {

    public static final byte VERSION = 3;
    static final byte EVENT = 0;
    static final byte NAMES = 1;
    static final int EVENT_HEADER = 1 + 1 + 2 * 5 + 8 + 8;
    static final int NAMES_HEADER = 1 + 1 + 2;

    private static final byte LONG = 'L';
    private static final byte DOUBLE = 'D';
    private static final byte BOOLEAN = 'B';
    private static final byte STRING = 'S';
    private static final byte[] NO_BODY = new byte[0];

    private EventFrames() {
    }

    /** Whether the message of {@code length} bytes at {@code offset} is in this version (else, it may be version 2). */
    public static boolean isCurrent(DirectBuffer buffer, int offset, int length) {
        return length >= 2 && buffer.getByte(offset) == VERSION;
    }

    /** Whether a message of this version announces names rather than carries an event. */
    public static boolean isNames(DirectBuffer buffer, int offset) {
        return buffer.getByte(offset + 1) == NAMES;
    }

    /**
     * The exact encoded length of {@code event}, its names numbered in {@code names} (those it had not yet numbered
     * wait there to be announced); throws {@link IllegalArgumentException} for a name too long to announce.
     */
    public static int length(Event event, NameTable names) {
        Attributes attributes = event.attributes();
        names.makeRoom(3 + attributes.size());
        names.number(event.type());
        names.number(event.source());
        names.number(event.contentType());
        int length = EVENT_HEADER + 4 + event.bodyLength();
        for (int i = 0; i < attributes.size(); i++) {
            names.number(attributes.name(i));
            Object value = attributes.value(i);
            length += 2 + 1
                    + (value instanceof String s ? 4 + EventCodec.utf8Length(s) : value instanceof Boolean ? 1 : 8);
        }
        return length;
    }

    /**
     * Encodes {@code event} at {@code offset}, its names numbered by {@link #length} beforehand; returns the encoded
     * length.
     */
    public static int encode(Event event, MutableDirectBuffer buffer, int offset, NameTable names) {
        Attributes attributes = event.attributes();
        buffer.putByte(offset, VERSION);
        buffer.putByte(offset + 1, EVENT);
        buffer.putShort(offset + 2, (short) attributes.size());
        buffer.putShort(offset + 4, (short) names.number(event.type()));
        buffer.putShort(offset + 6, (short) names.number(event.source()));
        buffer.putShort(offset + 8, (short) names.number(event.contentType()));
        buffer.putShort(offset + 10, (short) 0);
        buffer.putLong(offset + 12, event.timestampNs());
        buffer.putLong(offset + 20, event.sequence());
        int position = offset + EVENT_HEADER;
        for (int i = 0; i < attributes.size(); i++) {
            buffer.putShort(position, (short) names.number(attributes.name(i)));
            position += 2;
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
                byte[] bytes = ((String) value).getBytes(StandardCharsets.UTF_8);
                buffer.putInt(position, bytes.length);
                buffer.putBytes(position + 4, bytes);
                position += 4 + bytes.length;
            }
        }
        buffer.putInt(position, event.bodyLength());
        position += 4;
        buffer.putBytes(position, event.body());
        position += event.bodyLength();
        return position - offset;
    }

    /**
     * Decodes the event of {@code length} bytes at {@code offset}, its names from those {@code names} was told; throws
     * {@link IllegalArgumentException} when it is malformed or uses a number that was not announced.
     */
    public static Event decode(DirectBuffer buffer, int offset, int length, NameIndex.Names names) {
        int limit = offset + length;
        if (length < EVENT_HEADER) {
            throw new IllegalArgumentException("an event of " + length + " bytes is shorter than its header");
        }
        if (buffer.getByte(offset) != VERSION || buffer.getByte(offset + 1) != EVENT) {
            throw new IllegalArgumentException("not an event of wire version " + VERSION);
        }
        int count = buffer.getShort(offset + 2) & 0xFFFF;
        String type = names.name(buffer.getShort(offset + 4) & 0xFFFF);
        String source = names.name(buffer.getShort(offset + 6) & 0xFFFF);
        String contentType = names.name(buffer.getShort(offset + 8) & 0xFFFF);
        long timestampNs = buffer.getLong(offset + 12);
        long sequence = buffer.getLong(offset + 20);
        int position = offset + EVENT_HEADER;
        if (count > (limit - position) / 4) {
            throw new IllegalArgumentException(count + " attributes cannot fit the message");
        }
        String[] attributeNames = new String[count];
        Object[] values = new Object[count];
        for (int i = 0; i < count; i++) {
            need(position, 3, limit);
            String name = names.name(buffer.getShort(position) & 0xFFFF);
            attributeNames[i] = name;
            byte tag = buffer.getByte(position + 2);
            position += 3;
            switch (tag) {
                case LONG -> {
                    need(position, 8, limit);
                    values[i] = buffer.getLong(position);
                    position += 8;
                }
                case DOUBLE -> {
                    need(position, 8, limit);
                    values[i] = buffer.getDouble(position);
                    position += 8;
                }
                case BOOLEAN -> {
                    need(position, 1, limit);
                    values[i] = buffer.getByte(position++) != 0;
                }
                case STRING -> {
                    need(position, 4, limit);
                    int bytes = buffer.getInt(position);
                    if (bytes < 0 || bytes > limit - position - 4) {
                        throw new IllegalArgumentException("string of " + bytes + " bytes overruns the message");
                    }
                    values[i] = buffer.getStringWithoutLengthUtf8(position + 4, bytes);
                    position += 4 + bytes;
                }
                default -> throw new IllegalArgumentException("unknown attribute tag " + tag + " for '" + name + "'");
            }
        }
        need(position, 4, limit);
        int bodyLength = buffer.getInt(position);
        position += 4;
        if (bodyLength < 0 || bodyLength > limit - position) {
            throw new IllegalArgumentException("body of " + bodyLength + " bytes overruns the message");
        }
        // every byte is written at once: an array the JVM does not zero first
        byte[] body = bodyLength == 0 ? NO_BODY : (byte[]) UnsafeApi.allocateUninitializedArray(byte.class, bodyLength);
        buffer.getBytes(position, body);
        return EventCodec.event(type, timestampNs, sequence, source, attributeNames, values, body, contentType);
    }

    /** Throws when fewer than {@code bytes} bytes are left before {@code limit}. */
    static void need(int position, int bytes, int limit) {
        if (limit - position < bytes) {
            throw new IllegalArgumentException("the message ends " + (bytes - (limit - position)) + " bytes short");
        }
    }
}
