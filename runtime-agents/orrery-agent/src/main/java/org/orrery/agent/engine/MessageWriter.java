package org.orrery.agent.engine;

import java.util.function.LongSupplier;

import org.agrona.DirectBuffer;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.MutableDirectBuffer;
import org.orrery.agent.transport.EventFrameDescriptor;
import org.orrery.agent.transport.EventFrames;
import org.orrery.agent.transport.FrameView;
import org.orrery.agent.transport.NameMap;
import org.orrery.agent.transport.NameTable;
import org.orrery.agent.transport.StreamFrame;
import org.orrery.agent.transport.StreamOut;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.wire.WireCodec;

import io.aeron.Publication;
import io.aeron.ReservedValueSupplier;
import io.aeron.logbuffer.BufferClaim;

/**
 * Writes a {@link SendingStream}'s messages into its publication: straight into the log when a message fits one
 * fragment (no copy through a buffer of its own), else through a buffer offered in fragments. A message is the lanes it
 * goes to and the event: a frame a view shows (in the stream's name numbers), an event encoded in binary, or the bytes
 * another codec wrote; a traced event's frame carries its trace after it, and the message's reserved value (the 8 bytes
 * Aeron's frame header keeps for the application) when the event was handed off.
 */
final class MessageWriter {

    private final StreamOut publication;
    private final WireCodec codec;
    private final boolean binary;
    private final NameTable names;
    private final NameMap frameNames;
    /** The domain's clock, read when a traced event is sent. */
    private final LongSupplier clockNs;
    /** Whether it gives the hand-off times ({@link Comparisons#hopLatency()}). */
    private final boolean givesHandOff;
    private final ExpandableArrayBuffer buffer = new ExpandableArrayBuffer(4_096);
    private final BufferClaim claim = new BufferClaim();
    /** The frames a claim wrote where this writer would have copied them. */
    private final Counter framesInPlace = new Counter();
    /**
     * When the event being sent was handed off, written into its message's reserved value, so that the receiver
     * measures the hop's latency with nothing added to the message.
     */
    private long handOffNs = HandOff.UNKNOWN;
    private final ReservedValueSupplier handOff = (termBuffer, termOffset, frameLength) -> handOffNs;
    /** The trace of the event being sent, and when it was emitted; a traced event's frame carries both. */
    private long traceId = HandOff.UNTRACED;
    private long emittedNs;
    /** The last event another codec wrote, and its bytes: a reliable event held back is not written again. */
    private Event encodedEvent;
    private byte[] encoded;

    MessageWriter(StreamOut publication, WireCodec codec, boolean binary, NameAnnouncer announcer, boolean givesHandOff,
            LongSupplier clockNs) {
        this.publication = publication;
        this.givesHandOff = givesHandOff;
        this.codec = codec;
        this.binary = binary;
        this.names = announcer.names();
        this.frameNames = announcer.frameNames();
        this.clockNs = clockNs;
    }

    /** The frames a claim wrote where this writer would have copied them (in a batch), so far. */
    long framesInPlace() {
        return framesInPlace.get();
    }

    /** A buffer of the stream's own, for what does not go straight into the log. */
    ExpandableArrayBuffer buffer() {
        return buffer;
    }

    BufferClaim claim() {
        return claim;
    }

    /** What is sent next: handed off at {@code startedNs} (if it gives hand-offs), of a trace emitted at a time. */
    void sending(long startedNs, long trace, long emitted) {
        handOffNs = givesHandOff ? startedNs : HandOff.UNKNOWN;
        traceId = binary ? trace : HandOff.UNTRACED; // another wire format carries no trace
        emittedNs = emitted;
    }

    /** The bytes the event being sent takes after its frame: a trace's, when it is traced. */
    int trailerLength() {
        return traceId == HandOff.UNTRACED ? 0 : EventFrameDescriptor.TRACE_TRAILER_LENGTH;
    }

    /** The bytes the stream's codec writes for {@code event}, written once however often the event is tried. */
    byte[] encoded(Event event) {
        if (event != encodedEvent) {
            encoded = codec.encode(event);
            encodedEvent = event;
        }
        return encoded;
    }

    /** The event was sent: its bytes are not kept. */
    void forget() {
        encodedEvent = null;
        encoded = null;
    }

    /**
     * Sends the frame of {@code length} bytes at {@code offset} of {@code frame}, already in the stream's numbers, on
     * the lanes of {@code mask} as a message of {@code messageLength}; returns what Aeron answered.
     */
    long sendFrame(DirectBuffer frame, int offset, int length, long mask, int messageLength) {
        if (messageLength <= publication.maxPayloadLength()) {
            long result = claim(messageLength);
            if (result > 0) {
                writeFrame(claim.buffer(), claim.offset(), frame, offset, length, mask);
                claim.reservedValue(handOffNs).commit();
            }
            return result;
        }
        writeFrame(buffer, 0, frame, offset, length, mask);
        return publication.offer(buffer, 0, messageLength, handOff);
    }

    /** Adds the frame {@link #sendFrame} would send to {@code batch} instead, which must have room for it. */
    void appendFrame(StreamBatch batch, DirectBuffer frame, int offset, int length, long mask, int messageLength) {
        writeFrame(batch.buffer(), batch.nextOffset(null), frame, offset, length, mask);
        batch.added(messageLength, mask, handOffNs);
    }

    private void writeFrame(MutableDirectBuffer target, int at, DirectBuffer frame, int offset, int length, long mask) {
        target.putLong(at + StreamFrame.LANES_OFFSET, mask);
        target.putBytes(at + StreamFrame.EVENT_OFFSET, frame, offset, length);
        markTrace(target, at + StreamFrame.EVENT_OFFSET, length);
    }

    /** Adds the event {@link #send} would send to {@code batch} instead, which must have room for it. */
    void append(StreamBatch batch, Event event, FrameView view, byte[] message, long mask, int length) {
        write(batch.buffer(), batch.nextOffset(view), event, view, message, mask);
        batch.added(length, mask, handOffNs);
    }

    /**
     * Sends one event, the frame a view shows or the event itself ({@code message}: the bytes another codec wrote), as
     * a message of {@code length} on the lanes of {@code mask}; returns what Aeron answered.
     */
    long send(Event event, FrameView view, byte[] message, long mask, int length) {
        if (length <= publication.maxPayloadLength()) {
            long result = claim(length);
            if (result > 0) {
                write(claim.buffer(), claim.offset(), event, view, message, mask);
                claim.reservedValue(handOffNs).commit();
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
            if (view.isAt(target, at)) {
                framesInPlace.increment();
            }
            EventFrames.copy(view, target, at, frameNames);
            markTrace(target, at, view.length());
        } else if (message == null) {
            int length = EventFrames.encode(event, target, at, names); // not traced, as written
            if (traceId != HandOff.UNTRACED) {
                markTrace(target, at, length);
            }
        } else {
            target.putBytes(at, message);
        }
    }

    /**
     * Marks the frame of {@code length} bytes just written at {@code at} as the event being sent is: traced, its trace
     * after it with when it was emitted and is sent (now), or not (a frame copied from a traced one says so too).
     */
    private void markTrace(MutableDirectBuffer target, int at, int length) {
        if (traceId == HandOff.UNTRACED) {
            EventFrames.untraced(target, at);
        } else {
            EventFrames.traced(target, at, length, traceId, emittedNs, clockNs.getAsLong());
        }
    }
}
