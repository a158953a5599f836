package org.orrery.monitor.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.wizard.Wizard;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.orrery.lab.LabRuntime;
import org.orrery.lab.LabSession;
import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;
import org.orrery.model.catalog.OperatorCatalog;
import org.orrery.monitor.deploy.HostMappings;
import org.orrery.run.RunDescription;
import org.orrery.run.RunException;
import org.orrery.run.RunExport;
import org.orrery.run.RunXml;

/**
 * File > Export > Orrery Run: writes a run description of the system in the editor (saved, referred to by its SHA-256,
 * with every bundle's version and SHA-256), with the workload, an optional variable and the measuring operators chosen
 * here. The file replays with {@code ./orrery run FILE} and opens in the run editor.
 */
public final class RunExportWizard extends Wizard {

    static final String[] FIGURES = {"eventsPerSecond", "eventsInWindow", "eventsTotal", "eventsOutPerSecond",
            "latencyP50Micros", "latencyP99Micros", "hopLatencyP50Micros", "hopLatencyP99Micros", "latencyP9999Micros",
            "latencyMaxMicros", "wireBytesPerSecond", "droppedPerSecond"};

    private final OrrerySystem system;
    private final Path systemFile;
    private final Page page;
    private Path written;

    public RunExportWizard(OrrerySystem system, Path systemFile) {
        this.system = system;
        this.systemFile = systemFile;
        this.page = new Page();
        setWindowTitle("Export Orrery Run");
        setNeedsProgressMonitor(false);
        addPage(page);
    }

    /** The file the wizard wrote, once it finished. */
    public Path written() {
        return written;
    }

    @Override
    public boolean performFinish() {
        try {
            List<RunDescription.Variable> variables = new ArrayList<>();
            if (!page.target.getText().isBlank()) {
                variables.add(page.variable());
            }
            Path target = Path.of(page.file.getText().strip()).toAbsolutePath();
            RunDescription description = RunExport.describe(system, systemFile, target,
                    List.of(LabRuntime.configured().bundles()),
                    HostMappings.forExport(system, systemFile, LabSession.get().lab()),
                    new RunDescription.Workload(Long.parseLong(page.warmup.getText().strip()),
                            Long.parseLong(page.duration.getText().strip()), page.series.getSelection()),
                    variables, page.measured(), page.figure.getText());
            RunXml.write(description, target);
            written = target;
            return true;
        } catch (RunException | IOException | RuntimeException e) {
            page.setErrorMessage("Not exported: " + e.getMessage());
            return false;
        }
    }

    private final class Page extends WizardPage {

        Text file;
        Text warmup;
        Text duration;
        Button series;
        Table measures;
        Combo figure;
        Combo target;
        Text values;

        Page() {
            super("run");
            setTitle("Orrery Run");
            setDescription("A run description of " + system.getName() + " that anyone can replay with ./orrery run");
        }

        @Override
        public void createControl(Composite parent) {
            Composite body = new Composite(parent, SWT.NONE);
            body.setLayout(new GridLayout(3, false));

            label(body, "&File:");
            file = new Text(body, SWT.BORDER);
            file.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
            file.setText(systemFile
                    .resolveSibling(systemFile.getFileName().toString().replaceFirst("\\.orrery$", "") + "-run.xml")
                    .toString());
            Button browse = new Button(body, SWT.PUSH);
            browse.setText("Browse\u2026");
            browse.addListener(SWT.Selection, e -> {
                FileDialog dialog = new FileDialog(getShell(), SWT.SAVE);
                dialog.setFilterExtensions(new String[]{"*.xml"});
                dialog.setFileName(Path.of(file.getText()).getFileName().toString());
                String chosen = dialog.open();
                if (chosen != null) {
                    file.setText(chosen);
                }
            });

            label(body, "&Warm-up (ms):");
            warmup = text(body, "1000");
            label(body, "&Duration (ms):");
            duration = text(body, "5000");
            label(body, "");
            series = new Button(body, SWT.CHECK);
            series.setText("Record the time series of each figure");
            series.setSelection(true);
            series.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));

            label(body, "&Measure:");
            measures = new Table(body, SWT.CHECK | SWT.BORDER | SWT.V_SCROLL);
            GridData measuresData = new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1);
            measuresData.heightHint = 190;
            measures.setLayoutData(measuresData);
            List<String> applications = RunExport.applications(system);
            for (Operator operator : system.getOperators()) {
                TableItem item = new TableItem(measures, SWT.NONE);
                item.setText(operator.getName() + "  (" + operator.getKind().getLiteral() + ")");
                item.setData(operator.getName());
                item.setChecked(applications.contains(operator.getName()));
            }
            label(body, "F&igure:");
            figure = new Combo(body, SWT.READ_ONLY);
            figure.setItems(FIGURES);
            figure.select(0);
            figure.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));

            label(body, "&Vary:");
            target = new Combo(body, SWT.DROP_DOWN);
            target.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
            target.add("");
            OperatorCatalog catalog = OperatorCatalog.builtIn();
            for (Operator operator : system.getOperators()) {
                catalog.find(operator.getType())
                        .ifPresent(type -> type.parameters()
                                .forEach(p -> target.add(operator.getName() + "." + p.name())));
            }
            target.add("lab.specialize");
            label(body, "V&alues:");
            values = text(body, "");
            values.setMessage("start end step (0 1000 100), or a list (11, 12, 13)");

            for (Text text : List.of(file, warmup, duration, values)) {
                text.addListener(SWT.Modify, e -> check());
            }
            target.addListener(SWT.Modify, e -> check());
            target.addListener(SWT.Selection, e -> check());
            measures.addListener(SWT.Selection, e -> check());
            setControl(body);
            check();
        }

        private void label(Composite parent, String text) {
            new Label(parent, SWT.NONE).setText(text);
        }

        private Text text(Composite parent, String initial) {
            Text text = new Text(parent, SWT.BORDER);
            text.setText(initial);
            text.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
            return text;
        }

        List<String> measured() {
            List<String> names = new ArrayList<>();
            for (TableItem item : measures.getItems()) {
                if (item.getChecked()) {
                    names.add((String) item.getData());
                }
            }
            return names;
        }

        RunDescription.Variable variable() {
            String text = values.getText().strip();
            if (text.contains(",")) {
                return new RunDescription.Variable(target.getText().strip(), null, null, null,
                        List.of(text.split("\\s*,\\s*")));
            }
            String[] parts = text.split("\\s+");
            if (parts.length == 3) {
                return new RunDescription.Variable(target.getText().strip(), parts[0], parts[1], parts[2], List.of());
            }
            return new RunDescription.Variable(target.getText().strip(), null, null, null, List.of(parts));
        }

        private void check() {
            String problem = null;
            if (file.getText().isBlank() || !file.getText().strip().endsWith(".xml")) {
                problem = "Name a description file ending in .xml";
            } else if (Files.isDirectory(Path.of(file.getText().strip()))) {
                problem = "The file is a folder";
            } else if (!warmup.getText().strip().matches("\\d+") || !duration.getText().strip().matches("[1-9]\\d*")) {
                problem = "The warm-up and the duration are whole milliseconds (the duration at least 1)";
            } else if (measured().isEmpty()) {
                problem = "Check at least one operator to measure";
            } else if (!target.getText().isBlank() && values.getText().isBlank()) {
                problem = "Give the values of " + target.getText().strip();
            } else if (!target.getText().isBlank()
                    && !target.getText().strip().matches("[A-Za-z_*][A-Za-z0-9_.*>-]*\\.[A-Za-z_]\\w*")) {
                problem = "Vary operator.parameter, source->target.delivery or lab.specialize";
            }
            setErrorMessage(problem);
            setPageComplete(problem == null);
        }
    }
}
