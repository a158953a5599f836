package org.orrery.editor.outline;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.EditPartFactory;

/** Creates outline tree nodes for model elements. */
final class OutlineTreePartFactory implements EditPartFactory {

    @Override
    public EditPart createEditPart(EditPart context, Object model) {
        if (model instanceof EObject || model instanceof Connections) {
            return new OutlineTreePart(model);
        }
        if (model instanceof Unopened placeholder) {
            return new Unopened.TreePart(placeholder);
        }
        throw new IllegalArgumentException("no outline node for " + model);
    }
}
