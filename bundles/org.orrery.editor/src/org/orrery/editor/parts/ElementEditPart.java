package org.orrery.editor.parts;

import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.editparts.AbstractGraphicalEditPart;
import org.eclipse.ui.views.properties.IPropertySource;
import org.orrery.editor.ProblemIndex;
import org.orrery.editor.figures.ProblemMarkable;
import org.orrery.editor.properties.ElementPropertySource;
import org.orrery.model.Bounds;
import org.orrery.model.DiagramNode;

/**
 * What every node edit part of the diagram shares: it follows its model element, offers a property source,
 * marks its figure with validation problems and places its figure by the element's bounds.
 */
abstract class ElementEditPart<T extends EObject> extends AbstractGraphicalEditPart {

    private final Class<T> modelType;
    private ModelListener listener;

    ElementEditPart(T model, Class<T> modelType) {
        this.modelType = modelType;
        setModel(model);
    }

    @Override
    public T getModel() {
        return modelType.cast(super.getModel());
    }

    @Override
    public void activate() {
        super.activate();
        listener = new ModelListener(getModel(), this::modelChanged);
        listener.attach();
    }

    @Override
    public void deactivate() {
        if (listener != null) {
            listener.detach();
        }
        super.deactivate();
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

    /** Places the figure in its parent's content pane by the element's bounds, or by its index when it has none. */
    protected void placeByBounds(int indexAmongSiblings) {
        if (!(getModel() instanceof DiagramNode node) || !(getParent() instanceof GraphicalEditPart parent)) {
            return;
        }
        Bounds bounds = node.getBounds();
        Rectangle constraint = bounds != null
                ? new Rectangle(bounds.getX(), bounds.getY(), bounds.getWidth(), bounds.getHeight())
                : new Rectangle(10 + (indexAmongSiblings % 4) * 170, 10 + (indexAmongSiblings / 4) * 90, -1, -1);
        parent.setLayoutConstraint(this, getFigure(), constraint);
    }

    @Override
    @SuppressWarnings("rawtypes") // GEF 3.2 declares getAdapter with a raw Class
    public Object getAdapter(Class key) {
        if (key == IPropertySource.class) {
            return new ElementPropertySource(getModel());
        }
        return super.getAdapter(key);
    }
}
