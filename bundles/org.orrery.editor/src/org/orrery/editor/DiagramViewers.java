package org.orrery.editor;

import java.util.List;
import java.util.function.Supplier;

import org.eclipse.gef.GraphicalViewer;
import org.eclipse.gef.KeyHandler;
import org.eclipse.gef.KeyStroke;
import org.eclipse.gef.MouseWheelHandler;
import org.eclipse.gef.MouseWheelZoomHandler;
import org.eclipse.gef.dnd.TemplateTransferDropTargetListener;
import org.eclipse.gef.editparts.ScalableFreeformRootEditPart;
import org.eclipse.gef.editparts.ZoomManager;
import org.eclipse.gef.ui.actions.ActionRegistry;
import org.eclipse.gef.ui.actions.DirectEditAction;
import org.eclipse.gef.ui.actions.GEFActionConstants;
import org.eclipse.gef.ui.actions.SelectionAction;
import org.eclipse.gef.ui.actions.ZoomInAction;
import org.eclipse.gef.ui.actions.ZoomOutAction;
import org.eclipse.gef.ui.parts.GraphicalViewerKeyHandler;
import org.eclipse.jface.action.IAction;
import org.eclipse.swt.SWT;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.views.properties.IPropertySheetPage;
import org.eclipse.ui.views.properties.PropertySheetPage;
import org.orrery.editor.actions.CopyAction;
import org.orrery.editor.actions.CutAction;
import org.orrery.editor.actions.EditorActions;
import org.orrery.editor.actions.PasteAction;
import org.orrery.editor.parts.DiagramRootEditPart;
import org.orrery.editor.parts.OrreryEditPartFactory;
import org.orrery.editor.properties.ElementPropertySource;
import org.orrery.model.OrrerySystem;
import org.orrery.model.catalog.OperatorCatalog;

/**
 * How a diagram viewer is set up, an {@link OrreryEditor}'s or a {@link CompositeEditor}'s: its parts, zoom, keys,
 * menu, drops, and the editor's actions.
 */
final class DiagramViewers {

    private static final double[] ZOOM_LEVELS = {0.1, 0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 4.0};

    private DiagramViewers() {
    }

    /**
     * Sets up {@code viewer} of {@code part}, which edits {@code editor}'s system: parts, zoom levels and wheel, F2 to
     * rename, context menu, drops.
     */
    static void configure(GraphicalViewer viewer, ActionRegistry actions, OperatorCatalog catalog, OrreryEditor editor,
            IWorkbenchPart part) {
        DiagramRootEditPart root = new DiagramRootEditPart();
        viewer.setRootEditPart(root);
        viewer.setEditPartFactory(new OrreryEditPartFactory());
        ZoomManager zoom = root.getZoomManager();
        zoom.setZoomLevels(ZOOM_LEVELS);
        zoom.setZoomLevelContributions(List.of(ZoomManager.FIT_ALL, ZoomManager.FIT_WIDTH, ZoomManager.FIT_HEIGHT));
        actions.registerAction(new ZoomInAction(zoom));
        actions.registerAction(new ZoomOutAction(zoom));
        viewer.setProperty(MouseWheelHandler.KeyGenerator.getKey(SWT.MOD1), MouseWheelZoomHandler.SINGLETON);
        KeyHandler keys = new GraphicalViewerKeyHandler(viewer);
        keys.put(KeyStroke.getPressed(SWT.F2, 0), actions.getAction(GEFActionConstants.DIRECT_EDIT));
        viewer.setKeyHandler(keys);
        viewer.setProperty(ElementPropertySource.CATALOG_PROPERTY, catalog);
        OrreryContextMenu menu = new OrreryContextMenu(viewer, editor, actions);
        viewer.setContextMenu(menu);
        part.getSite().registerContextMenu(menu, viewer);
        viewer.addDropTargetListener(new TemplateTransferDropTargetListener(viewer));
    }

    /**
     * Registers the editor's own actions: copy, cut, paste and rename on the selection ({@code selectionActions} lists
     * those), and find, layout, zoom, validation, export and comparisons.
     */
    static void registerActions(OrreryEditor editor, ActionRegistry registry, List<String> selectionActions,
            Supplier<OrrerySystem> system) {
        registerSelectionActions(editor, registry, selectionActions, system);
        registry.registerAction(EditorActions.action(EditorActions.AUTO_LAYOUT, "Auto &Layout",
                "Lay out operators, domains and hosts (layered)", editor::autoLayout));
        registry.registerAction(EditorActions.action(EditorActions.ZOOM_TO_FIT, "Zoom to &Fit", "Show the whole system",
                editor::zoomToFit));
        registry.registerAction(EditorActions.action(EditorActions.VALIDATE, "&Validate",
                "Check the system and list its problems", editor::validateAndShow));
        registry.registerAction(EditorActions.action(EditorActions.EXPORT_IMAGE, "E&xport Image\u2026",
                "Save the diagram as a PNG picture or an SVG drawing", editor::exportImage));
        IAction find = EditorActions.action(EditorActions.FIND, "&Find\u2026",
                "Find a host, domain, composite, operator or connection by name",
                () -> FindElement.run(editor.getSite().getShell(), editor.viewer(), system.get()));
        find.setActionDefinitionId(ActionFactory.FIND.getCommandId());
        registry.registerAction(find);
        registry.registerAction(EditorActions.action(EditorActions.COMPARE_WITH_SAVED, "Compare with &Saved",
                "Compare the system as edited with its file as saved, side by side", editor::compareWithSaved));
        registry.registerAction(EditorActions.action(EditorActions.COMPARE_WITH_OTHER,
                "Compare with A&nother System\u2026", "Compare the system with another .orrery file, side by side",
                () -> editor.comparisons().withChosenFile()));
    }

    /**
     * What a diagram editor of {@code system} showing {@code viewer} answers for {@code type}, alike for a system's
     * editor and a composite's tab: the viewer, its zoom, the system, and a plain Properties page (each change is
     * already a command of ours on the editor's stack, through {@code ElementPropertySource}; GEF's page would wrap it
     * in a second one, whose undo pushed a third instead of taking the first back); null for anything else.
     */
    static Object adapter(Class<?> type, GraphicalViewer viewer, OrrerySystem system) {
        if (type == ZoomManager.class && viewer != null) {
            return ((ScalableFreeformRootEditPart) viewer.getRootEditPart()).getZoomManager();
        }
        if (type == GraphicalViewer.class) {
            return viewer;
        }
        if (type == OrrerySystem.class) {
            return system;
        }
        return type == IPropertySheetPage.class ? new PropertySheetPage() : null;
    }

    /** Registers copy, cut, paste and rename on {@code part}'s selection ({@code selectionActions} lists them). */
    static void registerSelectionActions(IWorkbenchPart part, ActionRegistry registry, List<String> selectionActions,
            Supplier<OrrerySystem> system) {
        CopyAction copy = new CopyAction(part);
        CutAction cut = new CutAction(part);
        PasteAction paste = new PasteAction(part, system);
        copy.whenCopied(paste::update);
        cut.whenCopied(paste::update);
        DirectEditAction rename = new DirectEditAction(part);
        rename.setText("&Rename");
        rename.setToolTipText("Rename the selected element in place");
        for (SelectionAction action : List.of(copy, cut, paste, rename)) {
            registry.registerAction(action);
            selectionActions.add(action.getId());
        }
    }
}
