package org.orrery.agent.engine;

import java.util.function.Consumer;
import java.util.function.LongSupplier;

import org.agrona.BitUtil;
import org.agrona.ExpandableRingBuffer;
import org.agrona.MutableDirectBuffer;
import org.orrery.agent.transport.EventFrames;
import org.orrery.agent.transport.FrameView;
import org.orrery.agent.transport.NameMap;
import org.orrery.agent.transport.NameTable;
import org.orrery.agent.transport.StreamFrame;
import org.orrery.agent.transport.Utf8Strings;
import org.orrery.agent.transport.WireCodecs;
import org.orrery.control.api.LinkProfile;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.wire.WireCodec;

import io.aeron.Publication;
import io.aeron.logbuffer.FrameDescriptor;
import io.aeron.protocol.DataHeaderFlyweight;

/**
 * The sending end of one stream to another domain, shared by the connections from one operator to that domain that have
 * the same delivery (each a {@link RemoteOutlet} on a lane of its own). An event that several of them accept waits
 * once, with the lanes that took it, and is encoded and offered once: the receiving domain decodes it once and hands it
 * to each lane's operator. A reliable stream keeps every event and, when its queue runs high, holds back its source; a
 * best-effort stream drops what does not fit and counts it on each lane. Events go in the stream's wire format: binary
 * straight into Aeron's log, any other through its codec's bytes. Used by the domain's duty thread only, but for the
 * lanes attached and detached between two cycles. A stream with a link profile lets its events go only as its
 * {@link LinkConditioner} says the link would carry them: every event waits in the queue for that.
 */
public final class SendingStream {

    /** Queued events above which a reliable stream holds back the domain's sources and inputs. */
    public static final int HIGH_WATER_EVENTS = 4_096;

    /**
     * Queued bytes (about: frames by their length, events by their body and attributes) above which a reliable stream
     * holds them back too, so that a queue of large events stays well within a domain's heap: 4,096 events of 60 KB,
     * queued while the receiver fell behind, took a Planet's 256 MB (TapTest). One event larger than this still waits.
     */
    static final long HIGH_WATER_BYTES = 32L << 20;

    /** Queued events above which a best-effort stream drops (as it does above {@link #HIGH_WATER_BYTES}). */
    static final int BEST_EFFORT_CAPACITY = 1_024;

    /** What {@link #messageLength} answers when the event must wait for the batch before it. */
    private static final int WAIT = -2;

    private final String source;
    private final Publication publication;
    private final boolean reliable;
    private final WireCodec codec;
    private final boolean binary;
    private final int priority;
    /** The events that wait, in order. */
    private final SendQueue queue = new SendQueue();
    private final ExpandableRingBuffer.MessageConsumer batchFrame = this::batchFrame;
    /** The lanes of the frame {@link #batchFrame} tries, and whether it is done with. */
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
    /** The messages gathered to go as one, sent when the operator call or cycle that made them ends. */
    private final StreamBatch batch;
    /** Whether the batch was refused and waits to go, before anything the queue holds. */
    private boolean batchWaits;
    private final StreamBatch.MessageVisitor countSent = this::countSent;
    private final StreamBatch.MessageVisitor countDropped = (mask, messageLength) -> forEachLane(mask,
            outlet -> outlet.countDropped(1));
    private boolean awaitingConnection;
    private final RemoteOutlet[] lanes = new RemoteOutlet[StreamFrame.MAX_LANES];
    private int attached;
    /** Writes the messages into the publication. */
    private final MessageWriter writer;
    /** The domain's clock. */
    private final LongSupplier clockNs;
    /** The stream's names as numbers, announced before the events that use them. */
    private final NameAnnouncer announcer;
    private final NameTable names;
    private final NameMap frameNames;
    /** When the publication was made, until it first connected (then 0). */
    private long madeAtNs;
    /** Events sent, each once however many lanes took it; transport messages that carried them (a batch is one). */
    private final Counter eventsSent = new Counter();
    private final Counter messagesSent = new Counter();
    /** The log space an event took in the last message sent (its share of a batch's header and alignment). */
    private int lastFrameLength = 64;
    /** The log space the last event put into a message would take alone (what a link's bandwidth spaces). */
    private int lastEventLogBytes;
    /** The link its events cross and what applies it, or null. */
    private final StreamLink link;
    /** What applies the link in the sender, or null (no link, or the network applies it all). */
    private final LinkConditioner conditioner;

    SendingStream(String source, Publication publication, boolean reliable, WireCodec codec, int priority,
            StreamLink link, Comparisons comparisons, LongSupplier clockNs) {
        this.source = source;
        this.link = link;
        this.conditioner = link == null ? null : link.conditioner();
        this.clockNs = clockNs;
        this.publication = publication;
        this.reliable = reliable;
        this.priority = priority;
        this.codec = codec;
        this.binary = WireCodecs.isBinary(codec);
        this.awaitingConnection = reliable && comparisons.connectBeforeSend();
        this.announcer = new NameAnnouncer(clockNs);
        this.names = announcer.names();
        this.frameNames = announcer.frameNames();
        this.writer = new MessageWriter(publication, codec, binary, announcer, comparisons.hopLatency(), clockNs);
        this.madeAtNs = clockNs.getAsLong();
        this.batch = new StreamBatch(publication, comparisons.batches());
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

    /** The link profile its events cross, or null. */
    LinkProfile link() {
        return link == null ? null : link.profile();
    }

    /** What applies its link profile in the sender, or null. */
    LinkConditioner conditioner() {
        return conditioner;
    }

    /** The link profile and who applies it ({@code wan-eu-us, in the sender}); empty without one. */
    String linkSaid() {
        return link == null ? "" : link.said();
    }

    /** Where its messages go. */
    String channel() {
        return publication.channel();
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
            queue.keepLanes(~StreamFrame.bit(lane));
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
        if (!queue.joinLast(event, bit)) {
            enqueue(event, bit, from.startedNs, from.traceId, from.emittedNs);
        }
    }

    /** Queues {@code event} for the lanes of {@code mask}; a full best-effort queue drops it. */
    private void enqueue(Event event, long mask, long handOffNs, long traceId, long emittedNs) {
        if (bestEffortFull()) {
            forEachLane(mask, outlet -> outlet.countDropped(1));
            return;
        }
        queue.add(event, mask, handOffNs, traceId, emittedNs);
    }

    /**
     * Queues the frame {@code view} shows as bytes, numbered in this stream's names and ready to send: no object is
     * made for an event that waits.
     */
    private void enqueue(FrameView view, long mask, long handOffNs, long traceId, long emittedNs) {
        if (bestEffortFull()) {
            forEachLane(mask, outlet -> outlet.countDropped(1));
            return;
        }
        int measured = messageLength(null, view, mask);
        if (measured == WAIT) { // the names start afresh once the batch, numbered as they are now, has gone
            queue.add(view.toEvent(), mask, handOffNs, traceId, emittedNs);
            return;
        }
        int length = measured - StreamFrame.EVENT_OFFSET;
        if (length < 0) {
            return;
        }
        EventFrames.copy(view, writer.buffer(), 0, frameNames);
        if (!queue.addFrame(writer.buffer(), length, mask, handOffNs, traceId, emittedNs)) {
            dropAndFail(mask, "the stream's queue of frames is full");
        }
    }

    /**
     * Whether a best-effort stream's queue holds as many events, or as many bytes, as it may: what comes is dropped.
     */
    private boolean bestEffortFull() {
        return !reliable && (queue.size() >= BEST_EFFORT_CAPACITY || queue.bytes() >= HIGH_WATER_BYTES);
    }

    /**
     * Before {@code count} more names are numbered: when the names would start afresh, the batch, numbered as they are
     * now, goes first and the frames waiting become events (their numbers would stand for nothing afterwards). False
     * when the batch cannot go yet: then nothing may be numbered.
     */
    private boolean roomForNames(int count) {
        if (!names.isFull(count)) {
            return true;
        }
        if (!sendBatch()) {
            return false;
        }
        if (queue.hasFrames()) {
            Utf8Strings strings = new Utf8Strings();
            queue.decodeFrames((frame, offset, length) -> EventFrames.decode(frame, offset, length, names, strings));
        }
        return true;
    }

    /** Sends up to {@code limit} queued events; returns how many left the queue. */
    int drain(int limit) {
        if (binary) { // once a cycle, so that neither a queued event nor a view sent at once checks it
            announcer.againWhenDue(publication.isConnected());
        }
        if (refused && queue.size() == 0 && batch.isEmpty() && publication.isConnected()
                && publication.availableWindow() >= lastFrameLength) {
            refused = false; // the receiver caught up while nothing waited here
        }
        if (batchWaits && !sendBatch()) {
            return 0;
        }
        int done = 0;
        long nowNs = conditioner == null ? 0 : clockNs.getAsLong();
        while (done < limit && queue.size() > 0) {
            long mask = queue.firstMask();
            LinkConditioner.Fate fate = conditioner == null || mask == 0 ? LinkConditioner.Fate.SEND
                    : conditioner.fate(queue.firstHandOffNs(), nowNs);
            if (fate == LinkConditioner.Fate.WAIT) {
                break;
            }
            if (fate == LinkConditioner.Fate.LOST) {
                forEachLane(mask, outlet -> outlet.countDropped(1));
            } else {
                writer.sending(queue.firstHandOffNs(), queue.firstTraceId(), queue.firstEmittedNs());
                Event event = queue.firstEvent();
                if (mask != 0 && !(event == null ? appendFrame(mask) : append(event, null, mask))) {
                    break;
                }
                if (conditioner != null && mask != 0) {
                    conditioner.sent(lastEventLogBytes, nowNs);
                }
            }
            queue.removeFirst();
            done++;
        }
        sendBatch();
        return done;
    }

    /** Sends the events gathered so far: the operator call or duty cycle that made them has ended. */
    void flush() {
        if (!batch.isEmpty()) {
            sendBatch();
        }
    }

    /**
     * Offers the batch: true when it is done with (sent, or a best-effort stream's dropped and counted) or empty, false
     * when it waits (the publication refused it, is not connected, or was closed), before anything queued after it.
     */
    private boolean sendBatch() {
        if (batch.isEmpty()) {
            batchWaits = false;
            return true;
        }
        long result = batch.offer();
        if (result > 0) {
            refused = false;
            eventsSent.add(batch.count());
            messagesSent.increment();
            lastFrameLength = Math.max(1, batch.logBytes() / batch.count());
            long lanesOfAll = batch.lanes();
            if (lanesOfAll != -1) { // each lane counts the batch's events and bytes at once
                for (long rest = lanesOfAll; rest != 0; rest &= rest - 1) {
                    RemoteOutlet outlet = lanes[Long.numberOfTrailingZeros(rest)];
                    if (outlet != null) {
                        outlet.countSent(batch.count(), batch.messageBytes());
                    }
                }
            } else {
                batch.forEach(countSent);
            }
        } else if (result == Publication.BACK_PRESSURED && !reliable) {
            batch.forEach(countDropped);
        } else {
            if (result == Publication.CLOSED || result == Publication.MAX_POSITION_EXCEEDED) {
                String error = "publication "
                        + (result == Publication.CLOSED ? "closed" : "reached its maximum position");
                batch.forEach((mask, messageLength) -> forEachLane(mask, outlet -> outlet.failed(error)));
            } else if (result == Publication.BACK_PRESSURED) {
                refused = true; // a reliable stream: its receiver is a window behind
            }
            batchWaits = true;
            return false;
        }
        batch.clear();
        batchWaits = false;
        return true;
    }

    private void countSent(long mask, int messageLength) {
        for (long rest = mask; rest != 0; rest &= rest - 1) {
            RemoteOutlet outlet = lanes[Long.numberOfTrailingZeros(rest)];
            if (outlet != null) {
                outlet.countSent(1, StreamFrame.BATCH_LENGTH_LENGTH + messageLength);
            }
        }
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
        writer.sending(stagedHandOffNs, stagedTraceId, stagedEmittedNs);
        if (conditioner == null && queue.size() == 0 && !refused && !batchWaits && append(null, view, mask)) {
            return;
        }
        enqueue(view, mask, stagedHandOffNs, stagedTraceId, stagedEmittedNs);
    }

    /** What {@link #place} answers: where a message goes, or that it is done with or must wait. */
    private static final int INTO_BATCH = 0;
    private static final int ALONE = 1;
    private static final int DONE = 2;
    private static final int MUST_WAIT = 3;

    /** Puts the frame first in the queue into the batch, as {@link #append} does an event. */
    private boolean appendFrame(long mask) {
        frameMask = mask;
        frameDone = false;
        queue.firstFrame(batchFrame);
        return frameDone;
    }

    private boolean batchFrame(MutableDirectBuffer frame, int offset, int length, int headOffset) {
        int messageLength = StreamFrame.EVENT_OFFSET + length + writer.trailerLength();
        frameDone = switch (place(frameMask, messageLength)) {
            case INTO_BATCH -> {
                writer.appendFrame(batch, frame, offset, length, frameMask, messageLength);
                yield true;
            }
            case ALONE ->
                sent(writer.sendFrame(frame, offset, length, frameMask, messageLength), frameMask, messageLength);
            case DONE -> true;
            default -> false;
        };
        return false;
    }

    /**
     * Puts one event, an object or a view of a frame, for the lanes of {@code mask} into the batch (or, larger than a
     * batch takes, sends it alone after the batch): true when it is done with (in the batch, sent, or dropped and
     * counted), false when it must wait (the batch before it or its names were refused).
     */
    private boolean append(Event event, FrameView view, long mask) {
        int length = messageLength(event, view, mask);
        if (length == WAIT) {
            return false;
        }
        if (length < 0) {
            return true;
        }
        length += writer.trailerLength();
        byte[] message = view != null || binary ? null : writer.encoded(event);
        return switch (place(mask, length)) {
            case INTO_BATCH -> {
                writer.append(batch, event, view, message, mask, length);
                writer.forget();
                yield true;
            }
            case ALONE -> sent(writer.send(event, view, message, mask, length), mask, length);
            case DONE -> true;
            default -> false;
        };
    }

    /**
     * Readies the batch for a message of {@code length} bytes for the lanes of {@code mask}: the names waiting to be
     * announced go before it, after the batch so far, in messages of their own; a batch without room for it goes, and
     * so does one before a traced event. Answers whether the message goes {@link #INTO_BATCH} or {@link #ALONE} (larger
     * than a batch takes), or is {@link #DONE} with (dropped and counted, its names refused) or {@link #MUST_WAIT}.
     */
    private int place(long mask, int length) {
        lastEventLogBytes = BitUtil.align(length + DataHeaderFlyweight.HEADER_LENGTH, FrameDescriptor.FRAME_ALIGNMENT);
        boolean alone = length > batch.largestMessage();
        // a traced event begins a batch, whose hand-off is its own: its hop is recorded from when it was handed off
        if (announcer.hasUnannounced() || alone || !batch.fits(length) || writer.trailerLength() > 0) {
            if (!sendBatch()) {
                return MUST_WAIT;
            }
            long result = 1;
            while (result > 0 && announcer.hasUnannounced()) {
                result = announce();
            }
            if (result <= 0) { // Aeron's refusal of the names is the event's
                return sent(result, mask, length) ? DONE : MUST_WAIT;
            }
        }
        return alone ? ALONE : INTO_BATCH;
    }

    /**
     * Counts what Aeron answered to a message of {@code length} sent alone for the lanes of {@code mask}: true when the
     * event is done with (sent, or dropped and counted), false when it must wait.
     */
    private boolean sent(long result, long mask, int length) {
        if (result > 0) {
            refused = false;
            eventsSent.increment();
            messagesSent.increment();
            lastFrameLength = BitUtil.align(length + DataHeaderFlyweight.HEADER_LENGTH,
                    FrameDescriptor.FRAME_ALIGNMENT);
            writer.forget();
            for (long rest = mask; rest != 0; rest &= rest - 1) {
                RemoteOutlet outlet = lanes[Long.numberOfTrailingZeros(rest)];
                if (outlet != null) {
                    outlet.countSent(1, length);
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
     * (a codec's failure costs the event, never the domain) or it exceeds the largest message; {@link #WAIT} when its
     * names would start afresh but the batch numbered as they are now cannot go yet.
     */
    private int messageLength(Event event, FrameView view, long mask) {
        int length;
        try {
            if (view != null) {
                if (!roomForNames(3 + view.attributeCount())) {
                    return WAIT;
                }
                length = StreamFrame.EVENT_OFFSET + EventFrames.length(view, frameNames);
            } else if (binary) {
                if (!roomForNames(3 + event.attributes().size())) {
                    return WAIT;
                }
                length = StreamFrame.EVENT_OFFSET + EventFrames.length(event, names);
            } else {
                length = StreamFrame.EVENT_OFFSET + writer.encoded(event).length;
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

    /** Sends the names waiting to be announced; their bytes count on every lane's wire bytes. */
    private long announce() {
        return announcer.announce(publication, writer.claim(), writer.buffer(), length -> {
            for (RemoteOutlet outlet : lanes) {
                if (outlet != null) {
                    outlet.countWireBytes(length);
                }
            }
        });
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
                    + publication.channel() + ") connected " + (clockNs.getAsLong() - madeAtNs) / 1_000_000
                    + " ms after its publication was made");
            madeAtNs = 0;
        }
        if (awaitingConnection) {
            if (!publication.isConnected()) {
                return true;
            }
            awaitingConnection = false;
        }
        return reliable && (queue.size() >= HIGH_WATER_EVENTS || queue.bytes() >= HIGH_WATER_BYTES || refused);
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
     * none while it waits for its receiver to connect or its publication refuses it) or a best-effort one drops: it
     * drops what Aeron refuses when the receiver has fallen a window behind, so its room is what that window still
     * holds, in messages the size of the last one sent, less what waits in its queue.
     */
    int room() {
        if (reliable) {
            return awaitingConnection || refused || batchWaits || queue.bytes() >= HIGH_WATER_BYTES ? 0
                    : Math.max(0, HIGH_WATER_EVENTS - queue.size());
        }
        long window = publication.availableWindow();
        long fits = window <= 0 ? 0 : window / lastFrameLength;
        return (int) Math.max(0, Math.min(BEST_EFFORT_CAPACITY, fits) - queue.size());
    }

    /** Where its publication's log stands: the bytes written to it so far (frame headers and alignment included). */
    long logPosition() {
        return publication.position();
    }

    /** Whether the publication has a receiver connected; from any thread. */
    boolean isConnected() {
        return publication.isConnected();
    }

    /** Events this stream has sent: each once, however many lanes took it. */
    long eventsSent() {
        return eventsSent.get();
    }

    /** Transport messages this stream has sent: a batch of events once, a names announcement not at all. */
    long messagesSent() {
        return messagesSent.get();
    }

    boolean isEmpty() {
        return queue.size() == 0 && batch.isEmpty();
    }

    /** Events waiting to be sent. */
    int backlog() {
        return queue.size() + batch.count();
    }

    /** Closes the publication and takes away what the network applied of its link. */
    void close() {
        publication.close();
        if (link != null) {
            link.close(channel());
        }
    }
}
