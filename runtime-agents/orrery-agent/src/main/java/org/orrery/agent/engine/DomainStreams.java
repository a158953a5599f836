package org.orrery.agent.engine;

import java.util.Comparator;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Supplier;

import org.orrery.agent.transport.ProcessLogs;
import org.orrery.agent.transport.StreamIn;
import org.orrery.agent.transport.StreamOut;
import org.orrery.agent.transport.Transport;
import org.orrery.agent.transport.WireCodecs;
import org.orrery.control.api.Delivery;
import org.orrery.control.api.LinkPath;
import org.orrery.control.api.LinkProfile;
import org.orrery.operator.api.wire.WireCodec;

import io.aeron.Aeron;

/**
 * A domain's streams to and from other domains, by {@link Transport#streamKey()}, and the Aeron client they use
 * (connected to the host's media driver on first need). A deployment change opens the streams it lacks in a
 * {@link Change}, which is either committed between two duty cycles or abandoned; the running set changes only there
 * and in {@link #closeUnused} and {@link #closeAll}, all while the engine's change lock is held.
 */
final class DomainStreams implements AutoCloseable {

    private final DomainContext context;
    /** The optimizations a stream opened now runs with. */
    private final Supplier<Comparisons> comparisons;
    private final Map<String, SendingStream> sending = new LinkedHashMap<>();
    private final Map<String, ReceivingStream> receiving = new LinkedHashMap<>();
    private volatile Aeron aeron;

    DomainStreams(DomainContext context, Supplier<Comparisons> comparisons) {
        this.context = context;
        this.comparisons = comparisons;
    }

    /** The streams one deployment change opened, beside the running ones it may also join. */
    final class Change {

        private final Map<String, SendingStream> openedSending = new LinkedHashMap<>();
        private final Map<String, ReceivingStream> openedReceiving = new LinkedHashMap<>();

        /** The stream the receiving half of {@code spec} reads: a running one, one this change opened, or a new one. */
        ReceivingStream receivingEnd(RouteSpec spec) throws DeploymentException {
            Transport transport = spec.transport();
            String key = transport.streamKey();
            ReceivingStream stream = receiving.getOrDefault(key, openedReceiving.get(key));
            if (stream == null) {
                WireCodec codec = codec(spec);
                stream = new ReceivingStream(in(spec), codec, spec.priority(), context.clockNs(),
                        comparisons.get().clockPerBatch());
                openedReceiving.put(key, stream);
            } else if (!stream.format().equals(spec.wireFormat()) || stream.priority() != spec.priority()) {
                throw new DeploymentException("connection " + spec.label() + ": stream " + transport.streamId()
                        + " already carries events in wire format " + stream.format() + " of priority "
                        + stream.priority() + ", not " + spec.wireFormat() + " of priority " + spec.priority());
            }
            return stream;
        }

        /**
         * The stream the sending half of {@code spec} joins: a running one, one this change opened, or a new one; a
         * stream that carries another operator's events, another delivery, wire format, priority or link is refused.
         */
        SendingStream sendingEnd(RouteSpec spec) throws DeploymentException {
            Transport transport = spec.transport();
            String key = transport.streamKey();
            boolean reliable = spec.delivery() == Delivery.RELIABLE;
            SendingStream stream = sending.getOrDefault(key, openedSending.get(key));
            if (stream == null) {
                WireCodec codec = codec(spec);
                StreamOut publication = out(spec);
                NetworkLink.Where where = spec.link() == null ? null
                        : NetworkLink.apply(transport, spec.link(), reliable, NetworkLink.labDevice());
                LinkConditioner conditioner = where == null || where.inSender() == null ? null
                        : new LinkConditioner(where.inSender(), reliable,
                                ((long) publication.sessionId() << 32) ^ publication.streamId(),
                                bandwidth(transport.channel(), where.inSender()));
                stream = new SendingStream(spec.source(), publication, reliable, codec, spec.priority(),
                        where == null ? null : new StreamLink(spec.link(), where, conditioner), comparisons.get(),
                        context.clockNs());
                openedSending.put(key, stream);
            } else if (!stream.source().equals(spec.source()) || stream.isReliable() != reliable
                    || !stream.format().equals(spec.wireFormat()) || stream.priority() != spec.priority()
                    || !Objects.equals(stream.link(), spec.link())) {
                throw new DeploymentException("connection " + spec.label() + ": stream " + transport.streamId()
                        + " already carries the " + (stream.isReliable() ? "reliable" : "best-effort") + " events of '"
                        + stream.source() + "' in wire format " + stream.format() + " of priority " + stream.priority()
                        + (stream.link() == null ? "" : " through link " + stream.link()));
            }
            return stream;
        }

        /**
         * The bandwidth of the link {@code profile} to where {@code channel} leads: that of a stream already there
         * through the same profile to the same host (its channel), else one of its own.
         */
        private LinkConditioner.Bandwidth bandwidth(String channel, LinkProfile profile) {
            for (Map<String, SendingStream> streams : List.of(sending, openedSending)) {
                for (SendingStream stream : streams.values()) {
                    if (stream.conditioner() != null && profile.equals(stream.conditioner().profile())
                            && channel.equals(stream.channel())) {
                        return stream.conditioner().bandwidth();
                    }
                }
            }
            return new LinkConditioner.Bandwidth();
        }

        /**
         * Where the receiving half of {@code spec} reads: a log in this process between domains of one domain host,
         * else a subscription of the media driver.
         */
        private StreamIn in(RouteSpec spec) throws DeploymentException {
            Transport transport = spec.transport();
            return transport.path() == LinkPath.DOMAIN_HOST ? inThisProcess(spec, ProcessLogs::reader)
                    : StreamIn.of(aeron().addSubscription(transport.channel(), transport.streamId()));
        }

        /** Where the sending half of {@code spec} writes: as {@link #in}, a log in this process or a publication. */
        private StreamOut out(RouteSpec spec) throws DeploymentException {
            Transport transport = spec.transport();
            return transport.path() == LinkPath.DOMAIN_HOST ? inThisProcess(spec, ProcessLogs::writer)
                    : StreamOut.of(aeron().addExclusivePublication(transport.channel(), transport.streamId()));
        }

        /** The end of {@code spec}'s log in this process; refused when another domain of the process holds it. */
        private <T> T inThisProcess(RouteSpec spec, Function<Transport, T> end) throws DeploymentException {
            try {
                return end.apply(spec.transport());
            } catch (IllegalStateException e) {
                throw new DeploymentException("connection " + spec.label() + ": " + e.getMessage(), e);
            }
        }

        /** The codec of {@code spec}'s wire format; refused when this domain does not know it. */
        private WireCodec codec(RouteSpec spec) throws DeploymentException {
            try {
                return WireCodecs.codec(spec.wireFormat());
            } catch (IllegalArgumentException e) {
                throw new DeploymentException(
                        "connection " + spec.label() + ": " + e.getMessage() + " (domain '" + context.name() + "')");
            }
        }

        /** Adds the streams this change opened to the running ones (between two duty cycles). */
        void commit() {
            sending.putAll(openedSending);
            receiving.putAll(openedReceiving);
        }

        /** Closes the streams this change opened: it failed. */
        void abandon() {
            openedSending.values().forEach(SendingStream::close);
            openedReceiving.values().forEach(ReceivingStream::close);
        }
    }

    Change change() {
        return new Change();
    }

    /**
     * Closes the streams whose every connection went (after a change's new ones took their lanes: they may reuse one).
     */
    void closeUnused() {
        for (Iterator<SendingStream> it = sending.values().iterator(); it.hasNext();) {
            SendingStream stream = it.next();
            if (stream.lanesAttached() == 0) {
                stream.close();
                it.remove();
            }
        }
        for (Iterator<ReceivingStream> it = receiving.values().iterator(); it.hasNext();) {
            ReceivingStream stream = it.next();
            if (stream.lanesAttached() == 0) {
                stream.close();
                it.remove();
            }
        }
    }

    /** Closes every stream (the deployment goes). */
    void closeAll() {
        sending.values().forEach(SendingStream::close);
        receiving.values().forEach(ReceivingStream::close);
        sending.clear();
        receiving.clear();
    }

    /** The streams to other domains, the highest priority first (in the order they were opened within one). */
    SendingStream[] sending() {
        return sending.values()
                .stream()
                .sorted(Comparator.comparingInt(SendingStream::priority).reversed())
                .toArray(SendingStream[]::new);
    }

    /** The streams from other domains, the highest priority first (in the order they were opened within one). */
    ReceivingStream[] receiving() {
        return receiving.values()
                .stream()
                .sorted(Comparator.comparingInt(ReceivingStream::priority).reversed())
                .toArray(ReceivingStream[]::new);
    }

    private synchronized Aeron aeron() throws DeploymentException {
        if (aeron == null) {
            if (context.aeronDirectory() == null) {
                throw new DeploymentException(
                        "domain '" + context.name() + "' has no media driver for connections to other domains");
            }
            try {
                aeron = context.aeronClients().acquire(context.aeronDirectory());
            } catch (RuntimeException e) {
                throw new DeploymentException("domain '" + context.name() + "' cannot reach the media driver in "
                        + context.aeronDirectory() + ": " + e.getMessage(), e);
            }
        }
        return aeron;
    }

    /**
     * Closes the streams left and gives the Aeron client back (a shared one goes on serving the other domains of its
     * domain host).
     */
    @Override
    public void close() {
        closeAll();
        if (aeron != null) {
            context.aeronClients().release(aeron);
        }
    }
}
