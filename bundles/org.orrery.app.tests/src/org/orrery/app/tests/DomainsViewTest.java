package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.app.tests.LiveSolar.LIVE_TIMEOUT_MS;
import static org.orrery.app.tests.LiveSolar.bundleItem;
import static org.orrery.app.tests.LiveSolar.clickRow;
import static org.orrery.app.tests.LiveSolar.dir;
import static org.orrery.app.tests.LiveSolar.domain;
import static org.orrery.app.tests.LiveSolar.editor;
import static org.orrery.app.tests.LiveSolar.figureOf;
import static org.orrery.app.tests.LiveSolar.operator;
import static org.orrery.app.tests.LiveSolar.page;
import static org.orrery.app.tests.LiveSolar.planet1sOperators;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.BooleanSupplier;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

import org.eclipse.gef.EditPart;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.TreeItem;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orrery.control.api.LiveStatus;
import org.orrery.control.util.ProcessCommandLine;
import org.orrery.editor.figures.DomainFigure;
import org.orrery.editor.figures.OperatorFigure;
import org.orrery.lab.LabException;
import org.orrery.lab.LabSession;
import org.orrery.model.Domain;
import org.orrery.monitor.Monitor;
import org.orrery.monitor.views.DomainsView;

/**
 * The Domains view over the running Solar sample ({@link LiveSolar}), with real input: a bundle stopped suspends its
 * operators on the diagram, bundles installed, added to the model from the diagram and uninstalled (a file that is no
 * bundle refused with its reason), a killed Planet shown down until its node daemon has started it again, and a Planet
 * stopped from the view and started from the diagram's context menu; a domain selected shows its log.
 */
@ExtendWith(LiveSolar.class)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class DomainsViewTest {

    @BeforeAll
    static void theSample() throws LabException {
        LiveSolar.deployed();
    }

    @Test
    @Order(3)
    void stoppingABundleInTheDomainsViewSuspendsItsOperatorsOnTheDiagram() {
        DomainsView domains = planet1sOperators("Stop");

        OperatorFigure sensor = (OperatorFigure) figureOf(operator("sensorA"));
        OperatorFigure merge = (OperatorFigure) figureOf(operator("merge"));
        Ui.waitUntil("planet1's operators suspended on the diagram", LIVE_TIMEOUT_MS,
                () -> sensor.getDetailText().startsWith("suspended"));
        assertTrue(merge.getDetailText().startsWith("running"), "planet2 has its own copy: " + merge.getDetailText());
        Ui.waitUntil("the Domains view showing the bundle resolved", LIVE_TIMEOUT_MS,
                () -> bundleItem(domains, "planet1", "org.orrery.sample.operators").getText(3).equals("resolved"));

        planet1sOperators("Start");
        Ui.waitUntil("planet1's operators running again", LIVE_TIMEOUT_MS,
                () -> sensor.getDetailText().startsWith("running"));
    }

    @Test
    @Order(6)
    void theDomainsViewInstallsUninstallsAndSaysWhyAnInstallIsRefused() throws IOException {
        DomainsView domains = assertInstanceOf(DomainsView.class, Monitor.showView(Monitor.DOMAINS_VIEW));
        Path extra = dir().resolve("extra.jar");
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().putValue("Manifest-Version", "1.0");
        manifest.getMainAttributes().putValue("Bundle-ManifestVersion", "2");
        manifest.getMainAttributes().putValue("Bundle-SymbolicName", "org.orrery.test.extra");
        manifest.getMainAttributes().putValue("Bundle-Version", "1.2.3");
        try (var jar = new JarOutputStream(Files.newOutputStream(extra), manifest)) {
            jar.putNextEntry(new JarEntry("readme.txt"));
            jar.write("an empty bundle".getBytes());
        }
        domains.installFile("planet2", extra);
        Ui.waitUntil("the installed bundle listed in planet2", LIVE_TIMEOUT_MS,
                () -> hasBundle(domains, "planet2", "org.orrery.test.extra"));

        // on the live diagram: listed in planet2 as not in the model, and added to the model from its context menu
        DomainFigure planet2 = (DomainFigure) figureOf(domain("planet2"));
        Ui.waitUntil("the run-time bundle on the diagram, marked as not in the model", LIVE_TIMEOUT_MS, () -> planet2
                .getRuntimeBundles()
                .stream()
                .anyMatch(line -> line.contains("org.orrery.test.extra 1.2.3") && line.endsWith("not in the model")));
        clickHeaderOf(planet2, domain("planet2"));
        Ui.contextMenu(editor().viewer().getControl(), "n", "1"); // Add Ru&n-time Bundle to Model > &1
                                                                 // org.orrery.test.extra 1.2.3
        Ui.waitUntil("the bundle in planet2's model", 5_000, () -> domain("planet2").getBundles()
                .stream()
                .anyMatch(b -> "org.orrery.test.extra".equals(b.getSymbolicName()) && "1.2.3".equals(b.getVersion())));
        Ui.waitUntil("no longer marked as not in the model", LIVE_TIMEOUT_MS,
                () -> planet2.getRuntimeBundles().isEmpty());
        Ui.key(editor().viewer().getControl(), "ctrl+z"); // the design as it was, for the tests after this one
        assertTrue(domain("planet2").getBundles()
                .stream()
                .noneMatch(b -> "org.orrery.test.extra".equals(b.getSymbolicName())));
        page().activate(domains);

        Path notABundle = dir().resolve("notes.jar");
        Files.writeString(notABundle, "not a jar at all");
        domains.installFile("planet2", notABundle);
        Ui.waitUntil("the refusal and its reason", LIVE_TIMEOUT_MS, () -> domains.outcome().contains("failed:"));
        assertTrue(domains.outcome().contains("notes.jar"), domains.outcome());

        clickRow(domains, "planet2", "org.orrery.test.extra");
        Ui.clickToolItem(Ui.toolBarOf(domains), "Uninstall");
        Ui.waitUntil("the bundle gone from planet2", LIVE_TIMEOUT_MS,
                () -> !hasBundle(domains, "planet2", "org.orrery.test.extra"));
    }

    @Test
    @Order(11)
    void aKilledPlanetShowsItsDomainDownUntilItsNodeDaemonHasStartedItAgain() throws Exception {
        LiveStatus status = LabSession.get().lab().star().status();
        long pid = status.domains().get("planet2").pid();
        ProcessHandle planet = ProcessHandle.of(pid).orElseThrow(() -> new AssertionError("no planet2 process " + pid));
        assertTrue(ProcessCommandLine.of(planet).contains("planet2"), "the pid is planet2's agent");
        planet.destroyForcibly();
        DomainFigure planet2 = (DomainFigure) figureOf(domain("planet2"));
        Ui.waitUntil("planet2 marked down", LIVE_TIMEOUT_MS, () -> Boolean.FALSE.equals(planet2.getLiveUp()));
        assertTrue(planet2.getBadgeText().contains("DOWN"), planet2.getBadgeText());
        assertEquals(Boolean.TRUE, ((DomainFigure) figureOf(domain("planet1"))).getLiveUp());
        // its node daemon starts it again and the Star deploys its part there: the diagram follows by itself
        Ui.waitUntil("planet2 up again", LIVE_TIMEOUT_MS, () -> Boolean.TRUE.equals(planet2.getLiveUp()));
        assertTrue(!planet2.getBadgeText().contains("DOWN"), planet2.getBadgeText());
    }

    @Test
    @Order(12)
    void aPlanetIsStoppedFromTheDomainsViewAndStartedFromTheDiagramsContextMenu() throws Exception {
        DomainsView domains = assertInstanceOf(DomainsView.class, Monitor.showView(Monitor.DOMAINS_VIEW));
        page().activate(domains);
        DomainFigure planet2 = (DomainFigure) figureOf(domain("planet2"));
        Ui.waitUntil("planet2 up", LIVE_TIMEOUT_MS, () -> Boolean.TRUE.equals(planet2.getLiveUp()));
        long pid = LabSession.get().lab().star().status().domains().get("planet2").pid();

        // the Domains view: click planet2's row, its context menu (Shift+F10), Sto&p Domain
        selectDomainRow(domains, "planet2");
        Ui.contextMenu(domains.tree().getTree(), "p");
        Ui.waitUntil("planet2 stopped on the diagram", LIVE_TIMEOUT_MS,
                () -> Boolean.FALSE.equals(planet2.getLiveUp()));
        Ui.waitUntil("the Domains view saying so", LIVE_TIMEOUT_MS,
                () -> domains.outcome().contains("stop planet2: down"));
        assertTrue(ProcessHandle.of(pid).map(p -> !p.isAlive()).orElse(true), "planet2's process ended");
        assertTrue(planet2.getBadgeText().contains("DOWN"), planet2.getBadgeText());
        assertEquals(Boolean.TRUE, ((DomainFigure) figureOf(domain("planet1"))).getLiveUp(), "planet1 runs on");
        Ui.settle(3_000); // heartbeats go by: stopped on request, nobody starts it again
        assertEquals(Boolean.FALSE, planet2.getLiveUp());

        // the diagram: click planet2, its context menu (Shift+F10), Do&main > St&art Domain
        clickHeaderOf(planet2, domain("planet2"));
        Ui.contextMenu(editor().viewer().getControl(), "m", "a");
        Ui.waitUntil("planet2 up again", LIVE_TIMEOUT_MS, () -> Boolean.TRUE.equals(planet2.getLiveUp()));
        long again = LabSession.get().lab().star().status().domains().get("planet2").pid();
        assertTrue(again != pid, "a new process: " + again);
        OperatorFigure merge = (OperatorFigure) figureOf(operator("merge"));
        Ui.waitUntil("planet2's operators running again", LIVE_TIMEOUT_MS,
                () -> merge.getDetailText().startsWith("running"));
        Ui.saveScreenshot("domain-started-from-diagram");
    }

    /**
     * A domain selected in the Domains view shows its log beside the tree, with each entry's time and level, and goes
     * on showing what the domain writes (planet2 says so when its CPU is loaded on request).
     */
    @Test
    @Order(13)
    void aDomainSelectedShowsItsLogAsItIsWritten() throws Exception {
        DomainsView domains = assertInstanceOf(DomainsView.class, Monitor.showView(Monitor.DOMAINS_VIEW));
        page().activate(domains);
        selectDomainRow(domains, "planet2");
        Ui.waitUntil("planet2's log beside the tree", LIVE_TIMEOUT_MS, () -> domains.logText()
                .contains(" INFO  [main] DomainAgentCommand: domain planet2 (planet) listening on port"));
        assertTrue(domains.logText().matches("(?s)^\\d\\d:\\d\\d:\\d\\d\\.\\d{3} [A-Z]+ .*"), domains.logText());
        LabSession.get().lab().star().cpuLoad("planet2", 1, 1);
        Ui.waitUntil("what planet2 wrote since, shown as it came", LIVE_TIMEOUT_MS,
                () -> domains.logText().contains("planet2 spins 1 core(s) for 1 s on request"));
        Ui.saveScreenshot("domain-log");
    }

    /**
     * Clicks {@code domain}'s row in the Domains view with the real mouse until it is selected (the view's rows may
     * move between finding the row and the click, as a refresh lays it out: then again).
     */
    private static void selectDomainRow(DomainsView domains, String domain) {
        BooleanSupplier selected = () -> domains.tree().getTree().getSelectionCount() == 1
                && domains.tree().getTree().getSelection()[0].getText(0).equals(domain);
        for (int attempt = 0; attempt < 3 && !selected.getAsBoolean(); attempt++) {
            Rectangle at = domainItem(domains, domain).getBounds();
            Ui.click(domains.tree().getTree(), new Point(at.x + 30, at.y + at.height / 2));
            Ui.settle(500);
        }
        Ui.waitUntil(domain + "'s row selected", 5_000, selected);
    }

    private static boolean hasBundle(DomainsView view, String domain, String bundle) {
        try {
            bundleItem(view, domain, bundle);
            return true;
        } catch (@SuppressWarnings("unused") AssertionError absent) {
            return false;
        }
    }

    private static TreeItem domainItem(DomainsView view, String domain) {
        for (TreeItem item : view.tree().getTree().getItems()) {
            if (item.getText(0).equals(domain)) {
                return item;
            }
        }
        throw new AssertionError("the Domains view has no domain " + domain);
    }

    /**
     * Clicks the header of {@code domain}'s figure on the diagram, with the real mouse, and waits until it is selected.
     */
    private static void clickHeaderOf(DomainFigure figure, Domain domain) {
        page().activate(editor());
        editor().viewer().reveal((EditPart) editor().viewer().getEditPartRegistry().get(domain));
        Ui.settle(300);
        DiagramReading.layOut(editor().viewer());
        org.eclipse.draw2d.geometry.Point header = figure.getBounds().getTopLeft().getTranslated(12, 8);
        figure.translateToAbsolute(header);
        editor().viewer().deselectAll(); // a click on the name of a domain already selected would rename it
        Ui.click(editor().viewer().getControl(), new Point(header.x, header.y));
        Ui.waitUntil(domain.getName() + " selected", 5_000, () -> editor().viewer().getSelectedEditParts().size() == 1
                && ((EditPart) editor().viewer().getSelectedEditParts().get(0)).getModel() == domain);
        Ui.settle(500);
    }
}
