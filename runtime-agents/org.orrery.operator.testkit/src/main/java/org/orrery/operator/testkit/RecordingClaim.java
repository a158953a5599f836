package org.orrery.operator.testkit;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.function.Consumer;

import org.orrery.operator.api.Attributes;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.EventClaim;

/**
 * A claim as a domain's behaves: valid until it is committed or the operator claims again (used after that, it throws),
 * an attribute name at most once, the body read when it is committed.
 */
final class RecordingClaim implements EventClaim {

    private final Consumer<Event> commit;
    private final Event.Builder event;
    private final Attributes.Builder attributes = Attributes.builder();
    private final Set<String> names = new HashSet<>();
    private byte[] body;
    private int offset;
    private int length;
    private String contentType;
    private String spentBecause;

    RecordingClaim(String type, Consumer<Event> commit) {
        this.event = Event.builder(type);
        this.commit = commit;
    }

    /** Ends the claim without emitting it: the operator claimed again. */
    void supersede() {
        if (spentBecause == null) {
            spentBecause = "the operator claimed another event before committing it";
        }
    }

    private void check() {
        if (spentBecause != null) {
            throw new IllegalStateException("a claim used after " + spentBecause);
        }
    }

    @Override
    public EventClaim timestampNs(long timestampNs) {
        check();
        event.timestampNs(timestampNs);
        return this;
    }

    @Override
    public EventClaim sequence(long sequence) {
        check();
        event.sequence(sequence);
        return this;
    }

    @Override
    public EventClaim source(String source) {
        check();
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

    private EventClaim put(String name, Object value) {
        check();
        if (!names.add(name)) {
            throw new IllegalArgumentException("attribute '" + name + "' appears twice");
        }
        attributes.putValue(name, value);
        return this;
    }

    @Override
    public EventClaim body(byte[] bytes, int from, int count, String type) {
        check();
        if (from < 0 || count < 0 || from > bytes.length - count) {
            throw new IndexOutOfBoundsException(
                    "a body of " + count + " bytes from " + from + " of an array of " + bytes.length);
        }
        body = bytes;
        offset = from;
        length = count;
        contentType = type;
        return this;
    }

    @Override
    public void commit() {
        check();
        spentBecause = "it was committed";
        if (body != null) {
            event.body(Arrays.copyOfRange(body, offset, offset + length), contentType);
        }
        commit.accept(event.attributes(attributes.build()).build());
    }
}
