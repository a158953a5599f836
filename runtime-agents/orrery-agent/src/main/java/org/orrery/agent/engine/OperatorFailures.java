package org.orrery.agent.engine;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An operator's failures: how many since it started, how many in a row, and the last one's words; after a number in a
 * row it is to be quarantined. The first failure is logged with its stack, the rest are counted. Written by the
 * domain's event thread; the count and the words are read by others for the status.
 */
final class OperatorFailures {

    private static final Logger LOG = LoggerFactory.getLogger(OperatorFailures.class);

    private final String operator;
    private final int quarantineAfter;
    private int inARow;
    private volatile long count;
    private volatile String last = "";

    OperatorFailures(String operator, int quarantineAfter) {
        this.operator = operator;
        this.quarantineAfter = quarantineAfter;
    }

    /** A call that returned: the failures in a row start again. */
    void succeeded() {
        inARow = 0;
    }

    /** Counts {@code e}; whether that many in a row quarantine the operator (then the words say so). */
    boolean failed(Throwable e) {
        count++;
        inARow++;
        last = e.getClass().getSimpleName() + ": " + e.getMessage();
        if (count == 1) {
            LOG.warn("operator {} failed (its later failures are counted in the status)", operator, e);
        }
        if (inARow < quarantineAfter) {
            return false;
        }
        last = "quarantined after " + inARow + " consecutive failures; last: " + last;
        return true;
    }

    /** Why it does not run now (its bundle went away, its close failed), in place of the last failure. */
    void say(String why) {
        last = why;
    }

    /** A fresh operator in its place: nothing failed yet. */
    void reset() {
        inARow = 0;
        count = 0;
        last = "";
    }

    long count() {
        return count;
    }

    String last() {
        return last;
    }
}
