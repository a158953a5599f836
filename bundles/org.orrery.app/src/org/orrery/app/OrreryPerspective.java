package org.orrery.app;

import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;
import org.orrery.editor.problems.ProblemsView;

/** The Orrery perspective: the diagram in the middle, the outline on the left, problems and properties below. */
public final class OrreryPerspective implements IPerspectiveFactory {

    public static final String ID = "org.orrery.app.perspective";

    @Override
    public void createInitialLayout(IPageLayout layout) {
        String editorArea = layout.getEditorArea();
        layout.setEditorAreaVisible(true);
        IFolderLayout left = layout.createFolder("left", IPageLayout.LEFT, 0.2f, editorArea);
        left.addView(IPageLayout.ID_OUTLINE);
        IFolderLayout bottom = layout.createFolder("bottom", IPageLayout.BOTTOM, 0.74f, editorArea);
        bottom.addView(ProblemsView.ID);
        bottom.addView(IPageLayout.ID_PROP_SHEET);
        layout.addShowViewShortcut(ProblemsView.ID);
        layout.addShowViewShortcut(IPageLayout.ID_OUTLINE);
        layout.addShowViewShortcut(IPageLayout.ID_PROP_SHEET);
    }
}
