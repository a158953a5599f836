package org.orrery.editor.commands;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.gef.commands.Command;
import org.orrery.model.Bounds;
import org.orrery.model.Composite;
import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;
import org.orrery.model.Parameter;
import org.orrery.model.edit.Composites;

/**
 * Dissolves a composite: its operators stand alone again where it showed them, its ports and parameters go (an inner
 * parameter that referred to one keeps the value the composite gave it). Undo brings the composite back whole.
 */
public final class DissolveCompositeCommand extends Command {

    private final Composite composite;
    private final OrrerySystem system;
    private final List<Operator> members;
    private final List<Bounds> insideBounds = new ArrayList<>();
    private final List<Bounds> outsideBounds = new ArrayList<>();
    private final List<Parameter> parameters = new ArrayList<>();
    private final List<String> oldValues = new ArrayList<>();
    private final List<String> newValues = new ArrayList<>();
    private int index;

    public DissolveCompositeCommand(Composite composite) {
        super("Dissolve " + composite.getName());
        if (!(composite.eContainer() instanceof OrrerySystem owner)) {
            throw new IllegalArgumentException("composite '" + composite.getName() + "' is not part of a system");
        }
        this.composite = composite;
        this.system = owner;
        this.members = List.copyOf(composite.getOperators());
    }

    @Override
    public void execute() {
        for (Operator member : members) {
            Bounds inside = member.getBounds() == null ? CompositeFrames.boundsOf(member, members.indexOf(member))
                    : member.getBounds();
            insideBounds.add(member.getBounds() == null ? null : EcoreUtil.copy(member.getBounds()));
            outsideBounds.add(CompositeFrames.outside(composite, inside));
            for (Parameter parameter : member.getParameters()) {
                String resolved = Composites.value(parameter);
                if (!resolved.equals(parameter.getValue() == null ? "" : parameter.getValue())) {
                    parameters.add(parameter);
                    oldValues.add(parameter.getValue());
                    newValues.add(resolved);
                }
            }
        }
        index = system.getComposites().indexOf(composite);
        redo();
    }

    @Override
    public void redo() {
        for (int i = 0; i < parameters.size(); i++) {
            parameters.get(i).setValue(newValues.get(i));
        }
        system.getComposites().remove(composite);
        for (int i = 0; i < members.size(); i++) {
            members.get(i).setBounds(EcoreUtil.copy(outsideBounds.get(i)));
            members.get(i).setComposite(null);
        }
    }

    @Override
    public void undo() {
        for (int i = 0; i < members.size(); i++) {
            members.get(i).setComposite(composite);
            Bounds inside = insideBounds.get(i);
            members.get(i).setBounds(inside == null ? null : EcoreUtil.copy(inside));
        }
        for (int i = 0; i < parameters.size(); i++) {
            parameters.get(i).setValue(oldValues.get(i));
        }
        system.getComposites().add(index, composite);
    }
}
