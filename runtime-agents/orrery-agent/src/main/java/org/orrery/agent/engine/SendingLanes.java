package org.orrery.agent.engine;

import org.orrery.agent.transport.StreamFrame;

/**
 * The connections on a {@link SendingStream}'s lanes, and what the stream tells them of their events: sent (with the
 * bytes of the messages they went in), dropped, failed. Each lane's bit in a mask names its connection; a lane freed
 * since is skipped. Used by the stream's domain's duty thread, but for attach and detach between two cycles.
 */
final class SendingLanes {

    private final RemoteOutlet[] lanes = new RemoteOutlet[StreamFrame.MAX_LANES];
    private int attached;
    /** Counts each message of a batch as one event sent on its lanes, its length before it included. */
    final StreamBatch.MessageVisitor countSent = (mask, messageLength) -> sent(mask, 1,
            StreamFrame.BATCH_LENGTH_LENGTH + messageLength);
    /** Counts each message of a batch as one event dropped on its lanes. */
    final StreamBatch.MessageVisitor countDropped = (mask, messageLength) -> dropped(mask);

    /**
     * Gives {@code outlet} its lane; throws naming the connection on it when the lane of stream {@code streamId} is
     * taken.
     */
    void attach(RemoteOutlet outlet, int streamId) {
        int lane = outlet.lane();
        if (lanes[lane] != null && lanes[lane] != outlet) {
            throw new IllegalStateException(
                    "lane " + lane + " of stream " + streamId + " is taken by " + lanes[lane].spec().label());
        }
        if (lanes[lane] == null) {
            attached++;
        }
        lanes[lane] = outlet;
    }

    /** Frees {@code outlet}'s lane; whether it held it. */
    boolean detach(RemoteOutlet outlet) {
        int lane = outlet.lane();
        if (lanes[lane] != outlet) {
            return false;
        }
        lanes[lane] = null;
        attached--;
        return true;
    }

    int attached() {
        return attached;
    }

    /** {@code events} sent on each lane of {@code mask}, in messages of {@code messageBytes} together. */
    void sent(long mask, int events, int messageBytes) {
        for (long rest = mask; rest != 0; rest &= rest - 1) {
            RemoteOutlet outlet = lanes[Long.numberOfTrailingZeros(rest)];
            if (outlet != null) {
                outlet.countSent(events, messageBytes);
            }
        }
    }

    /** An event dropped on each lane of {@code mask}. */
    void dropped(long mask) {
        for (long rest = mask; rest != 0; rest &= rest - 1) {
            RemoteOutlet outlet = lanes[Long.numberOfTrailingZeros(rest)];
            if (outlet != null) {
                outlet.countDropped(1);
            }
        }
    }

    /** The last error of each lane of {@code mask}; with {@code dropped}, an event dropped on each too. */
    void failed(long mask, String error, boolean dropped) {
        for (long rest = mask; rest != 0; rest &= rest - 1) {
            RemoteOutlet outlet = lanes[Long.numberOfTrailingZeros(rest)];
            if (outlet != null) {
                if (dropped) {
                    outlet.countDropped(1);
                }
                outlet.failed(error);
            }
        }
    }

    /** A message of {@code bytes} sent for every lane (the names their events use). */
    void wireBytes(int bytes) {
        for (RemoteOutlet outlet : lanes) {
            if (outlet != null) {
                outlet.countWireBytes(bytes);
            }
        }
    }
}
