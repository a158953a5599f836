package org.orrery.editor.commands;

import java.util.List;

import org.orrery.model.Bounds;
import org.orrery.model.Composite;
import org.orrery.model.DiagramNode;

/**
 * Where a composite's frame goes around its members, and their bounds inside it: a composite's content starts under its
 * header, so a member moved into it keeps its place on the screen.
 */
final class CompositeFrames {

    /** The height of a composite's header (its name and its line of detail) on the diagram. */
    static final int HEADER = 44;
    /** The content pane's margin. */
    private static final int INSET = 4;
    /** Room left around the operators inside the frame. */
    private static final int PAD = 8;
    private static final int DEFAULT_WIDTH = 135;
    private static final int DEFAULT_HEIGHT = 48;

    private CompositeFrames() {
    }

    /** The bounds of {@code node} in its container, or where the diagram draws one without (by its index). */
    static Bounds boundsOf(DiagramNode node, int index) {
        Bounds bounds = node.getBounds();
        if (bounds != null) {
            return bounds;
        }
        return SetBoundsCommand.bounds(10 + (index % 4) * 170, 10 + (index / 4) * 90, -1, -1);
    }

    /** The frame around {@code members} (bounds in their container, in the same order). */
    static Bounds around(List<Bounds> members) {
        int minX = Integer.MAX_VALUE;
        int minY = Integer.MAX_VALUE;
        int maxX = Integer.MIN_VALUE;
        int maxY = Integer.MIN_VALUE;
        for (Bounds b : members) {
            minX = Math.min(minX, b.getX());
            minY = Math.min(minY, b.getY());
            maxX = Math.max(maxX, b.getX() + width(b));
            maxY = Math.max(maxY, b.getY() + height(b));
        }
        // where there is no room above or left of the operators, the frame starts at the container's edge and the
        // operators move down (right) into it
        return SetBoundsCommand.bounds(Math.max(0, minX - INSET - PAD), Math.max(0, minY - INSET - PAD - HEADER),
                maxX - minX + 2 * (INSET + PAD), maxY - minY + 2 * (INSET + PAD) + HEADER);
    }

    /** {@code member}'s bounds inside {@code frame}, placed where it was in the container. */
    static Bounds inside(Bounds frame, Bounds member) {
        return SetBoundsCommand.bounds(Math.max(PAD, member.getX() - frame.getX() - INSET),
                Math.max(PAD, member.getY() - frame.getY() - HEADER - INSET), member.getWidth(), member.getHeight());
    }

    /** {@code member}'s bounds in the container of {@code composite}, placed where it is inside the frame. */
    static Bounds outside(Composite composite, Bounds member) {
        Bounds frame = composite.getBounds();
        int x = frame == null ? 0 : frame.getX();
        int y = frame == null ? 0 : frame.getY();
        return SetBoundsCommand.bounds(member.getX() + x + INSET, member.getY() + y + HEADER + INSET, member.getWidth(),
                member.getHeight());
    }

    private static int width(Bounds b) {
        return b.getWidth() > 0 ? b.getWidth() : DEFAULT_WIDTH;
    }

    private static int height(Bounds b) {
        return b.getHeight() > 0 ? b.getHeight() : DEFAULT_HEIGHT;
    }
}
