package org.orrery.editor.parts;

import java.util.List;

import org.orrery.editor.figures.HostFigure;
import org.orrery.model.Host;

/** A host: a container of domains. */
final class HostEditPart extends ElementEditPart<Host> {

    HostEditPart(Host host) {
        super(host, HostFigure::new);
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
