package org.orrery.editor.parts;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.eclipse.draw2d.AbstractConnectionAnchor;
import org.eclipse.draw2d.ChopboxAnchor;
import org.eclipse.draw2d.ConnectionAnchor;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.common.notify.Notification;
import org.eclipse.gef.ConnectionEditPart;
import org.eclipse.gef.EditPolicy;
import org.eclipse.gef.Request;
import org.eclipse.gef.RequestConstants;
import org.orrery.control.api.LiveStatus;
import org.orrery.control.api.SystemApi;
import org.orrery.editor.commands.SetFeatureCommand;
import org.orrery.editor.figures.CompositeFigure;
import org.orrery.editor.policies.DeletePolicy;
import org.orrery.model.Composite;
import org.orrery.model.Connection;
import org.orrery.model.Operator;
import org.orrery.model.Port;
import org.orrery.model.PortDirection;
import org.orrery.model.edit.Composites;

/**
 * A composite operator. Expanded, its operators and the composites nested in it are drawn inside it and own their
 * connections; collapsed, it is one node: the connections that cross its boundary end at its ports, those inside it are
 * not drawn, and its figures roll up what the operators inside it (at any depth) do: events in from outside, out to
 * outside, the worst latency and drops of its inner links. Double-clicking it collapses or expands it.
 */
final class CompositeEditPart extends ElementEditPart<Composite> implements BoxAnchored, LivePart {

    CompositeEditPart(Composite composite) {
        super(composite, CompositeFigure::new);
    }

    private CompositeFigure compositeFigure() {
        return (CompositeFigure) getFigure();
    }

    @Override
    protected boolean isContainer() {
        return true;
    }

    @Override
    protected void createEditPolicies() {
        super.createEditPolicies();
        installEditPolicy(EditPolicy.COMPONENT_ROLE, new DeletePolicy());
    }

    @Override
    protected List<?> getModelChildren() {
        if (getModel().isCollapsed()) {
            return List.of();
        }
        List<Object> children = new ArrayList<>(getModel().getOperators());
        children.addAll(getModel().getNested());
        return children;
    }

    @Override
    protected List<?> getModelSourceConnections() {
        return getModel().isCollapsed() ? crossing(true) : List.of();
    }

    @Override
    protected List<?> getModelTargetConnections() {
        return getModel().isCollapsed() ? crossing(false) : List.of();
    }

    /**
     * The connections, and the links subscriptions by name resolve to, from inside to outside ({@code outwards}) or
     * from outside in.
     */
    private List<Object> crossing(boolean outwards) {
        List<Object> crossing = new ArrayList<>();
        for (Connection connection : Composites.crossing(getModel())) {
            Operator inner = outwards ? connection.getSource() : connection.getTarget();
            if (Composites.inside(inner, getModel())
                    && DrawnEnds.drawn(getViewer(), connection.getSource(), connection.getTarget())) {
                crossing.add(connection);
            }
        }
        for (SubscriptionLink link : NamedLinks.of(this)) {
            Operator inner = outwards ? link.source() : link.subscriber();
            Operator outer = outwards ? link.subscriber() : link.source();
            if (Composites.inside(inner, getModel()) && !Composites.inside(outer, getModel())
                    && DrawnEnds.drawn(getViewer(), link.source(), link.subscriber())) {
                crossing.add(link);
            }
        }
        return crossing;
    }

    /** The operator inside the composite at the {@code source} (or target) end of a connection or named link. */
    private static Operator end(Object model, boolean source) {
        if (model instanceof SubscriptionLink link) {
            return source ? link.source() : link.subscriber();
        }
        Connection connection = (Connection) model;
        return source ? connection.getSource() : connection.getTarget();
    }

    @Override
    protected void modelChanged(Notification notification) {
        refresh();
    }

    @Override
    public void performRequest(Request request) {
        if (RequestConstants.REQ_OPEN.equals(request.getType()) && getViewer() != null) {
            getViewer().getEditDomain()
                    .getCommandStack()
                    .execute(SetFeatureCommand.collapse(getModel(), !getModel().isCollapsed()));
            return;
        }
        super.performRequest(request);
    }

    @Override
    protected void refreshVisuals() {
        super.refreshVisuals();
        Composite composite = getModel();
        compositeFigure().setComposite(composite.getName(), composite.isCollapsed(), ports(PortDirection.IN),
                ports(PortDirection.OUT), designDetail());
        placeByBounds(getParent() == null ? 0 : Math.max(0, getParent().getChildren().indexOf(this)));
        refreshLive(LiveFigures.of(getViewer()));
    }

    /** Collapsed, it takes the size its header and ports need, where its (expanded) bounds place it. */
    @Override
    protected Rectangle placed(Rectangle byBounds) {
        return getModel().isCollapsed() ? new Rectangle(byBounds.x, byBounds.y, -1, -1) : byBounds;
    }

    private List<String> ports(PortDirection direction) {
        return getModel().getPorts()
                .stream()
                .filter(p -> p.getDirection() == direction)
                .map(p -> p.getName() == null ? "" : p.getName())
                .toList();
    }

    private String designDetail() {
        Composite composite = getModel();
        int operators = Composites.members(composite).size();
        String type = composite.getType() == null || composite.getType().isBlank() ? ""
                : composite.getType() + " \u00b7 ";
        return type + operators + (operators == 1 ? " operator" : " operators");
    }

    /**
     * Live, the line under the name says what crosses the composite and the worst of its inner links: events in from
     * outside and out to outside a second, the highest p99 latency from the source and the drops a second.
     */
    @Override
    public void refreshLive(LiveStatus status) {
        if (status == null) {
            compositeFigure().setDetail(designDetail());
            compositeFigure().setToolTip(null);
            return;
        }
        double in = 0;
        double out = 0;
        double worstP99 = 0;
        double drops = 0;
        for (Operator operator : Composites.members(getModel())) {
            for (Connection connection : operator.getOutgoing()) {
                SystemApi.ConnectionView link = link(status, connection);
                if (link == null) {
                    continue;
                }
                boolean inner = Composites.inside(connection.getTarget(), getModel());
                if (inner) {
                    worstP99 = Math.max(worstP99, link.latency().p99LastSecond());
                    drops += link.rates().droppedPerSecond();
                } else {
                    out += link.rates().eventsPerSecond();
                }
            }
            for (Connection connection : operator.getIncoming()) {
                SystemApi.ConnectionView link = link(status, connection);
                if (link != null && connection.getSource() != null
                        && !Composites.inside(connection.getSource(), getModel())) {
                    in += link.rates().eventsPerSecond();
                }
            }
        }
        String text = LiveStatus.compact(in) + " in/s \u2192 " + LiveStatus.compact(out) + " out/s";
        String worst = String.format(Locale.ROOT, "worst p99 %d \u00b5s", Math.round(worstP99))
                + (drops > 0 ? " \u00b7 " + LiveStatus.compact(drops) + " drops/s" : "");
        compositeFigure().setDetail(text + " \u00b7 " + worst);
        compositeFigure().setToolTip(new Label(getModel().getName() + ": " + text + "\ninner links: " + worst));
    }

    private static SystemApi.ConnectionView link(LiveStatus status, Connection connection) {
        return connection.getSource() == null || connection.getTarget() == null ? null
                : status.link(connection.getSource().getName(), connection.getTarget().getName());
    }

    @Override
    public ConnectionAnchor getSourceConnectionAnchor(ConnectionEditPart connection) {
        return portAnchor(end(connection.getModel(), true), PortDirection.OUT);
    }

    @Override
    public ConnectionAnchor getTargetConnectionAnchor(ConnectionEditPart connection) {
        return portAnchor(end(connection.getModel(), false), PortDirection.IN);
    }

    /** The anchor at the port naming {@code inner}; the box's middle when no port names it. */
    private ConnectionAnchor portAnchor(Operator inner, PortDirection direction) {
        Port port = inner == null ? null : Composites.port(getModel(), direction, inner);
        if (port == null) {
            return new ChopboxAnchor(getFigure());
        }
        String name = port.getName();
        boolean input = direction == PortDirection.IN;
        return new AbstractConnectionAnchor(getFigure()) {

            @Override
            public Point getLocation(Point reference) {
                return compositeFigure().portPoint(name, input);
            }
        };
    }
}
