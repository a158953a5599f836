package org.orrery.agent.star;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

import org.orrery.agent.control.ApiException;
import org.orrery.control.api.NodeApi.DomainProcess;
import org.orrery.control.api.NodeApi.HostStatus;

/**
 * What each node daemon says of its domain processes, asked at most once per {@link #FRESH_FOR_NANOS} for all the
 * Planets of its host: the heartbeat asks it for every Planet at every beat ({@link PlanetWatch}) and a relayed call
 * asks it before the Planet is called, so that the lab token goes only to a process its node daemon vouches for. An
 * answer that failed is kept as long, so that forty Planets of a silent host cost one timeout, not forty.
 */
final class NodeViews {

    /** How long one answer of a node daemon serves: well under a heartbeat, whose calls go out together. */
    static final long FRESH_FOR_NANOS = 100_000_000L;

    /** Asks the node daemon at {@code nodeUrl} for its host's view. */
    @FunctionalInterface
    interface HostSource {

        HostStatus host(String nodeUrl) throws Exception;
    }

    private record View(long atNanos, HostStatus host, Exception failure) {
    }

    private final HostSource source;
    private final LongSupplier clockNanos;
    private final Map<String, View> views = new ConcurrentHashMap<>();
    private final Map<String, Object> asking = new ConcurrentHashMap<>();

    NodeViews(HostSource source, LongSupplier clockNanos) {
        this.source = source;
        this.clockNanos = clockNanos;
    }

    /** The Planet's process as its node daemon sees it; null when it runs no domain of its name. */
    DomainProcess process(Planet planet) throws Exception {
        HostStatus host = host(planet.nodeUrl());
        return host.domains().stream().filter(d -> d.name().equals(planet.name())).findFirst().orElse(null);
    }

    /**
     * Whether the Planet's node daemon reports the same process alive at its port now; refused (502) when the node
     * daemon does not answer, which says nothing of the process.
     */
    boolean vouches(Planet planet) {
        return gone(planet) == null;
    }

    /** Refuses (503) to have {@code planet} called unless its node daemon reports the same process alive now. */
    void vouch(Planet planet) {
        String gone = gone(planet);
        if (gone != null) {
            throw new ApiException(503, "domain '" + planet.name() + "' is not called: " + gone);
        }
    }

    private String gone(Planet planet) {
        try {
            return PlanetWatch.gone(planet, process(planet));
        } catch (Exception e) {
            throw new ApiException(502,
                    "the node daemon of host " + planet.host() + " does not answer: " + e.getMessage());
        }
    }

    private HostStatus host(String nodeUrl) throws Exception {
        synchronized (asking.computeIfAbsent(nodeUrl, url -> new Object())) {
            View view = views.get(nodeUrl);
            if (view == null || clockNanos.getAsLong() - view.atNanos() >= FRESH_FOR_NANOS) {
                // timed when the answer came, so that the Planets waiting for it take it rather than ask again
                try {
                    HostStatus host = source.host(nodeUrl);
                    view = new View(clockNanos.getAsLong(), host, null);
                } catch (Exception e) {
                    view = new View(clockNanos.getAsLong(), null, e);
                }
                views.put(nodeUrl, view);
            }
            if (view.failure() != null) {
                throw view.failure();
            }
            return view.host();
        }
    }
}
