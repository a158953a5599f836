package org.orrery.editor.commands;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.gef.commands.Command;
import org.orrery.model.Bounds;
import org.orrery.model.DiagramNode;
import org.orrery.model.OrreryFactory;

/** Moves or resizes a host, domain or operator within its container. */
public final class SetBoundsCommand extends Command {

    private final DiagramNode node;
    private final Bounds newBounds;
    private Bounds oldBounds;

    public SetBoundsCommand(DiagramNode node, Bounds newBounds) {
        super("Move " + node.getName());
        if (newBounds == null) {
            throw new IllegalArgumentException("new bounds are required");
        }
        this.node = node;
        this.newBounds = newBounds;
    }

    /** New bounds with the given position (in the container's content) and size. */
    public static Bounds bounds(int x, int y, int width, int height) {
        Bounds bounds = OrreryFactory.eINSTANCE.createBounds();
        bounds.setX(x);
        bounds.setY(y);
        bounds.setWidth(width);
        bounds.setHeight(height);
        return bounds;
    }

    @Override
    public void execute() {
        oldBounds = node.getBounds() == null ? null : EcoreUtil.copy(node.getBounds());
        redo();
    }

    @Override
    public void redo() {
        node.setBounds(EcoreUtil.copy(newBounds));
    }

    @Override
    public void undo() {
        node.setBounds(oldBounds == null ? null : EcoreUtil.copy(oldBounds));
    }
}
