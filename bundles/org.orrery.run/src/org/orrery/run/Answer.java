package org.orrery.run;

import java.io.PrintStream;
import java.util.function.Supplier;

import org.orrery.control.api.ControlJson;

/**
 * Where a command's answer goes: text for people, or (with {@code --json}) one JSON object a line for scripts and other
 * tools. A command that streams (a scenario's steps and seconds) prints a line per thing it says, each an object with a
 * {@code kind}; one that answers once prints one line. Progress for people goes to standard error either way.
 */
public final class Answer {

    private final PrintStream out;
    private final boolean json;

    private Answer(PrintStream out, boolean json) {
        this.out = out;
        this.json = json;
    }

    /** Text on {@code out}, or JSON lines when {@code json}. */
    public static Answer to(PrintStream out, boolean json) {
        return new Answer(out, json);
    }

    public boolean json() {
        return json;
    }

    /** Says {@code text}, or with {@code --json} the object {@code answer} gives, as one line. */
    public void say(String text, Supplier<?> answer) {
        out.println(json ? ControlJson.text(answer.get(), false) : text);
    }

    /** Says {@code text} to people only: with {@code --json} it is left out (the JSON holds what it says). */
    public void text(String text) {
        if (!json) {
            out.println(text);
        }
    }

    /** A figure for JSON: null where there is none (NaN), as JSON has no NaN. */
    static Double figure(double value) {
        return Double.isNaN(value) || Double.isInfinite(value) ? null : value;
    }
}
