package org.orrery.editor.outline;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.impl.AdapterImpl;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EContentAdapter;
import org.eclipse.gef.editparts.AbstractTreeEditPart;
import org.orrery.model.Bundle;
import org.orrery.model.Composite;
import org.orrery.model.Connection;
import org.orrery.model.Domain;
import org.orrery.model.Host;
import org.orrery.model.Operator;
import org.orrery.model.OrreryPackage;
import org.orrery.model.OrrerySystem;
import org.orrery.model.edit.Composites;
import org.orrery.model.validation.ElementLabels;

/**
 * A node of the outline tree: system → hosts → domains → bundles, operators and composites (→ their operators and
 * nested composites); then unplaced operators and composites, and the connections under one node. A node below the
 * system shows its children once it is first expanded ({@link #open()}); until then one placeholder stands for them, so
 * a system of ten thousand operators opens with a tree of its hosts, not of every element.
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
            if (!isActive()) {
                return;
            }
            Object feature = notification.getFeature();
            if (feature == OrreryPackage.Literals.OPERATOR__PLACEMENT) {
                refreshChildren();
            }
            if (feature == OrreryPackage.Literals.OPERATOR__COMPOSITE
                    || feature == OrreryPackage.Literals.COMPOSITE__PARENT
                    || feature == OrreryPackage.Literals.ORRERY_SYSTEM__COMPOSITES
                    || feature == OrreryPackage.Literals.OPERATOR__PLACEMENT) {
                // which operators stand alone in a domain and where each composite is: every domain's and composite's
                // node lists it
                refreshChildren();
                for (Object part : getViewer().getEditPartRegistry().values().toArray()) {
                    if (part instanceof OutlineTreePart node && node.isActive()
                            && (node.element() instanceof Domain || node.element() instanceof Composite)) {
                        node.refreshChildren();
                    }
                }
            }
        }
    };

    /** Whether its children are shown (the system's always; another node's once expanded). */
    private boolean opened;

    OutlineTreePart(Object node) {
        super(node);
    }

    /** The model element the node follows: itself, or for the connections' node the system. */
    EObject element() {
        return getModel() instanceof Connections connections ? connections.system() : (EObject) getModel();
    }

    /** Shows its children from now on (its tree item was expanded). */
    void open() {
        if (!opened) {
            opened = true;
            refreshChildren();
        }
    }

    @Override
    protected List<Object> getModelChildren() {
        List<Object> children = allChildren();
        boolean shown = opened || getModel() instanceof OrrerySystem;
        return shown || children.isEmpty() ? children : List.of(new Unopened(getModel()));
    }

    @Override
    public void activate() {
        super.activate();
        element().eAdapters().add(listener);
        if (getModel() instanceof OrrerySystem) {
            element().eAdapters().add(placements);
        }
    }

    @Override
    public void deactivate() {
        element().eAdapters().remove(listener);
        element().eAdapters().remove(placements);
        super.deactivate();
    }

    private List<Object> allChildren() {
        List<Object> children = new ArrayList<>();
        if (getModel() instanceof Connections connections) {
            children.addAll(connections.system().getConnections());
        } else if (element() instanceof OrrerySystem system) {
            children.addAll(system.getHosts());
            system.getOperators()
                    .stream()
                    .filter(o -> o.getPlacement() == null && o.getComposite() == null)
                    .forEach(children::add);
            system.getComposites()
                    .stream()
                    .filter(c -> c.getParent() == null && Composites.placement(c) == null)
                    .forEach(children::add);
            if (!system.getConnections().isEmpty()) {
                children.add(new Connections(system));
            }
        } else if (element() instanceof Host host) {
            children.addAll(host.getDomains());
        } else if (element() instanceof Domain domain) {
            children.addAll(domain.getBundles());
            domain.getOperators().stream().filter(o -> o.getComposite() == null).forEach(children::add);
            if (domain.getHost() != null && domain.getHost().getSystem() != null) {
                domain.getHost()
                        .getSystem()
                        .getComposites()
                        .stream()
                        .filter(c -> c.getParent() == null && Composites.placement(c) == domain)
                        .forEach(children::add);
            }
        } else if (element() instanceof Composite composite) {
            children.addAll(composite.getOperators());
            children.addAll(composite.getNested());
        }
        return children;
    }

    @Override
    protected void refreshVisuals() {
        EObject element = element();
        if (getModel() instanceof Connections connections) {
            int count = connections.system().getConnections().size();
            setWidgetText(count + (count == 1 ? " connection" : " connections"));
            return;
        }
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
