package org.orrery.lab;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.Predicate;

import org.orrery.control.api.LiveStatus;
import org.orrery.control.api.SystemApi.ConnectionView;
import org.orrery.control.api.SystemApi.DeployResult;
import org.orrery.control.api.SystemApi.DomainView;
import org.orrery.control.api.SystemApi.OperatorView;
import org.orrery.control.api.SystemApi.Step;

/**
 * The workbench's connection to one lab: which lab (the embedded local lab unless the user connected another), whether
 * the workbench started it, the system deployed there, its live status stream and the in-memory history of its figures,
 * and a log of deployments. One per workbench ({@link #get}); headless, so tests and tools use it without a display.
 */
public final class LabSession {

    /** What a session reports; called on the session's feed threads or the caller's thread. */
    public interface Listener {

        @SuppressWarnings("unused")
        default void status(LiveStatus status) {
        }

        @SuppressWarnings("unused")
        default void connection(boolean connected, String problem) {
        }

        /** A deployment (or undeployment) finished, well or not. */
        @SuppressWarnings("unused")
        default void deployed(DeployReport report) {
        }

        /** The session switched to another lab, or the lab started or stopped. */
        @SuppressWarnings("unused")
        default void labChanged(Lab lab) {
        }

        /** A listener that runs {@code then} after each deployment. */
        static Listener afterDeploy(Runnable then) {
            return new Listener() {

                @Override
                public void deployed(DeployReport report) {
                    then.run();
                }
            };
        }

        /** A listener that runs {@code then} whenever the lab changes. */
        static Listener onLabChange(Runnable then) {
            return new Listener() {

                @Override
                public void labChanged(Lab lab) {
                    then.run();
                }
            };
        }
    }

    /** How a deployment went: each step, and on failure the cause (the steps then include the rollback). */
    public record DeployReport(String system, String action, boolean ok, List<Step> steps, String error,
            long startedAtMillis, long millis) {
    }

    private static final LabSession INSTANCE = new LabSession();

    private final List<Listener> listeners = new CopyOnWriteArrayList<>();
    private final MetricsHistory history = new MetricsHistory();
    private final List<DeployReport> reports = new CopyOnWriteArrayList<>();
    private Lab lab = Lab.embedded();
    private boolean startedHere;
    private volatile boolean keepRunning;
    private StatusFeed feed;
    private boolean offered;
    /** Held while the embedded lab is being started, so that two callers never start it twice. */
    private final Object starting = new Object();
    private volatile LiveStatus latest = LiveStatus.EMPTY;
    private volatile boolean connected;
    private volatile String problem = "";
    private volatile Set<String> watchedDomains;

    public static LabSession get() {
        return INSTANCE;
    }

    public void addListener(Listener listener) {
        listeners.add(listener);
    }

    public void removeListener(Listener listener) {
        listeners.remove(listener);
    }

    public synchronized Lab lab() {
        return lab;
    }

    /** Follows another lab from now on (the embedded one, or a lab directory the user chose). */
    public void use(Lab other) {
        synchronized (this) {
            stopFollowing();
            lab = other;
            startedHere = false;
            latest = LiveStatus.EMPTY;
            history.clear();
        }
        listeners.forEach(l -> l.labChanged(other));
    }

    public boolean isEmbedded() {
        return lab().dir().equals(Lab.embedded().dir());
    }

    public synchronized boolean startedHere() {
        return startedHere;
    }

    public boolean keepRunning() {
        return keepRunning;
    }

    /** Whether the lab the workbench started keeps running when the workbench exits. */
    public void setKeepRunning(boolean keep) {
        keepRunning = keep;
    }

    public MetricsHistory history() {
        return history;
    }

    public LiveStatus latest() {
        return latest;
    }

    public boolean isConnected() {
        return connected;
    }

    public String problem() {
        return problem;
    }

    public List<DeployReport> reports() {
        return List.copyOf(reports);
    }

    /** Shows only these domains (their operators and the connections that touch them); null shows everything. */
    public void watchOnly(Set<String> domains) {
        watchedDomains = domains == null ? null : Set.copyOf(domains);
    }

    public Set<String> watchedDomains() {
        return watchedDomains;
    }

    /**
     * The lab's Star, starting the embedded lab first when it does not run (the lab then stops with the workbench
     * unless the user keeps it). Another lab that does not answer is an error.
     */
    public StarClient ensureRunning(LabRuntime runtime) throws LabException {
        Lab target = lab();
        synchronized (starting) {
            if (target.isRunning()) {
                return target.star();
            }
            if (!isEmbedded()) {
                throw new LabException(
                        "the lab in " + target.dir() + " does not answer; start it there with 'orrery lab start'");
            }
            runtime.start(target);
            synchronized (this) {
                startedHere = true;
            }
        }
        listeners.forEach(l -> l.labChanged(target));
        return target.star();
    }

    /** Stops the session's lab and everything it runs. */
    public void stopLab(LabRuntime runtime) throws LabException {
        Lab target = lab();
        synchronized (this) {
            stopFollowing();
            startedHere = false;
        }
        runtime.stop(target);
        latest = LiveStatus.EMPTY;
        listeners.forEach(l -> l.labChanged(target));
    }

    /**
     * Deploys a system's JSON to the lab's Star and follows it, telling {@code progress} each step as the Star does it;
     * the report is also kept in the log and announced.
     */
    public DeployReport deploy(StarClient star, String system, byte[] json, List<Step> before, Consumer<Step> progress)
            throws LabException {
        long start = System.currentTimeMillis();
        DeployResult answer = star.deploy(json, progress);
        List<Step> steps = new ArrayList<>(before);
        steps.addAll(answer.steps());
        boolean ok = answer.deployed();
        DeployReport report = new DeployReport(system, "deploy", ok, steps, ok ? null : answer.error(), start,
                System.currentTimeMillis() - start);
        record(report);
        if (ok) {
            follow();
        }
        return report;
    }

    /** Keeps a report of something that failed before it reached the Star (invalid system, no lab). */
    public void record(DeployReport report) {
        reports.add(report);
        while (reports.size() > 50) {
            reports.remove(0);
        }
        listeners.forEach(l -> l.deployed(report));
    }

    /** Removes the deployed system; the lab keeps running. */
    public DeployReport undeploy() throws LabException {
        long start = System.currentTimeMillis();
        String system = latest.system();
        lab().star().undeploy();
        DeployReport report = new DeployReport(system, "undeploy", true,
                List.of(new Step("undeploy", system == null ? "" : system, true, "every Planet of the system stopped")),
                null, start, System.currentTimeMillis() - start);
        record(report);
        return report;
    }

    /** Follows the lab's status stream (monitor only: nothing is deployed); does nothing when already following. */
    public synchronized void follow() throws LabException {
        if (feed != null) {
            return;
        }
        feed = lab.star().follow(new StatusFeed.Listener() {

            @Override
            public void status(LiveStatus status) {
                LiveStatus shown = filtered(status);
                history.record(shown);
                latest = shown;
                listeners.forEach(l -> l.status(shown));
            }

            @Override
            public void connection(boolean isConnected, String why) {
                connected = isConnected;
                problem = why;
                listeners.forEach(l -> l.connection(isConnected, why));
            }
        });
    }

    public synchronized boolean isFollowing() {
        return feed != null;
    }

    /** Whether statuses are coming in: the session follows a lab, or statuses are offered to it. */
    public synchronized boolean isLive() {
        return feed != null || offered;
    }

    /**
     * Takes a status that did not come from the lab's stream (a recorded run played back, a benchmark's synthetic feed)
     * exactly as a streamed one: into the history and to every listener. {@link #unfollow} ends it.
     */
    public void offer(LiveStatus status) {
        synchronized (this) {
            offered = true;
        }
        connected = true;
        LiveStatus shown = filtered(status);
        history.record(shown);
        latest = shown;
        listeners.forEach(l -> l.status(shown));
    }

    private void stopFollowing() {
        if (feed != null) {
            feed.close();
            feed = null;
        }
        offered = false;
        connected = false;
    }

    public synchronized void unfollow() {
        stopFollowing();
    }

    private LiveStatus filtered(LiveStatus status) {
        Set<String> watched = watchedDomains;
        if (watched == null) {
            return status;
        }
        Predicate<String> shown = watched::contains;
        Map<String, DomainView> domains = new LinkedHashMap<>();
        status.domains().forEach((name, d) -> {
            if (shown.test(name)) {
                domains.put(name, d);
            }
        });
        Map<String, OperatorView> operators = new LinkedHashMap<>();
        status.operators().forEach((name, o) -> {
            if (shown.test(o.domain())) {
                operators.put(name, o);
            }
        });
        Map<String, ConnectionView> links = new LinkedHashMap<>();
        status.links().forEach((key, link) -> {
            if (operators.containsKey(link.source()) || operators.containsKey(link.target())) {
                links.put(key, link);
            }
        });
        return new LiveStatus(status.system(), status.sampledAtMillis(), domains, operators, links);
    }

    /**
     * The workbench is closing: stop following, and stop the lab when the workbench started it and the user did not ask
     * to keep it. Returns what happened, for the log.
     */
    public String shutdown(LabRuntime runtime) {
        boolean stop;
        synchronized (this) {
            stopFollowing();
            stop = startedHere && !keepRunning;
        }
        if (!stop) {
            return "the lab in " + lab().dir() + " keeps running";
        }
        try {
            runtime.stop(lab());
            return "stopped the lab the workbench had started";
        } catch (LabException e) {
            return "could not stop the lab: " + e.getMessage();
        }
    }
}
