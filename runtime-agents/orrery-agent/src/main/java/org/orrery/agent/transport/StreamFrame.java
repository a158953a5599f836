package org.orrery.agent.transport;

/**
 * The layout of one message on a stream between domains: the lanes (connections) that accepted the event, then the
 * event in {@link EventCodec}'s form. A connection on a stream of its own uses lane 0.
 *
 * <pre> int64 lanes (bit i: the connection on lane i takes the event) | event </pre>
 */
public final class StreamFrame {

    /** Lanes one stream can carry: the bits of the lane mask. */
    public static final int MAX_LANES = Long.SIZE;

    public static final int LANES_OFFSET = 0;
    public static final int EVENT_OFFSET = LANES_OFFSET + Long.BYTES;

    private StreamFrame() {
    }

    public static long bit(int lane) {
        return 1L << lane;
    }
}
