package org.orrery.agent.star;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.orrery.agent.control.ApiException;
import org.orrery.agent.control.ControlServer;
import org.orrery.agent.control.Requests;
import org.orrery.control.api.DomainApi;
import org.orrery.control.api.Limits;
import org.orrery.control.api.SystemApi;
import org.orrery.control.api.SystemApi.SystemDeployment;
import org.orrery.control.client.ControlException;

/**
 * The running system's traces ({@code /v1/system/tracing}, {@code /v1/system/traces}): how many of their sources'
 * events the Planets trace, told to each and to every part deployed later, and the traces assembled from the hops the
 * Planets recorded ({@link TraceAssembler}), their times corrected by the hosts' clock offsets, and exported over OTLP
 * where the request names an endpoint ({@link TraceExport}).
 */
final class Tracing implements AutoCloseable {

    private final Running running;
    private final PlanetCalls calls;
    private final NodeViews nodeViews;
    private final ClockSync clocks;
    private final TraceExport export;

    Tracing(Running running, PlanetCalls calls, NodeViews nodeViews, ClockSync clocks) {
        this.running = running;
        this.calls = calls;
        this.nodeViews = nodeViews;
        this.clocks = clocks;
        this.export = new TraceExport(() -> traces(Integer.MAX_VALUE).traces(), clocks::labNow, () -> {
            SystemDeployment system = running.system();
            return system == null ? "" : system.system();
        });
    }

    void routes(ControlServer server) {
        server.route("PUT", "/v1/system/tracing", Limits.MAX_JSON_BODY_BYTES, (path, body) -> {
            SystemApi.SystemTracingRequest request = Requests.read(body, SystemApi.SystemTracingRequest.class);
            return trace(request.oneIn(), request.otlp());
        }).route("GET", "/v1/system/traces", 0, (path, body) -> traces(SystemApi.DEFAULT_TRACES));
    }

    @Override
    public void close() {
        export.close();
    }

    /**
     * Has every Planet trace one in {@code oneIn} of its sources' events from now on (0: none), and every part deployed
     * later, recovered or started again; answers which domains were told and which could not be (down, say).
     */
    SystemApi.Tracing trace(int oneIn, String otlp) {
        if (oneIn < 0 || oneIn > DomainApi.MAX_TRACE_ONE_IN) {
            throw new ApiException(422, "oneIn must be 0 (no tracing) to " + DomainApi.MAX_TRACE_ONE_IN);
        }
        if (otlp != null) {
            export.exportTo(otlp);
        }
        synchronized (running) {
            calls.traceOneIn(oneIn);
            List<String> told = new ArrayList<>();
            Map<String, String> unreached = new LinkedHashMap<>();
            for (Planet planet : running.planets.values()) {
                try {
                    nodeViews.vouch(planet);
                    calls.domain(planet).tracing(oneIn);
                    told.add(planet.name());
                } catch (ControlException | ApiException e) {
                    unreached.put(planet.name(), e.getMessage()); // it is told when its part is deployed again
                }
            }
            return new SystemApi.Tracing(oneIn, told, unreached, export.endpoint());
        }
    }

    /**
     * The running system's latest traces, at most {@code limit}, newest first; a Planet that does not answer leaves its
     * hops out and is named.
     */
    SystemApi.Traces traces(int limit) {
        List<DomainApi.TraceSpans> recorded = new ArrayList<>();
        Map<String, String> unreached = new LinkedHashMap<>();
        Map<String, String> hostOfDomain = new HashMap<>();
        Map<String, String> hostOfOperator = new HashMap<>();
        for (Planet planet : List.copyOf(running.planets.values())) {
            hostOfDomain.put(planet.name(), planet.host());
            try {
                nodeViews.vouch(planet);
                recorded.add(calls.domain(planet).traces());
            } catch (ControlException | ApiException e) {
                unreached.put(planet.name(), e.getMessage());
            }
        }
        SystemDeployment system = running.system();
        if (system != null) {
            system.operators().forEach(o -> hostOfOperator.put(o.name(), hostOfDomain.get(o.domain())));
        }
        return new SystemApi.Traces(calls.traceOneIn(),
                TraceAssembler.traces(recorded, hostOfOperator::get, clocks::uncertaintyNs, limit), unreached);
    }
}
