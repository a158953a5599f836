package org.orrery.editor.parts;

import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.EditPolicy;
import org.orrery.editor.figures.ContainerFigure;
import org.orrery.editor.policies.DeletePolicy;
import org.orrery.editor.policies.DiagramLayoutPolicy;

/**
 * What hosts and domains share: a container figure whose content pane holds their children by bounds, a title that
 * is renamed in place, and creating, moving and deleting inside them.
 */
abstract class ContainerEditPart<T extends EObject> extends ElementEditPart<T> {

    ContainerEditPart(T model, Class<T> modelType) {
        super(model, modelType);
    }

    protected ContainerFigure containerFigure() {
        return (ContainerFigure) getFigure();
    }

    @Override
    public IFigure getContentPane() {
        return containerFigure().getContentPane();
    }

    @Override
    protected Label nameLabel() {
        return containerFigure().getTitle();
    }

    @Override
    protected void createEditPolicies() {
        super.createEditPolicies();
        installEditPolicy(EditPolicy.LAYOUT_ROLE, new DiagramLayoutPolicy());
        installEditPolicy(EditPolicy.COMPONENT_ROLE, new DeletePolicy());
    }
}
