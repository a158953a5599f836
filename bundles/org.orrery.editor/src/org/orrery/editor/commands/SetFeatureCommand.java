package org.orrery.editor.commands;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.gef.commands.Command;
import org.orrery.model.Composite;
import org.orrery.model.OrreryPackage;
import org.orrery.model.validation.ElementLabels;

/** Changes one single-valued feature of an element, such as a name, a predicate or a delivery mode. */
public final class SetFeatureCommand extends Command {

    private final EObject element;
    private final EStructuralFeature feature;
    private final Object newValue;
    private Object oldValue;
    private boolean wasSet;

    public SetFeatureCommand(EObject element, EStructuralFeature feature, Object newValue) {
        super("Set " + feature.getName() + " of " + ElementLabels.describe(element));
        if (feature.isMany() || !feature.isChangeable()
                || !element.eClass().getEAllStructuralFeatures().contains(feature)) {
            throw new IllegalArgumentException(
                    feature.getName() + " cannot be set on " + ElementLabels.describe(element));
        }
        this.element = element;
        this.feature = feature;
        this.newValue = newValue;
    }

    /** Collapses ({@code collapsed} true) or expands {@code composite}, labelled as such for undo and redo. */
    public static SetFeatureCommand collapse(Composite composite, boolean collapsed) {
        SetFeatureCommand command = new SetFeatureCommand(composite, OrreryPackage.Literals.COMPOSITE__COLLAPSED,
                collapsed);
        command.setLabel((collapsed ? "Collapse " : "Expand ") + ElementLabels.describe(composite));
        return command;
    }

    @Override
    public void execute() {
        wasSet = element.eIsSet(feature);
        oldValue = element.eGet(feature);
        redo();
    }

    @Override
    public void redo() {
        element.eSet(feature, newValue);
    }

    @Override
    public void undo() {
        if (wasSet) {
            element.eSet(feature, oldValue);
        } else {
            element.eUnset(feature);
        }
    }
}
