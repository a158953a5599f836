package org.orrery.agent.transport;

import static org.orrery.agent.transport.EventFrameDescriptor.*;

import java.util.Arrays;
import java.util.function.Consumer;

import org.agrona.ExpandableArrayBuffer;
import org.orrery.operator.api.Attributes;
import org.orrery.operator.api.EventClaim;

/**
 * An operator's {@link EventClaim}: the event is written as a frame of {@link EventFrames} into a buffer this object
 * reuses, its names numbered in a table of its own, and handed as a {@link FrameView} to {@code committed} on
 * {@link #commit()}. A stream that takes it copies the frame into its log with its own numbers; nothing is allocated
 * per event (but for a string attribute's bytes). One per operator; used by the domain's thread.
 */
public final class ClaimedFrame implements EventClaim {

    private static final String DEFAULT_CONTENT_TYPE = "application/octet-stream";
    /** Attributes one event may have (the frame counts them in 16 bits; a claim stops well before). */
    private static final int MAX_ATTRIBUTES = 4_096;
    private static final byte[] NO_BODY = new byte[0];

    private final ExpandableArrayBuffer frame = new ExpandableArrayBuffer(256);
    private final NameTable names = new NameTable();
    private final FrameView view = new FrameView();
    private final Consumer<FrameView> committed;
    private String[] attributeNames = new String[8];
    /** Where each attribute starts in the frame. */
    private int[] attributeAt = new int[8];
    private String type;
    private long timestampNs;
    private long sequence;
    private String source;
    private String contentType;
    private int count;
    /** The highest name number the event's attributes use. */
    private int highestNumber;
    private int position;
    private byte[] body;
    private int bodyOffset;
    private int bodyLength;
    private boolean open;
    /** The header's last names (type, source, content type), their numbers, and the names' generation then. */
    private final String[] headerNames = new String[3];
    private final int[] headerNumbers = new int[3];
    private int headerGeneration;

    public ClaimedFrame(Consumer<FrameView> committed) {
        this.committed = committed;
    }

    /** Starts a new event of {@code newType}, forgetting one claimed and not committed. */
    public ClaimedFrame begin(String newType) {
        if (newType == null) {
            throw new NullPointerException("type");
        }
        names.makeRoom(NameTable.CAPACITY / 2);
        type = newType;
        timestampNs = 0;
        sequence = 0;
        source = "";
        contentType = DEFAULT_CONTENT_TYPE;
        count = 0;
        highestNumber = 0;
        position = EVENT_HEADER_LENGTH;
        body = NO_BODY;
        bodyOffset = 0;
        bodyLength = 0;
        open = true;
        return this;
    }

    @Override
    public EventClaim timestampNs(long newTimestampNs) {
        timestampNs = newTimestampNs;
        return this;
    }

    @Override
    public EventClaim sequence(long newSequence) {
        sequence = newSequence;
        return this;
    }

    @Override
    public EventClaim source(String newSource) {
        source = newSource == null ? "" : newSource;
        return this;
    }

    @Override
    public EventClaim attribute(String name, long value) {
        return eightBytes(name, EventCodec.LONG, value);
    }

    /** A double is written as its IEEE 754 bits, as {@code putDouble} writes it. */
    @Override
    public EventClaim attribute(String name, double value) {
        return eightBytes(name, EventCodec.DOUBLE, Double.doubleToRawLongBits(value));
    }

    private EventClaim eightBytes(String name, byte tag, long bits) {
        name(name, tag);
        frame.putLong(position, bits);
        position += 8;
        return this;
    }

    @Override
    public EventClaim attribute(String name, boolean value) {
        name(name, EventCodec.BOOLEAN);
        frame.putByte(position, (byte) (value ? 1 : 0));
        position += 1;
        return this;
    }

    @Override
    public EventClaim attribute(String name, String value) {
        if (value == null) {
            throw new NullPointerException("value of attribute '" + name + "'");
        }
        name(name, EventCodec.STRING);
        int bytes = frame.putStringWithoutLengthUtf8(position + 4, value);
        frame.putInt(position, bytes);
        position += 4 + bytes;
        return this;
    }

    @Override
    public EventClaim attributes(Attributes attributes) {
        for (int i = 0; i < attributes.size(); i++) {
            Object value = attributes.value(i);
            String name = attributes.name(i);
            if (value instanceof Long l) {
                attribute(name, l.longValue());
            } else if (value instanceof Double d) {
                attribute(name, d.doubleValue());
            } else if (value instanceof Boolean b) {
                attribute(name, b.booleanValue());
            } else {
                attribute(name, (String) value);
            }
        }
        return this;
    }

    /** Writes attribute {@code name}'s number and {@code tag}; refuses a name the event has, as events do. */
    private void name(String name, byte tag) {
        if (!open) {
            throw new IllegalStateException("the claim was committed; claim again");
        }
        if (count == MAX_ATTRIBUTES) {
            throw new IllegalArgumentException("an event takes at most " + MAX_ATTRIBUTES + " attributes");
        }
        for (int i = 0; i < count; i++) {
            if (attributeNames[i].equals(name)) {
                throw new IllegalArgumentException("attribute '" + name + "' appears twice");
            }
        }
        if (count == attributeNames.length) {
            attributeNames = Arrays.copyOf(attributeNames, count * 2);
            attributeAt = Arrays.copyOf(attributeAt, count * 2);
        }
        attributeAt[count] = position;
        attributeNames[count++] = name;
        int number = names.number(name);
        highestNumber = Math.max(highestNumber, number);
        frame.putShort(position, (short) number);
        frame.putByte(position + ATTRIBUTE_TAG_OFFSET, tag);
        position += ATTRIBUTE_VALUE_OFFSET;
    }

    @Override
    public EventClaim body(byte[] bytes, int offset, int length, String newContentType) {
        if (offset < 0 || length < 0 || offset > bytes.length - length) {
            throw new IndexOutOfBoundsException(
                    "bytes " + offset + ".." + (offset + length) + " of an array of " + bytes.length);
        }
        body = bytes;
        bodyOffset = offset;
        bodyLength = length;
        contentType = newContentType == null ? DEFAULT_CONTENT_TYPE : newContentType;
        return this;
    }

    /**
     * The number of the header's {@code field}'s name: the last one's again when it is the same object (a source's
     * type, source and content type seldom change) and the names have not started afresh.
     */
    private int header(int field, String name) {
        if (headerNames[field] != name || headerGeneration != names.generation()) {
            if (headerGeneration != names.generation()) {
                Arrays.fill(headerNames, null);
                headerGeneration = names.generation();
            }
            headerNumbers[field] = names.number(name);
            headerNames[field] = name;
        }
        return headerNumbers[field];
    }

    @Override
    public void commit() {
        if (!open) {
            throw new IllegalStateException("the claim was committed already; claim again");
        }
        open = false;
        frame.putByte(VERSION_OFFSET, EventFrames.VERSION);
        frame.putByte(KIND_OFFSET, EventFrames.EVENT);
        frame.putShort(COUNT_OFFSET, (short) count);
        int typeNumber = header(0, type);
        int sourceNumber = header(1, source);
        int contentTypeNumber = header(2, contentType);
        frame.putShort(TYPE_OFFSET, (short) typeNumber);
        frame.putShort(SOURCE_OFFSET, (short) sourceNumber);
        frame.putShort(CONTENT_TYPE_OFFSET, (short) contentTypeNumber);
        frame.putShort(FLAGS_OFFSET, (short) 0);
        frame.putLong(TIMESTAMP_OFFSET, timestampNs);
        frame.putLong(SEQUENCE_OFFSET, sequence);
        frame.putInt(position, bodyLength);
        int bodyAt = position + BODY_LENGTH_LENGTH;
        frame.putBytes(bodyAt, body, bodyOffset, bodyLength);
        committed.accept(view.shown(frame, bodyAt + bodyLength, names, type, source, contentType, count, attributeAt,
                bodyAt, bodyLength,
                Math.max(highestNumber, Math.max(typeNumber, Math.max(sourceNumber, contentTypeNumber)))));
    }
}
