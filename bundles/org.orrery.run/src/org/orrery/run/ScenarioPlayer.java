package org.orrery.run;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import org.orrery.control.api.DomainApi.CpuLoad;
import org.orrery.lab.Lab;
import org.orrery.lab.LabException;
import org.orrery.lab.NamespaceLink;
import org.orrery.lab.NamespacePartition;
import org.orrery.lab.StarClient;
import org.orrery.model.OrrerySystem;
import org.orrery.run.Scenario.Step;

/**
 * Plays a scenario's steps against the system running on a lab, each at its time from {@link #start}, on a thread of
 * its own (so that a step that takes a while delays neither the others nor whoever samples the status meanwhile):
 * kills, stops and starts Planets through the Star, cuts hosts apart ({@link NamespacePartition}) or narrows what
 * crosses between them ({@link NamespaceLink}), sets parameters, loads a Planet's CPU. A fault with a duration is
 * undone at its end; {@link #close} undoes what is still in force (heals partitions, restores links, starts stopped
 * Planets, ends CPU loads) and cancels the steps not yet played. What happened, and what failed, is kept in order.
 */
final class ScenarioPlayer implements AutoCloseable {

    /** A step played: when (ms from the start), what, and why it failed (null when it did not). */
    record Played(long atMillis, String what, String error) {
    }

    private final StarClient star;
    private final Lab lab;
    private final OrrerySystem system;
    private final Map<String, String> labMap;
    private final Consumer<Played> told;
    private final ScheduledThreadPoolExecutor steps = new ScheduledThreadPoolExecutor(1, r -> {
        Thread thread = new Thread(r, "orrery-scenario");
        thread.setDaemon(true);
        return thread;
    });
    private final List<ScheduledFuture<?>> pending = new ArrayList<>();
    private final List<Played> played = Collections.synchronizedList(new ArrayList<>());
    /** Faults in force: what undoes each, by the step that made it. */
    private final List<Undo> inForce = new ArrayList<>();
    private long startNanos;

    /** What a fault in force is undone by, and what that is called. */
    private record Undo(String what, Action action) {

        interface Action {

            void run() throws LabException;
        }
    }

    /**
     * A player on {@code star}'s system; {@code lab} (null: none) for partitions, {@code system} (null: none) and
     * {@code labMap} (model host → lab host) to find the lab host of a model host; {@code told} hears each step as it
     * is played.
     */
    ScenarioPlayer(StarClient star, Lab lab, OrrerySystem system, Map<String, String> labMap, Consumer<Played> told) {
        this.star = star;
        this.lab = lab;
        this.system = system;
        this.labMap = Map.copyOf(labMap);
        this.told = told;
        steps.setExecuteExistingDelayedTasksAfterShutdownPolicy(false); // closed: what is left is undone, not played
    }

    /** Schedules every step of {@code scenario} from now on. */
    synchronized void start(Scenario scenario) {
        startNanos = System.nanoTime();
        for (Step step : scenario.steps()) {
            pending.add(steps.schedule(() -> play(step), step.atMillis(), TimeUnit.MILLISECONDS));
        }
    }

    /** What has been played so far, in order. */
    List<Played> played() {
        synchronized (played) {
            return List.copyOf(played);
        }
    }

    /** Cancels the steps not yet played and undoes the faults still in force; waits for a step under way. */
    @Override
    public void close() {
        synchronized (this) {
            pending.forEach(future -> future.cancel(false));
        }
        steps.shutdown();
        try {
            steps.awaitTermination(60, TimeUnit.SECONDS);
        } catch (@SuppressWarnings("unused") InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        List<Undo> left;
        synchronized (inForce) {
            left = new ArrayList<>(inForce);
            inForce.clear();
        }
        for (Undo undo : left) {
            undo(undo);
        }
    }

    private void play(Step step) {
        try {
            List<String> subjects = step.subjects();
            switch (step.action()) {
                case KILL -> star.domainAction(subjects.get(0), "kill");
                case START -> star.domainAction(subjects.get(0), "start");
                case STOP -> {
                    star.domainAction(subjects.get(0), "stop");
                    later(step,
                            new Undo("start " + subjects.get(0), () -> star.domainAction(subjects.get(0), "start")));
                }
                case PARTITION -> {
                    NamespacePartition partition = lab().partition(labHost(subjects.get(0)), labHost(subjects.get(1)));
                    later(step, new Undo("heal partition " + subjects.get(0) + " " + subjects.get(1), partition::heal));
                }
                case LINK -> {
                    NamespaceLink link = lab().shape(labHost(subjects.get(0)), labHost(subjects.get(1)),
                            step.profile());
                    later(step, new Undo("restore link " + subjects.get(0) + " " + subjects.get(1), link::restore));
                }
                case SET -> star.reconfigure(subjects.get(0), step.settings());
                case CPU_HOG -> {
                    // the domain ends the load by itself at its time too, should this player not be there to
                    int seconds = step.forMillis() > 0 ? (int) Math.ceil(step.forMillis() / 1000.0)
                            : CpuLoad.MAX_SECONDS;
                    star.cpuLoad(subjects.get(0), step.cores(), seconds);
                    later(step, new Undo("end cpu-hog " + subjects.get(0), () -> star.endCpuLoad(subjects.get(0))));
                }
            }
            tell(step.text(), null);
        } catch (LabException | RuntimeException e) {
            tell(step.text(), e.getMessage() == null ? e.toString() : e.getMessage());
        }
    }

    /** The lab the system runs on, which partitions and links need. */
    private Lab lab() throws LabException {
        if (lab == null) {
            throw new LabException("cutting or shaping links needs the lab the system runs on");
        }
        return lab;
    }

    /** Keeps {@code undo} in force and, for a step with a duration, schedules it for the step's end. */
    private void later(Step step, Undo undo) {
        synchronized (inForce) {
            inForce.add(undo);
        }
        if (step.forMillis() > 0) {
            long at = step.endMillis() - (System.nanoTime() - startNanos) / 1_000_000;
            synchronized (this) {
                pending.add(steps.schedule(() -> {
                    boolean mine;
                    synchronized (inForce) {
                        mine = inForce.remove(undo);
                    }
                    if (mine) {
                        undo(undo);
                    }
                }, Math.max(0, at), TimeUnit.MILLISECONDS));
            }
        }
    }

    private void undo(Undo undo) {
        try {
            undo.action().run();
            tell(undo.what(), null);
        } catch (LabException | RuntimeException e) {
            tell(undo.what(), e.getMessage() == null ? e.toString() : e.getMessage());
        }
    }

    private void tell(String what, String error) {
        Played step = new Played((System.nanoTime() - startNanos) / 1_000_000, what, error);
        played.add(step);
        told.accept(step);
    }

    private String labHost(String name) throws LabException {
        return LabHosts.of(lab, system, labMap, name);
    }
}
