package org.orrery.editor.policies;

import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.EditPolicy;
import org.eclipse.gef.commands.Command;
import org.eclipse.gef.editpolicies.NonResizableEditPolicy;
import org.eclipse.gef.editpolicies.XYLayoutEditPolicy;
import org.eclipse.gef.requests.CreateRequest;
import org.orrery.editor.commands.Containment;
import org.orrery.editor.commands.CreateNodeCommand;
import org.orrery.editor.commands.PlaceCompositeCommand;
import org.orrery.editor.commands.ReparentCommand;
import org.orrery.editor.commands.SetBoundsCommand;
import org.orrery.model.Bounds;
import org.orrery.model.Bundle;
import org.orrery.model.Composite;
import org.orrery.model.DiagramNode;
import org.orrery.model.Domain;
import org.orrery.model.Host;
import org.orrery.model.edit.CompositeTypes;

/**
 * Creating, moving, resizing and re-parenting nodes inside a container figure (the canvas, a host, a domain, a
 * composite). What the containment rules forbid gets no command, so GEF shows the not-allowed cursor while dragging.
 */
public final class DiagramLayoutPolicy extends XYLayoutEditPolicy {

    private EObject container() {
        return (EObject) getHost().getModel();
    }

    @Override
    protected EditPolicy createChildEditPolicy(EditPart child) {
        if (child.getModel() instanceof Bundle) {
            NonResizableEditPolicy selectOnly = new NonResizableEditPolicy();
            selectOnly.setDragAllowed(false);
            return selectOnly;
        }
        return super.createChildEditPolicy(child);
    }

    @Override
    protected Command getCreateCommand(CreateRequest request) {
        Object created = request.getNewObject();
        if (created instanceof CompositeTypes.Type type) {
            Rectangle at = (Rectangle) getConstraintFor(request);
            return container() instanceof Domain domain && Containment.refusal(domain, type.composite()) == null
                    ? new PlaceCompositeCommand(domain, type, at.x, at.y)
                    : null;
        }
        if (!(created instanceof DiagramNode node) || Containment.refusal(container(), node) != null) {
            return null;
        }
        Rectangle constraint = ((Rectangle) getConstraintFor(request)).getCopy();
        // a click or a drop gives no size: the element gets the usual one for its kind
        if (constraint.width <= 0 || constraint.height <= 0) {
            constraint.setSize(node instanceof Host ? new Dimension(520, 320)
                    : node instanceof Domain ? new Dimension(240, 180) : new Dimension(135, 48));
        }
        return new CreateNodeCommand(container(), node, bounds(constraint));
    }

    @Override
    protected Command createChangeConstraintCommand(EditPart child, Object constraint) {
        if (!(child.getModel() instanceof DiagramNode node) || !(constraint instanceof Rectangle rectangle)) {
            return null;
        }
        if (node instanceof Composite composite && composite.isCollapsed() && composite.getBounds() != null) {
            // a collapsed composite moves; the size it keeps is the one it has expanded
            return new SetBoundsCommand(node, SetBoundsCommand.bounds(rectangle.x, rectangle.y,
                    composite.getBounds().getWidth(), composite.getBounds().getHeight()));
        }
        return new SetBoundsCommand(node, bounds(rectangle));
    }

    @Override
    protected Command createAddCommand(EditPart child, Object constraint) {
        if (!(child.getModel() instanceof DiagramNode node) || !(constraint instanceof Rectangle rectangle)
                || Containment.refusal(container(), node) != null || node instanceof Host) {
            return null;
        }
        return new ReparentCommand(node, container(), bounds(rectangle));
    }

    static Bounds bounds(Rectangle rectangle) {
        return SetBoundsCommand.bounds(rectangle.x, rectangle.y, rectangle.width, rectangle.height);
    }
}
