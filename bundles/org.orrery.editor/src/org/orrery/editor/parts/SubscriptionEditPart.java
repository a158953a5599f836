package org.orrery.editor.parts;

import org.eclipse.draw2d.ColorConstants;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.PolygonDecoration;
import org.eclipse.draw2d.PolylineConnection;
import org.eclipse.gef.editparts.AbstractConnectionEditPart;
import org.orrery.editor.figures.CompositeFigure;

/**
 * A subscription by name as it resolved: a dashed arrow from the operator whose name matched to the subscriber, its
 * tooltip naming the pattern. It is the subscription's to change (the subscriber's context menu), not the diagram's.
 */
final class SubscriptionEditPart extends AbstractConnectionEditPart {

    SubscriptionEditPart(SubscriptionLink link) {
        setModel(link);
    }

    @Override
    public SubscriptionLink getModel() {
        return (SubscriptionLink) super.getModel();
    }

    @Override
    protected IFigure createFigure() {
        PolylineConnection line = new PolylineConnection();
        line.setLineStyle(Graphics.LINE_DASHDOT);
        line.setForegroundColor(CompositeFigure.BORDER);
        line.setBackgroundColor(ColorConstants.white);
        line.setTargetDecoration(new PolygonDecoration());
        return line;
    }

    @Override
    protected void createEditPolicies() {
        // selectable, nothing to edit: the subscription is
    }

    @Override
    protected void refreshVisuals() {
        SubscriptionLink link = getModel();
        String predicate = link.subscription().getPredicate() == null || link.subscription().getPredicate().isBlank()
                ? ""
                : "\nwhere " + link.subscription().getPredicate().strip();
        getFigure()
                .setToolTip(new Label(link.subscriber().getName() + " subscribes to " + link.subscription().getPattern()
                        + ": " + link.source().getName() + " (" + link.source().getSymbolicName() + ")" + predicate));
    }
}
