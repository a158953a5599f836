package org.orrery.agent.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

import org.orrery.control.api.DomainApi;
import org.orrery.control.api.DomainApi.TraceSpan;
import org.orrery.control.api.LinkPath;
import org.orrery.operator.api.EventView;

/**
 * A domain's tracing: how many of its sources' events start a trace (one in {@link #oneIn()}, none at 0), and the hops
 * of traced events its receiving ends recorded, the last {@link DomainApi#MAX_TRACE_SPANS}. Only traced events reach
 * {@link #record}, so a lock there costs the rest nothing; the setting is read by the event thread at every emission of
 * a source, plainly, since a change may take effect a little late.
 */
final class Traces {

    private final String domain;
    private volatile int oneIn;
    private final TraceSpan[] spans = new TraceSpan[DomainApi.MAX_TRACE_SPANS];
    private long recorded;

    Traces(String domain) {
        this.domain = domain;
    }

    /** One event in how many a source emits starts a trace; 0: none. */
    int oneIn() {
        return oneIn;
    }

    void oneIn(int everyNth) {
        if (everyNth < 0 || everyNth > DomainApi.MAX_TRACE_ONE_IN) {
            throw new IllegalArgumentException("oneIn must be 0 (off) to " + DomainApi.MAX_TRACE_ONE_IN);
        }
        oneIn = everyNth;
    }

    /** A new trace's number: random, so that the traces of several domains' sources do not meet; never untraced. */
    static long newTraceId() {
        long id;
        do {
            id = ThreadLocalRandom.current().nextLong();
        } while (id == HandOff.UNTRACED);
        return id;
    }

    /** Records the hop of a traced {@code event} over {@code spec}, taken at {@code receivedNs}, its call done. */
    synchronized void record(RouteSpec spec, LinkPath path, EventView event, HandOff from, long receivedNs,
            long processedNs) {
        spans[(int) (recorded++ % spans.length)] = new TraceSpan(from.traceId, spec.source(), spec.target(), path,
                domain, event.type(), event.source(), event.sequence(), event.timestampNs(), from.startedNs,
                from.emittedNs, from.sentNs, receivedNs, processedNs);
    }

    /** The hops recorded, oldest first, with how many were recorded in all. */
    synchronized DomainApi.TraceSpans spans() {
        int kept = (int) Math.min(recorded, spans.length);
        List<TraceSpan> oldestFirst = new ArrayList<>(kept);
        for (long i = recorded - kept; i < recorded; i++) {
            oldestFirst.add(spans[(int) (i % spans.length)]);
        }
        return new DomainApi.TraceSpans(domain, oneIn, recorded, oldestFirst);
    }
}
