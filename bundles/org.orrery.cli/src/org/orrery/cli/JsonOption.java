package org.orrery.cli;

import java.io.PrintStream;

import org.orrery.control.api.ControlJson;
import org.orrery.run.Answer;

import picocli.CommandLine.Option;

/**
 * The {@code --json} option of a command that answers, as a picocli mixin: its answer as one line of JSON (the lab's
 * own message, as the control API gives it) instead of the text for people, for scripts and other tools.
 */
final class JsonOption {

    @Option(names = "--json", description = "print the answer as JSON, an object a line")
    boolean json;

    /** Prints {@code answer} as one line of JSON when {@code --json} was given; whether it did. */
    boolean print(PrintStream out, Object answer) {
        if (json) {
            out.println(ControlJson.text(answer, false));
        }
        return json;
    }

    /** Where a command of runs says its answer: text, or JSON lines with {@code --json}. */
    Answer to(PrintStream out) {
        return Answer.to(out, json);
    }
}
