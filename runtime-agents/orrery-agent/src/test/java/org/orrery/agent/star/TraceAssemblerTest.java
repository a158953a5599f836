package org.orrery.agent.star;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.orrery.control.api.DomainApi.TraceSpan;
import org.orrery.control.api.DomainApi.TraceSpans;
import org.orrery.control.api.LinkPath;
import org.orrery.control.api.SystemApi.Trace;
import org.orrery.control.api.SystemApi.TraceHop;

/**
 * Hops recorded by two domains on two hosts put together: joined where a hop's hand-off is its parent's reception, the
 * path that ended last chosen, its latency broken down by cause to the microsecond and the clocks' uncertainty added.
 */
class TraceAssemblerTest {

    private static final long T = 1_000_000_000L;

    /** A hop of trace 7, times in µs after {@link #T}. */
    private static TraceSpan hop(String source, String target, LinkPath path, String domain, long handOff, long emitted,
            long sent, long received, long processed) {
        return new TraceSpan(7, source, target, path, domain, "reading", "sensor", 42, T, T + handOff * 1_000,
                T + emitted * 1_000, T + sent * 1_000, T + received * 1_000, T + processed * 1_000);
    }

    @Test
    void hopsAreJoinedWhereOneBeganAndThePathThatEndedLastIsBrokenDownByCause() {
        // sensor (alpha) → pass in its domain; pass → display on beta over UDP, and pass → log in its own domain, which
        // ends sooner
        TraceSpan first = hop("sensor", "pass", LinkPath.IN_PROCESS, "p1", 0, 3, 3, 4, 60);
        TraceSpan across = hop("pass", "display", LinkPath.UDP, "p2", 4, 10, 25, 125, 140);
        TraceSpan aside = hop("pass", "log", LinkPath.IN_PROCESS, "p1", 4, 30, 30, 31, 35);
        Map<String, String> hosts = Map.of("sensor", "alpha", "pass", "alpha", "log", "alpha", "display", "beta");
        Map<String, Long> uncertaintyNs = Map.of("alpha", 3_000L, "beta", 5_000L);
        List<Trace> traces = TraceAssembler.traces(List.of(new TraceSpans("p2", 10, 1, List.of(across)),
                new TraceSpans("p1", 10, 2, List.of(aside, first))), hosts::get, uncertaintyNs::get, 10);

        assertEquals(1, traces.size());
        Trace trace = traces.get(0);
        assertEquals(List.of("sensor\u2192pass", "pass\u2192log", "pass\u2192display"),
                trace.hops().stream().map(h -> h.source() + "\u2192" + h.target()).toList(),
                "in the order they began, then were taken");
        assertEquals(List.of(-1, 0, 0), trace.hops().stream().map(TraceHop::parent).toList());
        assertEquals(List.of(0, 2), trace.path(), "the path to the call that ended last");
        assertEquals(140, trace.totalUs(), 1e-9, "from the source's call to the display's call done");
        assertEquals(3 + 6 + 15, trace.operatorUs(), 1e-9,
                "the source until it emitted, pass until it emitted, display");
        assertEquals(15, trace.queuedUs(), 1e-9, "pass's event waited in its sender");
        assertEquals(1 + 100, trace.transportUs(), 1e-9);
        assertEquals(trace.totalUs(), trace.operatorUs() + trace.queuedUs() + trace.transportUs(), 1e-9);
        assertEquals(8, trace.clockUncertaintyUs(), 1e-9, "alpha's 3 µs and beta's 5 µs, on the one hop across");
        assertEquals(0, trace.hops().get(1).clockUncertaintyUs());
        assertEquals("reading", trace.eventType());
        assertEquals(42, trace.sequence());
    }

    /**
     * Hops whose times point at each other in a circle (as a domain could answer) end the walk instead of the Star's
     * request thread, and a trace of thousands of hops is assembled from its first {@link TraceAssembler#MAX_HOPS} in
     * one pass.
     */
    @Test
    void hopsInACircleEndTheWalkAndALongTraceIsCut() {
        TraceSpan there = hop("a", "b", LinkPath.IPC, "p1", 10, 11, 12, 20, 21);
        TraceSpan back = hop("b", "a", LinkPath.IPC, "p2", 20, 21, 22, 10, 23);
        Trace circle = TraceAssembler
                .traces(List.of(new TraceSpans("p1", 1, 2, List.of(there, back))), s -> "alpha", h -> 0L, 10)
                .get(0);
        assertEquals(2, circle.hops().size());
        assertTrue(circle.path().size() <= 2, circle.path().toString());

        List<TraceSpan> chain = new java.util.ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            chain.add(hop("o" + i, "o" + (i + 1), LinkPath.IN_PROCESS, "p1", 10L * i, 10L * i + 1, 10L * i + 1,
                    10L * i + 10, 10L * i + 11));
        }
        Trace cut = TraceAssembler
                .traces(List.of(new TraceSpans("p1", 1, chain.size(), chain)), s -> "alpha", h -> 0L, 10)
                .get(0);
        assertEquals(TraceAssembler.MAX_HOPS, cut.hops().size());
        assertEquals(TraceAssembler.MAX_HOPS, cut.path().size(), "each hop the child of the one before");
    }
}
