package org.orrery.editor.parts;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.draw2d.AbsoluteBendpoint;
import org.eclipse.draw2d.BendpointConnectionRouter;
import org.eclipse.draw2d.ConnectionRouter;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.gef.EditPolicy;
import org.eclipse.gef.editparts.AbstractConnectionEditPart;
import org.eclipse.gef.editpolicies.ConnectionEndpointEditPolicy;
import org.eclipse.ui.views.properties.IPropertySource;
import org.orrery.control.api.AlertApi.AlertView;
import org.orrery.control.api.DomainApi;
import org.orrery.control.api.LiveStatus;
import org.orrery.control.api.SystemApi;
import org.orrery.control.api.WireFormat;
import org.orrery.editor.ProblemIndex;
import org.orrery.editor.figures.ConnectionFigure;
import org.orrery.editor.policies.BendpointPolicy;
import org.orrery.editor.policies.DeletePolicy;
import org.orrery.editor.policies.InsertPolicy;
import org.orrery.model.Bendpoint;
import org.orrery.model.Connection;
import org.orrery.model.edit.Links;

/**
 * A connection of the operator graph: an event stream drawn as an arrow labelled with its predicate, its priority and
 * wire format when they are not the default, and the link profile its events cross (its own, or its hosts').
 */
final class ConnectionEditPart extends AbstractConnectionEditPart implements LivePart {

    /** What marks a link profile on a connection and on a host. */
    static final String LINK_MARK = "\u21dd ";

    ConnectionEditPart(Connection connection) {
        setModel(connection);
        ModelListener.follow(this, connection, n -> refreshVisuals());
    }

    @Override
    public Connection getModel() {
        return (Connection) super.getModel();
    }

    @Override
    protected IFigure createFigure() {
        return new ConnectionFigure();
    }

    @Override
    protected void createEditPolicies() {
        installEditPolicy(EditPolicy.CONNECTION_ENDPOINTS_ROLE, new ConnectionEndpointEditPolicy());
        installEditPolicy(EditPolicy.COMPONENT_ROLE, new DeletePolicy());
        installEditPolicy(EditPolicy.CONNECTION_BENDPOINTS_ROLE, new BendpointPolicy());
        installEditPolicy(InsertPolicy.ROLE, new InsertPolicy());
    }

    @Override
    protected void refreshVisuals() {
        ConnectionFigure figure = (ConnectionFigure) getFigure();
        Connection connection = getModel();
        List<String> qualities = new ArrayList<>();
        if (connection.getPriority() != 0) {
            qualities.add("priority " + connection.getPriority());
        }
        String format = connection.getWireFormat();
        if (format != null && !format.isBlank() && !format.equals(WireFormat.BINARY)) {
            qualities.add(format);
        }
        Links.applied(connection).ifPresent(link -> qualities.add(LINK_MARK + link.label()));
        figure.setConnection(connection.getPredicate(), connection.getDelivery(), String.join(" \u00b7 ", qualities));
        figure.setProblems(ProblemIndex.describe(getViewer(), connection));
        if (connection.getBendpoints().isEmpty()) {
            figure.setConnectionRouter(ConnectionRouter.NULL);
            figure.setRoutingConstraint(null);
        } else {
            List<AbsoluteBendpoint> points = new ArrayList<>();
            for (Bendpoint bendpoint : connection.getBendpoints()) {
                points.add(new AbsoluteBendpoint(bendpoint.getX(), bendpoint.getY()));
            }
            figure.setConnectionRouter(new BendpointConnectionRouter());
            figure.setRoutingConstraint(points);
        }
        refreshLive(LiveFigures.of(getViewer()));
    }

    @Override
    public void refreshLive(LiveStatus status) {
        Connection connection = getModel();
        ConnectionFigure figure = (ConnectionFigure) getFigure();
        SystemApi.ConnectionView link = status == null || connection.getSource() == null
                || connection.getTarget() == null ? null
                        : status.link(connection.getSource().getName(), connection.getTarget().getName());
        List<AlertView> firing = link == null ? List.of()
                : status.firing(connection.getSource().getName(), connection.getTarget().getName());
        LiveFigures.markAlerts(figure, firing);
        if (link == null) {
            figure.setLive(null, null, 0);
            return;
        }
        String rate = LiveStatus.compact(link.rates().eventsPerSecond()) + " ev/s";
        String text = rate + " \u00b7 " + LiveStatus.bytes(link.rates().bytesPerSecond()) + "/s";
        if (link.rates().droppedPerSecond() > 0) {
            text += " \u00b7 " + LiveStatus.compact(link.rates().droppedPerSecond()) + " drops/s";
        }
        figure.setLive(text, rate, link.rates().eventsPerSecond());
        String predicate = connection.getPredicate() == null || connection.getPredicate().isBlank() ? ""
                : "\nwhere " + connection.getPredicate().strip();
        String wire = link.wireFormat() == null || link.wireFormat().isEmpty() ? ""
                : ", " + link.wireFormat() + " on the wire: " + link.counts().wireBytes() + " bytes, "
                        + LiveStatus.bytes(link.rates().wireBytesPerSecond()) + "/s";
        figure.setToolTip(new Label(link.source() + " \u2192 " + link.target() + " (" + link.path().wireName()
                + (link.priority() == 0 ? "" : ", priority " + link.priority()) + ")" + predicate + "\n" + "delivered "
                + link.counts().delivered() + " (" + link.counts().bytes() + " body bytes" + wire + "), dropped "
                + link.counts().dropped() + ", filtered " + link.counts().filtered()
                + "\nlatency over the last second, from the source: " + latency(link.latency()) + "\n  this hop: "
                + latency(link.hopLatency()) + hopClocks(link.hopClockUncertaintyUs()) + "\nbacklog " + link.backlog()
                + (link.link().isEmpty() ? "" : "\nlink " + link.link())
                + LiveFigures.alertLines(firing).transform(lines -> lines.isEmpty() ? "" : "\n\n" + lines)));
    }

    /** A latency over the last second, as the tooltip shows it. */
    private static String latency(DomainApi.LinkLatency latency) {
        return "p50 " + Math.round(latency.p50LastSecond()) + " \u00b5s, p99 " + Math.round(latency.p99LastSecond())
                + " \u00b5s, jitter " + Math.round(latency.jitterLastSecond()) + " \u00b5s";
    }

    /** How far the clocks of a hop's two hosts may disagree: nothing on one host. */
    private static String hopClocks(double uncertaintyUs) {
        return uncertaintyUs == 0 ? ""
                : uncertaintyUs < 0 ? " (the hosts' clocks not yet compared)"
                        : " (\u00b1 " + Math.round(uncertaintyUs) + " \u00b5s between the hosts' clocks)";
    }

    @Override
    @SuppressWarnings("rawtypes") // GEF 3.2 declares getAdapter with a raw Class
    public Object getAdapter(Class key) {
        if (key == IPropertySource.class) {
            return ElementEditPart.propertySource(this, getModel());
        }
        return super.getAdapter(key);
    }
}
