package org.orrery.editor;

import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPartReference;

/**
 * Follows the Orrery editor in front of a page for a view that shows what it edits: the view is refreshed (on the UI
 * thread) when another editor comes to the front, when the one it shows closes, and after each change that editor
 * validates.
 */
public final class FrontEditor implements IPartListener2 {

    private final IWorkbenchPage page;
    private final Runnable refresh;
    private final Runnable changed = this::refreshLater;
    private OrreryEditor current;

    private FrontEditor(IWorkbenchPage page, Runnable refresh) {
        this.page = page;
        this.refresh = refresh;
    }

    /**
     * Follows {@code page}'s front Orrery editor from now on, refreshing with {@code refresh}; the view refreshes
     * itself once the follower is at hand.
     */
    public static FrontEditor follow(IWorkbenchPage page, Runnable refresh) {
        FrontEditor front = new FrontEditor(page, refresh);
        page.addPartListener(front);
        IEditorPart active = page.getActiveEditor();
        front.follow(CompositeEditor.systemEditor(active));
        return front;
    }

    /** The editor shown now, or null when no Orrery editor is in front. */
    public OrreryEditor editor() {
        return current;
    }

    private void follow(OrreryEditor editor) {
        if (current != null) {
            current.removeProblemListener(changed);
        }
        current = editor;
        if (current != null) {
            current.addProblemListener(changed);
        }
    }

    private void show(OrreryEditor editor) {
        follow(editor);
        refresh.run();
    }

    private void refreshLater() {
        Display display = page.getWorkbenchWindow().getShell().getDisplay();
        if (Display.getCurrent() == display) {
            refresh.run();
        } else {
            display.asyncExec(refresh);
        }
    }

    @Override
    public void partActivated(IWorkbenchPartReference ref) {
        OrreryEditor activated = CompositeEditor.systemEditor(ref.getPart(false));
        if (activated != null) {
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
        follow(null);
    }
}
