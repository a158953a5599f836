package org.orrery.monitor.deploy;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.orrery.control.api.SystemApi.DeployPreview;
import org.orrery.control.api.SystemApi.PreviewChange;

/**
 * Before a deployment over a running system: what it will change in the lab, as the Star works it out from what it runs
 * (Planets started and stopped, bundles installed, operators added, removed, moved and restarted, connections rewired,
 * alerts), and how much runs on untouched; Deploy goes on, Cancel changes nothing.
 */
public final class DeployPreviewDialog extends Dialog {

    public static final String TITLE = "Deploy Preview";

    private final DeployPreview preview;
    private Table changes;

    public DeployPreviewDialog(Shell parent, DeployPreview preview) {
        super(parent);
        this.preview = preview;
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText(TITLE);
        shell.setData(this);
    }

    @Override
    protected boolean isResizable() {
        return true;
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        area.setLayout(new GridLayout(1, false));
        Label intro = new Label(area, SWT.WRAP);
        intro.setText(summary(preview));
        intro.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        changes = new Table(area, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL);
        changes.setHeaderVisible(true);
        changes.setLinesVisible(true);
        GridData data = new GridData(SWT.FILL, SWT.FILL, true, true);
        data.widthHint = 760;
        data.heightHint = 260;
        changes.setLayoutData(data);
        String[] titles = {"Action", "Element", "Name", "What changes"};
        int[] widths = {80, 90, 190, 400};
        for (int i = 0; i < titles.length; i++) {
            TableColumn column = new TableColumn(changes, SWT.LEFT);
            column.setText(titles[i]);
            column.setWidth(widths[i]);
        }
        for (PreviewChange change : preview.changes()) {
            new TableItem(changes, SWT.NONE)
                    .setText(new String[]{change.action(), change.element(), change.name(), change.detail()});
        }
        return area;
    }

    /** "Deploying solar over the running solar changes 2 things; 15 operators and connections run on untouched." */
    static String summary(DeployPreview preview) {
        int count = preview.changes().size();
        return "Deploying " + preview.system() + " over the running " + preview.running()
                + (count == 0 ? " changes nothing" : " changes " + count + (count == 1 ? " thing" : " things")) + "; "
                + preview.unchanged() + " operators and connections run on untouched.";
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.OK_ID, "Deploy", true);
        createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
    }

    /** The changes as shown, one "action element name: what" a row (for tests). */
    public List<String> shownChanges() {
        List<String> rows = new ArrayList<>();
        for (TableItem item : changes.getItems()) {
            rows.add(item.getText(0) + " " + item.getText(1) + " " + item.getText(2)
                    + (item.getText(3).isEmpty() ? "" : ": " + item.getText(3)));
        }
        return rows;
    }
}
