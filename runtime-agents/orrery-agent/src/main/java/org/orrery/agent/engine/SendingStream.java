package org.orrery.agent.engine;

import java.util.function.Consumer;
import java.util.function.LongSupplier;

import org.agrona.BitUtil;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.ExpandableRingBuffer;
import org.agrona.MutableDirectBuffer;
import org.orrery.agent.transport.EventFrames;
import org.orrery.agent.transport.FrameView;
import org.orrery.agent.transport.NameMap;
import org.orrery.agent.transport.NameTable;
import org.orrery.agent.transport.StreamFrame;
import org.orrery.agent.transport.Utf8Strings;
import org.orrery.agent.transport.WireCodecs;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.wire.WireCodec;

import io.aeron.Publication;
import io.aeron.ReservedValueSupplier;
import io.aeron.logbuffer.BufferClaim;
import io.aeron.logbuffer.FrameDescriptor;
import io.aeron.protocol.DataHeaderFlyweight;

/**
 * The sending end of one stream to another domain, shared by the connections from one operator to that domain that have
 * the same delivery (each a {@link RemoteOutlet} on a lane of its own). An event that several of them accept waits
 * once, with the lanes that took it, and is encoded and offered once: the receiving domain decodes it once and hands it
 * to each lane's operator. A reliable stream keeps every event and, when its queue runs high, holds back its source; a
 * best-effort stream drops what does not fit and counts it on each lane. Events go in the stream's wire format: binary
 * straight into Aeron's log, any other through its codec's bytes. Used by the domain's duty thread only, but for the
 * lanes attached and detached between two cycles.
 */
public final class SendingStream {

    /** Queued events above which a reliable stream holds back the domain's sources and inputs. */
    public static final int HIGH_WATER_EVENTS = 4_096;

    /** How often a stream announces all its names again, so that a receiver that joined late learns them. */
    static final long ANNOUNCE_EVERY_NS = 100_000_000L;
    /**
     * The bytes a second that announcing the names again may take, at most: a stream of many or long names announces
     * them again less often than {@link #ANNOUNCE_EVERY_NS} (a table of 1 MiB every 16 s), never starving its events.
     */
    static final long ANNOUNCE_BYTES_PER_SECOND = 64 * 1024;

    /** Queued events above which a best-effort stream drops. */
    static final int BEST_EFFORT_CAPACITY = 1_024;

    private final String source;
    private final Publication publication;
    private final boolean reliable;
    private final WireCodec codec;
    private final boolean binary;
    private final int priority;
    /** A queue entry whose event waits, already written as a frame in this stream's numbers, in {@link #frames}. */
    private static final Event FRAME = Event.builder("orrery.frame").build();
    private static final ExpandableRingBuffer.MessageConsumer DROP_FRAME = (frame, offset, length, headOffset) -> true;
    /** The frames of the views that wait, in the order of their {@link #FRAME} entries in the queue. */
    private final ExpandableRingBuffer frames = new ExpandableRingBuffer(0, ExpandableRingBuffer.MAX_CAPACITY, false);
    private final ExpandableRingBuffer.MessageConsumer sendFrame = this::sendFrame;
    /** The lanes of the frame {@link #sendFrame} tries, and whether it is done with. */
    private long frameMask;
    private boolean frameDone;
    /** A view waiting beside the queue for the lanes its operator offers it to, and their bits (see {@link #stage}). */
    private FrameView staged;
    private long stagedMask;
    private long stagedHandOffNs;
    private long stagedTraceId;
    private long stagedEmittedNs;
    /** Whether a reliable stream's publication refused its last message for back pressure (it waits). */
    private boolean refused;
    /** The last event another codec wrote, and its bytes: a reliable event held back is not written again. */
    private Event encodedEvent;
    private byte[] encoded;
    private boolean awaitingConnection;
    private final RemoteOutlet[] lanes = new RemoteOutlet[StreamFrame.MAX_LANES];
    private int attached;
    private final ExpandableArrayBuffer buffer = new ExpandableArrayBuffer(4_096);
    private final BufferClaim claim = new BufferClaim();
    private final NameTable names = new NameTable();
    /** Its numbers for the names of the frames passed on to it. */
    private final NameMap frameNames = new NameMap(names);
    /** When the names were last announced in full; whether the publication was connected at the last drain. */
    private long namesAnnouncedNs = System.nanoTime();
    private boolean wasConnected;
    /** When the publication was made, until it first connected (then 0). */
    private long madeAtNs;
    // the queue: a ring of events, their lane masks, when they were handed off, their traces and when those were
    // emitted, grown when full
    private Event[] events = new Event[64];
    private long[] masks = new long[64];
    private long[] handOffs = new long[64];
    private long[] traceIds = new long[64];
    private long[] emitted = new long[64];
    /**
     * When the event being sent was handed off, written into its message's reserved value (the Aeron frame's header has
     * 8 bytes for the application), so that the receiver measures the hop's latency with nothing added to the message.
     */
    private long sendingHandOffNs = HandOff.UNKNOWN;
    /** The trace of the event being sent, and when it was emitted; a traced event's frame carries both. */
    private long sendingTraceId = HandOff.UNTRACED;
    private long sendingEmittedNs;
    /** The domain's clock, read when a traced event is sent. */
    private final LongSupplier clockNs;
    /** Whether it gives the hand-off times ({@link Comparisons#HOP_LATENCY}). */
    private final boolean givesHandOff = Comparisons.hopLatency();
    private final ReservedValueSupplier handOff = (termBuffer, termOffset, frameLength) -> sendingHandOffNs;
    private int head;
    private int size;
    private final Counter messagesSent = new Counter();
    /** The log space the last message sent took (its frame's header and alignment included). */
    private int lastFrameLength = 64;

    SendingStream(String source, Publication publication, boolean reliable, WireCodec codec, int priority,
            boolean connectBeforeSend, LongSupplier clockNs) {
        this.source = source;
        this.clockNs = clockNs;
        this.publication = publication;
        this.reliable = reliable;
        this.priority = priority;
        this.codec = codec;
        this.binary = WireCodecs.isBinary(codec);
        this.awaitingConnection = reliable && connectBeforeSend;
        this.madeAtNs = System.nanoTime();
    }

    String source() {
        return source;
    }

    boolean isReliable() {
        return reliable;
    }

    /** The priority of the connections on this stream. */
    int priority() {
        return priority;
    }

    /** Whether it writes the binary wire format, into which frames are copied as they are. */
    boolean isBinary() {
        return binary;
    }

    /** The name of the wire format this stream writes. */
    String format() {
        return codec.name();
    }

    /** Gives {@code outlet} its lane; throws when the lane is taken by another connection. */
    void attach(RemoteOutlet outlet) {
        int lane = outlet.lane();
        if (lanes[lane] != null && lanes[lane] != outlet) {
            throw new IllegalStateException("lane " + lane + " of stream " + publication.streamId() + " is taken by "
                    + lanes[lane].spec().label());
        }
        if (lanes[lane] == null) {
            attached++;
        }
        lanes[lane] = outlet;
    }

    /** Frees {@code outlet}'s lane; queued events lose that lane (they were not sent on it). */
    void detach(RemoteOutlet outlet) {
        int lane = outlet.lane();
        if (lanes[lane] == outlet) {
            lanes[lane] = null;
            attached--;
            long keep = ~StreamFrame.bit(lane);
            for (int i = 0; i < size; i++) {
                masks[index(i)] &= keep;
            }
        }
    }

    int lanesAttached() {
        return attached;
    }

    /**
     * Queues {@code event}, handed off as {@code from} says, for {@code lane}. The connections of one operator are
     * offered an event one after another, so an event already last in the queue only gains the lane.
     */
    void offer(Event event, int lane, HandOff from) {
        long bit = StreamFrame.bit(lane);
        if (size > 0) {
            int last = index(size - 1);
            if (events[last] == event) {
                masks[last] |= bit;
                return;
            }
        }
        enqueue(event, bit, from.startedNs, from.traceId, from.emittedNs);
    }

    /** Queues {@code event} (or {@link #FRAME}) for the lanes of {@code mask}; a full best-effort queue drops it. */
    private void enqueue(Event event, long mask, long handOffNs, long traceId, long emittedNs) {
        if (!reliable && size >= BEST_EFFORT_CAPACITY) {
            forEachLane(mask, outlet -> outlet.countDropped(1));
            return;
        }
        if (size == events.length) {
            grow();
        }
        int tail = index(size);
        events[tail] = event;
        masks[tail] = mask;
        handOffs[tail] = handOffNs;
        traceIds[tail] = traceId;
        emitted[tail] = emittedNs;
        size++;
    }

    /**
     * Queues the frame {@code view} shows as bytes, numbered in this stream's names and ready to send: no object is
     * made for an event that waits.
     */
    private void enqueue(FrameView view, long mask, long handOffNs, long traceId, long emittedNs) {
        if (!reliable && size >= BEST_EFFORT_CAPACITY) {
            forEachLane(mask, outlet -> outlet.countDropped(1));
            return;
        }
        int length = messageLength(null, view, mask) - StreamFrame.EVENT_OFFSET;
        if (length < 0) {
            return;
        }
        EventFrames.copy(view, buffer, 0, frameNames);
        if (!frames.append(buffer, 0, length)) {
            dropAndFail(mask, "the stream's queue of frames is full");
            return;
        }
        enqueue(FRAME, mask, handOffNs, traceId, emittedNs);
    }

    /**
     * Before {@code count} more names are numbered: when the names would start afresh, the frames waiting, numbered as
     * they are now, become events first (their numbers would stand for nothing afterwards).
     */
    private void roomForNames(int count) {
        if (frames.isEmpty() || !names.isFull(count)) {
            return;
        }
        Utf8Strings strings = new Utf8Strings();
        for (int i = 0; i < size; i++) {
            int at = index(i);
            if (events[at] == FRAME) {
                frames.consume((frame, offset, length, headOffset) -> {
                    events[at] = EventFrames.decode(frame, offset, length, names, strings);
                    return true;
                }, 1);
            }
        }
    }

    private int index(int i) {
        return (head + i) & (events.length - 1);
    }

    private void grow() {
        Event[] newEvents = new Event[events.length * 2];
        long[] newMasks = new long[events.length * 2];
        long[] newHandOffs = new long[events.length * 2];
        long[] newTraceIds = new long[events.length * 2];
        long[] newEmitted = new long[events.length * 2];
        for (int i = 0; i < size; i++) {
            newEvents[i] = events[index(i)];
            newMasks[i] = masks[index(i)];
            newHandOffs[i] = handOffs[index(i)];
            newTraceIds[i] = traceIds[index(i)];
            newEmitted[i] = emitted[index(i)];
        }
        events = newEvents;
        masks = newMasks;
        handOffs = newHandOffs;
        traceIds = newTraceIds;
        emitted = newEmitted;
        head = 0;
    }

    private void pollFirst() {
        if (events[head] == FRAME) {
            frames.consume(DROP_FRAME, 1);
        }
        events[head] = null;
        head = (head + 1) & (events.length - 1);
        size--;
    }

    /** Sends up to {@code limit} queued events; returns how many left the queue. */
    int drain(int limit) {
        if (binary) { // once a cycle, so that neither a queued event nor a view sent at once checks it
            announceAgainWhenDue();
        }
        if (refused && size == 0 && publication.isConnected() && publication.availableWindow() >= lastFrameLength) {
            refused = false; // the receiver caught up while nothing waited here
        }
        int done = 0;
        while (done < limit && size > 0) {
            long mask = masks[head];
            sending(handOffs[head], traceIds[head], emitted[head]);
            if (mask != 0 && !(events[head] == FRAME ? trySendFrame(mask) : trySend(events[head], null, mask))) {
                break;
            }
            pollFirst();
            done++;
        }
        return done;
    }

    /**
     * Takes a view of a frame for {@code lane}: the lanes one operator offers the same view to wait together, beside
     * the queue, until {@link #flushStaged()}.
     */
    void stage(FrameView view, int lane, HandOff from) {
        if (staged != null && staged != view) {
            flushStaged();
        }
        staged = view;
        stagedMask |= StreamFrame.bit(lane);
        stagedHandOffNs = from.startedNs;
        stagedTraceId = from.traceId;
        stagedEmittedNs = from.emittedNs;
    }

    /**
     * Sends the staged view straight from its frame into the log, when nothing waits in the queue before it and the
     * publication takes it now; else a reliable stream queues a copy (and, the publication having refused, holds back
     * what feeds it until it takes messages again) and a best-effort one queues it or, back-pressured, drops it.
     */
    void flushStaged() {
        FrameView view = staged;
        if (view == null) {
            return;
        }
        long mask = stagedMask;
        staged = null;
        stagedMask = 0;
        sending(stagedHandOffNs, stagedTraceId, stagedEmittedNs);
        if (size == 0 && !refused && trySend(null, view, mask)) {
            return;
        }
        enqueue(view, mask, stagedHandOffNs, stagedTraceId, stagedEmittedNs);
    }

    /** Tries to send the frame first in {@link #frames}, as {@link #trySend} does. */
    private boolean trySendFrame(long mask) {
        frameMask = mask;
        frameDone = false;
        frames.forEach(sendFrame, 1);
        return frameDone;
    }

    private boolean sendFrame(MutableDirectBuffer frame, int offset, int length, int headOffset) {
        long result = 1;
        while (result > 0 && names.hasUnannounced()) {
            result = announce();
        }
        int messageLength = StreamFrame.EVENT_OFFSET + length + trailerLength();
        if (result > 0) {
            if (messageLength <= publication.maxPayloadLength()) {
                result = claim(messageLength);
                if (result > 0) {
                    claim.buffer().putLong(claim.offset() + StreamFrame.LANES_OFFSET, frameMask);
                    claim.buffer().putBytes(claim.offset() + StreamFrame.EVENT_OFFSET, frame, offset, length);
                    markTrace(claim.buffer(), claim.offset() + StreamFrame.EVENT_OFFSET, length);
                    claim.reservedValue(sendingHandOffNs).commit();
                }
            } else {
                buffer.putLong(StreamFrame.LANES_OFFSET, frameMask);
                buffer.putBytes(StreamFrame.EVENT_OFFSET, frame, offset, length);
                markTrace(buffer, StreamFrame.EVENT_OFFSET, length);
                result = publication.offer(buffer, 0, messageLength, handOff);
            }
        }
        frameDone = sent(result, frameMask, messageLength);
        return false;
    }

    /**
     * Tries to send one event, an object or a view of a frame, on the lanes of {@code mask}: true when it is done with
     * (sent, or dropped and counted), false when it must wait (the publication refused it, or was closed).
     */
    private boolean trySend(Event event, FrameView view, long mask) {
        int length = messageLength(event, view, mask);
        if (length < 0) {
            return true;
        }
        length += trailerLength();
        byte[] message = view != null || binary ? null : encoded(event);
        // the names the event uses go first, in as many messages as they take; Aeron's refusal of one is the event's
        long result = 1;
        while (result > 0 && names.hasUnannounced()) {
            result = announce();
        }
        if (result > 0) {
            result = send(event, view, message, mask, length);
        }
        return sent(result, mask, length);
    }

    /**
     * Counts what Aeron answered to a message of {@code length} for the lanes of {@code mask}: true when the event is
     * done with (sent, or dropped and counted), false when it must wait.
     */
    private boolean sent(long result, long mask, int length) {
        if (result > 0) {
            refused = false;
            messagesSent.increment();
            lastFrameLength = BitUtil.align(length + DataHeaderFlyweight.HEADER_LENGTH,
                    FrameDescriptor.FRAME_ALIGNMENT);
            encodedEvent = null;
            encoded = null;
            for (long rest = mask; rest != 0; rest &= rest - 1) {
                RemoteOutlet outlet = lanes[Long.numberOfTrailingZeros(rest)];
                if (outlet != null) {
                    outlet.countSent(length);
                }
            }
            return true;
        }
        if (result == Publication.BACK_PRESSURED && !reliable) {
            forEachLane(mask, outlet -> outlet.countDropped(1));
            return true;
        }
        if (result == Publication.CLOSED || result == Publication.MAX_POSITION_EXCEEDED) {
            String error = "publication " + (result == Publication.CLOSED ? "closed" : "reached its maximum position");
            forEachLane(mask, outlet -> outlet.failed(error));
        } else if (result == Publication.BACK_PRESSURED) {
            refused = true; // a reliable stream: its receiver is a window behind (one not there is awaited otherwise)
        }
        return false;
    }

    /**
     * The length of the message for one event, an object or a view of a frame, its names numbered (those new wait to be
     * announced); -1 when it cannot go, dropped and counted on the lanes of {@code mask}: its wire format fails on it
     * (a codec's failure costs the event, never the domain) or it exceeds the largest message.
     */
    private int messageLength(Event event, FrameView view, long mask) {
        int length;
        try {
            if (view != null) {
                roomForNames(3 + view.attributeCount());
                length = StreamFrame.EVENT_OFFSET + EventFrames.length(view, frameNames);
            } else if (binary) {
                roomForNames(3 + event.attributes().size());
                length = StreamFrame.EVENT_OFFSET + EventFrames.length(event, names);
            } else {
                length = StreamFrame.EVENT_OFFSET + encoded(event).length;
            }
        } catch (RuntimeException e) {
            dropAndFail(mask,
                    "wire format " + codec.name() + " cannot write " + (view != null ? view : event) + ": " + e);
            return -1;
        }
        if (length > publication.maxMessageLength()) {
            dropAndFail(mask,
                    "event of " + length + " bytes exceeds the largest message of " + publication.maxMessageLength());
            return -1;
        }
        return length;
    }

    private void dropAndFail(long mask, String error) {
        forEachLane(mask, outlet -> {
            outlet.countDropped(1);
            outlet.failed(error);
        });
    }

    /**
     * Has every name announced again every tenth of a second (less often for a table of many or long names, so that it
     * costs at most {@link #ANNOUNCE_BYTES_PER_SECOND}), and when the publication connects (again): a receiver that
     * joined after the names went learns them (an IPC publication stays connected while one subscriber leaves and
     * another comes, so the period is what bounds what such a receiver cannot read).
     */
    private void announceAgainWhenDue() {
        boolean connected = publication.isConnected();
        long now = System.nanoTime();
        long every = Math.max(ANNOUNCE_EVERY_NS, names.bytes() * 1_000_000_000L / ANNOUNCE_BYTES_PER_SECOND);
        if (connected && !wasConnected || now - namesAnnouncedNs >= every) {
            names.announceAgain();
            namesAnnouncedNs = now;
        }
        wasConnected = connected;
    }

    /**
     * Sends the names waiting to be announced, before the event that uses them, as {@link #send} sends an event;
     * returns what Aeron answered. Its bytes count on every lane's wire bytes.
     */
    private long announce() {
        int length = StreamFrame.EVENT_OFFSET
                + names.announcementLength(publication.maxMessageLength() - StreamFrame.EVENT_OFFSET);
        long result;
        if (length <= publication.maxPayloadLength()) {
            result = claim(length);
            if (result > 0) {
                claim.buffer().putLong(claim.offset() + StreamFrame.LANES_OFFSET, 0L);
                names.writeAnnouncement(claim.buffer(), claim.offset() + StreamFrame.EVENT_OFFSET);
                claim.commit();
            }
        } else {
            buffer.putLong(StreamFrame.LANES_OFFSET, 0L);
            names.writeAnnouncement(buffer, StreamFrame.EVENT_OFFSET);
            result = publication.offer(buffer, 0, length);
        }
        if (result > 0) {
            names.announced();
            for (RemoteOutlet outlet : lanes) {
                if (outlet != null) {
                    outlet.countWireBytes(length);
                }
            }
        }
        return result;
    }

    /** The bytes the stream's codec writes for {@code event}, written once however often the event is tried. */
    private byte[] encoded(Event event) {
        if (event != encodedEvent) {
            encoded = codec.encode(event);
            encodedEvent = event;
        }
        return encoded;
    }

    /**
     * Writes the frame straight into the publication's log when it fits one fragment (no copy through a buffer of our
     * own), else writes it here and offers it in fragments: the frame a view shows with this stream's name numbers, the
     * event encoded in binary, or {@code message}, the bytes another codec wrote. Returns what Aeron answered.
     */
    private long send(Event event, FrameView view, byte[] message, long mask, int length) {
        if (length <= publication.maxPayloadLength()) {
            long result = claim(length);
            if (result > 0) {
                write(claim.buffer(), claim.offset(), event, view, message, mask);
                claim.reservedValue(sendingHandOffNs).commit();
            }
            return result;
        }
        write(buffer, 0, event, view, message, mask);
        return publication.offer(buffer, 0, length, handOff);
    }

    /**
     * Claims {@code length} bytes of the log, trying again at once when Aeron answers that the log moved on to its next
     * term (an answer that says to retry, not that the receiver is behind).
     */
    private long claim(int length) {
        long result;
        do {
            result = publication.tryClaim(length, claim);
        } while (result == Publication.ADMIN_ACTION);
        return result;
    }

    private void write(MutableDirectBuffer target, int offset, Event event, FrameView view, byte[] message, long mask) {
        target.putLong(offset + StreamFrame.LANES_OFFSET, mask);
        int at = offset + StreamFrame.EVENT_OFFSET;
        if (view != null) {
            EventFrames.copy(view, target, at, frameNames);
            markTrace(target, at, view.length());
        } else if (message == null) {
            int length = EventFrames.encode(event, target, at, names); // not traced, as written
            if (sendingTraceId != HandOff.UNTRACED) {
                markTrace(target, at, length);
            }
        } else {
            target.putBytes(at, message);
        }
    }

    /** What is sent next: handed off at {@code handOffNs} (if it gives hand-offs), of a trace emitted at a time. */
    private void sending(long handOffNs, long traceId, long emittedNs) {
        sendingHandOffNs = givesHandOff ? handOffNs : HandOff.UNKNOWN;
        sendingTraceId = binary ? traceId : HandOff.UNTRACED; // another wire format carries no trace
        sendingEmittedNs = emittedNs;
    }

    /** The bytes the event being sent takes after its frame: a trace's, when it is traced. */
    private int trailerLength() {
        return sendingTraceId == HandOff.UNTRACED ? 0 : EventFrames.TRACE_TRAILER;
    }

    /**
     * Marks the frame of {@code length} bytes just written at {@code at} as the event being sent is: traced, its trace
     * after it with when it was emitted and is sent (now), or not (a frame copied from a traced one says so too).
     */
    private void markTrace(MutableDirectBuffer target, int at, int length) {
        if (sendingTraceId == HandOff.UNTRACED) {
            EventFrames.untraced(target, at);
        } else {
            EventFrames.traced(target, at, length, sendingTraceId, sendingEmittedNs, clockNs.getAsLong());
        }
    }

    private void forEachLane(long mask, Consumer<RemoteOutlet> action) {
        for (long rest = mask; rest != 0; rest &= rest - 1) {
            RemoteOutlet outlet = lanes[Long.numberOfTrailingZeros(rest)];
            if (outlet != null) {
                action.accept(outlet);
            }
        }
    }

    /**
     * Whether a reliable stream has so much queued that the domain should stop taking new work, its publication refused
     * the last message (the receiver is a window behind), or it has not yet connected to its receiver.
     */
    boolean isCongested() {
        if (madeAtNs != 0 && publication.isConnected()) {
            // when a stream's receiver was first there, for whoever reads the domain's log about a slow start
            System.err.println("orrery-domain: stream " + publication.streamId() + " from " + source + " ("
                    + publication.channel() + ") connected " + (System.nanoTime() - madeAtNs) / 1_000_000
                    + " ms after its publication was made");
            madeAtNs = 0;
        }
        if (awaitingConnection) {
            if (!publication.isConnected()) {
                return true;
            }
            awaitingConnection = false;
        }
        return reliable && (size >= HIGH_WATER_EVENTS || refused);
    }

    /**
     * Whether a reliable stream's publication refused its last message and it waits: the streams from other domains
     * whose events would come here leave their messages in their logs meanwhile (see {@code ReceivingStream}).
     */
    boolean isRefused() {
        return refused;
    }

    /**
     * How many more events the stream takes before a reliable one holds its source back (the room left in its queue;
     * none while it waits for its receiver to connect) or a best-effort one drops: it drops what Aeron refuses when the
     * receiver has fallen a window behind, so its room is what that window still holds, in messages the size of the
     * last one sent, less what waits in its queue.
     */
    int room() {
        if (reliable) {
            return awaitingConnection ? 0 : Math.max(0, HIGH_WATER_EVENTS - size);
        }
        long window = publication.availableWindow();
        long fits = window <= 0 ? 0 : window / lastFrameLength;
        return (int) Math.max(0, Math.min(BEST_EFFORT_CAPACITY, fits) - size);
    }

    /** Whether the publication has a receiver connected; from any thread. */
    boolean isConnected() {
        return publication.isConnected();
    }

    /** Messages this stream has sent: each event once, however many lanes took it. */
    long messagesSent() {
        return messagesSent.get();
    }

    boolean isEmpty() {
        return size == 0;
    }

    /** Events waiting to be sent. */
    int backlog() {
        return size;
    }

    void close() {
        publication.close();
    }
}
