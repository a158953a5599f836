package org.orrery.operator.api;

/**
 * A source whose events follow a schedule, and what it says of it. The domain asks it on the operator's thread (between
 * two polls, about twice a second) and shows the answers in the operator's status, so that a user sees a source held
 * back by its connections fall behind instead of seeing its latency stay low.
 *
 * <p>An <em>open-loop</em> source decides from its schedule alone when each event should be sent and stamps the event
 * with that moment ({@link Event#timestampNs()}): when the connections hold it back, its events leave late, still
 * stamped with when they were due, and every latency downstream counts the wait. A <em>closed-loop</em> source sends
 * only what its connections take and stamps each event when it sends it: a slow receiver slows the source, and the
 * latencies downstream do not count what it did not send. Added in version 1.4 of the SPI.
 */
public interface Scheduled {

    /** Whether the source's timestamps are when its events were due or when they were sent. */
    enum Loop {
        /** Events stamped with when the schedule said they should be sent. */
        OPEN,
        /** Events stamped when they were sent; what the connections did not take is forgiven. */
        CLOSED
    }

    /** Which loop the source is in now (a source whose pacing changes while it runs may answer differently). */
    Loop loop();

    /**
     * How far behind its schedule it is at {@code nowNs} (the domain clock): how long ago the earliest event it owes
     * was due; 0 when it owes nothing.
     */
    long behindNs(long nowNs);

    /** How many events its schedule asked for by {@code nowNs} that it has not emitted yet. */
    long owed(long nowNs);
}
