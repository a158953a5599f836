package org.orrery.editor.parts;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.draw2d.FreeformLayer;
import org.eclipse.draw2d.FreeformLayout;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.MarginBorder;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.ecore.util.EContentAdapter;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.EditPolicy;
import org.orrery.editor.policies.DiagramLayoutPolicy;
import org.orrery.model.Bounds;
import org.orrery.model.Composite;
import org.orrery.model.DiagramNode;
import org.orrery.model.OrreryPackage;
import org.orrery.model.OrrerySystem;
import org.orrery.model.Port;
import org.orrery.model.PortDirection;

/**
 * A composite opened on a canvas of its own (its editor tab): its operators and nested composites where its bounds
 * place them, and its ports as nodes, the inputs in a column left of them and the outputs right of them, where the
 * connections from and to the outside begin and end. Operators and composites are created, moved and dropped into it as
 * into the composite on the system's diagram, through the same commands.
 */
final class CompositeCanvasEditPart extends ElementEditPart<Composite> {

    /** Room between the ports' columns and what the composite holds. */
    private static final int GAP = 60;
    private static final int PORT_WIDTH = 150;
    private static final int PORT_ROW = 50;

    /** What moves members in and out, and changes the graph or the names: the canvas draws it all again. */
    private final EContentAdapter systemWatcher = new EContentAdapter() {

        @Override
        public void notifyChanged(Notification notification) {
            super.notifyChanged(notification);
            if (notification.isTouch() || !isActive() || getViewer() == null) {
                return;
            }
            Object feature = notification.getFeature();
            boolean naming = feature != null && SystemEditPart.NAMING.contains(feature)
                    && getModel().eContainer() instanceof OrrerySystem system && NamedLinks.update(getViewer(), system);
            if (naming || feature == OrreryPackage.Literals.OPERATOR__COMPOSITE
                    || feature == OrreryPackage.Literals.COMPOSITE__PARENT
                    || feature == OrreryPackage.Literals.ORRERY_SYSTEM__COMPOSITES
                    || feature == OrreryPackage.Literals.CONNECTION__SOURCE
                    || feature == OrreryPackage.Literals.CONNECTION__TARGET
                    || feature == OrreryPackage.Literals.COMPOSITE__PORTS
                    || feature == OrreryPackage.Literals.DIAGRAM_NODE__BOUNDS
                    || notification.getNotifier() instanceof Bounds) {
                refreshAll();
            }
        }
    };

    private OrrerySystem watched;

    CompositeCanvasEditPart(Composite composite) {
        super(composite, CompositeCanvasEditPart::canvasLayer);
    }

    private static IFigure canvasLayer() {
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
        if (getModel().eContainer() instanceof OrrerySystem system) {
            watched = system;
            system.eAdapters().add(systemWatcher);
        }
    }

    @Override
    public void deactivate() {
        if (watched != null) {
            watched.eAdapters().remove(systemWatcher);
            watched = null;
        }
        super.deactivate();
    }

    @Override
    protected List<Object> getModelChildren() {
        List<Object> children = new ArrayList<>(getModel().getOperators());
        children.addAll(getModel().getNested());
        for (Port port : getModel().getPorts()) {
            children.add(new PortNode(port));
        }
        return children;
    }

    @Override
    protected void modelChanged(Notification notification) {
        refreshAll();
    }

    /** Every part, its place and its connections again (at any depth: a nested composite's may have moved). */
    private void refreshAll() {
        refreshChildren();
        for (Object part : getViewer().getEditPartRegistry().values().toArray()) {
            if (part instanceof EditPart child && child != this && child.isActive()) {
                if (child instanceof OperatorEditPart operator) {
                    operator.refreshConnections();
                } else if (child instanceof PortNodeEditPart || child instanceof CompositeEditPart) {
                    child.refresh();
                }
            }
        }
    }

    /**
     * Where port {@code node} stands: inputs in a column left of what the composite holds, outputs right of it, each in
     * the order of the composite's ports.
     */
    Rectangle placeOf(PortNodeEditPart node) {
        Port port = ((PortNode) node.getModel()).port();
        boolean input = port.getDirection() == PortDirection.IN;
        int row = 0;
        for (Port other : getModel().getPorts()) {
            if (other == port) {
                break;
            }
            row += other.getDirection() == port.getDirection() ? 1 : 0;
        }
        Rectangle inner = extent();
        int x = input ? inner.x - GAP - PORT_WIDTH : inner.right() + GAP;
        return new Rectangle(x, inner.y + row * PORT_ROW, PORT_WIDTH, -1);
    }

    /** The area the composite's operators and nested composites take by their bounds (as drawn without bounds). */
    private Rectangle extent() {
        List<DiagramNode> members = new ArrayList<>(getModel().getOperators());
        members.addAll(getModel().getNested());
        Rectangle extent = null;
        for (int i = 0; i < members.size(); i++) {
            Bounds b = members.get(i).getBounds();
            Rectangle r = b != null
                    ? new Rectangle(b.getX(), b.getY(), Math.max(b.getWidth(), 135), Math.max(b.getHeight(), 48))
                    : new Rectangle(10 + (i % 4) * 170, 10 + (i / 4) * 90, 135, 48);
            extent = extent == null ? r : extent.union(r);
        }
        return extent == null ? new Rectangle(PORT_WIDTH + GAP + 10, 10, 135, 48) : extent;
    }
}
