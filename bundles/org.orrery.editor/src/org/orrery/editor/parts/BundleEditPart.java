package org.orrery.editor.parts;

import org.eclipse.draw2d.IFigure;
import org.eclipse.emf.common.notify.Notification;
import org.eclipse.gef.EditPolicy;
import org.orrery.editor.policies.DeletePolicy;
import org.orrery.editor.figures.BundleFigure;
import org.orrery.model.Bundle;

/** One bundle of a domain, coloured by its expected state. */
final class BundleEditPart extends ElementEditPart<Bundle> {

    BundleEditPart(Bundle bundle) {
        super(bundle, Bundle.class);
    }

    @Override
    protected IFigure createFigure() {
        return new BundleFigure();
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
        Bundle bundle = getModel();
        String id = bundle.getBundleId() >= 0 ? "[" + bundle.getBundleId() + "] " : "";
        String version = bundle.getVersion() == null ? "" : " " + bundle.getVersion();
        ((BundleFigure) getFigure()).setBundle(id + bundle.getSymbolicName() + version, bundle.getExpectedState());
    }
}
