package org.orrery.agent.transport;

import static org.orrery.agent.transport.EventFrameDescriptor.*;

import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;
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
 * contentType | uint16 flags | int64 timestampNs | int64 sequence | { uint16 name | byte tag (L, D, B, S) | value } |
 * int32 bodyLength | body [ trace ] trace (when flags has TRACED): int64 traceId | int64 emittedNs | int64 sentNs
 * names: byte version (3) | byte kind (1) | uint16 count | { uint16 number | int32 length | UTF-8 bytes } </pre>
 *
 * A string attribute's value is an int32 length and its UTF-8 bytes, as in version 2. A traced event (one in so many a
 * source emits, when its domain traces) carries its trace after its body, which a reader of an earlier release, to whom
 * the flags were a reserved 0, passes over as it passes over any byte after the body. Version 2 begins with the int32
 * 2, so its first byte tells the two apart; a receiver reads both. Decoding checks every read against the message's end
 * and refuses a number that was never announced.
 */
public final class EventFrames {

    public static final byte VERSION = 3;
    static final byte EVENT = 0;
    static final byte NAMES = 1;
    /** The kind of a batch's header ({@link StreamFrame}): many messages in one. */
    static final byte BATCH = 2;
    private static final short TRACED = 1;

    private EventFrames() {
    }

    /** Whether the message of {@code length} bytes at {@code offset} is in this version (else, it may be version 2). */
    public static boolean isCurrent(DirectBuffer buffer, int offset, int length) {
        return length >= 2 && buffer.getByte(offset + VERSION_OFFSET) == VERSION;
    }

    /** Whether the event frame at {@code offset} carries a trace after it (see {@link #traced}). */
    public static boolean isTraced(DirectBuffer buffer, int offset) {
        return (buffer.getShort(offset + FLAGS_OFFSET) & TRACED) != 0;
    }

    /**
     * Marks the event frame of {@code length} bytes at {@code offset} as traced and writes the trace after it: which
     * trace, when its operator emitted the event and when it was sent, on the sending domain's clock.
     */
    public static void traced(MutableDirectBuffer buffer, int offset, int length, long traceId, long emittedNs,
            long sentNs) {
        buffer.putShort(offset + FLAGS_OFFSET, (short) (buffer.getShort(offset + FLAGS_OFFSET) | TRACED));
        buffer.putLong(offset + length + TRACE_ID_OFFSET, traceId);
        buffer.putLong(offset + length + EMITTED_OFFSET, emittedNs);
        buffer.putLong(offset + length + SENT_OFFSET, sentNs);
    }

    /** Marks the event frame at {@code offset} as not traced (a copy of a traced one would say it is). */
    public static void untraced(MutableDirectBuffer buffer, int offset) {
        buffer.putShort(offset + FLAGS_OFFSET, (short) (buffer.getShort(offset + FLAGS_OFFSET) & ~TRACED));
    }

    /**
     * Whether the message of {@code length} bytes at {@code offset} is an event of this version that carries no trace:
     * one a receiver shows as it lies, with nothing to read beside it.
     */
    public static boolean isPlainEvent(DirectBuffer buffer, int offset, int length) {
        return length >= EVENT_HEADER_LENGTH && buffer.getByte(offset + VERSION_OFFSET) == VERSION
                && buffer.getByte(offset + KIND_OFFSET) == EVENT && !isTraced(buffer, offset);
    }

    /** Whether a message of this version announces names rather than carries an event. */
    public static boolean isNames(DirectBuffer buffer, int offset) {
        return buffer.getByte(offset + KIND_OFFSET) == NAMES;
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
        int length = EVENT_HEADER_LENGTH + BODY_LENGTH_LENGTH + event.bodyLength();
        for (int i = 0; i < attributes.size(); i++) {
            names.number(attributes.name(i));
            length += ATTRIBUTE_TAG_OFFSET + EventCodec.valueLength(attributes.value(i));
        }
        return length;
    }

    /**
     * Encodes {@code event} at {@code offset}, its names numbered by {@link #length} beforehand; returns the encoded
     * length.
     */
    public static int encode(Event event, MutableDirectBuffer buffer, int offset, NameTable names) {
        Attributes attributes = event.attributes();
        buffer.putByte(offset + VERSION_OFFSET, VERSION);
        buffer.putByte(offset + KIND_OFFSET, EVENT);
        buffer.putShort(offset + COUNT_OFFSET, (short) attributes.size());
        buffer.putShort(offset + TYPE_OFFSET, (short) names.number(event.type()));
        buffer.putShort(offset + SOURCE_OFFSET, (short) names.number(event.source()));
        buffer.putShort(offset + CONTENT_TYPE_OFFSET, (short) names.number(event.contentType()));
        buffer.putShort(offset + FLAGS_OFFSET, (short) 0);
        buffer.putLong(offset + TIMESTAMP_OFFSET, event.timestampNs());
        buffer.putLong(offset + SEQUENCE_OFFSET, event.sequence());
        int position = offset + EVENT_HEADER_LENGTH;
        for (int i = 0; i < attributes.size(); i++) {
            buffer.putShort(position, (short) names.number(attributes.name(i)));
            position = EventCodec.putValue(buffer, position + ATTRIBUTE_TAG_OFFSET, attributes.value(i));
        }
        buffer.putInt(position, event.bodyLength());
        position += BODY_LENGTH_LENGTH;
        buffer.putBytes(position, event.body());
        position += event.bodyLength();
        return position - offset;
    }

    /**
     * Decodes the event of {@code length} bytes at {@code offset}, its names from those {@code names} was told and its
     * string values through {@code strings} (the usual ones come back as the same objects); throws
     * {@link IllegalArgumentException} when it is malformed or uses a number that was not announced.
     */
    public static Event decode(DirectBuffer buffer, int offset, int length, NameLookup names, Utf8Strings strings) {
        int limit = offset + length;
        if (length < EVENT_HEADER_LENGTH) {
            throw new IllegalArgumentException("an event of " + length + " bytes is shorter than its header");
        }
        if (buffer.getByte(offset + VERSION_OFFSET) != VERSION || buffer.getByte(offset + KIND_OFFSET) != EVENT) {
            throw new IllegalArgumentException("not an event of wire version " + VERSION);
        }
        int count = buffer.getShort(offset + COUNT_OFFSET) & 0xFFFF;
        String type = names.name(buffer.getShort(offset + TYPE_OFFSET) & 0xFFFF);
        String source = names.name(buffer.getShort(offset + SOURCE_OFFSET) & 0xFFFF);
        String contentType = names.name(buffer.getShort(offset + CONTENT_TYPE_OFFSET) & 0xFFFF);
        long timestampNs = buffer.getLong(offset + TIMESTAMP_OFFSET);
        long sequence = buffer.getLong(offset + SEQUENCE_OFFSET);
        int[] position = {offset + EVENT_HEADER_LENGTH};
        if (count > (limit - position[0]) / 4) {
            throw new IllegalArgumentException(count + " attributes cannot fit the message");
        }
        String[] attributeNames = new String[count];
        Object[] values = new Object[count];
        for (int i = 0; i < count; i++) {
            need(position[0], ATTRIBUTE_TAG_OFFSET, limit);
            attributeNames[i] = names.name(buffer.getShort(position[0] + ATTRIBUTE_NAME_OFFSET) & 0xFFFF);
            position[0] += ATTRIBUTE_TAG_OFFSET;
            values[i] = EventCodec.getValue(buffer, position, limit, attributeNames[i], strings);
        }
        byte[] body = EventCodec.getBody(buffer, position, limit);
        return EventCodec.event(type, timestampNs, sequence, source, attributeNames, values, body, contentType);
    }

    /**
     * Numbers the names of the frame {@code view} shows in the stream {@code map} maps to, as {@link #length} does for
     * an event (those it had not numbered wait there to be announced); returns the frame's length, which its copy
     * keeps. The attributes' names are numbered before the header's, in the order a claim numbers them, so that a
     * stream fed by one operator's claims gives each name the number the claim did.
     */
    public static int length(FrameView view, NameMap map) {
        map.target().makeRoom(3 + view.attributeCount());
        map.from(view.names());
        if (map.keeps(view)) {
            return view.length();
        }
        DirectBuffer frame = view.buffer();
        for (int i = 0; i < view.attributeCount(); i++) {
            map.number(frame.getShort(view.attributeAt(i)) & 0xFFFF);
        }
        for (int field = FIRST_NAME_OFFSET; field <= LAST_NAME_OFFSET; field += Short.BYTES) {
            map.number(frame.getShort(view.offset() + field) & 0xFFFF);
        }
        return view.length();
    }

    /**
     * Copies the frame {@code view} shows to {@code offset}, its name numbers replaced by the stream's ({@link #length}
     * gave them; a frame whose numbers the stream keeps is copied as it is): an event passed on from one stream to
     * another, or from a claim buffer to a stream, is neither decoded nor encoded again.
     */
    public static void copy(FrameView view, MutableDirectBuffer buffer, int offset, NameMap map) {
        DirectBuffer frame = view.buffer();
        if (!view.isAt(buffer, offset)) { // else written in place: a claim in its stream's batch
            buffer.putBytes(offset, frame, view.offset(), view.length());
        }
        map.from(view.names());
        if (map.keeps(view)) {
            return;
        }
        int shift = offset - view.offset();
        for (int field = FIRST_NAME_OFFSET; field <= LAST_NAME_OFFSET; field += Short.BYTES) {
            int at = view.offset() + field;
            buffer.putShort(at + shift, (short) map.number(frame.getShort(at) & 0xFFFF));
        }
        for (int i = 0; i < view.attributeCount(); i++) {
            int at = view.attributeAt(i);
            buffer.putShort(at + shift, (short) map.number(frame.getShort(at) & 0xFFFF));
        }
    }

    /** The position after the tagged attribute value at {@code position}, checked against {@code limit}. */
    static int skipValue(DirectBuffer buffer, int position, int limit) {
        need(position, 1, limit);
        int after = switch (buffer.getByte(position)) {
            case EventCodec.LONG, EventCodec.DOUBLE -> position + 9;
            case EventCodec.BOOLEAN -> position + 2;
            case EventCodec.STRING -> {
                need(position + 1, 4, limit);
                int bytes = buffer.getInt(position + 1);
                if (bytes < 0 || bytes > limit - position - 5) {
                    throw new IllegalArgumentException("string of " + bytes + " bytes overruns the message");
                }
                yield position + 5 + bytes;
            }
            default -> throw new IllegalArgumentException("unknown attribute tag " + buffer.getByte(position));
        };
        need(position, after - position, limit);
        return after;
    }

    /**
     * The tagged attribute value at {@code position}, already checked by {@link #skipValue}; a string through strings.
     */
    static Object readValue(DirectBuffer buffer, int position, Utf8Strings strings) {
        return switch (buffer.getByte(position)) {
            case EventCodec.LONG -> buffer.getLong(position + 1);
            case EventCodec.DOUBLE -> buffer.getDouble(position + 1);
            case EventCodec.BOOLEAN -> buffer.getByte(position + 1) != 0;
            default -> strings.decode(buffer, position + 5, buffer.getInt(position + 1));
        };
    }

    /** Throws when fewer than {@code bytes} bytes are left before {@code limit}. */
    static void need(int position, int bytes, int limit) {
        if (limit - position < bytes) {
            throw new IllegalArgumentException("the message ends " + (bytes - (limit - position)) + " bytes short");
        }
    }
}
