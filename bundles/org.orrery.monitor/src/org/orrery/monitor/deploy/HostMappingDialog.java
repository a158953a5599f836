package org.orrery.monitor.deploy;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.orrery.deploy.HostMapping;
import org.orrery.deploy.HostMapping.LabHost;
import org.orrery.model.Host;
import org.orrery.model.OrrerySystem;

/**
 * Asks which lab host each host of a system goes to: one row per model host (with the address the model gives it, which
 * is only compared, never contacted) and a choice of the lab's hosts, started from the remembered or matching mapping.
 * OK is offered only for a mapping that places every host on a lab host of its own.
 */
public final class HostMappingDialog extends Dialog {

    public static final String TITLE = "Map Hosts";

    private final OrrerySystem system;
    private final List<LabHost> lab;
    private final Map<String, String> mapping;
    private final String labName;
    private final Map<String, Combo> choices = new LinkedHashMap<>();
    private Label problem;

    HostMappingDialog(Shell parent, OrrerySystem system, List<LabHost> lab, Map<String, String> proposal,
            String labName) {
        super(parent);
        this.system = system;
        this.lab = lab;
        this.mapping = new LinkedHashMap<>(proposal);
        this.labName = labName;
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText(TITLE);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        area.setLayout(new GridLayout(2, false));
        Label intro = new Label(area, SWT.WRAP);
        intro.setText("The hosts of " + system.getName() + " are not the lab's. Choose the lab host each one goes to; "
                + "the choice is kept for this system on this lab (" + labName
                + ") and written into the run descriptions you export.");
        GridData introData = new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1);
        introData.widthHint = 520;
        intro.setLayoutData(introData);
        String[] labels = lab.stream().map(LabHost::label).toArray(String[]::new);
        for (Host host : system.getHosts()) {
            Label name = new Label(area, SWT.NONE);
            name.setText(host.getName()
                    + (host.getAddress() == null || host.getAddress().isBlank() ? "" : " (" + host.getAddress() + ")")
                    + " \u2192");
            Combo choice = new Combo(area, SWT.READ_ONLY | SWT.DROP_DOWN);
            choice.setItems(labels);
            choice.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
            choice.setData("host", host.getName());
            int chosen = indexOf(mapping.get(host.getName()));
            if (chosen >= 0) {
                choice.select(chosen);
            }
            choice.addListener(SWT.Selection, e -> {
                mapping.put(host.getName(), lab.get(choice.getSelectionIndex()).name());
                check();
            });
            choices.put(host.getName(), choice);
        }
        problem = new Label(area, SWT.WRAP);
        problem.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
        return area;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        super.createButtonsForButtonBar(parent);
        getButton(IDialogConstants.OK_ID).setText("Deploy");
        check();
    }

    private void check() {
        String why = HostMapping.problem(system, lab, mapping);
        problem.setText(why == null ? "" : why);
        problem.getParent().layout();
        if (getButton(IDialogConstants.OK_ID) != null) {
            getButton(IDialogConstants.OK_ID).setEnabled(why == null);
        }
    }

    private int indexOf(String labHost) {
        for (int i = 0; i < lab.size(); i++) {
            if (lab.get(i).name().equals(labHost)) {
                return i;
            }
        }
        return -1;
    }

    /** The lab host each model host goes to, as the dialog shows it now. */
    public Map<String, String> mapping() {
        return Collections.unmodifiableMap(new LinkedHashMap<>(mapping));
    }

    /** The choice of the model host {@code host}, for tests. */
    public Combo choice(String host) {
        return choices.get(host);
    }
}
