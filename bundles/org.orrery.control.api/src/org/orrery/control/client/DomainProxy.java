package org.orrery.control.client;

import java.time.Duration;

import org.orrery.control.api.ControlJson;
import org.orrery.control.api.DomainApi.BundleInfo;
import org.orrery.control.api.DomainApi.Connected;
import org.orrery.control.api.DomainApi.DeploymentRequest;
import org.orrery.control.api.DomainApi.DeploymentResult;
import org.orrery.control.api.DomainApi.DomainStatus;
import org.orrery.control.api.DomainApi.Health;
import org.orrery.control.api.DomainApi.InstallRequest;
import org.orrery.control.api.DomainApi.Started;
import org.orrery.control.api.DomainApi.TraceSpans;
import org.orrery.control.api.DomainApi.TracingRequest;

/**
 * The calls of a domain agent's control API (a Planet's, or the Star's own domain part;
 * {@code openapi/domain-agent.yaml}), each path, method and record type written once: what the Star sends its Planets
 * and the lab tools send a domain. Every call takes {@link #timeout()}; {@link #withTimeout} gives the same proxy with
 * another.
 *
 * @param url the agent's control address ({@code https://host:port})
 */
public record DomainProxy(ControlClient client, String url, Duration timeout) {

    public static final String STATUS = "/v1/status";
    public static final String DEPLOYMENT = "/v1/deployment";
    public static final String CHECK = DEPLOYMENT + "/check";
    /** The paths of the domain API that a Star relays for its clients, below {@code /v1/system/domains/NAME}. */
    public static final String BUNDLES = "/v1/bundles";
    public static final String TAPS = "/v1/taps";
    public static final String RECORDINGS = "/v1/recordings";
    public static final String LOAD = "/v1/load";
    public static final String PARAMETERS = DEPLOYMENT + "/parameters";

    public DomainProxy withTimeout(Duration other) {
        return new DomainProxy(client, url, other);
    }

    public Health health() throws ControlException {
        return client.get(url + "/v1/health", Health.class, timeout);
    }

    public DomainStatus status() throws ControlException {
        return client.get(url + STATUS, DomainStatus.class, timeout);
    }

    /** The bundles installed, asked again while a just-started agent's first handshakes are slow. */
    public BundleInfo[] bundles() throws ControlException {
        return client.callUntilReached("GET", url + BUNDLES, null, BundleInfo[].class, timeout);
    }

    public BundleInfo install(InstallRequest request) throws ControlException {
        return client.call("POST", url + BUNDLES, request, BundleInfo.class, timeout);
    }

    public void startBundle(long id) throws ControlException {
        client.exchange("POST", bundle(id) + "/start", null, timeout);
    }

    public void uninstall(long id) throws ControlException {
        client.exchange("DELETE", bundle(id), null, timeout);
    }

    private String bundle(long id) {
        return url + BUNDLES + "/" + id;
    }

    /** Applies a deployment (the domain's whole part); {@code request} is a record or its JSON bytes. */
    public DeploymentResult deploy(Object request) throws ControlException {
        return client.call("PUT", url + DEPLOYMENT, request, DeploymentResult.class, timeout);
    }

    /** Has the domain check, changing nothing, that it can create the new and changed operators of {@code request}. */
    public void check(DeploymentRequest request) throws ControlException {
        client.exchange("POST", url + CHECK, ControlJson.write(request), timeout);
    }

    /** Waits for the deployment's streams to other domains to connect. */
    public Connected connect() throws ControlException {
        return client.call("POST", url + DEPLOYMENT + "/connect", null, Connected.class, timeout);
    }

    /** Starts the operators a held deployment created or restarted. */
    public Started start() throws ControlException {
        return client.call("POST", url + DEPLOYMENT + "/start", null, Started.class, timeout);
    }

    public void clearDeployment() throws ControlException {
        client.exchange("DELETE", url + DEPLOYMENT, null, timeout);
    }

    public void tracing(int oneIn) throws ControlException {
        client.exchange("PUT", url + "/v1/tracing", ControlJson.write(new TracingRequest(oneIn)), timeout);
    }

    public TraceSpans traces() throws ControlException {
        return client.get(url + "/v1/traces", TraceSpans.class, timeout);
    }

    /** Asks the agent to stop its process. */
    public void shutdown() throws ControlException {
        client.exchange("POST", url + "/v1/shutdown", null, timeout);
    }

    /**
     * A call on {@code path} (one of the paths above, with what follows it) passed on as is: its answer's bytes, at
     * most {@code maxAnswerBytes}.
     */
    public byte[] relay(String method, String path, byte[] body, long maxAnswerBytes) throws ControlException {
        return client.exchange(method, url + path, body, timeout, maxAnswerBytes);
    }
}
