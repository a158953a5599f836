package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.app.SystemFiles;
import org.orrery.editor.OrreryEditor;
import org.orrery.editor.names.NamesView;
import org.orrery.model.Operator;
import org.orrery.model.edit.Named;

/**
 * Subscriptions by name by real input: an application subscribed to a pattern from its context menu (a pattern that is
 * not one keeps OK greyed), the connections it resolves to drawn on the diagram, the naming tree in the Names view with
 * what the subscription matches, and Ctrl+Z taking it back.
 */
class NamesTest {

    @TempDir
    Path temp;

    private final IWorkbenchPage page = Ui.emptyPage();

    @AfterEach
    void close() {
        page.closeAllEditors(false);
    }

    @Test
    void anApplicationSubscribedByNameIsDrawnWithWhatItResolvesToAndTheNamesViewShowsTheTree() throws Exception {
        Path file = Files.copy(Ui.sample("solar.orrery"), temp.resolve("solar.orrery"));
        OrreryEditor editor = assertInstanceOf(OrreryEditor.class, SystemFiles.open(page, file));
        page.activate(editor);
        Ui.settle(500);
        Operator display = Named.operator(editor.getSystem(), "display").orElseThrow();
        assertEquals(List.of("dailyHigh"), DiagramReading.drawnInto(editor.viewer(), display));
        editor.viewer().setSelection(new StructuredSelection(editor.viewer().getEditPartRegistry().get(display)));

        Hand hand = Hand.start("subscribe", h -> {
            Shell dialog = h.awaitShell("Subscribe display", 20_000);
            Text field = h.read(() -> Hand.find(dialog, Text.class, t -> (t.getStyle() & SWT.READ_ONLY) == 0));
            Button ok = h.read(() -> Hand.button(dialog, IDialogConstants.OK_LABEL));
            h.click(field);
            h.xdotool("key", "ctrl+a", "BackSpace");
            h.xdotool("type", "--delay", "20", "transforms/*");
            assertTrue(!h.read(ok::isEnabled), "a pattern starts at the root");
            h.xdotool("key", "ctrl+a", "BackSpace");
            h.xdotool("type", "--delay", "20", "/transforms/fahrenheit/* where fahrenheit > 80");
            assertTrue(h.read(ok::isEnabled), "accepted as typed");
            h.click(ok);
        });
        Ui.contextMenu(editor.viewer().getControl(), "n"); // Subscribe by &Name...
        hand.await(30_000);
        Ui.waitUntil("the subscription drawn as what it resolves to", 10_000,
                () -> DiagramReading.drawnInto(editor.viewer(), display)
                        .equals(List.of("dailyHigh", "fahrenheitA", "fahrenheitB")));
        assertEquals("fahrenheit > 80", display.getSubscriptions().get(0).getPredicate());

        NamesView names = assertInstanceOf(NamesView.class, page.showView(NamesView.ID));
        names.refresh();
        names.getViewer().expandAll();
        Ui.settle(300);
        List<String> lines = lines(names.getViewer().getTree().getItems(), "");
        assertTrue(lines.contains("transforms/fahrenheit/a/fahrenheitA  (transform on planet1)"), lines.toString());
        assertTrue(lines.contains(
                "apps/display/display  (application on planet2)/\u21e0 subscribes to /transforms/fahrenheit/*  (2 operators)"),
                lines.toString());

        Ui.click(editor.viewer().getControl(), new Point(4, 4)); // back to the diagram, as a person would
        Ui.waitUntil("the editor in front", 5_000, () -> page.getActivePart() == editor);
        Ui.key(editor.viewer().getControl(), "ctrl+z");
        Ui.waitUntil("Ctrl+Z takes the subscription and its connections away", 10_000,
                () -> display.getSubscriptions().isEmpty()
                        && DiagramReading.drawnInto(editor.viewer(), display).equals(List.of("dailyHigh")));
    }

    /** Every item of the tree as its path of labels. */
    private static List<String> lines(TreeItem[] items, String prefix) {
        List<String> lines = new ArrayList<>();
        for (TreeItem item : items) {
            String path = prefix + item.getText();
            lines.add(path);
            lines.addAll(lines(item.getItems(), path + "/"));
        }
        return lines;
    }
}
