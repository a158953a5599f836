package org.orrery.agent.engine;

import org.orrery.operator.api.Emitter;
import org.orrery.operator.api.Event;
import org.orrery.operator.api.EventView;
import org.orrery.operator.api.Operator;
import org.orrery.operator.api.Parameters;

/**
 * What one operator reserved of its process's budget for operators' memory
 * ({@link org.orrery.operator.api.OperatorContext#reserveMemory}) while it was created and opened, given back when it
 * closes: an operator that reserved something is handed on wrapped ({@link #heldBy}), its {@code close} giving the
 * bytes back once; one that reserved nothing is handed on as it is, costing the event path nothing.
 */
final class MemoryReservation {

    private final ProcessBudget budget;
    private long held;
    /** Set once the operator is opened: later reservations are refused. */
    private boolean sealed;

    MemoryReservation(ProcessBudget budget) {
        this.budget = budget;
    }

    synchronized boolean reserve(long bytes) {
        if (bytes < 0) {
            throw new IllegalArgumentException("a reservation of " + bytes + " bytes");
        }
        if (sealed || !budget.take(bytes)) {
            return false;
        }
        held += bytes;
        return true;
    }

    /** Gives back what was reserved (the operator was refused, or closed). */
    synchronized void release() {
        budget.give(held);
        held = 0;
        sealed = true;
    }

    /** {@code operator}, opened, as the domain runs it: wrapped to give its reservation back when it closes. */
    synchronized Operator heldBy(Operator operator) {
        sealed = true;
        return held == 0 ? operator : new Held(operator, this);
    }

    /** An operator that reserved memory: itself in every call, and its reservation given back at its close. */
    private record Held(Operator operator, MemoryReservation memory) implements Operator {

        @Override
        public void open() throws Exception {
            operator.open();
        }

        @Override
        public void onEvent(Event event, Emitter emitter) throws Exception {
            operator.onEvent(event, emitter);
        }

        @Override
        public void onView(EventView view, Emitter emitter) throws Exception {
            operator.onView(view, emitter);
        }

        @Override
        public int poll(Emitter emitter, long nowNs) throws Exception {
            return operator.poll(emitter, nowNs);
        }

        @Override
        public boolean isExhausted() {
            return operator.isExhausted();
        }

        @Override
        public boolean reconfigure(Parameters changed) throws Exception {
            return operator.reconfigure(changed);
        }

        @Override
        public void close() throws Exception {
            try {
                operator.close();
            } finally {
                memory.release();
            }
        }
    }
}
