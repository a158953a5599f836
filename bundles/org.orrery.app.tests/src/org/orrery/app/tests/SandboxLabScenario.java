package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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
import org.orrery.control.api.LinkPath;
import org.orrery.control.api.LiveStatus;
import org.orrery.control.api.SystemApi.ConnectionView;
import org.orrery.control.api.SystemApi.Step;
import org.orrery.editor.OrreryEditor;
import org.orrery.lab.LabException;
import org.orrery.lab.LabRuntime;
import org.orrery.lab.LabSession;
import org.orrery.monitor.Monitor;
import org.orrery.monitor.deploy.HostMappingDialog;
import org.orrery.monitor.deploy.HostMappings;
import org.orrery.monitor.views.LabsView;

/**
 * The workbench on a lab of real SSH hosts, with real input: Lab File… in the Labs view starts the lab of a sandbox's
 * lab.yaml (its unknown host keys shown with their fingerprints and trusted only when the user says so), Deploy asks
 * where the system's hosts go (neither their names nor addresses are the lab's), three-host-lab's events cross the
 * chosen hosts through shared memory and over UDP with exact counts, and a second deployment goes where the first did
 * without asking. Not run by itself: {@link SandboxLabTest} makes the sandbox and runs this inside its controller's
 * network namespace, the only place the sandbox's hosts can be reached from.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SandboxLabScenario {

    /** The sandbox's lab.yaml, set by {@link SandboxLabTest}. */
    static final String LAB_FILE = "orrery.test.sandboxLabFile";

    private static final long LAB_TIMEOUT_MS = 240_000;
    private static final long LIVE_TIMEOUT_MS = 90_000;

    private static final List<String> HOSTS = List.of("h1", "h2", "h3");
    private static final long EVENTS = 3_000;
    /** Where the user puts the model's hosts: beta and gamma swapped from the proposal. */
    private static final String CHOSEN = "alpha \u2192 h1, beta \u2192 h3, gamma \u2192 h2";

    private static IWorkbenchPage page;
    private static OrreryEditor editor;
    private static Path systemFile;

    @BeforeAll
    static void open() throws Exception {
        systemFile = Files.createTempDirectory("orrery-sandbox").resolve("three-host-lab.orrery");
        // the sample with its source bounded, so that every count along the chain is exact
        String sample = Files.readString(Ui.sample("three-host-lab.orrery"));
        String bounded = sample.replace("<parameters name=\"eventsPerSecond\" type=\"long\" value=\"1000\"/>",
                "<parameters name=\"count\" type=\"long\" value=\"" + EVENTS + "\"/>\n"
                        + "    <parameters name=\"eventsPerSecond\" type=\"long\" value=\"1000\"/>");
        assertFalse(bounded.equals(sample), "three-host-lab's source rate is where the test expects it");
        Files.writeString(systemFile, bounded);
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
            // the file chooser is GTK's own: Ctrl+L opens its location field (typing "/" does too, but the next
            // characters can arrive before the field has the focus), Return chooses the file
            h.xdotool("search", "--sync", "--name", "A lab file", "windowfocus", "--sync", "%1");
            h.xdotool("key", "ctrl+l");
            Thread.sleep(500);
            h.xdotool("type", "--delay", "30", labFile.toString());
            h.xdotool("key", "Return");
            Shell question = h.awaitShell("Unknown host keys", LAB_TIMEOUT_MS);
            asked[0] = h.read(() -> text(question));
            describedWhileAsking[0] = LabSession.get().lab().isDescribed();
            h.click(h.read(() -> Hand.button(question, IDialogConstants.YES_LABEL)));
        });
        Ui.clickToolItem(Ui.toolBarOf(labs), "Lab File\u2026");
        hand.await(LAB_TIMEOUT_MS);
        for (String host : HOSTS) {
            assertTrue(
                    asked[0].matches("(?s).*" + host + " \\(" + Pattern.quote(subnet()) + "\\.\\d+\\)  SHA256:\\S+.*"),
                    "each unknown host with its fingerprint: " + asked[0]);
        }
        assertFalse(describedWhileAsking[0], "nothing started before the user trusts the keys");
        // a start that fails says why in a dialog, whose own event loop would hold this test's wait: a second hand
        // reads and closes it, and the wait ends with what it said
        String failed = "Start the lab of " + labFile.getFileName();
        String[] error = {null};
        Hand watch = Hand.start("lab start errors", h -> {
            Hand.within(LAB_TIMEOUT_MS, 200, () -> {
                if (h.read(() -> LabSession.get().lab().isRunning())) {
                    return true;
                }
                Shell dialog = h.shell(failed);
                if (dialog != null) {
                    error[0] = h.read(() -> text(dialog));
                    h.click(h.read(() -> Hand.button(dialog, IDialogConstants.OK_LABEL)));
                }
                return dialog != null;
            });
        });
        Ui.waitUntil("the lab of the lab file running", LAB_TIMEOUT_MS,
                () -> error[0] != null || LabSession.get().lab().isRunning());
        watch.await(30_000);
        assertEquals(null, error[0], "the lab did not start");
        Ui.waitUntil("every SSH host in the Labs view with its clock and runtime", LIVE_TIMEOUT_MS, () -> HOSTS.stream()
                .allMatch(h -> hostRow(labs, h).contains("clock") && hostRow(labs, h).contains("runtime")));
        assertEquals(HOSTS.size(), HostMappings.labHosts(LabSession.get().lab()).size());
        Ui.saveScreenshot("labs-view-ssh-sandbox");
    }

    @Test
    @Order(2)
    void deployAsksWhereTheHostsGoAndTheEventsCrossTheChosenHosts() throws Exception {
        page.activate(editor);
        int reports = LabSession.get().reports().size();
        List<String> proposed = new ArrayList<>();
        boolean[] refusedTwoOnOne = {false};
        String[] shown = {null};
        Hand hand = Hand.start("map hosts", h -> {
            Shell dialog = h.awaitShell(HostMappingDialog.TITLE, 20_000);
            HostMappingDialog mapping = h.read(() -> (HostMappingDialog) dialog.getData());
            for (String host : List.of("alpha", "beta", "gamma")) {
                proposed.add(h.read(() -> mapping.choice(host).getText()));
            }
            Combo beta = h.read(() -> mapping.choice("beta"));
            Combo gamma = h.read(() -> mapping.choice("gamma"));
            h.key(beta, "Down");
            Button deploy = h.read(() -> Hand.button(dialog, "Deploy"));
            refusedTwoOnOne[0] = h.read(() -> beta.getText().equals("h3 (" + subnet() + ".13)") && !deploy.isEnabled());
            shown[0] = h.read(() -> text(dialog));
            h.key(gamma, "Up");
            if (h.read(deploy::isEnabled)) {
                h.read(() -> {
                    try {
                        return Ui.saveScreenshot("map-hosts-dialog");
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                });
            }
            h.click(deploy);
        });
        Ui.clickToolItem(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), "Deploy");
        hand.await(60_000);
        String subnet = subnet();
        assertEquals(List.of("h1 (" + subnet + ".11)", "h2 (" + subnet + ".12)", "h3 (" + subnet + ".13)"), proposed,
                "the lab's hosts proposed in order");
        assertTrue(refusedTwoOnOne[0], "two hosts on one lab host are refused");
        assertTrue(shown[0].contains("hosts beta and gamma both go to h3; each needs a lab host of its own"), shown[0]);
        Ui.waitUntil("the deployment", LIVE_TIMEOUT_MS, () -> LabSession.get().reports().size() > reports);
        LabSession.DeployReport report = last();
        assertTrue(report.ok(), report.error() + " " + report.steps());
        assertTrue(mapStep(report).startsWith(CHOSEN), mapStep(report));
        // Each domain's figures in a status are taken at its own moment, so the wait covers every link asserted on.
        LiveStatus live = awaitLive(status -> status.operators().containsKey("acmeOnly")
                && status.operators().get("acmeOnly").eventsIn() == EVENTS
                && link(status, "cents").counts().delivered() == status.operators().get("acmeOnly").eventsOut()
                && link(status, "dailyRange").counts().delivered() == status.operators().get("acmeOnly").eventsOut());
        assertEquals("h3", live.domains().get("beta1").host(), "beta's domains on the host the user chose");
        assertEquals("h3", live.domains().get("beta2").host());
        assertEquals("h2", live.domains().get("gamma1").host(), "gamma's domain on the host the user chose");
        long acme = live.operators().get("acmeOnly").eventsOut();
        assertTrue(acme > EVENTS / 5 && acme < EVENTS / 2, "about a third of the quotes are ACME's: " + acme);
        ConnectionView shared = link(live, "cents");
        assertEquals(LinkPath.IPC, shared.path(), "between beta's two domains through shared memory");
        assertEquals(List.of(acme, acme, 0L),
                List.of(shared.counts().sent(), shared.counts().delivered(), shared.counts().dropped()));
        ConnectionView network = link(live, "dailyRange");
        assertEquals(LinkPath.UDP, network.path(), "between the SSH hosts h3 and h2 over UDP");
        assertEquals(
                List.of(acme, acme, 0L, 0L), List.of(network.counts().sent(), network.counts().delivered(),
                        network.counts().dropped(), network.counts().outOfOrder()),
                "every ACME quote across the hosts, once and in order");
        assertEquals(Map.of("alpha", "h1", "beta", "h3", "gamma", "h2"),
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
        assertTrue(mapStep(last()).startsWith(CHOSEN), mapStep(last()));
        LiveStatus live = awaitLive(
                status -> status.domains().containsKey("gamma1") && status.domains().get("gamma1").up());
        assertEquals("h2", live.domains().get("gamma1").host());
        assertEquals("h3", live.domains().get("beta1").host());
    }

    /** The live link whose target is {@code operator}. */
    private static ConnectionView link(LiveStatus live, String operator) {
        return live.links().values().stream().filter(l -> l.target().equals(operator)).findFirst().orElseThrow();
    }

    private static LabSession.DeployReport last() {
        List<LabSession.DeployReport> reports = LabSession.get().reports();
        return reports.get(reports.size() - 1);
    }

    private static String mapStep(LabSession.DeployReport report) {
        return report.steps()
                .stream()
                .filter(s -> s.step().equals("map"))
                .map(Step::detail)
                .findFirst()
                .orElse("no map step");
    }

    private static LiveStatus awaitLive(Predicate<LiveStatus> condition) throws Exception {
        LiveStatus[] seen = {null};
        Ui.waitUntil("the live status", LIVE_TIMEOUT_MS, () -> {
            try {
                seen[0] = LabSession.get().lab().star().status();
                return condition.test(seen[0]);
            } catch (@SuppressWarnings("unused") LabException e) {
                return false;
            }
        });
        return seen[0];
    }

    private static String hostRow(LabsView labs, String host) {
        return labs.shownRows()
                .stream()
                .filter(r -> r.what().strip().equals("node " + host))
                .map(LabsView.Row::figures)
                .findFirst()
                .orElse("");
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

    /**
     * The sandbox's subnet, as the first three parts of its addresses (10.212.N: N is 0 unless another sandbox is on).
     */
    private static String subnet() {
        String labFile;
        try {
            labFile = Files.readString(Path.of(System.getProperty(LAB_FILE)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Matcher address = Pattern.compile("address: (10\\.212\\.\\d+)\\.11\\b").matcher(labFile);
        assertTrue(address.find(), "h1's address in the sandbox's lab file");
        return address.group(1);
    }
}
