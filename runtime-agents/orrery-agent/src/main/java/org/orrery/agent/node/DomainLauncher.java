package org.orrery.agent.node;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import java.util.function.Supplier;

import org.orrery.agent.control.ApiException;
import org.orrery.agent.domain.DomainAgent;
import org.orrery.agent.domain.DomainHost;
import org.orrery.agent.host.LabClock;
import org.orrery.agent.star.NodeDaemons;
import org.orrery.control.api.NodeApi;
import org.orrery.control.api.NodeApi.DomainProcess;
import org.orrery.control.api.NodeApi.DomainStopped;
import org.orrery.control.api.NodeApi.StartDomain;
import org.orrery.control.api.Role;
import org.orrery.control.client.ControlClient;
import org.orrery.control.client.ControlException;
import org.orrery.control.client.DomainProxy;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Starts and stops a host's domain agents: each gets the node daemon's class path, the lab token file, a storage
 * directory and a log file under the lab directory, and the host's media driver. A domain runs in a process of its own,
 * or, when its start names a group, in that group's shared domain host ({@link DomainHost}), started with the group's
 * first domain and ended after its last. Keeps what it started, by domain name: a domain of a group has its host's
 * process.
 */
final class DomainLauncher {

    private static final Logger LOG = LoggerFactory.getLogger(DomainLauncher.class);

    private static final Duration DOMAIN_START_TIMEOUT = Duration.ofSeconds(60);
    private static final Duration SHUTDOWN_TIMEOUT = Duration.ofSeconds(5);

    /** What a domain may be called: it names a directory, so no "..", no leading dot, nothing long. */
    static final String DOMAIN_NAME = NodeApi.NAME;
    /** The most domains one node daemon runs at a time. */
    static final int MAX_DOMAINS = DomainHost.MAX_DOMAINS;

    private final NodeSettings settings;
    private final String aeronDirectory;
    private final ControlClient client;
    /** How the host's agents are called: http, or https in a lab with TLS. */
    private final String scheme;
    /** The daemon's own URL, which a Star it starts is told as its host's node daemon. */
    private final Supplier<String> daemonUrl;
    /** Told of each process that ends, with the request it was started by. */
    private final BiConsumer<StartDomain, Process> onExit;
    /**
     * How many domains start at once: a domain's JVM and framework take a core for a couple of seconds, and forty
     * starting together on two cores each took longer than any caller waits.
     */
    private final Semaphore startPermits = new Semaphore(Math.max(1, Runtime.getRuntime().availableProcessors()), true);
    /** The starts under way by domain name; a stop request cancels one. */
    private final Map<String, Start> starting = new ConcurrentHashMap<>();
    private final Map<String, Process> processes = new ConcurrentHashMap<>();
    private final Map<String, DomainProcess> domains = new ConcurrentHashMap<>();
    /** The request each running domain was started with, to start it again the same way. */
    private final Map<String, StartDomain> requests = new ConcurrentHashMap<>();
    /** The shared domain hosts, by group. */
    private final SharedDomainHosts shared;

    DomainLauncher(NodeSettings settings, String aeronDirectory, ControlClient client, String scheme,
            Supplier<String> daemonUrl, BiConsumer<StartDomain, Process> onExit) {
        this.settings = settings;
        this.aeronDirectory = aeronDirectory;
        this.client = client;
        this.scheme = scheme;
        this.daemonUrl = daemonUrl;
        this.onExit = onExit;
        this.shared = new SharedDomainHosts(settings.labDir());
    }

    /** The domains started, as last known (alive or not), with their processes. */
    Collection<DomainProcess> domains() {
        return domains.values();
    }

    Process process(String name) {
        return processes.get(name);
    }

    DomainProcess domain(String name) {
        return domains.get(name);
    }

    /** The request domain {@code name} was started with, while it runs or waits to be started again. */
    StartDomain request(String name) {
        return requests.get(name);
    }

    /**
     * Starts a domain agent process and waits until it listens; refused (409) while one of that name runs or starts.
     */
    DomainProcess start(StartDomain request) throws IOException, InterruptedException {
        if (!request.name().matches(DOMAIN_NAME)) {
            throw new ApiException(400,
                    "a domain name is a letter or digit and then up to 63 letters, digits, '.', '_' or '-'");
        }
        if (request.group() != null && !request.group().matches(NodeApi.NAME)) {
            throw new ApiException(400,
                    "a group name is a letter or digit and then up to 63 letters, digits, '.', '_' or '-'");
        }
        if (request.group() != null && request.role() == Role.STAR) {
            throw new ApiException(400, "the Star runs in a process of its own: it restarts a group that fails");
        }
        Start start = new Start();
        if (starting.putIfAbsent(request.name(), start) != null) {
            throw new ApiException(409,
                    "domain '" + request.name() + "' is being started on host '" + settings.host() + "'");
        }
        try {
            startPermits.acquire();
            try {
                return launch(request, start);
            } finally {
                startPermits.release();
            }
        } finally {
            starting.remove(request.name(), start);
        }
    }

    /** A domain start under way: a stop request that arrives meanwhile cancels it and ends its process. */
    private static final class Start {

        private boolean cancelled;
        private boolean finished;
        private Process process;

        /** Cancels the start; false when it had finished already (the domain runs and is stopped as any other). */
        synchronized boolean cancel() {
            if (finished) {
                return false;
            }
            cancelled = true;
            if (process != null) {
                process.destroyForcibly();
            }
            return true;
        }

        /** Marks the start finished; false when it was cancelled first. */
        synchronized boolean finish() {
            finished = !cancelled;
            return finished;
        }

        /** Records the started process; false (and the process ended) when the start was cancelled meanwhile. */
        synchronized boolean started(Process started) {
            process = started;
            if (cancelled) {
                started.destroyForcibly();
            }
            return !cancelled;
        }

        synchronized boolean cancelled() {
            return cancelled;
        }
    }

    private DomainProcess launch(StartDomain request, Start start) throws IOException, InterruptedException {
        String host = settings.host();
        if (start.cancelled()) {
            throw new ApiException(409, "the start of domain '" + request.name() + "' was cancelled by a stop request");
        }
        Process existing = processes.get(request.name());
        if (existing != null && existing.isAlive()) {
            throw new ApiException(409, "domain '" + request.name() + "' is already running on host '" + host + "'");
        }
        if (processes.values().stream().filter(Process::isAlive).count() >= MAX_DOMAINS) {
            throw new ApiException(409,
                    "host '" + host + "' runs " + MAX_DOMAINS + " domains, the most a node daemon starts");
        }
        String bindAddress = bindAddress(request);
        if (request.port() != null && request.port() != 0) {
            ensurePortFree(bindAddress, request.port(), request.name());
        }
        Path domainDir = settings.labDir().resolve("domains").resolve(request.name());
        Files.createDirectories(domainDir);
        Path portFile = portFile(request.name());
        Files.deleteIfExists(portFile);
        String group = request.group();
        Path log = group == null ? log(request.name()) : shared.log(group);
        List<String> arguments = arguments(request, bindAddress, domainDir, portFile);
        int heap = request.role() == Role.STAR ? ChildJvm.STAR_HEAP_MEGABYTES : ChildJvm.PLANET_HEAP_MEGABYTES;
        Process process;
        if (group == null) {
            arguments.addAll(ChildJvm.logArguments(log));
            process = ChildJvm
                    .startLogging(ChildJvm.command(DomainAgent.class, heap, ChildJvm.domainOptions(), arguments), log);
        } else {
            process = shared.join(group, request.name(), arguments);
        }
        processes.put(request.name(), process);
        int port;
        try {
            if (group == null && !start.started(process)) {
                throw new IOException("the start of domain '" + request.name() + "' was cancelled by a stop request");
            }
            port = ChildJvm.awaitPort(process, portFile, DOMAIN_START_TIMEOUT, "domain '" + request.name() + "'", log,
                    group == null);
        } catch (IOException e) {
            // a domain that did not come up (its port taken, cancelled) is not left behind
            processes.remove(request.name(), process);
            end(request.name(), process, group, portFile);
            throw new ApiException(start.cancelled() ? 409 : 422, e.getMessage());
        }
        DomainProcess started = new DomainProcess(request.name(), request.role(), bindAddress, port, process.pid(),
                true, log.toString(), 0, 0, "", group);
        domains.put(request.name(), started);
        if (!start.finish()) {
            domains.remove(request.name(), started);
            processes.remove(request.name(), process);
            stop(process, started);
            throw new ApiException(409, "the start of domain '" + request.name() + "' was cancelled by a stop request");
        }
        requests.put(request.name(), request);
        process.onExit().thenAccept(ended -> onExit.accept(request, ended));
        return started;
    }

    /**
     * Ends a domain that did not come up: its process; in a group, nothing more when the host says its start failed,
     * else (it did not come up in time, or the start was cancelled) the group's host, since a domain cannot be ended
     * alone in it (the group's other domains are started again, as after any end of their process).
     */
    private void end(String name, Process process, String group, Path portFile) throws InterruptedException {
        if (group == null || !DomainHost.failed(portFile)) {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
        if (group != null) {
            shared.leave(group, name);
        }
    }

    /** How long a domain is given to stop before it (or its group's host) is ended. */
    private static final long SHUTDOWN_WAIT_S = 10;

    /** Where domain {@code name} writes its port once it listens. */
    private Path portFile(String name) {
        return settings.labDir().resolve("domains").resolve(name).resolve("port");
    }

    /** The command line of a domain agent started for {@code request}. */
    private List<String> arguments(StartDomain request, String bindAddress, Path domainDir, Path portFile) {
        Path labDir = settings.labDir();
        List<String> arguments = new ArrayList<>(List.of("--name", request.name(), "--role", request.role().wireName(),
                "--token-file", settings.tokenFile().toString(), "--storage", domainDir.resolve("osgi").toString(),
                "--framework-bundles", settings.frameworkBundles().toString(), "--aeron-dir", aeronDirectory, "--port",
                String.valueOf(request.port() == null ? 0 : request.port()), "--bind", bindAddress, "--port-file",
                portFile.toString(), "--bundle-hosts", settings.bundleHosts()));
        if (settings.tlsDir() != null) {
            arguments.addAll(List.of("--tls", settings.tlsDir().toString()));
        }
        arguments.addAll(List.of("--clock-file", labDir.resolve(LabClock.FILE).toString(), "--node-daemon-pid",
                String.valueOf(ProcessHandle.current().pid())));
        if (settings.clockSkewNs() != 0) {
            arguments.addAll(List.of("--test-clock-skew-ns", String.valueOf(settings.clockSkewNs())));
        }
        if (request.role() == Role.STAR) {
            arguments.addAll(List.of("--nodes", request.nodes() != null ? request.nodes()
                    : NodeDaemons.entry(settings.host(), daemonUrl.get(), ProcessHandle.current())));
        }
        if (request.quarantineAfter() != null) {
            arguments.addAll(List.of("--quarantine-after", String.valueOf(request.quarantineAfter())));
        }
        return arguments;
    }

    /** The log file of domain {@code name} (its group's when it runs in a shared domain host). */
    Path log(String name) {
        StartDomain request = requests.get(name);
        return request != null && request.group() != null ? shared.log(request.group())
                : settings.labDir().resolve("logs").resolve(name + ".log");
    }

    String bindAddress(StartDomain request) {
        return request.bind() == null ? settings.address() : request.bind();
    }

    /**
     * Stops a running domain, or cancels its start when it is being started (whoever asked for the start may have given
     * up waiting); the answer's exit code is -1 for a cancelled start.
     */
    DomainStopped stop(String name) throws InterruptedException {
        Start start = starting.get(name);
        if (start != null && start.cancel()) {
            requests.remove(name);
            return new DomainStopped(name, -1);
        }
        Process process = processes.remove(name);
        DomainProcess known = domains.remove(name);
        requests.remove(name);
        if (process == null || known == null) {
            throw new ApiException(404, "host '" + settings.host() + "' runs no domain '" + name + "'");
        }
        stop(process, known);
        if (known.group() != null) {
            return new DomainStopped(name, DomainHost.ended(portFile(name)) ? 0 : -1);
        }
        return new DomainStopped(name, process.isAlive() ? -1 : process.exitValue());
    }

    /**
     * Ends domain {@code name}'s process at once (SIGKILL), as a crash would, without taking it off the domains this
     * launcher watches: its end is reported as any other, and the restart policy decides. Refused for a domain that
     * shares its process with others (the kill would end them too) and for one that is not running.
     */
    DomainStopped kill(String name) throws InterruptedException {
        Process process = processes.get(name);
        DomainProcess known = domains.get(name);
        if (process == null || known == null || !process.isAlive()) {
            throw new ApiException(409, "host '" + settings.host() + "' runs no domain '" + name + "' to kill");
        }
        if (known.group() != null) {
            throw new ApiException(409, "domain '" + name + "' shares process " + process.pid()
                    + " with the other domains of group '" + known.group() + "': a kill would end them all");
        }
        process.destroyForcibly();
        process.waitFor(SHUTDOWN_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
        return new DomainStopped(name, process.isAlive() ? -1 : process.exitValue());
    }

    /** The control API of a domain this launcher started. */
    private DomainProxy agent(DomainProcess known) {
        return new DomainProxy(client, scheme + "://" + settings.address() + ":" + known.port(), SHUTDOWN_TIMEOUT);
    }

    private void stop(Process process, DomainProcess known) throws InterruptedException {
        if (known.group() != null) {
            stopMember(process, known);
            return;
        }
        if (process.isAlive()) {
            try {
                agent(known).shutdown();
            } catch (@SuppressWarnings("unused") ControlException e) {
                // it may already be going; fall through to waiting and, if need be, ending it
            }
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroy();
                if (!process.waitFor(5, TimeUnit.SECONDS)) {
                    process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
                }
            }
        }
    }

    /**
     * Stops a domain of a shared domain host: asks it to shut down and waits until the host says it has closed; one
     * that does not in time cannot be ended alone, so its host is (the group's other domains are started again, as
     * after any end of their process).
     */
    private void stopMember(Process host, DomainProcess known) throws InterruptedException {
        Path portFile = portFile(known.name());
        if (host.isAlive()) {
            try {
                agent(known).shutdown();
            } catch (@SuppressWarnings("unused") ControlException e) {
                // it may already be going; fall through to waiting
            }
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(SHUTDOWN_WAIT_S);
            while (host.isAlive() && !DomainHost.ended(portFile) && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            if (host.isAlive() && !DomainHost.ended(portFile)) {
                LOG.warn("domain '{}' did not stop in {} s; its group's host {} is ended", known.name(),
                        SHUTDOWN_WAIT_S, host.pid());
                host.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
            }
        }
        shared.leave(known.group(), known.name());
    }

    /**
     * Stops every domain started: all are asked at once and then waited for (one after another, a lab of many domains
     * took a second or more per domain); interrupted, it ends those still going.
     */
    void stopAll() throws InterruptedException {
        Map<Process, Thread> stopping = new LinkedHashMap<>();
        for (String name : List.copyOf(processes.keySet())) {
            Process process = processes.remove(name);
            DomainProcess known = domains.remove(name);
            if (process != null && known != null) {
                Thread thread = new Thread(() -> {
                    try {
                        stop(process, known);
                    } catch (@SuppressWarnings("unused") InterruptedException e) {
                        process.destroyForcibly();
                    }
                }, "orrery-stop-" + name);
                thread.start();
                stopping.put(process, thread);
            }
        }
        try {
            for (Thread thread : stopping.values()) {
                thread.join();
            }
        } catch (InterruptedException e) {
            stopping.keySet().forEach(Process::destroyForcibly);
            throw e;
        }
    }

    /**
     * Refuses (409) a control port that something on this host listens on already, naming the domain when it is one.
     */
    private void ensurePortFree(String bindAddress, int port, String forDomain) throws IOException {
        if (port < 1 || port > 65535) {
            throw new ApiException(400, "port must be within 1..65535, not " + port);
        }
        if (!HostPorts.tcpFree(bindAddress, port)) {
            String holder = domains.values()
                    .stream()
                    .filter(d -> d.port() == port)
                    .map(d -> "by domain '" + d.name() + "'")
                    .findFirst()
                    .orElse("by another process");
            throw new ApiException(409, "port " + port + " on " + bindAddress + " is in use (" + holder + "); domain '"
                    + forDomain + "' was not started");
        }
    }
}
