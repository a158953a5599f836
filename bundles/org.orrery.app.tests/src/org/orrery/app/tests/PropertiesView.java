package org.orrery.app.tests;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.views.properties.PropertySheet;

/** The Properties view as a user works it: finding a property and typing a new value over it, through the X server. */
final class PropertiesView {

    private PropertiesView() {
    }

    /** The Properties view's tree, once it lists the property {@code label} (of what was just selected). */
    static Tree tree(IWorkbenchPage page, String label) throws PartInitException {
        PropertySheet view = (PropertySheet) page.showView(IPageLayout.ID_PROP_SHEET);
        Ui.waitUntil("the Properties view listing " + label, 5_000,
                () -> find(findTree(view.getCurrentPage().getControl()), label) != null);
        return findTree(view.getCurrentPage().getControl());
    }

    /** Clicks the value cell of the property {@code label}, to edit it. */
    static void clickValueOf(Tree tree, String label) {
        TreeItem item = find(tree, label);
        tree.showItem(item);
        Ui.settle(200);
        Rectangle cell = item.getBounds(1);
        Ui.click(tree, new Point(cell.x + cell.width / 2, cell.y + cell.height / 2));
        Ui.settle(300);
    }

    /** Types {@code text} over the value of the property {@code label} and presses Return. */
    static void typeInto(Tree tree, String label, String text) {
        clickValueOf(tree, label);
        Ui.keyToFocus("ctrl+a");
        Ui.type(text);
        Ui.keyToFocus("Return");
    }

    /** The row of the property {@code label}, its categories opened on the way; null when there is none. */
    static TreeItem find(Tree tree, String label) {
        List<TreeItem> pending = new ArrayList<>(List.of(tree.getItems()));
        while (!pending.isEmpty()) {
            TreeItem item = pending.remove(0);
            if (label.equals(item.getText(0))) {
                return item;
            }
            item.setExpanded(true);
            pending.addAll(List.of(item.getItems()));
        }
        return null;
    }

    private static Tree findTree(Control control) {
        if (control instanceof Tree tree) {
            return tree;
        }
        if (control instanceof Composite composite) {
            for (Control child : composite.getChildren()) {
                Tree tree = findTree(child);
                if (tree != null) {
                    return tree;
                }
            }
        }
        throw new AssertionError("no tree in " + control);
    }
}
