package org.orrery.editor.commands;

import org.eclipse.gef.commands.Command;
import org.orrery.model.Bundle;
import org.orrery.model.Domain;

/** Installs a bundle into a domain's design: it will be installed there on deploy. */
public final class AddBundleCommand extends Command {

    private final Domain domain;
    private final Bundle bundle;

    public AddBundleCommand(Domain domain, Bundle bundle) {
        super("Add bundle " + bundle.getSymbolicName() + " to " + domain.getName());
        for (Bundle present : domain.getBundles()) {
            if (present.getSymbolicName() != null && present.getSymbolicName().equals(bundle.getSymbolicName())
                    && String.valueOf(present.getVersion()).equals(String.valueOf(bundle.getVersion()))) {
                throw new IllegalArgumentException("domain '" + domain.getName() + "' already has "
                        + bundle.getSymbolicName() + " " + bundle.getVersion());
            }
        }
        this.domain = domain;
        this.bundle = bundle;
    }

    @Override
    public void execute() {
        if (bundle.getBundleId() <= 0) {
            long next = 1;
            for (Bundle present : domain.getBundles()) {
                next = Math.max(next, present.getBundleId() + 1);
            }
            bundle.setBundleId(next);
        }
        redo();
    }

    @Override
    public void redo() {
        domain.getBundles().add(bundle);
    }

    @Override
    public void undo() {
        domain.getBundles().remove(bundle);
    }
}
