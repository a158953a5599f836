package org.orrery.editor;

import org.eclipse.gef.editparts.ZoomManager;
import org.eclipse.gef.ui.actions.ActionBarContributor;
import org.eclipse.gef.ui.actions.DeleteRetargetAction;
import org.eclipse.gef.ui.actions.GEFActionConstants;
import org.eclipse.gef.ui.actions.RedoRetargetAction;
import org.eclipse.gef.ui.actions.UndoRetargetAction;
import org.eclipse.gef.ui.actions.ZoomComboContributionItem;
import org.eclipse.gef.ui.actions.ZoomInRetargetAction;
import org.eclipse.gef.ui.actions.ZoomOutRetargetAction;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.ui.IWorkbenchActionConstants;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.actions.RetargetAction;
import org.orrery.editor.actions.EditorActions;

/**
 * Connects the editor's actions to the workbench: undo, redo, delete, cut, copy, paste, select all and print to the
 * Edit and File menus and their keys; a Diagram menu and tool bar entries for layout, zoom, validation and export.
 */
public final class OrreryActionBarContributor extends ActionBarContributor {

    @Override
    protected void buildActions() {
        addRetargetAction(new UndoRetargetAction());
        addRetargetAction(new RedoRetargetAction());
        addRetargetAction(new DeleteRetargetAction());
        addRetargetAction(new ZoomInRetargetAction());
        addRetargetAction(new ZoomOutRetargetAction());
        addRetargetAction(new RetargetAction(EditorActions.ZOOM_TO_FIT, "Zoom to &Fit"));
        addRetargetAction(new RetargetAction(EditorActions.AUTO_LAYOUT, "Auto &Layout"));
        RetargetAction find = new RetargetAction(EditorActions.FIND, "&Find\u2026");
        find.setActionDefinitionId(ActionFactory.FIND.getCommandId());
        addRetargetAction(find);
        addRetargetAction(new RetargetAction(EditorActions.VALIDATE, "&Validate"));
        addRetargetAction(new RetargetAction(EditorActions.EXPORT_IMAGE, "E&xport Image\u2026"));
        addRetargetAction(new RetargetAction(EditorActions.COMPARE_WITH_SAVED, "Compare with &Saved"));
        addRetargetAction(new RetargetAction(EditorActions.COMPARE_WITH_OTHER, "Compare with A&nother System\u2026"));
        addRetargetAction(new RetargetAction(GEFActionConstants.DIRECT_EDIT, "&Rename"));
    }

    @Override
    protected void declareGlobalActionKeys() {
        addGlobalActionKey(ActionFactory.SELECT_ALL.getId());
        addGlobalActionKey(ActionFactory.SAVE.getId());
        addGlobalActionKey(ActionFactory.CUT.getId());
        addGlobalActionKey(ActionFactory.COPY.getId());
        addGlobalActionKey(ActionFactory.PASTE.getId());
        addGlobalActionKey(ActionFactory.PRINT.getId());
    }

    @Override
    public void contributeToMenu(IMenuManager menuBar) {
        MenuManager diagram = new MenuManager("&Diagram", "org.orrery.editor.diagram");
        diagram.add(getAction(GEFActionConstants.DIRECT_EDIT));
        diagram.add(getAction(EditorActions.FIND));
        diagram.add(new Separator());
        diagram.add(getAction(EditorActions.AUTO_LAYOUT));
        diagram.add(getAction(EditorActions.VALIDATE));
        diagram.add(new Separator());
        diagram.add(getAction(GEFActionConstants.ZOOM_IN));
        diagram.add(getAction(GEFActionConstants.ZOOM_OUT));
        diagram.add(getAction(EditorActions.ZOOM_TO_FIT));
        diagram.add(new Separator());
        diagram.add(getAction(EditorActions.EXPORT_IMAGE));
        diagram.add(new Separator());
        diagram.add(getAction(EditorActions.COMPARE_WITH_SAVED));
        diagram.add(getAction(EditorActions.COMPARE_WITH_OTHER));
        if (menuBar.find(IWorkbenchActionConstants.M_EDIT) != null) {
            menuBar.insertAfter(IWorkbenchActionConstants.M_EDIT, diagram);
        } else {
            menuBar.add(diagram);
        }
    }

    @Override
    public void contributeToToolBar(IToolBarManager toolBar) {
        toolBar.add(new Separator());
        toolBar.add(getAction(EditorActions.AUTO_LAYOUT));
        toolBar.add(getAction(EditorActions.VALIDATE));
        toolBar.add(new Separator());
        toolBar.add(getAction(GEFActionConstants.ZOOM_OUT));
        toolBar.add(new ZoomComboContributionItem(getPage(),
                new String[]{ZoomManager.FIT_ALL, ZoomManager.FIT_WIDTH, ZoomManager.FIT_HEIGHT}));
        toolBar.add(getAction(GEFActionConstants.ZOOM_IN));
        toolBar.add(getAction(EditorActions.ZOOM_TO_FIT));
    }
}
