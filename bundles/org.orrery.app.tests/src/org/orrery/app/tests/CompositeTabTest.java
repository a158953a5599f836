package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.ConnectionEditPart;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.GraphicalViewer;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.app.SystemFiles;
import org.orrery.editor.CompositeEditor;
import org.orrery.editor.OrreryEditor;
import org.orrery.editor.parts.PortNode;
import org.orrery.model.Composite;
import org.orrery.model.Operator;
import org.orrery.model.Port;
import org.orrery.model.PortDirection;
import org.orrery.model.edit.Composites;
import org.orrery.model.edit.Named;
import org.orrery.model.io.OrreryFiles;

/**
 * A composite opened in an editor tab of its own by real input: its operators on a canvas, its ports at the edges where
 * the streams from and to the outside begin and end; an operator deleted there by the keyboard is gone from the
 * system's diagram too, and undone there comes back in both; Ctrl+S in the tab saves the file; undoing the grouping in
 * the system's editor closes the tab.
 */
class CompositeTabTest {

    @TempDir
    Path temp;

    private IWorkbenchPage page;
    private OrreryEditor editor;
    private Path file;

    @BeforeEach
    void open() throws IOException {
        page = Ui.emptyPage();
        file = temp.resolve("tabbed.orrery");
        Files.copy(Ui.sample("solar.orrery"), file);
        editor = assertInstanceOf(OrreryEditor.class, SystemFiles.open(page, file));
        page.activate(editor);
        Ui.settle(500);
    }

    @AfterEach
    void close() {
        page.closeAllEditors(false);
    }

    private Operator operator(String name) {
        return Named.operator(editor.getSystem(), name).orElseThrow();
    }

    private static EditPart partOf(GraphicalViewer viewer, Object model) {
        return (EditPart) viewer.getEditPartRegistry().get(model);
    }

    private static Point centreOf(GraphicalViewer viewer, Object model) {
        Rectangle bounds = DiagramReading.onCanvas(viewer, model);
        return new Point(bounds.x + bounds.width / 2, bounds.y + bounds.height / 2);
    }

    @Test
    void aCompositeOpensInItsOwnTabThatEditsTheSystemThroughTheSameUndo() throws Exception {
        Operator threshold = operator("thresholdB");
        Operator fahrenheit = operator("fahrenheitB");
        Composite composite = CompositesTest.groupFromMenu(editor, threshold, fahrenheit);
        Control canvas = editor.viewer().getControl();
        Ui.click(canvas, new Point(4, 4));
        Rectangle frame = DiagramReading.onCanvas(editor.viewer(), composite);
        Ui.click(canvas, new Point(frame.right() - 12, frame.y + 6));
        Ui.waitUntil("the composite selected", 5_000, () -> editor.viewer().getSelectedEditParts().size() == 1
                && ((EditPart) editor.viewer().getSelectedEditParts().get(0)).getModel() == composite);
        Ui.contextMenu(canvas, "b"); // Open in Ta&b
        Ui.waitUntil("a tab of its own in front", 10_000,
                () -> page.getActiveEditor() instanceof CompositeEditor tab && tab.composite() == composite);
        CompositeEditor tab = (CompositeEditor) page.getActiveEditor();
        assertEquals(composite.getName(), tab.getPartName());
        GraphicalViewer inside = tab.viewer();
        Ui.waitUntil("its operators drawn", 5_000,
                () -> partOf(inside, threshold) != null && partOf(inside, fahrenheit) != null);
        assertNull(partOf(inside, operator("sensorB")), "nothing outside it is drawn");

        Port in = Composites.port(composite, PortDirection.IN, threshold);
        Port out = Composites.port(composite, PortDirection.OUT, fahrenheit);
        EditPart inPort = partOf(inside, new PortNode(in));
        EditPart outPort = partOf(inside, new PortNode(out));
        assertNotNull(inPort, "its input port drawn");
        assertNotNull(outPort, "its output port drawn");
        Ui.saveScreenshot("composite-tab");
        assertSame(inPort, ((ConnectionEditPart) partOf(inside, threshold.getIncoming().get(0))).getSource(),
                "the stream from sensorB begins at the input port");
        assertSame(outPort, ((ConnectionEditPart) partOf(inside, fahrenheit.getOutgoing().get(0))).getTarget(),
                "the stream to merge ends at the output port");
        assertTrue(
                DiagramReading.onCanvas(inside, new PortNode(in))
                        .right() <= DiagramReading.onCanvas(inside, threshold).x,
                "the input port left of what it leads to");
        assertTrue(DiagramReading.onCanvas(inside, new PortNode(out)).x >= DiagramReading.onCanvas(inside, fahrenheit)
                .right(), "the output port right of what it leads from");

        Control tabCanvas = inside.getControl();
        Ui.click(tabCanvas, centreOf(inside, fahrenheit));
        Ui.waitUntil("fahrenheitB selected in the tab", 5_000,
                () -> inside.getSelectedEditParts().equals(List.of(partOf(inside, fahrenheit))));
        Ui.key(tabCanvas, "Delete");
        Ui.waitUntil("deleted from the system: gone from both diagrams", 5_000,
                () -> !editor.getSystem().getOperators().contains(fahrenheit) && partOf(inside, fahrenheit) == null
                        && partOf(editor.viewer(), fahrenheit) == null);
        assertTrue(editor.isDirty() && tab.isDirty(), "the file is changed, whichever tab says it");
        Ui.key(tabCanvas, "ctrl+z");
        Ui.waitUntil("undone in the tab: back in both", 5_000,
                () -> editor.getSystem().getOperators().contains(fahrenheit) && partOf(inside, fahrenheit) != null
                        && partOf(editor.viewer(), fahrenheit) != null);

        Ui.key(tabCanvas, "ctrl+s");
        Ui.waitUntil("saved from the tab", 5_000, () -> !editor.isDirty());
        assertEquals(List.of("thresholdB", "fahrenheitB"),
                OrreryFiles.load(file).getComposites().get(0).getOperators().stream().map(Operator::getName).toList());

        page.activate(editor);
        Ui.key(canvas, "ctrl+z");
        Ui.waitUntil("undoing the grouping in the system's editor closes the tab", 10_000,
                () -> editor.getSystem().getComposites().isEmpty() && page.findEditor(tab.getEditorInput()) == null);
    }
}
