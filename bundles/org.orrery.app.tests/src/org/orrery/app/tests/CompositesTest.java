package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;

import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.ConnectionEditPart;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.app.SystemFiles;
import org.orrery.editor.OrreryEditor;
import org.orrery.editor.figures.CompositeFigure;
import org.orrery.model.Composite;
import org.orrery.model.Connection;
import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;
import org.orrery.model.edit.Named;
import org.orrery.model.io.OrreryFiles;

/**
 * Composites in the real workbench by real mouse and keyboard input: two operators selected and grouped from the
 * context menu, the composite collapsed by a double-click and expanded from the menu, every step undone and redone, and
 * the system saved and read back with its composite.
 */
class CompositesTest {

    @TempDir
    Path temp;

    private IWorkbenchPage page;
    private OrreryEditor editor;
    private Path file;

    @BeforeEach
    void open() throws IOException {
        page = Ui.emptyPage();
        file = temp.resolve("grouped.orrery");
        Files.copy(Ui.sample("solar.orrery"), file);
        editor = assertInstanceOf(OrreryEditor.class, SystemFiles.open(page, file));
        page.activate(editor);
        Ui.settle(500);
    }

    @AfterEach
    void close() {
        page.closeAllEditors(false);
    }

    private Control canvas() {
        return editor.viewer().getControl();
    }

    private Operator operator(String name) {
        return Named.operator(editor.getSystem(), name).orElseThrow();
    }

    private EditPart partOf(Object model) {
        return (EditPart) editor.viewer().getEditPartRegistry().get(model);
    }

    private static Point centreOf(OrreryEditor editor, Object model) {
        Rectangle bounds = DiagramReading.onCanvas(editor.viewer(), model);
        return new Point(bounds.x + bounds.width / 2, bounds.y + bounds.height / 2);
    }

    /** A point on the composite's header, clear of its title's text. */
    private Point headerOf(Composite composite) {
        Rectangle bounds = DiagramReading.onCanvas(editor.viewer(), composite);
        return new Point(bounds.right() - 12, bounds.y + 6);
    }

    private Connection into(Operator target) {
        return target.getIncoming().get(0);
    }

    private boolean collapsed(Composite composite) {
        return composite.isCollapsed() && partOf(operator("thresholdB")) == null
                && ((ConnectionEditPart) partOf(into(operator("thresholdB")))).getTarget() == partOf(composite);
    }

    private boolean expanded(Composite composite) {
        return !composite.isCollapsed() && partOf(operator("thresholdB")) != null
                && partOf(operator("thresholdB")).getParent() == partOf(composite);
    }

    /**
     * Selects {@code first} and then {@code second} by a click at {@code at} and a Shift+click at where {@code also}
     * says, as often as it takes (up to three times): the diagram settles its first zoom a moment after it opens, and a
     * click aimed before that lands beside its target.
     */
    static void selectByClicks(OrreryEditor editor, Point at, Supplier<Point> also, Object first, Object second) {
        Control canvas = editor.viewer().getControl();
        List<Object> wanted = List.of(editor.viewer().getEditPartRegistry().get(first),
                editor.viewer().getEditPartRegistry().get(second));
        Point click = at;
        for (int attempt = 0; attempt < 3; attempt++) {
            Ui.click(canvas, new Point(4, 4)); // the empty canvas: nothing selected, nothing renamed
            Ui.click(canvas, click);
            Ui.shiftClick(canvas, also.get());
            if (Ui.waitAtMost(3_000, () -> editor.viewer().getSelectedEditParts().equals(wanted))) {
                return;
            }
            Ui.settle(500);
            click = centreOf(editor, first);
        }
        Ui.waitUntil("both selected", 1_000, () -> editor.viewer().getSelectedEditParts().equals(wanted));
    }

    /**
     * Selects {@code first} and {@code second} by a click and a Shift+click and groups them from the context menu (the
     * editor's first composite); returns the composite.
     */
    static Composite groupFromMenu(OrreryEditor editor, Operator first, Operator second) {
        Control canvas = editor.viewer().getControl();
        selectByClicks(editor, centreOf(editor, first), () -> centreOf(editor, second), first, second);
        Ui.contextMenu(canvas, "g"); // &Group into Composite
        Ui.waitUntil("the composite in the model", 5_000, () -> editor.getSystem().getComposites().size() == 1);
        return editor.getSystem().getComposites().get(0);
    }

    @Test
    void aSelectionIsGroupedCollapsedAndExpandedAndEveryStepIsUndoneAndRedone() throws Exception {
        Operator threshold = operator("thresholdB");
        Operator fahrenheit = operator("fahrenheitB");
        Composite composite = groupFromMenu(editor, threshold, fahrenheit);
        assertEquals(List.of(threshold, fahrenheit), composite.getOperators());
        Ui.waitUntil("its operators drawn inside it", 5_000, () -> expanded(composite));
        assertEquals(List.of("thresholdB", "fahrenheitB"), composite.getPorts().stream().map(p -> p.getName()).toList(),
                "a port in and a port out");

        Ui.doubleClick(canvas(), headerOf(composite));
        Ui.waitUntil("a double-click collapses it: one node, its ports where the connections end", 5_000,
                () -> collapsed(composite));
        CompositeFigure figure = (CompositeFigure) ((GraphicalEditPart) partOf(composite)).getFigure();
        assertTrue(figure.isCollapsed());
        assertSame(partOf(composite), ((ConnectionEditPart) partOf(fahrenheit.getOutgoing().get(0))).getSource(),
                "out from its port");

        Ui.key(canvas(), "ctrl+z");
        Ui.waitUntil("Ctrl+Z expands it again", 5_000, () -> expanded(composite));
        Ui.key(canvas(), "ctrl+shift+z");
        Ui.waitUntil("redo collapses it again", 5_000, () -> collapsed(composite));

        Ui.click(canvas(), new Point(4, 4)); // the empty canvas: a click on the selected composite would rename it
        Ui.click(canvas(), headerOf(composite));
        Ui.waitUntil("the composite selected", 5_000,
                () -> editor.viewer().getSelectedEditParts().equals(List.of(partOf(composite))));
        Ui.contextMenu(canvas(), "e"); // &Expand Composite
        Ui.waitUntil("expanded from the menu", 5_000, () -> expanded(composite));

        Ui.key(canvas(), "ctrl+z");
        Ui.waitUntil("undo collapses it", 5_000, () -> collapsed(composite));
        Ui.key(canvas(), "ctrl+z");
        Ui.waitUntil("undo expands it", 5_000, () -> expanded(composite));
        Ui.key(canvas(), "ctrl+z");
        Ui.waitUntil("undo takes the composite away, the operators back in their domain", 5_000,
                () -> editor.getSystem().getComposites().isEmpty() && partOf(threshold) != null
                        && partOf(threshold).getParent() == partOf(threshold.getPlacement()));
        assertNull(threshold.getComposite());
        Ui.key(canvas(), "ctrl+shift+z");
        Ui.waitUntil("redo groups them again", 5_000,
                () -> editor.getSystem().getComposites().size() == 1 && expanded(composite));

        Ui.key(canvas(), "ctrl+s");
        Ui.waitUntil("saved", 5_000, () -> !editor.isDirty());
        Composite read = OrreryFiles.load(file).getComposites().get(0);
        assertEquals(List.of("thresholdB", "fahrenheitB"),
                read.getOperators().stream().map(Operator::getName).toList());
        assertFalse(read.isCollapsed());
    }

    @Test
    void aCompositeAndAnOperatorAreGroupedIntoAnOuterCompositeThatCollapsesAndExpandsAroundIt() throws Exception {
        Operator sensor = operator("sensorB");
        Operator fahrenheit = operator("fahrenheitB");
        Composite inner = groupFromMenu(editor, operator("thresholdB"), fahrenheit);
        Ui.waitUntil("the first composite drawn", 5_000, () -> expanded(inner));

        selectByClicks(editor, centreOf(editor, sensor), () -> headerOf(inner), sensor, inner);
        Ui.contextMenu(canvas(), "g"); // &Group into Composite
        Ui.waitUntil("an outer composite", 5_000, () -> editor.getSystem().getComposites().size() == 2);
        Composite outer = editor.getSystem().getComposites().get(1);
        assertSame(outer, inner.getParent());
        assertSame(outer, sensor.getComposite());
        Ui.waitUntil("the first composite and the operator drawn inside it", 5_000, () -> partOf(inner) != null
                && partOf(inner).getParent() == partOf(outer) && partOf(sensor).getParent() == partOf(outer));

        Ui.doubleClick(canvas(), headerOf(inner));
        Ui.waitUntil("the nested composite collapses inside the outer one, the stream into it ending at its port",
                5_000, () -> collapsed(inner) && partOf(inner).getParent() == partOf(outer)
                        && ((ConnectionEditPart) partOf(into(operator("thresholdB")))).getSource() == partOf(sensor));

        Ui.doubleClick(canvas(), headerOf(outer));
        Ui.waitUntil("the outer composite collapses: one node, nothing of it drawn inside", 5_000,
                () -> outer.isCollapsed() && partOf(inner) == null && partOf(sensor) == null
                        && ((ConnectionEditPart) partOf(fahrenheit.getOutgoing().get(0))).getSource() == partOf(outer));

        Ui.key(canvas(), "ctrl+z");
        Ui.waitUntil("Ctrl+Z expands the outer one", 5_000,
                () -> !outer.isCollapsed() && partOf(inner) != null && collapsed(inner));
        Ui.key(canvas(), "ctrl+z");
        Ui.waitUntil("and the nested one", 5_000, () -> expanded(inner));
        Ui.key(canvas(), "ctrl+z");
        Ui.waitUntil("and takes the outer composite away, the first one back on the domain", 5_000,
                () -> editor.getSystem().getComposites().size() == 1 && inner.getParent() == null
                        && partOf(inner).getParent() == partOf(sensor.getPlacement()));
        Ui.key(canvas(), "ctrl+shift+z");
        Ui.waitUntil("redo groups them again", 5_000, () -> editor.getSystem().getComposites().size() == 2
                && partOf(inner) != null && partOf(inner).getParent() == partOf(outer));

        Ui.key(canvas(), "ctrl+s");
        Ui.waitUntil("saved", 5_000, () -> !editor.isDirty());
        OrrerySystem read = OrreryFiles.load(file);
        assertEquals(List.of("composite", "composite2"),
                read.getComposites().stream().map(Composite::getName).toList());
        assertSame(read.getComposites().get(1), read.getComposites().get(0).getParent());
    }
}
