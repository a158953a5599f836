package org.orrery.agent.star;

import java.io.IOException;
import java.util.ArrayList;
import java.util.function.Function;

import org.orrery.agent.control.ApiException;
import org.orrery.agent.control.ControlServer;
import org.orrery.agent.star.DeploymentPlan.PlanetPlan;
import org.orrery.control.api.NodeApi.DomainProcess;
import org.orrery.control.api.SystemApi.DomainView;
import org.orrery.control.client.ControlException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One Planet of the running system stopped, started, restarted or killed on request
 * ({@code /v1/system/domains/NAME/ACTION}, source document 003's domain tool; a kill is a scenario's crash), and a
 * Planet its node daemon started again given its part back (recovery). The other domains run on throughout: their
 * connections to it wait (reliable) or shed (best effort) while it is down.
 *
 * @param view the domain as the status shows it now.
 */
record DomainControl(Running running, PlanetCalls calls, PlanetWatch watch, String starName,
        Function<String, DomainView> view) {

    private static final Logger LOG = LoggerFactory.getLogger(DomainControl.class);

    void routes(ControlServer server) {
        server.route("POST", "/v1/system/domains/(?<domain>[A-Za-z0-9_.-]+)/(?<action>start|stop|restart|kill)", 0,
                (path, body) -> control(path.group("domain"), path.group("action")));
    }

    /**
     * {@code stop} has the Planet's node daemon end the process, and it stays down, unwatched, until started;
     * {@code start} has the node daemon start a process again and deploys the domain's part of the running deployment
     * there, as when a Planet is recovered; {@code restart} does both; {@code kill} has the node daemon end the process
     * at once, as a crash would, and leaves the rest to recovery (the node daemon starts it again, this Star gives it
     * its part back). Returns the domain as the status shows it now.
     */
    DomainView control(String domain, String action) throws IOException {
        synchronized (running) {
            if (running.system() == null || running.plan() == null) {
                throw new ApiException(409, "no system is deployed");
            }
            if (domain.equals(starName)) {
                throw new ApiException(409, "domain '" + domain + "' is the Star, which coordinates the system: "
                        + "undeploy the system or stop the lab to stop it");
            }
            Planet planet = running.planets.get(domain);
            PlanetPlan planned = running.plan().planet(domain);
            if (planet == null || planned == null) {
                throw new ApiException(404, "the system has no domain '" + domain + "'");
            }
            boolean stopped = running.stopped.contains(domain);
            switch (action) {
                case "stop" -> {
                    if (stopped) {
                        throw new ApiException(409, "domain '" + domain + "' is already stopped");
                    }
                    stop(planet);
                }
                case "start" -> {
                    if (!stopped && watch.isUp(domain)) {
                        throw new ApiException(409, "domain '" + domain + "' is running; restart it to start it anew");
                    }
                    start(planned);
                }
                case "restart" -> {
                    if (!stopped) {
                        stop(planet);
                    }
                    start(planned);
                }
                case "kill" -> {
                    if (stopped) {
                        throw new ApiException(409, "domain '" + domain + "' is stopped; there is no process to kill");
                    }
                    calls.node(planet.nodeUrl()).killDomain(domain);
                    LOG.info("{} killed on request (pid {})", domain, planet.pid());
                }
                default -> throw new ApiException(400,
                        "a domain is stopped, started, restarted or killed, not '" + action + "'");
            }
        }
        return view.apply(domain);
    }

    private void stop(Planet planet) throws ControlException {
        running.stopped.add(planet.name());
        try {
            calls.stopDomain(planet);
        } catch (ControlException e) {
            running.stopped.remove(planet.name());
            throw e;
        }
        watch.unconfirmed(planet, Running.STOPPED);
        LOG.info("{} {}", planet.name(), Running.STOPPED);
    }

    private void start(PlanetPlan planned) {
        DeploymentTransaction transaction = new DeploymentTransaction();
        try {
            Planet planet = calls.bringUp(planned, transaction, new ArrayList<>());
            calls.deployPart(planet, planned, transaction);
            running.stopped.remove(planned.name());
            running.save();
            LOG.info("{} started on request (pid {})", planned.name(), planet.pid());
        } catch (IOException | RuntimeException e) {
            transaction.rollback(calls::undo);
            String why = "could not be started: " + e.getMessage();
            running.stopped.add(planned.name()); // down, and left to the user rather than to recovery
            Planet planet = running.planets.get(planned.name());
            if (planet != null) {
                watch.unconfirmed(planet, Running.STOPPED + "; it " + why);
            }
            throw new ApiException(502, "domain '" + planned.name() + "' " + why);
        }
    }

    /**
     * Deploys a Planet's part of the plan into the process its node daemon started again, through the same steps as a
     * start on request: checks that the process its node daemon vouches for answers as that Planet, installs its
     * bundles, applies its deployment, and watches it from then on. A failure leaves it down with the reason; the next
     * heartbeat (5 s on) tries again.
     */
    void recover(PlanetWatch.Restarted restarted) {
        String name = restarted.planet().name();
        try {
            synchronized (running) {
                PlanetPlan planned = running.plan() == null ? null : running.plan().planet(name);
                if (running.planets.get(name) != restarted.planet() || planned == null) {
                    return; // undeployed or redeployed meanwhile
                }
                DomainProcess process = restarted.process();
                Planet again = new Planet(name, restarted.planet().host(), restarted.planet().nodeUrl(),
                        process.address(), process.port(), process.pid());
                calls.alive(again);
                calls.deployPart(again, planned, new DeploymentTransaction());
                running.planets.put(name, again);
                watch.started(again);
                running.save();
                LOG.info("{} was started again by its node daemon (pid {}); its part is deployed there again", name,
                        process.pid());
            }
        } catch (IOException | RuntimeException e) {
            watch.unconfirmed(restarted.planet(),
                    "started again by its node daemon, but its part could not be deployed there: " + e.getMessage());
            LOG.warn("{}: {}", name, e.getMessage());
        }
    }
}
