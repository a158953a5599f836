package org.orrery.editor.parts;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.eclipse.draw2d.IFigure;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.GraphicalEditPart;
import org.orrery.control.api.AlertApi;
import org.orrery.control.api.DomainApi;
import org.orrery.control.api.LiveStatus;
import org.orrery.control.api.OperatorState;
import org.orrery.control.api.SystemApi;
import org.orrery.editor.RuntimeBundles;
import org.orrery.editor.figures.DomainFigure;
import org.orrery.editor.figures.Palette;
import org.orrery.model.Bundle;
import org.orrery.model.BundleState;
import org.orrery.model.Composite;
import org.orrery.model.Domain;
import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;
import org.orrery.model.edit.Composites;
import org.orrery.model.io.DomainGroups;
import org.orrery.model.io.ProtocolEnums;

/**
 * A domain: its bundles, sorted by bundle ID, are listed under its header; its operators, and the composites whose
 * operators are placed on it (the outermost; a nested one is drawn in its parent), are placed in its content pane.
 */
final class DomainEditPart extends ElementEditPart<Domain> implements LivePart {

    static final Comparator<Bundle> BY_BUNDLE_ID = Comparator.comparingLong(Bundle::getBundleId)
            .thenComparing(b -> String.valueOf(b.getSymbolicName()));

    DomainEditPart(Domain domain) {
        super(domain, DomainFigure::new);
    }

    /** Whether {@code operator} is drawn inside one of the domains of {@code system}. */
    static boolean isPlacedIn(Operator operator, OrrerySystem system) {
        Domain placement = operator.getPlacement();
        return placement != null && placement.getHost() != null && placement.getHost().getSystem() == system;
    }

    private DomainFigure domainFigure() {
        return (DomainFigure) getFigure();
    }

    @Override
    protected List<Object> getModelChildren() {
        List<Bundle> bundles = new ArrayList<>(getModel().getBundles());
        bundles.sort(BY_BUNDLE_ID);
        List<Object> children = new ArrayList<>(bundles);
        for (Operator operator : getModel().getOperators()) {
            if (operator.getComposite() == null) {
                children.add(operator);
            }
        }
        if (getModel().getHost() != null && getModel().getHost().getSystem() != null) {
            for (Composite composite : getModel().getHost().getSystem().getComposites()) {
                if (composite.getParent() == null && Composites.placement(composite) == getModel()) {
                    children.add(composite);
                }
            }
        }
        return children;
    }

    @Override
    protected void addChildVisual(EditPart child, int index) {
        IFigure childFigure = ((GraphicalEditPart) child).getFigure();
        if (child instanceof BundleEditPart) {
            domainFigure().getBundleList()
                    .add(childFigure, Math.min(index, domainFigure().getBundleList().getChildren().size()));
        } else {
            getContentPane().add(childFigure);
        }
    }

    @Override
    protected void removeChildVisual(EditPart child) {
        IFigure childFigure = ((GraphicalEditPart) child).getFigure();
        if (childFigure.getParent() != null) {
            childFigure.getParent().remove(childFigure);
        }
    }

    @Override
    @SuppressWarnings("unchecked") // GEF 3.2 keeps children in a raw list
    protected void reorderChild(EditPart child, int index) {
        removeChildVisual(child);
        List<Object> children = getChildren();
        children.remove(child);
        children.add(index, child);
        addChildVisual(child, index);
    }

    @Override
    protected void refreshVisuals() {
        super.refreshVisuals();
        Domain domain = getModel();
        domainFigure().setDomain(domain.getName(), domain.getRole(), domain.getControlPort(), DomainGroups.of(domain),
                Palette.domainFill(domain.getRole(), domain.getColour()));
        domainFigure().showBundleList(!domain.getBundles().isEmpty());
        placeByBounds(domain.getHost() == null ? 0 : domain.getHost().getDomains().indexOf(domain));
        refreshLive(LiveFigures.of(getViewer()));
    }

    @Override
    public void refreshLive(LiveStatus status) {
        SystemApi.DomainView live = status == null ? null : status.domains().get(getModel().getName());
        LiveFigures.markAlerts(domainFigure(),
                status == null ? List.of() : status.firing(AlertApi.Subject.DOMAIN, getModel().getName()));
        domainFigure().setTotals(totals(status));
        List<DomainApi.BundleInfo> extra = RuntimeBundles.notInModel(getModel(), live);
        domainFigure().setRuntimeBundles(
                extra.stream().map(b -> "[" + b.id() + "] " + b.symbolicName() + " " + b.version()).toList(),
                extra.stream().map(b -> ProtocolEnums.toModel(b.state(), BundleState.INSTALLED)).toList());
        domainFigure().showBundleList(!getModel().getBundles().isEmpty() || !extra.isEmpty());
        if (live == null) {
            domainFigure().setLive(null, "");
        } else if (live.up()) {
            double cpuPercent = LiveStatus.cpuPercent(live);
            long resident = LiveStatus.residentBytes(live);
            String cpu = cpuPercent < 0 ? "" : String.format(" \u00b7 CPU %.0f%%", cpuPercent);
            String memory = resident < 0 ? "" : " \u00b7 " + LiveStatus.bytes(resident);
            domainFigure().setLive(true, "\u25b2 up" + cpu + memory);
        } else {
            String why = live.error() == null || live.error().isBlank() ? "" : ": " + live.error();
            domainFigure().setLive(false, "\u25bc DOWN" + (why.length() > 60 ? why.substring(0, 60) + "\u2026" : why));
        }
    }

    /**
     * The domain in one line: its operators and bundles; live, how many run, the events they handle a second (each
     * operator's larger of in and out) and the errors.
     */
    private String totals(LiveStatus status) {
        List<Operator> operators = getModel().getOperators();
        String count = operators.size() + (operators.size() == 1 ? " operator" : " operators");
        if (status == null) {
            int bundles = getModel().getBundles().size();
            return count + " \u00b7 " + bundles + (bundles == 1 ? " bundle" : " bundles");
        }
        int running = 0;
        double handled = 0;
        long errors = 0;
        for (Operator operator : operators) {
            SystemApi.OperatorView live = status.operators().get(operator.getName());
            if (live != null) {
                running += live.state() == OperatorState.RUNNING ? 1 : 0;
                handled += Math.max(live.inPerSecond(), live.outPerSecond());
                errors += live.errors();
            }
        }
        return count + ", " + running + " running \u00b7 " + LiveStatus.compact(handled) + " ev/s handled"
                + (errors > 0 ? " \u00b7 " + errors + " errors" : "");
    }
}
