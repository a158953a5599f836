package org.orrery.editor.commands;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.gef.commands.Command;
import org.orrery.model.Bounds;
import org.orrery.model.Composite;
import org.orrery.model.DiagramNode;
import org.orrery.model.Domain;
import org.orrery.model.Operator;
import org.orrery.model.OrreryFactory;
import org.orrery.model.OrrerySystem;
import org.orrery.model.edit.Composites;

/**
 * Groups operators and composites into a new composite, drawn expanded around them where they were, in the composite
 * they were in (if any): its ports are those the connections crossing its boundary need, each named after its operator.
 * What is grouped must share a placement and a container. Undo puts each member back where it was.
 */
public final class GroupIntoCompositeCommand extends Command {

    private final OrrerySystem system;
    private final List<DiagramNode> members;
    private final Composite container;
    private final List<Bounds> oldBounds = new ArrayList<>();
    private final List<Bounds> insideBounds = new ArrayList<>();
    private Composite composite;

    /** Groups {@code nodes}, each an operator or a composite. */
    public GroupIntoCompositeCommand(OrrerySystem system, List<? extends DiagramNode> nodes) {
        super("Group into Composite");
        String refusal = refusal(nodes);
        if (refusal != null) {
            throw new IllegalArgumentException(refusal);
        }
        this.system = system;
        this.members = List.copyOf(new LinkedHashSet<>(nodes));
        this.container = container(members.get(0));
    }

    /** Why {@code nodes} cannot be grouped, or null when they can. */
    public static String refusal(List<? extends DiagramNode> nodes) {
        if (nodes.isEmpty()) {
            return "select the operators and composites to group";
        }
        Domain placement = placement(nodes.get(0));
        Composite container = container(nodes.get(0));
        for (DiagramNode node : nodes) {
            if (!(node instanceof Operator) && !(node instanceof Composite)) {
                return "only operators and composites are grouped";
            }
            if (placement(node) != placement) {
                return "the selection is on different domains; a composite's operators are placed together";
            }
            if (container(node) != container) {
                return "the selection is in different composites; group what one composite (or none) holds";
            }
        }
        return null;
    }

    private static Domain placement(DiagramNode node) {
        return node instanceof Composite composite ? Composites.placement(composite) : ((Operator) node).getPlacement();
    }

    /** The composite {@code node} is drawn in; null when it stands on its domain. */
    private static Composite container(DiagramNode node) {
        return node instanceof Composite composite ? composite.getParent()
                : node instanceof Operator operator ? operator.getComposite() : null;
    }

    /** The composite made, once executed. */
    public Composite composite() {
        return composite;
    }

    @Override
    public void execute() {
        List<Bounds> current = new ArrayList<>();
        List<Operator> inside = new ArrayList<>();
        for (DiagramNode member : members) {
            oldBounds.add(member.getBounds() == null ? null : EcoreUtil.copy(member.getBounds()));
            current.add(CompositeFrames.boundsOf(member, Math.max(indexOf(member), 0)));
            if (member instanceof Composite nested) {
                inside.addAll(Composites.members(nested));
            } else {
                inside.add((Operator) member);
            }
        }
        composite = OrreryFactory.eINSTANCE.createComposite();
        composite.setName(Names.fresh("composite", Names.taken(system)));
        composite.setBounds(CompositeFrames.around(current));
        current.forEach(b -> insideBounds.add(CompositeFrames.inside(composite.getBounds(), b)));
        composite.getPorts().addAll(Composites.portsFor(inside));
        redo();
    }

    private int indexOf(DiagramNode member) {
        if (member instanceof Composite nested) {
            return system.getComposites().indexOf(nested);
        }
        Operator operator = (Operator) member;
        return operator.getPlacement() == null ? system.getOperators().indexOf(operator)
                : operator.getPlacement().getOperators().indexOf(operator);
    }

    @Override
    public void redo() {
        // the members join first and the composite appears whole, so the diagram never shows it half made
        for (int i = 0; i < members.size(); i++) {
            join(members.get(i), composite);
            members.get(i).setBounds(EcoreUtil.copy(insideBounds.get(i)));
        }
        composite.setParent(container);
        system.getComposites().add(composite);
    }

    @Override
    public void undo() {
        system.getComposites().remove(composite);
        composite.setParent(null);
        for (int i = 0; i < members.size(); i++) {
            join(members.get(i), container);
            members.get(i).setBounds(oldBounds.get(i) == null ? null : EcoreUtil.copy(oldBounds.get(i)));
        }
    }

    /** Puts {@code member} into {@code into} (null: onto its domain). */
    static void join(DiagramNode member, Composite into) {
        if (member instanceof Composite nested) {
            nested.setParent(into);
        } else {
            ((Operator) member).setComposite(into);
        }
    }
}
