package org.orrery.agent.star;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.orrery.control.api.DomainApi.DeploymentRequest;
import org.orrery.control.api.SystemApi.Step;

/**
 * What one deployment did, kept as a typed undo log so that a failure can be rolled back: the Planets it changed (with
 * the part each had before), the bundles it installed and the domains it started. Thread-safe: domains start in
 * parallel.
 */
public final class DeploymentTransaction {

    /** One thing to undo. */
    public sealed interface Undo permits RestoreDeployment, ClearDeployment, UninstallBundle, StopDomain {

        /** The Planet it concerns. */
        Planet planet();

        /** The step's name in a deployment report. */
        String step();

        /** What the step acts on, for a person. */
        default String target() {
            return planet().name();
        }
    }

    /** Give a Planet whose part changed the part it had before. */
    public record RestoreDeployment(Planet planet, DeploymentRequest previous) implements Undo {

        @Override
        public String step() {
            return "restore previous";
        }
    }

    /** Remove every operator of a Planet that had no part before. */
    public record ClearDeployment(Planet planet) implements Undo {

        @Override
        public String step() {
            return "rollback operators";
        }
    }

    /** Uninstall a bundle installed by this deployment. */
    public record UninstallBundle(Planet planet, long bundleId) implements Undo {

        @Override
        public String step() {
            return "rollback bundle";
        }

        @Override
        public String target() {
            return planet.name() + " [" + bundleId + "]";
        }
    }

    /** Stop a domain started by this deployment. */
    public record StopDomain(Planet planet) implements Undo {

        @Override
        public String step() {
            return "rollback domain";
        }
    }

    /** Carries out one undo against the lab. */
    @FunctionalInterface
    public interface Undoer {

        void undo(Undo undo) throws IOException, InterruptedException;
    }

    private final List<StopDomain> started = new ArrayList<>();
    private final List<UninstallBundle> installed = new ArrayList<>();
    private final List<Undo> deployed = new ArrayList<>();

    /**
     * A domain this deployment started, recorded before it is asked for (its address and port are not known yet): a
     * rollback stops it, or cancels its start, by name through its node daemon.
     */
    public synchronized void started(Planet planet) {
        started.add(new StopDomain(planet));
    }

    /** A bundle this deployment installed in {@code planet}. */
    public synchronized void installed(Planet planet, long bundleId) {
        installed.add(new UninstallBundle(planet, bundleId));
    }

    /** A Planet whose part this deployment applied; {@code previous} is the part it had, or null when it had none. */
    public synchronized void deployed(Planet planet, DeploymentRequest previous) {
        deployed.add(previous == null ? new ClearDeployment(planet) : new RestoreDeployment(planet, previous));
    }

    /**
     * The undo log in the order a rollback runs it: Planets changed go back to their previous part first (so that no
     * operator runs against a bundle about to go), then the bundles installed go, then the domains started stop.
     */
    public synchronized List<Undo> undoLog() {
        List<Undo> log = new ArrayList<>(deployed);
        log.addAll(installed);
        log.addAll(started);
        return List.copyOf(log);
    }

    /**
     * Undoes everything, each step whatever became of the one before; returns each step with how it went. Interrupted,
     * it reports the rest as not done.
     */
    public List<Step> rollback(Undoer undoer) {
        List<Step> steps = new ArrayList<>();
        boolean interrupted = false;
        for (Undo undo : undoLog()) {
            if (interrupted) {
                steps.add(new Step(undo.step(), undo.target(), false, "interrupted"));
                continue;
            }
            try {
                undoer.undo(undo);
                steps.add(new Step(undo.step(), undo.target(), true, "done"));
            } catch (IOException | RuntimeException e) {
                steps.add(new Step(undo.step(), undo.target(), false, String.valueOf(e.getMessage())));
            } catch (InterruptedException e) {
                interrupted = true;
                steps.add(new Step(undo.step(), undo.target(), false, "interrupted"));
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        return steps;
    }
}
