package org.orrery.editor.outline;

import org.eclipse.gef.editparts.AbstractTreeEditPart;

/**
 * What stands for the children of an outline node not yet expanded: one item, so the tree shows the node can be
 * expanded, without making an item for each child.
 */
record Unopened(Object node) {

    /** Its item in the tree: an ellipsis. */
    static final class TreePart extends AbstractTreeEditPart {

        TreePart(Unopened placeholder) {
            super(placeholder);
        }

        @Override
        protected void refreshVisuals() {
            setWidgetText("\u2026");
        }
    }
}
