package org.orrery.editor.parts;

import java.util.function.Supplier;

import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.EditPartViewer;
import org.eclipse.gef.EditPolicy;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.Request;
import org.eclipse.gef.RequestConstants;
import org.eclipse.gef.editparts.AbstractGraphicalEditPart;
import org.eclipse.ui.views.properties.IPropertySource;
import org.orrery.editor.ProblemIndex;
import org.orrery.editor.figures.ContainerFigure;
import org.orrery.editor.figures.ProblemMarkable;
import org.orrery.editor.policies.DeletePolicy;
import org.orrery.editor.policies.DiagramLayoutPolicy;
import org.orrery.editor.policies.NamePolicy;
import org.orrery.editor.properties.ElementPropertySource;
import org.orrery.model.Bounds;
import org.orrery.model.DiagramNode;
import org.orrery.model.Domain;
import org.orrery.model.Host;
import org.orrery.model.NamedElement;
import org.orrery.model.catalog.OperatorCatalog;

/**
 * What every node edit part of the diagram shares: it follows its model element, offers a property source, marks its
 * figure with validation problems and places its figure by the element's bounds.
 */
abstract class ElementEditPart<T extends EObject> extends AbstractGraphicalEditPart {

    private final Supplier<? extends IFigure> newFigure;

    ElementEditPart(T model, Supplier<? extends IFigure> newFigure) {
        this.newFigure = newFigure;
        setModel(model);
        ModelListener.follow(this, model, this::modelChanged);
    }

    @Override
    public T getModel() {
        @SuppressWarnings("unchecked")
        T model = (T) super.getModel();
        return model;
    }

    @Override
    protected IFigure createFigure() {
        return newFigure.get();
    }

    /** Reacts to a change of the model element; by default redraws the figure and rebuilds the children. */
    protected void modelChanged(@SuppressWarnings("unused") Notification notification) {
        refreshVisuals();
        refreshChildren();
    }

    @Override
    protected void refreshVisuals() {
        IFigure figure = getFigure();
        if (figure instanceof ProblemMarkable markable) {
            markable.setProblems(ProblemIndex.describe(getViewer(), getModel()));
        }
    }

    /** The Properties view's source for {@code element}, editing through the viewer's command stack. */
    static IPropertySource propertySource(EditPart part, EObject element) {
        EditPartViewer viewer = part.getViewer();
        return new ElementPropertySource(element, viewer == null ? null : viewer.getEditDomain().getCommandStack(),
                viewer == null ? null : (OperatorCatalog) viewer.getProperty(ElementPropertySource.CATALOG_PROPERTY));
    }

    /**
     * Whether the element is a container (a host, a domain, a composite): a container figure whose content pane holds
     * its children by bounds, a title that is renamed in place, and creating, moving and deleting inside it.
     */
    protected boolean isContainer() {
        return getModel() instanceof Host || getModel() instanceof Domain;
    }

    @Override
    public IFigure getContentPane() {
        return isContainer() ? ((ContainerFigure) getFigure()).getContentPane() : super.getContentPane();
    }

    /** The label showing the element's name, edited over when renaming in place; null when it cannot be renamed. */
    protected Label nameLabel() {
        return isContainer() ? ((ContainerFigure) getFigure()).getTitle() : null;
    }

    @Override
    protected void createEditPolicies() {
        if (getModel() instanceof NamedElement) {
            installEditPolicy(EditPolicy.DIRECT_EDIT_ROLE, new NamePolicy());
        }
        if (isContainer()) {
            installEditPolicy(EditPolicy.LAYOUT_ROLE, new DiagramLayoutPolicy());
            installEditPolicy(EditPolicy.COMPONENT_ROLE, new DeletePolicy());
        }
    }

    @Override
    public void performRequest(Request request) {
        if ((RequestConstants.REQ_DIRECT_EDIT.equals(request.getType())
                || RequestConstants.REQ_OPEN.equals(request.getType())) && nameLabel() != null
                && getModel() instanceof NamedElement named) {
            new NameEditManager(this, nameLabel(), named).show();
            return;
        }
        super.performRequest(request);
    }

    /**
     * Places the figure in its parent's content pane by the element's bounds, or by its index when it has none. A host
     * or domain is drawn at least as tall as its header and what is placed in it need, and as wide as what is placed in
     * it needs, whatever its bounds say (a bundle list that grew, or a composite expanded, would otherwise push
     * operators out of sight), and its container is placed again to hold it.
     */
    protected void placeByBounds(int indexAmongSiblings) {
        placedIndex = indexAmongSiblings;
        if (!(getModel() instanceof DiagramNode node) || !(getParent() instanceof GraphicalEditPart parent)) {
            return;
        }
        Bounds bounds = node.getBounds();
        Rectangle constraint = bounds != null
                ? new Rectangle(bounds.getX(), bounds.getY(), bounds.getWidth(), bounds.getHeight())
                : new Rectangle(10 + (indexAmongSiblings % 4) * 170, 10 + (indexAmongSiblings / 4) * 90, -1, -1);
        if (bounds != null && getFigure() instanceof ContainerFigure container) {
            constraint.width = Math.max(constraint.width, container.contentWidth());
            constraint.height = Math.max(constraint.height, getFigure().getPreferredSize(constraint.width, -1).height);
        }
        parent.setLayoutConstraint(this, getFigure(), placed(constraint));
        if (parent instanceof ElementEditPart container && container.getFigure() instanceof ContainerFigure) {
            container.placeByBounds(container.placedIndex);
        }
    }

    /** Where the figure goes, given where its bounds place it; a part drawn at a size of its own says so here. */
    protected Rectangle placed(Rectangle byBounds) {
        return byBounds;
    }

    /** The index {@link #placeByBounds} last placed the figure by. */
    private int placedIndex;

    @Override
    @SuppressWarnings("rawtypes") // GEF 3.2 declares getAdapter with a raw Class
    public Object getAdapter(Class key) {
        if (key == IPropertySource.class) {
            return propertySource(this, getModel());
        }
        return super.getAdapter(key);
    }
}
