package org.orrery.agent.star;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

import org.orrery.agent.control.ApiException;
import org.orrery.agent.control.ControlServer;
import org.orrery.agent.control.LargeBodies;
import org.orrery.agent.control.Requests;
import org.orrery.agent.star.DeploymentPlan.PlanetPlan;
import org.orrery.control.api.DomainApi.Connected;
import org.orrery.control.api.DomainApi.DeploymentResult;
import org.orrery.control.api.DomainApi.Started;
import org.orrery.control.api.Limits;
import org.orrery.control.api.SystemApi;
import org.orrery.control.api.SystemApi.BundleSpec;
import org.orrery.control.api.SystemApi.DeployResult;
import org.orrery.control.api.SystemApi.Progress;
import org.orrery.control.api.SystemApi.Step;
import org.orrery.control.api.SystemApi.SystemDeployment;
import org.orrery.control.api.SystemApi.SystemStatus;
import org.orrery.control.client.DomainProxy;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The Star's deployments ({@code PUT} and {@code DELETE /v1/system}, its preview, progress and history): a whole system
 * deployed in phases through the hosts' node daemons, the plan from the {@link DeploymentPlanner} and what was done
 * kept in a {@link DeploymentTransaction} for the rollback. Over a running system it first installs the new bundles
 * beside the old ones and has every Planet check that it can create the new and changed operators; only then does each
 * Planet apply its part, keeping unchanged operators running with their counters. A failure before that point leaves
 * the running system as it was; a failure after it restores the previous deployment on the Planets already changed.
 */
final class SystemDeployer {

    private static final Logger LOG = LoggerFactory.getLogger(SystemDeployer.class);

    private final Running running;
    private final PlanetCalls calls;
    private final PlanetWatch watch;
    private final DeploymentPlanner planner;
    private final DeployHistory history;
    private final Alerting alerts;
    /** Has the heartbeat beat now, out of turn. */
    private final Runnable beatNow;
    /** The system's status now, which an undeployment answers with. */
    private final Supplier<SystemStatus> status;
    /** The steps of the deployment under way, as they happen; null when none is. */
    private volatile List<Step> inProgress;

    SystemDeployer(Running running, PlanetCalls calls, PlanetWatch watch, DeploymentPlanner planner,
            DeployHistory history, Alerting alerts, Runnable beatNow, Supplier<SystemStatus> status) {
        this.running = running;
        this.calls = calls;
        this.watch = watch;
        this.planner = planner;
        this.history = history;
        this.alerts = alerts;
        this.beatNow = beatNow;
        this.status = status;
    }

    void routes(ControlServer server) {
        server.route("PUT", "/v1/system", Limits.MAX_UPLOAD_BODY_BYTES, (path, body) -> {
            DeployResult result = deploy(Requests.read(body, SystemDeployment.class));
            return new ControlServer.Reply(result.deployed() ? 200 : 422, result);
        })
                .route("DELETE", "/v1/system", 0, (path, body) -> undeploy())
                .route("POST", "/v1/system/preview", Limits.MAX_UPLOAD_BODY_BYTES,
                        (path, body) -> preview(Requests.read(body, SystemDeployment.class)))
                .route("GET", "/v1/system/history", 0,
                        (path, body) -> new SystemApi.DeployHistory(history.newestFirst()))
                .route("POST", "/v1/system/history/(?<number>\\d{1,9})/deploy", Limits.MAX_JSON_BODY_BYTES,
                        (path, body) -> {
                            String by = body.length == 0 ? "" : Requests.read(body, SystemApi.HistoryReturn.class).by();
                            DeployResult result = returnTo(Integer.parseInt(path.group("number")), by);
                            return new ControlServer.Reply(result.deployed() ? 200 : 422, result);
                        })
                .route("GET", "/v1/system/progress", 0, (path, body) -> progress());
    }

    /**
     * Deploys {@code system}, changing only what differs from the running deployment, and keeps it in the history.
     * Meanwhile the heartbeat asks the Planets only whether they live ({@link PlanetWatch#lightly}); once it is done,
     * the heartbeat asks them for their status at once rather than at its next beat, so that the status and its
     * subscribers see the deployment running up to half a second sooner.
     */
    DeployResult deploy(SystemDeployment system) {
        synchronized (running) {
            SystemDeployment before = running.system();
            watch.lightly(calls::alive);
            long began = System.nanoTime();
            LOG.info("deploying system '{}' ({} operators, {} connections{})", system.system(),
                    system.operators() == null ? 0 : system.operators().size(),
                    system.connections() == null ? 0 : system.connections().size(),
                    system.by() == null ? "" : ", by " + system.by());
            try {
                DeployResult result = deployWatchedLightly(system);
                if (result.deployed()) {
                    LOG.info("deployed system '{}' in {} ms", system.system(), (System.nanoTime() - began) / 1_000_000);
                } else {
                    LOG.warn("the deployment of system '{}' failed and was rolled back: {}", system.system(),
                            result.error());
                }
                // listed once the system was planned: a system that cannot be is refused before anything reads it
                List<String> changes = DeploymentPreview.of(before, system)
                        .changes()
                        .stream()
                        .map(SystemApi.PreviewChange::toString)
                        .toList();
                history.add(system, result.deployed(), result.deployed() ? "deployed" : "failed: " + result.error(),
                        changes);
                return result;
            } catch (ApiException e) {
                LOG.warn("the deployment of system '{}' was refused: {}", system.system(), e.getMessage());
                history.add(system, false, "refused: " + e.getMessage(), List.of());
                throw e;
            } finally {
                watch.lightly(null);
                beatNow.run();
            }
        }
    }

    private DeployResult deployWatchedLightly(SystemDeployment system) {
        DeploymentPlan previousPlan = running.system() == null ? null : running.plan();
        DeploymentPlan plan = plan(system, previousPlan);
        List<Step> steps = Collections.synchronizedList(new ArrayList<>());
        inProgress = steps;
        DeploymentTransaction transaction = new DeploymentTransaction();
        try {
            Map<String, Integer> atOnce = new LinkedHashMap<>();
            calls.eachPlanet(plan, atOnce, planned -> calls.bringUp(planned, transaction, steps));
            calls.eachPlanet(plan, atOnce, planned -> install(planned, transaction, steps));
            if (previousPlan != null) {
                calls.eachPlanet(plan, atOnce, planned -> {
                    planet(planned).check(planned.request());
                    steps.add(new Step("check", planned.name(), true, "the new and changed operators can be created"));
                });
            }
            calls.eachPlanet(plan, atOnce, planned -> {
                Planet planet = running.planets.get(planned.name());
                PlanetPlan before = previousPlan == null ? null : previousPlan.planet(planet.name());
                transaction.deployed(planet, before == null ? null : before.request());
                DeploymentResult answer = calls.domain(planet)
                        .deploy(planned.request().held(true).tracing(calls.traceOneIn()));
                steps.add(new Step("operators", planet.name(), true, PlanetCalls.describe(answer.change())));
            });
            // every domain has its part; once every stream between them has connected (or a while has passed), the
            // new and restarted operators start emitting, all at about one moment
            calls.eachPlanet(plan, atOnce, planned -> {
                Connected connected = planet(planned).connect();
                steps.add(new Step("connect", planned.name(), true,
                        connected.waiting().isEmpty() ? "every stream to other domains connected"
                                : "started without waiting longer for " + String.join(", ", connected.waiting())));
            });
            calls.eachPlanet(plan, atOnce, planned -> {
                Started started = planet(planned).start();
                steps.add(new Step("start", planned.name(), true, started.operators().isEmpty() ? "nothing new to start"
                        : started.operators().size() + " operators started"));
            });
            calls.driverProfiles(plan, steps);
            if (previousPlan != null) {
                calls.stopPlanetsOutside(plan, previousPlan, steps);
                // the operators of rebuilt bundles run on the new builds now
                calls.eachPlanet(plan, atOnce, planned -> calls.bundles()
                        .removeEarlierBuilds(running.planets.get(planned.name()), planned.bundles(), steps));
            }
            running.stopped.clear(); // every Planet of the plan was brought up, and the others were stopped for good
            running.set(system, plan);
            alerts.watch(system.alerts(), !DeployHistory.byStar(system.by()));
            inProgress = null;
            return new DeployResult(true, system.system(), List.copyOf(steps), null);
        } catch (IOException | InterruptedException | RuntimeException e) {
            String error = e.getMessage();
            steps.add(new Step("failed", "", false, error));
            steps.addAll(transaction.rollback(calls::undo));
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
            inProgress = null;
            return new DeployResult(false, system.system(), List.copyOf(steps), error);
        }
    }

    private DomainProxy planet(PlanetPlan planned) {
        return calls.domain(running.planets.get(planned.name()));
    }

    private void install(PlanetPlan planned, DeploymentTransaction transaction, List<Step> steps) throws IOException {
        Planet planet = running.planets.get(planned.name());
        Set<String> present = calls.bundles().installedLocations(planet);
        for (BundleSpec bundle : planned.bundles()) {
            boolean installed = calls.bundles().install(planet, bundle, present, transaction);
            steps.add(new Step("bundle", planet.name(), true,
                    bundle.symbolicName() + " " + bundle.version() + " "
                            + (installed ? "installed, " + PlanetBundles.expectedState(bundle).wireName()
                                    : "already installed")));
        }
    }

    /**
     * What deploying {@code system} would change in the lab, from what the Star runs now; deploys nothing. A system the
     * Star would refuse is refused as a deployment of it would be; while a deployment is under way, refused at once.
     */
    SystemApi.DeployPreview preview(SystemDeployment system) {
        refuseWhileDeploying("preview");
        SystemDeployment now = running.system();
        plan(system, now == null ? null : running.plan());
        return DeploymentPreview.of(now, system);
    }

    /**
     * Refuses (409) at once what would otherwise wait, holding a request thread and its body, for a deployment under
     * way to end.
     */
    private void refuseWhileDeploying(String what) {
        if (inProgress != null) {
            throw new ApiException(409, "a deployment is under way: " + what + " again once it is done");
        }
    }

    /**
     * The plan of {@code system} over {@code previous} (null: nothing runs), its alerts checked first; its refusals as
     * the API's statuses.
     */
    private DeploymentPlan plan(SystemDeployment system, DeploymentPlan previous) {
        String alertProblem = AlertWatch.problem(system);
        if (alertProblem != null) {
            throw new ApiException(422, alertProblem);
        }
        try {
            return planner.plan(system, previous);
        } catch (PlanException e) {
            throw new ApiException(400, e.getMessage());
        } catch (IOException e) {
            throw new ApiException(422, "cannot plan the connections between hosts: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ApiException(503, "interrupted while planning");
        }
    }

    /** Deploys again the system deployment {@code number} of the history deployed, asked for by {@code by}. */
    DeployResult returnTo(int number, String by) throws IOException, InterruptedException {
        refuseWhileDeploying("return");
        // the kept system is read within the room the Star gives large requests, as if it came as one
        return LargeBodies.withRoom(history.systemBytes(number), () -> deploy(history.system(number)
                .by((by == null || by.isBlank() ? "unknown" : by) + " (return to deployment " + number + ")")));
    }

    /** The deployment under way: whether there is one, and its steps so far (domains, bundles, operators…). */
    Progress progress() {
        List<Step> steps = inProgress;
        if (steps == null) {
            return new Progress(false, List.of());
        }
        synchronized (steps) {
            return new Progress(true, List.copyOf(steps));
        }
    }

    /** Stops every Planet and forgets the system; answers the status that leaves. */
    SystemStatus undeploy() {
        synchronized (running) {
            SystemDeployment system = running.system();
            if (system != null) {
                LOG.info("undeploying system '{}'", system.system());
                history.add(null, false, "undeployed " + system.system(), List.of());
            }
            for (Planet planet : running.planets.values()) {
                try {
                    calls.stopDomain(planet);
                } catch (@SuppressWarnings("unused") IOException e) {
                    // a Planet that is already gone needs no stopping
                }
            }
            running.set(null, null);
            watch.clear();
            alerts.watch(List.of(), true);
            return status.get();
        }
    }
}
