package org.orrery.editor;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.GraphicalViewer;
import org.eclipse.gef.commands.CompoundCommand;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.dialogs.ElementListSelectionDialog;
import org.orrery.editor.commands.SetFeatureCommand;
import org.orrery.model.Composite;
import org.orrery.model.Connection;
import org.orrery.model.Domain;
import org.orrery.model.Host;
import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;
import org.orrery.model.edit.Composites;

/**
 * Find (Ctrl+F): a host, domain, composite, operator or connection of the system by name, chosen from a list that
 * narrows as the name is typed (a * stands for anything), then selected and revealed on the diagram. An operator inside
 * a collapsed composite is shown by expanding the composite (one command, undone like any other).
 */
final class FindElement {

    private FindElement() {
    }

    /** Asks for an element of {@code system} and selects and reveals it in {@code viewer}. */
    static void run(Shell shell, GraphicalViewer viewer, OrrerySystem system) {
        ElementListSelectionDialog dialog = new ElementListSelectionDialog(shell, new LabelProvider() {

            @Override
            public String getText(Object element) {
                return label((EObject) element);
            }
        });
        dialog.setTitle("Find");
        dialog.setMessage("Name of a host, domain, composite, operator or connection (* = any text):");
        dialog.setElements(elements(system).toArray());
        dialog.setMultipleSelection(false);
        dialog.setIgnoreCase(true);
        if (dialog.open() == Window.OK && dialog.getFirstResult() instanceof EObject found) {
            reveal(viewer, found);
        }
    }

    /** Everything that can be found, in the order the outline lists it. */
    static List<EObject> elements(OrrerySystem system) {
        List<EObject> elements = new ArrayList<>();
        for (Host host : system.getHosts()) {
            elements.add(host);
            elements.addAll(host.getDomains());
        }
        elements.addAll(system.getComposites());
        elements.addAll(system.getOperators());
        elements.addAll(system.getConnections());
        return elements;
    }

    /** The name first (what is typed), then what it is and where. */
    static String label(EObject element) {
        return switch (element) {
            case Host host -> host.getName() + " \u2014 host";
            case Domain domain -> domain.getName() + " \u2014 " + domain.getRole().getLiteral() + " domain on "
                    + (domain.getHost() == null ? "no host" : domain.getHost().getName());
            case Composite composite ->
                composite.getName() + " \u2014 composite of " + Composites.members(composite).size() + " operators"
                        + (composite.getParent() == null ? "" : " in " + composite.getParent().getName());
            case Operator operator -> operator.getName() + " \u2014 " + operator.getKind().getLiteral()
                    + (operator.getComposite() == null ? "" : " in " + operator.getComposite().getName())
                    + (operator.getPlacement() == null ? "" : " on " + operator.getPlacement().getName());
            case Connection connection ->
                name(connection.getSource()) + " \u2192 " + name(connection.getTarget()) + " \u2014 connection";
            default -> String.valueOf(element);
        };
    }

    private static String name(Operator operator) {
        return operator == null ? "?" : operator.getName();
    }

    /**
     * Selects {@code element} on the diagram and scrolls to it, expanding the composites that hide it (one undoable
     * command).
     */
    static void reveal(GraphicalViewer viewer, EObject element) {
        CompoundCommand expand = new CompoundCommand("Expand");
        Set<Composite> expanded = new HashSet<>();
        for (Composite hiding : hiding(element)) {
            if (hiding.isCollapsed() && expanded.add(hiding)) {
                expand.add(SetFeatureCommand.collapse(hiding, false));
            }
        }
        if (!expand.isEmpty()) {
            viewer.getEditDomain().getCommandStack().execute(expand.unwrap());
        }
        viewer.flush();
        EditPart part = (EditPart) viewer.getEditPartRegistry().get(element);
        if (part != null) {
            viewer.setSelection(new StructuredSelection(part));
            viewer.reveal(part);
            viewer.getControl().setFocus();
        }
    }

    /**
     * The composites that must be expanded for {@code element} to be drawn: those it is inside (for a connection, those
     * its ends are inside).
     */
    private static List<Composite> hiding(EObject element) {
        return switch (element) {
            case Operator operator -> Composites.enclosing(operator.getComposite());
            case Composite composite -> Composites.enclosing(composite.getParent());
            case Connection connection -> {
                List<Composite> both = new ArrayList<>();
                if (connection.getSource() != null && connection.getTarget() != null) {
                    both.addAll(Composites.enclosing(connection.getSource().getComposite()));
                    both.addAll(Composites.enclosing(connection.getTarget().getComposite()));
                }
                yield both;
            }
            default -> List.of();
        };
    }
}
