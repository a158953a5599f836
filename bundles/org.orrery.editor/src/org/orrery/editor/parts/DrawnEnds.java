package org.orrery.editor.parts;

import org.eclipse.gef.EditPartViewer;
import org.orrery.model.Composite;
import org.orrery.model.Operator;
import org.orrery.model.PortDirection;
import org.orrery.model.edit.Composites;

/**
 * Which connections a viewer draws. On the system's diagram, every one. On a composite's own canvas, those with both
 * ends inside the composite, and those crossing its boundary through one of its ports (drawn as a {@link PortNode}
 * there, the outside end of the connection); a crossing connection without a port has no end to be drawn at.
 */
final class DrawnEnds {

    private DrawnEnds() {
    }

    /** The composite {@code viewer} shows on a canvas of its own; null when it shows a whole system. */
    static Composite canvas(EditPartViewer viewer) {
        return viewer != null && viewer.getContents() != null
                && viewer.getContents().getModel() instanceof Composite composite ? composite : null;
    }

    /** Whether the connection (or named link) from {@code source} to {@code target} is drawn in {@code viewer}. */
    static boolean drawn(EditPartViewer viewer, Operator source, Operator target) {
        Composite canvas = canvas(viewer);
        if (canvas == null) {
            return true;
        }
        boolean sourceInside = Composites.inside(source, canvas);
        boolean targetInside = Composites.inside(target, canvas);
        if (sourceInside && targetInside) {
            return true;
        }
        if (sourceInside) {
            return Composites.port(canvas, PortDirection.OUT, source) != null;
        }
        return targetInside && Composites.port(canvas, PortDirection.IN, target) != null;
    }
}
