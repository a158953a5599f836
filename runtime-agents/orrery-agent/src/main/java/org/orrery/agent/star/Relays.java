package org.orrery.agent.star;

import java.io.IOException;
import java.util.regex.Matcher;

import org.orrery.agent.control.ApiException;
import org.orrery.agent.control.ControlServer;
import org.orrery.agent.control.Requests;
import org.orrery.control.api.ControlJson;
import org.orrery.control.api.DomainApi;
import org.orrery.control.api.DomainApi.TapRequest;
import org.orrery.control.api.Limits;
import org.orrery.control.api.SystemApi;
import org.orrery.control.api.SystemApi.OperatorSpec;
import org.orrery.control.api.SystemApi.SystemDeployment;
import org.orrery.control.client.DomainProxy;

/**
 * What the Star passes on to the domains of the running system, so that a client that reaches only the Star reaches
 * every domain: their bundles ({@code /v1/system/domains/NAME/bundles}), a load on their CPU ({@code .../load}, a
 * scenario's cpu-hog), taps on connections ({@code /v1/system/taps}, opened in the domain of the connection's target,
 * where its events are delivered) and recordings ({@code /v1/system/recordings}); a domain's answer, or its refusal,
 * comes back as is.
 *
 * @param star the Star's own domain agent, for what is relayed to the Star itself
 */
record Relays(Running running, PlanetCalls calls, String starName, DomainProxy star) {

    private static final String DOMAIN = "/v1/system/domains/(?<domain>[A-Za-z0-9_.-]+)";
    /** A tap, by the domain that keeps it and its number there. */
    private static final String TAP = "/v1/system/taps/(?<domain>[A-Za-z0-9_.-]+)/(?<tap>\\d+)";
    private static final String RECORDING = "/v1/system/recordings/(?<domain>[A-Za-z0-9_.-]+)/(?<recording>\\d+)";

    void routes(ControlServer server) {
        server.route("GET", DOMAIN + "/bundles", 0,
                (path, body) -> relay("GET", path.group("domain"), DomainProxy.BUNDLES, null))
                .route("POST", DOMAIN + "/bundles", Limits.MAX_INSTALL_BODY_BYTES,
                        (path, body) -> new ControlServer.Reply(201,
                                relay("POST", path.group("domain"), DomainProxy.BUNDLES, body)))
                .route("POST", DOMAIN + "/bundles/(?<id>\\d+)/(?<action>start|stop)", 0,
                        (path, body) -> relay("POST", path.group("domain"),
                                DomainProxy.BUNDLES + "/" + path.group("id") + "/" + path.group("action"), null))
                .route("DELETE", DOMAIN + "/bundles/(?<id>\\d+)", 0,
                        (path, body) -> relay("DELETE", path.group("domain"),
                                DomainProxy.BUNDLES + "/" + path.group("id"), null))
                .route("GET", DOMAIN + "/load", 0,
                        (path, body) -> relay("GET", path.group("domain"), DomainProxy.LOAD, null))
                .route("PUT", DOMAIN + "/load", Limits.MAX_JSON_BODY_BYTES,
                        (path, body) -> relay("PUT", path.group("domain"), DomainProxy.LOAD, body))
                .route("DELETE", DOMAIN + "/load", 0,
                        (path, body) -> relay("DELETE", path.group("domain"), DomainProxy.LOAD, null))
                .route("POST", "/v1/system/taps", Limits.MAX_JSON_BODY_BYTES,
                        (path, body) -> new ControlServer.Reply(201, openTap(Requests.read(body, TapRequest.class))))
                .route("GET", TAP, 0,
                        (path, body) -> relay("GET", path.group("domain"), DomainProxy.TAPS + "/" + path.group("tap"),
                                null))
                .route("DELETE", TAP, 0,
                        (path, body) -> relay("DELETE", path.group("domain"),
                                DomainProxy.TAPS + "/" + path.group("tap"), null))
                .route("POST", "/v1/system/recordings", Limits.MAX_JSON_BODY_BYTES,
                        (path, body) -> new ControlServer.Reply(201,
                                openRecording(Requests.read(body, DomainApi.RecordingRequest.class))))
                .route("GET", RECORDING, 0, (path, body) -> relay("GET", path.group("domain"), recording(path), null))
                .route("POST", RECORDING + "/stop", 0,
                        (path, body) -> relay("POST", path.group("domain"), recording(path) + "/stop", null))
                .route("DELETE", RECORDING, 0,
                        (path, body) -> relay("DELETE", path.group("domain"), recording(path), null))
                .route("GET", RECORDING + "/bytes/(?<offset>\\d+)", 0, (path, body) -> relay("GET",
                        path.group("domain"), recording(path) + "/bytes/" + path.group("offset"), null));
    }

    private static String recording(Matcher path) {
        return DomainProxy.RECORDINGS + "/" + path.group("recording");
    }

    /**
     * Passes a call on {@code path} on to a domain of the system (the Star itself or a Planet); the domain's answer, or
     * its refusal, comes back as is.
     */
    Object relay(String method, String domain, String path, byte[] body) throws IOException {
        return calls.relay(method, domain, domain.equals(starName) ? star : null, path, body);
    }

    /**
     * Opens a tap on a connection of the running system in the domain of its target, which answers with the tap's
     * number there.
     */
    private Object openTap(TapRequest request) throws IOException {
        synchronized (running) {
            SystemDeployment system = running.required();
            return relay("POST", domainReceiving(system, request.source(), request.target()), DomainProxy.TAPS,
                    ControlJson.write(request));
        }
    }

    /** The domain the connection from {@code source} to {@code target} of {@code system} delivers in; 404 for none. */
    private static String domainReceiving(SystemDeployment system, String source, String target) {
        if (system.connections().stream().noneMatch(c -> c.source().equals(source) && c.target().equals(target))) {
            throw new ApiException(404, "the system has no connection " + source + " -> " + target);
        }
        return system.operators()
                .stream()
                .filter(o -> o.name().equals(target))
                .map(OperatorSpec::domain)
                .findFirst()
                .orElseThrow(() -> new ApiException(404, "the system has no operator '" + target + "'"));
    }

    /**
     * Starts a recording of the connection {@code request} names in the domain its events are delivered in, which
     * answers with the recording's number there. An operator alone ({@code source} with no {@code target}) is recorded
     * on the first of its connections without a predicate, which delivers all it emits.
     */
    private Object openRecording(DomainApi.RecordingRequest request) throws IOException {
        synchronized (running) {
            SystemDeployment system = running.required();
            DomainApi.RecordingRequest asked = request;
            if (request.target().isEmpty()) {
                if (system.operators().stream().noneMatch(o -> o.name().equals(request.source()))) {
                    throw new ApiException(404, "the system has no operator '" + request.source() + "'");
                }
                SystemApi.ConnectionSpec whole = system.connections()
                        .stream()
                        .filter(c -> c.source().equals(request.source())
                                && (c.predicate() == null || c.predicate().isBlank()))
                        .findFirst()
                        .orElseThrow(() -> new ApiException(422, "every connection from " + request.source()
                                + " has a predicate, so none delivers all it emits; record one of them"));
                asked = new DomainApi.RecordingRequest(request.source(), whole.target(), request.where(),
                        request.maxEvents(), request.maxBytes(), request.seconds());
            }
            return relay("POST", domainReceiving(system, asked.source(), asked.target()), DomainProxy.RECORDINGS,
                    ControlJson.write(asked));
        }
    }
}
