package org.orrery.agent.node;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import org.orrery.agent.domain.DomainHost;
import org.orrery.control.api.ControlJson;

/**
 * A node daemon's shared domain hosts, by group: one JVM ({@link DomainHost}) runs the domains of a group, started when
 * the group's first domain is and ended after its last; a domain is started in it by a command down its pipe.
 */
final class SharedDomainHosts {

    /** How long a domain host is given to stop before it is ended. */
    private static final long SHUTDOWN_WAIT_S = 10;

    private final Path labDir;
    /** The hosts by group; guarded by itself. */
    private final Map<String, GroupHost> groups = new HashMap<>();

    SharedDomainHosts(Path labDir) {
        this.labDir = labDir;
    }

    /** A shared domain host: its process, the pipe its commands go down, and the domains it runs. */
    private static final class GroupHost {

        final Process process;
        final Writer commands;
        final Set<String> members = new HashSet<>();

        GroupHost(Process process) {
            this.process = process;
            this.commands = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        }

        void start(List<String> arguments) throws IOException {
            commands.write(ControlJson.text(arguments, false) + "\n");
            commands.flush();
        }

        /** Closes the commands' pipe: the host stops what it runs and exits. */
        void end() {
            try {
                commands.close();
            } catch (IOException e) {
                // it has ended already
            }
        }
    }

    /**
     * Has group {@code group}'s domain host start domain {@code name} with {@code arguments}, starting the host first
     * when the group has none running; returns the host's process.
     */
    Process join(String group, String name, List<String> arguments) throws IOException {
        synchronized (groups) {
            GroupHost host = groups.get(group);
            if (host == null || !host.process.isAlive()) {
                List<String> options = ChildJvm.sharedHostOptions();
                List<String> hostArguments = new ArrayList<>(ChildJvm.logArguments(log(group)));
                hostArguments.addAll(List.of("--group", group));
                Process process = ChildJvm.startLogging(
                        ChildJvm.command(DomainHost.class, ChildJvm.sharedHostHeapMegabytes(), options, hostArguments),
                        log(group));
                host = new GroupHost(process);
                groups.put(group, host);
            }
            host.members.add(name);
            try {
                host.start(arguments);
            } catch (IOException e) {
                host.members.remove(name);
                throw new IOException("the domain host of group '" + group + "' does not take commands (it has ended: "
                        + "see " + log(group) + ")", e);
            }
            return host.process;
        }
    }

    /** Domain {@code name} no longer runs in group {@code group}'s host; the host ends after its last domain. */
    void leave(String group, String name) throws InterruptedException {
        GroupHost host;
        synchronized (groups) {
            host = groups.get(group);
            if (host == null || !host.members.remove(name) || !host.members.isEmpty()) {
                return;
            }
            groups.remove(group);
        }
        host.end();
        if (!host.process.waitFor(SHUTDOWN_WAIT_S, TimeUnit.SECONDS)) {
            host.process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
        }
    }

    /** The log of group {@code group}'s shared domain host, where its domains write. */
    Path log(String group) {
        return labDir.resolve("logs").resolve("groups").resolve(group + ".log");
    }
}
