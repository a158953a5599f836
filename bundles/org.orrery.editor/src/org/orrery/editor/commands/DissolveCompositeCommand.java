package org.orrery.editor.commands;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.gef.commands.Command;
import org.orrery.model.Bounds;
import org.orrery.model.Composite;
import org.orrery.model.DiagramNode;
import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;
import org.orrery.model.Parameter;
import org.orrery.model.edit.Composites;

/**
 * Dissolves a composite: its operators and the composites nested in it go where it was (onto its domain, or into the
 * composite it was nested in), placed where it showed them; its ports and parameters go (a parameter of its members
 * that referred to one keeps the value the composite gave it). Undo brings the composite back whole.
 */
public final class DissolveCompositeCommand extends Command {

    private final Composite composite;
    private final Composite container;
    private final OrrerySystem system;
    private final List<DiagramNode> members = new ArrayList<>();
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
        this.container = composite.getParent();
        this.system = owner;
        members.addAll(composite.getOperators());
        members.addAll(composite.getNested());
    }

    @Override
    public void execute() {
        for (DiagramNode member : members) {
            Bounds inside = member.getBounds() == null ? CompositeFrames.boundsOf(member, members.indexOf(member))
                    : member.getBounds();
            insideBounds.add(member.getBounds() == null ? null : EcoreUtil.copy(member.getBounds()));
            outsideBounds.add(CompositeFrames.outside(composite, inside));
            List<Parameter> own = member instanceof Operator operator ? operator.getParameters()
                    : ((Composite) member).getParameters();
            for (Parameter parameter : own) {
                // given in the composite that goes: what it answers is written in; the rest is answered further out
                String value = parameter.getValue() == null ? "" : parameter.getValue();
                String substituted = Composites.substitute(value, composite);
                if (!substituted.equals(value)) {
                    parameters.add(parameter);
                    oldValues.add(parameter.getValue());
                    newValues.add(substituted);
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
        composite.setParent(null);
        for (int i = 0; i < members.size(); i++) {
            members.get(i).setBounds(EcoreUtil.copy(outsideBounds.get(i)));
            GroupIntoCompositeCommand.join(members.get(i), container);
        }
    }

    @Override
    public void undo() {
        for (int i = 0; i < members.size(); i++) {
            GroupIntoCompositeCommand.join(members.get(i), composite);
            Bounds inside = insideBounds.get(i);
            members.get(i).setBounds(inside == null ? null : EcoreUtil.copy(inside));
        }
        for (int i = 0; i < parameters.size(); i++) {
            parameters.get(i).setValue(oldValues.get(i));
        }
        composite.setParent(container);
        system.getComposites().add(index, composite);
    }
}
