package org.orrery.operator.testkit;

import org.orrery.operator.api.Attributes;
import org.orrery.operator.api.EventClaim;

/**
 * A claim held to the lifetime a domain's has: valid until it is committed or the operator claims again, used after
 * that it throws. It builds its event as the SPI's own heap claim does (an attribute name at most once).
 */
final class RecordingClaim implements EventClaim {

    private final EventClaim claim;
    private String spentBecause;

    RecordingClaim(EventClaim claim) {
        this.claim = claim;
    }

    /** Ends the claim without emitting it: the operator claimed again. */
    void supersede() {
        if (spentBecause == null) {
            spentBecause = "the operator claimed another event before committing it";
        }
    }

    private EventClaim live() {
        if (spentBecause != null) {
            throw new IllegalStateException("a claim used after " + spentBecause);
        }
        return claim;
    }

    @Override
    public EventClaim timestampNs(long timestampNs) {
        live().timestampNs(timestampNs);
        return this;
    }

    @Override
    public EventClaim sequence(long sequence) {
        live().sequence(sequence);
        return this;
    }

    @Override
    public EventClaim source(String source) {
        live().source(source);
        return this;
    }

    @Override
    public EventClaim attribute(String name, long value) {
        live().attribute(name, value);
        return this;
    }

    @Override
    public EventClaim attribute(String name, double value) {
        live().attribute(name, value);
        return this;
    }

    @Override
    public EventClaim attribute(String name, boolean value) {
        live().attribute(name, value);
        return this;
    }

    @Override
    public EventClaim attribute(String name, String value) {
        live().attribute(name, value);
        return this;
    }

    @Override
    public EventClaim attributes(Attributes attributes) {
        live().attributes(attributes);
        return this;
    }

    @Override
    public EventClaim body(byte[] bytes, int offset, int length, String contentType) {
        live().body(bytes, offset, length, contentType);
        return this;
    }

    @Override
    public EventClaim body(int length, String contentType) {
        live().body(length, contentType);
        return this;
    }

    @Override
    public EventClaim putBodyByte(int index, byte value) {
        live().putBodyByte(index, value);
        return this;
    }

    @Override
    public EventClaim putBodyLong(int index, long value) {
        live().putBodyLong(index, value);
        return this;
    }

    @Override
    public EventClaim putBodyBytes(int index, byte[] bytes, int offset, int length) {
        live().putBodyBytes(index, bytes, offset, length);
        return this;
    }

    @Override
    public void commit() {
        EventClaim committing = live();
        spentBecause = "it was committed";
        committing.commit();
    }
}
