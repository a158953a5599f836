package org.orrery.cli;

import java.io.PrintStream;
import java.util.concurrent.Callable;

import org.orrery.lab.Lab;
import org.orrery.lab.LabException;
import org.orrery.lab.NamespaceReentry;
import org.orrery.lab.StarClient;

import picocli.CommandLine.Option;

/**
 * What the commands that talk to a lab's Star share: the {@code --lab} option, entering the lab's network namespace
 * when it runs its hosts in namespaces (the command then runs again in there), and the Star's client.
 */
abstract class LabCalls implements Callable<Integer> {

    @Option(names = "--lab", paramLabel = "LAB",
            description = "local (the embedded lab, the default) or a lab " + "directory")
    String labChoice;

    /** What the commands print, their control characters shown ({@link TerminalSafe}). */
    final PrintStream out = TerminalSafe.of(System.out);
    final PrintStream err = TerminalSafe.of(System.err);

    @Override
    public final Integer call() throws Exception {
        Lab lab = Lab.named(labChoice);
        String namespace = NamespaceReentry.namespaceToEnter(lab);
        if (namespace != null) {
            return NamespaceReentry.rerunInside(namespace, err);
        }
        return call(lab);
    }

    abstract int call(Lab lab) throws Exception;

    /** The lab's Star; a lab that is not running is a failure that says how to start it. */
    static StarClient star(Lab lab) throws LabException {
        if (!lab.isDescribed()) {
            throw new LabException("no lab is running in " + lab.dir() + "; start one with ./orrery lab start");
        }
        return lab.star();
    }
}
