package org.orrery.agent.star;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.ToLongFunction;

import org.orrery.control.api.DomainApi.TraceSpan;
import org.orrery.control.api.DomainApi.TraceSpans;
import org.orrery.control.api.SystemApi.Trace;
import org.orrery.control.api.SystemApi.TraceHop;

/**
 * Puts the hops the domains recorded together into traces. The hops of one trace are joined where one began: a hop
 * whose target emitted the next one took its event at the very time the next one's hand-off says (the emitting call
 * began when its event was taken, one clock reading), so a hop's parent is the hop into its source whose reception is
 * its hand-off. The path to the operator that passed the event on no further whose call ended last is the trace's
 * latency, broken down by cause: operators (from a call's start to its emission, and the last target's whole call),
 * queues (emitted to sent) and transport (sent to taken). Times are lab time, corrected by each host's measured offset;
 * across hosts each hop adds its two hosts' uncertainties. Linear in the hops: a hop's parent is found by its source
 * and hand-off time, a trace takes at most {@link #MAX_HOPS} hops, and the path is walked at most once round, whatever
 * the domains answered.
 */
final class TraceAssembler {

    /** The most hops of one trace assembled: the first ones, by hand-off. */
    static final int MAX_HOPS = 256;

    private TraceAssembler() {
    }

    /**
     * The newest {@code limit} traces among the hops {@code recorded} holds, {@code hostOf} an operator's host and
     * {@code uncertaintyNs} a host's clock uncertainty (-1 unmeasured).
     */
    static List<Trace> traces(List<TraceSpans> recorded, Function<String, String> hostOf,
            ToLongFunction<String> uncertaintyNs, int limit) {
        Map<Long, List<TraceSpan>> byTrace = new LinkedHashMap<>();
        for (TraceSpans domain : recorded) {
            for (TraceSpan span : domain.spans()) {
                byTrace.computeIfAbsent(span.traceId(), id -> new ArrayList<>()).add(span);
            }
        }
        return byTrace.values()
                .stream()
                .map(spans -> trace(spans, hostOf, uncertaintyNs))
                .sorted(Comparator.comparingLong(Trace::startedAtNs).reversed())
                .limit(limit)
                .toList();
    }

    private static Trace trace(List<TraceSpan> spans, Function<String, String> hostOf,
            ToLongFunction<String> uncertaintyNs) {
        List<TraceSpan> sorted = new ArrayList<>(spans);
        sorted.sort(Comparator.comparingLong(TraceSpan::handOffNs).thenComparingLong(TraceSpan::receivedNs));
        List<TraceSpan> hops = sorted.subList(0, Math.min(sorted.size(), MAX_HOPS));
        Map<String, Integer> receptions = new HashMap<>();
        for (int j = 0; j < hops.size(); j++) {
            receptions.putIfAbsent(hops.get(j).target() + "@" + hops.get(j).receivedNs(), j);
        }
        int[] parents = new int[hops.size()];
        for (int i = 0; i < hops.size(); i++) {
            Integer parent = receptions.get(hops.get(i).source() + "@" + hops.get(i).handOffNs());
            parents[i] = parent == null || parent == i ? -1 : parent;
        }
        TraceSpan first = hops.get(0);
        long start = first.handOffNs();
        double[] uncertainty = new double[hops.size()];
        List<TraceHop> shown = new ArrayList<>();
        for (int i = 0; i < hops.size(); i++) {
            TraceSpan hop = hops.get(i);
            uncertainty[i] = ClockSync.uncertaintyUs(hostOf.apply(hop.source()), hostOf.apply(hop.target()),
                    uncertaintyNs);
            shown.add(new TraceHop(hop.source(), hop.target(), hop.path(), hop.domain(), parents[i],
                    us(hop.handOffNs() - start), us(hop.emittedNs() - start), us(hop.sentNs() - start),
                    us(hop.receivedNs() - start), us(hop.processedNs() - start), uncertainty[i]));
        }
        boolean[] parent = new boolean[hops.size()];
        for (int p : parents) {
            if (p >= 0) {
                parent[p] = true;
            }
        }
        int last = 0;
        for (int i = 1; i < hops.size(); i++) {
            if (!parent[i] && (parent[last] || hops.get(i).processedNs() > hops.get(last).processedNs())) {
                last = i;
            }
        }
        List<Integer> path = new ArrayList<>();
        boolean[] walked = new boolean[hops.size()];
        for (int at = last; at >= 0 && !walked[at]; at = parents[at]) {
            walked[at] = true; // hops whose times point at each other in a circle end the walk
            path.add(at);
        }
        Collections.reverse(path);
        long operatorNs = hops.get(last).processedNs() - hops.get(last).receivedNs();
        long queuedNs = 0;
        long transportNs = 0;
        double pathUncertainty = 0;
        for (int at : path) {
            TraceSpan hop = hops.get(at);
            operatorNs += hop.emittedNs() - hop.handOffNs();
            queuedNs += hop.sentNs() - hop.emittedNs();
            transportNs += hop.receivedNs() - hop.sentNs();
            pathUncertainty = pathUncertainty < 0 || uncertainty[at] < 0 ? -1 : pathUncertainty + uncertainty[at];
        }
        TraceSpan root = hops.get(path.get(0));
        return new Trace(first.traceId(), root.eventType(), root.eventSource(), root.sequence(), start,
                us(hops.get(last).processedNs() - hops.get(path.get(0)).handOffNs()), us(operatorNs), us(queuedNs),
                us(transportNs), pathUncertainty, path, shown);
    }

    private static double us(long ns) {
        return ns / 1_000.0;
    }
}
