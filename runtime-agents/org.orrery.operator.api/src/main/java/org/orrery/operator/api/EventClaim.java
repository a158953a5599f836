package org.orrery.operator.api;

/**
 * An event being built in place by its operator ({@link Emitter#claim}), then emitted with {@link #commit()}: in the
 * domain, it is written straight into a buffer the domain reuses, so a source that builds its events this way allocates
 * nothing per event. The claim is valid until it is committed or the operator claims again; its setters may come in any
 * order and return the claim. Added in version 1.1 of the SPI.
 */
public interface EventClaim {

    /** When the event was first published, on the domain clock ({@link OperatorContext#nanoTime()}). */
    EventClaim timestampNs(long timestampNs);

    /** The publisher's sequence number, increasing by one per event. */
    EventClaim sequence(long sequence);

    /** The operator that publishes it; empty unless set. */
    EventClaim source(String source);

    /**
     * Adds attribute {@code name}, a whole number (a {@code Long} to predicates and to {@link Event#attributes()});
     * throws {@link IllegalArgumentException} for a name the event has already, as {@link Attributes} does.
     */
    EventClaim attribute(String name, long value);

    /** Adds attribute {@code name}, a real number (a {@code Double}), as {@link #attribute(String, long)} does. */
    EventClaim attribute(String name, double value);

    /** Adds attribute {@code name}, a truth value (a {@code Boolean}). */
    EventClaim attribute(String name, boolean value);

    /** Adds attribute {@code name}, a string (written as UTF-8). */
    EventClaim attribute(String name, String value);

    /** Adds every attribute of {@code attributes}. */
    EventClaim attributes(Attributes attributes);

    /**
     * Uses {@code length} bytes of {@code bytes} from {@code offset} as the body, of {@code contentType}; they are read
     * at {@link #commit()}, so the array must not change before.
     */
    EventClaim body(byte[] bytes, int offset, int length, String contentType);

    /**
     * Reserves {@code length} bytes, all zero, as the body, of {@code contentType}, for the operator to write in place
     * with {@link #putBodyByte}, {@link #putBodyLong} and {@link #putBodyBytes} before {@link #commit()}: in the domain
     * the body is written straight into the claim's buffer, with no array of the operator's copied. Attributes come
     * before it: adding one after the body is reserved throws {@link IllegalStateException}. Added in version 1.5 of
     * the SPI; a claim that has no writable body (one not made by a domain or the SPI's emitter) throws
     * {@link UnsupportedOperationException}.
     */
    default EventClaim body(int length, String contentType) {
        throw new UnsupportedOperationException("this claim has no writable body; use body(byte[], int, int, String)");
    }

    /**
     * Writes {@code value} at {@code index} of the body reserved with {@link #body(int, String)}; throws
     * {@link IndexOutOfBoundsException} outside it and {@link IllegalStateException} when no body is reserved. Added in
     * version 1.5 of the SPI.
     */
    default EventClaim putBodyByte(int index, byte value) {
        throw new UnsupportedOperationException("this claim has no writable body");
    }

    /**
     * Writes the eight bytes of {@code value}, little-endian (as {@link EventView#bodyLong} reads them), from
     * {@code index} of the reserved body, as {@link #putBodyByte} does. Added in version 1.5 of the SPI.
     */
    default EventClaim putBodyLong(int index, long value) {
        throw new UnsupportedOperationException("this claim has no writable body");
    }

    /**
     * Copies {@code length} bytes of {@code bytes} from {@code offset} to {@code index} of the reserved body, as
     * {@link #putBodyByte} does. Added in version 1.5 of the SPI.
     */
    default EventClaim putBodyBytes(int index, byte[] bytes, int offset, int length) {
        throw new UnsupportedOperationException("this claim has no writable body");
    }

    /** Emits the event, as {@link Emitter#emit} would; the claim is then spent. */
    void commit();
}
