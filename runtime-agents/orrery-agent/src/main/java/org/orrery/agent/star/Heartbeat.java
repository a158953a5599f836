package org.orrery.agent.star;

import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import org.orrery.agent.control.ControlServer;
import org.orrery.agent.control.StatusStream;
import org.orrery.control.api.ControlJson;
import org.orrery.control.api.DomainApi.DomainStatus;
import org.orrery.control.api.Role;
import org.orrery.control.api.SystemApi.DomainView;
import org.orrery.control.api.SystemApi.SystemDeployment;
import org.orrery.control.api.SystemApi.SystemStatus;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The Star's heartbeat and the system's status ({@code /v1/system/status} and its stream): twice a second it asks the
 * Planets it watches ({@link PlanetWatch}), hands those their node daemons started again to {@link Recoveries}, folds
 * their figures into the system's ({@link StatusAggregator}), evaluates the alerts on them and streams the status to
 * its WebSocket subscribers.
 */
final class Heartbeat implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(Heartbeat.class);

    private static final long HEARTBEAT_MS = 500;

    private final Running running;
    private final PlanetWatch watch;
    private final Alerting alerts;
    private final StarHost star;
    private final String starName;
    private final ClockSync clocks;
    private final StarClock clock;
    private final StatusAggregator aggregator = new StatusAggregator();
    private final StatusStream stream = new StatusStream();
    private final ScheduledExecutorService beats = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "orrery-star-heartbeat");
        thread.setDaemon(true);
        return thread;
    });
    private Recoveries recoveries;

    Heartbeat(Running running, PlanetWatch watch, Alerting alerts, StarHost star, String starName, ClockSync clocks,
            StarClock clock) {
        this.running = running;
        this.watch = watch;
        this.alerts = alerts;
        this.star = star;
        this.starName = starName;
        this.clocks = clocks;
        this.clock = clock;
    }

    void routes(ControlServer server) {
        server.route("GET", "/v1/system/status", 0, (path, body) -> status())
                .webSocket("/v1/system/stream", stream::newEndpoint);
    }

    /** Beats from now on, handing the Planets started again to {@code recoveries}. */
    void start(Recoveries recovered) {
        this.recoveries = recovered;
        beats.scheduleWithFixedDelay(this::beat, HEARTBEAT_MS, HEARTBEAT_MS, TimeUnit.MILLISECONDS);
    }

    /** Beats now, out of turn (after a deployment, say); nothing once the Star is stopping. */
    void beatNow() {
        try {
            beats.execute(this::beat);
        } catch (@SuppressWarnings("unused") RejectedExecutionException e) {
            // the Star is stopping: no more beats
        }
    }

    private void beat() {
        try {
            List<Planet> watched = running.planets.values()
                    .stream()
                    .filter(p -> !running.stopped.contains(p.name()))
                    .toList();
            watch.poll(watched).forEach(recoveries::offer);
            aggregator.sample(watched, watch, clock.nanoTime());
            boolean subscribed = stream.subscribers() > 0;
            if (alerts.isEmpty() && !subscribed) {
                return;
            }
            SystemStatus status = alerts.evaluate(folded()); // folded once a beat, for the alerts and the stream alike
            if (subscribed) {
                stream.publish(ControlJson.text(status, false));
            }
        } catch (RuntimeException | OutOfMemoryError | StackOverflowError e) {
            // a heartbeat that fails is reported by the next one; the schedule must go on
            LOG.warn("heartbeat failed: {}", e.toString());
        }
    }

    SystemStatus status() {
        return alerts.withViews(folded());
    }

    /** Domain {@code name} as the status shows it now. */
    DomainView domain(String name) {
        return status().domains().stream().filter(d -> d.name().equals(name)).findFirst().orElseThrow();
    }

    /** Forgets the Planets' figures (the system was undeployed) and answers the status that leaves. */
    SystemStatus cleared() {
        aggregator.clear();
        return status();
    }

    /** The Planets' latest figures folded into the system's, without its alerts. */
    private SystemStatus folded() {
        SystemDeployment system = running.system();
        DomainStatus self = star.status();
        DomainView starView = new DomainView(starName, StatusAggregator.hostOf(system, starName), Role.STAR, true,
                star.port(), ProcessHandle.current().pid(), "", self.bundles(), self.process());
        return aggregator.status(system, starView, List.copyOf(running.planets.values()), watch, clock.currentMillis(),
                clocks::uncertaintyNs);
    }

    @Override
    public void close() {
        beats.shutdownNow();
    }
}
