package org.orrery.model.validation;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.orrery.model.Connection;
import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;
import org.orrery.model.naming.Subscriptions;

/** Graph algorithms over a system's operators, its connections and what its subscriptions by name resolve to. */
public final class OperatorGraph {

    private enum Mark {
        VISITING, DONE
    }

    private OperatorGraph() {
    }

    /**
     * One cycle for each back edge found by a depth-first search, each as the operators along it in stream order; empty
     * when the graph is acyclic.
     */
    public static List<List<Operator>> cycles(OrrerySystem system) {
        Map<Operator, List<Operator>> successors = successors(system);
        Map<Operator, Mark> marks = new IdentityHashMap<>();
        List<List<Operator>> cycles = new ArrayList<>();
        for (Operator start : system.getOperators()) {
            if (!marks.containsKey(start)) {
                search(start, successors, marks, cycles);
            }
        }
        return cycles;
    }

    /** Where each operator's events go: its wired connections' targets, then those its subscribers add. */
    private static Map<Operator, List<Operator>> successors(OrrerySystem system) {
        Map<Operator, List<Operator>> successors = new IdentityHashMap<>();
        for (Operator operator : system.getOperators()) {
            List<Operator> targets = new ArrayList<>();
            for (Connection connection : operator.getOutgoing()) {
                if (connection.getTarget() != null) {
                    targets.add(connection.getTarget());
                }
            }
            successors.put(operator, targets);
        }
        for (Subscriptions.Resolved resolved : Subscriptions.added(system)) {
            successors.computeIfAbsent(resolved.source(), o -> new ArrayList<>()).add(resolved.subscriber());
        }
        return successors;
    }

    /** Iterative depth-first search, so that long chains of operators cannot overflow the stack. */
    private static void search(Operator start, Map<Operator, List<Operator>> successors, Map<Operator, Mark> marks,
            List<List<Operator>> cycles) {
        Deque<Operator> path = new ArrayDeque<>();
        Deque<Integer> nextEdge = new ArrayDeque<>();
        marks.put(start, Mark.VISITING);
        path.push(start);
        nextEdge.push(0);
        while (!path.isEmpty()) {
            Operator current = path.peek();
            int edge = nextEdge.pop();
            List<Operator> targets = successors.getOrDefault(current, List.of());
            if (edge >= targets.size()) {
                marks.put(current, Mark.DONE);
                path.pop();
                continue;
            }
            nextEdge.push(edge + 1);
            Operator next = targets.get(edge);
            Mark mark = marks.get(next);
            if (mark == null) {
                marks.put(next, Mark.VISITING);
                path.push(next);
                nextEdge.push(0);
            } else if (mark == Mark.VISITING) {
                cycles.add(cycleEndingAt(path, next));
            }
        }
    }

    private static List<Operator> cycleEndingAt(Deque<Operator> path, Operator first) {
        List<Operator> cycle = new ArrayList<>();
        for (Operator operator : path) {
            cycle.add(0, operator);
            if (operator == first) {
                break;
            }
        }
        return cycle;
    }
}
