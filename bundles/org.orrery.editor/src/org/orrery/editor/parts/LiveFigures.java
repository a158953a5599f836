package org.orrery.editor.parts;

import org.eclipse.gef.EditPartViewer;
import org.orrery.control.api.LiveStatus;

/**
 * Puts a running system's live figures on a diagram: the viewer holds the latest {@link LiveStatus}, and every part
 * that shows live figures ({@link LivePart}) reads it when it refreshes.
 */
public final class LiveFigures {

    /** The viewer property holding the latest status; absent while the system is not shown live. */
    static final String VIEWER_PROPERTY = "org.orrery.editor.live";

    private LiveFigures() {
    }

    /** The status {@code viewer} shows, or null in the design view. */
    public static LiveStatus of(EditPartViewer viewer) {
        return viewer == null ? null : (LiveStatus) viewer.getProperty(VIEWER_PROPERTY);
    }

    /** Shows {@code status} (null: the design view) on every part of {@code viewer} that shows live figures. */
    public static void show(EditPartViewer viewer, LiveStatus status) {
        viewer.setProperty(VIEWER_PROPERTY, status);
        for (Object part : viewer.getEditPartRegistry().values().toArray()) {
            if (part instanceof LivePart live) {
                live.refreshLive(status);
            }
        }
    }
}
