package org.orrery.run;

import java.io.IOException;
import java.io.PrintStream;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;

import org.orrery.lab.Lab;
import org.orrery.lab.LabException;
import org.orrery.lab.LabRuntime;
import org.orrery.lab.NamespaceReentry;

/**
 * A command's time on a lab: the lab it names ({@code local}, a lab directory or its {@code lab.json}), entered from
 * inside its Star's network namespace when it runs in one (the command restarts itself there), the embedded one started
 * when it is not running and stopped afterwards, and Ctrl+C turned into a request to stop that the work polls (the
 * process waits up to two minutes for it to finish what is under way).
 */
final class LabSession {

    /** What a command does on the lab; answers its exit code. */
    interface Work {

        int run(Lab lab, BooleanSupplier stopped) throws RunException, IOException;
    }

    private LabSession() {
    }

    /**
     * Runs {@code work} on the lab {@code labChoice} names, as {@code command} (for messages); {@code stopping} is said
     * on Ctrl+C. Exit 2 when the lab is refused or does not answer, 1 when the work failed, else the work's code.
     */
    static int run(String labChoice, LabRuntime runtime, String command, String stopping, PrintStream err, Work work) {
        Lab lab;
        try {
            lab = Lab.named(labChoice);
            // the embedded lab's directory ($ORRERY_LAB) may hold a lab of namespaces too: it is entered, never
            // started over
            String namespace = NamespaceReentry.namespaceToEnter(lab);
            if (namespace != null) {
                return NamespaceReentry.rerunInside(namespace, err);
            }
        } catch (LabException e) {
            err.println(command + ": " + e.getMessage());
            return 2;
        }
        boolean startedHere = false;
        AtomicBoolean stop = new AtomicBoolean();
        Thread main = Thread.currentThread();
        Thread hook = new Thread(() -> {
            stop.set(true);
            err.println("\n" + command + ": " + stopping);
            try {
                main.join(120_000);
            } catch (@SuppressWarnings("unused") InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            if (!lab.isRunning()) {
                if (!labChoice.equals("local")) {
                    err.println(command + ": the lab in " + lab.dir() + " does not answer");
                    return 2;
                }
                err.println(command + ": starting the embedded lab in " + lab.dir());
                runtime.start(lab);
                startedHere = true;
            }
            return work.run(lab, stop::get);
        } catch (RunException | IOException e) {
            err.println(command + ": " + e.getMessage());
            return 1;
        } finally {
            if (startedHere) {
                try {
                    runtime.stop(lab);
                } catch (LabException e) {
                    err.println(command + ": the lab did not stop: " + e.getMessage());
                }
            }
            if (!stop.get()) {
                Runtime.getRuntime().removeShutdownHook(hook);
            }
        }
    }
}
