package org.orrery.editor.commands;

import org.eclipse.gef.commands.Command;
import org.orrery.model.Bounds;
import org.orrery.model.Domain;
import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;
import org.orrery.model.edit.CompositeTypes;
import org.orrery.model.edit.CompositeTypes.Instance;

/**
 * Places a copy of a composite type in a Planet domain at a point: the composite (as large as it was saved), the
 * composites nested in it, its operators on the domain and the connections among them.
 */
public final class PlaceCompositeCommand extends Command {

    private final OrrerySystem system;
    private final Domain domain;
    private final Instance instance;

    /** A copy of {@code type}, its names free in {@code domain}'s system, placed with its corner at x, y. */
    public PlaceCompositeCommand(Domain domain, CompositeTypes.Type type, int x, int y) {
        super("Place " + type.name());
        String refusal = Containment.refusal(domain, type.composite());
        if (refusal != null) {
            throw new IllegalArgumentException(refusal);
        }
        this.domain = domain;
        this.system = CreateNodeCommand.systemOf(domain);
        var taken = Names.taken(system);
        this.instance = CompositeTypes.instance(type, name -> Names.fresh(name, taken));
        Bounds bounds = instance.composite().getBounds();
        if (bounds == null) {
            instance.composite().setBounds(SetBoundsCommand.bounds(x, y, 240, 140));
        } else {
            bounds.setX(x);
            bounds.setY(y);
        }
    }

    /** The composite this places. */
    public Instance instance() {
        return instance;
    }

    @Override
    public void execute() {
        redo();
    }

    @Override
    public void redo() {
        system.getComposites().add(instance.composite());
        system.getComposites().addAll(instance.nested());
        for (Operator operator : instance.operators()) {
            operator.setPlacement(domain);
            system.getOperators().add(operator);
        }
        system.getConnections().addAll(instance.connections());
    }

    @Override
    public void undo() {
        system.getConnections().removeAll(instance.connections());
        for (Operator operator : instance.operators()) {
            system.getOperators().remove(operator);
            operator.setPlacement(null);
        }
        system.getComposites().removeAll(instance.nested());
        system.getComposites().remove(instance.composite());
    }
}
