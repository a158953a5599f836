package org.orrery.editor.actions;

/** Ids of the editor's own actions, shared by the editor (which handles them) and the menus (which show them). */
public final class EditorActions {

    public static final String AUTO_LAYOUT = "org.orrery.editor.autoLayout";
    public static final String ZOOM_TO_FIT = "org.orrery.editor.zoomToFit";
    public static final String VALIDATE = "org.orrery.editor.validate";
    public static final String EXPORT_IMAGE = "org.orrery.editor.exportImage";

    private EditorActions() {
    }
}
