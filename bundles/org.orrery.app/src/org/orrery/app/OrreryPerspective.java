package org.orrery.app;

import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;
import org.eclipse.ui.IPlaceholderFolderLayout;
import org.orrery.editor.names.NamesView;
import org.orrery.editor.problems.ProblemsView;

/**
 * The Orrery perspective: the diagram in the middle, the outline on the left, problems, properties, domains, the deploy
 * log and the labs below, metrics on the right once a system is live.
 */
public final class OrreryPerspective implements IPerspectiveFactory {

    public static final String ID = "org.orrery.app.perspective";

    // the monitor's views (org.orrery.monitor), named here so that the application needs no dependency on it
    private static final String METRICS_VIEW = "org.orrery.monitor.metrics";
    private static final String LATENCY_VIEW = "org.orrery.monitor.latency";
    private static final String DOMAINS_VIEW = "org.orrery.monitor.domains";
    private static final String LABS_VIEW = "org.orrery.monitor.labs";
    private static final String DEPLOY_LOG_VIEW = "org.orrery.monitor.deployLog";

    @Override
    public void createInitialLayout(IPageLayout layout) {
        String editorArea = layout.getEditorArea();
        layout.setEditorAreaVisible(true);
        IFolderLayout left = layout.createFolder("left", IPageLayout.LEFT, 0.2f, editorArea);
        left.addView(IPageLayout.ID_OUTLINE);
        left.addView(NamesView.ID);
        left.addPlaceholder(GettingStartedView.ID);
        IFolderLayout bottom = layout.createFolder("bottom", IPageLayout.BOTTOM, 0.74f, editorArea);
        bottom.addView(ProblemsView.ID);
        bottom.addView(IPageLayout.ID_PROP_SHEET);
        bottom.addView(DOMAINS_VIEW);
        bottom.addPlaceholder(DEPLOY_LOG_VIEW);
        // the Labs view's rows carry each host's figures: it needs the width of the bottom stack
        bottom.addPlaceholder(LABS_VIEW);
        // the charts open on the right when a system is deployed or monitored; until then the diagram has the room
        IPlaceholderFolderLayout right = layout.createPlaceholderFolder("right", IPageLayout.RIGHT, 0.64f, editorArea);
        right.addPlaceholder(METRICS_VIEW);
        right.addPlaceholder(LATENCY_VIEW);
        layout.addShowViewShortcut(METRICS_VIEW);
        layout.addShowViewShortcut(LATENCY_VIEW);
        layout.addShowViewShortcut(DOMAINS_VIEW);
        layout.addShowViewShortcut(LABS_VIEW);
        layout.addShowViewShortcut(DEPLOY_LOG_VIEW);
        layout.addShowViewShortcut(ProblemsView.ID);
        layout.addShowViewShortcut(IPageLayout.ID_OUTLINE);
        layout.addShowViewShortcut(NamesView.ID);
        layout.addShowViewShortcut(IPageLayout.ID_PROP_SHEET);
        layout.addShowViewShortcut(GettingStartedView.ID);
    }
}
