package org.orrery.agent.transport;

/**
 * The layout of the wire's frames, version 3 ({@link EventFrames}), as named offsets from a frame's start and lengths:
 * every reader and writer of a frame takes its positions from here. All numbers are little-endian, as Agrona's buffers
 * write them.
 *
 * <pre> event 0 version (byte) | 1 kind (byte) | 2 attribute count (uint16) | 4 type | 6 source | 8 content type
 * (uint16 name numbers) | 10 flags (uint16) | 12 timestamp (int64 ns) | 20 sequence (int64) | 28 attributes, then body
 * length (int32) and body, then the trace trailer when flags has TRACED attribute 0 name number (uint16) | 2 tag (byte)
 * | 3 value trailer 0 trace id | 8 emitted (ns) | 16 sent (ns), each int64 names 0 version | 1 kind | 2 count (uint16)
 * | 4 { number (uint16) | length (int32) | UTF-8 bytes } </pre>
 */
public final class EventFrameDescriptor {

    public static final int VERSION_OFFSET = 0;
    public static final int KIND_OFFSET = VERSION_OFFSET + 1;
    /** An event's attribute count; a names frame's count of names. */
    public static final int COUNT_OFFSET = KIND_OFFSET + 1;
    public static final int TYPE_OFFSET = COUNT_OFFSET + Short.BYTES;
    public static final int SOURCE_OFFSET = TYPE_OFFSET + Short.BYTES;
    public static final int CONTENT_TYPE_OFFSET = SOURCE_OFFSET + Short.BYTES;
    public static final int FLAGS_OFFSET = CONTENT_TYPE_OFFSET + Short.BYTES;
    public static final int TIMESTAMP_OFFSET = FLAGS_OFFSET + Short.BYTES;
    public static final int SEQUENCE_OFFSET = TIMESTAMP_OFFSET + Long.BYTES;
    /** An event's header; its attributes follow. */
    public static final int EVENT_HEADER_LENGTH = SEQUENCE_OFFSET + Long.BYTES;
    /** A names frame's header; its names follow. */
    public static final int NAMES_HEADER_LENGTH = COUNT_OFFSET + Short.BYTES;
    /** The name numbers of an event's header, from first to last, {@link Short#BYTES} apart. */
    public static final int FIRST_NAME_OFFSET = TYPE_OFFSET;
    public static final int LAST_NAME_OFFSET = CONTENT_TYPE_OFFSET;

    /** Within a names frame's entry: the number, the length of the name's UTF-8 bytes, the bytes. */
    public static final int NAME_NUMBER_OFFSET = 0;
    public static final int NAME_LENGTH_OFFSET = NAME_NUMBER_OFFSET + Short.BYTES;
    public static final int NAME_BYTES_OFFSET = NAME_LENGTH_OFFSET + Integer.BYTES;

    /** Within an attribute: its name's number, its value's tag, its value. */
    public static final int ATTRIBUTE_NAME_OFFSET = 0;
    public static final int ATTRIBUTE_TAG_OFFSET = ATTRIBUTE_NAME_OFFSET + Short.BYTES;
    public static final int ATTRIBUTE_VALUE_OFFSET = ATTRIBUTE_TAG_OFFSET + 1;
    /** The length of a body, before it. */
    public static final int BODY_LENGTH_LENGTH = Integer.BYTES;

    /** Within the trace trailer after a traced event's body. */
    public static final int TRACE_ID_OFFSET = 0;
    public static final int EMITTED_OFFSET = TRACE_ID_OFFSET + Long.BYTES;
    public static final int SENT_OFFSET = EMITTED_OFFSET + Long.BYTES;
    public static final int TRACE_TRAILER_LENGTH = SENT_OFFSET + Long.BYTES;

    private EventFrameDescriptor() {
    }
}
