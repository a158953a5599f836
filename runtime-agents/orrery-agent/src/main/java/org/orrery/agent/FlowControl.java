package org.orrery.agent;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Which operators of a domain to hold back while reliable connections to other domains are congested: the source of a
 * congested connection and every operator that hands events to it inside the domain, directly or through others.
 * Only they stop emitting and only the connections into them stop being read; the rest of the domain goes on. (Holding
 * back the whole domain made two domains that send to each other wait for each other for good.) Built for one
 * deployment on the duty thread and used there only.
 */
final class FlowControl {

    /** For each remote outlet, by index: the operators to hold back while it is congested. */
    private final int[][] upstream;
    /** For each remote inlet, by index: the operator it delivers to, or -1 when that operator is not here. */
    private final int[] inletTargets;
    private final boolean[] held;
    private boolean holding;

    /**
     * @param operators the domain's operators, in the order the duty cycle polls them
     * @param outlets every sending end: in-process routes tell who hands events to whom
     * @param remoteOutlets the remote outlets, in the order the duty cycle drains them
     * @param remoteInlets the remote inlets, in the order the duty cycle polls them
     */
    FlowControl(OperatorInstance[] operators, List<Outlet> outlets, RemoteOutlet[] remoteOutlets, RemoteInlet[] remoteInlets) {
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < operators.length; i++) {
            index.put(operators[i].spec().name(), i);
        }
        Map<Integer, List<Integer>> feeders = new HashMap<>();
        for (Outlet outlet : outlets) {
            if (outlet instanceof Route route) {
                Integer source = index.get(route.spec().source());
                Integer target = index.get(route.spec().target());
                if (source != null && target != null) {
                    feeders.computeIfAbsent(target, t -> new ArrayList<>()).add(source);
                }
            }
        }
        upstream = new int[remoteOutlets.length][];
        for (int j = 0; j < remoteOutlets.length; j++) {
            Integer source = index.get(remoteOutlets[j].spec().source());
            upstream[j] = source == null ? new int[0] : feedersOf(source, feeders, operators.length);
        }
        inletTargets = new int[remoteInlets.length];
        for (int k = 0; k < remoteInlets.length; k++) {
            inletTargets[k] = index.getOrDefault(remoteInlets[k].spec().target(), -1);
        }
        held = new boolean[operators.length];
    }

    /** {@code start} and every operator that reaches it through in-process routes (the graph has no loops here). */
    private static int[] feedersOf(int start, Map<Integer, List<Integer>> feeders, int count) {
        boolean[] seen = new boolean[count];
        Deque<Integer> pending = new ArrayDeque<>(List.of(start));
        seen[start] = true;
        int found = 0;
        int[] result = new int[count];
        while (!pending.isEmpty()) {
            int operator = pending.pop();
            result[found++] = operator;
            for (int feeder : feeders.getOrDefault(operator, List.of())) {
                if (!seen[feeder]) {
                    seen[feeder] = true;
                    pending.push(feeder);
                }
            }
        }
        return Arrays.copyOf(result, found);
    }

    /** Holds back, for this duty cycle, what feeds remote outlet {@code outlet}. */
    void congested(int outlet) {
        for (int operator : upstream[outlet]) {
            held[operator] = true;
        }
        holding = true;
    }

    boolean isHeld(int operator) {
        return holding && held[operator];
    }

    /** Whether remote inlet {@code inlet} must wait: its target is held back (what it would deliver could not leave). */
    boolean isInletHeld(int inlet) {
        return holding && inletTargets[inlet] >= 0 && held[inletTargets[inlet]];
    }

    /** Ends the duty cycle: nothing is held back until a connection reports congestion again. */
    void release() {
        if (holding) {
            Arrays.fill(held, false);
            holding = false;
        }
    }
}
