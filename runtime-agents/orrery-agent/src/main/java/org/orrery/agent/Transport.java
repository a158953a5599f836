package org.orrery.agent;

import org.orrery.control.api.LinkPath;

/**
 * How a connection crosses domains: an Aeron channel and stream. Shared memory through the host's media driver
 * ({@code aeron:ipc}) between domains of one host, UDP between hosts.
 */
public record Transport(String channel, int streamId) {

    /** Log buffers per stream: 1 MiB terms keep memory small and still allow messages up to 128 KiB. */
    static final String TERM_LENGTH = "term-length=1m";

    public Transport {
        if (channel == null || !channel.startsWith("aeron:")) {
            throw new IllegalArgumentException("not an Aeron channel: " + channel);
        }
        if (streamId == 0) {
            throw new IllegalArgumentException("stream id 0 is reserved");
        }
    }

    public static Transport ipc(int streamId) {
        return new Transport("aeron:ipc?" + TERM_LENGTH, streamId);
    }

    /** UDP to the receiving domain's {@code host:port}. */
    public static Transport udp(String host, int port, int streamId) {
        return new Transport("aeron:udp?endpoint=" + host + ":" + port + "|" + TERM_LENGTH, streamId);
    }

    /** Shared memory or the network, as reported in connection figures. */
    public LinkPath path() {
        return channel.startsWith("aeron:ipc") ? LinkPath.IPC : LinkPath.UDP;
    }
}
