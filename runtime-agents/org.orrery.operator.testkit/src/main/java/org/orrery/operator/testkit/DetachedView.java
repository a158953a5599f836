package org.orrery.operator.testkit;

import org.orrery.operator.api.Attributes;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.EventView;

/**
 * An event given to an operator as a view that is not an {@link Event} (as a domain gives one that lies in a buffer),
 * valid until the call it was given to returns: used after that, it throws, as reading a domain's reused buffer would
 * read another event.
 */
final class DetachedView implements EventView {

    private final Event event;
    private boolean valid = true;

    DetachedView(Event event) {
        this.event = event;
    }

    /** Ends the view: the call it was given to returned. */
    void end() {
        valid = false;
    }

    private Event event() {
        if (!valid) {
            throw new IllegalStateException("a view of event " + event.sequence() + " (" + event.type()
                    + ") was read after the call it was given to returned; copy what you keep (toEvent())");
        }
        return event;
    }

    @Override
    public String type() {
        return event().type();
    }

    @Override
    public long timestampNs() {
        return event().timestampNs();
    }

    @Override
    public long sequence() {
        return event().sequence();
    }

    @Override
    public String source() {
        return event().source();
    }

    @Override
    public String contentType() {
        return event().contentType();
    }

    @Override
    public Object attribute(String name) {
        return event().attribute(name);
    }

    @Override
    public Attributes attributes() {
        return event().attributes();
    }

    @Override
    public int bodyLength() {
        return event().bodyLength();
    }

    @Override
    public byte bodyByte(int index) {
        return event().bodyByte(index);
    }

    @Override
    public long bodyLong(int index) {
        return event().bodyLong(index);
    }

    @Override
    public void copyBody(int from, byte[] target, int offset, int length) {
        event().copyBody(from, target, offset, length);
    }

    @Override
    public Event toEvent() {
        return event();
    }
}
