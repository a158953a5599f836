package org.orrery.editor.actions;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.gef.ui.actions.ActionRegistry;
import org.eclipse.gef.ui.actions.GEFActionConstants;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.commands.ActionHandler;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.handlers.IHandlerService;

/** The editor's own actions: their ids, shared by the editor (which handles them) and the menus (which show them). */
public final class EditorActions {

    public static final String AUTO_LAYOUT = "org.orrery.editor.autoLayout";
    public static final String ZOOM_TO_FIT = "org.orrery.editor.zoomToFit";
    public static final String VALIDATE = "org.orrery.editor.validate";
    public static final String EXPORT_IMAGE = "org.orrery.editor.exportImage";
    public static final String COMPARE_WITH_SAVED = "org.orrery.editor.compareWithSaved";
    public static final String COMPARE_WITH_OTHER = "org.orrery.editor.compareWithOther";
    /** Find an element by name; the workbench's Find command (Ctrl+F) runs it in the editor. */
    public static final String FIND = "org.orrery.editor.find";

    private EditorActions() {
    }

    /** An action of the editor's that runs {@code run}, bound to the command of the same id. */
    public static IAction action(String id, String text, String tooltip, Runnable run) {
        Action action = new Action(text) {

            @Override
            public void run() {
                run.run();
            }
        };
        action.setId(id);
        action.setActionDefinitionId(id);
        action.setToolTipText(tooltip);
        return action;
    }

    /**
     * Makes the keys of the editor's actions in {@code registry} (commands in plugin.xml, and the workbench's Rename
     * and Find) reach them; an action the editor does not have is left out.
     */
    public static void activateKeys(IHandlerService handlers, ActionRegistry registry) {
        Map<String, String> commands = new LinkedHashMap<>();
        for (String id : List.of(AUTO_LAYOUT, ZOOM_TO_FIT, VALIDATE, EXPORT_IMAGE, GEFActionConstants.ZOOM_IN,
                GEFActionConstants.ZOOM_OUT)) {
            commands.put(id, id);
        }
        commands.put(ActionFactory.RENAME.getCommandId(), GEFActionConstants.DIRECT_EDIT);
        commands.put(ActionFactory.FIND.getCommandId(), FIND);
        commands.forEach((command, id) -> {
            IAction action = registry.getAction(id);
            if (action != null) {
                handlers.activateHandler(command, new ActionHandler(action));
            }
        });
    }
}
