package org.orrery.editor.commands;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.gef.commands.Command;
import org.orrery.model.Bounds;
import org.orrery.model.Composite;
import org.orrery.model.Domain;
import org.orrery.model.Operator;
import org.orrery.model.OrreryFactory;
import org.orrery.model.OrrerySystem;
import org.orrery.model.edit.Composites;

/**
 * Groups operators into a new composite, drawn expanded around them where they were: its ports are those the
 * connections crossing its boundary need, each named after its operator. The operators must share a placement and stand
 * alone (a composite does not hold composites). Undo puts each operator back where it was.
 */
public final class GroupIntoCompositeCommand extends Command {

    private final OrrerySystem system;
    private final List<Operator> members;
    private final List<Bounds> oldBounds = new ArrayList<>();
    private final List<Bounds> insideBounds = new ArrayList<>();
    private Composite composite;

    public GroupIntoCompositeCommand(OrrerySystem system, List<Operator> operators) {
        super("Group into Composite");
        String refusal = refusal(operators);
        if (refusal != null) {
            throw new IllegalArgumentException(refusal);
        }
        this.system = system;
        this.members = List.copyOf(new LinkedHashSet<>(operators));
    }

    /** Why {@code operators} cannot be grouped, or null when they can. */
    public static String refusal(List<Operator> operators) {
        if (operators.isEmpty()) {
            return "select the operators to group";
        }
        Domain placement = operators.get(0).getPlacement();
        for (Operator operator : operators) {
            if (operator.getComposite() != null) {
                return "operator '" + operator.getName() + "' is already part of composite '"
                        + operator.getComposite().getName() + "'; dissolve it first";
            }
            if (operator.getPlacement() != placement) {
                return "the operators are on different domains; a composite's operators are placed together";
            }
        }
        return null;
    }

    /** The composite made, once executed. */
    public Composite composite() {
        return composite;
    }

    @Override
    public void execute() {
        List<Bounds> current = new ArrayList<>();
        for (Operator member : members) {
            oldBounds.add(member.getBounds() == null ? null : EcoreUtil.copy(member.getBounds()));
            int index = member.getPlacement() == null ? system.getOperators().indexOf(member)
                    : member.getPlacement().getOperators().indexOf(member);
            current.add(CompositeFrames.boundsOf(member, Math.max(index, 0)));
        }
        composite = OrreryFactory.eINSTANCE.createComposite();
        composite.setName(Names.fresh("composite", Names.taken(system)));
        composite.setBounds(CompositeFrames.around(current));
        current.forEach(b -> insideBounds.add(CompositeFrames.inside(composite.getBounds(), b)));
        composite.getPorts().addAll(Composites.portsFor(members));
        redo();
    }

    @Override
    public void redo() {
        // the operators join first and the composite appears whole, so the diagram never shows it half made
        for (int i = 0; i < members.size(); i++) {
            members.get(i).setComposite(composite);
            members.get(i).setBounds(EcoreUtil.copy(insideBounds.get(i)));
        }
        system.getComposites().add(composite);
    }

    @Override
    public void undo() {
        system.getComposites().remove(composite);
        for (int i = 0; i < members.size(); i++) {
            members.get(i).setComposite(null);
            members.get(i).setBounds(oldBounds.get(i) == null ? null : EcoreUtil.copy(oldBounds.get(i)));
        }
    }
}
