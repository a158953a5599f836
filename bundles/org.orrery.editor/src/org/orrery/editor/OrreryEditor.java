package org.orrery.editor;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.DefaultEditDomain;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.GraphicalViewer;
import org.eclipse.gef.KeyHandler;
import org.eclipse.gef.MouseWheelHandler;
import org.eclipse.gef.MouseWheelZoomHandler;
import org.eclipse.gef.editparts.ScalableFreeformRootEditPart;
import org.eclipse.gef.editparts.ZoomManager;
import org.eclipse.gef.ui.actions.ZoomInAction;
import org.eclipse.gef.ui.actions.ZoomOutAction;
import org.eclipse.gef.palette.PaletteRoot;
import org.eclipse.gef.ui.palette.FlyoutPaletteComposite;
import org.eclipse.gef.ui.palette.FlyoutPaletteComposite.FlyoutPreferences;
import org.eclipse.gef.ui.parts.GraphicalEditorWithFlyoutPalette;
import org.eclipse.gef.ui.parts.GraphicalViewerKeyHandler;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IPathEditorInput;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;
import org.orrery.editor.outline.OrreryOutlinePage;
import org.orrery.editor.parts.OrreryEditPartFactory;
import org.orrery.model.OrrerySystem;
import org.orrery.model.catalog.OperatorCatalog;
import org.orrery.model.io.LoadProblem;
import org.orrery.model.io.ModelLoadException;
import org.orrery.model.io.OrreryFiles;
import org.orrery.model.validation.OrreryValidation;
import org.orrery.model.validation.ValidationProblem;

/**
 * The diagram editor of a {@code .orrery} file. A file that cannot be read opens as an error page that says
 * where and why, and the file is left as it was. A readable file is validated on open and on save; the
 * problems are marked on the diagram and listed in the Problems view.
 */
public class OrreryEditor extends GraphicalEditorWithFlyoutPalette {

    public static final String ID = "org.orrery.editor";

    private static final double[] ZOOM_LEVELS = {0.1, 0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 4.0};

    private final List<Runnable> problemListeners = new CopyOnWriteArrayList<>();
    private final OperatorCatalog catalog = OperatorCatalog.builtIn();
    private final OrreryValidation validation = new OrreryValidation(catalog);
    private PaletteRoot palette;
    private Path file;
    private OrrerySystem system;
    private LoadProblem loadProblem;
    private List<ValidationProblem> problems = List.of();
    private OrreryOutlinePage outlinePage;
    private LoadErrorPage errorPage;

    public OrreryEditor() {
        setEditDomain(new DefaultEditDomain(this));
    }

    @Override
    public void init(IEditorSite site, IEditorInput input) throws PartInitException {
        if (!(input instanceof IPathEditorInput pathInput)) {
            throw new PartInitException("Orrery opens files from the file system, not " + input.getClass().getSimpleName());
        }
        super.init(site, input);
        file = pathInput.getPath().toPath();
        setPartName(file.getFileName().toString());
        setTitleToolTip(file.toString());
        try {
            system = OrreryFiles.load(file);
            // the edit domain asked for the palette while the editor was constructed, before there was a system
            getEditDomain().setPaletteRoot(getPaletteRoot());
        } catch (ModelLoadException e) {
            loadProblem = e.problem();
        }
    }

    @Override
    public void createPartControl(Composite parent) {
        if (loadProblem != null) {
            errorPage = new LoadErrorPage(parent, loadProblem);
            return;
        }
        super.createPartControl(parent);
    }

    @Override
    protected void configureGraphicalViewer() {
        super.configureGraphicalViewer();
        GraphicalViewer viewer = getGraphicalViewer();
        ScalableFreeformRootEditPart root = new ScalableFreeformRootEditPart();
        viewer.setRootEditPart(root);
        viewer.setEditPartFactory(new OrreryEditPartFactory());
        ZoomManager zoom = root.getZoomManager();
        zoom.setZoomLevels(ZOOM_LEVELS);
        zoom.setZoomLevelContributions(List.of(ZoomManager.FIT_ALL, ZoomManager.FIT_WIDTH, ZoomManager.FIT_HEIGHT));
        getActionRegistry().registerAction(new ZoomInAction(zoom));
        getActionRegistry().registerAction(new ZoomOutAction(zoom));
        viewer.setProperty(MouseWheelHandler.KeyGenerator.getKey(SWT.MOD1), MouseWheelZoomHandler.SINGLETON);
        KeyHandler keys = new GraphicalViewerKeyHandler(viewer);
        viewer.setKeyHandler(keys);
    }

    @Override
    protected void initializeGraphicalViewer() {
        super.initializeGraphicalViewer();
        getGraphicalViewer().setContents(system);
        revalidate();
    }

    @Override
    protected PaletteRoot getPaletteRoot() {
        if (system == null) {
            return new PaletteRoot();
        }
        if (palette == null) {
            palette = org.orrery.editor.palette.OrreryPalette.create(system, catalog);
        }
        return palette;
    }

    /** The palette stays open beside the diagram (GEF 3.2 would start it collapsed). */
    @Override
    protected FlyoutPreferences getPalettePreferences() {
        return new FlyoutPreferences() {
            private int width = 190;
            private int dock = org.eclipse.draw2d.PositionConstants.WEST;

            @Override
            public int getDockLocation() {
                return dock;
            }

            @Override
            public int getPaletteState() {
                return FlyoutPaletteComposite.STATE_PINNED_OPEN;
            }

            @Override
            public int getPaletteWidth() {
                return width;
            }

            @Override
            public void setDockLocation(int location) {
                dock = location;
            }

            @Override
            public void setPaletteState(int state) {
                // always pinned open
            }

            @Override
            public void setPaletteWidth(int newWidth) {
                width = newWidth;
            }
        };
    }

    /** Every change goes through the command stack: the dirty mark follows it, and the system is validated again. */
    @Override
    public void commandStackChanged(java.util.EventObject event) {
        super.commandStackChanged(event);
        revalidate();
    }

    /** Validates the system again, marks the diagram and tells the Problems view. */
    public void revalidate() {
        if (system == null) {
            return;
        }
        problems = validation.validate(system);
        GraphicalViewer viewer = getGraphicalViewer();
        if (viewer != null) {
            viewer.setProperty(ProblemIndex.VIEWER_PROPERTY, new ProblemIndex(problems));
            for (Object part : viewer.getEditPartRegistry().values().toArray()) {
                ((EditPart) part).refresh();
            }
        }
        problemListeners.forEach(Runnable::run);
    }

    /** The diagram viewer, or null when the file could not be read. */
    public GraphicalViewer viewer() {
        return getGraphicalViewer();
    }

    /** The palette's viewer, or null before the editor is shown. */
    public org.eclipse.gef.ui.palette.PaletteViewer paletteViewer() {
        return getEditDomain().getPaletteViewer();
    }

    /** The system shown, or null when the file could not be read. */
    public OrrerySystem getSystem() {
        return system;
    }

    public Path getFile() {
        return file;
    }

    /** Why the file could not be read, or null when it was read. */
    public LoadProblem getLoadProblem() {
        return loadProblem;
    }

    public List<ValidationProblem> getProblems() {
        return problems;
    }

    public void addProblemListener(Runnable listener) {
        problemListeners.add(listener);
    }

    public void removeProblemListener(Runnable listener) {
        problemListeners.remove(listener);
    }

    /** Selects the figure of {@code element} (or of its nearest drawn container) and scrolls it into view. */
    public boolean selectElement(EObject element) {
        GraphicalViewer viewer = getGraphicalViewer();
        if (viewer == null) {
            return false;
        }
        for (EObject current = element; current != null; current = current.eContainer()) {
            Object part = viewer.getEditPartRegistry().get(current);
            if (part instanceof EditPart editPart && editPart.isSelectable()) {
                viewer.setSelection(new StructuredSelection(editPart));
                viewer.reveal(editPart);
                return true;
            }
        }
        return false;
    }

    @Override
    public void setFocus() {
        if (errorPage != null) {
            errorPage.setFocus();
        } else {
            super.setFocus();
        }
    }

    @Override
    public void doSave(IProgressMonitor monitor) {
        if (system == null) {
            return;
        }
        try {
            OrreryFiles.save(system, file);
            getCommandStack().markSaveLocation();
            revalidate();
        } catch (IOException e) {
            MessageDialog.openError(getSite().getShell(), "Save failed", "Could not save " + file + ":\n" + e.getMessage()
                    + "\n\nThe file on disk was not changed.");
        }
    }

    @Override
    public boolean isDirty() {
        return system != null && getCommandStack().isDirty();
    }

    @Override
    @SuppressWarnings("rawtypes") // GEF 3.2 declares getAdapter with a raw Class
    public Object getAdapter(Class type) {
        if (type == IContentOutlinePage.class && system != null) {
            if (outlinePage == null) {
                outlinePage = new OrreryOutlinePage(system, getGraphicalViewer(), getSelectionSynchronizer());
            }
            return outlinePage;
        }
        if (type == ZoomManager.class && getGraphicalViewer() != null) {
            return ((ScalableFreeformRootEditPart) getGraphicalViewer().getRootEditPart()).getZoomManager();
        }
        if (type == GraphicalViewer.class) {
            return getGraphicalViewer();
        }
        if (type == OrrerySystem.class) {
            return system;
        }
        return super.getAdapter(type);
    }
}
