package org.orrery.operator.api;

/**
 * An event being built in place by its operator ({@link Emitter#claim}), then emitted with {@link #commit()}: in the
 * domain, it is written straight into a buffer the domain reuses, so a source that builds its events this way allocates
 * nothing per event. The claim is valid until it is committed or the operator claims again; its setters may come in any
 * order and return the claim. Added in version 1.1 of the SPI.
 */
public interface EventClaim {

    EventClaim timestampNs(long timestampNs);

    EventClaim sequence(long sequence);

    EventClaim source(String source);

    EventClaim attribute(String name, long value);

    EventClaim attribute(String name, double value);

    EventClaim attribute(String name, boolean value);

    EventClaim attribute(String name, String value);

    /** Adds every attribute of {@code attributes}. */
    EventClaim attributes(Attributes attributes);

    /**
     * Uses {@code length} bytes of {@code bytes} from {@code offset} as the body, of {@code contentType}; they are read
     * at {@link #commit()}, so the array must not change before.
     */
    EventClaim body(byte[] bytes, int offset, int length, String contentType);

    /** Emits the event, as {@link Emitter#emit} would; the claim is then spent. */
    void commit();
}
