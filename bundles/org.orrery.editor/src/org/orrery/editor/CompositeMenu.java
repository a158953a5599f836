package org.orrery.editor;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;

import org.eclipse.gef.EditPartViewer;
import org.eclipse.gef.commands.Command;
import org.eclipse.gef.commands.CompoundCommand;
import org.eclipse.gef.ui.actions.GEFActionConstants;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IEditorReference;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.orrery.editor.commands.DissolveCompositeCommand;
import org.orrery.editor.commands.GroupIntoCompositeCommand;
import org.orrery.editor.commands.SetFeatureCommand;
import org.orrery.editor.commands.SetParameterCommand;
import org.orrery.editor.palette.OrreryPalette;
import org.orrery.model.Composite;
import org.orrery.model.DiagramNode;
import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;
import org.orrery.model.Parameter;
import org.orrery.model.edit.CompositeTypes;
import org.orrery.model.edit.Composites;

/**
 * The diagram menu's entries for composites: group the selected operators and composites into one, collapse or expand
 * the selected composites, dissolve them, make an inner operator's parameter the composite's (each one undoable
 * command); save a composite as a type of the palette.
 */
final class CompositeMenu {

    private CompositeMenu() {
    }

    static void contribute(IMenuManager menu, EditPartViewer viewer, OrreryEditor editor, List<Object> selected) {
        OrrerySystem system = editor.getSystem();
        if (selected.size() == 1 && selected.get(0) instanceof Operator operator && operator.getComposite() != null) {
            makeParameters(menu, viewer, operator);
        }
        if (selected.size() == 1 && selected.get(0) instanceof Composite composite) {
            menu.appendToGroup(GEFActionConstants.GROUP_EDIT, new Action("Open in Ta&b") {

                @Override
                public void run() {
                    openInTab(editor, composite);
                }
            });
            menu.appendToGroup(GEFActionConstants.GROUP_EDIT, new Action("Save as T&ype\u2026") {

                @Override
                public void run() {
                    saveAsType(viewer.getControl().getShell(), composite);
                }
            });
        }
        List<DiagramNode> groupable = selected.stream()
                .filter(s -> s instanceof Operator || s instanceof Composite)
                .map(DiagramNode.class::cast)
                .toList();
        List<Composite> composites = selected.stream()
                .filter(Composite.class::isInstance)
                .map(Composite.class::cast)
                .toList();
        if (!groupable.isEmpty() && groupable.size() == selected.size()
                && GroupIntoCompositeCommand.refusal(groupable) == null) {
            menu.appendToGroup(GEFActionConstants.GROUP_EDIT,
                    action("&Group into Composite", viewer, () -> new GroupIntoCompositeCommand(system, groupable)));
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

    /**
     * Make Composite Parameter ▸ one entry per parameter of {@code operator} that refers to none: the composite gets a
     * parameter of that name (or OPERATOR.NAME when it has one of that name already) with the value and type, and the
     * operator's parameter becomes {@code ${NAME}}; one undoable command.
     */
    private static void makeParameters(IMenuManager menu, EditPartViewer viewer, Operator operator) {
        Composite composite = operator.getComposite();
        MenuManager make = new MenuManager("Ma&ke Composite Parameter");
        for (Parameter parameter : operator.getParameters()) {
            if (!Composites.references(parameter.getValue()).isEmpty()) {
                continue;
            }
            String name = SetParameterCommand.find(composite, parameter.getName()) == null ? parameter.getName()
                    : operator.getName() + "." + parameter.getName();
            if (SetParameterCommand.find(composite, name) != null) {
                continue;
            }
            make.add(action("&" + parameter.getName().replace("&", "&&"), viewer, () -> {
                CompoundCommand command = new CompoundCommand(
                        "Make " + name + " a parameter of " + composite.getName());
                command.add(new SetParameterCommand(composite, name, parameter.getType(), parameter.getValue()));
                command.add(
                        new SetParameterCommand(operator, parameter.getName(), parameter.getType(), "${" + name + "}"));
                return command;
            }));
        }
        if (!make.isEmpty()) {
            menu.appendToGroup(GEFActionConstants.GROUP_EDIT, make);
        }
    }

    /**
     * Asks for the type's name and saves {@code composite} as that type in the library; the palettes of the open
     * editors offer it from then on.
     */
    /** Opens {@code composite} in its own editor tab; says why when it cannot. */
    private static void openInTab(OrreryEditor editor, Composite composite) {
        try {
            CompositeEditor.open(editor, composite);
        } catch (PartInitException e) {
            MessageDialog.openError(editor.getSite().getShell(), "Open in Tab", e.getMessage());
        }
    }

    private static void saveAsType(Shell shell, Composite composite) {
        Path library = CompositeTypes.library();
        String suggested = composite.getType() != null && CompositeTypes.problem(composite.getType()) == null
                ? composite.getType()
                : CompositeTypes.problem(composite.getName()) == null ? composite.getName() : "";
        InputDialog dialog = new InputDialog(shell, "Save as Type",
                "The composite's operators, the connections among them, its ports and parameters become a type of the "
                        + "palette, saved in " + library + ".\nName of the type:",
                suggested, CompositeTypes::problem);
        if (dialog.open() != Window.OK) {
            return;
        }
        String name = dialog.getValue().strip();
        if (Files.exists(CompositeTypes.file(library, name))
                && !MessageDialog.openQuestion(shell, "Save as Type", "Replace the type '" + name + "'?")) {
            return;
        }
        try {
            CompositeTypes.save(composite, name, library);
        } catch (IOException | RuntimeException e) {
            MessageDialog.openError(shell, "Save as Type", "The type '" + name + "' was not saved: " + e.getMessage());
            return;
        }
        // every open system editor's palette offers the types the library holds now
        for (IWorkbenchWindow window : PlatformUI.getWorkbench().getWorkbenchWindows()) {
            for (IWorkbenchPage page : window.getPages()) {
                for (IEditorReference reference : page.getEditorReferences()) {
                    if (reference.getEditor(false) instanceof OrreryEditor editor && editor.palette() != null) {
                        OrreryPalette.refreshCompositeTypes(editor.palette());
                    }
                }
            }
        }
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
