package org.orrery.lab;

import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs this very process's command line again inside a lab's network namespace, where alone its Star answers, and waits
 * for it: Ctrl+C reaches both, and this one waits for the other to finish what it must (a run keeps what finished).
 * Needs root and iproute2, as the lab of namespaces itself does.
 */
public final class NamespaceReentry {

    private NamespaceReentry() {
    }

    /** Whether a command on {@code lab} must run inside its namespace and does not yet. */
    public static String namespaceToEnter(Lab lab) throws LabException {
        String namespace = lab.isDescribed() ? lab.namespace() : null;
        return namespace != null && !namespace.equals(System.getenv(Lab.NAMESPACE_VARIABLE)) ? namespace : null;
    }

    /** Runs this command line inside {@code namespace} and returns its exit code (2 when it cannot be started). */
    public static int rerunInside(String namespace, PrintStream err) {
        ProcessHandle.Info self = ProcessHandle.current().info();
        if (self.command().isEmpty() || self.arguments().isEmpty()) {
            err.println("orrery: the lab runs in network namespace " + namespace
                    + ", and this process cannot tell its own command line to run there");
            return 2;
        }
        List<String> command = new ArrayList<>(List.of("ip", "netns", "exec", namespace, self.command().get()));
        command.addAll(List.of(self.arguments().get()));
        ProcessBuilder builder = new ProcessBuilder(command).inheritIO();
        builder.environment().put(Lab.NAMESPACE_VARIABLE, namespace);
        try {
            Process inside = builder.start();
            Thread waiting = new Thread(() -> {
                try {
                    inside.waitFor();
                } catch (@SuppressWarnings("unused") InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            Runtime.getRuntime().addShutdownHook(waiting);
            int exit = inside.waitFor();
            try {
                Runtime.getRuntime().removeShutdownHook(waiting);
            } catch (@SuppressWarnings("unused") IllegalStateException shuttingDown) {
                // Ctrl+C: the hook is already waiting for the command inside to finish
            }
            return exit;
        } catch (IOException e) {
            err.println("orrery: cannot enter the lab's network namespace " + namespace
                    + " (it needs root and iproute2): " + e.getMessage());
            return 2;
        } catch (@SuppressWarnings("unused") InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        }
    }
}
