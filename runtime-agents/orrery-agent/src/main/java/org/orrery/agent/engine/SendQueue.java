package org.orrery.agent.engine;

import org.agrona.DirectBuffer;
import org.agrona.ExpandableRingBuffer;
import org.orrery.operator.api.Attributes;
import org.orrery.operator.api.Event;

/**
 * The events a {@link SendingStream} holds until its publication takes them, in order: each entry an event (or a frame
 * already written in the stream's numbers, whose bytes wait in a ring of their own), the lanes it goes to, when it was
 * handed off, and its trace with when that was emitted. A ring of entries grown when full; used by one thread. It
 * counts about how many bytes its entries hold ({@link #bytes()}), so that a queue of large events can be bounded by
 * what it holds as well as by how many it holds.
 */
final class SendQueue {

    /** An entry whose event waits as a frame in {@link #frames}. */
    private static final Event FRAME = Event.builder("orrery.frame").build();
    private static final ExpandableRingBuffer.MessageConsumer DROP_FRAME = (frame, offset, length, headOffset) -> true;

    /** One entry's fields; {@link #events} decides the ring's size, the others follow it. */
    private Event[] events = new Event[64];
    private long[] masks = new long[64];
    private long[] handOffs = new long[64];
    private long[] traceIds = new long[64];
    private long[] emitted = new long[64];
    /** About how many bytes each entry holds: a frame's length, an event's body and attributes. */
    private long[] weights = new long[64];
    private int head;
    private int size;
    private long bytes;
    /** The frames of the entries that wait as frames, in the order of those entries. */
    private final ExpandableRingBuffer frames = new ExpandableRingBuffer(0, ExpandableRingBuffer.MAX_CAPACITY, false);

    int size() {
        return size;
    }

    /** About how many bytes the entries hold: frames by their length, events by their body and attributes. */
    long bytes() {
        return bytes;
    }

    /** About how many bytes {@code event} holds on the heap: its body, and its attributes' names and values. */
    static long weight(Event event) {
        long weight = 64L + event.bodyLength();
        Attributes attributes = event.attributes();
        for (int i = 0; i < attributes.size(); i++) {
            weight += 16L + attributes.name(i).length()
                    + (attributes.value(i) instanceof String text ? text.length() : Long.BYTES);
        }
        return weight;
    }

    /** Adds the lane {@code bit} to the last entry when it is {@code event}; whether it was. */
    boolean joinLast(Event event, long bit) {
        if (size == 0) {
            return false;
        }
        int last = index(size - 1);
        if (events[last] != event) {
            return false;
        }
        masks[last] |= bit;
        return true;
    }

    /** Adds {@code event} for the lanes of {@code mask}. */
    void add(Event event, long mask, long handOffNs, long traceId, long emittedNs) {
        add(event, weight(event), mask, handOffNs, traceId, emittedNs);
    }

    private void add(Event event, long weight, long mask, long handOffNs, long traceId, long emittedNs) {
        if (size == events.length) {
            grow();
        }
        int tail = index(size);
        events[tail] = event;
        masks[tail] = mask;
        handOffs[tail] = handOffNs;
        traceIds[tail] = traceId;
        emitted[tail] = emittedNs;
        weights[tail] = weight;
        bytes += weight;
        size++;
    }

    /** Adds the frame of {@code length} bytes in {@code frame}; false when the ring of frames has no room for it. */
    boolean addFrame(DirectBuffer frame, int length, long mask, long handOffNs, long traceId, long emittedNs) {
        if (!frames.append(frame, 0, length)) {
            return false;
        }
        add(FRAME, length, mask, handOffNs, traceId, emittedNs);
        return true;
    }

    /** Takes every lane not in {@code keep} from every entry (a lane detached: its events go on the others). */
    void keepLanes(long keep) {
        for (int i = 0; i < size; i++) {
            masks[index(i)] &= keep;
        }
    }

    /** Whether some entry waits as a frame. */
    boolean hasFrames() {
        return !frames.isEmpty();
    }

    /** Makes every entry that waits as a frame an event, decoded by {@code decode} (offset and length in the frame). */
    void decodeFrames(FrameDecoder decode) {
        for (int i = 0; i < size; i++) {
            int at = index(i);
            if (events[at] == FRAME) {
                frames.consume((frame, offset, length, headOffset) -> {
                    events[at] = decode.decode(frame, offset, length);
                    return true;
                }, 1);
            }
        }
    }

    /** Decodes a frame of the queue into an event. */
    @FunctionalInterface
    interface FrameDecoder {

        Event decode(DirectBuffer frame, int offset, int length);
    }

    /** The first entry's event; null when it waits as a frame ({@link #firstFrame}). */
    Event firstEvent() {
        return events[head] == FRAME ? null : events[head];
    }

    /** Hands the first entry's frame to {@code consumer}, which answers whether it may go from the ring (ignored). */
    void firstFrame(ExpandableRingBuffer.MessageConsumer consumer) {
        frames.forEach(consumer, 1);
    }

    long firstMask() {
        return masks[head];
    }

    long firstHandOffNs() {
        return handOffs[head];
    }

    long firstTraceId() {
        return traceIds[head];
    }

    long firstEmittedNs() {
        return emitted[head];
    }

    /** Removes the first entry, with its frame. */
    void removeFirst() {
        if (events[head] == FRAME) {
            frames.consume(DROP_FRAME, 1);
        }
        events[head] = null;
        bytes -= weights[head];
        head = (head + 1) & (events.length - 1);
        size--;
    }

    private int index(int i) {
        return (head + i) & (events.length - 1);
    }

    private void grow() {
        int capacity = events.length * 2;
        Event[] grownEvents = new Event[capacity];
        long[][] columns = {masks, handOffs, traceIds, emitted, weights};
        long[][] grown = new long[columns.length][capacity];
        for (int i = 0; i < size; i++) {
            int at = index(i);
            grownEvents[i] = events[at];
            for (int c = 0; c < columns.length; c++) {
                grown[c][i] = columns[c][at];
            }
        }
        events = grownEvents;
        masks = grown[0];
        handOffs = grown[1];
        traceIds = grown[2];
        emitted = grown[3];
        weights = grown[4];
        head = 0;
    }
}
