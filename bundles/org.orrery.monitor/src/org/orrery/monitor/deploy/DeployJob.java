package org.orrery.monitor.deploy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.orrery.control.api.ControlJson;
import org.orrery.control.api.SystemApi.DeployPreview;
import org.orrery.control.api.SystemApi.Step;
import org.orrery.deploy.DeploymentExport;
import org.orrery.deploy.DeploymentExportException;
import org.orrery.deploy.HostMapping;
import org.orrery.editor.OrreryEditor;
import org.orrery.editor.problems.ProblemsView;
import org.orrery.lab.Lab;
import org.orrery.lab.LabException;
import org.orrery.lab.LabRuntime;
import org.orrery.lab.LabSession;
import org.orrery.lab.LabSession.DeployReport;
import org.orrery.lab.StarClient;
import org.orrery.model.OrrerySystem;
import org.orrery.model.validation.ValidationProblem;
import org.orrery.monitor.Monitor;

/**
 * Deploys the system of an editor as a cancellable job: the system is checked and packed with its bundles on the UI
 * thread ({@link #prepare}), then the job starts the embedded lab when needed, hands the system to the Star (which
 * applies only what changed: domains, bundles, operators, connections, start) and follows the running system. Every
 * step lands in the Deploy log; a failure shows the cause and the rollback the Star did.
 */
public final class DeployJob extends Job {

    /** Jobs of this family can be awaited by tests and the demo. */
    public static final Object FAMILY = DeployJob.class;

    private final String system;
    private final byte[] json;
    private final List<Step> prepared;

    private DeployJob(String system, byte[] json, List<Step> prepared) {
        super("Deploy " + system);
        this.system = system;
        this.json = json;
        this.prepared = prepared;
        setUser(true);
    }

    @Override
    public boolean belongsTo(Object family) {
        return family == FAMILY;
    }

    /**
     * Checks and packs the editor's system; returns the job to schedule, or null when the system is refused (the
     * Problems view and the Deploy log say why).
     */
    public static DeployJob prepare(OrreryEditor editor) {
        OrrerySystem model = editor.getSystem();
        if (model == null) {
            return null;
        }
        long start = System.currentTimeMillis();
        editor.revalidate();
        List<ValidationProblem> errors = editor.getProblems()
                .stream()
                .filter(p -> p.severity() == ValidationProblem.Severity.ERROR)
                .toList();
        String name = model.getName();
        List<Step> steps = new ArrayList<>();
        if (!errors.isEmpty()) {
            Monitor.showView(ProblemsView.ID);
            errors.forEach(p -> steps.add(new Step("validate", p.rule().name().toLowerCase(), false, p.message())));
            refuse(name, steps, errors.size() + " validation error" + (errors.size() == 1 ? "" : "s")
                    + ": the system was not deployed (see Problems)", start, false);
            return null;
        }
        steps.add(new Step("validate", name, true, "the system is valid"));
        try {
            LabRuntime runtime = LabRuntime.configured();
            List<Path> bundlePath = List.of(runtime.bundles());
            Lab lab = LabSession.get().lab();
            Map<String, String> mapping = HostMappings.forDeploy(editor.getSite().getShell(), model, editor.getFile(),
                    lab);
            if (mapping == null) {
                steps.add(new Step("map", name, false, "no lab host chosen for the system's hosts"));
                refuse(name, steps, "cancelled: the system's hosts were not mapped onto the lab's", start, true);
                return null;
            }
            if (!mapping.isEmpty()) {
                steps.add(new Step("map", name, true,
                        HostMapping.describe(mapping) + " (as chosen for this system on the lab of " + lab.identity()
                                + "; the Labs view's Map Hosts changes it)"));
            }
            String text = ControlJson.text(
                    HostMapping.apply(DeploymentExport.deployment(model, editor.getFile(), bundlePath, true), mapping),
                    false);
            steps.add(new Step("pack", name, true, "the system and its bundles, " + text.length() / 1024 + " KiB"));
            byte[] json = text.getBytes(StandardCharsets.UTF_8);
            if (!previewAccepted(editor.getSite().getShell(), name, json, steps)) {
                refuse(name, steps, "cancelled at the preview: nothing was deployed", start, true);
                return null;
            }
            return new DeployJob(name, json, steps);
        } catch (LabException | DeploymentExportException e) {
            steps.add(new Step("pack", name, false, e.getMessage()));
            refuse(name, steps, e.getMessage(), start, true);
            return null;
        }
    }

    /**
     * Over a running system, shows what the deployment will change ({@link DeployPreviewDialog}, the Star's preview)
     * and tells whether the user goes on; with nothing running there is nothing to compare, and it goes on. Whether a
     * system runs is the Star's answer, not the last status shown: that may still show a system just undeployed.
     */
    private static boolean previewAccepted(Shell shell, String name, byte[] json, List<Step> steps)
            throws LabException {
        LabSession session = LabSession.get();
        if (!session.isFollowing()) {
            return true;
        }
        DeployPreview preview = session.lab().star().preview(json);
        if (preview.running().isEmpty()) {
            return true;
        }
        steps.add(new Step("preview", name, true, DeployPreviewDialog.summary(preview)));
        return new DeployPreviewDialog(shell, preview).open() == Window.OK;
    }

    /** Logs a refusal; the Deploy Log comes forward unless the Problems view already says why. */
    private static void refuse(String system, List<Step> steps, String error, long start, boolean showLog) {
        LabSession.get()
                .record(new DeployReport(system, "deploy", false, steps, error, start,
                        System.currentTimeMillis() - start));
        if (showLog) {
            Monitor.showView(Monitor.DEPLOY_LOG_VIEW);
        }
    }

    @Override
    protected IStatus run(IProgressMonitor progress) {
        SubMonitor monitor = SubMonitor.convert(progress, "Deploy " + system, 10);
        long start = System.currentTimeMillis();
        LabSession session = LabSession.get();
        List<Step> steps = new ArrayList<>(prepared);
        try {
            monitor.subTask(session.isEmbedded() && !session.lab().isRunning() ? "Starting the embedded lab"
                    : "Connecting to the lab");
            StarClient star = session.ensureRunning(LabRuntime.configured());
            steps.add(new Step("lab", session.lab().dir().toString(), true, "the Star answers at " + star.url()));
            monitor.worked(3);
            if (monitor.isCanceled()) {
                steps.add(new Step("cancelled", system, false, "before the Star was asked; nothing changed"));
                session.record(new DeployReport(system, "deploy", false, steps, "cancelled", start,
                        System.currentTimeMillis() - start));
                return Status.CANCEL_STATUS;
            }
            monitor.subTask("The Star deploys what changed: domains, bundles, operators, connections, start");
            SubMonitor atStar = monitor.split(6).setWorkRemaining(20);
            DeployReport report = session.deploy(star, system, json, steps, step -> {
                atStar.subTask(step.step() + " " + step.target() + ": " + step.detail()
                        + (monitor.isCanceled() ? " (cancel asked: the Star finishes what it started)" : ""));
                atStar.setWorkRemaining(20);
                atStar.worked(1);
            });
            monitor.subTask("Following the live status");
            if (!report.ok()) {
                showLog();
            }
            monitor.worked(1);
            return Status.OK_STATUS;
        } catch (LabException e) {
            steps.add(new Step("failed", system, false, e.getMessage()));
            session.record(new DeployReport(system, "deploy", false, steps, e.getMessage(), start,
                    System.currentTimeMillis() - start));
            showLog();
            return Status.OK_STATUS;
        } finally {
            monitor.done();
        }
    }

    private static void showLog() {
        Display.getDefault().asyncExec(() -> Monitor.showView(Monitor.DEPLOY_LOG_VIEW));
    }
}
