package org.orrery.operator.api;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Objects;

/**
 * An event: a header (type, timestamp, sequence, source), typed {@link Attributes} and an opaque body with a content
 * type. Routing never decodes the body. Immutable; derive changed copies with {@link #toBuilder()}. An event is its own
 * {@link EventView}, valid for as long as it is kept.
 */
public final class Event implements EventView {

    private static final byte[] NO_BODY = new byte[0];
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private final String type;
    private final long timestampNs;
    private final long sequence;
    private final String source;
    private final Attributes attributes;
    private final byte[] body;
    private final String contentType;

    private Event(Builder builder) {
        this.type = Objects.requireNonNull(builder.type, "type");
        this.timestampNs = builder.timestampNs;
        this.sequence = builder.sequence;
        this.source = builder.source == null ? "" : builder.source;
        this.attributes = builder.attributes == null ? Attributes.EMPTY : builder.attributes;
        this.body = builder.body == null ? NO_BODY : builder.body;
        this.contentType = builder.contentType == null ? "application/octet-stream" : builder.contentType;
    }

    public static Builder builder(String type) {
        return new Builder().type(type);
    }

    public Builder toBuilder() {
        return new Builder().type(type)
                .timestampNs(timestampNs)
                .sequence(sequence)
                .source(source)
                .attributes(attributes)
                .body(body, contentType);
    }

    /** The event type, such as {@code temperature}. */
    @Override
    public String type() {
        return type;
    }

    /** When the event was first published, on the clock of the domain that published it, in nanoseconds. */
    @Override
    public long timestampNs() {
        return timestampNs;
    }

    /** The publisher's sequence number, increasing by one per event of a source. */
    @Override
    public long sequence() {
        return sequence;
    }

    /** The operator that first published the event. */
    @Override
    public String source() {
        return source;
    }

    @Override
    public Attributes attributes() {
        return attributes;
    }

    /** The body; callers must not modify the returned array. */
    public byte[] body() {
        return body;
    }

    @Override
    public int bodyLength() {
        return body.length;
    }

    @Override
    public String contentType() {
        return contentType;
    }

    @Override
    public Object attribute(String name) {
        return attributes.get(name);
    }

    @Override
    public byte bodyByte(int index) {
        return body[index];
    }

    @Override
    public long bodyLong(int index) {
        return (long) LONGS.get(body, index);
    }

    @Override
    public void copyBody(int from, byte[] target, int offset, int length) {
        System.arraycopy(body, from, target, offset, length);
    }

    /** This event: it is already one. */
    @Override
    public Event toEvent() {
        return this;
    }

    @Override
    public String toString() {
        return type + "#" + sequence + " from " + source + " " + attributes + " (" + body.length + " bytes)";
    }

    /** Builds {@link Event}s. */
    public static final class Builder {

        private String type;
        private long timestampNs;
        private long sequence;
        private String source;
        private Attributes attributes;
        private byte[] body;
        private String contentType;

        private Builder() {
        }

        public Builder type(String newType) {
            this.type = newType;
            return this;
        }

        public Builder timestampNs(long newTimestampNs) {
            this.timestampNs = newTimestampNs;
            return this;
        }

        public Builder sequence(long newSequence) {
            this.sequence = newSequence;
            return this;
        }

        public Builder source(String newSource) {
            this.source = newSource;
            return this;
        }

        public Builder attributes(Attributes newAttributes) {
            this.attributes = newAttributes;
            return this;
        }

        /** Uses {@code newBody} as the body without copying it. */
        public Builder body(byte[] newBody, String newContentType) {
            this.body = newBody;
            this.contentType = newContentType;
            return this;
        }

        public Event build() {
            return new Event(this);
        }
    }
}
