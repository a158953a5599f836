package org.orrery.editor.parts;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.gef.EditPolicy;
import org.orrery.control.api.DomainApi;
import org.orrery.control.api.LiveStatus;
import org.orrery.control.api.SystemApi;
import org.orrery.editor.figures.BundleFigure;
import org.orrery.editor.policies.DeletePolicy;
import org.orrery.model.Bundle;
import org.orrery.model.BundleState;
import org.orrery.model.Domain;
import org.orrery.model.io.ProtocolEnums;

/** One bundle of a domain, coloured by its expected state. */
final class BundleEditPart extends ElementEditPart<Bundle> implements LivePart {

    BundleEditPart(Bundle bundle) {
        super(bundle, BundleFigure::new);
    }

    @Override
    protected void createEditPolicies() {
        installEditPolicy(EditPolicy.COMPONENT_ROLE, new DeletePolicy());
    }

    @Override
    protected void modelChanged(Notification notification) {
        refreshVisuals();
        if (getParent() != null) {
            getParent().refresh();
        }
    }

    @Override
    protected void refreshVisuals() {
        super.refreshVisuals();
        refreshLive(LiveFigures.of(getViewer()));
    }

    /**
     * Shows the bundle as the design expects it or, live, as its domain has it: the state colour and the ID the
     * domain's framework gave it.
     */
    @Override
    public void refreshLive(LiveStatus status) {
        Bundle bundle = getModel();
        SystemApi.DomainView domain = status == null || !(bundle.eContainer() instanceof Domain owner) ? null
                : status.domains().get(owner.getName());
        DomainApi.BundleInfo live = domain == null ? null : LiveStatus.bundle(domain, bundle.getSymbolicName());
        long id = live != null ? live.id() : bundle.getBundleId();
        String version = bundle.getVersion() == null ? "" : " " + bundle.getVersion();
        BundleState state = live == null ? bundle.getExpectedState()
                : ProtocolEnums.toModel(live.state(), BundleState.UNINSTALLED);
        if (domain != null && live == null) {
            state = BundleState.UNINSTALLED;
        }
        BundleFigure figure = (BundleFigure) getFigure();
        String text = (id >= 0 ? "[" + id + "] " : "") + bundle.getSymbolicName() + version;
        if (!text.equals(figure.getText()) || state != figure.getState()) {
            figure.setBundle(text, state);
        }
    }
}
