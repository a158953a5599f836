package org.orrery.operator.api.wire;

import org.orrery.operator.api.Event;

/**
 * A wire format for events between domains: how a connection's events are written into the messages it sends and read
 * back on the other side. A connection names its format ({@code binary}, {@code json}, {@code java}, or the
 * {@link #name()} of a codec of this kind); the domain agent finds codecs beyond its own with
 * {@link java.util.ServiceLoader}, on its own class path
 * ({@code META-INF/services/org.orrery.operator.api.wire.WireCodec} in a jar of {@code lib/}).
 *
 * <p>A codec is used by one domain's event thread at a time, but may be shared by several streams: keep no state
 * between calls, or keep it per thread. Both ends of a connection must use a codec of the same name and the same form.
 * Reading is given whatever arrived: a codec must throw {@link IllegalArgumentException} for a message it cannot read,
 * and must not allocate more than the message's length justifies. A codec that throws anything else while writing or
 * reading costs the event (counted as dropped on its connection), never the domain.
 *
 * <p>Codecs live on the agent's class path, not in operator bundles: operators never see the wire.
 */
public interface WireCodec {

    /** The name connections choose this format by: lower case letters, digits and {@code -}, unique in the lab. */
    String name();

    /** The message that carries {@code event}. */
    byte[] encode(Event event);

    /**
     * The event carried by the {@code length} bytes of {@code message} from {@code offset}; the array is the codec's to
     * keep.
     *
     * @throws IllegalArgumentException when the bytes are not a message of this format
     */
    Event decode(byte[] message, int offset, int length);
}
