package org.orrery.agent.star;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

import org.orrery.agent.control.ControlServer;
import org.orrery.control.api.AlertApi;
import org.orrery.control.api.AlertApi.AlertSpec;
import org.orrery.control.api.SystemApi.SystemDeployment;
import org.orrery.control.api.SystemApi.SystemStatus;

/**
 * The deployed system's alerts ({@code /v1/system/alerts}, its rules and scrape targets): evaluated at every heartbeat
 * ({@link AlertWatch}), their actions carried out one at a time off the heartbeat (a few may wait, no more), and the
 * alerts given to a Prometheus as alerting rules over the domains' {@code /metrics}, with where to find them.
 */
final class Alerting implements AutoCloseable {

    private final Running running;
    private final PlanetWatch watch;
    private final StarClock clock;
    /** The Star's own domain name and control address, its first scrape target. */
    private final String starName;
    private final String starUrl;
    private final ExecutorService actions = new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS,
            new ArrayBlockingQueue<>(AlertWatch.MAX_WAITING), r -> {
                Thread thread = new Thread(r, "orrery-star-alert-actions");
                thread.setDaemon(true);
                return thread;
            });
    private final AlertWatch alerts;

    /** Who carries out the actions; set once, before the first heartbeat. */
    private volatile AlertWatch.Actor actor;

    Alerting(Running running, PlanetWatch watch, StarClock clock, String starName, String starUrl) {
        this.running = running;
        this.watch = watch;
        this.clock = clock;
        this.starName = starName;
        this.starUrl = starUrl;
        this.alerts = new AlertWatch(action -> actor.act(action), actions, clock.millis());
    }

    /** Has {@code acting} carry out the alerts' actions. */
    void actWith(AlertWatch.Actor acting) {
        this.actor = acting;
    }

    void routes(ControlServer server) {
        server.route("GET", "/v1/system/alerts", 0, (path, body) -> alerts.report())
                .route("GET", "/v1/system/alerts/rules", 0, (path, body) -> rules(running.required()))
                .scrapeRoute("/v1/system/alerts/targets", (path, body) -> scrapeTargets());
    }

    /** The deployed system's alerts as Prometheus alerting rules over the domains' {@code /metrics}. */
    private static String rules(SystemDeployment system) {
        return PrometheusRules.of(system.system(), system.alerts());
    }

    /** Watches {@code specs} from now on ({@link AlertWatch#watch}). */
    void watch(List<AlertSpec> specs, boolean byClient) {
        alerts.watch(specs, clock.currentMillis(), byClient);
    }

    boolean isEmpty() {
        return alerts.isEmpty();
    }

    /** Evaluates every alert on the status of this beat and adds their views to it. */
    SystemStatus evaluate(SystemStatus folded) {
        alerts.evaluate(folded, clock.currentMillis());
        return folded.withAlerts(alerts.views());
    }

    /** {@code folded} with the alerts' views as they stand. */
    SystemStatus withViews(SystemStatus folded) {
        return folded.withAlerts(alerts.views());
    }

    /**
     * Where a Prometheus finds the deployed system's metrics: the Star's and every living Planet's control address
     * (each serves {@code /metrics} to callers with the lab token or its read-only scrape credential), labelled with
     * the domain's name. A Planet is listed only while its last heartbeat answered, which it is asked only after its
     * node daemon vouched for its process: a dead Planet's port, which another process may bind next, is never listed.
     */
    List<AlertApi.ScrapeTarget> scrapeTargets() {
        List<AlertApi.ScrapeTarget> targets = new ArrayList<>();
        targets.add(scrapeTarget(starName, starUrl));
        for (Planet planet : List.copyOf(running.planets.values())) {
            PlanetWatch.Beat beat = watch.beat(planet.name());
            if (!running.stopped.contains(planet.name()) && beat != null && !beat.silent()) {
                targets.add(scrapeTarget(planet.name(), planet.url()));
            }
        }
        return targets;
    }

    private static AlertApi.ScrapeTarget scrapeTarget(String domain, String url) {
        URI uri = URI.create(url);
        return new AlertApi.ScrapeTarget(List.of(uri.getHost() + ":" + uri.getPort()), Map.of("orrery_domain", domain));
    }

    @Override
    public void close() {
        actions.shutdownNow();
    }
}
