package org.orrery.agent.engine;

import java.util.function.LongSupplier;

import org.agrona.DirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;
import org.orrery.agent.transport.EventCodec;
import org.orrery.agent.transport.EventFrameDescriptor;
import org.orrery.agent.transport.EventFrames;
import org.orrery.agent.transport.FrameView;
import org.orrery.agent.transport.NameIndex;
import org.orrery.agent.transport.StreamFrame;
import org.orrery.agent.transport.StreamIn;
import org.orrery.agent.transport.UnannouncedNameException;
import org.orrery.agent.transport.Utf8Strings;
import org.orrery.agent.transport.WireCodecs;
import org.orrery.operator.api.EventView;
import org.orrery.operator.api.wire.WireCodec;

import io.aeron.ControlledFragmentAssembler;
import io.aeron.logbuffer.ControlledFragmentHandler.Action;
import io.aeron.logbuffer.Header;

/**
 * The receiving end of one stream from another domain, shared by the connections on its lanes (each a
 * {@link RemoteInlet}): shows each event of the binary format as a view of the log, checked once (any other format
 * decodes it once), and hands it to the operator of every lane it names. A message that cannot be read (a codec that
 * fails in any way included) is dropped and counted on each lane it names that this end knows, or on its lowest lane
 * when the lanes cannot be read. Used by the domain's duty thread only, but for the lanes attached and detached between
 * two cycles.
 */
final class ReceivingStream {

    private final StreamIn subscription;
    private final WireCodec codec;
    private final boolean binary;
    private final int priority;
    private final RemoteInlet[] lanes = new RemoteInlet[StreamFrame.MAX_LANES];
    private long known;
    private final ControlledFragmentAssembler assembler = new ControlledFragmentAssembler(this::onMessage);
    private final FrameView view = new FrameView();
    /** What an operator that takes batches is shown a batch's events through, and how many runs it showed. */
    private final BatchCursor cursor = new BatchCursor();
    private long batchesShown;
    /** The reliable streams to other domains that the lanes' operators feed, directly or through others. */
    private SendingStream[] downstream = new SendingStream[0];
    private final Utf8Strings strings = new Utf8Strings();
    private final NameIndex names = new NameIndex();
    /** The frames waiting for the names they use. */
    private final HeldFrames held = new HeldFrames();
    /** The domain's clock. */
    private final LongSupplier clockNs;
    /** Whether the clock is read once per poll ({@link Comparisons#clockPerBatch()}). */
    private final boolean clockPerBatch;
    /** When the poll under way began, on the domain's clock (when it is read per poll). */
    private long polledAtNs;
    /** Messages taken by the poll under way, and how many it takes before it stops. */
    private int taken;
    private int pollLimit;
    /** How the event being taken was handed off, as its message says. */
    private final HandOff handOff = new HandOff();

    /**
     * A stream read from {@code subscription} in {@code codec}'s format; with {@code clockPerBatch}, the domain's clock
     * {@code clockNs} is read once per poll and every event the poll takes is received at that time (else each receiver
     * reads it for its own).
     */
    ReceivingStream(StreamIn subscription, WireCodec codec, int priority, LongSupplier clockNs, boolean clockPerBatch) {
        this.subscription = subscription;
        this.clockNs = clockNs;
        this.clockPerBatch = clockPerBatch;
        this.priority = priority;
        this.codec = codec;
        this.binary = WireCodecs.isBinary(codec);
    }

    /**
     * The priority of the connections on this stream: a domain reads its streams from the highest priority down, and
     * while a stream has more waiting than one poll takes, leaves those of lower priority for a later cycle (see
     * {@code DomainEngine}).
     */
    int priority() {
        return priority;
    }

    /** The name of the wire format this stream reads. */
    String format() {
        return codec.name();
    }

    /** Gives {@code inlet} its lane; throws when the lane is taken by another connection. */
    void attach(RemoteInlet inlet) {
        int lane = inlet.lane();
        if (lanes[lane] != null && lanes[lane] != inlet) {
            throw new IllegalStateException("lane " + lane + " of stream " + subscription.streamId() + " is taken by "
                    + lanes[lane].spec().label());
        }
        lanes[lane] = inlet;
        known |= StreamFrame.bit(lane);
    }

    /** Frees {@code inlet}'s lane. */
    void detach(RemoteInlet inlet) {
        int lane = inlet.lane();
        if (lanes[lane] == inlet) {
            lanes[lane] = null;
            known &= ~StreamFrame.bit(lane);
        }
    }

    int lanesAttached() {
        return Long.bitCount(known);
    }

    /** The lanes' targets, by lane bit: for flow control, which must hold this stream while any of them is held. */
    RemoteInlet[] lanes() {
        return lanes;
    }

    /**
     * Names the reliable streams to other domains that the lanes' operators feed: while one of them has its last
     * message refused, this stream's messages wait in its log rather than be taken and queued there.
     */
    void feeds(SendingStream[] reliableDownstream) {
        downstream = reliableDownstream;
    }

    /**
     * Takes what waits, up to the message that brings the messages taken to {@code limit} (a batch counts its
     * messages); returns how many it took: {@code limit} or more when more may wait.
     */
    int poll(int limit) {
        if (clockPerBatch) {
            polledAtNs = clockNs.getAsLong();
        }
        takeHeld(); // those held past their time are given up even while nothing comes
        taken = 0;
        pollLimit = limit;
        subscription.controlledPoll(assembler, limit);
        return taken;
    }

    private Action onMessage(DirectBuffer buffer, int offset, int length, Header header) {
        SendingStream[] fed = downstream;
        for (int i = 0; i < fed.length; i++) {
            if (fed[i].isRefused()) {
                return Action.ABORT; // the message stays in the log until the stream takes messages again
            }
        }
        if (StreamFrame.isBatch(buffer, offset, length)) {
            takeBatch(buffer, offset, length, header.sessionId(), header.reservedValue());
        } else {
            takeMessage(buffer, offset, length, header.sessionId(), header.reservedValue());
            taken++;
        }
        return taken >= pollLimit ? Action.BREAK : Action.CONTINUE;
    }

    /**
     * Takes the messages of a batch in order, as many messages would be taken, all received when the batch is read; the
     * batch's hop is timed once, from its first event's hand-off (the one that waited longest). A run of plain events
     * for one lane whose operator takes batches is shown to it as one ({@link #takeRun}). A batch whose lengths overrun
     * it is taken up to there and the rest counted as one message that could not be read.
     */
    private void takeBatch(DirectBuffer buffer, int offset, int length, int session, long reservedValue) {
        int count = StreamFrame.batchCount(buffer, offset);
        taken += count;
        if (clockPerBatch) { // a batch's events are received when it is read, not when the poll began
            polledAtNs = clockNs.getAsLong();
        }
        int at = offset + StreamFrame.BATCH_HEADER_LENGTH;
        int end = offset + length;
        long handOffNs = reservedValue;
        for (int i = 0; i < count;) {
            int messageLength = at + StreamFrame.BATCH_LENGTH_LENGTH <= end ? buffer.getInt(at) : -1;
            if (messageLength < 0 || messageLength > end - at - StreamFrame.BATCH_LENGTH_LENGTH) {
                refuse(0);
                return;
            }
            int reached = takeRun(buffer, at, messageLength, end, count - i, session, handOffNs);
            if (reached > 0) {
                at = cursor.position();
                i += reached;
            } else {
                takeMessage(buffer, at + StreamFrame.BATCH_LENGTH_LENGTH, messageLength, session, handOffNs);
                at += StreamFrame.BATCH_LENGTH_LENGTH + messageLength;
                i++;
            }
            handOffNs = HandOff.UNKNOWN;
        }
    }

    /**
     * When the message of {@code length} bytes whose length lies at {@code at} begins a run of plain events for one
     * lane whose operator takes batches now, shows the operator the run through the cursor, and returns how many
     * messages it reached (those it did not reach are taken alone after it); else 0.
     */
    private int takeRun(DirectBuffer buffer, int at, int length, int end, int messages, int session, long handOffNs) {
        int messageAt = at + StreamFrame.BATCH_LENGTH_LENGTH;
        if (!binary || !clockPerBatch || !held.isEmpty() || !BatchCursor.goesOver(buffer, messageAt, length)) {
            return 0;
        }
        long frameLanes = buffer.getLong(messageAt + StreamFrame.LANES_OFFSET);
        long mask = frameLanes & known;
        if (mask == 0 || (mask & (mask - 1)) != 0) {
            return 0;
        }
        Receiver receiver = lanes[Long.numberOfTrailingZeros(mask)].receiver();
        if (!receiver.takesBatches()) {
            return 0;
        }
        batchesShown++;
        receiver.deliver(cursor.over(buffer, at, end, messages, frameLanes, names.of(session), handOffNs, polledAtNs,
                receiver.delivery()));
        return cursor.reached();
    }

    /**
     * Hands the event in one message to the operators of its lanes: a frame of the current binary version as a view of
     * the log (an operator that takes views reads it there; one that takes events gets one copy, shared by every lane),
     * any other as the event its format decodes. A frame that names a number not announced yet is held until the names
     * come ({@link HeldFrames}), and every frame after it behind it.
     */
    private void takeMessage(DirectBuffer buffer, int offset, int length, int session, long reservedValue) {
        int at = offset + StreamFrame.EVENT_OFFSET;
        if (!held.isEmpty() && binary && length > StreamFrame.EVENT_OFFSET + 1
                && EventFrames.isCurrent(buffer, at, length - StreamFrame.EVENT_OFFSET)
                && !EventFrames.isNames(buffer, at)) {
            holdOrRefuse(buffer, offset, length, session, reservedValue);
            return;
        }
        if (!take(buffer, offset, length, session, reservedValue)) {
            holdOrRefuse(buffer, offset, length, session, reservedValue);
        }
        takeHeld();
    }

    /**
     * Takes one message as {@link #takeMessage} says; false when it is a frame that names a number not announced yet
     * (then it was neither delivered nor counted).
     */
    private boolean take(DirectBuffer buffer, int offset, int length, int session, long reservedValue) {
        if (length < StreamFrame.EVENT_OFFSET) {
            refuse(0);
            return true;
        }
        long mask = buffer.getLong(offset + StreamFrame.LANES_OFFSET) & known;
        int at = offset + StreamFrame.EVENT_OFFSET;
        int size = length - StreamFrame.EVENT_OFFSET;
        EventView event;
        HandOff from = handOff;
        from.startedNs = reservedValue; // the sender's, or UNKNOWN from one that did not set it
        from.traceId = HandOff.UNTRACED;
        try {
            if (binary && EventFrames.isCurrent(buffer, at, size)) {
                if (EventFrames.isNames(buffer, at)) {
                    names.read(buffer, at, size, session);
                    return true;
                }
                if (size >= EventFrameDescriptor.EVENT_HEADER_LENGTH + EventFrameDescriptor.TRACE_TRAILER_LENGTH
                        && EventFrames.isTraced(buffer, at)) {
                    size -= EventFrameDescriptor.TRACE_TRAILER_LENGTH;
                    from.traceId = buffer.getLong(at + size + EventFrameDescriptor.TRACE_ID_OFFSET);
                    from.emittedNs = buffer.getLong(at + size + EventFrameDescriptor.EMITTED_OFFSET);
                    from.sentNs = buffer.getLong(at + size + EventFrameDescriptor.SENT_OFFSET);
                }
                event = view.show(buffer, at, size, names.of(session));
            } else if (binary) { // the previous version, read for a deprecation period
                event = EventCodec.decode(buffer, at, size, strings);
            } else {
                byte[] message = new byte[length - StreamFrame.EVENT_OFFSET];
                buffer.getBytes(offset + StreamFrame.EVENT_OFFSET, message);
                event = codec.decode(message, 0, message.length);
            }
        } catch (UnannouncedNameException e) {
            return false;
        } catch (RuntimeException e) {
            refuse(mask);
            return true;
        }
        // a traced event is taken when its message is read, not when the poll began: its hop's times stay in order
        long takenAtNs = !clockPerBatch ? HandOff.UNKNOWN : from.traced() ? clockNs.getAsLong() : polledAtNs;
        for (long rest = mask; rest != 0; rest &= rest - 1) {
            Receiver receiver = lanes[Long.numberOfTrailingZeros(rest)].receiver();
            if (clockPerBatch) {
                receiver.deliver(event, takenAtNs, from);
            } else {
                receiver.deliver(event, from);
            }
        }
        return true;
    }

    private void holdOrRefuse(DirectBuffer buffer, int offset, int length, int session, long reservedValue) {
        if (!held.hold(buffer, offset, length, session, reservedValue, nowNs())) {
            refuse(buffer.getLong(offset + StreamFrame.LANES_OFFSET) & known);
        }
    }

    /**
     * Takes the held frames whose names have come, oldest first, and gives up (counting as drops) those held past a
     * bound; stops at the first whose names are still to come.
     */
    private void takeHeld() {
        while (!held.isEmpty()) {
            HeldFrames.Held first = held.oldest();
            UnsafeBuffer message = first.message();
            if (take(message, 0, message.capacity(), first.session(), first.reservedValue())) {
                held.dropOldest();
            } else if (held.overdue(nowNs())) {
                refuse(message.getLong(StreamFrame.LANES_OFFSET) & known);
                held.dropOldest();
            } else {
                return;
            }
        }
    }

    private long nowNs() {
        return clockNs.getAsLong();
    }

    private void refuse(long mask) {
        long lanesToCount = mask != 0 ? mask : Long.lowestOneBit(known);
        for (long rest = lanesToCount; rest != 0; rest &= rest - 1) {
            lanes[Long.numberOfTrailingZeros(rest)].receiver().refuse();
        }
    }

    /** The runs of events shown to an operator as one batch; by the event thread. */
    long batchesShown() {
        return batchesShown;
    }

    void close() {
        subscription.close();
    }
}
