package org.orrery.editor.names;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.part.ViewPart;
import org.orrery.control.api.NamePattern;
import org.orrery.editor.FrontEditor;
import org.orrery.editor.OrreryEditor;
import org.orrery.model.Operator;
import org.orrery.model.OrrerySystem;
import org.orrery.model.Subscription;
import org.orrery.model.naming.NameTree;

/**
 * The naming tree of the system in the front editor, beside the outline: its operators' symbolic names as a tree of
 * segments, each operator under its name, and under each operator what it subscribes to by name with the operators that
 * answer. Double-click an operator to select it on the diagram.
 */
public final class NamesView extends ViewPart {

    public static final String ID = OrreryEditor.NAMES_VIEW;

    private TreeViewer tree;

    /** An operator's subscription in the tree, with the operators whose names it matches. */
    record Subscribed(Subscription subscription, List<Operator> matches) {
    }

    private FrontEditor front;

    /** The editor whose system is shown, or null. */
    private OrreryEditor editor() {
        return front == null ? null : front.editor();
    }

    @Override
    public void createPartControl(Composite parent) {
        tree = new TreeViewer(parent, SWT.SINGLE | SWT.H_SCROLL | SWT.V_SCROLL);
        tree.setContentProvider(new Content());
        tree.setLabelProvider(new LabelProvider() {

            @Override
            public String getText(Object element) {
                return label(element);
            }
        });
        tree.addDoubleClickListener(event -> {
            Object selected = ((IStructuredSelection) event.getSelection()).getFirstElement();
            OrreryEditor editor = editor();
            if (selected instanceof Operator operator && editor != null) {
                getSite().getPage().activate(editor);
                editor.selectElement(operator);
            }
        });
        getSite().setSelectionProvider(tree);
        front = FrontEditor.follow(getSite().getPage(), this::refresh);
        refresh();
    }

    static String label(Object element) {
        if (element instanceof NameTree.Node node) {
            return node.path().equals("/") ? "/" : node.segment();
        }
        if (element instanceof Operator operator) {
            return operator.getName() + "  (" + operator.getKind().getLiteral()
                    + (operator.getPlacement() == null ? "" : " on " + operator.getPlacement().getName()) + ")";
        }
        if (element instanceof Subscribed subscribed) {
            int n = subscribed.matches().size();
            return "\u21e0 subscribes to " + subscribed.subscription().getPattern() + "  (" + n
                    + (n == 1 ? " operator)" : " operators)");
        }
        return String.valueOf(element);
    }

    private final class Content implements ITreeContentProvider {

        @Override
        public Object[] getElements(Object input) {
            return input instanceof NameTree.Node root ? children(root) : new Object[0];
        }

        @Override
        public Object[] getChildren(Object parent) {
            return children(parent);
        }

        @Override
        public Object getParent(Object element) {
            return null;
        }

        @Override
        public boolean hasChildren(Object element) {
            return children(element).length > 0;
        }
    }

    private Object[] children(Object parent) {
        OrreryEditor editor = editor();
        List<Object> children = new ArrayList<>();
        if (parent instanceof NameTree.Node node) {
            children.addAll(node.operators());
            children.addAll(node.children().values());
        } else if (parent instanceof Operator operator && editor != null && editor.getSystem() != null) {
            for (Subscription subscription : operator.getSubscriptions()) {
                children.add(new Subscribed(subscription, matches(editor.getSystem(), subscription, operator)));
            }
        } else if (parent instanceof Subscribed subscribed) {
            children.addAll(subscribed.matches());
        }
        return children.toArray();
    }

    private static List<Operator> matches(OrrerySystem system, Subscription subscription, Operator subscriber) {
        if (NamePattern.problem(subscription.getPattern()) != null) {
            return List.of();
        }
        NamePattern pattern = NamePattern.of(subscription.getPattern());
        return system.getOperators()
                .stream()
                .filter(o -> o != subscriber && pattern.matches(o.getSymbolicName()))
                .toList();
    }

    /** Builds the tree again from the front system's names (after each change the editor validates). */
    public void refresh() {
        if (tree == null || tree.getControl().isDisposed()) {
            return;
        }
        OrreryEditor editor = editor();
        OrrerySystem system = editor == null ? null : editor.getSystem();
        Object[] expanded = tree.getExpandedElements();
        tree.setInput(system == null ? null : NameTree.of(system));
        tree.setExpandedElements(expanded);
        setContentDescription(system == null ? "No Orrery system open" : "Names in " + editor.getPartName());
    }

    /** The tree, for tests. */
    public TreeViewer getViewer() {
        return tree;
    }

    @Override
    public void setFocus() {
        tree.getControl().setFocus();
    }

    @Override
    public void dispose() {
        if (front != null) {
            front.stop();
        }
        super.dispose();
    }
}
