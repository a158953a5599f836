package org.orrery.editor.parts;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.eclipse.draw2d.Label;
import org.eclipse.emf.common.notify.Notification;
import org.eclipse.gef.EditPolicy;
import org.orrery.control.api.AlertApi;
import org.orrery.control.api.LiveStatus;
import org.orrery.control.api.OperatorState;
import org.orrery.control.api.SystemApi;
import org.orrery.editor.figures.OperatorFigure;
import org.orrery.editor.policies.ConnectPolicy;
import org.orrery.editor.policies.DeletePolicy;
import org.orrery.model.Operator;
import org.orrery.model.OperatorKind;

/** An operator of the graph; the end of its incoming and outgoing connections. */
final class OperatorEditPart extends ElementEditPart<Operator> implements BoxAnchored, LivePart {

    OperatorEditPart(Operator operator) {
        super(operator, OperatorFigure::new);
    }

    @Override
    protected Label nameLabel() {
        return ((OperatorFigure) getFigure()).getNameLabel();
    }

    @Override
    protected void createEditPolicies() {
        super.createEditPolicies();
        installEditPolicy(EditPolicy.GRAPHICAL_NODE_ROLE, new ConnectPolicy());
        installEditPolicy(EditPolicy.COMPONENT_ROLE, new DeletePolicy());
    }

    @Override
    protected List<?> getModelSourceConnections() {
        List<Object> connections = new ArrayList<>();
        getModel().getOutgoing()
                .stream()
                .filter(c -> DrawnEnds.drawn(getViewer(), getModel(), c.getTarget()))
                .forEach(connections::add);
        NamedLinks.of(this)
                .stream()
                .filter(l -> l.source() == getModel() && DrawnEnds.drawn(getViewer(), l.source(), l.subscriber()))
                .forEach(connections::add);
        return connections;
    }

    @Override
    protected List<?> getModelTargetConnections() {
        List<Object> connections = new ArrayList<>();
        getModel().getIncoming()
                .stream()
                .filter(c -> DrawnEnds.drawn(getViewer(), c.getSource(), getModel()))
                .forEach(connections::add);
        NamedLinks.of(this)
                .stream()
                .filter(l -> l.subscriber() == getModel() && DrawnEnds.drawn(getViewer(), l.source(), l.subscriber()))
                .forEach(connections::add);
        return connections;
    }

    /** Draws its connections again (what its or others' subscriptions resolve to changed). */
    void refreshConnections() {
        refreshSourceConnections();
        refreshTargetConnections();
    }

    @Override
    protected void modelChanged(Notification notification) {
        refreshVisuals();
        refreshSourceConnections();
        refreshTargetConnections();
    }

    @Override
    protected void refreshVisuals() {
        super.refreshVisuals();
        Operator operator = getModel();
        ((OperatorFigure) getFigure()).setOperator(operator.getName(), operator.getKind(), operator.getType());
        int index = operator.getPlacement() != null ? operator.getPlacement().getOperators().indexOf(operator) : 0;
        placeByBounds(Math.max(index, 0));
        refreshLive(LiveFigures.of(getViewer()));
    }

    @Override
    public void refreshLive(LiveStatus status) {
        OperatorFigure figure = (OperatorFigure) getFigure();
        SystemApi.OperatorView live = status == null ? null : status.operators().get(getModel().getName());
        LiveFigures.markAlerts(figure,
                status == null ? List.of() : status.firing(AlertApi.Subject.OPERATOR, getModel().getName()));
        if (live == null) {
            figure.setLive(null, null, null);
            return;
        }
        String state = live.state().wireName();
        String out = LiveStatus.compact(live.outPerSecond());
        String in = LiveStatus.compact(live.inPerSecond());
        boolean source = getModel().getKind() == OperatorKind.SOURCE;
        String rates = source ? out + " out/s" : in + " in/s \u00b7 " + out + " out/s";
        String brief = source ? out + "/s" : in + " \u2192 " + out + "/s";
        // the dot shows the state; a state other than running is also said in every wording
        String prefix = live.state() == OperatorState.RUNNING ? "" : state + " \u00b7 ";
        String busy = String.format(Locale.ROOT, "%.0f %% busy", live.busyPercent());
        List<String> wordings = live.busyPercent() >= 1
                ? List.of(state + " \u00b7 " + rates + " \u00b7 " + busy, state + " \u00b7 " + rates, prefix + rates,
                        prefix + brief, prefix.isEmpty() ? brief : state)
                : List.of(state + " \u00b7 " + rates, prefix + rates, prefix + brief, prefix.isEmpty() ? brief : state);
        String tooltip = live.name() + " on " + live.domain() + ": " + live.state().wireName() + "\nin "
                + live.eventsIn() + ", out " + live.eventsOut() + ", errors " + live.errors() + ", restarts "
                + live.restarts()
                + String.format(Locale.ROOT, "\nbusy %.1f %% of %s's event thread, held back %.1f %% (last second)",
                        live.busyPercent(), live.domain(), live.heldBackPercent())
                + (live.lastError().isEmpty() ? "" : "\n" + live.lastError());
        figure.setLive(state, wordings, tooltip);
    }
}
