package org.orrery.agent.engine;

import java.util.function.LongSupplier;

import org.agrona.BitUtil;
import org.agrona.MutableDirectBuffer;
import org.orrery.agent.transport.ClaimedFrame;
import org.orrery.agent.transport.EventFrames;
import org.orrery.agent.transport.FrameView;
import org.orrery.agent.transport.NameMap;
import org.orrery.agent.transport.NameTable;
import org.orrery.agent.transport.StreamFrame;
import org.orrery.agent.transport.StreamOut;
import org.orrery.agent.transport.WireCodecs;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.wire.WireCodec;

import io.aeron.Publication;
import io.aeron.logbuffer.FrameDescriptor;
import io.aeron.protocol.DataHeaderFlyweight;

/**
 * How a {@link SendingStream}'s events go into its publication, once the stream lets them go: their names numbered and
 * announced before them, the events gathered into a {@link StreamBatch} (or, too long for one, sent alone after it),
 * and what Aeron answered counted on the connections' lanes. Remembers whether the publication refused the stream and
 * whether a batch waits to go again. Used by the stream's domain's duty thread only.
 */
final class StreamSender {

    /** What {@link #messageLength} answers when the event must wait for the batch before it. */
    static final int WAIT = -2;

    /** What {@link #place} answers: where a message goes, or that it is done with or must wait. */
    private static final int INTO_BATCH = 0;
    private static final int ALONE = 1;
    private static final int DONE = 2;
    private static final int MUST_WAIT = 3;

    private final StreamOut publication;
    private final boolean reliable;
    private final WireCodec codec;
    private final boolean binary;
    private final SendingLanes lanes;
    /** Writes the messages into the publication or the batch. */
    private final MessageWriter writer;
    /** The stream's names as numbers, announced before the events that use them. */
    private final NameAnnouncer announcer;
    private final NameTable names;
    private final NameMap frameNames;
    /** What the stream does with the frames it holds before its names start afresh (their numbers would go stale). */
    private final Runnable beforeNamesAfresh;
    /** The messages gathered to go as one, sent when the operator call or cycle that made them ends. */
    private final StreamBatch batch;
    /** Whether the batch was refused and waits to go, before anything the stream holds after it. */
    private boolean batchWaits;
    /** Whether a reliable stream's publication refused its last message for back pressure (it waits). */
    private boolean refused;
    /** Events sent, each once however many lanes took it; transport messages that carried them (a batch is one). */
    private final Counter eventsSent = new Counter();
    private final Counter messagesSent = new Counter();
    /** The log space an event took in the last message sent (its share of a batch's header and alignment). */
    private int lastFrameLength = 64;
    /** The log space the last event put into a message would take alone (what a link's bandwidth spaces). */
    private int lastEventLogBytes;

    StreamSender(StreamOut publication, boolean reliable, WireCodec codec, SendingLanes lanes, Comparisons comparisons,
            LongSupplier clockNs, Runnable beforeNamesAfresh) {
        this.publication = publication;
        this.reliable = reliable;
        this.codec = codec;
        this.binary = WireCodecs.isBinary(codec);
        this.lanes = lanes;
        this.beforeNamesAfresh = beforeNamesAfresh;
        this.announcer = new NameAnnouncer(clockNs);
        this.names = announcer.names();
        this.frameNames = announcer.frameNames();
        this.writer = new MessageWriter(publication, codec, binary, announcer, comparisons.hopLatency(), clockNs);
        this.batch = new StreamBatch(publication, comparisons.batches());
    }

    /** Whether it writes the binary wire format, into which frames are copied as they are. */
    boolean isBinary() {
        return binary;
    }

    /** The table the stream's names are numbered in (a frame waiting in its queue uses its numbers). */
    NameTable names() {
        return names;
    }

    /**
     * At the start of a cycle: has the names announced again when due, and forgets a refusal when nothing waits
     * ({@code nothingQueued}) and the receiver has caught up.
     */
    void beginCycle(boolean nothingQueued) {
        if (binary) { // once a cycle, so that neither a queued event nor a view sent at once checks it
            announcer.againWhenDue(publication.isConnected());
        }
        if (refused && nothingQueued && batch.isEmpty() && publication.isConnected()
                && publication.roomFor(lastFrameLength) > 0) {
            refused = false; // the receiver caught up while nothing waited here
        }
    }

    /** What goes next: handed off at {@code startedNs}, of a trace emitted at a time (see {@link MessageWriter}). */
    void sending(long startedNs, long traceId, long emittedNs) {
        writer.sending(startedNs, traceId, emittedNs);
    }

    /**
     * Puts one event, an object or a view of a frame, for the lanes of {@code mask} into the batch (or, larger than a
     * batch takes, sends it alone after the batch): true when it is done with (in the batch, sent, or dropped and
     * counted), false when it must wait (the batch before it or its names were refused).
     */
    boolean append(Event event, FrameView view, long mask) {
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

    /** Puts a frame of {@code length} bytes the stream queued, already in its numbers, as {@link #append} does. */
    boolean appendFrame(MutableDirectBuffer frame, int offset, int length, long mask) {
        int messageLength = StreamFrame.EVENT_OFFSET + length + writer.trailerLength();
        return switch (place(mask, messageLength)) {
            case INTO_BATCH -> {
                writer.appendFrame(batch, frame, offset, length, mask, messageLength);
                yield true;
            }
            case ALONE -> sent(writer.sendFrame(frame, offset, length, mask, messageLength), mask, messageLength);
            case DONE -> true;
            default -> false;
        };
    }

    /**
     * The frame {@code view} shows, copied into a buffer of the stream's own in its numbers ({@link #messageLength}
     * gave them), for the stream to queue.
     */
    MutableDirectBuffer numbered(FrameView view) {
        EventFrames.copy(view, writer.buffer(), 0, frameNames);
        return writer.buffer();
    }

    /**
     * Lends {@code claim} the space in the batch where the next message's frame goes, so that it is written there and
     * not copied: false when the batch takes no message there now.
     */
    boolean lend(ClaimedFrame claim) {
        return binary && !refused && !batchWaits && batch.lend(claim);
    }

    /** Sends the events gathered so far, if any: the operator call or duty cycle that made them has ended. */
    void flush() {
        if (!batch.isEmpty()) {
            sendBatch();
        }
    }

    /**
     * Offers the batch: true when it is done with (sent, or a best-effort stream's dropped and counted) or empty, false
     * when it waits (the publication refused it, is not connected, or was closed), before anything queued after it.
     */
    boolean sendBatch() {
        if (batch.isEmpty()) {
            batchWaits = false;
            return true;
        }
        long result = batch.offer();
        switch (outcome(result)) {
            case SENT -> {
                eventsSent.add(batch.count());
                messagesSent.increment();
                lastFrameLength = Math.max(1, batch.logBytes() / batch.count());
                if (batch.lanes() != -1) { // each lane counts the batch's events and bytes at once
                    lanes.sent(batch.lanes(), batch.count(), batch.messageBytes());
                } else {
                    batch.forEach(lanes.countSent);
                }
            }
            case DROPPED -> batch.forEach(lanes.countDropped);
            case FAILED -> {
                String error = failure(result);
                batch.forEach((mask, messageLength) -> lanes.failed(mask, error, false));
                batchWaits = true;
                return false;
            }
            case WAITS -> {
                batchWaits = true;
                return false;
            }
        }
        batch.clear();
        batchWaits = false;
        return true;
    }

    /** What Aeron's answer to an offer means for what was offered. */
    private enum Outcome {
        /** It is in the log. */
        SENT,
        /** A best-effort stream's receiver is a window behind: dropped, to be counted. */
        DROPPED,
        /** The publication was closed or reached its end: failed, to be counted, and it waits. */
        FAILED,
        /** A reliable stream's receiver is a window behind, or none is there yet: it waits. */
        WAITS
    }

    /** Classifies {@code result}, noting whether the receiver is a window behind ({@link #isRefused()}). */
    private Outcome outcome(long result) {
        if (result > 0) {
            refused = false;
            return Outcome.SENT;
        }
        if (result == Publication.BACK_PRESSURED && !reliable) {
            return Outcome.DROPPED;
        }
        if (result == Publication.CLOSED || result == Publication.MAX_POSITION_EXCEEDED) {
            return Outcome.FAILED;
        }
        if (result == Publication.BACK_PRESSURED) {
            refused = true; // a reliable stream: its receiver is a window behind (one not there is awaited otherwise)
        }
        return Outcome.WAITS;
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
                result = announcer.announce(publication, writer.claim(), writer.buffer(), lanes::wireBytes);
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
        return switch (outcome(result)) {
            case SENT -> {
                eventsSent.increment();
                messagesSent.increment();
                lastFrameLength = BitUtil.align(length + DataHeaderFlyweight.HEADER_LENGTH,
                        FrameDescriptor.FRAME_ALIGNMENT);
                writer.forget();
                lanes.sent(mask, 1, length);
                yield true;
            }
            case DROPPED -> {
                lanes.dropped(mask);
                yield true;
            }
            case FAILED -> {
                lanes.failed(mask, failure(result), false);
                yield false;
            }
            case WAITS -> false;
        };
    }

    private static String failure(long result) {
        return "publication " + (result == Publication.CLOSED ? "closed" : "reached its maximum position");
    }

    /**
     * The length of the message for one event, an object or a view of a frame, its names numbered (those new wait to be
     * announced); -1 when it cannot go, dropped and counted on the lanes of {@code mask}: its wire format fails on it
     * (a codec's failure costs the event, never the domain) or it exceeds the largest message; {@link #WAIT} when its
     * names would start afresh but the batch numbered as they are now cannot go yet.
     */
    int messageLength(Event event, FrameView view, long mask) {
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
            lanes.failed(mask,
                    "wire format " + codec.name() + " cannot write " + (view != null ? view : event) + ": " + e, true);
            return -1;
        }
        if (length > publication.maxMessageLength()) {
            lanes.failed(mask,
                    "event of " + length + " bytes exceeds the largest message of " + publication.maxMessageLength(),
                    true);
            return -1;
        }
        return length;
    }

    /**
     * Before {@code count} more names are numbered: when the names would start afresh, the batch, numbered as they are
     * now, goes first and the stream turns the frames it holds into events (their numbers would stand for nothing
     * afterwards). False when the batch cannot go yet: then nothing may be numbered.
     */
    private boolean roomForNames(int count) {
        if (!names.isFull(count)) {
            return true;
        }
        if (!sendBatch()) {
            return false;
        }
        beforeNamesAfresh.run();
        return true;
    }

    /** Whether a reliable stream's publication refused its last message and it waits. */
    boolean isRefused() {
        return refused;
    }

    /** Whether a batch was refused and waits to go before anything else. */
    boolean batchWaits() {
        return batchWaits;
    }

    /** Events gathered into the batch, sent or not. */
    int batched() {
        return batch.count();
    }

    /** The log space an event took in the last message sent. */
    int lastFrameLength() {
        return lastFrameLength;
    }

    /** The log space the last event put into a message would take alone. */
    int lastEventLogBytes() {
        return lastEventLogBytes;
    }

    StreamSent sent() {
        return new StreamSent(eventsSent.get(), messagesSent.get(), writer.framesInPlace());
    }
}
