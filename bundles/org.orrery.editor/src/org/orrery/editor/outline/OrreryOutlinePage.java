package org.orrery.editor.outline;

import org.eclipse.draw2d.Figure;
import org.eclipse.draw2d.LightweightSystem;
import org.eclipse.draw2d.StackLayout;
import org.eclipse.draw2d.Viewport;
import org.eclipse.draw2d.parts.ScrollableThumbnail;
import org.eclipse.gef.GraphicalViewer;
import org.eclipse.gef.LayerConstants;
import org.eclipse.gef.editparts.ScalableFreeformRootEditPart;
import org.eclipse.gef.ui.parts.ContentOutlinePage;
import org.eclipse.gef.ui.parts.SelectionSynchronizer;
import org.eclipse.gef.ui.parts.TreeViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.events.TreeAdapter;
import org.eclipse.swt.events.TreeEvent;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Tree;
import org.orrery.model.OrrerySystem;

/** The outline of a system: a tree of its elements above a thumbnail of the whole diagram, its traffic in colour. */
public final class OrreryOutlinePage extends ContentOutlinePage {

    private final OrrerySystem system;
    private final GraphicalViewer diagram;
    private final SelectionSynchronizer synchronizer;
    private SashForm sash;
    private ScrollableThumbnail thumbnail;
    private TrafficOverlay overlay;

    public OrreryOutlinePage(OrrerySystem system, GraphicalViewer diagram, SelectionSynchronizer synchronizer) {
        super(new TreeViewer());
        this.system = system;
        this.diagram = diagram;
        this.synchronizer = synchronizer;
    }

    @Override
    public void createControl(Composite parent) {
        sash = new SashForm(parent, SWT.VERTICAL);
        getViewer().createControl(sash);
        // the tree shares the diagram's edit domain: its mouse handling goes through the same tools
        diagram.getEditDomain().addViewer(getViewer());
        getViewer().setEditPartFactory(new OutlineTreePartFactory());
        getViewer().setContents(system);
        // a node shows its children once expanded: a large system's tree is made as it is looked at
        ((Tree) getViewer().getControl()).addTreeListener(new TreeAdapter() {

            @Override
            public void treeExpanded(TreeEvent event) {
                if (event.item.getData() instanceof OutlineTreePart node) {
                    node.open();
                }
            }
        });
        synchronizer.addViewer(getViewer());

        Canvas canvas = new Canvas(sash, SWT.BORDER);
        LightweightSystem lws = new LightweightSystem(canvas);
        ScalableFreeformRootEditPart root = (ScalableFreeformRootEditPart) diagram.getRootEditPart();
        thumbnail = new ScrollableThumbnail((Viewport) root.getFigure());
        thumbnail.setSource(root.getLayer(LayerConstants.PRINTABLE_LAYERS));
        overlay = new TrafficOverlay(root.getLayer(LayerConstants.PRINTABLE_LAYERS),
                root.getLayer(LayerConstants.CONNECTION_LAYER));
        Figure stack = new Figure();
        stack.setLayoutManager(new StackLayout());
        stack.add(thumbnail);
        stack.add(overlay);
        lws.setContents(stack);
        sash.setWeights(65, 35);
    }

    @Override
    public Control getControl() {
        return sash;
    }

    @Override
    public void dispose() {
        synchronizer.removeViewer(getViewer());
        diagram.getEditDomain().removeViewer(getViewer());
        if (thumbnail != null) {
            thumbnail.deactivate();
            overlay.dispose();
        }
        super.dispose();
    }
}
