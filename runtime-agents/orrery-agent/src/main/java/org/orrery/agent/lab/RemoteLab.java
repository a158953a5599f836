package org.orrery.agent.lab;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.apache.sshd.client.SshClient;
import org.orrery.agent.lab.SshHost.HostException;
import org.orrery.agent.log.AgentLog;
import org.orrery.control.api.NodeApi.DomainProcess;
import org.orrery.control.api.NodeApi.StartDomain;
import org.orrery.control.api.Role;
import org.orrery.control.client.ControlClient;
import org.orrery.control.client.ControlException;
import org.orrery.control.client.LabTls;
import org.orrery.control.client.NodeDaemonProxy;
import org.orrery.control.lab.LabDescription;
import org.orrery.control.lab.LabDirectory;
import org.orrery.control.util.Sha256;

/**
 * A lab of the user's own machines, from a {@link LabFile}: {@code lab start --file} reaches each host over SSH, finds
 * a JDK 17+ there, uploads the runtime distribution when its SHA-256 differs from the one installed, writes the lab's
 * credentials (token, TLS key and certificate, owner-only), starts the node daemon detached (its pid and start time
 * recorded) and waits for it; then the Star host's node daemon starts the Star. Everything is told step by step; a host
 * that fails is one line naming it and the cause, and the hosts already started are stopped again. {@code lab stop}
 * asks each node daemon to stop (over TLS), then makes sure over SSH that its process ended, ending it only while it is
 * still the process that was started, and removes the lab's credentials from the host.
 */
public final class RemoteLab {

    static final Duration COMMAND_TIMEOUT = Duration.ofSeconds(60);
    static final Duration UPLOAD_TIMEOUT = Duration.ofMinutes(10);
    static final Duration NODE_START_TIMEOUT = Duration.ofSeconds(60);
    /**
     * How long a node daemon asked to stop is waited for before it is killed: its own stop takes up to 25 s when a
     * domain does not answer (DomainLauncher: 5 s to ask, 10 s to wait, 5 s after SIGTERM, 5 s after SIGKILL), then its
     * driver closes and its JVM exits, slowly on a busy host.
     */
    static final Duration NODE_STOP_TIMEOUT = Duration.ofSeconds(60);
    static final Duration CALL_TIMEOUT = Duration.ofSeconds(60);
    /** A node daemon answers a stop request at once and stops after; one that does not is waited for and killed. */
    static final Duration STOP_CALL_TIMEOUT = Duration.ofSeconds(10);
    /** The node daemon gives a domain 60 s to come up; the Star's start is given that and time to be answered. */
    static final Duration STAR_START_TIMEOUT = Duration.ofSeconds(120);
    /** The oldest JDK the runtime runs on. */
    static final int MIN_JDK = 17;
    /** The copy of the lab file the lab directory keeps, which stop and status read. */
    static final String LAB_FILE_COPY = "lab.yaml";
    /** The main class a node daemon's command line names, checked before it is signalled. */
    static final String NODE_MAIN = "org.orrery.agent.node.NodeDaemon";

    private final LabDirectory files;
    private final PrintStream out;
    private final Path runtimeHome;

    public RemoteLab(LabDirectory files, PrintStream out, Path runtimeHome) {
        this.files = files;
        this.out = out;
        this.runtimeHome = runtimeHome;
    }

    /** A node daemon started on a host: what lab.json records and stop needs. */
    record Started(LabFile.Host host, String installDir, long pid, long startTicks, int port, HostProbe probe) {
    }

    /**
     * Starts the lab {@code labFile} describes; {@code acceptNewHostKeys} adds any unknown host key to the known hosts,
     * {@code acceptedKeys} those of these fingerprints only. Each key added is reported.
     */
    public void start(LabFile lab, boolean acceptNewHostKeys, Set<String> acceptedKeys, String bundleHosts)
            throws IOException, InterruptedException {
        if (files.read() != null) {
            throw new IOException("a lab is already set up in " + files.dir() + "; stop it first (./orrery lab stop)");
        }
        Path archive = runtimeArchive();
        String sha = Sha256.of(archive);
        RuntimeFiles runtimeFiles = RuntimeFiles.ofArchive(archive);
        String token = files.newToken();
        Files.createDirectories(files.logs());
        Files.copy(lab.file(), files.dir().resolve(LAB_FILE_COPY), StandardCopyOption.REPLACE_EXISTING);
        LabAuthority authority = LabAuthority.create(files.dir().getFileName().toString());
        authority.writeCertificate(files.dir());
        LabTls tls = LabTls.load(files.dir());
        ControlClient client = new ControlClient(token, tls);
        HostKeys keys = new HostKeys(lab.knownHosts(), acceptNewHostKeys, acceptedKeys);
        out.println("lab of " + lab.hosts().size() + " hosts from " + lab.file() + "; runtime " + archive.getFileName()
                + " (sha256 " + sha.substring(0, 12) + "…, " + (Files.size(archive) >> 20) + " MiB)");
        List<Started> started = new ArrayList<>();
        SshClient ssh = sshClient(keys);
        ExecutorService pool = hostPool(lab.hosts().size());
        try {
            Map<LabFile.Host, Future<Started>> starts = new LinkedHashMap<>();
            for (LabFile.Host host : lab.hosts()) {
                starts.put(host, pool.submit(() -> startHost(ssh, keys, lab, host, archive, sha, runtimeFiles, token,
                        authority, bundleHosts)));
            }
            List<String> failures = new ArrayList<>();
            for (Map.Entry<LabFile.Host, Future<Started>> entry : starts.entrySet()) {
                try {
                    started.add(entry.getValue().get());
                } catch (ExecutionException e) {
                    failures.add(e.getCause() instanceof HostException ? e.getCause().getMessage()
                            : "host " + entry.getKey().name() + ": " + e.getCause());
                }
            }
            for (LabFile.Host host : lab.hosts()) {
                String fingerprint = keys.accepted(host);
                if (fingerprint != null) {
                    out.println("host " + host.name() + " (" + host.address() + ":" + host.sshPort()
                            + "): accepted SSH host key " + fingerprint + ", added to " + keys.file());
                }
            }
            if (!failures.isEmpty()) {
                failures.forEach(f -> out.println("FAILED " + f));
                throw new IOException(failures.size() == 1 ? failures.get(0)
                        : failures.size() + " hosts could not be started: " + String.join("; ", failures));
            }
            List<LabDescription.Node> nodes = new ArrayList<>();
            StringBuilder nodeList = new StringBuilder();
            for (Started node : started) {
                String url = "https://" + urlHost(node.host().address()) + ":" + node.port();
                nodes.add(new LabDescription.Node(node.host().name(), url, node.pid(), node.startTicks(), null,
                        node.host().sshTarget()));
                nodeList.append(nodeList.length() == 0 ? "" : ",").append(node.host().name()).append('=').append(url);
            }
            String starNodeUrl = nodes.stream()
                    .filter(n -> n.host().equals(lab.star()))
                    .findFirst()
                    .orElseThrow()
                    .url();
            LabDescription pending = new LabDescription(nodes, "star", null, lab.namespace(), List.of(), null,
                    files.dir().resolve(LAB_FILE_COPY).toString());
            files.write(pending);
            DomainProcess star;
            try {
                // a node daemon just up on a loaded host may take longer than the connect timeout over its first TLS
                // handshakes: a call that never reached it is made again
                star = new NodeDaemonProxy(client, starNodeUrl, STAR_START_TIMEOUT)
                        .startDomain(new StartDomain("star", Role.STAR, null, null, null, nodeList.toString()));
            } catch (ControlException e) {
                keepThreads(ssh, keys, started, lab.star());
                throw new IOException("the Star did not start on host " + lab.star() + ": " + e.getMessage(), e);
            }
            String starUrl = "https://" + urlHost(lab.starHost().address()) + ":" + star.port();
            files.write(new LabDescription(nodes, "star", starUrl, lab.namespace(), List.of(), null,
                    files.dir().resolve(LAB_FILE_COPY).toString()));
            out.println("lab started in " + files.dir() + " (TLS with the lab's own authority, "
                    + files.dir().resolve(LabTls.CA) + ")");
            for (LabDescription.Node node : nodes) {
                out.println("  node daemon  " + node.host() + "  " + node.url() + "  (pid " + node.pid() + " there)");
            }
            out.println("  Star         star   " + starUrl + "  (pid " + star.pid() + " on " + lab.star() + ")");
        } catch (IOException | RuntimeException e) {
            if (!started.isEmpty()) {
                out.println(started.size() == 1 ? "stopping the host already started"
                        : "stopping the " + started.size() + " hosts already started");
                for (Started node : started) {
                    stopHost(ssh, keys, node.host(), node.installDir(), node.pid(), node.startTicks(),
                            "https://" + urlHost(node.host().address()) + ":" + node.port(), client);
                }
            }
            files.forget();
            Files.deleteIfExists(files.dir().resolve(LabTls.CA));
            throw e;
        } finally {
            pool.shutdownNow();
            ssh.stop();
        }
    }

    /** One host's part of the start; each step is told as it is done. */
    private Started startHost(SshClient ssh, HostKeys keys, LabFile lab, LabFile.Host host, Path archive, String sha,
            RuntimeFiles runtimeFiles, String token, LabAuthority authority, String bundleHosts)
            throws HostException, IOException {
        try (SshHost remote = connectOne(ssh, keys, host)) {
            tell(host, "connected over SSH as " + host.user());
            HostProbe probe = HostProbe.of(remote, host);
            String dir = probe.installDir();
            if (!probe.unsafe().isEmpty()) {
                throw new HostException(host,
                        "the install directory " + dir + " is not safe to run the lab's code from: "
                                + String.join("; ", probe.unsafe())
                                + ". Choose another installDir, or let no other user write to it "
                                + "or to the folders above it");
            }
            if (probe.runningPid() != null) {
                throw new HostException(host, "a node daemon of another lab runs there already (pid "
                        + probe.runningPid() + ", " + dir + "/lab); stop that lab first");
            }
            if (probe.javaHome() == null) {
                throw new HostException(host, probe.javaFound().isEmpty()
                        ? "no JDK found (JAVA_HOME unset, no java on the PATH, none under /usr/lib/jvm); install a JDK "
                                + MIN_JDK + " or newer"
                        : "no JDK " + MIN_JDK + " or newer: found " + probe.javaFound());
            }
            tell(host, probe.os() + " " + probe.arch() + ", " + probe.cpus() + " cores, JDK " + probe.javaMajor()
                    + " at " + probe.javaHome());
            String differences = probe.installed() == null ? null : runtimeFiles.differences(probe.installed());
            if (differences != null && differences.isEmpty()) {
                tell(host, "runtime up to date in " + dir + "/runtime (its " + runtimeFiles.hashes().size()
                        + " files as in sha256 " + sha.substring(0, 12) + "…), not uploaded");
            } else {
                if (differences != null) {
                    tell(host, "runtime in " + dir + "/runtime differs from this one (" + differences
                            + "); uploading it again");
                }
                long needKiB = 3 * (Files.size(archive) >> 10) + 65_536;
                if (probe.freeKiB() >= 0 && probe.freeKiB() < needKiB) {
                    throw new HostException(host, "not enough disk space in " + dir + ": " + (probe.freeKiB() >> 10)
                            + " MiB free, " + (needKiB >> 10) + " MiB needed");
                }
                remote.upload(archive, dir + "/runtime.tar.gz.part");
                // an earlier runtime is replaced only when it is one a lab installed (its node daemon's script inside,
                // no link); the new one is unpacked in a fresh folder of its own first
                remote.runOrFail("cd " + HostProbe.quote(dir) + " || exit 1; if [ -e runtime ] || [ -L runtime ]; then"
                        + " if [ -L runtime ] || [ ! -f runtime/bin/orrery-node ]; then"
                        + " echo \"$PWD/runtime is not a runtime a lab installed; it was left alone: move it away or "
                        + "choose" + " another installDir\" >&2; exit 1; fi; fi;"
                        + " new=$(mktemp -d runtime.new.XXXXXX) && tar xzf runtime.tar.gz.part -C \"$new\""
                        + " && rm -rf runtime && mv \"$new\" runtime && rm -f runtime.tar.gz.part runtime.sha256"
                        + " && printf '%s\\n' " + sha + " > runtime.sha256", null, UPLOAD_TIMEOUT,
                        "unpacking the runtime failed");
                tell(host, "runtime uploaded and unpacked in " + dir + "/runtime (" + (Files.size(archive) >> 20)
                        + " MiB, sha256 " + sha.substring(0, 12) + "…)");
            }
            String labDir = dir + "/lab";
            LabAuthority.HostCredentials credentials = authority.issue(host.name(), host.address());
            remote.runOrFail("umask 077 && mkdir -p " + HostProbe.quote(labDir) + "/logs && chmod 700 "
                    + HostProbe.quote(labDir), null, COMMAND_TIMEOUT, "the lab directory could not be made");
            writePrivate(remote, labDir + "/token", token);
            writePrivate(remote, labDir + "/" + LabTls.KEY, credentials.keyPem());
            writePrivate(remote, labDir + "/" + LabTls.CERT, credentials.certificatePem());
            writePrivate(remote, labDir + "/" + LabTls.CA, authority.certificatePem());
            tell(host, "lab token and TLS key written (owner-only) in " + labDir);
            // the daemon alone goes to the background, detached from the SSH session (its own session, no terminal, its
            // output in its log), so that the command ends at once
            String start = "cd " + HostProbe.quote(labDir) + " && rm -f node.port node.pid || exit 1; JAVA_HOME="
                    + HostProbe.quote(probe.javaHome()) + linkDevice(host) + " setsid nohup "
                    + HostProbe.quote(dir + "/runtime/bin/orrery-node") + " --host " + host.name() + " --address "
                    + host.address() + " --port " + lab.nodePort() + " --lab-dir " + HostProbe.quote(labDir)
                    + " --token-file " + HostProbe.quote(labDir + "/token") + " --tls " + HostProbe.quote(labDir)
                    + " --port-file " + HostProbe.quote(labDir + "/node.port") + " --bundle-hosts "
                    + HostProbe.quote(bundleHosts) + " --log-file logs/node.log --log-format "
                    + AgentLog.labFormat().wireName() + " > logs/node.console.log 2>&1 < /dev/null & pid=$!;"
                    + " echo $pid > node.pid;" + " echo pid=$pid; echo ticks=$(cut -d' ' -f22 /proc/$pid/stat)";
            Map<String, String> answer = HostProbe
                    .keyValues(remote.runOrFail(start, null, COMMAND_TIMEOUT, "the node daemon could not be started"));
            long pid = Long.parseLong(answer.get("pid"));
            long ticks = Long.parseLong(answer.getOrDefault("ticks", "0"));
            int port;
            try {
                port = awaitNode(remote, host, labDir, pid);
            } catch (HostException e) {
                // a daemon that does not come up is not left running
                remote.run("[ \"$(cut -d' ' -f22 /proc/" + pid + "/stat 2>/dev/null)\" = \"" + ticks
                        + "\" ] && kill -9 " + pid, null, COMMAND_TIMEOUT);
                throw e;
            }
            tell(host, "node daemon up on port " + port + " (pid " + pid + ")");
            return new Started(host, dir, pid, ticks, port, probe);
        }
    }

    /**
     * Keeps what the node daemon on host {@code name} was doing when a call to it failed: its threads (the JDK's jcmd,
     * run there over SSH) in {@code logs/node-threads.log} of its lab directory, beside its log.
     */
    private void keepThreads(SshClient ssh, HostKeys keys, List<Started> started, String name) {
        for (Started node : started) {
            if (node.host().name().equals(name)) {
                String file = node.installDir() + "/lab/logs/node-threads.log";
                try (SshHost remote = connectOne(ssh, keys, node.host())) {
                    remote.runOrFail(
                            HostProbe.quote(node.probe().javaHome() + "/bin/jcmd") + " " + node.pid()
                                    + " Thread.print > " + HostProbe.quote(file) + " 2>&1",
                            null, COMMAND_TIMEOUT, "jcmd failed (see " + file + ")");
                    tell(node.host(), "the node daemon's threads kept in " + file);
                } catch (HostException e) {
                    tell(node.host(), "the node daemon's threads could not be read: " + e.getMessage());
                }
            }
        }
    }

    /**
     * Connects to one host at a time: a new host key accepted is written to the known-hosts file, and writers at once
     * lost each other's lines.
     */
    private static SshHost connectOne(SshClient ssh, HostKeys keys, LabFile.Host host) throws HostException {
        synchronized (keys) {
            return SshHost.connect(ssh, keys, host);
        }
    }

    /** Waits for the node daemon's port file; a daemon that ends first fails with the end of its log. */
    private static int awaitNode(SshHost remote, LabFile.Host host, String labDir, long pid) throws HostException {
        long deadline = System.nanoTime() + NODE_START_TIMEOUT.toNanos();
        while (System.nanoTime() < deadline) {
            SshHost.Result result = remote.run("cat " + HostProbe.quote(labDir + "/node.port")
                    + " 2>/dev/null; echo; kill -0 " + pid + " 2>/dev/null && echo alive", null, COMMAND_TIMEOUT);
            String text = result.out();
            String port = text.lines().filter(l -> l.matches("\\d+")).findFirst().orElse(null);
            if (port != null) {
                return Integer.parseInt(port);
            }
            if (!text.contains("alive")) {
                String log = remote
                        .run("tail -q -n 5 " + HostProbe.quote(labDir + "/logs/node.console.log") + " "
                                + HostProbe.quote(labDir + "/logs/node.log") + " 2>/dev/null", null, COMMAND_TIMEOUT)
                        .out();
                throw new HostException(host, "the node daemon ended while starting; its log ends: "
                        + log.strip().replaceAll("\\s*\\R\\s*", " | "));
            }
            try {
                Thread.sleep(250);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new HostException(host, "interrupted while waiting for the node daemon");
            }
        }
        throw new HostException(host, "the node daemon did not listen within " + NODE_START_TIMEOUT.toSeconds()
                + " s; see " + labDir + "/logs/node.log there");
    }

    /** Threads for work on {@code hosts} hosts at a time (at most 8), which do not keep the JVM alive. */
    private static ExecutorService hostPool(int hosts) {
        return Executors.newFixedThreadPool(Math.max(1, Math.min(8, hosts)), r -> {
            Thread thread = new Thread(r, "orrery-lab-host");
            thread.setDaemon(true);
            return thread;
        });
    }

    /** Stops the lab the lab directory describes: every node daemon (and with it its domains), then the credentials. */
    public void stop(LabDescription lab) throws IOException {
        LabFile file = LabFile.read(Path.of(lab.labFile()));
        Map<String, LabFile.Host> hosts = file.byName();
        ControlClient client = files.client();
        HostKeys keys = new HostKeys(file.knownHosts(), false, Set.of());
        SshClient ssh = sshClient(keys);
        List<String> problems = new ArrayList<>();
        // the hosts are stopped together: one after another, each waited for its SSH session and its node daemon's end
        ExecutorService pool = hostPool(lab.nodes().size());
        try {
            List<Future<String>> stops = new ArrayList<>();
            for (LabDescription.Node node : lab.nodes()) {
                LabFile.Host host = hosts.get(node.host());
                stops.add(host == null
                        ? CompletableFuture.completedFuture("host " + node.host() + " is not in " + lab.labFile()
                                + " any more; its node daemon was left alone")
                        : pool.submit(() -> stopHost(ssh, keys, host, null, node.pid(), node.startedAtMillis(),
                                node.url(), client)));
            }
            for (Future<String> stop : stops) {
                String problem = stop.get();
                if (problem != null) {
                    problems.add(problem);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while stopping the lab", e);
        } catch (ExecutionException e) {
            throw new IOException("stopping a host failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
            ssh.stop();
        }
        files.forget();
        Files.deleteIfExists(files.dir().resolve(LabTls.CA));
        problems.forEach(p -> out.println("could not clean up: " + p));
        out.println("lab stopped on " + lab.nodes().size() + (lab.nodes().size() == 1 ? " host" : " hosts"));
    }

    /**
     * Stops one host's node daemon: asks it over TLS, waits for its process over SSH, and ends it only while it is the
     * process that was started (same pid, same start time, the node daemon's command line); removes the lab's
     * credentials. Returns what could not be done, or null.
     */
    private String stopHost(SshClient ssh, HostKeys keys, LabFile.Host host, String installDir, long pid, long ticks,
            String url, ControlClient client) {
        try {
            new NodeDaemonProxy(client, url, STOP_CALL_TIMEOUT).shutdown();
        } catch (ControlException e) {
            tell(host, "the node daemon did not answer the stop request (" + e.getMessage() + "); ending it over SSH");
        }
        try (SshHost remote = SshHost.connect(ssh, keys, host)) {
            String dir = installDir != null ? installDir : HostProbe.of(remote, host).installDir();
            String same = "[ \"$(cut -d' ' -f22 /proc/" + pid + "/stat 2>/dev/null)\" = \"" + ticks + "\" ] && grep -q "
                    + NODE_MAIN + " /proc/" + pid + "/cmdline 2>/dev/null";
            String script = String.join("\n",
                    "for i in $(seq 1 " + NODE_STOP_TIMEOUT.toSeconds() * 5 + "); do " + same
                            + " || break; sleep 0.2; done",
                    // the daemon's domains (its children) end with it; what it takes away as it stops (its media
                    // driver's directory in /dev/shm, its links' classes on the lab interface) the runtime's lab tool
                    // does, run on the daemon's own JDK
                    "if " + same + "; then j=$(readlink /proc/" + pid + "/exe); c=$(ps -o pid= --ppid " + pid
                            + " 2>/dev/null | tr '\\n' ' '); kill -9 " + pid
                            + " $c; echo killed; JAVA_HOME=${j%/bin/java}" + linkDevice(host) + " ORRERY_LAB="
                            + HostProbe.quote(dir + "/lab") + " " + HostProbe.quote(dir + "/runtime/bin/orrery-lab")
                            + " internal after-node-killed " + HostProbe.quote(host.name()) + " "
                            + HostProbe.quote(dir + "/lab") + " 2>&1; fi",
                    "rm -f " + HostProbe.quote(dir + "/lab/token") + " " + HostProbe.quote(dir + "/lab/" + LabTls.KEY)
                            + " " + HostProbe.quote(dir + "/lab/" + LabTls.CERT) + " "
                            + HostProbe.quote(dir + "/lab/" + LabTls.CA) + " " + HostProbe.quote(dir + "/lab/node.port")
                            + " " + HostProbe.quote(dir + "/lab/node.pid"));
            String answer = remote.runOrFail(script, null, NODE_STOP_TIMEOUT.plus(COMMAND_TIMEOUT), "stopping failed");
            int killed = answer.indexOf("killed");
            String leftAlone = killed < 0 ? "" : answer.substring(killed + "killed".length()).strip();
            tell(host,
                    killed < 0 ? "node daemon stopped; the lab's credentials removed"
                            : "node daemon (pid " + pid + ") did not stop in time and was killed"
                                    + (leftAlone.isEmpty() ? "" : "; " + leftAlone));
            return null;
        } catch (HostException e) {
            return e.getMessage();
        }
    }

    /** The runtime distribution to install on the hosts: beside this runtime, as the build makes it. */
    private Path runtimeArchive() throws IOException {
        String configured = System.getenv("ORRERY_RUNTIME_ARCHIVE");
        Path archive = configured != null && !configured.isBlank() ? Path.of(configured)
                : runtimeHome.resolveSibling(runtimeHome.getFileName() + ".tar.gz");
        if (!Files.isRegularFile(archive)) {
            throw new IOException("the runtime distribution " + archive
                    + " is missing; build it (./orrery build) or name one" + " with ORRERY_RUNTIME_ARCHIVE");
        }
        return archive;
    }

    static SshClient sshClient(HostKeys keys) {
        SshClient client = SshClient.setUpDefaultClient();
        client.setServerKeyVerifier(keys.verifier());
        Path agent = SshHost.agentSocket();
        if (agent != null) {
            client.setAgentFactory(UnixSocketAgent.factory(agent));
        }
        client.start();
        return client;
    }

    private static void writePrivate(SshHost remote, String path, String content) throws HostException {
        remote.runOrFail(
                "umask 077 && cat > " + HostProbe.quote(path) + ".tmp && mv " + HostProbe.quote(path) + ".tmp "
                        + HostProbe.quote(path),
                content.getBytes(StandardCharsets.UTF_8), COMMAND_TIMEOUT, "writing " + path + " failed");
    }

    /** The variable (after a blank) that names the lab interface of {@code host} to its runtime, if it has one. */
    private static String linkDevice(LabFile.Host host) {
        return host.linkDevice() == null ? ""
                : " " + LabDirectory.LINK_DEVICE_VARIABLE + "="
                        + HostProbe.quote(host.name() + ":" + host.linkDevice());
    }

    private void tell(LabFile.Host host, String step) {
        synchronized (out) {
            out.println("  " + host.name() + ": " + step);
        }
    }

    /** An address as a URL's host part: an IPv6 literal in brackets. */
    static String urlHost(String address) {
        return address.contains(":") ? "[" + address + "]" : address;
    }
}
