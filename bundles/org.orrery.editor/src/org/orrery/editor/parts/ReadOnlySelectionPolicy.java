package org.orrery.editor.parts;

import org.eclipse.gef.editpolicies.NonResizableEditPolicy;

/** Shows selection handles without letting the element be dragged: the diagram is not editable yet. */
final class ReadOnlySelectionPolicy extends NonResizableEditPolicy {

    ReadOnlySelectionPolicy() {
        setDragAllowed(false);
    }
}
