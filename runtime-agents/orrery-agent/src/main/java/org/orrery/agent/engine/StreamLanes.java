package org.orrery.agent.engine;

import java.util.HashMap;
import java.util.Map;

import org.orrery.agent.transport.StreamFrame;
import org.orrery.agent.transport.Transport;

/**
 * Checks how a deployment's connections share streams to other domains: on one stream every connection has a lane of
 * its own, and all come from the same operator with the same delivery (the stream's sender queues and paces them
 * together).
 */
public final class StreamLanes {

    /** Lanes one stream can carry. */
    public static final int MAX_LANES = StreamFrame.MAX_LANES;

    private StreamLanes() {
    }

    /** Throws naming the first two connections that cannot share their stream. */
    static void check(Iterable<RouteSpec> routes) throws DeploymentException {
        Map<String, RouteSpec> firstOnStream = new HashMap<>();
        Map<String, RouteSpec> byLane = new HashMap<>();
        for (RouteSpec route : routes) {
            Transport transport = route.transport();
            if (transport == null) {
                continue;
            }
            RouteSpec first = firstOnStream.putIfAbsent(transport.streamKey(), route);
            if (first != null && (!first.source().equals(route.source()) || first.delivery() != route.delivery())) {
                throw new DeploymentException("connections " + first.label() + " and " + route.label()
                        + " share stream " + transport.streamId() + " but not their source operator and delivery");
            }
            RouteSpec other = byLane.putIfAbsent(transport.lane() + "/" + transport.streamKey(), route);
            if (other != null && !other.equals(route)) {
                throw new DeploymentException("connections " + other.label() + " and " + route.label()
                        + " both take lane " + transport.lane() + " of stream " + transport.streamId());
            }
        }
    }
}
