package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.orrery.app.SystemFiles;
import org.orrery.control.api.LiveStatus;
import org.orrery.control.api.SystemApi.Step;
import org.orrery.editor.OrreryEditor;
import org.orrery.lab.LabRuntime;
import org.orrery.lab.LabSession;
import org.orrery.monitor.Monitor;
import org.orrery.monitor.deploy.HostMappingDialog;
import org.orrery.monitor.deploy.HostMappings;
import org.orrery.monitor.views.LabsView;

/**
 * The workbench on a lab of real SSH hosts, with real input: Lab File… in the Labs view starts the lab of a sandbox's
 * lab.yaml (its unknown host keys shown with their fingerprints and trusted only when the user says so), Deploy asks
 * where the system's hosts go (neither their names nor addresses are the lab's), the events cross the chosen hosts
 * over UDP with exact counts, and a second deployment goes where the first did without asking. Not run by itself:
 * {@link SandboxLabTest} makes the sandbox and runs this inside its controller's network namespace, the only place
 * the sandbox's hosts can be reached from.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SandboxLabScenario {

    /** The sandbox's lab.yaml, set by {@link SandboxLabTest}. */
    static final String LAB_FILE = "orrery.test.sandboxLabFile";

    private static final long LAB_TIMEOUT_MS = 240_000;
    private static final long LIVE_TIMEOUT_MS = 90_000;

    private static IWorkbenchPage page;
    private static OrreryEditor editor;
    private static Path systemFile;

    @BeforeAll
    static void open() throws Exception {
        systemFile = Files.createTempDirectory("orrery-sandbox").resolve("two-host-count.orrery");
        Files.copy(Ui.sample("two-host-count.orrery"), systemFile);
        page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        editor = assertInstanceOf(OrreryEditor.class, SystemFiles.open(page, systemFile));
        page.activate(editor);
        Ui.settle(500);
    }

    @AfterAll
    static void stopLab() throws Exception {
        page.closeAllEditors(false);
        if (LabSession.get().lab().isDescribed()) {
            LabSession.get().stopLab(LabRuntime.configured());
        }
    }

    @Test
    @Order(1)
    void labFileStartsTheLabOverSshAfterTheUserTrustsItsHostKeys() throws Exception {
        Path labFile = Path.of(System.getProperty(LAB_FILE));
        LabsView labs = Monitor.showView(Monitor.LABS_VIEW);
        Ui.settle(500);
        String[] asked = {null};
        boolean[] describedWhileAsking = {true};
        Hand hand = Hand.start("lab file", h -> {
            // the file chooser is GTK's own: a typed path opens its location field, Return chooses the file
            h.xdotool("search", "--sync", "--name", "A lab file", "windowfocus", "--sync", "%1");
            h.xdotool("type", "--delay", "30", labFile.toString());
            h.xdotool("key", "Return");
            Shell question = h.awaitShell("Unknown host keys", LAB_TIMEOUT_MS);
            asked[0] = h.read(() -> text(question));
            describedWhileAsking[0] = LabSession.get().lab().isDescribed();
            h.click(h.read(() -> button(question, IDialogConstants.YES_LABEL)));
        });
        Ui.clickToolItem(Ui.toolBarOf(labs), "Lab File\u2026");
        hand.await(LAB_TIMEOUT_MS);
        assertTrue(asked[0].matches("(?s).*h1 \\(10\\.212\\.0\\.\\d+\\)  SHA256:\\S+.*h2 \\(10\\.212\\.0\\.\\d+\\)  SHA256:\\S+.*"),
                "each unknown host with its fingerprint: " + asked[0]);
        assertFalse(describedWhileAsking[0], "nothing started before the user trusts the keys");
        Ui.waitUntil("the lab of the lab file running", LAB_TIMEOUT_MS, () -> LabSession.get().lab().isRunning());
        Ui.waitUntil("both SSH hosts in the Labs view with their clock, runtime and JDK", LIVE_TIMEOUT_MS,
                () -> hostRow(labs, "h1").contains("clock") && hostRow(labs, "h2").contains("clock")
                        && hostRow(labs, "h2").contains("runtime"));
        assertEquals(2, HostMappings.labHosts(LabSession.get().lab()).size());
        Ui.saveScreenshot("labs-view-ssh-sandbox");
    }

    @Test
    @Order(2)
    void deployAsksWhereTheHostsGoAndTheEventsCrossTheChosenHosts() throws Exception {
        page.activate(editor);
        int reports = LabSession.get().reports().size();
        String[] proposed = {null, null};
        boolean[] refusedTwoOnOne = {false};
        String[] shown = {null};
        Hand hand = Hand.start("map hosts", h -> {
            Shell dialog = h.awaitShell(HostMappingDialog.TITLE, 20_000);
            HostMappingDialog mapping = h.read(() -> (HostMappingDialog) dialog.getData());
            Combo alpha = h.read(() -> mapping.choice("alpha"));
            Combo beta = h.read(() -> mapping.choice("beta"));
            proposed[0] = h.read(alpha::getText);
            proposed[1] = h.read(beta::getText);
            h.key(alpha, "Down");
            Button deploy = h.read(() -> button(dialog, "Deploy"));
            refusedTwoOnOne[0] = h.read(() -> alpha.getText().equals("h2 (10.212.0.12)") && !deploy.isEnabled());
            shown[0] = h.read(() -> text(dialog));
            h.key(beta, "Up");
            if (h.read(deploy::isEnabled)) {
                h.read(() -> {
                    try {
                        return Ui.saveScreenshot("map-hosts-dialog");
                    } catch (java.io.IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                });
            }
            h.click(deploy);
        });
        Ui.clickToolItem(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), "Deploy");
        hand.await(60_000);
        assertEquals("h1 (10.212.0.11)", proposed[0], "the lab's hosts proposed in order");
        assertEquals("h2 (10.212.0.12)", proposed[1]);
        assertTrue(refusedTwoOnOne[0], "two hosts on one lab host are refused");
        assertTrue(shown[0].contains("hosts alpha and beta both go to h2; each needs a lab host of its own"), shown[0]);
        Ui.waitUntil("the deployment", LIVE_TIMEOUT_MS, () -> LabSession.get().reports().size() > reports);
        LabSession.DeployReport report = last();
        assertTrue(report.ok(), report.error() + " " + report.steps());
        assertTrue(mapStep(report).startsWith("alpha \u2192 h2, beta \u2192 h1"), mapStep(report));
        LiveStatus live = awaitLive(status -> status.operators().containsKey("display")
                && status.operators().get("display").eventsIn() == 5_000);
        assertEquals("h2", live.domains().get("near").host(), "alpha's domain on the host the user chose");
        assertEquals("h1", live.domains().get("far").host());
        assertEquals(org.orrery.control.api.LinkPath.UDP, live.links().values().stream()
                .filter(l -> l.target().equals("display")).findFirst().orElseThrow().path(), "between the SSH hosts over UDP");
        assertEquals(Map.of("alpha", "h2", "beta", "h1"),
                HostMappings.forExport(editor.getSystem(), systemFile, LabSession.get().lab()),
                "the mapping an exported run description records");
    }

    @Test
    @Order(3)
    void theNextDeploymentGoesWhereTheFirstDidWithoutAsking() throws Exception {
        Ui.clickToolItem(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), "Undeploy");
        Ui.waitUntil("the system undeployed", LIVE_TIMEOUT_MS, () -> last().action().equals("undeploy"));
        int reports = LabSession.get().reports().size();
        page.activate(editor);
        Ui.clickToolItem(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), "Deploy");
        Ui.waitUntil("the second deployment", LIVE_TIMEOUT_MS, () -> LabSession.get().reports().size() > reports);
        assertTrue(last().ok(), last().error());
        assertTrue(mapStep(last()).startsWith("alpha \u2192 h2, beta \u2192 h1"), mapStep(last()));
        LiveStatus live = awaitLive(status -> status.domains().containsKey("near") && status.domains().get("near").up());
        assertEquals("h2", live.domains().get("near").host());
    }

    private static LabSession.DeployReport last() {
        List<LabSession.DeployReport> reports = LabSession.get().reports();
        return reports.get(reports.size() - 1);
    }

    private static String mapStep(LabSession.DeployReport report) {
        return report.steps().stream().filter(s -> s.step().equals("map")).map(Step::detail).findFirst().orElse("no map step");
    }

    private static LiveStatus awaitLive(java.util.function.Predicate<LiveStatus> condition) throws Exception {
        LiveStatus[] seen = {null};
        Ui.waitUntil("the live status", LIVE_TIMEOUT_MS, () -> {
            try {
                seen[0] = LabSession.get().lab().star().status();
                return condition.test(seen[0]);
            } catch (@SuppressWarnings("unused") org.orrery.lab.LabException e) {
                return false;
            }
        });
        return seen[0];
    }

    private static String hostRow(LabsView labs, String host) {
        return labs.shownRows().stream().filter(r -> r.what().strip().equals("node " + host)).map(LabsView.Row::figures)
                .findFirst().orElse("");
    }





    private static Button button(Control control, String label) {
        Button found = find(control, Button.class, b -> b.getText().replace("&", "").equals(label.replace("&", "")));
        assertNotNull(found, "no button " + label);
        return found;
    }

    /** Every label's text under {@code control}. */
    private static String text(Control control) {
        StringBuilder text = new StringBuilder();
        collect(control, text);
        return text.toString();
    }

    private static void collect(Control control, StringBuilder text) {
        if (control instanceof Label label) {
            text.append(label.getText()).append('\n');
        }
        if (control instanceof Composite composite) {
            for (Control child : composite.getChildren()) {
                collect(child, text);
            }
        }
    }

    private static <T extends Control> T find(Control control, Class<T> type, java.util.function.Predicate<T> test) {
        if (type.isInstance(control) && test.test(type.cast(control))) {
            return type.cast(control);
        }
        if (control instanceof Composite composite) {
            for (Control child : composite.getChildren()) {
                T found = find(child, type, test);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }
}
