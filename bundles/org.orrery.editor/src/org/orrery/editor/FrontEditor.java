package org.orrery.editor;

import java.util.function.Consumer;

import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPartReference;

/**
 * Follows the Orrery editor in front of a page for a view that shows what it edits: tells the view when another one
 * comes to the front, and null when the one it shows closes.
 */
public final class FrontEditor implements IPartListener2 {

    private final IWorkbenchPage page;
    private final Consumer<OrreryEditor> show;
    private OrreryEditor current;

    private FrontEditor(IWorkbenchPage page, Consumer<OrreryEditor> show) {
        this.page = page;
        this.show = show;
    }

    /** Shows the page's active Orrery editor now (or null) and each one that comes to the front from now on. */
    public static FrontEditor follow(IWorkbenchPage page, Consumer<OrreryEditor> show) {
        FrontEditor front = new FrontEditor(page, show);
        page.addPartListener(front);
        IEditorPart active = page.getActiveEditor();
        front.show(active instanceof OrreryEditor orrery ? orrery : null);
        return front;
    }

    private void show(OrreryEditor editor) {
        current = editor;
        show.accept(editor);
    }

    @Override
    public void partActivated(IWorkbenchPartReference ref) {
        if (ref.getPart(false) instanceof OrreryEditor activated) {
            show(activated);
        }
    }

    @Override
    public void partClosed(IWorkbenchPartReference ref) {
        if (ref.getPart(false) == current) {
            show(null);
        }
    }

    /** Stops following (the view is disposed). */
    public void stop() {
        page.removePartListener(this);
    }
}
