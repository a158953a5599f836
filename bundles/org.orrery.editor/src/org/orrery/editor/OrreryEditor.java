package org.orrery.editor;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EventObject;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.DefaultEditDomain;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.GraphicalViewer;
import org.eclipse.gef.commands.CompoundCommand;
import org.eclipse.gef.dnd.TemplateTransferDragSourceListener;
import org.eclipse.gef.editparts.ZoomManager;
import org.eclipse.gef.palette.PaletteRoot;
import org.eclipse.gef.ui.palette.FlyoutPaletteComposite.FlyoutPreferences;
import org.eclipse.gef.ui.palette.PaletteViewer;
import org.eclipse.gef.ui.palette.PaletteViewerProvider;
import org.eclipse.gef.ui.parts.GraphicalEditorWithFlyoutPalette;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IPathEditorInput;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;
import org.orrery.control.api.AlertApi.AlertView;
import org.orrery.control.api.LiveStatus;
import org.orrery.editor.actions.EditorActions;
import org.orrery.editor.compare.SystemCompareInput;
import org.orrery.editor.export.DiagramExport;
import org.orrery.editor.layout.AutoLayout;
import org.orrery.editor.outline.OrreryOutlinePage;
import org.orrery.editor.palette.OrreryPalette;
import org.orrery.editor.palette.PinnedPalette;
import org.orrery.editor.parts.HoverHighlight;
import org.orrery.editor.parts.LiveFigures;
import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;
import org.orrery.model.catalog.OperatorCatalog;
import org.orrery.model.catalog.OperatorType;
import org.orrery.model.catalog.SystemBundles;
import org.orrery.model.io.LoadProblem;
import org.orrery.model.io.ModelLoadException;
import org.orrery.model.io.OrreryFiles;
import org.orrery.model.validation.OrreryValidation;
import org.orrery.model.validation.ValidationProblem;

/**
 * The diagram editor of a {@code .orrery} file. A file that cannot be read opens as an error page that says where and
 * why, and the file is left as it was. A readable file is validated on open and on save; the problems are marked on the
 * diagram and listed in the Problems view.
 */
public class OrreryEditor extends GraphicalEditorWithFlyoutPalette {

    public static final String ID = "org.orrery.editor";
    /** The Problems view's id ({@code problems.ProblemsView} follows the editor; the editor only opens it by id). */
    public static final String PROBLEMS_VIEW = "org.orrery.editor.problems";
    public static final String NAMES_VIEW = "org.orrery.editor.names";

    private final List<Runnable> problemListeners = new CopyOnWriteArrayList<>();
    private List<AlertView> firing = List.of();
    private final OperatorCatalog catalog = OperatorCatalog.builtIn();

    /** The operator types this editor knows: the built-in ones and those the system's bundles declare. */
    public OperatorCatalog catalog() {
        return catalog;
    }
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
            throw new PartInitException(
                    "Orrery opens files from the file system, not " + input.getClass().getSimpleName());
        }
        super.init(site, input);
        file = pathInput.getPath().toPath();
        setPartName(file.getFileName().toString());
        setTitleToolTip(file.toString());
        try {
            system = OrreryFiles.load(file);
            catalog.addAll(SystemBundles.declaredOperatorTypes(system, file, ILog.of(OrreryEditor.class)::warn));
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
        activateKeyBindings();
        InitialZoom.install((ZoomManager) getAdapter(ZoomManager.class), getGraphicalViewer().getControl(), file);
    }

    @Override
    protected void configureGraphicalViewer() {
        super.configureGraphicalViewer();
        DiagramViewers.configure(getGraphicalViewer(), getActionRegistry(), catalog, this, this);
    }

    @Override
    protected void hookGraphicalViewer() {
        super.hookGraphicalViewer();
        HoverHighlight.install(getGraphicalViewer());
    }

    @Override
    protected PaletteViewerProvider createPaletteViewerProvider() {
        return new PaletteViewerProvider(getEditDomain()) {

            @Override
            protected void configurePaletteViewer(PaletteViewer paletteViewer) {
                super.configurePaletteViewer(paletteViewer);
                // entries can be dragged onto the diagram as well as clicked
                paletteViewer.addDragSourceListener(new TemplateTransferDragSourceListener(paletteViewer));
            }
        };
    }

    @Override
    @SuppressWarnings("unchecked") // GEF 3.2 keeps action ids in a raw list
    protected void createActions() {
        super.createActions();
        DiagramViewers.registerActions(this, getActionRegistry(), getSelectionActions(), () -> system);
    }

    /** Keys of the editor's own actions (declared as commands in plugin.xml) work while the editor is active. */
    private void activateKeyBindings() {
        IHandlerService handlers = getSite().getService(IHandlerService.class);
        if (handlers != null) {
            EditorActions.activateKeys(handlers, getActionRegistry());
        }
    }

    /** Adds operator types that bundles declare to the catalogue: the palette offers them, validation knows them. */
    public void addOperatorTypes(List<OperatorType> types) {
        if (types.isEmpty()) {
            return;
        }
        catalog.addAll(types);
        if (palette != null) {
            OrreryPalette.refreshOperators(palette, system, catalog);
        }
        revalidate();
    }

    /** The editor's palette, or null before it has one. */
    PaletteRoot palette() {
        return palette;
    }

    /** How the system file refers to {@code jar}: relative to the file's folder when inside it, else absolute. */
    public String locationOf(Path jar) {
        return SystemBundles.locationOf(file, jar);
    }

    /** Lays the whole system out; one step on the command stack. */
    public void autoLayout() {
        GraphicalViewer viewer = getGraphicalViewer();
        CompoundCommand layout = new AutoLayout(DiagramFrames.of(viewer)).layout(system);
        if (!layout.isEmpty() && layout.canExecute()) {
            getCommandStack().execute(layout);
        }
    }

    /** The zoom the user last chose for this file (remembered across sessions), or 0 when there is none. */
    public double rememberedZoom() {
        return InitialZoom.remembered(file);
    }

    /** Zooms so that the whole system fits the editor. */
    public void zoomToFit() {
        ZoomManager zoom = (ZoomManager) getAdapter(ZoomManager.class);
        if (zoom != null) {
            zoom.setZoomAsText(ZoomManager.FIT_ALL);
        }
    }

    /** Validates now and brings the Problems view forward. */
    public void validateAndShow() {
        revalidate();
        showProblems();
    }

    private void showProblems() {
        try {
            getSite().getPage().showView(PROBLEMS_VIEW, null, IWorkbenchPage.VIEW_VISIBLE);
        } catch (PartInitException e) {
            MessageDialog.openError(getSite().getShell(), "Problems", e.getMessage());
        }
    }

    /** Compares the system as edited with its file as saved ({@link SystemComparisons#compare}). */
    public void compareWithSaved() {
        comparisons().withFile(file, file.getFileName() + " (saved)", "Compare with Saved");
    }

    /**
     * Opens Eclipse's compare editor on this system (left) and {@code other} (right, called {@code otherLabel}), and
     * highlights on the diagram what differs.
     */
    public SystemCompareInput compare(OrrerySystem other, String otherLabel) {
        return comparisons().compare(other, otherLabel);
    }

    SystemComparisons comparisons() {
        return new SystemComparisons(getSite().getShell(), system, file, this::highlight);
    }

    /** Selects the figures of {@code elements} (those drawn), revealing the first. */
    public void highlight(List<EObject> elements) {
        GraphicalViewer viewer = getGraphicalViewer();
        List<EditPart> parts = new ArrayList<>();
        for (EObject element : elements) {
            if (viewer.getEditPartRegistry().get(element) instanceof EditPart part && part.isSelectable()) {
                parts.add(part);
            }
        }
        viewer.setSelection(new StructuredSelection(parts));
        if (!parts.isEmpty()) {
            viewer.reveal(parts.get(0));
        }
    }

    void exportImage() {
        DiagramExport.withDialog(getSite().getShell(), getGraphicalViewer(), file);
    }

    /** Writes the diagram to {@code target}: SVG when the name ends in .svg, else PNG; a failure is shown. */
    public void exportImage(Path target) {
        DiagramExport.to(getSite().getShell(), getGraphicalViewer(), target);
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
            palette = OrreryPalette.create(system, catalog);
        }
        return palette;
    }

    /** The palette stays open beside the diagram (GEF 3.2 would start it collapsed). */
    @Override
    protected FlyoutPreferences getPalettePreferences() {
        return new PinnedPalette();
    }

    /** Every change goes through the command stack: the dirty mark follows it, and the system is validated again. */
    @Override
    public void commandStackChanged(EventObject event) {
        super.commandStackChanged(event);
        // GEF 3.2 only updates its actions here: the workbench learns of the dirty state (the tab's *, Save) from us
        firePropertyChange(PROP_DIRTY);
        revalidate();
    }

    /** Validates the system again, marks the diagram and tells the Problems view. */
    public void revalidate() {
        if (system == null) {
            return;
        }
        problems = validation.validate(system);
        if (getGraphicalViewer() != null) {
            ProblemIndex.show(getGraphicalViewer(), problems);
        }
        problemListeners.forEach(Runnable::run);
    }

    /**
     * Shows the running system's live figures on the diagram ({@code status} null: back to the design view), and the
     * state of the connection to the lab in the status line ({@code problem} empty when connected).
     */
    public void showLive(LiveStatus status, String problem) {
        GraphicalViewer viewer = getGraphicalViewer();
        if (viewer != null && viewer.getControl() != null && !viewer.getControl().isDisposed()) {
            LiveFigures.show(viewer, getEditorSite().getActionBars().getStatusLineManager(), status, problem);
        }
        CompositeEditor.showLive(this, status);
        List<AlertView> nowFiring = status == null ? List.of()
                : status.alerts().stream().filter(AlertView::firing).toList();
        boolean changed = !nowFiring.stream()
                .map(AlertView::name)
                .toList()
                .equals(firing.stream().map(AlertView::name).toList());
        firing = nowFiring;
        if (changed) {
            problemListeners.forEach(Runnable::run); // the Problems view lists the alerts firing
        }
    }

    /** The alerts firing in the running system as last shown (empty in the design view). */
    public List<AlertView> firingAlerts() {
        return firing;
    }

    /** The live status the diagram shows, or null in the design view. */
    public LiveStatus shownLive() {
        GraphicalViewer viewer = getGraphicalViewer();
        return viewer == null ? null : LiveFigures.of(viewer);
    }

    /** The diagram viewer, or null when the file could not be read. */
    public GraphicalViewer viewer() {
        return getGraphicalViewer();
    }

    /** The palette's viewer, or null before the editor is shown. */
    public PaletteViewer paletteViewer() {
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

    /**
     * Selects the figure of {@code element} (or of the collapsed composite that holds it, or of its nearest drawn
     * container) and scrolls it into view.
     */
    public boolean selectElement(EObject element) {
        GraphicalViewer viewer = getGraphicalViewer();
        if (viewer == null) {
            return false;
        }
        org.orrery.model.Composite hiddenIn = element instanceof Operator operator ? operator.getComposite()
                : element instanceof org.orrery.model.Composite composite ? composite.getParent() : null;
        if (hiddenIn != null && !viewer.getEditPartRegistry().containsKey(element)) {
            return selectElement(hiddenIn);
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
            if (problems.stream().anyMatch(p -> p.severity() == ValidationProblem.Severity.ERROR)) {
                showProblems(); // saved all the same: an unfinished design is worth keeping
            }
        } catch (IOException e) {
            MessageDialog.openError(getSite().getShell(), "Save failed",
                    "Could not save " + file + ":\n" + e.getMessage() + "\n\nThe file on disk was not changed.");
        }
    }

    @Override
    public boolean isSaveAsAllowed() {
        return system != null;
    }

    @Override
    public void doSaveAs() {
        FileDialog dialog = new FileDialog(getSite().getShell(), SWT.SAVE);
        dialog.setText("Save System As");
        dialog.setFilterExtensions(new String[]{"*.orrery"});
        dialog.setFilterPath(file.toAbsolutePath().getParent().toString());
        dialog.setFileName(file.getFileName().toString());
        dialog.setOverwrite(true);
        String chosen = dialog.open();
        if (chosen != null) {
            saveAs(Path.of(chosen.endsWith(".orrery") ? chosen : chosen + ".orrery"));
        }
    }

    /** Saves the system to {@code target}, which becomes the editor's file. */
    public void saveAs(Path target) {
        try {
            OrreryFiles.save(system, target);
        } catch (IOException e) {
            MessageDialog.openError(getSite().getShell(), "Save failed",
                    "Could not save " + target + ":\n" + e.getMessage());
            return;
        }
        file = target;
        setInputWithNotify(new OrreryFileEditorInput(target));
        setPartName(target.getFileName().toString());
        setTitleToolTip(target.toString());
        getCommandStack().markSaveLocation();
        firePropertyChange(PROP_DIRTY);
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
        Object shared = DiagramViewers.adapter(type, getGraphicalViewer(), system);
        return shared != null ? shared : super.getAdapter(type);
    }
}
