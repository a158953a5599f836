package org.orrery.model.io;

import java.nio.file.Path;

/**
 * Why a {@code .orrery} file could not be read: the file, the line (0 when the problem is not tied to a line, such as a
 * missing file) and a message for a person.
 */
public record LoadProblem(Path file, int line, String message) {

    /** Formats the problem as {@code file:line: message}, or {@code file: message} without a line. */
    @Override
    public String toString() {
        return line > 0 ? file + ":" + line + ": " + message : file + ": " + message;
    }
}
