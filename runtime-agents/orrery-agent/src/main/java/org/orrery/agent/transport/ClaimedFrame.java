package org.orrery.agent.transport;

import static org.orrery.agent.transport.EventFrameDescriptor.*;

import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.Objects;
import java.util.function.Consumer;

import org.agrona.ExpandableArrayBuffer;
import org.agrona.MutableDirectBuffer;
import org.orrery.operator.api.Attributes;
import org.orrery.operator.api.EventClaim;

/**
 * An operator's {@link EventClaim}: the event is written as a frame of {@link EventFrames} into a buffer this object
 * reuses, its names numbered in a table of its own, and handed as a {@link FrameView} to {@code committed} on
 * {@link #commit()}. A stream that takes it copies the frame into its log with its own numbers; nothing is allocated
 * per event (but for a string attribute's bytes). A stream may lend it the space where its next message goes
 * ({@link #writeIn}): the frame is then written there, and the stream that takes it finds it in place, with no copy;
 * when the frame outgrows the space, or the stream needs it back ({@link #moveOut}), the frame moves to the claim's own
 * buffer and goes on there. One per operator; used by the domain's thread.
 */
public final class ClaimedFrame implements EventClaim {

    private static final String DEFAULT_CONTENT_TYPE = "application/octet-stream";
    /** Attributes one event may have (the frame counts them in 16 bits; a claim stops well before). */
    private static final int MAX_ATTRIBUTES = 4_096;
    private static final byte[] NO_BODY = new byte[0];

    /** The claim's own buffer, and the one the frame is written in now: its own, or the space a stream lent it. */
    private final ExpandableArrayBuffer own = new ExpandableArrayBuffer(256);
    private MutableDirectBuffer frame = own;
    /** Where the frame starts in {@link #frame}, and where the space it may take ends. */
    private int base;
    private int limit = Integer.MAX_VALUE;
    /** Who lent the space it writes in, or null in its own buffer. */
    private ClaimLender lender;
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
    /** Where the next byte of the frame goes, in {@link #frame}. */
    private int position;
    private byte[] body;
    private int bodyOffset;
    private int bodyLength;
    /**
     * Whether the body is reserved in the frame, after the attributes, and written there ({@link #body(int, String)}).
     */
    private boolean bodyInPlace;
    private boolean open;
    /** The header's last names (type, source, content type), their numbers, and the names' generation then. */
    private final String[] headerNames = new String[3];
    private final int[] headerNumbers = new int[3];
    private int headerGeneration;
    /** The committed header's numbers. */
    private int typeNumber;
    private int sourceNumber;
    private int contentTypeNumber;

    public ClaimedFrame(Consumer<FrameView> committed) {
        this.committed = committed;
    }

    /** Starts a new event of {@code newType} in its own buffer, forgetting one claimed and not committed. */
    public ClaimedFrame begin(String newType) {
        if (newType == null) {
            throw new NullPointerException("type");
        }
        returnSpace();
        frame = own;
        base = 0;
        limit = Integer.MAX_VALUE;
        names.makeRoom(NameTable.CAPACITY / 2);
        type = newType;
        timestampNs = 0;
        sequence = 0;
        source = "";
        contentType = DEFAULT_CONTENT_TYPE;
        count = 0;
        highestNumber = 0;
        position = base + EVENT_HEADER_LENGTH;
        body = NO_BODY;
        bodyOffset = 0;
        bodyLength = 0;
        bodyInPlace = false;
        open = true;
        return this;
    }

    /**
     * Writes the event just begun from {@code start} of {@code space}, up to {@code end}, which {@code spaceLender}
     * lent it, until it is told to {@link #moveOut} or its event is taken.
     */
    public void writeIn(MutableDirectBuffer space, int start, int end, ClaimLender spaceLender) {
        frame = space;
        base = start;
        limit = end;
        position = start + EVENT_HEADER_LENGTH;
        lender = spaceLender;
    }

    /** Whether the frame is being written in a space a stream lent it. */
    public boolean inLentSpace() {
        return lender != null;
    }

    /**
     * Moves the frame written so far to the claim's own buffer and goes on there: its lender needs the space, or the
     * frame outgrew it. A committed frame's view is moved with it.
     */
    public void moveOut() {
        if (lender == null) {
            return;
        }
        returnSpace(); // first: whatever happens below, the lender is not tied to this claim any more
        int shift = -base;
        int written = bodyInPlace || !open ? position + BODY_LENGTH_LENGTH + bodyLength : position;
        own.putBytes(0, frame, base, written - base);
        for (int i = 0; i < count; i++) {
            attributeAt[i] += shift;
        }
        position += shift;
        frame = own;
        base = 0;
        limit = Integer.MAX_VALUE;
        if (!open) { // committed: what its view shows moves too
            showCommitted();
        }
    }

    /** Gives the lent space back, if any, without moving the frame (it is begun anew, or was taken). */
    private void returnSpace() {
        if (lender != null) {
            ClaimLender was = lender;
            lender = null;
            was.returned(this);
        }
    }

    /** Readies {@code bytes} more bytes at {@link #position}: in the claim's own buffer when the lent space ends. */
    private void room(int bytes) {
        if (position + bytes > limit) {
            moveOut();
        }
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
        room(8);
        frame.putLong(position, bits);
        position += 8;
        return this;
    }

    @Override
    public EventClaim attribute(String name, boolean value) {
        name(name, EventCodec.BOOLEAN);
        room(1);
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
        room(4 + 3 * value.length()); // at most three bytes of UTF-8 a char
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
        if (bodyInPlace) {
            throw new IllegalStateException("attribute '" + name + "' added after the body was reserved");
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
        room(ATTRIBUTE_VALUE_OFFSET);
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
        bodyInPlace = false;
        contentType = newContentType == null ? DEFAULT_CONTENT_TYPE : newContentType;
        return this;
    }

    /** Reserves the body in the frame, after the attributes, zeroed: the operator writes it there. */
    @Override
    public EventClaim body(int length, String newContentType) {
        if (!open) {
            throw new IllegalStateException("the claim was committed; claim again");
        }
        if (length < 0) {
            throw new IllegalArgumentException("a body of " + length + " bytes");
        }
        body = NO_BODY;
        bodyOffset = 0;
        bodyLength = length;
        bodyInPlace = true;
        contentType = newContentType == null ? DEFAULT_CONTENT_TYPE : newContentType;
        room(BODY_LENGTH_LENGTH + length);
        frame.setMemory(position + BODY_LENGTH_LENGTH, length, (byte) 0);
        return this;
    }

    @Override
    public EventClaim putBodyByte(int index, byte value) {
        frame.putByte(bodyAt(index, 1), value);
        return this;
    }

    @Override
    public EventClaim putBodyLong(int index, long value) {
        frame.putLong(bodyAt(index, Long.BYTES), value, ByteOrder.LITTLE_ENDIAN);
        return this;
    }

    @Override
    public EventClaim putBodyBytes(int index, byte[] bytes, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, bytes.length);
        frame.putBytes(bodyAt(index, length), bytes, offset, length);
        return this;
    }

    /** Where the reserved body's byte {@code index} lies in the frame, once {@code length} bytes from it fit. */
    private int bodyAt(int index, int length) {
        if (!open || !bodyInPlace) {
            throw new IllegalStateException(open ? "no body reserved: call body(length, contentType) first"
                    : "the claim was committed; claim again");
        }
        Objects.checkFromIndexSize(index, length, bodyLength);
        return position + BODY_LENGTH_LENGTH + index;
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
        if (!bodyInPlace) {
            room(BODY_LENGTH_LENGTH + bodyLength);
        }
        open = false;
        frame.putByte(base + VERSION_OFFSET, EventFrames.VERSION);
        frame.putByte(base + KIND_OFFSET, EventFrames.EVENT);
        frame.putShort(base + COUNT_OFFSET, (short) count);
        typeNumber = header(0, type);
        sourceNumber = header(1, source);
        contentTypeNumber = header(2, contentType);
        frame.putShort(base + TYPE_OFFSET, (short) typeNumber);
        frame.putShort(base + SOURCE_OFFSET, (short) sourceNumber);
        frame.putShort(base + CONTENT_TYPE_OFFSET, (short) contentTypeNumber);
        frame.putShort(base + FLAGS_OFFSET, (short) 0);
        frame.putLong(base + TIMESTAMP_OFFSET, timestampNs);
        frame.putLong(base + SEQUENCE_OFFSET, sequence);
        frame.putInt(position, bodyLength);
        if (!bodyInPlace) {
            frame.putBytes(position + BODY_LENGTH_LENGTH, body, bodyOffset, bodyLength);
        }
        try {
            committed.accept(showCommitted());
        } finally {
            returnSpace(); // its event was taken (or copied where it waits): the space is the stream's again
        }
    }

    /** Shows the committed frame where it lies now. */
    private FrameView showCommitted() {
        int bodyAt = position + BODY_LENGTH_LENGTH;
        return view.shown(frame, base, bodyAt + bodyLength - base, names, type, source, contentType, count, attributeAt,
                bodyAt, bodyLength,
                Math.max(highestNumber, Math.max(typeNumber, Math.max(sourceNumber, contentTypeNumber))));
    }
}
