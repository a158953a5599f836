package org.orrery.operator.api;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Objects;
import java.util.Set;

/** The claim of an emitter that builds none of its own: an {@link Event} built on the heap and emitted. */
final class HeapClaim implements EventClaim {

    private final Emitter emitter;
    private final Event.Builder event;
    private final Attributes.Builder attributes = Attributes.builder();
    private final Set<String> names = new HashSet<>();
    /** The body reserved to be written in place ({@link #body(int, String)}), or null. */
    private byte[] writable;

    HeapClaim(Emitter emitter, String type) {
        this.emitter = emitter;
        this.event = Event.builder(type);
    }

    @Override
    public EventClaim timestampNs(long timestampNs) {
        event.timestampNs(timestampNs);
        return this;
    }

    @Override
    public EventClaim sequence(long sequence) {
        event.sequence(sequence);
        return this;
    }

    @Override
    public EventClaim source(String source) {
        event.source(source);
        return this;
    }

    @Override
    public EventClaim attribute(String name, long value) {
        return put(name, value);
    }

    @Override
    public EventClaim attribute(String name, double value) {
        return put(name, value);
    }

    @Override
    public EventClaim attribute(String name, boolean value) {
        return put(name, value);
    }

    @Override
    public EventClaim attribute(String name, String value) {
        return put(name, value);
    }

    @Override
    public EventClaim attributes(Attributes more) {
        for (int i = 0; i < more.size(); i++) {
            put(more.name(i), more.value(i));
        }
        return this;
    }

    /** Adds an attribute, refusing a name the event has already, as the domain's claims do. */
    private EventClaim put(String name, Object value) {
        if (writable != null) {
            throw new IllegalStateException("attribute '" + name + "' added after the body was reserved");
        }
        if (!names.add(name)) {
            throw new IllegalArgumentException("attribute '" + name + "' appears twice");
        }
        attributes.putValue(name, value);
        return this;
    }

    @Override
    public EventClaim body(byte[] bytes, int offset, int length, String contentType) {
        writable = null;
        event.body(Arrays.copyOfRange(bytes, offset, offset + length), contentType);
        return this;
    }

    @Override
    public EventClaim body(int length, String contentType) {
        if (length < 0) {
            throw new IllegalArgumentException("a body of " + length + " bytes");
        }
        writable = new byte[length];
        event.body(writable, contentType);
        return this;
    }

    @Override
    public EventClaim putBodyByte(int index, byte value) {
        reserved(index, 1)[index] = value;
        return this;
    }

    @Override
    public EventClaim putBodyLong(int index, long value) {
        byte[] bytes = reserved(index, Long.BYTES);
        for (int i = 0; i < Long.BYTES; i++) {
            bytes[index + i] = (byte) (value >>> (8 * i));
        }
        return this;
    }

    @Override
    public EventClaim putBodyBytes(int index, byte[] bytes, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, bytes.length);
        System.arraycopy(bytes, offset, reserved(index, length), index, length);
        return this;
    }

    /** The reserved body, once {@code length} bytes from {@code index} are known to lie in it. */
    private byte[] reserved(int index, int length) {
        if (writable == null) {
            throw new IllegalStateException("no body reserved: call body(length, contentType) first");
        }
        Objects.checkFromIndexSize(index, length, writable.length);
        return writable;
    }

    @Override
    public void commit() {
        emitter.emit(event.attributes(attributes.build()).build());
    }
}
