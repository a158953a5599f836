package org.orrery.editor.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.gef.commands.Command;
import org.orrery.model.OrrerySystem;

/** Runs an editing command as execute → undo → redo on a system, and finds the sample systems. */
final class UndoCycle {

    private UndoCycle() {
    }

    static Path sample(String name) {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.isDirectory(dir.resolve("sample-systems/models"))) {
            dir = dir.getParent();
        }
        return dir.resolve("sample-systems/models").resolve(name);
    }

    /**
     * Runs execute → undo → redo, checking the model after each, and that undo restores the system exactly as it would
     * be saved (the persistent state; lists that are only the other side of a reference may change their order).
     */
    static void cycle(OrrerySystem system, Command command, Runnable afterExecute) {
        String before = saved(system);
        assertTrue(command.canExecute());
        command.execute();
        afterExecute.run();
        String executed = saved(system);
        assertTrue(command.canUndo());
        command.undo();
        assertEquals(before, saved(system), "undo restores the system exactly");
        command.redo();
        afterExecute.run();
        assertEquals(executed, saved(system), "redo repeats the change exactly");
    }

    /** {@code system} as its file would say it. */
    static String saved(OrrerySystem system) {
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            system.eResource().save(out, null);
            return out.toString(StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
