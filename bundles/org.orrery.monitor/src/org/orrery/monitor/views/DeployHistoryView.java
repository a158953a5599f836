package org.orrery.monitor.views;

import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.part.ViewPart;
import org.orrery.control.api.SystemApi.DeployHistory;
import org.orrery.control.api.SystemApi.DeployRecord;
import org.orrery.control.api.SystemApi.DeployResult;
import org.orrery.control.api.SystemApi.Step;
import org.orrery.deploy.DeploymentExport;
import org.orrery.lab.LabException;
import org.orrery.lab.LabSession;
import org.orrery.lab.LabSession.DeployReport;

/**
 * The lab's deployments, as its Star recorded them, newest first: when, by whom, which system, the outcome, and whether
 * the lab can return to it; below, what the selected one changed. Return to This Deployment deploys that deployment's
 * system again (after a confirmation), recorded in the Deploy Log and as a deployment of its own. Read through the Star
 * every two seconds while the lab is live.
 */
public final class DeployHistoryView extends ViewPart {

    public static final String ID = "org.orrery.monitor.deployHistory";
    /** The title of the confirmation Return to This Deployment asks for. */
    public static final String RETURN_TITLE = "Return to a Deployment";
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")
            .withZone(ZoneId.systemDefault());

    private Label title;
    private Table deployments;
    private Table changes;
    private Button returnTo;
    private List<DeployRecord> shown = List.of();
    private StarReader<DeployHistory> reader;

    @Override
    public void createPartControl(Composite parent) {
        parent.setLayout(new GridLayout(2, false));
        title = new Label(parent, SWT.NONE);
        title.setText("The lab's deployments (none read yet).");
        title.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        returnTo = new Button(parent, SWT.PUSH);
        returnTo.setText("Return to This Deployment");
        returnTo.setToolTipText("Deploy the selected deployment's system again; what changed since is undone");
        returnTo.setEnabled(false);
        returnTo.addListener(SWT.Selection, e -> returnToSelected());
        SashForm split = new SashForm(parent, SWT.VERTICAL);
        split.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1));
        deployments = Tables.table(split, new String[]{"#", "When", "By", "System", "Result", "Can return"},
                new int[]{50, 150, 220, 140, 360, 90});
        changes = Tables.table(split, new String[]{"What the selected deployment changed"}, new int[]{900});
        split.setWeights(3, 2);
        deployments.addListener(SWT.Selection, e -> showSelected());
        reader = StarReader.start("orrery-deploy-history-view", star -> star.history(), this::show);
    }

    /** Shows the Star's history (on the UI thread), keeping the deployment selected. */
    void show(DeployHistory history) {
        if (deployments.isDisposed() || history.deployments().equals(shown)) {
            return;
        }
        DeployRecord selected = selected();
        shown = history.deployments();
        title.setText(shown.isEmpty() ? "Nothing was deployed to this lab yet."
                : shown.size() + " deployments, newest first; select one to see what it changed.");
        deployments.setRedraw(false);
        deployments.removeAll();
        for (DeployRecord record : shown) {
            TableItem item = new TableItem(deployments, SWT.NONE);
            item.setText(
                    new String[]{String.valueOf(record.number()), TIME.format(Instant.ofEpochMilli(record.atMillis())),
                            record.by(), record.system().isEmpty() ? "-" : record.system(), record.result(),
                            record.returnable() ? "yes" : ""});
            if (selected != null && selected.number() == record.number()) {
                deployments.setSelection(item);
            }
        }
        deployments.setRedraw(true);
        showSelected();
    }

    private DeployRecord selected() {
        int index = deployments.getSelectionIndex();
        return index < 0 || index >= shown.size() ? null : shown.get(index);
    }

    private void showSelected() {
        DeployRecord record = selected();
        changes.removeAll();
        if (record != null) {
            (record.changes().isEmpty() ? List.of("(no changes recorded)") : record.changes())
                    .forEach(change -> new TableItem(changes, SWT.NONE).setText(change));
        }
        returnTo.setEnabled(record != null && record.returnable());
    }

    private void returnToSelected() {
        DeployRecord record = selected();
        if (record == null || !record.returnable()
                || !MessageDialog.openConfirm(getSite().getShell(), RETURN_TITLE,
                        "Deploy again " + record.system() + " as deployment " + record.number() + " deployed it ("
                                + TIME.format(Instant.ofEpochMilli(record.atMillis())) + ", by " + record.by()
                                + ")? What changed in the lab since is undone.")) {
            return;
        }
        returnTo.setEnabled(false);
        Job job = new Job("Return to deployment " + record.number()) {

            @Override
            protected IStatus run(IProgressMonitor monitor) {
                LabSession session = LabSession.get();
                long start = System.currentTimeMillis();
                List<Step> steps = new ArrayList<>();
                try {
                    DeployResult result = session.lab().star().returnTo(record.number(), DeploymentExport.who());
                    steps.addAll(result.steps());
                    session.record(new DeployReport(record.system(), "return to " + record.number(), result.deployed(),
                            steps, result.deployed() ? "" : result.error(), start, System.currentTimeMillis() - start));
                } catch (LabException e) {
                    session.record(new DeployReport(record.system(), "return to " + record.number(), false, steps,
                            e.getMessage(), start, System.currentTimeMillis() - start));
                }
                return Status.OK_STATUS;
            }
        };
        job.setUser(true);
        job.schedule();
    }

    /** The deployments' rows as shown, newest first (for tests). */
    public List<String[]> rows() {
        return Tables.rows(deployments);
    }

    /** The deployments' table and the return button (for tests to click). */
    public Table deploymentsTable() {
        return deployments;
    }

    public Button returnButton() {
        return returnTo;
    }

    /** What the selected deployment changed, as shown (for tests). */
    public List<String> shownChanges() {
        List<String> rows = new ArrayList<>();
        for (TableItem item : changes.getItems()) {
            rows.add(item.getText());
        }
        return rows;
    }

    @Override
    public void setFocus() {
        deployments.setFocus();
    }

    @Override
    public void dispose() {
        if (reader != null) {
            reader.stop();
        }
        super.dispose();
    }
}
