package org.orrery.agent.domain;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import org.orrery.agent.engine.Comparisons;
import org.orrery.agent.engine.DomainContext;
import org.orrery.agent.engine.DomainContext.Tuning;
import org.orrery.agent.host.LabClock;
import org.orrery.agent.star.NodeDaemons;
import org.orrery.agent.star.StarCoordinator;
import org.orrery.control.api.Role;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code orrery-agent}: one domain agent process, as a node daemon starts it. */
@Command(name = "orrery-agent", mixinStandardHelpOptions = true, description = "One domain agent (Star or Planet).")
final class DomainAgentCommand implements Callable<Integer> {

    private static final Logger LOG = LoggerFactory.getLogger(DomainAgentCommand.class);

    @Mixin
    LaunchOptions launch;
    @Option(names = "--name", required = true, description = "the domain's name")
    String name;
    @Option(names = "--role", required = true, description = "star or planet")
    Role role;
    @Option(names = "--storage", required = true, description = "the OSGi framework's storage")
    Path storage;
    @Option(names = "--bind", description = "the address to listen on")
    String bind = "127.0.0.1";
    @Option(names = "--aeron-dir", description = "the host's media driver")
    String aeronDirectory;
    @Option(names = "--quarantine-after", description = "consecutive errors that quarantine an operator")
    int quarantineAfter = 10;
    @Option(names = "--nodes",
            description = "for a Star: the lab's node daemons as " + "host=url[;pid=PID;started=MILLIS],...")
    String nodes = "";
    @Option(names = "--node-daemon-pid", description = "the node daemon that started this domain, its parent: when "
            + "it ends, so does the domain (nothing could stop, restart or clock it any more)")
    long nodeDaemonPid;
    @Option(names = "--idle-strategy", description = "how the event thread waits until a deployment names a latency "
            + "profile: throughput, balanced, low-latency, or backoff (default), sleeping, yielding, busy-spin")
    String idleStrategy = "backoff";
    @Option(names = "--clock-file", description = "the host's offset to the Star's clock, as its node daemon writes it")
    Path clockFile;
    @Option(names = "--rehearse", hidden = true, description = "come up, serve a status, a deployment check and an "
            + "empty deployment to itself, and end: what a node daemon starts to make the domain agents' class data "
            + "archive")
    boolean rehearse;
    @Option(names = "--test-clock-skew-ns", hidden = true,
            description = "for tests only: the host's clock runs this far ahead")
    long clockSkewNs;

    /** What the domain shares with the others of its domain host, or null in a process of its own. */
    private final SharedProcess share;

    DomainAgentCommand() {
        this(null);
    }

    /** A domain of a shared domain host. */
    DomainAgentCommand(SharedProcess share) {
        this.share = share;
    }

    @Override
    public Integer call() throws Exception {
        if (share == null) {
            launch.startLog(name);
        }
        LabClock clock = new LabClock(clockSkewNs);
        if (clockFile != null) {
            clock.follow(clockFile);
        }
        DomainContext context = DomainContext.of(name, storage, launch.frameworkBundles)
                .withAeronDirectory(aeronDirectory)
                .withClock(clock::now)
                .withTuning(new Tuning(quarantineAfter, Tuning.DEFAULT.bundleServiceTimeoutMs(), idleStrategy,
                        Tuning.DEFAULT.idleSleepMaxNs()))
                // the comparisons a benchmark's agent may be started with (-Dorrery.predicates=interpreted, say)
                .withComparisons(Comparisons.of(System.getProperties()));
        if (share != null) {
            context = context.withAeronClients(share.aeron());
        } else {
            DomainAgent.reportThreadDeaths();
        }
        ProcessHandle nodeDaemon = nodeDaemonPid == 0 ? null : parentNodeDaemon(nodeDaemonPid);
        String token = Files.readString(launch.tokenFile, StandardCharsets.UTF_8).strip();
        try (DomainAgent agent = new DomainAgent(context, role, bind, launch.port, token,
                BundleFetcher.of(launch.bundleHosts, Duration.ofSeconds(20)), launch.tls(), share)) {
            StarCoordinator coordinator = role == Role.STAR
                    ? new StarCoordinator(agent, context.name(), token, NodeDaemons.parse(nodes),
                            storage.toAbsolutePath().getParent().resolve("deployment.json"), clock::hostNow)
                    : null;
            if (rehearse) {
                agent.rehearse(token);
                LOG.info("rehearsed: a status, a deployment check and an empty deployment served");
                return 0;
            }
            if (nodeDaemon != null) {
                endWith(nodeDaemon, agent);
            }
            if (share != null) {
                share.running(name, agent);
            }
            launch.announce(agent.port());
            LOG.info("domain {} ({}) listening on port {}", context.name(), role.wireName(), agent.port());
            agent.awaitShutdown();
            if (coordinator != null) {
                coordinator.stopped();
            }
        }
        return 0;
    }

    /** This process's parent, when it is the node daemon {@code pid}; refused otherwise. */
    private static ProcessHandle parentNodeDaemon(long pid) {
        return ProcessHandle.current()
                .parent()
                .filter(parent -> parent.pid() == pid)
                .orElseThrow(() -> new IllegalStateException(
                        "this domain's parent is not the node daemon " + pid + " (it has ended)"));
    }

    /**
     * Stops {@code agent} once {@code nodeDaemon} has ended, looked at every quarter second: a domain whose node daemon
     * died would otherwise run on unmanaged, and a Star would call a port that anyone may bind next.
     */
    private static void endWith(ProcessHandle nodeDaemon, DomainAgent agent) {
        ScheduledExecutorService watch = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread thread = new Thread(r, "orrery-node-daemon-watch");
            thread.setDaemon(true);
            return thread;
        });
        watch.scheduleWithFixedDelay(() -> {
            if (!nodeDaemon.isAlive()) {
                LOG.warn("the node daemon (pid {}) has ended; this domain ends too", nodeDaemon.pid());
                agent.stop();
                watch.shutdown();
            }
        }, 250, 250, TimeUnit.MILLISECONDS);
    }
}
