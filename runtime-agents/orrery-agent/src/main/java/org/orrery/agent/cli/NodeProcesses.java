package org.orrery.agent.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

import org.orrery.agent.domain.DomainAgent;
import org.orrery.agent.transport.LeftOverDriver;
import org.orrery.control.lab.LabDescription;
import org.orrery.control.util.ProcessCommandLine;

/**
 * The node daemons a lab of this machine recorded in lab.json, as processes: whether one may still be called, and
 * ending what it left (domain agents that outlived it, its media driver directory) without touching a process or a
 * directory that is not the lab's.
 */
final class NodeProcesses {

    private NodeProcesses() {
    }

    /**
     * Whether {@code node} may be called with the token: a node daemon of this machine only while it is the process
     * lab.json names (once it has ended, anyone may bind its port), one on another machine when it proves itself by the
     * lab's certificate (which the client checks).
     */
    static boolean callable(LabDescription.Node node) {
        return node.onAnotherMachine() || node.process().isPresent();
    }

    static String ended(LabDescription.Node node) {
        return "the node daemon of host " + node.host() + " (pid " + node.pid() + ") has ended; its port is not called";
    }

    /**
     * Waits for a node daemon to end, ends the domain agents it started if any outlived it, then removes its media
     * driver directory if the daemon could not (it was killed). A daemon that does not end in 30 s is killed, but only
     * if its pid is still the daemon's: the same start time as lab.json records, and the node daemon's main class on
     * its command line. A pid the system has given to another process since is left alone.
     */
    static void awaitExit(LabDescription.Node node, Path tokenFile, List<String> failures) throws InterruptedException {
        Optional<ProcessHandle> process = node.process();
        if (process.isPresent()) {
            if (!awaitEnd(process.get(), Duration.ofSeconds(30))) {
                process.get().destroyForcibly();
            }
        } else if (ProcessHandle.of(node.pid()).filter(other -> !ended(other)).isPresent()) {
            // (a daemon ending as it is looked at is a zombie without a command line: not another process)
            failures.add("pid " + node.pid() + " of node " + node.host()
                    + " now belongs to another process; it was left alone");
        }
        endOutliving(node, tokenFile, failures);
        removeLeftOverDriver(node.aeronDirectory(), node.host(), failures::add);
    }

    /**
     * Ends the domain agents of {@code node} that outlived it (a domain ends itself soon after its node daemon, but may
     * still be closing): the processes running the domain agent with this lab's token file, started after the node
     * daemon. Each is asked to end, and killed if it has not in 15 s.
     */
    static void endOutliving(LabDescription.Node node, Path tokenFile, List<String> failures)
            throws InterruptedException {
        List<ProcessHandle> domains = ProcessHandle.allProcesses().filter(process -> {
            boolean startedAfter = process.info()
                    .startInstant()
                    .map(started -> started.toEpochMilli() >= node.startedAtMillis())
                    .orElse(false);
            if (!startedAfter || node.startedAtMillis() <= 0) {
                return false;
            }
            List<String> arguments = ProcessCommandLine.arguments(process);
            int token = arguments.indexOf("--token-file");
            return arguments.contains(DomainAgent.class.getName()) && token >= 0 && token + 1 < arguments.size()
                    && arguments.get(token + 1).equals(tokenFile.toString());
        }).toList();
        for (ProcessHandle domain : domains) {
            domain.destroy();
        }
        for (ProcessHandle domain : domains) {
            if (!awaitEnd(domain, Duration.ofSeconds(15))) {
                domain.destroyForcibly();
                failures.add("domain agent " + domain.pid() + " of host " + node.host()
                        + " did not end in 15 s when asked; killed");
            }
        }
    }

    /**
     * Removes the media driver directory {@code driverDirectory} that the node daemon of {@code host}, killed before it
     * stopped, left behind, when it is one a node daemon made ({@link LeftOverDriver}); what was left alone, and why,
     * is told to {@code failures}.
     */
    static void removeLeftOverDriver(String driverDirectory, String host, Consumer<String> failures) {
        String problem = LeftOverDriver.remove(driverDirectory, host);
        if (problem != null) {
            failures.accept(problem);
        }
    }

    /**
     * Waits up to {@code timeout} for {@code process}, which is not this JVM's child, to end; whether it did. The JDK
     * learns of a process that is not its child only by asking, at longer and longer intervals, and takes a zombie
     * (ended, not yet reaped by whoever adopted it) for alive: a node daemon left running by {@code lab start} becomes
     * one when it ends, and its adopter may reap it seconds later. Here it counts as ended, asked every
     * {@value #POLL_MS} ms.
     */
    static boolean awaitEnd(ProcessHandle process, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!ended(process)) {
            if (System.nanoTime() - deadline > 0) {
                return false;
            }
            Thread.sleep(POLL_MS);
        }
        return true;
    }

    private static final long POLL_MS = 20;

    /** Whether {@code process} is gone, or a zombie ({@code Z} in {@code /proc/PID/stat}, after its name). */
    static boolean ended(ProcessHandle process) {
        if (!process.isAlive()) {
            return true;
        }
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(process.pid()), "stat"));
            int nameEnd = stat.lastIndexOf(')');
            return nameEnd > 0 && nameEnd + 2 < stat.length() && stat.charAt(nameEnd + 2) == 'Z';
        } catch (IOException gone) {
            return !process.isAlive();
        }
    }

    static long startedAt(Process process) {
        return process.info().startInstant().map(Instant::toEpochMilli).orElse(0L);
    }
}
