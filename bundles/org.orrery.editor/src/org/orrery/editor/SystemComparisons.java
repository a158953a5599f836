package org.orrery.editor;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

import org.eclipse.compare.CompareUI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;
import org.orrery.editor.compare.SystemCompareInput;
import org.orrery.model.OrrerySystem;
import org.orrery.model.diff.SystemDiff;
import org.orrery.model.io.ModelLoadException;
import org.orrery.model.io.OrreryFiles;

/**
 * An editor's system compared with another, side by side in Eclipse's compare editor, what differs highlighted on the
 * diagram: with its file as saved, or with another .orrery file the user chooses.
 */
final class SystemComparisons {

    private final Shell shell;
    private final OrrerySystem system;
    private final Path file;
    /** Selects elements on the diagram, revealing the first. */
    private final Consumer<List<EObject>> highlight;

    SystemComparisons(Shell shell, OrrerySystem system, Path file, Consumer<List<EObject>> highlight) {
        this.shell = shell;
        this.system = system;
        this.file = file;
        this.highlight = highlight;
    }

    /** Asks for another system's file and compares with it. */
    void withChosenFile() {
        FileDialog dialog = new FileDialog(shell, SWT.OPEN);
        dialog.setText("Compare with Another System");
        dialog.setFilterExtensions(new String[]{"*.orrery", "*.*"});
        dialog.setFilterPath(file.toAbsolutePath().getParent().toString());
        String chosen = dialog.open();
        if (chosen != null) {
            Path other = Path.of(chosen);
            withFile(other, other.getFileName().toString(), "Compare with Another System");
        }
    }

    /** Compares with the system in {@code other} ({@link #compare}), or says in a dialog why it cannot be read. */
    void withFile(Path other, String otherLabel, String title) {
        try {
            compare(OrreryFiles.load(other), otherLabel);
        } catch (ModelLoadException e) {
            MessageDialog.openError(shell, title, e.getMessage());
        }
    }

    /**
     * Opens Eclipse's compare editor on the system (left) and {@code other} (right, called {@code otherLabel}), and
     * highlights on the diagram what differs: the elements added or changed here are selected, the first revealed.
     */
    SystemCompareInput compare(OrrerySystem other, String otherLabel) {
        SystemDiff diff = SystemDiff.of(other, system);
        highlight.accept(diff.changes().stream().map(SystemDiff.Change::after).filter(Objects::nonNull).toList());
        SystemCompareInput input = new SystemCompareInput(diff, file.getFileName() + " (in the editor)", otherLabel);
        CompareUI.openCompareEditor(input);
        return input;
    }
}
