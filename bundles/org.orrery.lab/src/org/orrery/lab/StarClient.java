package org.orrery.lab;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;

import org.orrery.control.api.AlertApi;
import org.orrery.control.api.ControlJson;
import org.orrery.control.api.DomainApi;
import org.orrery.control.api.DomainApi.BundleInfo;
import org.orrery.control.api.DomainApi.Health;
import org.orrery.control.api.DomainApi.InstallRequest;
import org.orrery.control.api.DomainApi.TapEvents;
import org.orrery.control.api.DomainApi.TapOpened;
import org.orrery.control.api.DomainApi.TapRequest;
import org.orrery.control.api.Limits;
import org.orrery.control.api.LiveStatus;
import org.orrery.control.api.LogApi;
import org.orrery.control.api.SystemApi;
import org.orrery.control.api.SystemApi.DeployResult;
import org.orrery.control.api.SystemApi.DomainView;
import org.orrery.control.api.SystemApi.OperatorSpec;
import org.orrery.control.api.SystemApi.ParameterChange;
import org.orrery.control.api.SystemApi.ParameterChangeResult;
import org.orrery.control.api.SystemApi.Step;
import org.orrery.control.api.SystemApi.SystemStatus;
import org.orrery.control.client.ControlClient;
import org.orrery.control.client.ControlException;
import org.orrery.control.client.StarProxy;
import org.orrery.control.util.Sha256;

/**
 * The control API of a lab's Star as the workbench and the runs use it: deploy and undeploy a system, read its status,
 * follow its stream, and manage the bundles of each domain through the Star. Every call goes through the protocol's one
 * {@link ControlClient}, with the lab token.
 */
public final class StarClient {

    private static final Duration CALL_TIMEOUT = Duration.ofSeconds(10);
    private static final Duration DEPLOY_TIMEOUT = Duration.ofMinutes(3);
    /**
     * How long a deployment may go without a new step before the client stops waiting: longer than the Star waits for
     * any one step (a domain start, 75 s), so a large system that keeps moving is never cut short.
     */
    private static final Duration STALL_TIMEOUT = Duration.ofMinutes(2);
    /** The deployment call's own limit, far above any real deployment; the stall timeout is what ends a stuck one. */
    private static final Duration DEPLOY_CALL_TIMEOUT = Duration.ofMinutes(60);

    /**
     * Says whether the Star's process runs, without calling the Star: its node daemon, verified as the process the lab
     * describes, is asked. Null means it runs; otherwise the reason it does not.
     */
    @FunctionalInterface
    interface Liveness {

        String whyDown();
    }

    private final ControlClient client;
    private final String url;
    private final StarProxy star;
    private final Liveness liveness;
    /**
     * Whether the Star must be vouched for before it is called: at first, and after a call it did not answer. A dead
     * Star's port may be bound by anyone next, who would receive the lab token.
     */
    private volatile boolean unverified = true;

    StarClient(String url, ControlClient client, Liveness liveness) {
        this.url = url;
        this.client = client;
        this.star = new StarProxy(client, url, CALL_TIMEOUT);
        this.liveness = liveness;
    }

    /**
     * Throws when the Star is not known to run (see {@link Liveness}), so that nothing is sent to its port; the check
     * is made before the first call and after a call the Star did not answer.
     */
    void ensureCallable() throws LabException {
        if (unverified) {
            String down = liveness.whyDown();
            if (down != null) {
                throw new LabException("the lab's Star at " + url + " is down (" + down + "); not calling it", 0, null);
            }
            unverified = false;
        }
    }

    /** Records how a call went: one the Star did not answer makes the next wait for its node daemon's word. */
    void answered(ControlException failure) {
        if (failure.unanswered()) {
            lostContact();
        }
    }

    /** The Star did not answer: the next call waits for its node daemon's word that it runs. */
    void lostContact() {
        unverified = true;
    }

    public String url() {
        return url;
    }

    /** The URL of the Star's status stream. */
    String streamUrl() {
        return star.streamUrl();
    }

    ControlClient client() {
        return client;
    }

    public Health health() throws LabException {
        return call(CALL_TIMEOUT, StarProxy::health);
    }

    /**
     * Deploys a system (the JSON {@code orrery deploy} sends); the Star applies only what differs from what runs.
     * Returns its result, which names every step, also when the deployment failed and was rolled back.
     */
    public DeployResult deploy(byte[] systemJson) throws LabException {
        return deploy(systemJson, step -> {
        });
    }

    /**
     * Like {@link #deploy(byte[])}, telling {@code progress} each step the Star has done as it does it (domains up,
     * bundles installed, each Planet's operators), read from the Star's progress while the deployment runs. Waits as
     * long as steps keep coming; gives up when none came for two minutes (the Star then rolls back by itself when its
     * own step times out).
     */
    public DeployResult deploy(byte[] systemJson, Consumer<Step> progress) throws LabException {
        ensureCallable();
        CompletableFuture<DeployResult> answer = CompletableFuture.supplyAsync(() -> {
            try {
                return star.withTimeout(DEPLOY_CALL_TIMEOUT).deploy(systemJson);
            } catch (ControlException e) {
                answered(e);
                DeployResult refused = refusedDeployment(e);
                if (refused != null) {
                    return refused;
                }
                throw new CompletionException(LabException.of(e));
            }
        });
        int reported = 0;
        long lastStepNs = System.nanoTime();
        try {
            while (true) {
                try {
                    return answer.get(200, TimeUnit.MILLISECONDS);
                } catch (@SuppressWarnings("unused") TimeoutException stillRunning) {
                    int now = report(reported, progress);
                    if (now > reported) {
                        lastStepNs = System.nanoTime();
                    } else if (System.nanoTime() - lastStepNs > STALL_TIMEOUT.toNanos()) {
                        answer.cancel(true);
                        throw new LabException("the Star reported no deployment step for " + STALL_TIMEOUT.toSeconds()
                                + " s after " + reported
                                + " steps; stopped waiting (see the lab's status and the Star's log)", 0, null);
                    }
                    reported = now;
                }
            }
        } catch (ExecutionException e) {
            throw e.getCause() instanceof LabException lab ? lab
                    : new LabException(e.getCause().getMessage(), 0, e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LabException("interrupted while the Star deploys; it carries on", 0, e);
        }
    }

    /**
     * The result a refused deployment carries (the Star answers a failed one with its steps and the rollback), or null.
     */
    private static DeployResult refusedDeployment(ControlException refusal) {
        if (refusal.body() == null) {
            return null;
        }
        try {
            DeployResult result = ControlJson.readAnswer(refusal.body(), DeployResult.class);
            return result.steps() == null ? null : result;
        } catch (@SuppressWarnings("unused") IOException notAResult) {
            return null;
        }
    }

    /** Passes on the progress steps after the first {@code reported}; returns how many there are now. */
    private int report(int reported, Consumer<Step> progress) {
        try {
            List<Step> steps = call(CALL_TIMEOUT, StarProxy::progress).steps();
            for (int i = reported; i < steps.size(); i++) {
                progress.accept(steps.get(i));
            }
            return Math.max(reported, steps.size());
        } catch (@SuppressWarnings("unused") LabException e) {
            return reported; // progress is a courtesy: the deployment's answer says how it went
        }
    }

    public LiveStatus undeploy() throws LabException {
        return LiveStatus.of(call(DEPLOY_TIMEOUT, StarProxy::undeploy));
    }

    /**
     * Changes parameters of the running operator {@code operator} in place ({@code POST /v1/system/parameters}): it
     * keeps its state and counters; a refusal comes back as the exception, with the operator's reason.
     */
    public ParameterChangeResult reconfigure(String operator, Map<String, String> parameters) throws LabException {
        return call(CALL_TIMEOUT, star -> star.reconfigure(new ParameterChange(operator, parameters)));
    }

    /** The running operator {@code operator} as the Star keeps it, with the parameters it runs with now. */
    public OperatorSpec operator(String operator) throws LabException {
        return call(CALL_TIMEOUT, star -> star.operator(operator));
    }

    public LiveStatus status() throws LabException {
        return LiveStatus.of(systemStatus());
    }

    /** The Star's status as it sends it. */
    public SystemStatus systemStatus() throws LabException {
        return call(CALL_TIMEOUT, StarProxy::status);
    }

    /**
     * Stops, starts or restarts ({@code action}) a Planet of the running system; the other domains run on. Returns the
     * domain as the Star sees it afterwards (started: up, with its new process).
     */
    public DomainView domainAction(String domain, String action) throws LabException {
        return call(DEPLOY_TIMEOUT, star -> star.domainAction(domain, action));
    }

    /** A page of domain {@code domain}'s log, as its host's node daemon keeps it. */
    public LogApi.LogPage log(String domain, LogApi.LogRequest request) throws LabException {
        return call(CALL_TIMEOUT, star -> star.log(domain, request));
    }

    /** Has {@code cores} threads spin in a domain's process for {@code seconds} (a scenario's cpu-hog). */
    public DomainApi.CpuLoadState cpuLoad(String domain, int cores, int seconds) throws LabException {
        return call(CALL_TIMEOUT, star -> star.cpuLoad(domain, new DomainApi.CpuLoad(cores, seconds)));
    }

    /** Ends the load on a domain's CPU. */
    public DomainApi.CpuLoadState endCpuLoad(String domain) throws LabException {
        return call(CALL_TIMEOUT, star -> star.endCpuLoad(domain));
    }

    /** Starts or stops ({@code action}) a bundle of a domain; returns the bundle with its new state. */
    public BundleInfo bundleAction(String domain, long bundleId, String action) throws LabException {
        return call(CALL_TIMEOUT, star -> star.bundleAction(domain, bundleId, action));
    }

    public void uninstall(String domain, long bundleId) throws LabException {
        call(CALL_TIMEOUT, star -> {
            star.uninstall(domain, bundleId);
            return null;
        });
    }

    /** Installs a bundle into a domain from its bytes; returns the installed bundle (its ID, name, state). */
    public BundleInfo install(String domain, String location, byte[] jar) throws LabException {
        if (jar.length > Limits.MAX_BUNDLE_BYTES) {
            throw new LabException(location + " has " + Limits.size(jar.length) + "; the agents take bundles of up to "
                    + Limits.size(Limits.MAX_BUNDLE_BYTES));
        }
        return installRequest(domain,
                new InstallRequest(location, Sha256.of(jar), Base64.getEncoder().encodeToString(jar), null));
    }

    /**
     * Installs a bundle into a domain from a URL the domain fetches itself; the bytes it fetches must have the SHA-256
     * {@code sha256} (lower-case hex), or nothing is installed.
     */
    public BundleInfo installFromUrl(String domain, String bundleUrl, String sha256) throws LabException {
        return installRequest(domain, new InstallRequest(bundleUrl, sha256, null, bundleUrl));
    }

    private BundleInfo installRequest(String domain, InstallRequest request) throws LabException {
        return call(DEPLOY_TIMEOUT, star -> star.install(domain, request));
    }

    /**
     * Opens a tap on the connection {@code request} names ({@code POST /v1/system/taps}); read it with {@link #readTap}
     * and close it with {@link #closeTap}, by the domain and number the answer gives.
     */
    public TapOpened openTap(TapRequest request) throws LabException {
        return call(CALL_TIMEOUT, star -> star.openTap(request));
    }

    /**
     * What deploying {@code systemJson} would change in the lab, from what the Star runs now
     * ({@code POST /v1/system/preview}); deploys nothing. A system the Star would refuse is refused likewise.
     */
    public SystemApi.DeployPreview preview(byte[] systemJson) throws LabException {
        return call(DEPLOY_CALL_TIMEOUT, star -> star.preview(systemJson));
    }

    /** The lab's deployments, newest first ({@code GET /v1/system/history}). */
    public SystemApi.DeployHistory history() throws LabException {
        return call(CALL_TIMEOUT, StarProxy::history);
    }

    /**
     * What the running system's subscriptions to context-sensitive names resolve to now ({@code GET /v1/system/names}):
     * the subscriptions, the bindings the Planets reported, the connections the Star made for them, the last refusal.
     */
    public SystemApi.ContextNames names() throws LabException {
        return call(CALL_TIMEOUT, StarProxy::names);
    }

    /**
     * Deploys again the system deployment {@code number} of the lab's history deployed, asked for by {@code by}
     * ({@code POST /v1/system/history/N/deploy}); a deployment that fails answers as {@link #deploy} does.
     */
    public DeployResult returnTo(int number, String by) throws LabException {
        ensureCallable();
        try {
            return star.withTimeout(DEPLOY_CALL_TIMEOUT).returnTo(number, by);
        } catch (ControlException e) {
            answered(e);
            DeployResult refused = refusedDeployment(e);
            if (refused != null) {
                return refused;
            }
            throw LabException.of(e);
        }
    }

    /**
     * Starts recording a connection's traffic, or an operator's output ({@code POST /v1/system/recordings}); follow it
     * with {@link #recording}, end it early with {@link #stopRecording}, fetch its trace with {@link #fetchRecording}
     * once it ended and forget it with {@link #deleteRecording}.
     */
    public DomainApi.RecordingState openRecording(DomainApi.RecordingRequest request) throws LabException {
        return call(CALL_TIMEOUT, star -> star.openRecording(request));
    }

    public DomainApi.RecordingState recording(DomainApi.RecordingState recording) throws LabException {
        return call(CALL_TIMEOUT, star -> star.recording(recording));
    }

    public DomainApi.RecordingState stopRecording(DomainApi.RecordingState recording) throws LabException {
        return call(CALL_TIMEOUT, star -> star.stopRecording(recording));
    }

    public DomainApi.RecordingState deleteRecording(DomainApi.RecordingState recording) throws LabException {
        return call(CALL_TIMEOUT, star -> star.deleteRecording(recording));
    }

    /**
     * The trace of an ended recording, fetched in chunks and checked against the SHA-256 its domain computed; throws
     * when it differs or the chunks disagree on its length.
     */
    public byte[] fetchRecording(DomainApi.RecordingState ended) throws LabException {
        ByteArrayOutputStream trace = new ByteArrayOutputStream((int) ended.bytes());
        long total = ended.bytes();
        while (trace.size() < total) {
            long offset = trace.size();
            DomainApi.RecordingChunk chunk = call(CALL_TIMEOUT, star -> star.recordingBytes(ended, offset));
            byte[] bytes = Base64.getDecoder().decode(chunk.base64());
            if (chunk.total() != total || chunk.offset() != trace.size() || bytes.length == 0) {
                throw new LabException("recording " + ended.recording() + " in " + ended.domain()
                        + " answered a chunk that does not fit its trace of " + total + " bytes");
            }
            trace.writeBytes(bytes);
        }
        byte[] bytes = trace.toByteArray();
        String sha256 = Sha256.of(bytes);
        if (!sha256.equals(ended.sha256())) {
            throw new LabException("the trace of recording " + ended.recording() + " fetched from " + ended.domain()
                    + " has SHA-256 " + sha256 + ", the domain's is " + ended.sha256());
        }
        return bytes;
    }

    /** Has the running system trace one in {@code oneIn} of its sources' events from now on (0: none). */
    public SystemApi.Tracing trace(int oneIn) throws LabException {
        return trace(oneIn, null);
    }

    /** As {@link #trace(int)}, exporting the traces over OTLP to {@code otlp} ("" no more; null as it is). */
    public SystemApi.Tracing trace(int oneIn, String otlp) throws LabException {
        return call(CALL_TIMEOUT, star -> star.trace(oneIn, otlp));
    }

    /** The running system's latest traces, newest first. */
    public SystemApi.Traces traces() throws LabException {
        return call(CALL_TIMEOUT, StarProxy::traces);
    }

    /** The deployed system's alerts now, and what happened to them (firings, actions, resolutions), oldest first. */
    public AlertApi.AlertReport alerts() throws LabException {
        return call(CALL_TIMEOUT, StarProxy::alerts);
    }

    /** The deployed system's alerts as a Prometheus rule file (YAML). */
    public String alertRules() throws LabException {
        return call(CALL_TIMEOUT, StarProxy::alertRules);
    }

    /** The URL of the Star's list of the domains a Prometheus scrapes (Prometheus's HTTP service discovery). */
    public String scrapeTargetsUrl() {
        return star.scrapeTargetsUrl();
    }

    /** What a tap took since it was last read, each event handed over once, and its counts. */
    public TapEvents readTap(TapOpened tap) throws LabException {
        return call(CALL_TIMEOUT, star -> star.readTap(tap));
    }

    /** Closes a tap; what it took since it was last read. */
    public TapEvents closeTap(TapOpened tap) throws LabException {
        return call(CALL_TIMEOUT, star -> star.closeTap(tap));
    }

    /** Follows the Star's status stream; the feed reconnects by itself until closed. */
    public StatusFeed follow(StatusFeed.Listener listener) {
        StatusFeed feed = new StatusFeed(this, listener);
        feed.start();
        return feed;
    }

    /** One call of the Star's. */
    @FunctionalInterface
    private interface StarCall<T> {

        T on(StarProxy star) throws ControlException;
    }

    /**
     * Makes {@code call} within {@code timeout} once the Star is known to run; what it did not answer, or refused, as a
     * {@link LabException}.
     */
    private <T> T call(Duration timeout, StarCall<T> call) throws LabException {
        ensureCallable();
        try {
            return call.on(star.withTimeout(timeout));
        } catch (ControlException e) {
            answered(e);
            throw LabException.of(e);
        }
    }
}
