package org.orrery.control.client;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

import org.orrery.control.api.AlertApi;
import org.orrery.control.api.DomainApi;
import org.orrery.control.api.DomainApi.BundleInfo;
import org.orrery.control.api.DomainApi.Health;
import org.orrery.control.api.DomainApi.InstallRequest;
import org.orrery.control.api.DomainApi.TapEvents;
import org.orrery.control.api.DomainApi.TapOpened;
import org.orrery.control.api.DomainApi.TapRequest;
import org.orrery.control.api.LogApi;
import org.orrery.control.api.SystemApi;
import org.orrery.control.api.SystemApi.DeployResult;
import org.orrery.control.api.SystemApi.DomainView;
import org.orrery.control.api.SystemApi.OperatorSpec;
import org.orrery.control.api.SystemApi.ParameterChange;
import org.orrery.control.api.SystemApi.ParameterChangeResult;
import org.orrery.control.api.SystemApi.Progress;
import org.orrery.control.api.SystemApi.SystemStatus;

/**
 * The calls of the Star's system API ({@code /v1/system...} in {@code openapi/domain-agent.yaml}), each path, method
 * and record type written once: what the workbench, the runs and the command line send a lab's Star. A read is made
 * again while its connection cannot be made in time (a slow TLS handshake on a loaded host); a change is sent once.
 * Every call takes {@link #timeout()}; {@link #withTimeout} gives the same proxy with another.
 *
 * @param url the Star's control address ({@code https://host:port})
 */
public record StarProxy(ControlClient client, String url, Duration timeout) {

    private static final String SYSTEM = "/v1/system";
    /** The WebSocket stream of the system's status, one a heartbeat. */
    public static final String STREAM = SYSTEM + "/stream";

    public StarProxy withTimeout(Duration other) {
        return new StarProxy(client, url, other);
    }

    public Health health() throws ControlException {
        return read("/v1/health", Health.class);
    }

    /** Deploys a system (its JSON); the Star answers a failed deployment 422 with the result in the refusal's body. */
    public DeployResult deploy(byte[] systemJson) throws ControlException {
        return client.call("PUT", url + SYSTEM, systemJson, DeployResult.class, timeout);
    }

    public SystemApi.DeployPreview preview(byte[] systemJson) throws ControlException {
        return client.call("POST", url + SYSTEM + "/preview", systemJson, SystemApi.DeployPreview.class, timeout);
    }

    public SystemStatus undeploy() throws ControlException {
        return client.call("DELETE", url + SYSTEM, null, SystemStatus.class, timeout);
    }

    public Progress progress() throws ControlException {
        return read(SYSTEM + "/progress", Progress.class);
    }

    public SystemStatus status() throws ControlException {
        return read(SYSTEM + "/status", SystemStatus.class);
    }

    public SystemApi.DeployHistory history() throws ControlException {
        return read(SYSTEM + "/history", SystemApi.DeployHistory.class);
    }

    public SystemApi.ContextNames names() throws ControlException {
        return read(SYSTEM + "/names", SystemApi.ContextNames.class);
    }

    public DeployResult returnTo(int number, String by) throws ControlException {
        return client.call("POST", url + SYSTEM + "/history/" + number + "/deploy", new SystemApi.HistoryReturn(by),
                DeployResult.class, timeout);
    }

    public ParameterChangeResult reconfigure(ParameterChange change) throws ControlException {
        return client.call("POST", url + SYSTEM + "/parameters", change, ParameterChangeResult.class, timeout);
    }

    public OperatorSpec operator(String name) throws ControlException {
        return read(SYSTEM + "/operators/" + URLEncoder.encode(name, StandardCharsets.UTF_8).replace("+", "%20"),
                OperatorSpec.class);
    }

    /** Stops, starts or restarts ({@code action}) a Planet of the running system. */
    public DomainView domainAction(String domain, String action) throws ControlException {
        return client.call("POST", url + domainPath(domain) + "/" + action, null, DomainView.class, timeout);
    }

    /** A page of domain {@code domain}'s log, read through its host's node daemon. */
    public LogApi.LogPage log(String domain, LogApi.LogRequest request) throws ControlException {
        return client.call("POST", url + domainPath(domain) + "/log", request, LogApi.LogPage.class, timeout);
    }

    /** Loads the CPU of a domain of the running system: {@code load}'s cores spin for its seconds. */
    public DomainApi.CpuLoadState cpuLoad(String domain, DomainApi.CpuLoad load) throws ControlException {
        return client.call("PUT", url + domainPath(domain) + "/load", load, DomainApi.CpuLoadState.class, timeout);
    }

    /** Ends the load on a domain's CPU. */
    public DomainApi.CpuLoadState endCpuLoad(String domain) throws ControlException {
        return client.call("DELETE", url + domainPath(domain) + "/load", null, DomainApi.CpuLoadState.class, timeout);
    }

    public BundleInfo install(String domain, InstallRequest request) throws ControlException {
        return client.call("POST", url + domainPath(domain) + "/bundles", request, BundleInfo.class, timeout);
    }

    public BundleInfo bundleAction(String domain, long bundleId, String action) throws ControlException {
        return client.call("POST", url + domainPath(domain) + "/bundles/" + bundleId + "/" + action, null,
                BundleInfo.class, timeout);
    }

    public void uninstall(String domain, long bundleId) throws ControlException {
        client.exchange("DELETE", url + domainPath(domain) + "/bundles/" + bundleId, null, timeout);
    }

    private static String domainPath(String domain) {
        return SYSTEM + "/domains/" + domain;
    }

    public TapOpened openTap(TapRequest request) throws ControlException {
        return client.call("POST", url + SYSTEM + "/taps", request, TapOpened.class, timeout);
    }

    public TapEvents readTap(TapOpened tap) throws ControlException {
        return read(tapPath(tap), TapEvents.class);
    }

    public TapEvents closeTap(TapOpened tap) throws ControlException {
        return client.call("DELETE", url + tapPath(tap), null, TapEvents.class, timeout);
    }

    private static String tapPath(TapOpened tap) {
        return SYSTEM + "/taps/" + tap.domain() + "/" + tap.tap();
    }

    public DomainApi.RecordingState openRecording(DomainApi.RecordingRequest request) throws ControlException {
        return client.call("POST", url + SYSTEM + "/recordings", request, DomainApi.RecordingState.class, timeout);
    }

    public DomainApi.RecordingState recording(DomainApi.RecordingState recording) throws ControlException {
        return read(recordingPath(recording), DomainApi.RecordingState.class);
    }

    public DomainApi.RecordingState stopRecording(DomainApi.RecordingState recording) throws ControlException {
        return client.call("POST", url + recordingPath(recording) + "/stop", null, DomainApi.RecordingState.class,
                timeout);
    }

    public DomainApi.RecordingState deleteRecording(DomainApi.RecordingState recording) throws ControlException {
        return client.call("DELETE", url + recordingPath(recording), null, DomainApi.RecordingState.class, timeout);
    }

    /** The chunk of an ended recording's trace from byte {@code offset}. */
    public DomainApi.RecordingChunk recordingBytes(DomainApi.RecordingState recording, long offset)
            throws ControlException {
        return read(recordingPath(recording) + "/bytes/" + offset, DomainApi.RecordingChunk.class);
    }

    private static String recordingPath(DomainApi.RecordingState recording) {
        return SYSTEM + "/recordings/" + recording.domain() + "/" + recording.recording();
    }

    /** Sets the system's tracing; {@code otlp} null leaves the export as it is, "" ends it. */
    public SystemApi.Tracing trace(int oneIn, String otlp) throws ControlException {
        return client.call("PUT", url + SYSTEM + "/tracing", new SystemApi.SystemTracingRequest(oneIn, otlp),
                SystemApi.Tracing.class, timeout);
    }

    public SystemApi.Traces traces() throws ControlException {
        return read(SYSTEM + "/traces", SystemApi.Traces.class);
    }

    public AlertApi.AlertReport alerts() throws ControlException {
        return read(SYSTEM + "/alerts", AlertApi.AlertReport.class);
    }

    /** The deployed system's alerts as a Prometheus rule file (YAML). */
    public String alertRules() throws ControlException {
        return new String(read(SYSTEM + "/alerts/rules", byte[].class), StandardCharsets.UTF_8);
    }

    /** The URL of the Star's list of the domains a Prometheus scrapes (Prometheus's HTTP service discovery). */
    public String scrapeTargetsUrl() {
        return url + SYSTEM + "/alerts/targets";
    }

    public String streamUrl() {
        return url + STREAM;
    }

    private <T> T read(String path, Class<T> answer) throws ControlException {
        return client.callUntilReached("GET", url + path, null, answer, timeout);
    }
}
