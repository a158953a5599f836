package org.orrery.editor;

import java.util.function.Function;

import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.GraphicalViewer;
import org.orrery.editor.figures.ContainerFigure;
import org.orrery.editor.layout.AutoLayout;
import org.orrery.model.DiagramNode;

/** The frames Auto Layout leaves around a container's content, read off the figures a viewer draws. */
final class DiagramFrames {

    private DiagramFrames() {
    }

    /**
     * Each container's frame as its figure in {@code viewer} draws it (header, borders, the width its header needs);
     * the default frames where there is no figure, or a collapsed composite's that shows no content.
     */
    static Function<DiagramNode, AutoLayout.Frame> of(GraphicalViewer viewer) {
        return node -> {
            if (viewer != null && viewer.getEditPartRegistry().get(node) instanceof GraphicalEditPart part
                    && part.getFigure() instanceof ContainerFigure figure && figure.getBounds().width > 0
                    && figure.getContentPane().isVisible()) {
                Rectangle outer = figure.getBounds();
                Rectangle inner = figure.getContentPane().getClientArea();
                return new AutoLayout.Frame(inner.y - outer.y, inner.x - outer.x, outer.bottom() - inner.bottom(),
                        outer.right() - inner.right(), figure.headerWidth());
            }
            return AutoLayout.DEFAULT_FRAMES.apply(node);
        };
    }
}
