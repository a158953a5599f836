package org.orrery.agent.star;

import java.util.function.LongSupplier;

/**
 * The Star's clocks, the one place its parts read time from: {@code nanos} a monotonic clock for intervals (heartbeats,
 * retries, rates), {@code millis} the wall clock for what is shown and kept (alerts, history, status).
 */
record StarClock(LongSupplier nanos, LongSupplier millis) {

    static final StarClock SYSTEM = new StarClock(System::nanoTime, System::currentTimeMillis);

    long nanoTime() {
        return nanos.getAsLong();
    }

    long currentMillis() {
        return millis.getAsLong();
    }
}
