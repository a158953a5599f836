package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;

import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Link;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.orrery.app.GettingStartedView;
import org.orrery.editor.OrreryEditor;
import org.orrery.editor.problems.ProblemsView;

/**
 * Help > Getting Started, opened from the menu with the keyboard, shows the README's tour; its links, clicked with the
 * real mouse, do their steps: the Solar sample opens from the workspace's copy, Auto Layout changes the diagram (one
 * undoable step), Validate brings the Problems view forward with nothing wrong.
 */
class GettingStartedTest {

    private final IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();

    @AfterEach
    void close() {
        page.closeAllEditors(false);
        GettingStartedView view = (GettingStartedView) page.findView(GettingStartedView.ID);
        if (view != null) {
            page.hideView(view);
        }
    }

    @Test
    void theTourOpensFromTheHelpMenuAndItsLinksDoTheirSteps() throws IOException {
        page.closeAllEditors(false);
        Shell shell = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        Ui.key(shell, "alt+h");
        Ui.keyToFocus("Return");
        Ui.waitUntil("the Getting Started view", 5_000, () -> page.findView(GettingStartedView.ID) != null);
        GettingStartedView tour = assertInstanceOf(GettingStartedView.class, page.findView(GettingStartedView.ID));
        assertEquals(List.of("Open the Solar sample", "Show Properties", "Auto Layout", "Validate", "Deploy",
                "Show Metrics", "Export Run\u2026", "Undeploy"), List.copyOf(tour.links().keySet()));

        click(tour.links().get("Open the Solar sample"));
        Ui.waitUntil("the Solar sample open", 10_000, () -> page.getActiveEditor() instanceof OrreryEditor);
        OrreryEditor editor = (OrreryEditor) page.getActiveEditor();
        assertEquals("solar", editor.getSystem().getName());
        assertTrue(editor.getEditorInput().getToolTipText().replace('\\', '/').endsWith("getting-started/solar.orrery"),
                editor.getEditorInput().getToolTipText());
        assertTrue(!editor.isDirty());

        click(tour.links().get("Auto Layout"));
        Ui.waitUntil("the system laid out (unsaved)", 10_000, editor::isDirty);
        assertEquals("", tour.outcome());
        Ui.saveScreenshot("getting-started");

        page.hideView(page.findView(ProblemsView.ID));
        click(tour.links().get("Validate"));
        Ui.waitUntil("the Problems view shown", 5_000,
                () -> page.findView(ProblemsView.ID) != null && page.isPartVisible(page.findView(ProblemsView.ID)));
        assertEquals("", tour.outcome());
    }

    private static void click(Link link) {
        Ui.click(link, new Point(6, link.getSize().y / 2));
    }
}
