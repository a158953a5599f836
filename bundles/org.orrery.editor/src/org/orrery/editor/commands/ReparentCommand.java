package org.orrery.editor.commands;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.gef.commands.Command;
import org.orrery.model.Bounds;
import org.orrery.model.DiagramNode;
import org.orrery.model.Domain;
import org.orrery.model.Host;
import org.orrery.model.Operator;

/** Places an operator on another Planet domain, or moves a domain to another host, at new bounds. */
public final class ReparentCommand extends Command {

    private final DiagramNode node;
    private final EObject newParent;
    private final Bounds newBounds;
    private EObject oldParent;
    private int oldIndex;
    private Bounds oldBounds;

    public ReparentCommand(DiagramNode node, EObject newParent, Bounds newBounds) {
        super(node instanceof Operator ? "Place " + node.getName() : "Move " + node.getName());
        if (!(node instanceof Operator) && !(node instanceof Domain)) {
            throw new IllegalArgumentException("only operators and domains change their container");
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
        if (node instanceof Operator operator) {
            oldParent = operator.getPlacement();
        } else {
            Domain domain = (Domain) node;
            oldParent = domain.getHost();
            oldIndex = domain.getHost().getDomains().indexOf(domain);
        }
        redo();
    }

    @Override
    public void redo() {
        if (node instanceof Operator operator) {
            operator.setPlacement((Domain) newParent);
        } else {
            ((Host) newParent).getDomains().add((Domain) node);
        }
        node.setBounds(EcoreUtil.copy(newBounds));
    }

    @Override
    public void undo() {
        if (node instanceof Operator operator) {
            operator.setPlacement((Domain) oldParent);
        } else {
            ((Host) oldParent).getDomains().add(oldIndex, (Domain) node);
        }
        node.setBounds(oldBounds == null ? null : EcoreUtil.copy(oldBounds));
    }
}
