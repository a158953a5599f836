package org.orrery.editor;

import java.nio.file.Path;
import java.util.Objects;

import org.eclipse.core.runtime.IPath;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.ui.IMemento;
import org.eclipse.ui.IPathEditorInput;
import org.eclipse.ui.IPersistableElement;

/** An editor input for a {@code .orrery} file anywhere on the file system (Orrery has no workspace projects). */
public final class OrreryFileEditorInput implements IPathEditorInput, IPersistableElement {

    static final String MEMENTO_PATH = "path";

    private final Path file;

    public OrreryFileEditorInput(Path file) {
        this.file = Objects.requireNonNull(file, "file").toAbsolutePath().normalize();
    }

    public Path file() {
        return file;
    }

    @Override
    public IPath getPath() {
        return IPath.fromOSString(file.toString());
    }

    @Override
    public boolean exists() {
        return file.toFile().isFile();
    }

    @Override
    public ImageDescriptor getImageDescriptor() {
        return ImageDescriptor.getMissingImageDescriptor();
    }

    @Override
    public String getName() {
        return file.getFileName().toString();
    }

    @Override
    public IPersistableElement getPersistable() {
        return this;
    }

    @Override
    public String getToolTipText() {
        return file.toString();
    }

    @Override
    public <T> T getAdapter(Class<T> adapter) {
        return adapter.isInstance(file) ? adapter.cast(file) : null;
    }

    @Override
    public String getFactoryId() {
        return OrreryFileInputFactory.ID;
    }

    @Override
    public void saveState(IMemento memento) {
        memento.putString(MEMENTO_PATH, file.toString());
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof OrreryFileEditorInput input && input.file.equals(file);
    }

    @Override
    public int hashCode() {
        return file.hashCode();
    }
}
