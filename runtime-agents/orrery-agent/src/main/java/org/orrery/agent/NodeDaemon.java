package org.orrery.agent;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import org.orrery.agent.control.ApiException;
import org.orrery.agent.control.ControlServer;
import org.orrery.agent.control.Requests;
import org.orrery.agent.star.NodeDaemons;
import org.orrery.control.api.ControlClient;
import org.orrery.control.api.ControlException;
import org.orrery.control.api.DomainApi.Stopping;
import org.orrery.control.api.LabTls;
import org.orrery.control.api.Limits;
import org.orrery.control.api.NodeApi.ClockOffset;
import org.orrery.control.api.NodeApi.ClockReading;
import org.orrery.control.api.NodeApi.DomainProcess;
import org.orrery.control.api.NodeApi.DomainStopped;
import org.orrery.control.api.NodeApi.HostLatency;
import org.orrery.control.api.NodeApi.HostStatus;
import org.orrery.control.api.NodeApi.StartDomain;
import org.orrery.control.api.NodeApi.UdpPort;
import org.orrery.control.api.Role;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The node daemon of a host ("domain 0"): runs the host's Aeron media driver, starts and stops domain agent
 * processes on request, and reports the host's and its domains' CPU and memory. Domain processes get the daemon's
 * own class path, the lab token file, a storage directory and a log file under the lab directory.
 */
public final class NodeDaemon implements AutoCloseable {

    private static final Duration DOMAIN_START_TIMEOUT = Duration.ofSeconds(60);
    private static final Duration SHUTDOWN_TIMEOUT = Duration.ofSeconds(5);

    private final String host;
    private final String address;
    private final Path labDir;
    private final Path tokenFile;
    private final Path frameworkBundles;
    /** The lab's TLS material on this host, passed on to its domains; null on a loopback lab. */
    private final Path tlsDir;
    /** The host's clock and its offset to the Star's, which the Star measures and the domains read from the lab directory. */
    private final LabClock clock;
    private volatile ClockOffset clockOffset;
    /** The file in the lab directory that names the media driver's directory, for the lab tool. */
    public static final String MEDIA_DRIVER_FILE = "media-driver";

    /** What a domain may be called: it names a directory, so no "..", no leading dot, nothing long. */
    static final String DOMAIN_NAME = "[A-Za-z0-9][A-Za-z0-9_.-]{0,63}";
    /** A Planet's heap at most. */
    public static final int PLANET_HEAP_MEGABYTES = 256;
    /**
     * The Star's heap at most: deploying a system it holds the request (up to 48 MiB), its bundles read from it, and
     * the install requests it sends on, two at a time; in 256 MB, three such deployments in a row ran out of memory.
     */
    static final int STAR_HEAP_MEGABYTES = 512;
    /** The largest clock offset a node daemon takes (about a century, in nanoseconds). */
    static final long MAX_CLOCK_OFFSET_NS = 3_200_000_000_000_000_000L;
    /** The largest uncertainty of a clock offset it takes (a minute). */
    static final long MAX_CLOCK_UNCERTAINTY_NS = 60_000_000_000L;
    /** The most domains one node daemon runs at a time. */
    static final int MAX_DOMAINS = 64;

    private final HostMediaDriver driver;
    /** The starts under way by domain name; a stop request cancels one. */
    private final Map<String, Start> starting = new ConcurrentHashMap<>();
    /** The domain agent started to make the class data archive, or null (see {@link ArchiveRehearsal}). */
    private final Process rehearsal;
    /**
     * How many domains start at once: a domain's JVM and framework take a core for a couple of seconds, and forty
     * starting together on two cores each took longer than any caller waits.
     */
    private final Semaphore startPermits = new Semaphore(Math.max(1, Runtime.getRuntime().availableProcessors()), true);
    private final String bundleHosts;
    private final ControlServer server;
    private final ControlClient client;
    private final Map<String, Process> processes = new ConcurrentHashMap<>();
    private final Map<String, DomainProcess> domains = new ConcurrentHashMap<>();
    private final CountDownLatch stopped = new CountDownLatch(1);
    private final AtomicBoolean closed = new AtomicBoolean();
    /** The request each running domain was started with, to start it again the same way. */
    private final Map<String, StartDomain> requests = new ConcurrentHashMap<>();
    private final Map<String, Supervision> supervision = new ConcurrentHashMap<>();
    private final int maxRestarts;
    private final ScheduledExecutorService restarter = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "orrery-node-restart");
        thread.setDaemon(true);
        return thread;
    });

    /** The restarts a domain may have within this window before the daemon gives up on it. */
    static final Duration RESTART_WINDOW = Duration.ofMinutes(10);
    /** The wait before the first restart; it doubles with each restart in the window, up to {@link #MAX_BACKOFF}. */
    static final Duration FIRST_BACKOFF = Duration.ofSeconds(1);
    static final Duration MAX_BACKOFF = Duration.ofSeconds(30);
    /** How often a domain waiting for its fixed port, which another process holds, looks again. */
    static final Duration PORT_WAIT = Duration.ofSeconds(2);
    /** The restarts a domain gets within {@link #RESTART_WINDOW} unless the daemon is told otherwise. */
    static final int DEFAULT_MAX_RESTARTS = 3;

    /** What the daemon knows of a domain's restarts. */
    private static final class Supervision {
        final java.util.ArrayDeque<Long> recent = new java.util.ArrayDeque<>();
        int restarts;
        String lastExit = "";
        ScheduledFuture<?> pending;
    }

    public NodeDaemon(String host, String address, int port, Path labDir, Path tokenFile, Path frameworkBundles,
            String bundleHosts) throws Exception {
        this(host, address, port, labDir, tokenFile, frameworkBundles, bundleHosts, DEFAULT_MAX_RESTARTS, null, 0);
    }

    /**
     * A node daemon that starts a domain that ended on its own again up to {@code maxRestarts} times in ten minutes; with
     * {@code tlsDir} (the lab's TLS material on this host) it and its domains speak TLS, else plain HTTP on loopback.
     */
    public NodeDaemon(String host, String address, int port, Path labDir, Path tokenFile, Path frameworkBundles,
            String bundleHosts, int maxRestarts, Path tlsDir, long clockSkewNs) throws Exception {
        this.host = host;
        this.clock = new LabClock(clockSkewNs);
        this.tlsDir = tlsDir;
        LabTls tls = tlsDir == null ? null : LabTls.load(tlsDir);
        this.maxRestarts = maxRestarts;
        this.address = address;
        this.labDir = labDir;
        this.tokenFile = tokenFile;
        this.frameworkBundles = frameworkBundles;
        Files.createDirectories(labDir.resolve("logs"));
        this.bundleHosts = bundleHosts;
        this.driver = HostMediaDriver.launch(HostMediaDriver.prefix(host));
        try {
            Files.writeString(labDir.resolve(MEDIA_DRIVER_FILE), driver.directory(), StandardCharsets.UTF_8);
            String token = Files.readString(tokenFile, StandardCharsets.UTF_8).strip();
            this.client = new ControlClient(token, tls);
            this.server = new ControlServer(address, port, token, tls);
            server.route("GET", "/v1/host", 0, (path, body) -> status())
                    .route("POST", "/v1/domains", Limits.MAX_JSON_BODY_BYTES,
                            (path, body) -> new ControlServer.Reply(201, startDomain(Requests.read(body, StartDomain.class))))
                    .route("DELETE", "/v1/domains/(?<name>" + DOMAIN_NAME + ")", 0, (path, body) -> stopDomain(path.group(1)))
                    .route("PUT", "/v1/host/latency-profile", Limits.MAX_JSON_BODY_BYTES, (path, body) -> {
                        HostLatency latency = Requests.read(body, HostLatency.class);
                        driver.latencyProfile(latency.latencyProfile());
                        return latency;
                    })
                    .route("POST", "/v1/udp-port", 0, (path, body) -> new UdpPort(address, freeUdpPort()))
                    .route("GET", "/v1/clock", 0, (path, body) -> new ClockReading(clock.hostNow()))
                    .route("PUT", "/v1/clock", Limits.MAX_JSON_BODY_BYTES, (path, body) -> setClock(Requests.read(body, ClockOffset.class)))
                    .route("POST", "/v1/shutdown", 0, (path, body) -> {
                        stopped.countDown();
                        return new Stopping(host);
                    });
            server.start();
        } catch (Exception e) {
            // a daemon that does not come up leaves no driver directory behind
            driver.close();
            throw e;
        }
        rehearsal = ArchiveRehearsal.startIfNeeded(host, labDir, tokenFile, frameworkBundles, driver.directory());
    }

    /** The media driver directory the node daemon of {@code labDir} runs, as it wrote it there; null if it wrote none. */
    public static String mediaDriverDirectory(Path labDir) throws IOException {
        Path named = labDir.resolve(MEDIA_DRIVER_FILE);
        return Files.exists(named) ? Files.readString(named, StandardCharsets.UTF_8).strip() : null;
    }

    public int port() {
        return server.port();
    }

    /** The routes as {@code METHOD /path/{parameter}}, for checking them against the OpenAPI document. */
    List<String> routeTemplates() {
        return server.routeTemplates();
    }

    public String aeronDirectory() {
        return driver.directory();
    }

    HostStatus status() {
        List<DomainProcess> list = new ArrayList<>();
        for (Map.Entry<String, DomainProcess> entry : domains.entrySet()) {
            Process process = processes.get(entry.getKey());
            // alive only as the process it names: one being started again is not vouched for until its port is known
            DomainProcess known = entry.getValue();
            double cpu = process == null ? 0 : process.info().totalCpuDuration().map(d -> d.toNanos() / 1e9).orElse(0.0);
            Supervision supervised = supervision.get(entry.getKey());
            int restarts;
            String lastExit;
            if (supervised == null) {
                restarts = 0;
                lastExit = "";
            } else {
                synchronized (supervised) {
                    restarts = supervised.restarts;
                    lastExit = supervised.lastExit;
                }
            }
            list.add(new DomainProcess(known.name(), known.role(), known.address(), known.port(), known.pid(),
                    process != null && process.isAlive() && process.pid() == known.pid(), known.log(), cpu, restarts, lastExit));
        }
        list.sort((a, b) -> a.name().compareTo(b.name()));
        com.sun.management.OperatingSystemMXBean os =
                (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        return new HostStatus(host, address, os.getAvailableProcessors(), os.getSystemLoadAverage(), os.getTotalMemorySize(),
                os.getFreeMemorySize(), driver.directory(), list, clockOffset, HostFacts.JDK, HostFacts.OS, HostFacts.CPU,
                HostFacts.RUNTIME);
    }

    /** Takes the host's offset to the Star's clock, for itself and, through the lab directory, for its domains. */
    private ClockOffset setClock(ClockOffset offset) throws IOException {
        // monotonic clocks of different machines start anywhere (at boot, say): any offset of a century or less is
        // plausible, and the bound keeps the corrected clock far from overflowing
        if (Math.abs(offset.offsetNs()) > MAX_CLOCK_OFFSET_NS) {
            throw new ApiException(400, "offsetNs must be within ±" + MAX_CLOCK_OFFSET_NS + " (about a century)");
        }
        if (offset.uncertaintyNs() < 0 || offset.uncertaintyNs() > MAX_CLOCK_UNCERTAINTY_NS) {
            throw new ApiException(400, "uncertaintyNs must be within 0.." + MAX_CLOCK_UNCERTAINTY_NS + " (a minute)");
        }
        clock.set(offset.offsetNs(), offset.uncertaintyNs());
        clock.write(labDir);
        clockOffset = offset;
        return offset;
    }

    private DomainProcess startDomain(StartDomain request) throws IOException, InterruptedException {
        if (!request.name().matches(DOMAIN_NAME)) {
            throw new ApiException(400, "a domain name is a letter or digit and then up to 63 letters, digits, '.', '_' or '-'");
        }
        Start start = new Start();
        if (starting.putIfAbsent(request.name(), start) != null) {
            throw new ApiException(409, "domain '" + request.name() + "' is being started on host '" + host + "'");
        }
        try {
            startPermits.acquire();
            try {
                return launchDomain(request, start);
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

    private DomainProcess launchDomain(StartDomain request, Start start) throws IOException, InterruptedException {
        if (start.cancelled()) {
            throw new ApiException(409, "the start of domain '" + request.name() + "' was cancelled by a stop request");
        }
        Process existing = processes.get(request.name());
        if (existing != null && existing.isAlive()) {
            throw new ApiException(409, "domain '" + request.name() + "' is already running on host '" + host + "'");
        }
        if (processes.values().stream().filter(Process::isAlive).count() >= MAX_DOMAINS) {
            throw new ApiException(409, "host '" + host + "' runs " + MAX_DOMAINS + " domains, the most a node daemon starts");
        }
        String bindAddress = request.bind() == null ? address : request.bind();
        if (request.port() != null && request.port() != 0) {
            ensurePortFree(bindAddress, request.port(), request.name());
        }
        Path domainDir = labDir.resolve("domains").resolve(request.name());
        Files.createDirectories(domainDir);
        Path portFile = domainDir.resolve("port");
        Files.deleteIfExists(portFile);
        Path log = labDir.resolve("logs").resolve(request.name() + ".log");
        List<String> arguments = new ArrayList<>(List.of("--name", request.name(), "--role", request.role().wireName(),
                "--token-file", tokenFile.toString(), "--storage", domainDir.resolve("osgi").toString(),
                "--framework-bundles", frameworkBundles.toString(), "--aeron-dir", driver.directory(),
                "--port", String.valueOf(request.port() == null ? 0 : request.port()),
                "--bind", request.bind() == null ? address : request.bind(),
                "--port-file", portFile.toString(), "--bundle-hosts", bundleHosts));
        if (tlsDir != null) {
            arguments.addAll(List.of("--tls", tlsDir.toString()));
        }
        arguments.addAll(List.of("--clock-file", labDir.resolve(LabClock.FILE).toString(), "--node-daemon-pid",
                String.valueOf(ProcessHandle.current().pid())));
        if (clock.skewNs() != 0) {
            arguments.addAll(List.of("--test-clock-skew-ns", String.valueOf(clock.skewNs())));
        }
        if (request.role() == Role.STAR) {
            arguments.addAll(List.of("--nodes", request.nodes() != null ? request.nodes()
                    : NodeDaemons.entry(host, server.scheme() + "://" + address + ":" + port(), ProcessHandle.current())));
        }
        if (request.quarantineAfter() != null) {
            arguments.addAll(List.of("--quarantine-after", String.valueOf(request.quarantineAfter())));
        }
        int heap = request.role() == Role.STAR ? STAR_HEAP_MEGABYTES : PLANET_HEAP_MEGABYTES;
        Process process = ChildJvm.start(ChildJvm.command(DomainAgent.class, heap, ChildJvm.domainOptions(), arguments), log);
        processes.put(request.name(), process);
        int port;
        try {
            if (!start.started(process)) {
                throw new IOException("the start of domain '" + request.name() + "' was cancelled by a stop request");
            }
            port = ChildJvm.awaitPort(process, portFile, DOMAIN_START_TIMEOUT, "domain '" + request.name() + "'", log);
        } catch (IOException e) {
            // a domain that did not come up (its port taken, cancelled) is not left behind
            processes.remove(request.name(), process);
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            throw new ApiException(start.cancelled() ? 409 : 422, e.getMessage());
        }
        String bound = request.bind() == null ? address : request.bind();
        DomainProcess started = new DomainProcess(request.name(), request.role(), bound, port, process.pid(), true, log.toString(), 0,
                0, "");
        domains.put(request.name(), started);
        if (!start.finish()) {
            domains.remove(request.name(), started);
            processes.remove(request.name(), process);
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            throw new ApiException(409, "the start of domain '" + request.name() + "' was cancelled by a stop request");
        }
        requests.put(request.name(), request);
        process.onExit().thenAccept(ended -> ended(request.name(), ended, log));
        return started;
    }

    /**
     * A domain's process ended. Unless it was stopped on request (or the daemon is closing), it is started again after
     * a back-off (1 s, doubling) up to {@link #maxRestarts} times within {@link #RESTART_WINDOW};
     * after that the daemon reports it ended and leaves it.
     */
    private void ended(String name, Process process, Path log) {
        if (closed.get() || processes.get(name) != process) {
            return;
        }
        String how = "its process " + process.pid() + " " + exitDescription(process.exitValue()) + lastLine(log);
        System.err.println("orrery-node " + host + ": domain '" + name + "': " + how);
        scheduleRestart(name, how);
    }

    private void scheduleRestart(String name, String how) {
        Supervision supervised = supervision.computeIfAbsent(name, n -> new Supervision());
        synchronized (supervised) {
            supervised.lastExit = how;
            long now = System.nanoTime();
            while (!supervised.recent.isEmpty() && now - supervised.recent.peekFirst() > RESTART_WINDOW.toNanos()) {
                supervised.recent.pollFirst();
            }
            if (supervised.recent.size() >= maxRestarts) {
                supervised.lastExit = how + "; not started again: " + supervised.recent.size() + " restarts within "
                        + RESTART_WINDOW.toMinutes() + " minutes";
                System.err.println("orrery-node " + host + ": domain '" + name + "': " + supervised.lastExit);
                return;
            }
            long delay = Math.min(MAX_BACKOFF.toMillis(), FIRST_BACKOFF.toMillis() << supervised.recent.size());
            supervised.recent.addLast(now + TimeUnit.MILLISECONDS.toNanos(delay));
            supervised.pending = restarter.schedule(() -> restart(name, supervised), delay, TimeUnit.MILLISECONDS);
        }
    }

    /** Starts a domain that ended on its own again as it was started. */
    private void restart(String name, Supervision supervised) {
        StartDomain request = requests.get(name);
        DomainProcess known = domains.get(name);
        Process process = processes.get(name);
        if (closed.get() || request == null || known == null || supervision.get(name) != supervised
                || (process != null && process.isAlive())) {
            return;
        }
        // the Star on its port, which the lab's clients know; a Planet as it was asked for (usually any free port: the Star
        // learns the new one from this daemon, and whoever took the old one meanwhile is never called)
        Integer port = request.role() == Role.STAR ? Integer.valueOf(known.port()) : request.port();
        String bindAddress = request.bind() == null ? address : request.bind();
        if (port != null && port != 0 && !portFree(bindAddress, port)) {
            // another process holds the port meanwhile: the domain waits for it, without spending a restart on it
            synchronized (supervised) {
                String waiting = "; waiting for port " + port + ", which another process holds";
                if (!supervised.lastExit.endsWith(waiting)) {
                    supervised.lastExit += waiting;
                }
                supervised.pending = restarter.schedule(() -> restart(name, supervised), PORT_WAIT.toMillis(), TimeUnit.MILLISECONDS);
            }
            return;
        }
        synchronized (supervised) {
            supervised.pending = null;
            supervised.restarts++;
        }
        StartDomain again = new StartDomain(name, request.role(), port, request.bind(), request.quarantineAfter(), request.nodes());
        try {
            startDomain(again);
            System.err.println("orrery-node " + host + ": domain '" + name + "' started again (restart " + supervised.restarts + ")");
        } catch (IOException | RuntimeException e) {
            if (supervision.get(name) == supervised && requests.containsKey(name)) {
                scheduleRestart(name, "it could not be started again: " + e.getMessage());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static String exitDescription(int exitValue) {
        return exitValue > 128 && exitValue < 160 ? "was killed by signal " + (exitValue - 128) : "exited with code " + exitValue;
    }

    /** "; its log ends: ..." with the last line of {@code log}, or nothing when it cannot be read. */
    private static String lastLine(Path log) {
        try (java.io.RandomAccessFile file = new java.io.RandomAccessFile(log.toFile(), "r")) {
            long from = Math.max(0, file.length() - 4096);
            byte[] tail = new byte[(int) (file.length() - from)];
            file.seek(from);
            file.readFully(tail);
            String[] lines = new String(tail, StandardCharsets.UTF_8).strip().split("\\R");
            String last = lines[lines.length - 1].strip();
            return last.isEmpty() ? "" : "; its log ends: " + (last.length() > 300 ? last.substring(0, 300) + "…" : last);
        } catch (IOException e) {
            return "";
        }
    }

    /**
     * Stops a running domain, or cancels its start when it is being started (whoever asked for the start may have
     * given up waiting); the answer's exit code is -1 for a cancelled start.
     */
    private DomainStopped stopDomain(String name) throws InterruptedException {
        Start start = starting.get(name);
        if (start != null && start.cancel()) {
            return new DomainStopped(name, -1);
        }
        Process process = processes.remove(name);
        DomainProcess known = domains.remove(name);
        requests.remove(name);
        Supervision supervised = supervision.remove(name);
        if (supervised != null) {
            synchronized (supervised) {
                if (supervised.pending != null) {
                    supervised.pending.cancel(false);
                }
            }
        }
        if (process == null || known == null) {
            throw new ApiException(404, "host '" + host + "' runs no domain '" + name + "'");
        }
        stop(process, known);
        return new DomainStopped(name, process.isAlive() ? -1 : process.exitValue());
    }

    private void stop(Process process, DomainProcess known) throws InterruptedException {
        if (process.isAlive()) {
            try {
                client.exchange("POST", server.scheme() + "://" + address + ":" + known.port() + "/v1/shutdown", null,
                        SHUTDOWN_TIMEOUT);
            } catch (ControlException e) {
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
     * Stops every domain the daemon started: all are asked at once and then waited for (one after another, a lab of many
     * domains took a second or more per domain); interrupted, it ends those still going.
     */
    private void stopDomains() throws InterruptedException {
        Map<Process, Thread> stopping = new java.util.LinkedHashMap<>();
        for (String name : List.copyOf(processes.keySet())) {
            Process process = processes.remove(name);
            DomainProcess known = domains.remove(name);
            if (process != null && known != null) {
                Thread thread = new Thread(() -> {
                    try {
                        stop(process, known);
                    } catch (InterruptedException e) {
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

    /** Refuses (409) a control port that something on this host listens on already, naming the domain when it is one. */
    private void ensurePortFree(String bindAddress, int port, String forDomain) throws IOException {
        if (port < 1 || port > 65535) {
            throw new ApiException(400, "port must be within 1..65535, not " + port);
        }
        if (!portFree(bindAddress, port)) {
            String holder = domains.values().stream().filter(d -> d.port() == port).map(d -> "by domain '" + d.name() + "'")
                    .findFirst().orElse("by another process");
            throw new ApiException(409, "port " + port + " on " + bindAddress + " is in use (" + holder + "); domain '" + forDomain
                    + "' was not started");
        }
    }

    /** Whether a domain could listen on {@code port} of {@code bindAddress} now (as far as a bind tells). */
    private static boolean portFree(String bindAddress, int port) {
        try (java.net.ServerSocket probe = new java.net.ServerSocket()) {
            probe.setReuseAddress(true);
            probe.bind(new java.net.InetSocketAddress(java.net.InetAddress.getByName(bindAddress), port));
            return true;
        } catch (@SuppressWarnings("unused") java.net.BindException e) {
            return false;
        } catch (@SuppressWarnings("unused") IOException e) {
            // not a port held by another: the start itself reports what is wrong
            return true;
        }
    }

    /** A UDP port free on this host's address now, for a connection that arrives here from another host. */
    private int freeUdpPort() throws IOException {
        try (java.net.DatagramSocket socket = new java.net.DatagramSocket(0, java.net.InetAddress.getByName(address))) {
            return socket.getLocalPort();
        }
    }


    public void awaitShutdown() throws InterruptedException {
        stopped.await();
    }

    /** Stops every domain the daemon started, then the control server and the media driver; safe to call twice. */
    @Override
    public void close() {
        if (closed.getAndSet(true)) {
            return;
        }
        restarter.shutdownNow();
        if (rehearsal != null) {
            rehearsal.destroyForcibly();
        }
        try {
            stopDomains();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            server.close();
            driver.close();
            try {
                Files.deleteIfExists(labDir.resolve(MEDIA_DRIVER_FILE));
            } catch (IOException e) {
                System.err.println("orrery-node " + host + ": " + e.getMessage());
            }
        }
    }

    /** {@code orrery-node}: the node daemon of one host. */
    @Command(name = "orrery-node", mixinStandardHelpOptions = true, description = "The node daemon of one host.")
    static final class Launch implements Callable<Integer> {

        @Option(names = "--host", required = true, description = "the host's name in the lab")
        String host;
        @Option(names = "--lab-dir", required = true, description = "the host's lab directory (logs, domains)")
        Path labDir;
        @Mixin
        LaunchOptions launch;
        @Option(names = "--address", description = "the host's lab address")
        String address = "127.0.0.1";
        @Option(names = "--max-restarts", description = "how often a domain that ended on its own is started again within "
                + "ten minutes (default ${DEFAULT-VALUE}; 0: never)")
        int maxRestarts = DEFAULT_MAX_RESTARTS;
        @Option(names = "--test-clock-skew-ms", hidden = true,
                description = "for tests only: this host's clock (and its domains') runs this many milliseconds ahead")
        long clockSkewMs;

        @Override
        public Integer call() throws Exception {
            NodeDaemon daemon = new NodeDaemon(host, address, launch.port, labDir, launch.tokenFile, launch.frameworkBundles,
                    launch.bundleHosts, maxRestarts, launch.tlsDir, TimeUnit.MILLISECONDS.toNanos(clockSkewMs));
            Runtime.getRuntime().addShutdownHook(new Thread(daemon::close, "orrery-node-shutdown"));
            launch.announce(daemon.port());
            System.out.println("orrery-node " + host + " listening on port " + daemon.port() + ", media driver in "
                    + daemon.aeronDirectory());
            daemon.awaitShutdown();
            daemon.close();
            return 0;
        }
    }

    public static void main(String[] args) {
        System.exit(PlainArguments.execute(Launch::new, args));
    }
}
