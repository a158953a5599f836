package org.orrery.agent.engine;

import java.util.function.LongSupplier;

import org.agrona.ExpandableRingBuffer;
import org.agrona.MutableDirectBuffer;
import org.orrery.agent.transport.ClaimedFrame;
import org.orrery.agent.transport.EventFrames;
import org.orrery.agent.transport.FrameView;
import org.orrery.agent.transport.NameTable;
import org.orrery.agent.transport.StreamFrame;
import org.orrery.agent.transport.StreamOut;
import org.orrery.agent.transport.Utf8Strings;
import org.orrery.control.api.LinkProfile;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.wire.WireCodec;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The sending end of one stream to another domain, shared by the connections from one operator to that domain that have
 * the same delivery (each a {@link RemoteOutlet} on a lane of its own). An event that several of them accept waits
 * once, with the lanes that took it, and is encoded and offered once: the receiving domain decodes it once and hands it
 * to each lane's operator. A reliable stream keeps every event and, when its queue runs high, holds back its source; a
 * best-effort stream drops what does not fit and counts it on each lane. This class decides what waits and when it goes
 * (its queue, the staged view, the link's conditioner, congestion and credits); its {@link StreamSender} numbers,
 * batches and sends what goes, in the stream's wire format. Used by the domain's duty thread only, but for the lanes
 * attached and detached between two cycles. A stream with a link profile lets its events go only as its
 * {@link LinkConditioner} says the link would carry them: every event waits in the queue for that.
 */
public final class SendingStream {

    private static final Logger LOG = LoggerFactory.getLogger(SendingStream.class);

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

    private final String source;
    private final StreamOut publication;
    private final boolean reliable;
    private final WireCodec codec;
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
    private boolean awaitingConnection;
    private final SendingLanes lanes = new SendingLanes();
    /** Numbers, batches, sends and counts what the stream lets go. */
    private final StreamSender sender;
    /** The domain's clock. */
    private final LongSupplier clockNs;
    /** When the publication was made, until it first connected (then 0). */
    private long madeAtNs;
    /** The link its events cross and what applies it, or null. */
    private final StreamLink link;
    /** What applies the link in the sender, or null (no link, or the network applies it all). */
    private final LinkConditioner conditioner;

    SendingStream(String source, StreamOut publication, boolean reliable, WireCodec codec, int priority,
            StreamLink link, Comparisons comparisons, LongSupplier clockNs) {
        this.source = source;
        this.link = link;
        this.conditioner = link == null ? null : link.conditioner();
        this.clockNs = clockNs;
        this.publication = publication;
        this.reliable = reliable;
        this.priority = priority;
        this.codec = codec;
        this.awaitingConnection = reliable && comparisons.connectBeforeSend();
        this.sender = new StreamSender(publication, reliable, codec, lanes, comparisons, clockNs, this::framesToEvents);
        this.madeAtNs = clockNs.getAsLong();
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
        return sender.isBinary();
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
        lanes.attach(outlet, publication.streamId());
    }

    /** Frees {@code outlet}'s lane; queued events lose that lane (they were not sent on it). */
    void detach(RemoteOutlet outlet) {
        if (lanes.detach(outlet)) {
            queue.keepLanes(~StreamFrame.bit(outlet.lane()));
        }
    }

    int lanesAttached() {
        return lanes.attached();
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
            lanes.dropped(mask);
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
            lanes.dropped(mask);
            return;
        }
        int measured = sender.messageLength(null, view, mask);
        if (measured == StreamSender.WAIT) { // the names start afresh once the batch, numbered as they are now, has gone
            queue.add(view.toEvent(), mask, handOffNs, traceId, emittedNs);
            return;
        }
        int length = measured - StreamFrame.EVENT_OFFSET;
        if (length < 0) {
            return;
        }
        if (!queue.addFrame(sender.numbered(view), length, mask, handOffNs, traceId, emittedNs)) {
            lanes.failed(mask, "the stream's queue of frames is full", true);
        }
    }

    /**
     * Whether a best-effort stream's queue holds as many events, or as many bytes, as it may: what comes is dropped.
     */
    private boolean bestEffortFull() {
        return !reliable && (queue.size() >= BEST_EFFORT_CAPACITY || queue.bytes() >= HIGH_WATER_BYTES);
    }

    /** The frames waiting, numbered as the names are now, become events: the names start afresh. */
    private void framesToEvents() {
        if (queue.hasFrames()) {
            Utf8Strings strings = new Utf8Strings();
            NameTable names = sender.names();
            queue.decodeFrames((frame, offset, length) -> EventFrames.decode(frame, offset, length, names, strings));
        }
    }

    /** Sends up to {@code limit} queued events; returns how many left the queue. */
    int drain(int limit) {
        sender.beginCycle(queue.size() == 0);
        if (sender.batchWaits() && !sender.sendBatch()) {
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
                lanes.dropped(mask);
            } else {
                sender.sending(queue.firstHandOffNs(), queue.firstTraceId(), queue.firstEmittedNs());
                Event event = queue.firstEvent();
                if (mask != 0 && !(event == null ? appendFrame(mask) : sender.append(event, null, mask))) {
                    break;
                }
                if (conditioner != null && mask != 0) {
                    conditioner.sent(sender.lastEventLogBytes(), nowNs);
                }
            }
            queue.removeFirst();
            done++;
        }
        sender.sendBatch();
        return done;
    }

    /**
     * Lends {@code claim}, an event its one operator is building, the place in the batch where it would go next, when
     * it would go straight there: nothing waits in the queue or beside it, the publication takes messages and no link
     * is played. Its frame is then written in place and not copied; if anything comes first, it moves out of the way.
     */
    void lend(ClaimedFrame claim) {
        if (conditioner == null && staged == null && queue.size() == 0) {
            sender.lend(claim);
        }
    }

    /** Sends the events gathered so far: the operator call or duty cycle that made them has ended. */
    void flush() {
        sender.flush();
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
        sender.sending(stagedHandOffNs, stagedTraceId, stagedEmittedNs);
        if (conditioner == null && queue.size() == 0 && !sender.isRefused() && !sender.batchWaits()
                && sender.append(null, view, mask)) {
            return;
        }
        enqueue(view, mask, stagedHandOffNs, stagedTraceId, stagedEmittedNs);
    }

    /** Puts the frame first in the queue into the batch, as {@link StreamSender#append} does an event. */
    private boolean appendFrame(long mask) {
        frameMask = mask;
        frameDone = false;
        queue.firstFrame(batchFrame);
        return frameDone;
    }

    private boolean batchFrame(MutableDirectBuffer frame, int offset, int length, int headOffset) {
        frameDone = sender.appendFrame(frame, offset, length, frameMask);
        return false;
    }

    /**
     * Whether a reliable stream has so much queued that the domain should stop taking new work, its publication refused
     * the last message (the receiver is a window behind), or it has not yet connected to its receiver.
     */
    boolean isCongested() {
        if (madeAtNs != 0 && publication.isConnected()) {
            // when a stream's receiver was first there, for whoever reads the domain's log about a slow start
            LOG.info("stream {} from {} ({}) connected {} ms after its publication was made", publication.streamId(),
                    source, publication.channel(), (clockNs.getAsLong() - madeAtNs) / 1_000_000);
            madeAtNs = 0;
        }
        if (awaitingConnection) {
            if (!publication.isConnected()) {
                return true;
            }
            awaitingConnection = false;
        }
        return reliable
                && (queue.size() >= HIGH_WATER_EVENTS || queue.bytes() >= HIGH_WATER_BYTES || sender.isRefused());
    }

    /**
     * Whether a reliable stream's publication refused its last message and it waits: the streams from other domains
     * whose events would come here leave their messages in their logs meanwhile (see {@code ReceivingStream}).
     */
    boolean isRefused() {
        return sender.isRefused();
    }

    /**
     * How many more events the stream takes before a reliable one holds its source back (the room left in its queue;
     * none while it waits for its receiver to connect or its publication refuses it) or a best-effort one drops: it
     * drops what Aeron refuses when the receiver has fallen a window behind, so its room is what that window still
     * holds, in messages the size of the last one sent, less what waits in its queue.
     */
    int room() {
        if (reliable) {
            return awaitingConnection || sender.isRefused() || sender.batchWaits() || queue.bytes() >= HIGH_WATER_BYTES
                    ? 0
                    : Math.max(0, HIGH_WATER_EVENTS - queue.size());
        }
        long fits = publication.roomFor(sender.lastFrameLength());
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

    /** What this stream has sent so far. */
    StreamSent sent() {
        return sender.sent();
    }

    boolean isEmpty() {
        return queue.size() == 0 && sender.batched() == 0;
    }

    /** Events waiting to be sent. */
    int backlog() {
        return queue.size() + sender.batched();
    }

    /** Closes the publication and takes away what the network applied of its link. */
    void close() {
        publication.close();
        if (link != null) {
            link.close(channel());
        }
    }
}
