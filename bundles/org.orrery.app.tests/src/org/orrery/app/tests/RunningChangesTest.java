package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.app.tests.LiveSolar.LIVE_TIMEOUT_MS;
import static org.orrery.app.tests.LiveSolar.awaitStar;
import static org.orrery.app.tests.LiveSolar.connection;
import static org.orrery.app.tests.LiveSolar.deployThroughThePreview;
import static org.orrery.app.tests.LiveSolar.domain;
import static org.orrery.app.tests.LiveSolar.editor;
import static org.orrery.app.tests.LiveSolar.figureOf;
import static org.orrery.app.tests.LiveSolar.operator;
import static org.orrery.app.tests.LiveSolar.page;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.gef.EditPart;
import org.eclipse.gef.commands.CommandStack;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orrery.control.api.LiveStatus;
import org.orrery.control.api.OperatorState;
import org.orrery.control.api.SystemApi.OperatorView;
import org.orrery.editor.commands.SetParameterCommand;
import org.orrery.editor.figures.ConnectionFigure;
import org.orrery.editor.figures.OperatorFigure;
import org.orrery.editor.figures.Palette;
import org.orrery.lab.LabException;
import org.orrery.lab.LabSession;
import org.orrery.model.Connection;
import org.orrery.model.Operator;
import org.orrery.model.OperatorKind;
import org.orrery.model.ParameterType;
import org.orrery.monitor.Monitor;
import org.orrery.monitor.views.DeployHistoryView;

/**
 * Changes to the running Solar sample from the real workbench, with real input, and the way back: a changed parameter
 * redeployed with the key (through the Deploy Preview) restarts that operator alone, a parameter applied live from the
 * operator's context menu, a filter dropped onto a live connection deployed alone, and the Deploy History returning the
 * lab to this class's first deployment. In order, from a fresh deployment; the system is undeployed after
 * ({@link LiveSolar}).
 */
@ExtendWith(LiveSolar.class)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class RunningChangesTest {

    @BeforeAll
    static void theSample() throws LabException {
        LiveSolar.undeployed();
        LiveSolar.deployed();
    }

    @AfterAll
    static void leaveItUndeployed() throws LabException {
        LiveSolar.undeployed();
    }

    @Test
    @Order(7)
    void aChangedParameterRedeployedWithTheKeyRestartsOnlyThatOperator() throws Exception {
        page().activate(editor());
        Ui.settle(300);
        LiveStatus before = LabSession.get().lab().star().status();
        int reports = LabSession.get().reports().size();
        ((CommandStack) editor().getAdapter(CommandStack.class)).execute(
                new SetParameterCommand(operator("thresholdA"), "predicate", ParameterType.STRING, "celsius > 22.0"));
        List<String> previewed = new ArrayList<>();
        Hand hand = deployThroughThePreview(previewed);
        Ui.key(editor().viewer().getControl(), "ctrl+alt+d");
        hand.await(60_000);
        assertEquals(List.of("restart operator thresholdA: parameter predicate celsius > 25.0 -> celsius > 22.0"),
                previewed, "the preview names the one change, from what the Star runs");
        Ui.waitUntil("the redeployment", LIVE_TIMEOUT_MS, () -> LabSession.get().reports().size() > reports);
        LabSession.DeployReport report = LabSession.get().reports().get(LabSession.get().reports().size() - 1);
        assertTrue(report.ok(), report.toString());
        assertTrue(report.steps().stream().anyMatch(s -> s.detail().contains("1 restarted (thresholdA)")),
                report.steps().toString());

        LiveStatus after = awaitStar(
                s -> s.operators().get("thresholdA").restarts() == before.operators().get("thresholdA").restarts() + 1);
        for (OperatorView operator : after.operators().values()) {
            OperatorView earlier = before.operators().get(operator.name());
            if (!operator.name().equals("thresholdA")) {
                assertEquals(earlier.startedAtMillis(), operator.startedAtMillis(), operator.name() + " kept running");
                assertTrue(operator.eventsIn() >= earlier.eventsIn(), operator.name() + " kept its counters");
            }
        }
    }

    @Test
    @Order(8)
    void aParameterChangedInTheModelIsAppliedLiveFromTheOperatorsContextMenu() throws Exception {
        page().activate(editor());
        editor().viewer().reveal((EditPart) editor().viewer().getEditPartRegistry().get(operator("thresholdA")));
        Ui.settle(300);
        OperatorView before = LabSession.get().lab().star().status().operators().get("thresholdA");
        ((CommandStack) editor().getAdapter(CommandStack.class)).execute(
                new SetParameterCommand(operator("thresholdA"), "predicate", ParameterType.STRING, "celsius > 23.5"));
        DiagramReading.layOut(editor().viewer());
        OperatorFigure threshold = (OperatorFigure) figureOf(operator("thresholdA"));
        org.eclipse.draw2d.geometry.Point corner = threshold.getBounds().getTopLeft().getTranslated(6, 6);
        threshold.translateToAbsolute(corner);
        Ui.click(editor().viewer().getControl(), new Point(corner.x, corner.y));
        Ui.waitUntil("thresholdA selected", 5_000, () -> editor().viewer().getSelectedEditParts().size() == 1
                && ((EditPart) editor().viewer().getSelectedEditParts().get(0)).getModel() == operator("thresholdA"));
        Ui.settle(500);
        Ui.contextMenu(editor().viewer().getControl(), "e", "a"); // Op&erator > &Apply Parameters Live
        Ui.waitUntil("the Star running thresholdA with the new predicate", LIVE_TIMEOUT_MS, () -> {
            try {
                return "celsius > 23.5"
                        .equals(LabSession.get().lab().star().operator("thresholdA").parameters().get("predicate"));
            } catch (@SuppressWarnings("unused") LabException notYet) {
                return false;
            }
        });
        OperatorView after = LabSession.get().lab().star().status().operators().get("thresholdA");
        assertEquals(before.startedAtMillis(), after.startedAtMillis(), "changed in place, not restarted");
        assertEquals(before.restarts(), after.restarts());
        assertTrue(after.eventsIn() >= before.eventsIn(), "its counters go on");
    }

    @Test
    @Order(9)
    void aFilterDroppedOntoALiveConnectionIsInsertedAndDeployStartsItAlone() throws Exception {
        page().activate(editor());
        Connection into = connection("sensorB", "thresholdB");
        editor().viewer().reveal((EditPart) editor().viewer().getEditPartRegistry().get(into));
        Ui.settle(300);
        LiveStatus before = LabSession.get().lab().star().status();
        int reports = LabSession.get().reports().size();
        DiagramReading.layOut(editor().viewer());
        ConnectionFigure line = (ConnectionFigure) figureOf(into);
        org.eclipse.draw2d.geometry.Point from = line.getPoints().getFirstPoint();
        org.eclipse.draw2d.geometry.Point to = line.getPoints().getLastPoint();
        org.eclipse.draw2d.geometry.Point middle = new org.eclipse.draw2d.geometry.Point((from.x + to.x) / 2,
                (from.y + to.y) / 2);
        line.translateToAbsolute(middle);
        Ui.drag(editor().paletteViewer().getControl(), Ui.paletteEntry(editor(), "Predicate filter"),
                editor().viewer().getControl(), new Point(middle.x, middle.y));
        Ui.waitUntil("sensorB's connection ending at a new filter", 5_000,
                () -> into.getTarget() != operator("thresholdB"));
        Operator inserted = into.getTarget();
        assertEquals(OperatorKind.FILTER, inserted.getKind());
        assertEquals(domain("planet1"), inserted.getPlacement(), "in the source's domain");
        assertEquals(operator("thresholdB"), connection(inserted.getName(), "thresholdB").getTarget());

        List<String> previewed = new ArrayList<>();
        Hand hand = deployThroughThePreview(previewed);
        Ui.key(editor().viewer().getControl(), "ctrl+alt+d");
        hand.await(60_000);
        assertTrue(
                previewed.containsAll(
                        List.of("add operator " + inserted.getName() + ": org.orrery.sample.filter in planet1",
                                "remove connection sensorB->thresholdB",
                                "add connection sensorB->" + inserted.getName() + ": reliable",
                                "add connection " + inserted.getName() + "->thresholdB: reliable")),
                previewed.toString());
        Ui.waitUntil("the redeployment", LIVE_TIMEOUT_MS, () -> LabSession.get().reports().size() > reports);
        LabSession.DeployReport report = LabSession.get().reports().get(LabSession.get().reports().size() - 1);
        assertTrue(report.ok(), report.toString());
        LiveStatus after = awaitStar(s -> s.operators().containsKey(inserted.getName())
                && s.operators().get(inserted.getName()).state() == OperatorState.RUNNING
                && s.operators().get(inserted.getName()).eventsIn() > 0);
        for (OperatorView operator : before.operators().values()) {
            assertEquals(operator.startedAtMillis(), after.operators().get(operator.name()).startedAtMillis(),
                    operator.name() + " kept running");
        }
        OperatorFigure figure = (OperatorFigure) figureOf(inserted);
        // the figure's state, not its wording: "running · …" is shown only when it fits, and the filter's rates did not
        Ui.waitUntil("the inserted filter running on the diagram", LIVE_TIMEOUT_MS,
                () -> Palette.operatorState("running").equals(figure.getLiveStateColour()));
        Ui.saveScreenshot("filter-inserted-live");
    }

    @Test
    @Order(15)
    void theDeployHistoryReturnsTheLabToItsFirstDeployment() throws Exception {
        DeployHistoryView history = assertInstanceOf(DeployHistoryView.class,
                Monitor.showView(Monitor.DEPLOY_HISTORY_VIEW));
        Ui.waitUntil("the history read from the Star", 10_000, () -> history.rows().size() >= 3);
        // this class's three deployments, newest first (a lab directory kept from an earlier run holds older ones)
        List<String[]> rows = history.rows().subList(0, 3);
        int first = Integer.parseInt(rows.get(2)[0]);
        assertEquals(List.of(first + 2, first + 1, first), rows.stream().map(r -> Integer.parseInt(r[0])).toList(),
                "newest first");
        for (String[] row : rows) {
            assertTrue(row[2].matches("[^@ ]+@\\S+") && row[3].equals("solar") && row[4].equals("deployed")
                    && row[5].equals("yes"), String.join(" | ", row));
        }
        Table table = history.deploymentsTable();
        for (String key : List.of("Home", "Down", "Down")) { // this class's first deployment, the third row
            Ui.key(table, key);
        }
        Ui.waitUntil("what the first deployment changed", 5_000,
                () -> history.shownChanges().contains("add operator thresholdA: org.orrery.sample.filter in planet1")
                        && history.returnButton().isEnabled());
        Ui.saveScreenshot("deploy-history");
        Hand hand = Hand.start("confirm the return", h -> {
            Shell dialog = h.awaitShell(DeployHistoryView.RETURN_TITLE, 20_000);
            h.click(h.read(() -> Hand.button(dialog, "OK")));
        });
        Button returnButton = history.returnButton();
        Ui.click(returnButton, new Point(returnButton.getSize().x / 2, returnButton.getSize().y / 2));
        hand.await(60_000);
        LiveStatus back = awaitStar(s -> s.operators().size() == 9 && s.operators().containsKey("thresholdB")
                && s.link("sensorB", "thresholdB") != null);
        assertEquals("celsius > 25.0",
                LabSession.get().lab().star().operator("thresholdA").parameters().get("predicate"),
                "the first deployment's parameters, the later changes undone");
        assertEquals(9, back.operators().size(), "the filter inserted later is gone");
        Ui.waitUntil("the return recorded as the newest deployment", 10_000,
                () -> history.rows().get(0)[2].endsWith("(return to deployment " + first + ")"));
    }
}
