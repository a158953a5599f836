package org.orrery.agent.engine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

import org.orrery.control.api.DomainApi;
import org.orrery.control.api.DomainApi.TraceSpan;
import org.orrery.control.api.LinkPath;
import org.orrery.operator.api.EventView;

/**
 * A domain's tracing: how many of its sources' events start a trace (one in {@link #oneIn()}, none at 0), and the hops
 * of traced events its receiving ends recorded, the last {@link DomainApi#MAX_TRACE_SPANS}. Only traced events reach
 * {@link #record}, so a lock there costs the rest nothing; the setting is read by the event thread at every emission of
 * a source, plainly, since a change may take effect a little late. One trace keeps at most {@link #MAX_HOPS_PER_TRACE}
 * hops in a domain: an event that goes round a cycle of connections would otherwise fill every domain's hops with its
 * own and push every other trace out.
 */
public final class Traces {

    /** The most hops of one trace a domain records. */
    static final int MAX_HOPS_PER_TRACE = 64;
    /** The traces whose hops are counted, the most recent only. */
    private static final int TRACES_COUNTED = 1_024;

    private final String domain;
    private volatile int oneIn;
    /** How many hops each recent trace recorded here; under this object's lock. */
    private final Map<Long, Integer> hopsByTrace = new LinkedHashMap<>(64, 0.75f, true) {

        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, Integer> eldest) {
            return size() > TRACES_COUNTED;
        }
    };
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

    /**
     * Traces one in {@code oneIn} of the events the domain's sources emit from now on (0: none); throws
     * {@link IllegalArgumentException} out of bounds. Returns the hops kept.
     */
    public DomainApi.TraceSpans trace(int oneIn) {
        oneIn(oneIn);
        return spans();
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
        if (hopsByTrace.merge(from.traceId, 1, Integer::sum) > MAX_HOPS_PER_TRACE) {
            return;
        }
        spans[(int) (recorded++ % spans.length)] = new TraceSpan(from.traceId, spec.source(), spec.target(), path,
                domain, event.type(), event.source(), event.sequence(), event.timestampNs(), from.startedNs,
                from.emittedNs, from.sentNs, receivedNs, processedNs);
    }

    /** The hops recorded, oldest first, with how many were recorded in all. */
    public synchronized DomainApi.TraceSpans spans() {
        int kept = (int) Math.min(recorded, spans.length);
        List<TraceSpan> oldestFirst = new ArrayList<>(kept);
        for (long i = recorded - kept; i < recorded; i++) {
            oldestFirst.add(spans[(int) (i % spans.length)]);
        }
        return new DomainApi.TraceSpans(domain, oneIn, recorded, oldestFirst);
    }
}
