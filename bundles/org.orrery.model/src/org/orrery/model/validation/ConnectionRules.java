package org.orrery.model.validation;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Set;

import org.orrery.model.Connection;
import org.orrery.model.Operator;
import org.orrery.model.OperatorKind;

/**
 * What a connection may join, in one place for the editor (which refuses to draw a wrong one) and the validator (which
 * reports one in a file): a source takes no incoming connection, an application sends nothing on, an operator is not
 * connected to itself nor twice to the same operator, and no connection closes a loop.
 */
public final class ConnectionRules {

    /** Why a connection cannot end at a source. */
    public static final String NO_INCOMING = "sources have no incoming connections";
    /** Why a connection cannot start at an application. */
    public static final String NO_OUTGOING = "applications have no outgoing connections";

    private ConnectionRules() {
    }

    /** Whether a connection may end at {@code target} by its kind. */
    public static boolean acceptsIncoming(Operator target) {
        return target.getKind() != OperatorKind.SOURCE;
    }

    /** Whether a connection may start at {@code source} by its kind. */
    public static boolean sendsOn(Operator source) {
        return source.getKind() != OperatorKind.APPLICATION;
    }

    /**
     * Why {@code source} may not be connected to {@code target}, judged as if {@code ignored} (a connection being
     * moved, or null) were not there; null when it may.
     */
    public static String refusal(Operator source, Operator target, Connection ignored) {
        if (source == null || target == null) {
            return "a connection needs a source and a target operator";
        }
        if (source == target) {
            return "an operator cannot be connected to itself";
        }
        if (!sendsOn(source)) {
            return NO_OUTGOING;
        }
        if (!acceptsIncoming(target)) {
            return NO_INCOMING;
        }
        for (Connection existing : source.getOutgoing()) {
            if (existing != ignored && existing.getTarget() == target) {
                return "'" + source.getName() + "' is already connected to '" + target.getName() + "'";
            }
        }
        if (reaches(target, source, ignored)) {
            return "the connection would close a loop through '" + target.getName() + "'";
        }
        return null;
    }

    /** Whether events from {@code from} reach {@code to} along connections other than {@code ignored}. */
    private static boolean reaches(Operator from, Operator to, Connection ignored) {
        Deque<Operator> pending = new ArrayDeque<>();
        Set<Operator> seen = new HashSet<>();
        pending.push(from);
        while (!pending.isEmpty()) {
            Operator current = pending.pop();
            if (current == to) {
                return true;
            }
            if (seen.add(current)) {
                for (Connection out : current.getOutgoing()) {
                    if (out != ignored && out.getTarget() != null) {
                        pending.push(out.getTarget());
                    }
                }
            }
        }
        return false;
    }
}
