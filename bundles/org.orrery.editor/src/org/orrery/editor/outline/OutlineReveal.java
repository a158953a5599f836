package org.orrery.editor.outline;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.eclipse.gef.EditPart;
import org.eclipse.gef.EditPartViewer;
import org.eclipse.jface.viewers.ISelectionChangedListener;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.SelectionChangedEvent;
import org.eclipse.jface.viewers.StructuredSelection;
import org.orrery.model.Bundle;
import org.orrery.model.Composite;
import org.orrery.model.Connection;
import org.orrery.model.Domain;
import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;
import org.orrery.model.edit.Composites;

/**
 * Shows in the outline what is selected on the diagram: the outline's nodes are made as they are expanded, so the nodes
 * on the way to each selected element (its host, its domain, the composites it is in) are opened first, and then it is
 * selected in the tree.
 */
final class OutlineReveal implements ISelectionChangedListener {

    private final EditPartViewer tree;

    OutlineReveal(EditPartViewer tree) {
        this.tree = tree;
    }

    @Override
    public void selectionChanged(SelectionChangedEvent event) {
        if (!(event.getSelection() instanceof IStructuredSelection selection) || tree.getControl() == null
                || tree.getControl().isDisposed()) {
            return;
        }
        List<EditPart> shown = new ArrayList<>();
        for (Object selected : selection.toList()) {
            EditPart node = reveal(selected instanceof EditPart part ? part.getModel() : selected);
            if (node != null) {
                shown.add(node);
            }
        }
        if (!shown.isEmpty() && !shown.equals(tree.getSelectedEditParts())) {
            tree.setSelection(new StructuredSelection(shown));
            tree.reveal(shown.get(shown.size() - 1));
        }
    }

    /** Opens the nodes down to {@code model}'s; its node, or null when the outline has none. */
    private EditPart reveal(Object model) {
        for (Object step : path(model)) {
            if (tree.getEditPartRegistry().get(step) instanceof OutlineTreePart node) {
                node.open();
            } else {
                return null;
            }
        }
        return (EditPart) tree.getEditPartRegistry().get(model);
    }

    /** The outline's nodes above {@code model}'s, from the top. */
    static List<Object> path(Object model) {
        List<Object> path = new ArrayList<>();
        switch (model) {
            case Connection connection when connection.eContainer() instanceof OrrerySystem system ->
                path.add(new Connections(system));
            case Bundle bundle when bundle.eContainer() instanceof Domain domain -> addDomain(path, domain);
            case Domain domain -> path.add(domain.getHost());
            case Operator operator -> addComposites(path, operator.getPlacement(), operator.getComposite());
            case Composite composite -> addComposites(path, Composites.placement(composite), composite.getParent());
            default -> {
                // the system and its hosts stand at the top
            }
        }
        path.removeIf(step -> step == null);
        return path;
    }

    private static void addDomain(List<Object> path, Domain domain) {
        path.add(domain.getHost());
        path.add(domain);
    }

    /** The domain (when placed) and the composites around, outermost first. */
    private static void addComposites(List<Object> path, Domain placement, Composite innermost) {
        if (placement != null) {
            addDomain(path, placement);
        }
        List<Composite> around = new ArrayList<>(Composites.enclosing(innermost));
        Collections.reverse(around);
        path.addAll(around);
    }
}
