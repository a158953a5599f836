package org.orrery.editor.parts;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.eclipse.draw2d.FreeformLayer;
import org.eclipse.draw2d.FreeformLayout;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.MarginBorder;
import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.ecore.util.EContentAdapter;
import org.eclipse.gef.EditPolicy;
import org.orrery.editor.policies.DiagramLayoutPolicy;
import org.orrery.model.Composite;
import org.orrery.model.Domain;
import org.orrery.model.Operator;
import org.orrery.model.OrreryPackage;
import org.orrery.model.OrrerySystem;
import org.orrery.model.edit.Composites;

/**
 * The diagram's root: hosts, and the operators and composites that are not yet placed on a domain of the system.
 */
final class SystemEditPart extends ElementEditPart<OrrerySystem> {

    private final EContentAdapter placementWatcher = new EContentAdapter() {

        @Override
        public void notifyChanged(Notification notification) {
            super.notifyChanged(notification);
            Object feature = notification.getFeature();
            if (feature == OrreryPackage.Literals.OPERATOR__PLACEMENT
                    || feature == OrreryPackage.Literals.HOST__DOMAINS) {
                refreshChildren();
            }
            if (feature == OrreryPackage.Literals.OPERATOR__COMPOSITE
                    || feature == OrreryPackage.Literals.COMPOSITE__PARENT
                    || feature == OrreryPackage.Literals.ORRERY_SYSTEM__COMPOSITES
                    || feature == OrreryPackage.Literals.OPERATOR__PLACEMENT) {
                refreshComposites(true);
            } else if (feature == OrreryPackage.Literals.CONNECTION__SOURCE
                    || feature == OrreryPackage.Literals.CONNECTION__TARGET) {
                refreshComposites(false);
            }
            if (feature != null && NAMING.contains(feature) && getViewer() != null
                    && NamedLinks.update(getViewer(), getModel())) {
                NamedLinks.redraw(getViewer());
            }
        }
    };

    SystemEditPart(OrrerySystem system) {
        super(system, SystemEditPart::diagramLayer);
    }

    private static IFigure diagramLayer() {
        FreeformLayer layer = new FreeformLayer();
        layer.setLayoutManager(new FreeformLayout());
        layer.setBorder(new MarginBorder(10));
        return layer;
    }

    @Override
    protected void createEditPolicies() {
        installEditPolicy(EditPolicy.LAYOUT_ROLE, new DiagramLayoutPolicy());
    }

    @Override
    public void activate() {
        super.activate();
        getModel().eAdapters().add(placementWatcher);
    }

    @Override
    public void deactivate() {
        getModel().eAdapters().remove(placementWatcher);
        super.deactivate();
    }

    /** The changes that may change what subscriptions by name resolve to. */
    static final Set<Object> NAMING = Set.of(OrreryPackage.Literals.OPERATOR__SUBSCRIPTIONS,
            OrreryPackage.Literals.SUBSCRIPTION__PATTERN, OrreryPackage.Literals.SUBSCRIPTION__PREDICATE,
            OrreryPackage.Literals.SUBSCRIPTION__DELIVERY, OrreryPackage.Literals.OPERATOR__SYMBOLIC_NAME,
            OrreryPackage.Literals.ORRERY_SYSTEM__OPERATORS, OrreryPackage.Literals.CONNECTION__SOURCE,
            OrreryPackage.Literals.CONNECTION__TARGET, OrreryPackage.Literals.OPERATOR__KIND);

    /**
     * Draws again what a change of the composites' structure moves: which operators stand alone and which composite is
     * where ({@code membership}), and the connections that end at a collapsed composite's ports.
     */
    private void refreshComposites(boolean membership) {
        if (getViewer() == null) {
            return;
        }
        if (membership) {
            refreshChildren();
        }
        for (Object part : getViewer().getEditPartRegistry().values().toArray()) {
            if (membership && part instanceof DomainEditPart domain && domain.isActive()) {
                domain.refresh();
            }
        }
        for (Object part : getViewer().getEditPartRegistry().values().toArray()) {
            if (part instanceof CompositeEditPart composite && composite.isActive()) {
                composite.refresh();
            }
        }
    }

    @Override
    protected List<Object> getModelChildren() {
        List<Object> children = new ArrayList<>(getModel().getHosts());
        for (Operator operator : getModel().getOperators()) {
            if (!DomainEditPart.isPlacedIn(operator, getModel()) && operator.getComposite() == null) {
                children.add(operator);
            }
        }
        for (Composite composite : getModel().getComposites()) {
            Domain placement = Composites.placement(composite);
            if (composite.getParent() != null) {
                continue;
            }
            if (placement == null || placement.getHost() == null || placement.getHost().getSystem() != getModel()) {
                children.add(composite);
            }
        }
        return children;
    }
}
