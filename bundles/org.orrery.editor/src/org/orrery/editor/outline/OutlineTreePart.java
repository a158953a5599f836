package org.orrery.editor.outline;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.impl.AdapterImpl;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EContentAdapter;
import org.eclipse.gef.editparts.AbstractTreeEditPart;
import org.orrery.model.Bundle;
import org.orrery.model.Connection;
import org.orrery.model.Domain;
import org.orrery.model.Host;
import org.orrery.model.Operator;
import org.orrery.model.OrreryPackage;
import org.orrery.model.OrrerySystem;
import org.orrery.model.validation.ElementLabels;

/**
 * A node of the outline tree: system → hosts → domains → bundles and operators; then unplaced operators and
 * connections.
 */
final class OutlineTreePart extends AbstractTreeEditPart {

    private final AdapterImpl listener = new AdapterImpl() {

        @Override
        public void notifyChanged(Notification notification) {
            if (!notification.isTouch()) {
                refreshVisuals();
                refreshChildren();
            }
        }
    };

    /** The system's node lists unplaced operators, so it follows every operator's placement. */
    private final EContentAdapter placements = new EContentAdapter() {

        @Override
        public void notifyChanged(Notification notification) {
            super.notifyChanged(notification);
            if (notification.getFeature() == OrreryPackage.Literals.OPERATOR__PLACEMENT) {
                refreshChildren();
            }
        }
    };

    OutlineTreePart(EObject element) {
        super(element);
    }

    private EObject element() {
        return (EObject) getModel();
    }

    @Override
    public void activate() {
        super.activate();
        element().eAdapters().add(listener);
        if (element() instanceof OrrerySystem) {
            element().eAdapters().add(placements);
        }
    }

    @Override
    public void deactivate() {
        element().eAdapters().remove(listener);
        element().eAdapters().remove(placements);
        super.deactivate();
    }

    @Override
    protected List<Object> getModelChildren() {
        List<Object> children = new ArrayList<>();
        if (element() instanceof OrrerySystem system) {
            children.addAll(system.getHosts());
            system.getOperators().stream().filter(o -> o.getPlacement() == null).forEach(children::add);
            children.addAll(system.getConnections());
        } else if (element() instanceof Host host) {
            children.addAll(host.getDomains());
        } else if (element() instanceof Domain domain) {
            children.addAll(domain.getBundles());
            children.addAll(domain.getOperators());
        }
        return children;
    }

    @Override
    protected void refreshVisuals() {
        EObject element = element();
        String text = element instanceof Bundle || element instanceof Connection || element instanceof OrrerySystem
                ? ElementLabels.describe(element)
                : element instanceof Operator operator
                        ? ElementLabels.describe(operator) + "  (" + operator.getKind().getLiteral() + ")"
                        : element instanceof Domain domain
                                ? ElementLabels.describe(domain) + "  (" + domain.getRole().getLiteral() + ")"
                                : ElementLabels.describe(element);
        setWidgetText(text);
    }
}
