package org.orrery.agent.node;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import org.orrery.agent.control.ApiException;
import org.orrery.agent.control.ControlServer;
import org.orrery.agent.domain.LaunchOptions;
import org.orrery.agent.domain.PlainArguments;
import org.orrery.agent.engine.NetworkLink;
import org.orrery.agent.host.LabClock;
import org.orrery.agent.log.AgentLog;
import org.orrery.agent.log.LogFiles;
import org.orrery.agent.log.LogReader;
import org.orrery.agent.transport.HostMediaDriver;
import org.orrery.agent.transport.LeftOverDriver;
import org.orrery.control.api.LogApi;
import org.orrery.control.api.LogApi.LogPage;
import org.orrery.control.api.LogApi.LogRequest;
import org.orrery.control.api.NodeApi.ClockOffset;
import org.orrery.control.api.NodeApi.DomainProcess;
import org.orrery.control.api.NodeApi.DomainStopped;
import org.orrery.control.api.NodeApi.HostLatency;
import org.orrery.control.api.NodeApi.HostStatus;
import org.orrery.control.api.NodeApi.StartDomain;
import org.orrery.control.api.Role;
import org.orrery.control.client.ControlClient;
import org.orrery.control.client.LabTls;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import com.sun.management.OperatingSystemMXBean;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The node daemon of a host ("domain 0"): runs the host's Aeron media driver, starts and stops domain agent processes
 * on request ({@link DomainLauncher}), starts those that end on their own again ({@link RestartPolicy}), holds the
 * host's offset to the Star's clock, and reports the host's and its domains' CPU and memory.
 */
public final class NodeDaemon implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(NodeDaemon.class);

    /** The file in the lab directory that names the media driver's directory, for the lab tool. */
    public static final String MEDIA_DRIVER_FILE = "media-driver";
    /** The largest clock offset a node daemon takes (about a century, in nanoseconds). */
    static final long MAX_CLOCK_OFFSET_NS = 3_200_000_000_000_000_000L;
    /** The largest uncertainty of a clock offset it takes (a minute). */
    static final long MAX_CLOCK_UNCERTAINTY_NS = 60_000_000_000L;
    private final NodeSettings settings;
    /**
     * The host's clock and its offset to the Star's, which the Star measures and the domains read from the lab
     * directory.
     */
    private final LabClock clock;
    private volatile ClockOffset clockOffset;
    private final HostMediaDriver driver;
    /** The domain agent started to make the class data archive, or null (see {@link ArchiveRehearsal}). */
    private final Process rehearsal;
    private final ControlServer server;
    private final DomainLauncher launcher;
    private final RestartPolicy restarts;
    /** The restart scheduled for each domain that ended on its own. */
    private final Map<String, ScheduledFuture<?>> pendingRestarts = new ConcurrentHashMap<>();
    private final CountDownLatch stopped = new CountDownLatch(1);
    private final AtomicBoolean closed = new AtomicBoolean();
    private final ScheduledExecutorService restarter = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread thread = new Thread(r, "orrery-node-restart");
        thread.setDaemon(true);
        return thread;
    });

    /**
     * Starts a node daemon: its media driver and its control server; with {@code tlsDir} in the settings it and its
     * domains speak TLS, else plain HTTP on loopback.
     */
    public NodeDaemon(NodeSettings settings) throws Exception {
        this.settings = settings;
        this.clock = new LabClock(settings.clockSkewNs());
        this.restarts = new RestartPolicy(settings.maxRestarts(), settings.firstRestart(), System::nanoTime);
        Path labDir = settings.labDir();
        LabTls tls = settings.tlsDir() == null ? null : LabTls.load(settings.tlsDir());
        Files.createDirectories(labDir.resolve("logs"));
        // what a daemon of this lab directory killed before it stopped left in shared memory (when it is its own)
        String leftAlone = LeftOverDriver.remove(mediaDriverDirectory(labDir), settings.host());
        if (leftAlone != null) {
            LOG.warn(leftAlone);
        }
        this.driver = HostMediaDriver.launch(HostMediaDriver.prefix(settings.host()));
        try {
            Files.writeString(labDir.resolve(MEDIA_DRIVER_FILE), driver.directory(), StandardCharsets.UTF_8);
            String token = Files.readString(settings.tokenFile(), StandardCharsets.UTF_8).strip();
            this.server = new ControlServer(settings.address(), settings.port(), token, tls);
            this.launcher = new DomainLauncher(settings, driver.directory(), new ControlClient(token, tls),
                    server.scheme(), () -> server.scheme() + "://" + settings.address() + ":" + port(), this::ended);
            NodeRoutes.register(server, this);
            server.start();
        } catch (Exception e) {
            // a daemon that does not come up leaves no driver directory behind
            driver.close();
            throw e;
        }
        rehearsal = ArchiveRehearsal.startIfNeeded(settings.host(), labDir, settings.tokenFile(),
                settings.frameworkBundles(), driver.directory());
    }

    /**
     * The media driver directory the node daemon of {@code labDir} runs, as it wrote it there; null if it wrote none.
     */
    public static String mediaDriverDirectory(Path labDir) throws IOException {
        Path named = labDir.resolve(MEDIA_DRIVER_FILE);
        return Files.exists(named) ? Files.readString(named, StandardCharsets.UTF_8).strip() : null;
    }

    NodeSettings settings() {
        return settings;
    }

    public int port() {
        return server.port();
    }

    /** The routes as {@code METHOD /path/{parameter}}, for checking them against the OpenAPI document. */
    public List<String> routeTemplates() {
        return server.routeTemplates();
    }

    public String aeronDirectory() {
        return driver.directory();
    }

    HostStatus status() {
        List<DomainProcess> list = new ArrayList<>();
        for (DomainProcess known : launcher.domains()) {
            Process process = launcher.process(known.name());
            // alive only as the process it names: one being started again is not vouched for until its port is known
            double cpu = process == null ? 0
                    : process.info().totalCpuDuration().map(d -> d.toNanos() / 1e9).orElse(0.0);
            list.add(new DomainProcess(known.name(), known.role(), known.address(), known.port(), known.pid(),
                    process != null && process.isAlive() && process.pid() == known.pid(), known.log(), cpu,
                    restarts.restarts(known.name()), restarts.lastExit(known.name()), known.group()));
        }
        list.sort((a, b) -> a.name().compareTo(b.name()));
        OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        return new HostStatus(settings.host(), settings.address(), os.getAvailableProcessors(),
                os.getSystemLoadAverage(), os.getTotalMemorySize(), os.getFreeMemorySize(), driver.directory(), list,
                clockOffset, HostFacts.JDK, HostFacts.OS, HostFacts.CPU, HostFacts.RUNTIME);
    }

    long clockNow() {
        return clock.hostNow();
    }

    /** Takes the host's offset to the Star's clock, for itself and, through the lab directory, for its domains. */
    ClockOffset setClock(ClockOffset offset) throws IOException {
        // monotonic clocks of different machines start anywhere (at boot, say): any offset of a century or less is
        // plausible, and the bound keeps the corrected clock far from overflowing
        if (Math.abs(offset.offsetNs()) > MAX_CLOCK_OFFSET_NS) {
            throw new ApiException(400, "offsetNs must be within ±" + MAX_CLOCK_OFFSET_NS + " (about a century)");
        }
        if (offset.uncertaintyNs() < 0 || offset.uncertaintyNs() > MAX_CLOCK_UNCERTAINTY_NS) {
            throw new ApiException(400, "uncertaintyNs must be within 0.." + MAX_CLOCK_UNCERTAINTY_NS + " (a minute)");
        }
        clock.set(offset.offsetNs(), offset.uncertaintyNs());
        clock.write(settings.labDir());
        clockOffset = offset;
        return offset;
    }

    void latencyProfile(HostLatency latency) {
        driver.latencyProfile(latency.latencyProfile());
    }

    int freeUdpPort() throws IOException {
        return HostPorts.freeUdp(settings.address());
    }

    DomainProcess startDomain(StartDomain request) throws IOException, InterruptedException {
        return launcher.start(request);
    }

    /** Stops a domain (or cancels its start) and forgets its restarts. */
    DomainStopped stopDomain(String name) throws InterruptedException {
        restarts.forget(name);
        ScheduledFuture<?> pending = pendingRestarts.remove(name);
        if (pending != null) {
            pending.cancel(false);
        }
        return launcher.stop(name);
    }

    /**
     * Kills a domain's process as a crash would (fault injection: {@code POST /v1/domains/NAME/kill}); the restart
     * policy then treats it as a domain that ended on its own.
     */
    DomainStopped killDomain(String name) throws InterruptedException {
        log(name, "killed on request");
        return launcher.kill(name);
    }

    void shutdownRequested() {
        stopped.countDown();
    }

    /**
     * A domain's process ended. Unless it was stopped on request (or the daemon is closing), the restart policy decides
     * whether and when it is started again; after the last restart it allows, the daemon reports it ended and leaves
     * it.
     */
    private void ended(StartDomain request, Process process) {
        if (closed.get() || launcher.process(request.name()) != process) {
            return;
        }
        String how = "its process " + process.pid() + " " + exitDescription(process.exitValue())
                + lastLine(lastWritten(launcher.log(request.name())));
        log(request.name(), how);
        scheduleRestart(request, how);
    }

    private void scheduleRestart(StartDomain request, String how) {
        RestartPolicy.Decision decision = restarts.ended(request.name(), how);
        if (!decision.restart()) {
            log(request.name(), decision.lastExit());
            return;
        }
        schedule(request, decision.delay());
    }

    private void schedule(StartDomain request, Duration delay) {
        pendingRestarts.put(request.name(),
                restarter.schedule(() -> restart(request), delay.toMillis(), TimeUnit.MILLISECONDS));
    }

    /** Starts a domain that ended on its own again as it was started, unless it was stopped or started meanwhile. */
    private void restart(StartDomain request) {
        String name = request.name();
        DomainProcess known = launcher.domain(name);
        Process process = launcher.process(name);
        if (closed.get() || launcher.request(name) != request || known == null
                || (process != null && process.isAlive())) {
            return;
        }
        // the Star on its port, which the lab's clients know; a Planet as it was asked for (usually any free port: the
        // Star
        // learns the new one from this daemon, and whoever took the old one meanwhile is never called)
        Integer port = request.role() == Role.STAR ? Integer.valueOf(known.port()) : request.port();
        if (port != null && port != 0 && !HostPorts.tcpFree(launcher.bindAddress(request), port)) {
            // another process holds the port meanwhile: the domain waits for it, without spending a restart on it
            restarts.waitingForPort(name, port);
            schedule(request, settings.firstRestart().multipliedBy(2));
            return;
        }
        pendingRestarts.remove(name);
        int restart = restarts.restarting(name);
        StartDomain again = new StartDomain(name, request.role(), port, request.bind(), request.quarantineAfter(),
                request.nodes(), request.group());
        try {
            launcher.start(again);
            log(name, "started again (restart " + restart + ")");
        } catch (IOException | RuntimeException e) {
            if (launcher.request(name) == request) {
                scheduleRestart(request, "it could not be started again: " + e.getMessage());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * A page of domain {@code name}'s log as this host keeps it (its own file, or its shared domain host's lines of
     * it); 404 when the host keeps none of that name.
     */
    public LogPage log(String name, LogRequest request) throws IOException {
        Path file = launcher.log(name);
        if (!Files.exists(file) && !Files.exists(LogFiles.rolled(file, 1))) {
            throw new ApiException(404, "host " + settings.host() + " keeps no log of domain '" + name + "'");
        }
        Instant since;
        try {
            since = request.since() == null ? null : Instant.parse(request.since());
        } catch (DateTimeParseException e) {
            throw new ApiException(400, "since: '" + request.since() + "' is not an ISO-8601 time");
        }
        try {
            LogReader reader = new LogReader(file, AgentLog.KEPT);
            LogReader.Page page = request.tail() != null ? reader.tail(name, within(request.tail()))
                    : reader.read(name, since, request.cursor(),
                            request.max() == null ? LogApi.MAX_ENTRIES : within(request.max()));
            return new LogPage(name, settings.host(), page.entries(), page.cursor(), page.more(), page.skipped());
        } catch (IllegalArgumentException e) {
            throw new ApiException(400, e.getMessage());
        }
    }

    /** {@code count} within 1 and a page's most entries. */
    private static int within(int count) {
        return Math.max(1, Math.min(count, LogApi.MAX_ENTRIES));
    }

    private void log(String domain, String what) {
        LOG.warn("domain '{}': {}", domain, what);
    }

    private static String exitDescription(int exitValue) {
        return exitValue > 128 && exitValue < 160 ? "was killed by signal " + (exitValue - 128)
                : "exited with code " + exitValue;
    }

    /** The log, or its console file when that was written later (the JVM's own last words). */
    private static Path lastWritten(Path log) {
        Path console = LogFiles.console(log);
        try {
            return Files.exists(console) && (!Files.exists(log)
                    || Files.getLastModifiedTime(console).compareTo(Files.getLastModifiedTime(log)) > 0) ? console
                            : log;
        } catch (@SuppressWarnings("unused") IOException e) {
            return log;
        }
    }

    /** "; its log ends: ..." with the last line of {@code log}, or nothing when it cannot be read. */
    private static String lastLine(Path log) {
        try (RandomAccessFile file = new RandomAccessFile(log.toFile(), "r")) {
            long from = Math.max(0, file.length() - 4096);
            byte[] tail = new byte[(int) (file.length() - from)];
            file.seek(from);
            file.readFully(tail);
            String[] lines = new String(tail, StandardCharsets.UTF_8).strip().split("\\R");
            String last = lines[lines.length - 1].strip();
            return last.isEmpty() ? ""
                    : "; its log ends: " + (last.length() > 300 ? last.substring(0, 300) + "…" : last);
        } catch (@SuppressWarnings("unused") IOException e) {
            return "";
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
            launcher.stopAll();
        } catch (@SuppressWarnings("unused") InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            try {
                NetworkLink.removeLeftOver();
            } catch (IOException e) {
                LOG.warn("links left on the lab's interface: {}", e.getMessage());
            }
            server.close();
            driver.close();
            try {
                Files.deleteIfExists(settings.labDir().resolve(MEDIA_DRIVER_FILE));
            } catch (IOException e) {
                LOG.warn("{}", e.getMessage());
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
        @Option(names = "--max-restarts", description = "how often a domain that ended on its own is started again "
                + "within " + "ten minutes (default ${DEFAULT-VALUE}; 0: never)")
        int maxRestarts = RestartPolicy.DEFAULT_MAX_RESTARTS;
        @Option(names = "--first-restart-ms", description = "how long the first restart of a domain that ended on its "
                + "own waits, in ms (default ${DEFAULT-VALUE}; it doubles with each restart, up to 30 s; a domain "
                + "waiting for its port asks again at twice it)")
        long firstRestartMs = RestartPolicy.FIRST_BACKOFF.toMillis();
        @Option(names = "--test-clock-skew-ms", hidden = true, description = "for tests only: this host's clock (and "
                + "its domains') runs this many milliseconds ahead")
        long clockSkewMs;

        @Override
        public Integer call() throws Exception {
            launch.startLog("node-" + host);
            NodeDaemon daemon = new NodeDaemon(new NodeSettings(host, address, launch.port, labDir, launch.tokenFile,
                    launch.frameworkBundles, launch.bundleHosts, maxRestarts, Duration.ofMillis(firstRestartMs),
                    launch.tlsDir, TimeUnit.MILLISECONDS.toNanos(clockSkewMs)));
            Runtime.getRuntime().addShutdownHook(new Thread(daemon::close, "orrery-node-shutdown"));
            launch.announce(daemon.port());
            LOG.info("node daemon of host {} listening on port {}, media driver in {}", host, daemon.port(),
                    daemon.aeronDirectory());
            daemon.awaitShutdown();
            daemon.close();
            return 0;
        }
    }

    public static void main(String[] args) {
        System.exit(PlainArguments.execute(Launch::new, args));
    }
}
