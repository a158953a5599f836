package org.orrery.agent.engine;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Connections that lead from an operator of a domain back to it through operators of that domain: an event would travel
 * such a loop without end (in one thread, until its stack ran out), so a domain refuses them.
 */
final class LocalLoops {

    private LocalLoops() {
    }

    /**
     * A loop among the {@code local} operators' connections, as the operators along it (first again at the end), or
     * null.
     */
    static List<String> find(Set<String> local, List<RouteSpec> routes) {
        Map<String, List<String>> next = new HashMap<>();
        for (RouteSpec route : routes) {
            if (local.contains(route.source()) && local.contains(route.target())) {
                next.computeIfAbsent(route.source(), s -> new ArrayList<>()).add(route.target());
            }
        }
        Map<String, Boolean> finished = new HashMap<>();
        for (String start : local) {
            List<String> loop = loopFrom(start, next, finished, new ArrayList<>());
            if (loop != null) {
                return loop;
            }
        }
        return null;
    }

    /** Depth-first: the loop reachable from {@code at}, or null; {@code finished} holds operators known to end. */
    private static List<String> loopFrom(String at, Map<String, List<String>> next, Map<String, Boolean> finished,
            List<String> path) {
        int onPath = path.indexOf(at);
        if (onPath >= 0) {
            List<String> loop = new ArrayList<>(path.subList(onPath, path.size()));
            loop.add(at);
            return loop;
        }
        if (finished.containsKey(at)) {
            return null;
        }
        path.add(at);
        for (String target : next.getOrDefault(at, List.of())) {
            List<String> loop = loopFrom(target, next, finished, path);
            if (loop != null) {
                return loop;
            }
        }
        path.remove(path.size() - 1);
        finished.put(at, true);
        return null;
    }
}
