package org.orrery.app;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Status;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.orrery.editor.OrreryEditor;
import org.orrery.editor.OrreryFileEditorInput;

/** Opens files in the editor they are for: run descriptions in the run editor, everything else in the Orrery editor. */
public final class SystemFiles {

    /** The run editor, contributed by the monitor bundle. */
    static final String RUN_EDITOR_ID = "org.orrery.monitor.runEditor";

    /** The run descriptions' namespace (model/orrery-run-1.xsd), looked for at the start of a file. */
    private static final String RUN_NAMESPACE = "urn:orrery:run:1";

    private SystemFiles() {
    }

    /**
     * Opens {@code file}: a run description in the run editor, anything else in an Orrery editor (an unreadable file
     * opens as an error page); null if the editor failed.
     */
    public static IEditorPart open(IWorkbenchPage page, Path file) {
        String editor = isRunDescription(file)
                && page.getWorkbenchWindow().getWorkbench().getEditorRegistry().findEditor(RUN_EDITOR_ID) != null
                        ? RUN_EDITOR_ID
                        : OrreryEditor.ID;
        try {
            return page.openEditor(new OrreryFileEditorInput(file), editor);
        } catch (PartInitException e) {
            ILog.of(SystemFiles.class).log(Status.error("cannot open " + file, e));
            MessageDialog.openError(page.getWorkbenchWindow().getShell(), "Cannot open system",
                    "Could not open " + file + ":\n" + e.getMessage());
            return null;
        }
    }

    /** Whether the start of {@code file} declares the run descriptions' namespace (false when it cannot be read). */
    static boolean isRunDescription(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            return new String(in.readNBytes(2048), StandardCharsets.UTF_8).contains(RUN_NAMESPACE);
        } catch (@SuppressWarnings("unused") IOException | RuntimeException e) {
            // unreadable: the Orrery editor opens it and shows why
            return false;
        }
    }
}
