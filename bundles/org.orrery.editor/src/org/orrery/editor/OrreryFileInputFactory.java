package org.orrery.editor;

import java.nio.file.Path;

import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.ui.IElementFactory;
import org.eclipse.ui.IMemento;

/** Recreates {@link OrreryFileEditorInput}s from the workbench's saved state and its list of recent files. */
public final class OrreryFileInputFactory implements IElementFactory {

    public static final String ID = "org.orrery.editor.fileInputFactory";

    @Override
    public IAdaptable createElement(IMemento memento) {
        String path = memento.getString(OrreryFileEditorInput.MEMENTO_PATH);
        return path == null ? null : new OrreryFileEditorInput(Path.of(path));
    }
}
