package org.orrery.editor.parts;

import org.eclipse.draw2d.FreeformLayer;
import org.eclipse.draw2d.FreeformLayeredPane;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.LayeredPane;
import org.eclipse.gef.editparts.ScalableFreeformRootEditPart;
import org.orrery.editor.figures.LabelledConnectionLayer;

/**
 * The diagram's root: zoomable, with a connection layer that places the connections' labels clear of the figures of the
 * layer under it, anew whenever the zoom changes, as the figures fit their text anew.
 */
public final class DiagramRootEditPart extends ScalableFreeformRootEditPart {

    public DiagramRootEditPart() {
        getZoomManager().addZoomListener(zoom -> {
            // text is fitted to the zoom it is drawn at: every figure is laid out anew
            getFigures().invalidateTree();
            getFigures().revalidate();
            getConnections().revalidate();
        });
    }

    @Override
    protected LayeredPane createPrintableLayers() {
        FreeformLayeredPane layers = new FreeformLayeredPane();
        FreeformLayer figures = new FreeformLayer();
        layers.add(figures, PRIMARY_LAYER);
        layers.add(new LabelledConnectionLayer(figures), CONNECTION_LAYER);
        return layers;
    }

    public LabelledConnectionLayer getConnections() {
        return (LabelledConnectionLayer) getLayer(CONNECTION_LAYER);
    }

    /** The layer of nodes (hosts, domains, bundles and operators). */
    public IFigure getFigures() {
        return getLayer(PRIMARY_LAYER);
    }
}
