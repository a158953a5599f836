package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.app.tests.LiveSolar.LIVE_TIMEOUT_MS;
import static org.orrery.app.tests.LiveSolar.editor;
import static org.orrery.app.tests.LiveSolar.figureOf;
import static org.orrery.app.tests.LiveSolar.operator;
import static org.orrery.app.tests.LiveSolar.page;
import static org.orrery.app.tests.LiveSolar.planet1sOperators;

import java.util.List;

import org.eclipse.gef.EditPart;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orrery.editor.figures.OperatorFigure;
import org.orrery.editor.problems.ProblemsView;
import org.orrery.lab.LabException;
import org.orrery.lab.LabSession;
import org.orrery.monitor.Monitor;
import org.orrery.monitor.views.AlertsView;

/**
 * An alert of the running Solar sample ({@link LiveSolar}) firing and resolving: marked on the diagram, listed in the
 * Problems view (which leads to its element) and in the Alerts view with its log.
 */
@ExtendWith(LiveSolar.class)
class AlertsViewTest {

    @BeforeAll
    static void theSample() throws LabException {
        LiveSolar.deployed();
    }

    @Test
    void anAlertFiringIsMarkedOnTheDiagramAndListedInTheProblemsViewWhichLeadsToItsElement() throws Exception {
        // planet1's operators suspended by real input: merge, on planet2, receives nothing and its alert fires
        planet1sOperators("Stop");
        OperatorFigure merge = (OperatorFigure) figureOf(operator("merge"));
        Ui.waitUntil("merge-silent marked on merge", LIVE_TIMEOUT_MS,
                () -> merge.getAlerts().equals(List.of("merge-silent")));
        assertTrue(
                merge.getToolTip() instanceof org.eclipse.draw2d.Label tip
                        && tip.getText().contains("\n\n\u26a0 alert merge-silent firing: merge: "),
                "the tooltip says it");
        ProblemsView problems = assertInstanceOf(ProblemsView.class, page().showView(ProblemsView.ID));
        Ui.waitUntil("the alert in the Problems view", 10_000,
                () -> problems.rows()
                        .stream()
                        .anyMatch(r -> r.alert() != null && r.alert().name().equals("merge-silent")));
        int index = 0;
        while (problems.rows().get(index).alert() == null
                || !problems.rows().get(index).alert().name().equals("merge-silent")) {
            index++;
        }
        ProblemsView.Row row = problems.rows().get(index);
        assertEquals(List.of("alert", "operator 'merge'", "running system"),
                List.of(row.rule(), row.element(), row.location()));
        assertTrue(
                row.description().matches("alert merge-silent firing: merge: [0-9.,]+ s without traffic \\(limit 5\\)"),
                row.description());
        editor().viewer().reveal((EditPart) editor().viewer().getEditPartRegistry().get(operator("merge")));
        Ui.saveScreenshot("alert-firing");
        AlertsView alerts = assertInstanceOf(AlertsView.class, Monitor.showView(Monitor.ALERTS_VIEW));
        Ui.waitUntil("the Alerts view showing merge-silent firing, and when it fired", 10_000,
                () -> alerts.alertRows().stream().anyMatch(r -> r[0].equals("merge-silent") && r[1].equals("FIRING"))
                        && alerts.logRows()
                                .stream()
                                .anyMatch(r -> r[1].equals("merge-silent") && r[2].equals("firing")
                                        && r[3].startsWith("merge: ")));

        // a double click on the alert's row selects what it watches in the diagram
        page().activate(editor());
        editor().viewer().deselectAll();
        page().activate(problems);
        Ui.settle(300);
        org.eclipse.swt.widgets.Table table = problems.getViewer().getTable();
        Rectangle at = table.getItem(index).getBounds(0);
        Ui.doubleClick(table, new Point(at.x + 40, at.y + at.height / 2));
        Ui.waitUntil("merge selected in the diagram", 5_000, () -> editor().viewer().getSelectedEditParts().size() == 1
                && ((EditPart) editor().viewer().getSelectedEditParts().get(0)).getModel() == operator("merge"));

        // planet1's operators started again: events reach merge, the alert resolves, its mark and row go
        planet1sOperators("Start");
        Ui.waitUntil("the Alerts view showing it resolved, newest first", LIVE_TIMEOUT_MS,
                () -> alerts.logRows().size() > 1 && alerts.logRows().get(0)[1].equals("merge-silent")
                        && alerts.logRows().get(0)[2].equals("resolved"));
        Ui.waitUntil("the alert resolved: no mark on merge, no row", LIVE_TIMEOUT_MS,
                () -> merge.getAlerts().isEmpty() && problems.rows()
                        .stream()
                        .noneMatch(r -> r.alert() != null && r.alert().name().equals("merge-silent")));
        assertTrue(
                LabSession.get()
                        .lab()
                        .star()
                        .alerts()
                        .log()
                        .stream()
                        .anyMatch(e -> e.alert().equals("merge-silent") && e.event().equals("resolved")),
                "logged as resolved");
        page().activate(editor());
    }
}
