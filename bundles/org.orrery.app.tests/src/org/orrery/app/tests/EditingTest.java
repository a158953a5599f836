package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.GraphicalViewer;
import org.eclipse.gef.palette.PaletteEntry;
import org.eclipse.gef.ui.palette.PaletteViewer;
import org.eclipse.swt.graphics.Point;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.app.SystemFiles;
import org.orrery.editor.OrreryEditor;
import org.orrery.model.Domain;
import org.orrery.model.Operator;
import org.orrery.model.OperatorKind;

/**
 * Editing in the real workbench with real mouse and keyboard input: a palette entry clicked into a Planet creates an
 * operator placed there, Ctrl+Z takes it back, the connection tool draws what the model allows and refuses the rest.
 */
class EditingTest {

    @TempDir
    Path temp;

    private IWorkbenchPage page;
    private OrreryEditor editor;

    @BeforeEach
    void open() throws IOException {
        page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        page.closeAllEditors(false);
        Path copy = temp.resolve("solar.orrery");
        Files.copy(Ui.sample("solar.orrery"), copy);
        editor = assertInstanceOf(OrreryEditor.class, SystemFiles.open(page, copy));
        page.activate(editor);
        Ui.settle(500);
    }

    @AfterEach
    void close() {
        page.closeAllEditors(false);
    }

    private Operator operator(String name) {
        return editor.getSystem().getOperators().stream().filter(o -> o.getName().equals(name)).findFirst().orElse(null);
    }

    private Domain domain(String name) {
        return editor.getSystem().getHosts().get(0).getDomains().stream().filter(d -> d.getName().equals(name)).findFirst()
                .orElseThrow();
    }

    /** The centre of a model element's figure, in the diagram control's coordinates. */
    private Point centreOf(Object model) {
        GraphicalViewer viewer = editor.viewer();
        IFigure figure = ((GraphicalEditPart) viewer.getEditPartRegistry().get(model)).getFigure();
        Rectangle bounds = figure.getBounds().getCopy();
        figure.translateToAbsolute(bounds);
        return new Point(bounds.x + bounds.width / 2, bounds.y + bounds.height / 2);
    }

    private void clickPaletteEntry(String label) {
        PaletteViewer palette = editor.paletteViewer();
        for (Object entry : palette.getEditPartRegistry().keySet()) {
            if (entry instanceof PaletteEntry paletteEntry && label.equals(paletteEntry.getLabel())) {
                IFigure figure = ((GraphicalEditPart) palette.getEditPartRegistry().get(entry)).getFigure();
                Rectangle bounds = figure.getBounds().getCopy();
                figure.translateToAbsolute(bounds);
                Ui.click(palette.getControl(), new Point(bounds.x + 20, bounds.y + bounds.height / 2));
                return;
            }
        }
        throw new AssertionError("no palette entry '" + label + "'");
    }

    @Test
    void aPaletteEntryClickedIntoAPlanetCreatesAPlacedOperatorAndCtrlZTakesItBack() {
        int before = editor.getSystem().getOperators().size();
        clickPaletteEntry("Predicate filter");
        Point planet1 = centreOf(domain("planet1"));
        Ui.click(editor.viewer().getControl(), new Point(planet1.x, planet1.y + 150));
        Ui.waitUntil("the new operator appears in the model", 5_000, () -> editor.getSystem().getOperators().size() == before + 1);
        Operator created = editor.getSystem().getOperators().get(before);
        assertEquals(OperatorKind.FILTER, created.getKind());
        assertEquals("org.orrery.sample.filter", created.getType());
        assertSame(domain("planet1"), created.getPlacement());
        assertTrue(editor.isDirty());

        Ui.key(editor.viewer().getControl(), "ctrl+z");
        Ui.waitUntil("Ctrl+Z removes it again", 5_000, () -> editor.getSystem().getOperators().size() == before);
    }

    @Test
    void theConnectionToolDrawsAllowedConnectionsAndRefusesForbiddenOnes() {
        int before = editor.getSystem().getConnections().size();
        clickPaletteEntry("Connection");
        Ui.click(editor.viewer().getControl(), centreOf(operator("thresholdA")));
        Ui.click(editor.viewer().getControl(), centreOf(operator("merge")));
        Ui.waitUntil("thresholdA → merge is drawn", 5_000, () -> editor.getSystem().getConnections().size() == before + 1);
        assertSame(operator("merge"), operator("thresholdA").getOutgoing().get(operator("thresholdA").getOutgoing().size() - 1)
                .getTarget());

        clickPaletteEntry("Connection");
        Ui.click(editor.viewer().getControl(), centreOf(operator("merge")));
        Ui.click(editor.viewer().getControl(), centreOf(operator("sensorA")));
        Ui.settle(500);
        assertEquals(before + 1, editor.getSystem().getConnections().size(), "a connection into a source is refused");
    }
}
