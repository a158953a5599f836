package org.orrery.operator.testkit;

import java.util.List;

import org.orrery.operator.api.Event;
import org.orrery.operator.api.EventBatch;
import org.orrery.operator.api.EventView;

/**
 * Events given to an operator as a batch, each shown as a {@link DetachedView} valid until the batch moves on or the
 * call it was given to returns, as a domain's batch of events lying in its buffer is.
 */
final class DetachedBatch implements EventBatch {

    private final List<Event> events;
    private int at = -1;
    private DetachedView current;
    private boolean valid = true;

    DetachedBatch(List<Event> events) {
        this.events = List.copyOf(events);
    }

    @Override
    public boolean next() {
        live();
        endCurrent();
        if (at + 1 >= events.size()) {
            at = events.size();
            return false;
        }
        current = new DetachedView(events.get(++at));
        return true;
    }

    @Override
    public EventView event() {
        live();
        if (current == null) {
            throw new IllegalStateException(
                    at < 0 ? "event() before the first next()" : "event() after the batch's end");
        }
        return current;
    }

    /** How many of its events the operator moved to. */
    int reached() {
        return Math.min(at + 1, events.size());
    }

    /** Ends the batch: the call it was given to returned. */
    void end() {
        endCurrent();
        valid = false;
    }

    private void endCurrent() {
        if (current != null) {
            current.end();
            current = null;
        }
    }

    private void live() {
        if (!valid) {
            throw new IllegalStateException("a batch was read after the call it was given to returned");
        }
    }
}
