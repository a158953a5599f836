package org.orrery.agent.engine;

/**
 * System properties that turn one of the runtime's optimizations off in the domains of a process, so that a benchmark
 * can measure the optimization against its absence in the same run. Read when a domain deploys.
 */
public final class Comparisons {

    /** {@code interpreted}: predicates are interpreted by JEXL instead of running compiled. */
    public static final String PREDICATES = "orrery.predicates";

    /** {@code false}: reliable connections do not hold their sources back until their receivers have connected. */
    public static final String CONNECT_BEFORE_SEND = "orrery.connectBeforeSend";

    /**
     * {@code false}: the Star gives every connection between domains a stream of its own, so an event accepted by
     * several connections from one operator to one domain is encoded, sent and decoded once for each of them.
     */
    public static final String SHARED_STREAMS = "orrery.sharedStreams";

    /** {@code false}: an operator's connections are not indexed by their predicates' access clauses. */
    public static final String CONNECTION_INDEX = "orrery.connectionIndex";

    /**
     * {@code false}: a domain reads its clock for every event it takes from another domain, instead of once for each
     * poll of a stream (up to 64 events, all taken from the log at that moment).
     */
    public static final String CLOCK_PER_BATCH = "orrery.clockPerBatch";

    /**
     * {@code false}: a sender does not give its events' hand-off times, so receivers measure no hop latency (only the
     * latency from the source).
     */
    public static final String HOP_LATENCY = "orrery.hopLatency";

    private Comparisons() {
    }

    static boolean hopLatency() {
        return !"false".equals(System.getProperty(HOP_LATENCY));
    }

    static boolean clockPerBatch() {
        return !"false".equals(System.getProperty(CLOCK_PER_BATCH));
    }

    static boolean connectionIndex() {
        return !"false".equals(System.getProperty(CONNECTION_INDEX));
    }

    /** Whether connections from one operator to one domain share a stream (the default), read where a plan is made. */
    public static boolean sharedStreams() {
        return !"false".equals(System.getProperty(SHARED_STREAMS));
    }

    static boolean interpretPredicates() {
        return "interpreted".equals(System.getProperty(PREDICATES));
    }

    static boolean connectBeforeSend() {
        return !"false".equals(System.getProperty(CONNECT_BEFORE_SEND));
    }
}
