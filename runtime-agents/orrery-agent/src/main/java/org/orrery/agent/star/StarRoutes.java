package org.orrery.agent.star;

import org.orrery.agent.control.ControlServer;
import org.orrery.agent.control.Requests;
import org.orrery.agent.control.StatusStream;
import org.orrery.control.api.DomainApi;
import org.orrery.control.api.DomainApi.TapRequest;
import org.orrery.control.api.Limits;
import org.orrery.control.api.SystemApi;
import org.orrery.control.api.SystemApi.DeployResult;
import org.orrery.control.api.SystemApi.ParameterChange;
import org.orrery.control.api.SystemApi.SystemDeployment;

/**
 * The Star's HTTP routes ({@code /v1/system...} in {@code openapi/domain-agent.yaml}): deploy and undeploy a system,
 * its status, progress and stream, parameters of its running operators changed in place, each Planet stopped, started
 * or restarted, the bundles of each of its domains, relayed, and taps on its connections (opened in the domain of the
 * connection's target, read and closed there through the Star), and the system's alerts with their log and as
 * Prometheus rules.
 */
final class StarRoutes {

    private static final String DOMAIN = "/v1/system/domains/(?<domain>[A-Za-z0-9_.-]+)";
    /** A tap, by the domain that keeps it and its number there. */
    private static final String TAP = "/v1/system/taps/(?<domain>[A-Za-z0-9_.-]+)/(?<tap>\\d+)";
    private static final String RECORDING = "/v1/system/recordings/(?<domain>[A-Za-z0-9_.-]+)/(?<recording>\\d+)";

    private StarRoutes() {
    }

    static void register(ControlServer server, StarCoordinator star, StatusStream stream) {
        server.route("PUT", "/v1/system", Limits.MAX_UPLOAD_BODY_BYTES, (path, body) -> {
            DeployResult result = star.deploy(Requests.read(body, SystemDeployment.class));
            return new ControlServer.Reply(result.deployed() ? 200 : 422, result);
        })
                .route("DELETE", "/v1/system", 0, (path, body) -> star.undeploy())
                .route("POST", "/v1/system/preview", Limits.MAX_UPLOAD_BODY_BYTES,
                        (path, body) -> star.preview(Requests.read(body, SystemDeployment.class)))
                .route("GET", "/v1/system/history", 0, (path, body) -> star.history())
                .route("POST", "/v1/system/history/(?<number>\\d{1,9})/deploy", Limits.MAX_JSON_BODY_BYTES,
                        (path, body) -> {
                            String by = body.length == 0 ? "" : Requests.read(body, SystemApi.HistoryReturn.class).by();
                            DeployResult result = star.returnTo(Integer.parseInt(path.group("number")), by);
                            return new ControlServer.Reply(result.deployed() ? 200 : 422, result);
                        })
                .route("GET", "/v1/system/status", 0, (path, body) -> star.status())
                .route("GET", "/v1/system/progress", 0, (path, body) -> star.progress())
                .route("GET", "/v1/system/operators/(?<operator>[^/]+)", 0,
                        (path, body) -> star.operator(path.group("operator")))
                .route("POST", "/v1/system/parameters", Limits.MAX_JSON_BODY_BYTES,
                        (path, body) -> star.reconfigure(Requests.read(body, ParameterChange.class)))
                .route("POST", DOMAIN + "/(?<action>start|stop|restart)", 0,
                        (path, body) -> star.control(path.group("domain"), path.group("action")))
                .route("GET", DOMAIN + "/bundles", 0,
                        (path, body) -> star.relay("GET", path.group("domain"), "/v1/bundles", null))
                .route("POST", DOMAIN + "/bundles", Limits.MAX_INSTALL_BODY_BYTES,
                        (path, body) -> new ControlServer.Reply(201,
                                star.relay("POST", path.group("domain"), "/v1/bundles", body)))
                .route("POST", DOMAIN + "/bundles/(?<id>\\d+)/(?<action>start|stop)", 0,
                        (path, body) -> star.relay("POST", path.group("domain"),
                                "/v1/bundles/" + path.group("id") + "/" + path.group("action"), null))
                .route("DELETE", DOMAIN + "/bundles/(?<id>\\d+)", 0,
                        (path, body) -> star.relay("DELETE", path.group("domain"), "/v1/bundles/" + path.group("id"),
                                null))
                .route("POST", "/v1/system/taps", Limits.MAX_JSON_BODY_BYTES,
                        (path, body) -> new ControlServer.Reply(201,
                                star.openTap(Requests.read(body, TapRequest.class))))
                .route("GET", TAP, 0,
                        (path, body) -> star.relay("GET", path.group("domain"), "/v1/taps/" + path.group("tap"), null))
                .route("DELETE", TAP, 0,
                        (path, body) -> star.relay("DELETE", path.group("domain"), "/v1/taps/" + path.group("tap"),
                                null))
                .route("POST", "/v1/system/recordings", Limits.MAX_JSON_BODY_BYTES,
                        (path, body) -> new ControlServer.Reply(201,
                                star.openRecording(Requests.read(body, DomainApi.RecordingRequest.class))))
                .route("GET", RECORDING, 0,
                        (path, body) -> star.relay("GET", path.group("domain"),
                                "/v1/recordings/" + path.group("recording"), null))
                .route("POST", RECORDING + "/stop", 0,
                        (path, body) -> star.relay("POST", path.group("domain"),
                                "/v1/recordings/" + path.group("recording") + "/stop", null))
                .route("DELETE", RECORDING, 0,
                        (path, body) -> star.relay("DELETE", path.group("domain"),
                                "/v1/recordings/" + path.group("recording"), null))
                .route("GET", RECORDING + "/bytes/(?<offset>\\d+)", 0,
                        (path, body) -> star.relay("GET", path.group("domain"),
                                "/v1/recordings/" + path.group("recording") + "/bytes/" + path.group("offset"), null))
                .route("PUT", "/v1/system/tracing", Limits.MAX_JSON_BODY_BYTES,
                        (path, body) -> star.trace(Requests.read(body, DomainApi.TracingRequest.class).oneIn()))
                .route("GET", "/v1/system/traces", 0, (path, body) -> star.traces(SystemApi.DEFAULT_TRACES))
                .route("GET", "/v1/system/alerts", 0, (path, body) -> star.alerts())
                .route("GET", "/v1/system/alerts/rules", 0, (path, body) -> star.alertRules())
                .scrapeRoute("/v1/system/alerts/targets", (path, body) -> star.scrapeTargets())
                .webSocket("/v1/system/stream", stream::newEndpoint);
    }
}
