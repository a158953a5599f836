package org.orrery.agent.transport;

import static org.orrery.agent.transport.EventFrameDescriptor.*;

import java.nio.ByteOrder;

import org.agrona.DirectBuffer;
import org.orrery.operator.api.Attributes;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.EventView;

/**
 * An {@link EventView} of an event frame ({@link EventFrames}) where it lies: in a stream's log or a claim buffer. It
 * checks the whole frame when it is moved onto one (so reading it cannot fail later), reads the header's fields and the
 * body in place, decodes an attribute only when asked for it, and copies the event into an {@link Event} at most once
 * per frame. One object is moved from frame to frame; used by one thread.
 */
public final class FrameView implements EventView {

    private final Utf8Strings strings = new Utf8Strings();
    private DirectBuffer buffer;
    private int offset;
    private int length;
    private NameLookup names;
    private String type;
    private String source;
    private String contentType;
    private int attributeCount;
    /** Where each attribute (its name's number) starts in the buffer. */
    private int[] attributeAt = new int[8];
    private int bodyAt;
    private int bodyLength;
    /** The highest name number the frame uses. */
    private int highestNumber;
    private Event copy;

    /**
     * Shows the event frame of {@code length} bytes at {@code offset}, its names numbered in {@code lookup}; throws
     * {@link IllegalArgumentException} when it is malformed or uses a number that stands for nothing (the view then
     * shows nothing valid).
     */
    public FrameView show(DirectBuffer frames, int at, int size, NameLookup lookup) {
        copy = null;
        buffer = null;
        int limit = at + size;
        if (size < EVENT_HEADER_LENGTH || frames.getByte(at + VERSION_OFFSET) != EventFrames.VERSION
                || frames.getByte(at + KIND_OFFSET) != EventFrames.EVENT) {
            throw new IllegalArgumentException("not an event of wire version " + EventFrames.VERSION);
        }
        int count = frames.getShort(at + COUNT_OFFSET) & 0xFFFF;
        int typeNumber = frames.getShort(at + TYPE_OFFSET) & 0xFFFF;
        int sourceNumber = frames.getShort(at + SOURCE_OFFSET) & 0xFFFF;
        int contentTypeNumber = frames.getShort(at + CONTENT_TYPE_OFFSET) & 0xFFFF;
        type = lookup.name(typeNumber);
        source = lookup.name(sourceNumber);
        contentType = lookup.name(contentTypeNumber);
        int highest = Math.max(typeNumber, Math.max(sourceNumber, contentTypeNumber));
        int position = at + EVENT_HEADER_LENGTH;
        if (count > attributeAt.length) {
            attributeAt = new int[Math.max(count, attributeAt.length * 2)];
        }
        for (int i = 0; i < count; i++) {
            EventFrames.need(position, ATTRIBUTE_TAG_OFFSET, limit);
            int number = frames.getShort(position + ATTRIBUTE_NAME_OFFSET) & 0xFFFF;
            lookup.name(number);
            highest = Math.max(highest, number);
            attributeAt[i] = position;
            position = EventFrames.skipValue(frames, position + ATTRIBUTE_TAG_OFFSET, limit);
        }
        EventFrames.need(position, BODY_LENGTH_LENGTH, limit);
        int bodyBytes = frames.getInt(position);
        if (bodyBytes < 0 || bodyBytes > limit - position - BODY_LENGTH_LENGTH) {
            throw new IllegalArgumentException("body of " + bodyBytes + " bytes overruns the message");
        }
        buffer = frames;
        offset = at;
        length = position + BODY_LENGTH_LENGTH + bodyBytes - at;
        names = lookup;
        attributeCount = count;
        bodyAt = position + BODY_LENGTH_LENGTH;
        bodyLength = bodyBytes;
        highestNumber = highest;
        return this;
    }

    /**
     * Shows a frame of {@code size} bytes at {@code at} its writer has just made ({@link ClaimedFrame}) and so need not
     * check: its fields are those given, {@code positions} (which the view reads from, not copies) are where its
     * attributes start, and {@code newHighestNumber} the highest name number it uses.
     */
    FrameView shown(DirectBuffer frames, int at, int size, NameLookup lookup, String newType, String newSource,
            String newContentType, int count, int[] positions, int newBodyAt, int newBodyLength, int newHighestNumber) {
        copy = null;
        buffer = frames;
        offset = at;
        length = size;
        names = lookup;
        type = newType;
        source = newSource;
        contentType = newContentType;
        attributeCount = count;
        attributeAt = positions;
        bodyAt = newBodyAt;
        bodyLength = newBodyLength;
        highestNumber = newHighestNumber;
        return this;
    }

    /** Where attribute {@code index} (its name's number) starts in {@link #buffer()}. */
    int attributeAt(int index) {
        return attributeAt[index];
    }

    /** The highest name number the frame uses. */
    int highestNumber() {
        return highestNumber;
    }

    /** The buffer the frame is in. */
    DirectBuffer buffer() {
        return buffer;
    }

    /** Whether the frame lies at {@code at} of {@code frames}: where a claim wrote it in place. */
    public boolean isAt(DirectBuffer frames, int at) {
        return buffer == frames && offset == at;
    }

    /** Where the frame starts in {@link #buffer()}. */
    int offset() {
        return offset;
    }

    /** The frame's length in bytes. */
    public int length() {
        return length;
    }

    /** What the frame's name numbers stand for. */
    NameLookup names() {
        return names;
    }

    public int attributeCount() {
        return attributeCount;
    }

    @Override
    public String type() {
        return type;
    }

    @Override
    public long timestampNs() {
        return buffer.getLong(offset + TIMESTAMP_OFFSET);
    }

    @Override
    public long sequence() {
        return buffer.getLong(offset + SEQUENCE_OFFSET);
    }

    @Override
    public String source() {
        return source;
    }

    @Override
    public String contentType() {
        return contentType;
    }

    @Override
    public Object attribute(String name) {
        int position = find(name);
        return position < 0 ? null : EventFrames.readValue(buffer, position + ATTRIBUTE_TAG_OFFSET, strings);
    }

    /** Whether attribute {@code name} is a whole number, which {@link #longAttribute} then reads without boxing it. */
    public boolean isLongAttribute(String name) {
        int position = find(name);
        return position >= 0 && buffer.getByte(position + ATTRIBUTE_TAG_OFFSET) == EventCodec.LONG;
    }

    /** The whole number attribute {@code name} holds ({@link #isLongAttribute} having said so). */
    public long longAttribute(String name) {
        return buffer.getLong(find(name) + ATTRIBUTE_VALUE_OFFSET);
    }

    /** Where attribute {@code name} (its name's number) is, or -1. */
    private int find(String name) {
        for (int i = 0; i < attributeCount; i++) {
            int position = attributeAt[i];
            String named = names.name(buffer.getShort(position) & 0xFFFF);
            if (named == name || named.equals(name)) {
                return position;
            }
        }
        return -1;
    }

    @Override
    public Attributes attributes() {
        return toEvent().attributes();
    }

    @Override
    public int bodyLength() {
        return bodyLength;
    }

    @Override
    public byte bodyByte(int index) {
        return buffer.getByte(bodyAt + checkIndex(index, 1));
    }

    @Override
    public long bodyLong(int index) {
        return buffer.getLong(bodyAt + checkIndex(index, Long.BYTES), ByteOrder.LITTLE_ENDIAN);
    }

    @Override
    public void copyBody(int from, byte[] target, int at, int bytes) {
        if (from < 0 || bytes < 0 || from > bodyLength - bytes) {
            throw new IndexOutOfBoundsException(
                    "bytes " + from + ".." + (from + bytes) + " of a body of " + bodyLength);
        }
        buffer.getBytes(bodyAt + from, target, at, bytes);
    }

    private int checkIndex(int index, int bytes) {
        if (index < 0 || index > bodyLength - bytes) {
            throw new IndexOutOfBoundsException("byte " + index + " of a body of " + bodyLength);
        }
        return index;
    }

    /** The event decoded into an object of its own, once per frame however often it is asked for. */
    @Override
    public Event toEvent() {
        if (copy == null) {
            copy = EventFrames.decode(buffer, offset, length, names, strings);
        }
        return copy;
    }

    @Override
    public String toString() {
        return type + "#" + sequence() + " from " + source + " (" + bodyLength + " bytes, a view)";
    }
}
