package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.views.contentoutline.ContentOutline;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.app.SystemFiles;
import org.orrery.editor.OrreryEditor;

/**
 * The outline by real input: a system opens with its hosts and one node for its connections, each node's children made
 * when it is first expanded (the 1,000-operator sample's tree starts with a few dozen items, not thousands), and a node
 * expanded by the keyboard lists what it holds.
 */
class OutlineTest {

    @TempDir
    Path temp;

    private final IWorkbenchPage page = Ui.emptyPage();

    @AfterEach
    void close() {
        page.closeAllEditors(false);
    }

    private Tree outlineTree(String sample) throws Exception {
        Path file = temp.resolve(sample);
        Files.copy(Ui.sample(sample), file);
        OrreryEditor editor = assertInstanceOf(OrreryEditor.class, SystemFiles.open(page, file));
        page.activate(editor);
        ContentOutline outline = (ContentOutline) page.showView(IPageLayout.ID_OUTLINE);
        Ui.waitUntil("the outline of " + sample, 10_000,
                () -> outline.getCurrentPage() != null && outline.getCurrentPage().getControl() instanceof SashForm);
        return (Tree) ((SashForm) outline.getCurrentPage().getControl()).getChildren()[0];
    }

    private static List<String> texts(TreeItem[] items) {
        return Arrays.stream(items).map(TreeItem::getText).toList();
    }

    private static int count(TreeItem[] items) {
        int count = items.length;
        for (TreeItem item : items) {
            count += count(item.getItems());
        }
        return count;
    }

    @Test
    void aNodeListsWhatItHoldsOnceExpandedByTheKeyboard() throws Exception {
        Tree tree = outlineTree("solar.orrery");
        Ui.waitUntil("the hosts and the connections' node", 5_000,
                () -> texts(tree.getItems()).equals(List.of("host 'lab'", "8 connections")));
        TreeItem host = tree.getItem(0);
        assertEquals(List.of("\u2026"), texts(host.getItems()), "one placeholder until it is expanded");

        Rectangle at = host.getBounds();
        Ui.click(tree, new Point(at.x + at.width / 2, at.y + at.height / 2));
        Ui.waitUntil("the host selected", 5_000,
                () -> tree.getSelection().length == 1 && tree.getSelection()[0] == host);
        Ui.key(tree, "plus"); // GTK's key to expand the selected row
        Ui.waitUntil("expanded: its domains listed", 5_000, () -> host.getExpanded() && texts(host.getItems())
                .equals(List.of("domain 'star'  (star)", "domain 'planet1'  (planet)", "domain 'planet2'  (planet)")));
        assertEquals(List.of("\u2026"), texts(host.getItem(1).getItems()), "a domain's operators wait in turn");
    }

    @Test
    void theThousandOperatorSampleOpensWithATreeOfItsHostsNotOfEveryElement() throws Exception {
        Tree tree = outlineTree("large-1000.orrery");
        Ui.waitUntil("its ten hosts and the connections' node", 5_000, () -> tree.getItemCount() == 11);
        assertEquals("1500 connections", tree.getItem(10).getText());
        assertTrue(count(tree.getItems()) <= 22,
                "hosts, their placeholders and the connections': " + count(tree.getItems()));
    }
}
