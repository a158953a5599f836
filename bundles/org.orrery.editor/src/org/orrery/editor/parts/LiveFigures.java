package org.orrery.editor.parts;

import org.eclipse.gef.EditPartViewer;
import org.orrery.lab.LiveStatus;

/** Puts a running system's live figures on a diagram, for the editor (edit parts stay package-private). */
public final class LiveFigures {

    private LiveFigures() {
    }

    public static void show(EditPartViewer viewer, LiveStatus status) {
        LivePart.show(viewer, status);
    }

    public static LiveStatus of(EditPartViewer viewer) {
        return LivePart.of(viewer);
    }
}
