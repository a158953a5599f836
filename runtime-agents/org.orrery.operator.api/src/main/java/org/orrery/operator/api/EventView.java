package org.orrery.operator.api;

/**
 * An event read where it lies: in the domain's receive buffer for an event from another domain, in the domain's claim
 * buffer for one a source built with {@link Emitter#claim}, or an {@link Event} object. A view handed to
 * {@link Operator#onView} is valid only until that call returns; keep {@link #toEvent()}, a copy, to use it later. An
 * operator that only looks at a few fields and passes the view on with {@link Emitter#forward} neither copies nor
 * decodes the rest. Added in version 1.1 of the SPI.
 */
public interface EventView {

    /** The event type, such as {@code temperature}. */
    String type();

    /** When the event was first published, on the clock of the domain that published it, in nanoseconds. */
    long timestampNs();

    /** The publisher's sequence number. */
    long sequence();

    /** The operator that first published the event. */
    String source();

    String contentType();

    /**
     * The value of attribute {@code name} (a {@code Long}, {@code Double}, {@code Boolean} or {@code String}), or null
     * when the event has none: a view reads only that attribute.
     */
    Object attribute(String name);

    /** All the attributes (a view decodes them for each call). */
    Attributes attributes();

    int bodyLength();

    /** The body's byte at {@code index}. */
    byte bodyByte(int index);

    /** The eight body bytes from {@code index}, little-endian. */
    long bodyLong(int index);

    /** Copies {@code length} body bytes from {@code from} into {@code target} at {@code offset}. */
    void copyBody(int from, byte[] target, int offset, int length);

    /** The event as an {@link Event} that outlives the call: a copy for a view, the object itself for an event. */
    Event toEvent();
}
