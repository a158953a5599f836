package org.orrery.agent.engine;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Which operators of a domain to hold back while reliable connections to other domains are congested: the source of a
 * congested connection and every operator that hands events to it inside the domain, directly or through others. Only
 * they stop emitting and only the connections into them stop being read; the rest of the domain goes on. (Holding back
 * the whole domain made two domains that send to each other wait for each other for good.) Built for one deployment on
 * the duty thread and used there only.
 */
final class FlowControl {

    /** For each stream to another domain, by index: the operators to hold back while it is congested. */
    private final int[][] upstream;
    /** For each stream from another domain, by index: the operators its lanes deliver to. */
    private final int[][] inletTargets;
    private final SendingStream[] sending;
    private final boolean[] held;
    private boolean holding;
    /** The operators, and which of them were last told they are held back ({@link #publish}). */
    private final OperatorInstance[] operators;
    private final boolean[] shown;
    private boolean anyShown;

    /**
     * @param operators the domain's operators, in the order the duty cycle polls them
     * @param outlets every sending end: in-process routes tell who hands events to whom
     * @param sending the streams to other domains, in the order the duty cycle drains them
     * @param receiving the streams from other domains, in the order the duty cycle polls them
     */
    FlowControl(OperatorInstance[] operators, List<Outlet> outlets, SendingStream[] sending,
            ReceivingStream[] receiving) {
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
        upstream = new int[sending.length][];
        for (int j = 0; j < sending.length; j++) {
            Integer source = index.get(sending[j].source());
            upstream[j] = source == null ? new int[0] : feedersOf(source, feeders, operators.length);
        }
        inletTargets = new int[receiving.length][];
        for (int k = 0; k < receiving.length; k++) {
            inletTargets[k] = Arrays.stream(receiving[k].lanes())
                    .filter(Objects::nonNull)
                    .mapToInt(inlet -> index.getOrDefault(inlet.spec().target(), -1))
                    .filter(i -> i >= 0)
                    .toArray();
        }
        held = new boolean[operators.length];
        shown = new boolean[operators.length];
        this.operators = operators;
        for (OperatorInstance operator : operators) {
            operator.load().heldBack(false); // a new deployment holds nothing back yet
        }
        this.sending = sending;
    }

    /**
     * Tells the operators whose being held back changed this duty cycle (for their {@code heldBackPercent}): a flag
     * stays up while congestion lasts, through the waits between cycles. Costs nothing while nothing is held.
     */
    void publish() {
        if (!holding && !anyShown) {
            return;
        }
        anyShown = false;
        for (int i = 0; i < held.length; i++) {
            boolean now = holding && held[i];
            if (now != shown[i]) {
                shown[i] = now;
                operators[i].load().heldBack(now);
            }
            anyShown |= now;
        }
    }

    /**
     * The reliable streams to other domains that stream {@code inlet}'s lanes feed: their targets, or operators those
     * hand events to inside the domain, are the streams' sources.
     */
    SendingStream[] reliableDownstream(int inlet) {
        List<SendingStream> fed = new ArrayList<>();
        for (int j = 0; j < sending.length; j++) {
            if (sending[j].isReliable() && Arrays.stream(upstream[j])
                    .anyMatch(operator -> Arrays.stream(inletTargets[inlet]).anyMatch(target -> target == operator))) {
                fed.add(sending[j]);
            }
        }
        return fed.toArray(new SendingStream[0]);
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

    /** Holds back, for this duty cycle, what feeds stream {@code stream} to another domain. */
    void congested(int stream) {
        for (int operator : upstream[stream]) {
            held[operator] = true;
        }
        holding = true;
    }

    boolean isHeld(int operator) {
        return holding && held[operator];
    }

    /**
     * Whether stream {@code inlet} from another domain must wait: one of its lanes' targets is held back (what it would
     * deliver there could not leave).
     */
    boolean isInletHeld(int inlet) {
        if (!holding) {
            return false;
        }
        for (int target : inletTargets[inlet]) {
            if (held[target]) {
                return true;
            }
        }
        return false;
    }

    /** Ends the duty cycle: nothing is held back until a connection reports congestion again. */
    void release() {
        if (holding) {
            Arrays.fill(held, false);
            holding = false;
        }
    }
}
