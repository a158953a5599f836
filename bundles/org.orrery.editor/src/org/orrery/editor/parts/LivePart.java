package org.orrery.editor.parts;

import org.eclipse.gef.EditPartViewer;
import org.orrery.lab.LiveStatus;

/** An edit part that shows live figures of the running system beside the design. */
interface LivePart {

    /** The viewer property holding the latest {@link LiveStatus}; absent while the system is not shown live. */
    String VIEWER_PROPERTY = "org.orrery.editor.live";

    /** Shows {@code status} (null: the design view, without live figures). */
    void refreshLive(LiveStatus status);

    static LiveStatus of(EditPartViewer viewer) {
        return viewer == null ? null : (LiveStatus) viewer.getProperty(VIEWER_PROPERTY);
    }

    /** Shows {@code status} on every part of {@code viewer} that shows live figures. */
    static void show(EditPartViewer viewer, LiveStatus status) {
        viewer.setProperty(VIEWER_PROPERTY, status);
        for (Object part : viewer.getEditPartRegistry().values().toArray()) {
            if (part instanceof LivePart live) {
                live.refreshLive(status);
            }
        }
    }
}
