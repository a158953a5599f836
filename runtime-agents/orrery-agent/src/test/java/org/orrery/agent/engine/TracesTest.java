package org.orrery.agent.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.orrery.control.api.Delivery;
import org.orrery.control.api.LinkPath;
import org.orrery.operator.api.Event;

/**
 * A domain's recorded hops: an event that goes round a cycle of connections records at most
 * {@link Traces#MAX_HOPS_PER_TRACE} hops in a domain, and the other traces keep theirs.
 */
class TracesTest {

    @Test
    void aTraceInACycleKeepsAtMostItsShareOfADomainsHops() {
        Traces traces = new Traces("p1");
        RouteSpec loop = new RouteSpec("a", "b", "", Delivery.RELIABLE, null);
        Event event = Event.builder("t").source("a").build();
        HandOff cycling = new HandOff();
        cycling.traceId = 99;
        for (int i = 0; i < 10_000; i++) {
            traces.record(loop, LinkPath.IN_PROCESS, event, cycling, i, i + 1);
        }
        HandOff other = new HandOff();
        other.traceId = 7;
        traces.record(loop, LinkPath.IN_PROCESS, event, other, 1, 2);
        var spans = traces.spans().spans();
        assertEquals(Traces.MAX_HOPS_PER_TRACE + 1, spans.size());
        assertEquals(Traces.MAX_HOPS_PER_TRACE, spans.stream().filter(s -> s.traceId() == 99).count());
        assertEquals(1, spans.stream().filter(s -> s.traceId() == 7).count());
    }
}
