package org.orrery.app;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IWorkbenchWindow;
import org.orrery.model.OrreryFactory;
import org.orrery.model.OrrerySystem;
import org.orrery.model.io.AtomicFiles;
import org.orrery.model.io.OrreryFiles;

/** File > New System: a new {@code .orrery} file, empty or from a template (the Solar demo, the three-host lab). */
public final class NewSystemWizard extends Wizard {

    /** What a new system starts from. */
    public enum Template {

        EMPTY("Empty system", "Nothing yet: add hosts, domains and operators from the palette.", null),
        SOLAR("Solar demo",
                "Two temperature sensors, filters, transforms, a merge, a daily-high aggregate and an application"
                        + " on a Star and two Planets.",
                "solar.orrery"),
        THREE_HOST_LAB("Three-host lab",
                "A source on one host, a filter on a second, a counting application on a third.",
                "three-host-lab.orrery");

        final String label;
        final String description;
        final String resource;

        Template(String label, String description, String resource) {
            this.label = label;
            this.description = description;
            this.resource = resource;
        }
    }

    private final IWorkbenchWindow window;
    private final Page page = new Page();

    public NewSystemWizard(IWorkbenchWindow window) {
        this.window = window;
        setWindowTitle("New Orrery System");
        setNeedsProgressMonitor(false);
    }

    @Override
    public void addPages() {
        addPage(page);
    }

    @Override
    public boolean performFinish() {
        Path file = page.file();
        if (Files.exists(file)
                && !MessageDialog.openQuestion(getShell(), "File exists", file + " exists. Replace it?")) {
            return false;
        }
        try {
            create(file, page.template);
        } catch (IOException e) {
            page.setErrorMessage("Could not create " + file + ": " + e.getMessage());
            return false;
        }
        SystemFiles.open(window.getActivePage(), file);
        return true;
    }

    /** Writes a new system file at {@code file} from {@code template}. */
    public static void create(Path file, Template template) throws IOException {
        if (template.resource == null) {
            OrrerySystem system = OrreryFactory.eINSTANCE.createOrrerySystem();
            system.setName(file.getFileName().toString().replaceFirst("\\.orrery$", ""));
            OrreryFiles.save(system, file);
            return;
        }
        try (InputStream in = NewSystemWizard.class.getResourceAsStream("/templates/" + template.resource)) {
            if (in == null) {
                throw new IOException("the template " + template.resource + " is missing from this installation");
            }
            byte[] content = in.readAllBytes();
            AtomicFiles.write(file, out -> out.write(content));
        }
    }

    private static final class Page extends WizardPage {

        private Text location;
        private Template template = Template.EMPTY;

        Page() {
            super("system");
            setTitle("New Orrery System");
            setDescription("Choose where the system file goes and what it starts from.");
        }

        Path file() {
            String text = location.getText().strip();
            return Path.of(text.endsWith(".orrery") ? text : text + ".orrery").toAbsolutePath();
        }

        @Override
        public void createControl(Composite parent) {
            Composite body = new Composite(parent, SWT.NONE);
            body.setLayout(new GridLayout(3, false));
            new Label(body, SWT.NONE).setText("&File:");
            location = new Text(body, SWT.BORDER | SWT.SINGLE);
            location.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
            location.setText(Path.of(System.getProperty("user.home"), "system.orrery").toString());
            location.addModifyListener(e -> check());
            Button browse = new Button(body, SWT.PUSH);
            browse.setText("&Browse\u2026");
            browse.addListener(SWT.Selection, e -> {
                FileDialog dialog = new FileDialog(getShell(), SWT.SAVE);
                dialog.setFilterExtensions(new String[]{"*.orrery"});
                dialog.setFileName(file().getFileName().toString());
                dialog.setFilterPath(file().getParent().toString());
                String chosen = dialog.open();
                if (chosen != null) {
                    location.setText(chosen);
                }
            });
            Label start = new Label(body, SWT.NONE);
            start.setText("Start from:");
            start.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
            for (Template choice : Template.values()) {
                Button radio = new Button(body, SWT.RADIO);
                radio.setText(choice.label);
                radio.setSelection(choice == template);
                radio.setData(choice);
                radio.setLayoutData(new GridData(SWT.BEGINNING, SWT.CENTER, false, false, 1, 1));
                Label description = new Label(body, SWT.WRAP);
                description.setText(choice.description);
                GridData wide = new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1);
                wide.widthHint = 420;
                description.setLayoutData(wide);
                radio.addListener(SWT.Selection, e -> {
                    if (radio.getSelection()) {
                        template = choice;
                    }
                });
            }
            setControl(body);
            check();
        }

        private void check() {
            String text = location.getText().strip();
            String problem = null;
            if (text.isEmpty()) {
                problem = "Name the system file.";
            } else if (file().getParent() == null || !Files.isDirectory(file().getParent())) {
                problem = "The folder " + file().getParent() + " does not exist.";
            }
            setErrorMessage(problem);
            setPageComplete(problem == null);
        }
    }
}
