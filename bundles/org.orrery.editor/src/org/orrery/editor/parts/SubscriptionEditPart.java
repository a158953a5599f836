package org.orrery.editor.parts;

import org.eclipse.draw2d.ColorConstants;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.PolygonDecoration;
import org.eclipse.draw2d.PolylineConnection;
import org.eclipse.gef.editparts.AbstractConnectionEditPart;
import org.orrery.control.api.LiveStatus;
import org.orrery.control.api.SystemApi.ConnectionView;
import org.orrery.editor.figures.CompositeFigure;
import org.orrery.editor.figures.Palette;

/**
 * A subscription by name as it resolved: a dashed arrow from the operator whose name matched to the subscriber, its
 * tooltip naming the pattern and, while the system runs, what the connection carries. One the Star made for a
 * context-sensitive name is drawn dashed in the live colour and names the name. It is the subscription's to change (the
 * subscriber's context menu), not the diagram's.
 */
final class SubscriptionEditPart extends AbstractConnectionEditPart implements LivePart {

    SubscriptionEditPart(SubscriptionLink link) {
        setModel(link);
    }

    @Override
    public SubscriptionLink getModel() {
        return (SubscriptionLink) super.getModel();
    }

    @Override
    protected IFigure createFigure() {
        boolean bound = !getModel().boundTo().isEmpty();
        PolylineConnection line = new PolylineConnection();
        line.setLineStyle(bound ? Graphics.LINE_DASH : Graphics.LINE_DASHDOT);
        line.setForegroundColor(bound ? Palette.LIVE_UP : CompositeFigure.BORDER);
        line.setLineWidth(bound ? 2 : 1);
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
        refreshLive(LiveFigures.of(getViewer()));
    }

    @Override
    public void refreshLive(LiveStatus status) {
        SubscriptionLink link = getModel();
        String predicate = link.subscription().getPredicate() == null || link.subscription().getPredicate().isBlank()
                ? ""
                : "\nwhere " + link.subscription().getPredicate().strip();
        String bound = link.boundTo().isEmpty() ? ""
                : "\nbound to " + link.boundTo() + " while the system runs: the Star connected them";
        ConnectionView live = status == null ? null : status.link(link.source().getName(), link.subscriber().getName());
        String figures = live == null ? ""
                : "\n" + LiveStatus.compact(live.rates().eventsPerSecond()) + " ev/s, delivered "
                        + live.counts().delivered() + ", dropped " + live.counts().dropped();
        getFigure().setToolTip(new Label(link.subscriber().getName() + " subscribes to "
                + link.subscription().getPattern() + ": " + link.source().getName() + " ("
                + link.source().getSymbolicName() + ")" + predicate + bound + figures));
    }
}
