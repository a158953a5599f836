package org.orrery.editor;

import java.util.List;
import java.util.function.Supplier;

import org.eclipse.gef.EditPartViewer;
import org.eclipse.gef.commands.Command;
import org.eclipse.gef.commands.CompoundCommand;
import org.eclipse.gef.ui.actions.GEFActionConstants;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IMenuManager;
import org.orrery.editor.commands.DissolveCompositeCommand;
import org.orrery.editor.commands.GroupIntoCompositeCommand;
import org.orrery.editor.commands.SetFeatureCommand;
import org.orrery.model.Composite;
import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;

/**
 * The diagram menu's entries for composites: group the selected operators into one, collapse or expand the selected
 * composites, dissolve them. Each is one undoable command.
 */
final class CompositeMenu {

    private CompositeMenu() {
    }

    static void contribute(IMenuManager menu, EditPartViewer viewer, OrrerySystem system, List<Object> selected) {
        List<Operator> operators = selected.stream()
                .filter(Operator.class::isInstance)
                .map(Operator.class::cast)
                .toList();
        List<Composite> composites = selected.stream()
                .filter(Composite.class::isInstance)
                .map(Composite.class::cast)
                .toList();
        if (!operators.isEmpty() && operators.size() == selected.size()
                && GroupIntoCompositeCommand.refusal(operators) == null) {
            menu.appendToGroup(GEFActionConstants.GROUP_EDIT,
                    action("&Group into Composite", viewer, () -> new GroupIntoCompositeCommand(system, operators)));
        }
        if (composites.isEmpty()) {
            return;
        }
        boolean allCollapsed = composites.stream().allMatch(Composite::isCollapsed);
        menu.appendToGroup(GEFActionConstants.GROUP_EDIT,
                action(allCollapsed ? "&Expand Composite" : "Coll&apse Composite", viewer, () -> {
                    CompoundCommand command = new CompoundCommand(allCollapsed ? "Expand" : "Collapse");
                    for (Composite composite : composites) {
                        command.add(SetFeatureCommand.collapse(composite, !allCollapsed));
                    }
                    return command.unwrap();
                }));
        menu.appendToGroup(GEFActionConstants.GROUP_EDIT, action("Di&ssolve Composite", viewer, () -> {
            CompoundCommand command = new CompoundCommand("Dissolve");
            composites.forEach(c -> command.add(new DissolveCompositeCommand(c)));
            return command.unwrap();
        }));
    }

    private static Action action(String text, EditPartViewer viewer, Supplier<Command> command) {
        return new Action(text) {

            @Override
            public void run() {
                viewer.getEditDomain().getCommandStack().execute(command.get());
            }
        };
    }
}
