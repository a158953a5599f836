package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.EditPart;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.app.SystemFiles;
import org.orrery.editor.OrreryEditor;
import org.orrery.model.Composite;
import org.orrery.model.Domain;
import org.orrery.model.Operator;
import org.orrery.model.Parameter;
import org.orrery.model.edit.CompositeTypes;
import org.orrery.model.edit.Named;

/**
 * Composite types in the real workbench by real mouse and keyboard input: an inner operator's parameter made the
 * composite's from the context menu, the composite saved as a type, the type placed from the palette into a Planet as a
 * copy with names of its own, the copy's parameter changed in the Properties view, and each step undone.
 */
class CompositeTypesTest {

    @TempDir
    Path temp;

    private IWorkbenchPage page;
    private OrreryEditor editor;
    private String library;

    @BeforeEach
    void open() throws IOException {
        library = System.getProperty(CompositeTypes.LIBRARY_PROPERTY);
        System.setProperty(CompositeTypes.LIBRARY_PROPERTY, temp.resolve("types").toString());
        page = Ui.emptyPage();
        Path file = Files.copy(Ui.sample("solar.orrery"), temp.resolve("solar.orrery"));
        editor = assertInstanceOf(OrreryEditor.class, SystemFiles.open(page, file));
        page.activate(editor);
        Ui.settle(500);
    }

    @AfterEach
    void close() {
        page.closeAllEditors(false);
        if (library == null) {
            System.clearProperty(CompositeTypes.LIBRARY_PROPERTY);
        } else {
            System.setProperty(CompositeTypes.LIBRARY_PROPERTY, library);
        }
    }

    private Control canvas() {
        return editor.viewer().getControl();
    }

    private Operator operator(String name) {
        return Named.operator(editor.getSystem(), name).orElseThrow();
    }

    private Point centreOf(Object model) {
        Rectangle bounds = DiagramReading.onCanvas(editor.viewer(), model);
        return new Point(bounds.x + bounds.width / 2, bounds.y + bounds.height / 2);
    }

    private void select(Object model, Point at) {
        Ui.click(canvas(), new Point(4, 4));
        Ui.click(canvas(), at);
        Ui.waitUntil("selected: " + model, 5_000, () -> editor.viewer().getSelectedEditParts().size() == 1
                && ((EditPart) editor.viewer().getSelectedEditParts().get(0)).getModel() == model);
    }

    private static String value(List<Parameter> parameters, String name) {
        return parameters.stream()
                .filter(p -> name.equals(p.getName()))
                .map(Parameter::getValue)
                .findFirst()
                .orElse(null);
    }

    @Test
    void aCompositeSavedAsATypeIsPlacedFromThePaletteAsACopyWhoseParameterIsItsOwn() throws Exception {
        Operator threshold = operator("thresholdB");
        Operator fahrenheit = operator("fahrenheitB");
        Composite composite = CompositesTest.groupFromMenu(editor, threshold, fahrenheit);
        Ui.settle(300);

        select(fahrenheit, centreOf(fahrenheit));
        Ui.contextMenu(canvas(), "k", "s"); // Ma&ke Composite Parameter ▸ &scale
        Ui.waitUntil("scale is the composite's, the operator refers to it", 5_000,
                () -> "1.8".equals(value(composite.getParameters(), "scale"))
                        && "${scale}".equals(value(fahrenheit.getParameters(), "scale")));

        Rectangle frame = DiagramReading.onCanvas(editor.viewer(), composite);
        select(composite, new Point(frame.right() - 12, frame.y + 6));
        Hand hand = Hand.start("save as type", h -> {
            Shell dialog = h.awaitShell("Save as Type", 20_000);
            Text field = h.read(() -> Hand.find(dialog, Text.class, t -> (t.getStyle() & SWT.READ_ONLY) == 0));
            Button ok = h.read(() -> Hand.button(dialog, IDialogConstants.OK_LABEL));
            h.click(field);
            h.xdotool("key", "ctrl+a", "BackSpace");
            h.xdotool("type", "--delay", "20", "../Convert");
            assertTrue(!h.read(ok::isEnabled), "a type's name is a plain name");
            h.xdotool("key", "ctrl+a", "BackSpace");
            h.xdotool("type", "--delay", "20", "Convert");
            assertTrue(h.read(ok::isEnabled), "accepted");
            h.click(ok);
        });
        Ui.contextMenu(canvas(), "y"); // Save as T&ype...
        hand.await(30_000);
        Path saved = temp.resolve("types").resolve("Convert.orrery");
        Ui.waitUntil("the type saved in the library", 5_000, () -> Files.exists(saved));
        Ui.waitUntil("the type in the palette", 5_000, () -> {
            try {
                Ui.paletteEntry(editor, "Convert");
                return true;
            } catch (@SuppressWarnings("unused") AssertionError notYet) {
                return false;
            }
        });

        DiagramReading.layOut(editor.paletteViewer());
        int operators = editor.getSystem().getOperators().size();
        Domain planet1 = threshold.getPlacement();
        Ui.click(editor.paletteViewer().getControl(), Ui.paletteEntry(editor, "Convert"));
        Rectangle planet = DiagramReading.onCanvas(editor.viewer(), planet1);
        Ui.click(canvas(), new Point(planet.x + 40, planet.bottom() - 40));
        Ui.waitUntil("a copy placed", 5_000, () -> editor.getSystem().getComposites().size() == 2);
        Composite copy = editor.getSystem().getComposites().get(1);
        assertEquals("Convert", copy.getType());
        assertEquals(List.of("thresholdB2", "fahrenheitB2"),
                copy.getOperators().stream().map(Operator::getName).toList());
        assertTrue(copy.getOperators().stream().allMatch(o -> o.getPlacement() == planet1));
        assertEquals(operators + 2, editor.getSystem().getOperators().size());
        Operator fahrenheit2 = operator("fahrenheitB2");
        assertSame(copy, fahrenheit2.getComposite());
        assertEquals("${scale}", value(fahrenheit2.getParameters(), "scale"));

        // the copy's parameter is its own: changed in the Properties view, typed as a number
        Rectangle copyFrame = DiagramReading.onCanvas(editor.viewer(), copy);
        select(copy, new Point(copyFrame.right() - 12, copyFrame.y + 6));
        Tree tree = PropertiesView.tree(page, "scale");
        PropertiesView.typeInto(tree, "scale", "many");
        Ui.settle(300);
        assertEquals("1.8", value(copy.getParameters(), "scale"), "not a number: refused");
        PropertiesView.typeInto(tree, "scale", "2.5");
        Ui.waitUntil("the copy's scale changed", 5_000, () -> "2.5".equals(value(copy.getParameters(), "scale")));
        assertEquals("1.8", value(composite.getParameters(), "scale"), "the original keeps its own");

        page.activate(editor);
        Ui.key(canvas(), "ctrl+z");
        Ui.waitUntil("Ctrl+Z: the copy's scale back", 5_000, () -> "1.8".equals(value(copy.getParameters(), "scale")));
        Ui.key(canvas(), "ctrl+z");
        Ui.waitUntil("Ctrl+Z: the copy gone", 5_000, () -> editor.getSystem().getComposites().size() == 1
                && editor.getSystem().getOperators().size() == operators);
        Ui.key(canvas(), "ctrl+z");
        Ui.waitUntil("Ctrl+Z: scale the operator's own again", 5_000,
                () -> "1.8".equals(value(fahrenheit.getParameters(), "scale")) && composite.getParameters().isEmpty());
    }
}
