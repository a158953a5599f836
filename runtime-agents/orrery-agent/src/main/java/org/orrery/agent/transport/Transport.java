package org.orrery.agent.transport;

import org.orrery.control.api.LinkPath;

/**
 * How a connection crosses domains: a channel and stream, and the connection's lane on that stream. A log in the
 * process's memory ({@link ProcessLog}) between domains of one shared domain host, shared memory through the host's
 * media driver ({@code aeron:ipc}) between other domains of one host, UDP between hosts. Connections from one operator
 * to one domain may share a stream, each on its own lane: an event accepted by several of them is encoded, copied and
 * decoded once, with the lanes that accepted it (see {@link StreamFrame}).
 */
public record Transport(String channel, int streamId, int lane) {

    /** Log buffers per stream: 1 MiB terms keep memory small and still allow messages up to 128 KiB. */
    static final String TERM_LENGTH = "term-length=1m";

    /** The channel of a stream between domains of one shared domain host. */
    public static final String DOMAIN_HOST = "orrery:domain-host";

    public Transport {
        if (channel == null || !channel.startsWith("aeron:") && !channel.equals(DOMAIN_HOST)) {
            throw new IllegalArgumentException("not an Aeron channel nor " + DOMAIN_HOST + ": " + channel);
        }
        if (streamId == 0) {
            throw new IllegalArgumentException("stream id 0 is reserved");
        }
        if (lane < 0 || lane >= StreamFrame.MAX_LANES) {
            throw new IllegalArgumentException("lane " + lane + " is not between 0 and " + (StreamFrame.MAX_LANES - 1));
        }
    }

    /** A connection on a stream of its own. */
    public Transport(String channel, int streamId) {
        this(channel, streamId, 0);
    }

    /**
     * Shared memory. Its 8 KiB MTU lets a sender write messages of up to 8,160 bytes straight into the log (Aeron's
     * {@code tryClaim} takes one fragment at most; the default MTU would cap that near 1.4 KB).
     */
    public static Transport ipc(int streamId) {
        return new Transport("aeron:ipc?" + TERM_LENGTH + "|mtu=8k", streamId);
    }

    /** A log in the memory of the shared domain host both domains run in. */
    public static Transport domainHost(int streamId) {
        return new Transport(DOMAIN_HOST, streamId);
    }

    /** UDP to the receiving domain's {@code host:port}. */
    public static Transport udp(String host, int port, int streamId) {
        return new Transport("aeron:udp?endpoint=" + host + ":" + port + "|" + TERM_LENGTH, streamId);
    }

    /** The same channel and stream, on {@code newLane}. */
    public Transport onLane(int newLane) {
        return new Transport(channel, streamId, newLane);
    }

    /** What identifies the stream (channel and stream id) whatever the lane. */
    public String streamKey() {
        return streamId + "@" + channel;
    }

    /** The process's memory, shared memory or the network, as reported in connection figures. */
    public LinkPath path() {
        return path(channel);
    }

    /** The path of a stream on {@code channel}. */
    public static LinkPath path(String channel) {
        if (channel.equals(DOMAIN_HOST)) {
            return LinkPath.DOMAIN_HOST;
        }
        return channel.startsWith("aeron:ipc") ? LinkPath.IPC : LinkPath.UDP;
    }
}
