package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orrery.app.tests.LiveSolar.LIVE_TIMEOUT_MS;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.gef.ConnectionEditPart;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.app.SystemFiles;
import org.orrery.editor.OrreryEditor;
import org.orrery.lab.LabSession;
import org.orrery.model.Operator;
import org.orrery.model.edit.Named;

/**
 * Context-sensitive names on the live diagram: the rooms sample deployed by the Deploy button to the real embedded lab,
 * where its locator binds the printer to the east room's name; the diagram draws the connection the Star made for it,
 * into the east room and nowhere else, its tooltip naming the name and what it carries, and takes it away when the
 * system is undeployed.
 */
@ExtendWith(LiveSolar.class)
class LiveNamesTest {

    @TempDir
    Path temp;

    @Test
    void theConnectionTheStarMadeForABoundNameIsDrawnWhileTheSystemRuns() throws Exception {
        LiveSolar.undeployed();
        IWorkbenchPage page = LiveSolar.page();
        Path file = Files.copy(Ui.sample("rooms.orrery"), temp.resolve("rooms.orrery"));
        OrreryEditor editor = assertInstanceOf(OrreryEditor.class, SystemFiles.open(page, file));
        try {
            page.activate(editor);
            Ui.settle(500);
            Operator eastRoom = Named.operator(editor.getSystem(), "eastRoom").orElseThrow();
            Operator westRoom = Named.operator(editor.getSystem(), "westRoom").orElseThrow();
            assertEquals(List.of(), DiagramReading.drawnInto(editor.viewer(), eastRoom),
                    "the design binds nothing to the east room");

            Ui.clickToolItem(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), "Deploy");
            Ui.waitUntil("the printer drawn into the east room, bound by the locator", LIVE_TIMEOUT_MS,
                    () -> DiagramReading.drawnInto(editor.viewer(), eastRoom).equals(List.of("printer")));
            assertEquals(List.of(), DiagramReading.drawnInto(editor.viewer(), westRoom),
                    "the west room's name is bound to nothing");
            ConnectionEditPart bound = (ConnectionEditPart) ((GraphicalEditPart) editor.viewer()
                    .getEditPartRegistry()
                    .get(eastRoom)).getTargetConnections().get(0);
            Ui.waitUntil("the bound connection's tooltip says what it carries", LIVE_TIMEOUT_MS, () -> {
                String tip = tooltip(bound.getFigure());
                return tip.contains("bound to /labs/east/devices while the system runs") && tip.contains("delivered ")
                        && !tip.contains("delivered 0,");
            });
            assertTrue(tooltip(bound.getFigure())
                    .startsWith("eastRoom subscribes to /labs/east/devices: printer (/devices/printers/23)"));
            DiagramReading.assertNothingCut(editor.viewer()); // live, with the bundles' run-time IDs and states

            LabSession.get().undeploy();
            Ui.waitUntil("the bound connection gone with the running system", LIVE_TIMEOUT_MS,
                    () -> editor.shownLive() == null && DiagramReading.drawnInto(editor.viewer(), eastRoom).isEmpty());
        } finally {
            page.closeEditor(editor, false);
        }
    }

    private static String tooltip(IFigure figure) {
        return figure.getToolTip() instanceof Label label ? label.getText() : "";
    }
}
