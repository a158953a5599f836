package org.orrery.model.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.orrery.control.api.ControlJson;
import org.orrery.model.Host;
import org.orrery.model.OrrerySystem;
import org.orrery.model.catalog.SystemBundles;
import org.orrery.model.io.ModelLoadException;
import org.orrery.model.io.OrreryFiles;
import org.orrery.model.validation.ElementLabels;
import org.orrery.model.validation.OrreryValidation;
import org.orrery.model.validation.ValidationProblem;

/**
 * What {@code orrery validate FILE...} does: loads and validates each file and prints every problem, as
 * {@code file: element: message}, or {@code file:line: message} for a file that cannot be read. Exits 0 when all files
 * are valid, 1 when any has problems, 2 when any cannot be read; with {@code --json}, the same as one line of JSON.
 */
public final class ValidateCommand {

    public static final int VALID = 0;
    public static final int INVALID = 1;
    public static final int UNREADABLE = 2;

    private ValidateCommand() {
    }

    /** What {@code --json} prints: the exit status and each file's result. */
    public record Answer(int exit, List<FileResult> files) {
    }

    /**
     * One file: {@code valid}, {@code invalid} (its problems) or {@code unreadable} (the one problem, with its line),
     * and what the system holds when it could be read.
     */
    public record FileResult(String file, String status, List<Problem> problems, String summary) {
    }

    /** One problem: its severity, element, rule and message; {@code line} for a file that cannot be read, else 0. */
    public record Problem(String severity, String element, String rule, String message, int line) {
    }

    public static int run(List<String> files, PrintStream out, PrintStream err) {
        return run(files, out, err, false);
    }

    /** As above; with {@code json}, the answer as one line of JSON ({@link Answer}) instead of a line a problem. */
    public static int run(List<String> files, PrintStream out, PrintStream err, boolean json) {
        if (files.isEmpty()) {
            err.println("usage: orrery validate FILE...");
            return UNREADABLE;
        }
        int exit = VALID;
        List<FileResult> results = new ArrayList<>();
        for (String name : files) {
            Path file = Path.of(name);
            OrrerySystem system;
            try {
                system = OrreryFiles.load(file);
            } catch (ModelLoadException e) {
                results.add(new FileResult(name, "unreadable",
                        List.of(new Problem("ERROR", "", "", e.problem().message(), e.problem().line())), ""));
                if (!json) {
                    out.println(e.problem());
                }
                exit = UNREADABLE;
                continue;
            }
            // the built-in types and those the system's own bundle jars declare
            List<ValidationProblem> problems = new OrreryValidation(
                    SystemBundles.catalogOf(system, file, line -> err.println(file + ": " + line))).validate(system);
            List<Problem> found = new ArrayList<>();
            for (ValidationProblem problem : problems) {
                found.add(new Problem(problem.severity().name(), ElementLabels.describe(problem.element()),
                        problem.rule().id(), problem.message(), 0));
                if (!json) {
                    out.println(file + ": " + problem);
                }
            }
            results.add(new FileResult(name, problems.isEmpty() ? "valid" : "invalid", found, summary(system)));
            if (problems.isEmpty()) {
                if (!json) {
                    out.println(file + ": valid (" + summary(system) + ")");
                }
            } else if (exit == VALID) {
                exit = INVALID;
            }
        }
        if (json) {
            out.println(ControlJson.text(new Answer(exit, results), false));
        }
        return exit;
    }

    private static String summary(OrrerySystem system) {
        int domains = system.getHosts().stream().map(Host::getDomains).mapToInt(List::size).sum();
        return system.getHosts().size() + " hosts, " + domains + " domains, " + system.getOperators().size()
                + " operators, " + system.getConnections().size() + " connections";
    }
}
