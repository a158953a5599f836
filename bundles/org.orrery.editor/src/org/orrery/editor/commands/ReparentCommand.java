package org.orrery.editor.commands;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.gef.commands.Command;
import org.orrery.model.Bounds;
import org.orrery.model.Composite;
import org.orrery.model.DiagramNode;
import org.orrery.model.Domain;
import org.orrery.model.Host;
import org.orrery.model.Operator;
import org.orrery.model.edit.Composites;

/**
 * Places an operator on another Planet domain, into a composite or out of one, places a composite's operators on
 * another Planet domain, or moves a domain to another host, at new bounds.
 */
public final class ReparentCommand extends Command {

    private final DiagramNode node;
    private final EObject newParent;
    private final Bounds newBounds;
    private EObject oldParent;
    private int oldIndex;
    private Bounds oldBounds;
    private Composite oldComposite;
    private final List<Operator> moved = new ArrayList<>();
    private final List<Domain> oldPlacements = new ArrayList<>();

    public ReparentCommand(DiagramNode node, EObject newParent, Bounds newBounds) {
        super(node instanceof Operator || node instanceof Composite ? "Place " + node.getName()
                : "Move " + node.getName());
        if (!(node instanceof Operator) && !(node instanceof Domain) && !(node instanceof Composite)) {
            throw new IllegalArgumentException("only operators, composites and domains change their container");
        }
        String refusal = Containment.refusal(newParent, node);
        if (refusal != null) {
            throw new IllegalArgumentException(refusal);
        }
        this.node = node;
        this.newParent = newParent;
        this.newBounds = newBounds;
    }

    @Override
    public void execute() {
        oldBounds = node.getBounds() == null ? null : EcoreUtil.copy(node.getBounds());
        if (node instanceof Domain domain) {
            oldParent = domain.getHost();
            oldIndex = domain.getHost().getDomains().indexOf(domain);
        } else if (node instanceof Operator operator) {
            oldComposite = operator.getComposite();
            moved.add(operator);
        } else {
            oldComposite = ((Composite) node).getParent();
            moved.addAll(Composites.members((Composite) node));
        }
        moved.forEach(o -> oldPlacements.add(o.getPlacement()));
        redo();
    }

    @Override
    public void redo() {
        if (node instanceof Domain domain) {
            ((Host) newParent).getDomains().add(domain);
        } else if (newParent instanceof Composite composite) {
            Domain placement = Composites.placement(composite);
            moved.forEach(o -> o.setPlacement(placement));
            GroupIntoCompositeCommand.join(node, composite);
        } else {
            GroupIntoCompositeCommand.join(node, null);
            moved.forEach(o -> o.setPlacement((Domain) newParent));
        }
        node.setBounds(EcoreUtil.copy(newBounds));
    }

    @Override
    public void undo() {
        if (node instanceof Domain domain) {
            ((Host) oldParent).getDomains().add(oldIndex, domain);
        } else {
            for (int i = 0; i < moved.size(); i++) {
                moved.get(i).setPlacement(oldPlacements.get(i));
            }
            GroupIntoCompositeCommand.join(node, oldComposite);
        }
        node.setBounds(oldBounds == null ? null : EcoreUtil.copy(oldBounds));
    }
}
