package org.orrery.editor.parts;

import java.util.List;

import org.eclipse.draw2d.IFigure;
import org.eclipse.gef.EditPolicy;
import org.orrery.editor.policies.DeletePolicy;
import org.orrery.editor.policies.DiagramLayoutPolicy;
import org.orrery.editor.figures.HostFigure;
import org.orrery.model.Host;

/** A host: a container of domains. */
final class HostEditPart extends ElementEditPart<Host> {

    HostEditPart(Host host) {
        super(host, Host.class);
    }

    @Override
    protected IFigure createFigure() {
        return new HostFigure();
    }

    @Override
    public IFigure getContentPane() {
        return ((HostFigure) getFigure()).getContentPane();
    }

    @Override
    protected org.eclipse.draw2d.Label nameLabel() {
        return ((org.orrery.editor.figures.ContainerFigure) getFigure()).getTitle();
    }

    @Override
    protected void createEditPolicies() {
        super.createEditPolicies();
        installEditPolicy(EditPolicy.LAYOUT_ROLE, new DiagramLayoutPolicy());
        installEditPolicy(EditPolicy.COMPONENT_ROLE, new DeletePolicy());
    }

    @Override
    protected List<?> getModelChildren() {
        return getModel().getDomains();
    }

    @Override
    protected void refreshVisuals() {
        super.refreshVisuals();
        ((HostFigure) getFigure()).setHost(getModel().getName(), getModel().getAddress());
        placeByBounds(getModel().getSystem() == null ? 0 : getModel().getSystem().getHosts().indexOf(getModel()));
    }
}
