package org.orrery.agent;

/**
 * System properties that turn one of the runtime's optimizations off in the domains of a process, so that a benchmark
 * can measure the optimization against its absence in the same run. Read when a domain deploys.
 */
public final class Comparisons {

    /** {@code interpreted}: predicates are interpreted by JEXL instead of running compiled. */
    public static final String PREDICATES = "orrery.predicates";

    /** {@code false}: reliable connections do not hold their sources back until their receivers have connected. */
    public static final String CONNECT_BEFORE_SEND = "orrery.connectBeforeSend";

    private Comparisons() {
    }

    static boolean interpretPredicates() {
        return "interpreted".equals(System.getProperty(PREDICATES));
    }

    static boolean connectBeforeSend() {
        return !"false".equals(System.getProperty(CONNECT_BEFORE_SEND));
    }
}
