package org.orrery.app.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.gef.EditPart;
import org.eclipse.gef.commands.CommandStack;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.orrery.app.SystemFiles;
import org.orrery.editor.OrreryEditor;
import org.orrery.editor.commands.SetParameterCommand;
import org.orrery.editor.compare.SystemCompareInput;
import org.orrery.model.Operator;
import org.orrery.model.ParameterType;

/**
 * Two versions of a system compared side by side in Eclipse's compare editor, opened by real input (Diagram › Compare
 * with Saved): the element that changed is listed with its old and new values, a click on it shows its properties in
 * both versions side by side, and the diagram highlights it.
 */
@Timeout(120)
class CompareSystemsTest {

    @TempDir
    Path dir;

    @Test
    void anEditedSystemIsComparedWithItsSavedFileAndTheDiagramHighlightsWhatChanged() throws Exception {
        IWorkbenchPage page = Ui.emptyPage();
        Path file = Files.copy(Ui.sample("solar.orrery"), dir.resolve("solar.orrery"));
        OrreryEditor editor = assertInstanceOf(OrreryEditor.class, SystemFiles.open(page, file));
        page.activate(editor);
        Ui.settle(500);
        Operator sensorA = editor.getSystem().getOperators().get(0);
        ((CommandStack) editor.getAdapter(CommandStack.class))
                .execute(new SetParameterCommand(sensorA, "eventsPerSecond", ParameterType.LONG, "500"));

        Ui.key(editor.viewer().getControl(), "alt+d"); // &Diagram
        Ui.keyToFocus("s"); // Compare with &Saved
        Ui.waitUntil("the compare editor", 10_000, () -> page.getActiveEditor() != null
                && page.getActiveEditor().getEditorInput() instanceof SystemCompareInput);
        IEditorPart compare = page.getActiveEditor();
        SystemCompareInput input = (SystemCompareInput) compare.getEditorInput();
        assertEquals(List.of("~ operator sensorA: parameter eventsPerSecond value: 200 -> 500"), input.shownChanges());
        Tree[] tree = {null};
        Ui.waitUntil("the change listed in the compare editor", 10_000, () -> {
            tree[0] = Hand.find(page.getWorkbenchWindow().getShell(), Tree.class,
                    t -> t.getItemCount() > 0 && List.of(t.getItems())
                            .stream()
                            .map(TreeItem::getText)
                            .anyMatch(text -> text.startsWith("operator sensorA: parameter eventsPerSecond")));
            return tree[0] != null;
        });
        Rectangle row = tree[0].getItem(0).getBounds();
        Ui.doubleClick(tree[0], new Point(row.x + 20, row.y + row.height / 2));
        Ui.waitUntil("sensorA's properties side by side, 500 against 200", 10_000, () -> {
            List<String> texts = new ArrayList<>();
            Hand.find(page.getWorkbenchWindow().getShell(), StyledText.class, t -> {
                texts.add(t.getText());
                return false;
            });
            return texts.stream().anyMatch(t -> t.contains("parameter eventsPerSecond: 500"))
                    && texts.stream().anyMatch(t -> t.contains("parameter eventsPerSecond: 200"));
        });
        Ui.saveScreenshot("compare-systems");

        List<?> selected = editor.viewer().getSelectedEditParts();
        assertEquals(1, selected.size(), "the diagram highlights the one changed element");
        assertNotNull(selected.get(0));
        assertEquals(sensorA, ((EditPart) selected.get(0)).getModel());
        page.closeAllEditors(false);
    }
}
