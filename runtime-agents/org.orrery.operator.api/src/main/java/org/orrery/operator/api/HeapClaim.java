package org.orrery.operator.api;

import java.util.Arrays;

/** The claim of an emitter that builds none of its own: an {@link Event} built on the heap and emitted. */
final class HeapClaim implements EventClaim {

    private final Emitter emitter;
    private final Event.Builder event;
    private final Attributes.Builder attributes = Attributes.builder();

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
        attributes.put(name, value);
        return this;
    }

    @Override
    public EventClaim attribute(String name, double value) {
        attributes.put(name, value);
        return this;
    }

    @Override
    public EventClaim attribute(String name, boolean value) {
        attributes.put(name, value);
        return this;
    }

    @Override
    public EventClaim attribute(String name, String value) {
        attributes.put(name, value);
        return this;
    }

    @Override
    public EventClaim attributes(Attributes more) {
        for (int i = 0; i < more.size(); i++) {
            attributes.putValue(more.name(i), more.value(i));
        }
        return this;
    }

    @Override
    public EventClaim body(byte[] bytes, int offset, int length, String contentType) {
        event.body(Arrays.copyOfRange(bytes, offset, offset + length), contentType);
        return this;
    }

    @Override
    public void commit() {
        emitter.emit(event.attributes(attributes.build()).build());
    }
}
