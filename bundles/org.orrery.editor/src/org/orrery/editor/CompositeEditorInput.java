package org.orrery.editor;

import java.util.Objects;

import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IPersistableElement;
import org.orrery.model.Composite;

/**
 * A composite of the system an {@link OrreryEditor} edits, opened in a tab of its own: the tab edits the same system
 * through the same command stack, so it is not saved or restored on its own.
 */
public record CompositeEditorInput(OrreryEditor owner, Composite composite) implements IEditorInput {

    public CompositeEditorInput {
        Objects.requireNonNull(owner, "owner");
        Objects.requireNonNull(composite, "composite");
    }

    @Override
    public boolean exists() {
        return false; // not in the list of recently opened files: it opens from its system's editor
    }

    @Override
    public ImageDescriptor getImageDescriptor() {
        return ImageDescriptor.getMissingImageDescriptor();
    }

    @Override
    public String getName() {
        return composite.getName();
    }

    @Override
    public IPersistableElement getPersistable() {
        return null;
    }

    @Override
    public String getToolTipText() {
        return "composite " + composite.getName() + " of " + owner.getTitleToolTip();
    }

    @Override
    public <T> T getAdapter(Class<T> adapter) {
        return null;
    }

    // the same composite of the same editor is the same input: opening it again brings its tab forward
    @Override
    public boolean equals(Object other) {
        return other instanceof CompositeEditorInput input && input.owner == owner && input.composite == composite;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(owner) * 31 + System.identityHashCode(composite);
    }
}
