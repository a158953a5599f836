package org.orrery.editor;

import java.util.EventObject;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.FreeformFigure;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.DefaultEditDomain;
import org.eclipse.gef.GraphicalViewer;
import org.eclipse.gef.LayerConstants;
import org.eclipse.gef.commands.CommandStack;
import org.eclipse.gef.editparts.ScalableFreeformRootEditPart;
import org.eclipse.gef.editparts.ZoomManager;
import org.eclipse.gef.palette.PaletteRoot;
import org.eclipse.gef.ui.palette.FlyoutPaletteComposite.FlyoutPreferences;
import org.eclipse.gef.ui.parts.GraphicalEditorWithFlyoutPalette;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorReference;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.IHandlerService;
import org.orrery.control.api.LiveStatus;
import org.orrery.editor.actions.EditorActions;
import org.orrery.editor.palette.OrreryPalette;
import org.orrery.editor.palette.PinnedPalette;
import org.orrery.editor.parts.HoverHighlight;
import org.orrery.editor.parts.LiveFigures;
import org.orrery.model.Composite;
import org.orrery.model.OrrerySystem;

/**
 * A composite opened in an editor tab of its own: its operators and nested composites on a canvas, its ports at the
 * canvas's edges where the connections from and to the outside begin and end. It edits its system's editor's model
 * through that editor's command stack, so a change made in either tab is undone in either, and saving either saves the
 * file; it shows the same live figures. The tab closes when its composite leaves the system (dissolved, deleted) or its
 * system's editor closes.
 */
public final class CompositeEditor extends GraphicalEditorWithFlyoutPalette {

    public static final String ID = "org.orrery.editor.composite";

    private OrreryEditor owner;
    private Composite composite;
    private PaletteRoot palette;
    private IPartListener2 ownerClosing;

    public CompositeEditor() {
        setEditDomain(new DefaultEditDomain(this));
    }

    /** Opens {@code composite} of {@code owner}'s system in its own tab, or brings forward the tab it is open in. */
    public static CompositeEditor open(OrreryEditor owner, Composite composite) throws PartInitException {
        return (CompositeEditor) owner.getSite().getPage().openEditor(new CompositeEditorInput(owner, composite), ID);
    }

    /** The system's editor this tab edits for. */
    public OrreryEditor owner() {
        return owner;
    }

    /** The composite it shows. */
    public Composite composite() {
        return composite;
    }

    public GraphicalViewer viewer() {
        return getGraphicalViewer();
    }

    /** The editor of the system {@code part} edits: itself, a composite tab's system's editor, or null. */
    public static OrreryEditor systemEditor(IWorkbenchPart part) {
        return part instanceof OrreryEditor editor ? editor : part instanceof CompositeEditor tab ? tab.owner : null;
    }

    /** Shows {@code status} on every composite tab of {@code owner} (null: the design view). */
    static void showLive(OrreryEditor owner, LiveStatus status) {
        IWorkbenchPage page = owner.getSite() == null ? null : owner.getSite().getPage();
        if (page == null) {
            return;
        }
        for (IEditorReference reference : page.getEditorReferences()) {
            if (reference.getEditor(false) instanceof CompositeEditor tab && tab.owner == owner
                    && tab.getGraphicalViewer() != null && !tab.getGraphicalViewer().getControl().isDisposed()) {
                LiveFigures.show(tab.getGraphicalViewer(), status);
            }
        }
    }

    @Override
    public void init(IEditorSite site, IEditorInput input) throws PartInitException {
        if (!(input instanceof CompositeEditorInput opened) || opened.owner().getSystem() == null) {
            throw new PartInitException("a composite opens from the editor of its system");
        }
        owner = opened.owner();
        composite = opened.composite();
        // the system's stack: what is done here is undone there and marks the file changed
        getEditDomain().setCommandStack((CommandStack) owner.getAdapter(CommandStack.class));
        super.init(site, input);
        setPartName(composite.getName());
        setTitleToolTip(input.getToolTipText());
        palette = OrreryPalette.create(owner.getSystem(), owner.catalog(), false);
        getEditDomain().setPaletteRoot(palette);
        ownerClosing = new IPartListener2() {

            @Override
            public void partClosed(IWorkbenchPartReference reference) {
                if (reference.getPart(false) == owner) {
                    closeLater();
                }
            }
        };
        site.getPage().addPartListener(ownerClosing);
    }

    @Override
    public void createPartControl(org.eclipse.swt.widgets.Composite parent) {
        super.createPartControl(parent);
        IHandlerService handlers = getSite().getService(IHandlerService.class);
        if (handlers != null) {
            EditorActions.activateKeys(handlers, getActionRegistry());
        }
    }

    @Override
    protected void configureGraphicalViewer() {
        super.configureGraphicalViewer();
        DiagramViewers.configure(getGraphicalViewer(), getActionRegistry(), owner.catalog(), owner, this);
    }

    @Override
    protected void hookGraphicalViewer() {
        super.hookGraphicalViewer();
        HoverHighlight.install(getGraphicalViewer());
    }

    @Override
    protected void initializeGraphicalViewer() {
        super.initializeGraphicalViewer();
        getGraphicalViewer().setContents(composite);
        LiveFigures.show(getGraphicalViewer(), owner.shownLive());
        // the input ports stand left of the composite's origin: show from the top left of all there is
        getSite().getShell().getDisplay().asyncExec(this::showTopLeft);
    }

    private void showTopLeft() {
        GraphicalViewer viewer = getGraphicalViewer();
        if (viewer == null || !(viewer.getControl() instanceof FigureCanvas canvas) || canvas.isDisposed()) {
            return;
        }
        canvas.getViewport().validate();
        // the layers together: the connections' labels may stand above the topmost figure
        Rectangle extent = ((FreeformFigure) ((ScalableFreeformRootEditPart) viewer.getRootEditPart())
                .getLayer(LayerConstants.PRINTABLE_LAYERS)).getFreeformExtent().getCopy();
        double scale = zoom().getZoom();
        canvas.scrollTo((int) Math.floor(extent.x * scale), (int) Math.floor(extent.y * scale));
    }

    @Override
    @SuppressWarnings("unchecked") // GEF 3.2 keeps the selection actions' ids in a raw list
    protected void createActions() {
        super.createActions();
        DiagramViewers.registerSelectionActions(this, getActionRegistry(), getSelectionActions(), this::system);
        getActionRegistry().registerAction(EditorActions.action(EditorActions.ZOOM_TO_FIT, "Zoom to &Fit",
                "Show the whole composite", () -> zoom().setZoomAsText(ZoomManager.FIT_ALL)));
        getActionRegistry().registerAction(EditorActions.action(EditorActions.VALIDATE, "&Validate",
                "Check the system and list its problems", () -> owner.validateAndShow()));
    }

    private OrrerySystem system() {
        return owner.getSystem();
    }

    private ZoomManager zoom() {
        return ((ScalableFreeformRootEditPart) getGraphicalViewer().getRootEditPart()).getZoomManager();
    }

    @Override
    protected PaletteRoot getPaletteRoot() {
        return palette == null ? new PaletteRoot() : palette;
    }

    @Override
    protected FlyoutPreferences getPalettePreferences() {
        return new PinnedPalette();
    }

    @Override
    public void commandStackChanged(EventObject event) {
        super.commandStackChanged(event);
        firePropertyChange(PROP_DIRTY);
        if (composite.eContainer() == null) {
            closeLater(); // dissolved or deleted: nothing left to show
        } else if (!composite.getName().equals(getPartName())) {
            setPartName(composite.getName());
        }
    }

    private void closeLater() {
        Display display = getSite().getShell().getDisplay();
        display.asyncExec(() -> {
            IWorkbenchPage page = getSite().getPage();
            if (page.findEditor(getEditorInput()) == this) {
                page.closeEditor(this, false);
            }
        });
    }

    @Override
    public boolean isDirty() {
        return owner.isDirty();
    }

    /** Its system's editor asks to save what is unsaved; this tab holds nothing of its own. */
    @Override
    public boolean isSaveOnCloseNeeded() {
        return false;
    }

    @Override
    public void doSave(IProgressMonitor monitor) {
        owner.doSave(monitor);
    }

    @Override
    public boolean isSaveAsAllowed() {
        return false;
    }

    @Override
    public void dispose() {
        if (ownerClosing != null) {
            getSite().getPage().removePartListener(ownerClosing);
        }
        super.dispose();
    }

    @Override
    @SuppressWarnings("rawtypes") // GEF 3.2 declares getAdapter with a raw Class
    public Object getAdapter(Class type) {
        Object shared = DiagramViewers.adapter(type, getGraphicalViewer(), system());
        return shared != null ? shared : super.getAdapter(type);
    }
}
