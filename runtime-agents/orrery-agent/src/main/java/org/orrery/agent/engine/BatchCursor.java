package org.orrery.agent.engine;

import org.agrona.DirectBuffer;
import org.orrery.agent.transport.EventFrames;
import org.orrery.agent.transport.FrameView;
import org.orrery.agent.transport.NameLookup;
import org.orrery.agent.transport.StreamFrame;
import org.orrery.operator.api.EventBatch;
import org.orrery.operator.api.EventView;

/**
 * The events of a batch from another domain, as one operator that takes batches is shown them ({@code onBatch}): each a
 * view of the log, checked and recorded in its connection's statistics as the cursor reaches it. The cursor goes on
 * while the messages are plain events of the current format for the same lanes; it stops before any other (a names
 * announcement, a traced event, one that cannot be shown yet), which its stream then takes alone. One per stream; used
 * by the domain's event thread only.
 */
final class BatchCursor implements EventBatch {

    private final FrameView view = new FrameView();
    private DirectBuffer buffer;
    /** Where the next message's length lies, where the batch ends, and how many of its messages are left. */
    private int at;
    private int end;
    private int left;
    /** The lanes of the messages it goes over, as their frames say them. */
    private long lanes;
    private NameLookup names;
    private DeliveryStats stats;
    private long handOffNs;
    private long nowNs;
    private int reached;
    private boolean showing;

    /**
     * Whether the message of {@code length} bytes at {@code offset} (its lanes, then its frame) is one a cursor goes
     * over.
     */
    static boolean goesOver(DirectBuffer buffer, int offset, int length) {
        return length > StreamFrame.EVENT_OFFSET && EventFrames.isPlainEvent(buffer, offset + StreamFrame.EVENT_OFFSET,
                length - StreamFrame.EVENT_OFFSET);
    }

    /**
     * Starts on the {@code messages} messages of a batch whose first's length lies at {@code at} and which ends at
     * {@code end}, all received at {@code receivedNs}, the first handed off at {@code firstHandOffNs}; it goes over
     * those for exactly {@code frameLanes}, recording each in {@code statistics}.
     */
    BatchCursor over(DirectBuffer messages, int first, int batchEnd, int count, long frameLanes, NameLookup lookup,
            long firstHandOffNs, long receivedNs, DeliveryStats statistics) {
        buffer = messages;
        at = first;
        end = batchEnd;
        left = count;
        lanes = frameLanes;
        names = lookup;
        handOffNs = firstHandOffNs;
        nowNs = receivedNs;
        stats = statistics;
        reached = 0;
        showing = false;
        return this;
    }

    @Override
    public boolean next() {
        showing = false;
        if (left == 0 || at + StreamFrame.BATCH_LENGTH_LENGTH > end) {
            return false;
        }
        int length = buffer.getInt(at);
        int messageAt = at + StreamFrame.BATCH_LENGTH_LENGTH;
        if (length < 0 || length > end - messageAt || !goesOver(buffer, messageAt, length)
                || buffer.getLong(messageAt + StreamFrame.LANES_OFFSET) != lanes) {
            return false;
        }
        try {
            view.show(buffer, messageAt + StreamFrame.EVENT_OFFSET, length - StreamFrame.EVENT_OFFSET, names);
        } catch (RuntimeException e) { // names not announced yet, or a frame that cannot be read: taken alone
            return false;
        }
        stats.record(view, nowNs, handOffNs);
        handOffNs = HandOff.UNKNOWN;
        at = messageAt + length;
        left--;
        reached++;
        showing = true;
        return true;
    }

    @Override
    public EventView event() {
        if (!showing) {
            throw new IllegalStateException(
                    reached == 0 ? "event() before the first next()" : "event() after the batch's end");
        }
        return view;
    }

    /** Ends the cursor (its operator's call returned); what it reached stays readable. */
    void end() {
        showing = false;
        left = 0;
    }

    /** When its events were received, on the domain's clock. */
    long receivedNs() {
        return nowNs;
    }

    /** How many messages it went over. */
    int reached() {
        return reached;
    }

    /** Where the length of the first message it did not go over lies. */
    int position() {
        return at;
    }
}
