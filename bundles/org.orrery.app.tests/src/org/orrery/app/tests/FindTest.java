package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.EditPart;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.app.SystemFiles;
import org.orrery.editor.OrreryEditor;
import org.orrery.model.Operator;
import org.orrery.model.edit.Named;

/**
 * Find by real input in the 1,000-operator sample: Ctrl+F, a name typed, Enter; the operator, inside a collapsed
 * pipeline, is shown (its composite expanded, which Ctrl+Z takes back), selected and scrolled into view.
 */
class FindTest {

    @TempDir
    Path temp;

    private final IWorkbenchPage page = Ui.emptyPage();

    @AfterEach
    void close() {
        page.closeAllEditors(false);
    }

    @Test
    void ctrlFFindsAnOperatorInACollapsedCompositeSelectsAndRevealsIt() throws Exception {
        Path file = Files.copy(Ui.sample("large-1000.orrery"), temp.resolve("large-1000.orrery"));
        OrreryEditor editor = assertInstanceOf(OrreryEditor.class, SystemFiles.open(page, file));
        page.activate(editor);
        Ui.settle(500);
        Operator wanted = Named.operator(editor.getSystem(), "filter145").orElseThrow();
        assertTrue(wanted.getComposite().isCollapsed());

        Hand hand = Hand.start("find", h -> {
            Shell dialog = h.awaitShell("Find", 20_000);
            h.read(dialog::getText);
            h.xdotool("type", "--delay", "30", "filter145");
            Thread.sleep(500); // the list narrows as the name is typed
            h.xdotool("key", "Return");
        });
        Ui.key(editor.viewer().getControl(), "ctrl+f");
        hand.await(30_000);
        Ui.waitUntil("filter145 selected", 10_000, () -> {
            List<?> selected = editor.viewer().getSelectedEditParts();
            return selected.size() == 1 && ((EditPart) selected.get(0)).getModel() == wanted;
        });
        assertFalse(wanted.getComposite().isCollapsed(), "its pipeline expanded to show it");
        Rectangle shown = DiagramReading.onCanvas(editor.viewer(), wanted);
        org.eclipse.swt.graphics.Rectangle area = editor.viewer().getControl().getBounds();
        assertTrue(shown.x >= 0 && shown.y >= 0 && shown.right() <= area.width && shown.bottom() <= area.height,
                "scrolled into view: " + shown + " in " + area);

        Ui.key(editor.viewer().getControl(), "ctrl+z");
        Ui.waitUntil("Ctrl+Z collapses the pipeline again", 5_000, () -> wanted.getComposite().isCollapsed());
        assertEquals(0, editor.getSystem().getComposites().stream().filter(c -> !c.isCollapsed()).count());
    }
}
