package org.orrery.editor.parts;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.gef.EditPart;
import org.orrery.editor.figures.HostFigure;
import org.orrery.model.Connection;
import org.orrery.model.Host;
import org.orrery.model.Link;
import org.orrery.model.OrreryPackage;
import org.orrery.model.edit.Links;

/** A host: a container of domains, titled with its links to other hosts. */
final class HostEditPart extends ElementEditPart<Host> {

    HostEditPart(Host host) {
        super(host, HostFigure::new);
    }

    @Override
    protected List<?> getModelChildren() {
        return getModel().getDomains();
    }

    /** A change of the host's links redraws every host and connection: the other end and what crosses show it too. */
    @Override
    protected void modelChanged(Notification notification) {
        super.modelChanged(notification);
        if (notification.getFeature() == OrreryPackage.Literals.HOST__LINKS && getViewer() != null) {
            for (Object part : getViewer().getEditPartRegistry().values().toArray()) {
                if (part != this && part instanceof EditPart other
                        && (other.getModel() instanceof Host || other.getModel() instanceof Connection)) {
                    other.refresh();
                }
            }
        }
    }

    @Override
    protected void refreshVisuals() {
        super.refreshVisuals();
        ((HostFigure) getFigure()).setHost(getModel().getName(), getModel().getAddress(), links(getModel()));
        placeByBounds(getModel().getSystem() == null ? 0 : getModel().getSystem().getHosts().indexOf(getModel()));
    }

    /** Its links as its title shows them: {@code ⇝ beta: wan-eu-us}, whichever of the two hosts holds each. */
    private static List<String> links(Host host) {
        List<String> links = new ArrayList<>();
        if (host.getSystem() == null) {
            return links;
        }
        for (Host other : host.getSystem().getHosts()) {
            Links.between(host, other)
                    .map(Link::getProfile)
                    .ifPresent(profile -> links.add(ConnectionEditPart.LINK_MARK + other.getName() + ": " + profile));
        }
        return links;
    }
}
