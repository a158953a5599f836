package org.orrery.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.commands.common.CommandException;
import org.eclipse.core.runtime.Platform;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Link;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.part.ViewPart;

/**
 * Help > Getting Started: the README's tour inside the workbench, step by step, each step that a click can do with a
 * link that does it (opening the Solar sample, laying it out, validating, deploying, the views, exporting the run). The
 * sample is a copy in the workspace, kept between sessions, so the steps work on the user's own file.
 */
public final class GettingStartedView extends ViewPart {

    public static final String ID = "org.orrery.app.gettingStarted";

    /** A step of the tour: what to do, and the link that does it (null when it is done by hand). */
    private record Step(String title, String text, String link, Action action) {
    }

    @FunctionalInterface
    private interface Action {

        void run(IWorkbenchPage page) throws Exception;
    }

    private final Map<String, Link> links = new LinkedHashMap<>();
    private ScrolledComposite scrolled;
    private Label outcome;

    private static List<Step> steps() {
        return List.of(
                new Step("Open the Solar sample",
                        "Two temperature sensors feed threshold filters and Fahrenheit transforms on "
                                + "planet1; planet2 merges the streams, keeps the daily high and shows it; the Star "
                                + "coordinates.",
                        "Open the Solar sample", GettingStartedView::openSample),
                new Step("Add a filter",
                        "Drag Predicate filter from the palette into planet2. Operators go only into "
                                + "Planets; the palette refuses other places while you drag.",
                        null, null),
                new Step("Connect it",
                        "Pick the Connection tool, click merge, then the new filter. Clicking sensorA as the "
                                + "target instead is refused: sources take no input.",
                        null, null),
                new Step("Give it a predicate",
                        "Select the filter and type fahrenheit > 80 as its predicate in Properties; it "
                                + "is checked as you type.",
                        "Show Properties", page -> page.showView(IPageLayout.ID_PROP_SHEET)),
                new Step("Lay it out",
                        "Auto Layout arranges each domain's operators, then the domains and the hosts, as one "
                                + "step: Ctrl+Z takes it back.",
                        "Auto Layout", page -> command(page, "org.orrery.editor.autoLayout")),
                new Step("Validate and save",
                        "Problems lists what a deployment would refuse; Ctrl+S saves (atomically), "
                                + "even an unfinished design.",
                        "Validate", page -> command(page, "org.orrery.editor.validate")),
                new Step("Deploy",
                        "Starts the embedded lab on this machine when none runs (a node daemon, the Star and two "
                                + "Planets), installs the bundles, starts the operators and brings the diagram alive.",
                        "Deploy", page -> command(page, "org.orrery.monitor.deploy")),
                new Step("Watch it",
                        "Metrics charts every stream; click a connection to chart it alone. Zoomed out, each "
                                + "domain shows its totals; the pointer over a domain highlights its streams.",
                        "Show Metrics", page -> page.showView("org.orrery.monitor.metrics")),
                new Step("Export the run",
                        "A reproducible test description of what runs, replayed headless with " + "./orrery run FILE.",
                        "Export Run\u2026", page -> command(page, "org.orrery.monitor.exportRun")),
                new Step("Undeploy",
                        "Removes the system; the lab keeps running until the workbench exits (or longer, with "
                                + "Keep running in the Labs view).",
                        "Undeploy", page -> command(page, "org.orrery.monitor.undeploy")));
    }

    @Override
    public void createPartControl(Composite parent) {
        scrolled = new ScrolledComposite(parent, SWT.V_SCROLL);
        Composite body = new Composite(scrolled, SWT.NONE);
        body.setLayout(new GridLayout(1, false));
        Label heading = new Label(body, SWT.WRAP);
        heading.setText("Getting started with Orrery");
        heading.setFont(JFaceResources.getHeaderFont());
        wrapped(body, "Design a system of hosts, domains and operators, deploy it to a lab of agent processes on this "
                + "machine and watch its streams. The links do a step for you.");
        int number = 1;
        for (Step step : steps()) {
            Label title = new Label(body, SWT.WRAP);
            title.setText(number++ + ". " + step.title());
            title.setFont(JFaceResources.getBannerFont());
            title.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
            wrapped(body, step.text());
            if (step.link() != null) {
                Link link = new Link(body, SWT.NONE);
                link.setText("<a>" + step.link() + "</a>");
                link.addListener(SWT.Selection, e -> run(step));
                links.put(step.link(), link);
            }
        }
        outcome = wrapped(body, "");
        scrolled.setContent(body);
        scrolled.setExpandHorizontal(true);
        scrolled.setExpandVertical(true);
        scrolled.addListener(SWT.Resize, e -> {
            int width = scrolled.getClientArea().width;
            scrolled.setMinSize(body.computeSize(width, SWT.DEFAULT));
        });
    }

    private static Label wrapped(Composite parent, String text) {
        Label label = new Label(parent, SWT.WRAP);
        label.setText(text);
        GridData data = new GridData(SWT.FILL, SWT.TOP, true, false);
        data.widthHint = 200;
        label.setLayoutData(data);
        return label;
    }

    private void run(Step step) {
        try {
            step.action().run(getSite().getPage());
            outcome.setText("");
        } catch (Exception e) {
            outcome.setText(
                    step.title() + " did not work: " + (e.getMessage() == null ? e.toString() : e.getMessage()));
            outcome.getParent().layout();
        }
    }

    /** The tour's links by their text, for the tests that click them. */
    public Map<String, Link> links() {
        return links;
    }

    /** What the last link that failed said ("" after one that worked). */
    public String outcome() {
        return outcome.getText();
    }

    /**
     * Opens the tour's copy of the Solar sample ({@code getting-started/solar.orrery} in the workspace), made from the
     * template the first time.
     */
    private static void openSample(IWorkbenchPage page) throws IOException {
        Path file = Path.of(Platform.getInstanceLocation().getURL().getFile())
                .resolve("getting-started")
                .resolve("solar.orrery");
        if (!Files.exists(file)) {
            Files.createDirectories(file.getParent());
            NewSystemWizard.create(file, NewSystemWizard.Template.SOLAR);
        }
        SystemFiles.open(page, file);
    }

    /** Runs a workbench command on the system in the front editor (the editor is made the active part first). */
    private static void command(IWorkbenchPage page, String id) throws CommandException, PartInitException {
        IEditorPart editor = page.getActiveEditor();
        if (editor == null) {
            throw new PartInitException("open a system first (step 1)");
        }
        page.activate(editor);
        page.getWorkbenchWindow().getService(IHandlerService.class).executeCommand(id, null);
    }

    @Override
    public void setFocus() {
        scrolled.setFocus();
    }
}
