package org.orrery.model.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

import org.orrery.model.Host;
import org.orrery.model.OrrerySystem;
import org.orrery.model.catalog.SystemBundles;
import org.orrery.model.io.ModelLoadException;
import org.orrery.model.io.OrreryFiles;
import org.orrery.model.validation.OrreryValidation;
import org.orrery.model.validation.ValidationProblem;

/**
 * What {@code orrery validate FILE...} does: loads and validates each file and prints every problem, as
 * {@code file: element: message}, or {@code file:line: message} for a file that cannot be read. Exits 0 when all files
 * are valid, 1 when any has problems, 2 when any cannot be read.
 */
public final class ValidateCommand {

    public static final int VALID = 0;
    public static final int INVALID = 1;
    public static final int UNREADABLE = 2;

    private ValidateCommand() {
    }

    public static int run(List<String> files, PrintStream out, PrintStream err) {
        if (files.isEmpty()) {
            err.println("usage: orrery validate FILE...");
            return UNREADABLE;
        }
        int exit = VALID;
        for (String name : files) {
            Path file = Path.of(name);
            OrrerySystem system;
            try {
                system = OrreryFiles.load(file);
            } catch (ModelLoadException e) {
                out.println(e.problem());
                exit = UNREADABLE;
                continue;
            }
            // the built-in types and those the system's own bundle jars declare
            List<ValidationProblem> problems = new OrreryValidation(
                    SystemBundles.catalogOf(system, file, line -> err.println(file + ": " + line))).validate(system);
            for (ValidationProblem problem : problems) {
                out.println(file + ": " + problem);
            }
            if (problems.isEmpty()) {
                out.println(file + ": valid (" + summary(system) + ")");
            } else if (exit == VALID) {
                exit = INVALID;
            }
        }
        return exit;
    }

    private static String summary(OrrerySystem system) {
        int domains = system.getHosts().stream().map(Host::getDomains).mapToInt(List::size).sum();
        return system.getHosts().size() + " hosts, " + domains + " domains, " + system.getOperators().size()
                + " operators, " + system.getConnections().size() + " connections";
    }
}
