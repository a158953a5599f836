package org.orrery.editor.commands;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.commands.Command;
import org.orrery.model.Bounds;
import org.orrery.model.Composite;
import org.orrery.model.DiagramNode;
import org.orrery.model.Domain;
import org.orrery.model.Host;
import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;
import org.orrery.model.edit.Composites;

/**
 * Creates a host on the canvas, a domain in a host, or an operator in a Planet domain or a composite, at the given
 * bounds.
 */
public final class CreateNodeCommand extends Command {

    private final EObject parent;
    private final DiagramNode child;
    private final Bounds bounds;
    private final OrrerySystem system;

    public CreateNodeCommand(EObject parent, DiagramNode child, Bounds bounds) {
        super("Create " + child.eClass().getName());
        String refusal = Containment.refusal(parent, child);
        if (refusal != null) {
            throw new IllegalArgumentException(refusal);
        }
        this.parent = parent;
        this.child = child;
        this.bounds = bounds;
        this.system = systemOf(parent);
        if (system == null) {
            throw new IllegalArgumentException("the parent is not part of a system");
        }
    }

    /** The system {@code element} belongs to, or null when it is not part of one. */
    public static OrrerySystem systemOf(EObject element) {
        for (EObject current = element; current != null; current = current.eContainer()) {
            if (current instanceof OrrerySystem system) {
                return system;
            }
        }
        return null;
    }

    @Override
    public void execute() {
        redo();
    }

    @Override
    public void redo() {
        child.setBounds(bounds);
        if (child instanceof Host host) {
            system.getHosts().add(host);
        } else if (child instanceof Domain domain) {
            ((Host) parent).getDomains().add(domain);
        } else if (child instanceof Operator operator && parent instanceof Composite composite) {
            operator.setPlacement(Composites.placement(composite));
            operator.setComposite(composite);
            system.getOperators().add(operator);
        } else if (child instanceof Operator operator) {
            operator.setPlacement((Domain) parent);
            system.getOperators().add(operator);
        }
    }

    @Override
    public void undo() {
        if (child instanceof Host host) {
            system.getHosts().remove(host);
        } else if (child instanceof Domain domain) {
            ((Host) parent).getDomains().remove(domain);
        } else if (child instanceof Operator operator) {
            operator.setComposite(null);
            operator.setPlacement(null);
            system.getOperators().remove(operator);
        }
    }
}
